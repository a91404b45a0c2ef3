"""Whole games for the replay tests: records of computer players' games, and executors that run
the coach's jobs at once, never, or when released."""

from __future__ import annotations

import threading
from concurrent.futures import Future
from functools import cache

from game.ai import make_player
from game.records import PlayedGame, Record

GAMES = {
    "ono99": (3, {"scoring": "tokens"}, 4),
    "uno-duo": (2, {"target": 60}, 5),
    "moon": (3, {"target": 7}, 6),
}
"""A game of each title with several rounds or deals, not too long: players, options, seed."""


@cache
def _played(game: str, players: int, options: tuple, seed: int, level: str) -> tuple:
    played = PlayedGame(Record(game, players, seed, dict(options)))
    computers = [make_player(game, level, seed * 10 + seat) for seat in range(players)]
    while not played.state.is_over:
        seat = played.state.to_move
        played.play(computers[seat].choose(played.observation(seat)))
    return tuple(played.record.actions)


def whole_game(game: str, level: str = "easy") -> Record:
    """A finished game of `game` (see GAMES) played by computers of `level` (kept, so each test
    gets a fresh copy of the same record)."""
    players, options, seed = GAMES[game]
    actions = _played(game, players, tuple(sorted(options.items())), seed, level)
    return Record(game, players, seed, dict(options), None, list(actions))


def position(record: Record, count: int) -> PlayedGame:
    """The game of `record` after its first `count` actions, replayed on its own."""
    return PlayedGame(Record(record.game, record.players, record.seed, dict(record.options),
                             record.deck, record.actions[:count]))  # fmt: skip


class Inline:
    """An executor that runs each job at once, counting them."""

    def __init__(self) -> None:
        self.jobs = 0

    def submit(self, function, *args, **kwargs) -> Future:
        self.jobs += 1
        future: Future = Future()
        future.set_result(function(*args, **kwargs))
        return future


class Never:
    """An executor whose jobs never finish (a review as slow as can be)."""

    def __init__(self) -> None:
        self.jobs = 0

    def submit(self, function, *args, **kwargs) -> Future:
        self.jobs += 1
        return Future()


class Gated:
    """An executor that runs each job in a thread once `release()` is called."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.threads: list[threading.Thread] = []

    def submit(self, function, *args, **kwargs) -> Future:
        future: Future = Future()

        def run() -> None:
            self.gate.wait()
            if future.set_running_or_notify_cancel():  # not cancelled meanwhile
                future.set_result(function(*args, **kwargs))

        thread = threading.Thread(target=run, daemon=True)
        thread.start()
        self.threads.append(thread)
        return future

    def release(self) -> None:
        self.gate.set()
        for thread in self.threads:
            thread.join()
