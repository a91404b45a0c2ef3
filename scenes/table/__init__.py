"""The animated tables, one per game; `table_scene_for` picks the one a match needs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.scene import Scene

if TYPE_CHECKING:
    from game.match import Match
    from scenes.app import App


def table_scene_for(app: App, match: Match) -> Scene:
    """The table scene for `match`'s game."""
    if match.game == "ono99":
        from scenes.table.ono99 import Ono99Table

        return Ono99Table(app, match)
    if match.game == "uno-duo":
        from scenes.table.uno_duo import UnoDuoTable

        return UnoDuoTable(app, match)
    if match.game == "moon":
        from scenes.table.moon import MoonTable

        return MoonTable(app, match)
    raise ValueError(f"there is no table for {match.game!r} yet")
