"""Hard: ISMCTS over hidden cards sampled from the seat's observation, guided by Normal playouts.

The player never sees a game state: each game's search module turns the observation into a
determinizer (see `determinize_<game>.py`) and the search plays only on the samples. Thinking
is bounded by a time budget (1 s by default); tests and reproducible runs give an iteration
budget instead, which makes the decision a pure function of the observation and the seed.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType

from game.ai.base import ComputerPlayer
from game.ai.ismcts import SearchGame, search
from game.core.actions import Action
from game.core.observation import Observation

DEFAULT_BUDGET = 1.0
"""Seconds of thinking per decision in play (the `hard_budget` setting may change it)."""

_SEARCH_MODULES = {
    "ono99": "game.ai.ono99_search",
    "uno-duo": "game.ai.uno_duo_search",
    "moon": "game.ai.moon_search",
}


class HardPlayer(ComputerPlayer):
    """ISMCTS with `budget` seconds per decision, or exactly `iterations` when that is given."""

    level = "hard"

    def __init__(
        self,
        game: str,
        seed: int = 0,
        budget: float = DEFAULT_BUDGET,
        iterations: int | None = None,
        paired: bool | None = None,
    ) -> None:
        super().__init__(game, seed)
        self.budget = budget
        self.iterations = iterations
        self.paired = paired
        self.last_iterations = 0

    def choose(self, observation: Observation) -> Action:
        """A shortcut when the choice is forced or obvious, else the search's most visited move."""
        module = self._search_module()
        shortcut: Callable[[Observation], Action | None] = module.shortcut
        action = shortcut(observation)
        if action is not None:
            self.last_iterations = 0
            return action
        surface = self.search_surface(observation)
        paired = module.PAIRED if self.paired is None else self.paired
        result = search(
            surface,
            self.rng,
            seconds=self.budget,
            iterations=self.iterations,
            paired=paired,
            prior=module.prior(observation) if paired else None,
            confidence=module.CONFIDENCE,
        )
        self.last_iterations = result.iterations
        return result.action

    def search_surface(self, observation: Observation) -> SearchGame:
        """What the search plays on: the game's own surface for this observation."""
        return self._search_module().search_game(observation)

    def _search_module(self) -> ModuleType:
        return importlib.import_module(_SEARCH_MODULES[self.game])
