"""The delay from the coach's answer to the frame that shows it, on the real app, its own main
loop and the coach's real worker process.

    .venv/bin/python -m tools.measure_answers --hints 12

Opens an ONO 99 table of four (a person at seat 0, Normal computers, no pause before their
moves, the coach's notes off) and runs `App.run`. A stand-in plays the person's seat as a
person who only asks for hints would: once the person's turn has rested `REACTION_SECONDS` it
presses H, then touches nothing until the advice has been drawn, and after another moment plays
the advised move. For each hint it notes, with `time.perf_counter()`, when the coach's future
completed (a done-callback, added just after the one by which the app wakes its loop) and when
the first frame drawn with the advice taken in was flipped. An answer not drawn within
`LIMIT_SECONDS` counts as that long. SDL's dummy driver unless the environment sets another.
Prints one JSON object: {"hints": [milliseconds, …]}. `bench/answers.py` runs it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import Future
from dataclasses import dataclass

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ai.coach import Advice  # noqa: E402
from game.core.actions import Action  # noqa: E402
from game.core.observation import Observation  # noqa: E402
from game.match import COMPUTER, HUMAN, Match, Seat  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.table.assist import HINT_KEY, AdviceWork  # noqa: E402
from scenes.table.base import TableScene  # noqa: E402

PLAYERS = 4
REACTION_SECONDS = 0.3
"""How long the stand-in waits at its turn before pressing H, and after the advice shows."""
LIMIT_SECONDS = 3.0
"""An answer not drawn this long after it came counts as this long (it would wait for input)."""
RUN_LIMIT_SECONDS = 600.0


class Answers:
    """When the coach's latest answer came (the future it is watching), and the delays so far."""

    def __init__(self) -> None:
        self.watched: Future | None = None
        self.came_at: float | None = None
        self.delays_ms: list[float] = []

    def watch(self, future: Future) -> None:
        """Note when `future` completes (a cancelled one is a hint dropped, not an answer)."""
        self.watched, self.came_at = future, None
        future.add_done_callback(self._came)

    def _came(self, future: Future) -> None:
        if future is self.watched and not future.cancelled():
            self.came_at = time.perf_counter()


@dataclass(frozen=True)
class WatchedAdvice(AdviceWork):
    """The app's advice, each answer watched by `answers` (the app's own wake-up included)."""

    answers: Answers | None = None

    def submit(self, observation: Observation, seed: int) -> Future[Advice]:
        """As the app submits, then watch the future."""
        future = super().submit(observation, seed)
        if self.answers is not None:
            self.answers.watch(future)
        return future


class AnswerProbe(App):
    """The app with a stand-in that asks for hints and measures how soon their answers show."""

    def __init__(self, hints: int, seed: int) -> None:
        super().__init__((1280, 720), keep_records=False)
        self.settings.think_time = 0.0
        self.settings.coach = "off"
        self.answers = Answers()
        self.advice = WatchedAdvice(answers=self.answers)
        self.wanted = hints
        self.seed = seed
        self.rested_since: float | None = None
        self.shown_at: float | None = None
        self.started = time.monotonic()

    def table(self) -> TableScene | None:
        """The table on top, if a table is on top."""
        top = self.stack.top
        return top if isinstance(top, TableScene) else None

    def deciding(self) -> TableScene | None:
        """The table, while the person is to decide there at rest."""
        table = self.table()
        if table is not None and not table.busy and table.viewer_decides():
            return table
        return None

    def new_game(self) -> None:
        """A fresh table (the first, or after a game ended)."""
        self.seed += 1
        seats = [Seat(HUMAN, "Ann")] + [
            Seat(COMPUTER, f"C{seat}", "normal") for seat in range(1, PLAYERS)
        ]
        self.play(Match.new("ono99", PLAYERS, {}, self.seed, seats), autosave=False)

    def waiting_for_answer(self) -> bool:
        """True from H until the advice has been drawn."""
        table = self.deciding()
        hint = None if table is None else table.assist.hint
        return hint is not None and self.shown_at is None and hint.key == table.assist.key()

    def act(self) -> None:
        """Press H once the turn has rested, or play the advised move once it has shown."""
        now = time.perf_counter()
        if self.table() is None or self.table().match.is_over:
            self.new_game()
            return
        table = self.deciding()
        if table is None:
            self.rested_since = None
            return
        hint = table.assist.hint
        if hint is None or hint.key != table.assist.key():
            self.shown_at = None
            if self.rested_since is None:
                self.rested_since = now
            elif now - self.rested_since >= REACTION_SECONDS:
                self.rested_since = None
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=HINT_KEY, mod=0))
        elif hint.advice is not None and self.shown_at is not None:
            self.play_advice_after_a_moment(table, hint.advice.best, now)

    def play_advice_after_a_moment(self, table: TableScene, best: Action, now: float) -> None:
        """Play the advised move once it has been on screen `REACTION_SECONDS`."""
        if self.shown_at is not None and now - self.shown_at >= REACTION_SECONDS:
            table.choose(best)

    def step(self, dt: float, draw: bool = True) -> None:
        """The stand-in acts, the frame goes on as usual, and a frame drawn with a new answer
        taken in is timed."""
        self.act()
        drawn = self.frame_stats.frames
        super().step(dt, draw)
        flipped = time.perf_counter()
        came = self.answers.came_at
        if came is not None and self.advice_taken_in() and self.frame_stats.frames > drawn:
            self.shown_at = flipped
            self.answers.delays_ms.append(min(flipped - came, LIMIT_SECONDS) * 1000)
            self.answers.came_at = None
        if len(self.answers.delays_ms) >= self.wanted:
            self.quit(0)
        elif time.monotonic() - self.started > RUN_LIMIT_SECONDS:
            self.quit(1)

    def advice_taken_in(self) -> bool:
        """True when the table holds the advice of the person's decision now, not yet drawn."""
        table = self.deciding()
        hint = None if table is None else table.assist.hint
        return hint is not None and hint.advice is not None and self.shown_at is None

    def next_frame(self) -> float:
        """As the app's, but no later than the stand-in's next look while it has to act; while
        an answer is awaited, only the limit (so the app's own wake-up is what is measured)."""
        soonest = super().next_frame()
        if self.waiting_for_answer():
            came = self.answers.came_at
            if came is None:
                return soonest
            return min(soonest, max(0.0, came + LIMIT_SECONDS - time.perf_counter()))
        if self.deciding() is not None or self.table() is None:
            return min(soonest, REACTION_SECONDS / 2)
        return soonest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hints", type=int, default=12, help="hints to time")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    args = parser.parse_args()
    app = AnswerProbe(args.hints, args.seed)
    try:
        status = app.run()
    finally:
        app.close()
    if status != 0:
        print("measure_answers: the run took too long", file=sys.stderr)
        return status
    print(json.dumps({"hints": [round(delay, 2) for delay in app.answers.delays_ms]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
