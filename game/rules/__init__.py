"""The games, found by name the way python-chess finds its variants."""

from __future__ import annotations

import importlib

from game.core.errors import RecordError
from game.core.messages import N_, Message, quote
from game.core.protocol import GameRules

_MODULES = {
    "ono99": "game.rules.ono99",
    "uno-duo": "game.rules.uno_duo",
    "moon": "game.rules.moon",
}

GAME_NAMES: tuple[str, ...] = tuple(_MODULES)


def find_game(name: str) -> GameRules:
    """The rules of the game called `name` (`ono99`, `uno-duo`, `moon`)."""
    module_name = _MODULES.get(name) if isinstance(name, str) else None
    if module_name is None:
        known = ", ".join(GAME_NAMES)
        raise RecordError(
            Message(
                N_("unknown game {name} (the games are {known})"),
                {"name": quote(name), "known": known},
            )
        )
    return importlib.import_module(module_name).RULES
