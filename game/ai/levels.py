"""The levels of every game: which class plays Easy, Normal and Hard (and the random baseline)."""

from __future__ import annotations

from game.ai.base import ComputerPlayer, RandomPlayer
from game.ai.easy import EasyPlayer
from game.ai.hard import HardPlayer
from game.ai.moon_strategy import MoonNormal
from game.ai.ono99_strategy import Ono99Normal
from game.ai.uno_duo_strategy import UnoDuoNormal

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")
NORMAL: dict[str, type[ComputerPlayer]] = {
    "ono99": Ono99Normal,
    "uno-duo": UnoDuoNormal,
    "moon": MoonNormal,
}


def build_player(
    game: str, level: str, seed: int = 0, budget: float | None = None
) -> ComputerPlayer:
    """A computer player of `level` for `game`; `budget` sets Hard's seconds per decision."""
    if game not in NORMAL:
        raise ValueError(f"no computer players for the game {game!r}")
    if level == "random":
        return RandomPlayer(game, seed)
    if level == "easy":
        return EasyPlayer(game, seed)
    if level == "normal":
        return NORMAL[game](game, seed)
    if level == "hard":
        return HardPlayer(game, seed) if budget is None else HardPlayer(game, seed, budget)
    raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
