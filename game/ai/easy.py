"""Easy: plausible but careless. Half the time it plays the Normal move; otherwise any sensible
move at random. In UNO Duo it sometimes forgets to call UNO and sometimes misses a catch."""

from __future__ import annotations

from game.ai.base import ComputerPlayer
from game.ai.plugin import find_ai
from game.core.actions import Action
from game.core.observation import Observation

CARELESSNESS = 0.5
FORGETS_UNO = 0.4
MISSES_CATCH = 0.5


class EasyPlayer(ComputerPlayer):
    """A careless player: the Normal move or a random sensible one, and a short memory for UNO."""

    level = "easy"

    def __init__(self, game: str, seed: int = 0) -> None:
        super().__init__(game, seed)
        ai = find_ai(game)
        self.sensible = ai.sensible
        self.normal = ai.normal(game, seed)

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
