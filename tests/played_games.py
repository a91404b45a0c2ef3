"""Whole games for the tests: records of computer players' games, a finished ONO 99 match, and
executors that run the coach's jobs at once, never, or when released."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from concurrent.futures import Future
from functools import cache

from game.ai import make_player
from game.match import Match, Seat
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


def finished_ono99(seats: Sequence[Seat], seed: int = 5) -> Match:
    """A 3-player ONO 99 match played to its end by always taking the first legal action."""
    match = Match(PlayedGame(Record("ono99", 3, seed)), list(seats))
    while not match.is_over:
        match.played.play(match.state.legal_actions()[0])
    return match
