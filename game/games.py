"""The one list of the games: each game's name and where its pieces live, floor by floor.

Each floor finds its own piece of a game by the game's name and nothing else: the rules
(`game.rules.find_game`), the computer players (`game.ai.find_ai`), the table
(`scenes.table.find_table`) and the guide, with the painter of the game's pieces
(`scenes.guides.find_guide`). Pieces are named here as module paths, so this list imports nothing
and no floor imports upward to read it. A module named here exports one name: `RULES`, `AI`,
`TABLE` or `GUIDE`.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from game.core.errors import RecordError
from game.core.messages import N_, Message, quote


@dataclass(frozen=True)
class GameEntry:
    """One game: its name in records and on the command line, and its pieces' modules."""

    name: str
    rules: str
    ai: str
    table: str
    guide: str


GAMES: dict[str, GameEntry] = {
    entry.name: entry
    for entry in (
        GameEntry(
            "ono99",
            "game.rules.ono99",
            "game.ai.ono99",
            "scenes.table.ono99",
            "scenes.guides.ono99",
        ),
        GameEntry(
            "uno-duo",
            "game.rules.uno_duo",
            "game.ai.uno_duo",
            "scenes.table.uno_duo",
            "scenes.guides.uno_duo",
        ),
        GameEntry(
            "moon", "game.rules.moon", "game.ai.moon", "scenes.table.moon", "scenes.guides.moon"
        ),
    )
}

GAME_NAMES: tuple[str, ...] = tuple(GAMES)


def game_entry(name: Any) -> GameEntry:
    """The entry of the game called `name`; RecordError for any other name."""
    entry = GAMES.get(name) if isinstance(name, str) else None
    if entry is None:
        raise RecordError(
            Message(
                N_("unknown game {name} (the games are {games})"),
                {"name": quote(name), "games": ", ".join(GAME_NAMES)},
            )
        )
    return entry


def load_piece(name: str, floor: str, export: str) -> Any:
    """The object `export` of the module that holds `floor` ("rules", "ai" or "table") of the
    game called `name`."""
    return getattr(importlib.import_module(getattr(game_entry(name), floor)), export)
