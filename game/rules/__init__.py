"""The games' rules, found by name the way python-chess finds its variants."""

from __future__ import annotations

from game.core.protocol import GameRules
from game.games import GAME_NAMES, load_piece

__all__ = ["GAME_NAMES", "find_game"]


def find_game(name: str) -> GameRules:
    """The rules of the game called `name` (`ono99`, `uno-duo`, `moon`); RecordError otherwise."""
    rules: GameRules = load_piece(name, "rules")
    return rules
