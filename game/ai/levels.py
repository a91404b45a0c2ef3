"""The levels of every game: Easy, Normal and Hard (and the random baseline), built from each
game's declared pieces (`find_ai`)."""

from __future__ import annotations

from game.ai.base import ComputerPlayer, RandomPlayer
from game.ai.easy import EasyPlayer
from game.ai.hard import HardPlayer
from game.ai.plugin import find_ai

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")


def make_player(
    game: str, level: str, seed: int = 0, budget: float | None = None
) -> ComputerPlayer:
    """A computer player of `level` (random, easy, normal, hard) for `game`; `budget` is Hard's
    thinking time per decision in seconds (1 s when None)."""
    ai = find_ai(game)
    if level == "random":
        return RandomPlayer(game, seed)
    if level == "easy":
        return EasyPlayer(game, seed)
    if level == "normal":
        return ai.normal(game, seed)
    if level == "hard":
        return HardPlayer(game, seed) if budget is None else HardPlayer(game, seed, budget)
    raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
