"""The computer-player interface: an Observation in, one legal Action out, never the state."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from game.core.actions import Action
from game.core.observation import Observation


class ComputerPlayer(ABC):
    """A computer seat. It owns a seeded generator, so the same observation sequence gives the
    same decisions; `choose` must return one of `observation.legal`."""

    level: str = ""

    def __init__(self, game: str, seed: int = 0) -> None:
        self.game = game
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, observation: Observation) -> Action:
        """Decide the action for the seat to move, which is `observation.seat`."""


class RandomPlayer(ComputerPlayer):
    """Picks uniformly among the legal actions: the baseline every level must beat."""

    level = "random"

    def choose(self, observation: Observation) -> Action:
        """A uniformly random legal action."""
        return self.rng.choice(observation.legal)
