"""The animated tables, one per game, found by the game's name in the one list of the games
(`game.games`): `scenes/table/<game>.py` exports its table class as `TABLE`, and its `spec` holds
what sets it apart as data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games import load_piece

if TYPE_CHECKING:
    from game.match import TableSurface
    from scenes.app import App
    from scenes.table.base import TableScene


def find_table(game: str) -> type[TableScene]:
    """The table class of the game called `game`."""
    table: type[TableScene] = load_piece(game, "table")
    return table


def table_scene_for(app: App, match: TableSurface) -> TableScene:
    """The table scene for `match`'s game, made and set up."""
    table = find_table(match.game)(app, match)
    table.set_up()
    return table
