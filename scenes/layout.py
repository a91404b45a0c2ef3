"""Table layouts: named anchor rectangles read from Tiled maps and scaled to the window.

Each map under `assets/tables/` is `<game>-<players>.tmx` with an object layer of rectangles named
after what sits there (`seat0`…, `draw_pile`, `total`, …), designed on a 1280×720 map. Seat
anchors are numbered from the bottom of the screen (the viewer) clockwise.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pygame
import pytmx

from game.paths import asset_path


class TableLayout:
    """The anchors of one table map, in design pixels, and their scaled rectangles."""

    def __init__(self, path: Path) -> None:
        tiled = pytmx.TiledMap(str(path))
        self.path = path
        self.design_size = (tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight)
        self.anchors: dict[str, tuple[float, float, float, float]] = {
            obj.name: (obj.x, obj.y, obj.width, obj.height) for obj in tiled.objects if obj.name
        }

    def missing(self, names: list[str]) -> list[str]:
        """The names in `names` this map has no anchor for."""
        return [name for name in names if name not in self.anchors]

    def scaled(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """Every anchor as a pixel rectangle in a window of `size`."""
        sx = size[0] / self.design_size[0]
        sy = size[1] / self.design_size[1]
        return {
            name: pygame.Rect(round(x * sx), round(y * sy), round(w * sx), round(h * sy))
            for name, (x, y, w, h) in self.anchors.items()
        }


def map_path(game: str, players: int) -> Path:
    """Where the map of `game`'s table for `players` players lives."""
    return asset_path("tables", f"{game}-{players}.tmx")


@cache
def load_layout(game: str, players: int) -> TableLayout:
    """The layout of `game`'s table for `players` players (read once, then cached)."""
    path = map_path(game, players)
    if not path.exists():
        raise FileNotFoundError(f"no table map for {game} with {players} players ({path})")
    return TableLayout(path)
