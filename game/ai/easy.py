"""Easy: plausible but careless. Half the time it plays the Normal move; otherwise any sensible
move at random. In UNO Duo it sometimes forgets to call UNO and sometimes misses a catch."""

from __future__ import annotations

from collections.abc import Callable

from game.ai.base import ComputerPlayer
from game.ai.moon_strategy import MoonNormal, moon_sensible
from game.ai.ono99_strategy import Ono99Normal, ono99_sensible
from game.ai.uno_duo_strategy import UnoDuoNormal, uno_duo_sensible
from game.core.actions import Action
from game.core.observation import Observation

CARELESSNESS = 0.5
FORGETS_UNO = 0.4
MISSES_CATCH = 0.5

_GAMES: dict[str, tuple[type[ComputerPlayer], Callable[[Observation], list[Action]]]] = {
    "ono99": (Ono99Normal, ono99_sensible),
    "uno-duo": (UnoDuoNormal, uno_duo_sensible),
    "moon": (MoonNormal, moon_sensible),
}


class EasyPlayer(ComputerPlayer):
    """A careless player: the Normal move or a random sensible one, and a short memory for UNO."""

    level = "easy"

    def __init__(self, game: str, seed: int = 0) -> None:
        super().__init__(game, seed)
        normal, self.sensible = _GAMES[game]
        self.normal = normal(game, seed)

    def choose(self, observation: Observation) -> Action:
        """Normal's move, a random sensible one, or a forgotten call."""
        choice = self.normal.choose(observation)
        rng = self.rng
        forgets = (choice.verb == "uno" and rng.random() < FORGETS_UNO) or (
            choice.verb == "catch" and rng.random() < MISSES_CATCH
        )
        if forgets or rng.random() < CARELESSNESS:
            return rng.choice(self.sensible(observation))
        return choice
