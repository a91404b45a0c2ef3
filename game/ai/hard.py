"""Hard: a search over hidden cards sampled from the seat's observation, guided by Normal.

The player never sees a game state: its game's AI pieces (`find_ai`) turn the observation into
a search surface whose determinizer samples full states, and the search plays only on those.
Thinking is bounded by a time budget (1 s by default); tests and reproducible runs give an
iteration budget instead, which makes the decision a pure function of the observation and the
seed.

Hard settles early: it stops searching as soon as its move can no longer change within the
budget (one move, equivalent moves, or a move surely best or surely kept; `game.ai.settle`), so
the budget is a ceiling rather than the time every decision takes.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from game.ai.base import ComputerPlayer
from game.ai.ismcts import SearchSurface, search
from game.ai.plugin import find_ai
from game.core.actions import Action
from game.core.observation import Observation

DEFAULT_BUDGET = 1.0
"""Seconds of thinking per decision in play (the `hard_budget` setting may change it)."""

SurfaceMaker = Callable[[Observation], SearchSurface[Any]]


class HardPlayer(ComputerPlayer):
    """The search with `budget` seconds per decision, or `iterations` when given, stopping
    early once the move is settled.

    `settle_early=False` searches the whole budget every time, as Hard did before it learnt to
    settle; it is kept so the arena can measure the early stop against the full search
    (`hard-full` seats in `bench/arena.py`).

    `surface` replaces the game's own search surface; it exists so that the benchmarks can
    measure another reading of the hidden cards with everything else the real Hard
    (`bench/hand_filter.py`); play always uses the game's own.
    """

    level = "hard"

    def __init__(
        self,
        game: str,
        seed: int = 0,
        budget: float = DEFAULT_BUDGET,
        iterations: int | None = None,
        surface: SurfaceMaker | None = None,
        settle_early: bool = True,
    ) -> None:
        super().__init__(game, seed)
        ai = find_ai(game)
        self.budget = budget
        self.iterations = iterations
        self.paired = ai.paired
        self.confidence = ai.confidence
        self.shortcut = ai.shortcut
        self.announce = ai.announce
        self.surface = surface or ai.surface
        self.normal = ai.normal(game, seed)
        self.settle_early = settle_early
        self.last_iterations = 0

    def choose(self, observation: Observation) -> Action:
        """A shortcut when the choice is forced or settled, else the search's move. Settling
        early, the budget holds for the whole decision: what is spent before the search (the
        shortcut, the surface, Normal's move) comes out of the search's seconds."""
        started = time.perf_counter()
        action = self.shortcut(observation)
        if action is not None:
            self.last_iterations = 0
            return action
        surface = self.surface(observation)
        paired = self.paired(observation)
        prior = self.normal.choose(observation) if paired else None
        spent = time.perf_counter() - started if self.settle_early else 0.0
        result = search(
            surface,
            self.rng,
            seconds=self.budget - spent,
            iterations=self.iterations,
            paired=paired,
            prior=prior,
            confidence=self.confidence,
            settle=self.settle_early,
        )
        self.last_iterations = result.iterations
        return self.announce(observation, result.action)
