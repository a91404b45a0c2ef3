"""One measured figure, the sizes of a benchmark run, and the summary statistics they use."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.ai.hard import DEFAULT_BUDGET
from game.rules import find_game


@dataclass(frozen=True)
class Figure:
    """A measured value and, where the product sets one, its target: `value <= limit`, or
    `value >= floor` for a figure that must be high enough (a speed ratio).

    `value` is None when the figure could not be measured here; `note` then says why."""

    section: str
    subject: str
    measure: str
    value: float | None
    unit: str
    limit: float | None = None
    note: str = ""
    floor: float | None = None

    @property
    def met(self) -> bool | None:
        """True or False against the target; None without a target or without a value."""
        if self.value is None:
            return None
        if self.floor is not None:
            return self.value >= self.floor
        if self.limit is None:
            return None
        return self.value <= self.limit

    def to_json(self) -> dict[str, Any]:
        """The figure as JSON data, with `met`."""
        return {
            "section": self.section,
            "subject": self.subject,
            "measure": self.measure,
            "value": self.value,
            "unit": self.unit,
            "target_max": self.limit,
            "target_min": self.floor,
            "met": self.met,
            "note": self.note,
        }


PLAYERS: dict[str, int] = {"ono99": 4, "uno-duo": 2, "moon": 3}
"""The games the AI and frame benchmarks play, with the number of players they seat."""


def title(game: str) -> str:
    """The game's title as the menu shows it."""
    return find_game(game).title


@dataclass(frozen=True)
class Sizes:
    """How much each family measures; `QUICK` is for trying the harness, not for figures."""

    playout_actions: int = 60_000
    """Random-playout actions per timed run (whole games are played until this many)."""
    positions: int = 50
    """Mid-game positions on which copy() and legal_actions() are timed."""
    call_repeats: int = 1000
    """Calls of copy() or legal_actions() per position and run."""
    ai_positions: int = 100
    """Decision positions per game for Easy and Normal."""
    hard_positions: int = 40
    """Decision positions per game for Hard (up to a second each at its default budget; 10 gave
    a median of as few as 4 searched decisions)."""
    hard_in_play: int = 200
    """Hard's decisions timed in play per game, against Normal players (about a minute each)."""
    frame_seconds: float = 20.0
    """Length of each speed-1 and hard-seat autoplay window, in seconds."""
    full_games: bool = True
    """Play one whole autoplay game per table for its peak memory."""
    idle_settle: float = 8.0
    """Seconds an idle-measured app runs first (the table deals and the computers move)."""
    idle_seconds: float = 30.0
    """Length of each idle CPU measurement, in seconds."""
    answer_hints: int = 12
    """Hints whose answer-to-frame delay is timed per video driver (about 3 s each)."""
    soak_games: int = 20
    """ONO 99 games played back to back in one process for the memory soak."""
    soak_speed: float = 50.0
    """Animation speed of the soak's games."""
    soak_seconds: float = 900.0
    """Seconds after which the soak is stopped anyway (its figure then says so)."""
    long_soak_minutes: float = 30.0
    """Length of the optional session under Xvfb (`--only soak30`)."""
    startup_runs: int = 5
    """Cold starts timed per command."""
    decision_games: int = 150
    """ONO 99 games from which the decision-quality positions are taken (about 4 each)."""
    decision_playouts: int = 400
    """Paired playouts from the real position that value each legal move."""
    decision_iterations: int = 300
    """Hard's fixed search budget in the decision-quality measure."""
    settle_iterations: int = 2000
    """Iterations at which settling early is measured against the full search in the
    decision-quality measure (about what Hard runs in its second here)."""
    moon_settle_positions: int = 200
    """Moon positions on which settling early is measured against the full search."""
    moon_settle_iterations: int = 3000
    """Iterations of both Moon searches there (Hard runs 1,400 to 7,500 in its second here)."""
    moon_judge_iterations: int = 3000
    """Iterations of the search that judges each move where the two differ."""
    engine_actions: int = 100_000
    """Actions per timed stretch of the side-by-side comparison with RLCard's UNO engine."""
    engine_rounds: int = 7
    """Stretches of each engine, taken in turn, in the side-by-side comparison."""
    coach_positions: int = 200
    """Positions per game on which the coach and Hard both decide (about 2 s each)."""
    hint_runs: int = 3
    """Timed `python -m game hint` commands per game."""
    coach_budget: float = DEFAULT_BUDGET
    """Seconds of search for the coach and for Hard in the coach's measures."""
    history_games: int = 1000
    """Generated games in the history whose screens are timed."""
    screen_runs: int = 5
    """Fresh app processes in which each history screen's opening is timed."""
    club_tables: int = 500
    """Tables of clients playing at a person's pace on the club's three servers."""
    club_seconds: float = 60.0
    """Length of the club's latency window, in seconds (before one server is killed)."""


QUICK = Sizes(
    playout_actions=300,
    positions=3,
    call_repeats=20,
    ai_positions=3,
    hard_positions=1,
    hard_in_play=3,
    frame_seconds=3.0,
    full_games=False,
    idle_settle=3.0,
    idle_seconds=2.0,
    answer_hints=2,
    soak_games=2,
    soak_seconds=120.0,
    long_soak_minutes=0.5,
    startup_runs=1,
    decision_games=3,
    decision_playouts=8,
    decision_iterations=8,
    settle_iterations=80,
    moon_settle_positions=3,
    moon_settle_iterations=80,
    moon_judge_iterations=80,
    engine_actions=300,
    engine_rounds=2,
    coach_positions=2,
    hint_runs=1,
    coach_budget=0.05,
    history_games=20,
    screen_runs=1,
    club_tables=12,
    club_seconds=6.0,
)


def percentile(values: Sequence[float], fraction: float) -> float:
    """The value below which `fraction` of `values` lie (nearest rank, as the app's frame
    statistics count it)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]
