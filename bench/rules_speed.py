"""Speed of the rules cores: random playouts, `copy()` and `legal_actions()`, per game set-up.

Playouts start from freshly dealt games and play each to its end, choosing at random (a seeded
generator of the benchmark's own) among the legal actions, in two ways:
- as the search plays: `legal_actions()`, a choice, `push()` (trusted: no legality check, and
  no events). This is the figure held to the 3 µs target, since it bounds how deep Hard searches
  in its second;
- as the table plays: `apply()`, which checks every action with `why_illegal` and builds events.
Times are the CPU time of the benchmarking thread (`time.thread_time`), so that other processes
on a shared machine add little to them, and each is the best of `RUNS` runs, as other processes
only ever make a run slower.
Beside the times, the number of function calls (Python and built-in) per searched action and per
`copy()`: they do not depend on the machine or its load, so tests can hold them to bounds.
"""

from __future__ import annotations

import itertools
import random
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from bench.figures import Figure, Sizes
from game.core.protocol import GameState
from game.rules import find_game

SECTION = "rules"
TARGET_US_PER_ACTION = 3.0
RUNS = 5
clock = time.thread_time
"""The clock of every timed figure: this thread's CPU time, in seconds."""
LONGEST_WALK = 400
"""Mid-game positions are drawn from the first this many actions of a random game."""


@dataclass(frozen=True)
class Setup:
    """A game with its player count and options, as the benchmark deals it."""

    game: str
    players: int
    label: str
    options: dict[str, Any] = field(default_factory=dict)

    def deal(self, seed: int) -> GameState:
        """A freshly dealt game."""
        return find_game(self.game).start(self.players, self.options, seed)[0]


SETUPS: tuple[Setup, ...] = (
    Setup("ono99", 4, "ONO 99, 4 players"),
    Setup("ono99", 8, "ONO 99 1980, 8 players", {"edition": "1980"}),
    Setup("ono99", 4, "ONO 99 points, 4 players", {"scoring": "points"}),
    Setup("ono99", 4, "ONO 99 1980 draw race", {"edition": "1980", "draw_race": True}),
    Setup("uno-duo", 2, "UNO Duo"),
    Setup("moon", 3, "Three-Player Moon"),
)


class CallCounter:
    """Counts function calls, Python and built-in, while it is installed as the profiler."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, frame: object, event: str, arg: object) -> None:
        if event == "call" or event == "c_call":
            self.calls += 1


@contextmanager
def counting_calls() -> Iterator[CallCounter]:
    """Count the calls made inside the `with` block (of this thread)."""
    counter = CallCounter()
    sys.setprofile(counter)
    try:
        yield counter
    finally:
        sys.setprofile(None)


def _fresh_deals(setup: Setup) -> Iterator[GameState]:
    """Games dealt from seed 0 on."""
    for seed in itertools.count():
        yield setup.deal(seed)


def calls_per_searched_action(setup: Setup, actions_wanted: int) -> float:
    """Function calls per action of random playouts played the search's way."""
    choose = random.Random(0).choice
    actions = 0
    calls = 0
    for state in _fresh_deals(setup):
        if actions >= actions_wanted:
            break
        with counting_calls() as counter:
            while state.to_move is not None:
                state.push(choose(state.legal_actions()))
                actions += 1
        calls += counter.calls
    return calls / actions


def calls_per_copy(positions: list[GameState]) -> float:
    """Function calls made by one `copy()`, averaged over `positions`."""
    with counting_calls() as counter:
        for state in positions:
            state.copy()
    return counter.calls / len(positions)


def playout_speed(setup: Setup, actions_wanted: int, searching: bool) -> tuple[int, float]:
    """Play random games from seed 0 on until `actions_wanted` actions were applied; return
    (actions, seconds spent in the playouts). `searching` plays the search's way."""
    choose = random.Random(0).choice
    actions = 0
    seconds = 0.0
    for state in _fresh_deals(setup):
        if actions >= actions_wanted:
            break
        perform = state.push if searching else state.apply
        listing = state.legal_actions
        started = clock()
        while state.to_move is not None:
            perform(choose(listing()))
            actions += 1
        seconds += clock() - started
    return actions, seconds


def best_playout(setup: Setup, actions_wanted: int, searching: bool) -> tuple[int, float]:
    """The fastest of `RUNS` identical playout runs."""
    runs = [playout_speed(setup, actions_wanted, searching) for _ in range(RUNS)]
    return min(runs, key=lambda run: run[1])


def mid_game_positions(setup: Setup, count: int) -> list[GameState]:
    """One position per seed, drawn from the first `LONGEST_WALK` positions of a random game."""
    positions = []
    for seed in range(count):
        chooser = random.Random(seed)
        state = setup.deal(seed)
        walk = []
        while state.to_move is not None and len(walk) < LONGEST_WALK:
            walk.append(state.copy())
            state.apply(chooser.choice(state.legal_actions()))
        positions.append(chooser.choice(walk))
    return positions


def cost_per_call(
    positions: list[GameState], call: Callable[[GameState], object], repeats: int
) -> float:
    """Mean microseconds of `call(position)`, best of `RUNS` runs over every position."""
    best = float("inf")
    for _ in range(RUNS):
        started = clock()
        for state in positions:
            for _ in range(repeats):
                call(state)
        best = min(best, clock() - started)
    return best / (repeats * len(positions)) * 1e6


def setup_figures(setup: Setup, sizes: Sizes) -> list[Figure]:
    """Playouts both ways, copy() and legal_actions() for one set-up."""
    searched, searched_seconds = best_playout(setup, sizes.playout_actions, searching=True)
    played, played_seconds = best_playout(setup, sizes.playout_actions, searching=False)
    positions = mid_game_positions(setup, sizes.positions)

    def figure(measure: str, value: float, unit: str, **extra: Any) -> Figure:
        """A figure of this set-up."""
        return Figure(SECTION, setup.label, measure, round(value, 2), unit, **extra)

    return [
        figure(
            "random playout as searched",
            searched_seconds / searched * 1e6,
            "µs/action",
            limit=TARGET_US_PER_ACTION,
            note="legal_actions, choice, push (no check, no events)",
        ),
        figure("random playout as searched", searched / searched_seconds, "actions/s"),
        figure(
            "random playout as the table plays",
            played_seconds / played * 1e6,
            "µs/action",
            note="apply (checked), events on",
        ),
        figure(
            "copy()", cost_per_call(positions, type(positions[0]).copy, sizes.call_repeats), "µs"
        ),
        figure(
            "legal_actions()",
            cost_per_call(positions, type(positions[0]).legal_actions, sizes.call_repeats),
            "µs",
        ),
        figure(
            "calls per searched action",
            calls_per_searched_action(setup, min(sizes.playout_actions, 5000)),
            "calls",
            note="function calls, Python and built-in: independent of the machine",
        ),
        figure("calls per copy()", calls_per_copy(positions), "calls"),
    ]


def rules_figures(sizes: Sizes) -> list[Figure]:
    """Every set-up's figures."""
    return [figure for setup in SETUPS for figure in setup_figures(setup, sizes)]
