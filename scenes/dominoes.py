"""Domino tiles drawn by code: ivory faces with pips 0–6 and a brass spinner, night-blue backs with
a crescent moon, upright (taller than wide) or lying (wider than tall), at any size.

`DominoPainter` has the card painter's interface (`surface(code, size, angle, dimmed, selected,
squash)`), so `CardSprite`s and the shared table base draw tiles without knowing they are tiles.
Every surface is painted at its final pixel size, supersampled for smooth edges, and cached with
its rotated and narrowed copies.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.cards import CachedPainter

SUPERSAMPLE = 3
"""Tiles are painted this many times larger, then smoothly scaled down (anti-aliased pips)."""

IVORY = (248, 243, 228)
IVORY_SHADE = (222, 212, 188)
PIP = (28, 30, 44)
DIVIDER = (120, 110, 96)
BRASS = (196, 160, 82)
EDGE = (46, 40, 34)
NIGHT = (24, 34, 70)
NIGHT_LIGHT = (44, 60, 110)
MOON_GOLD = (236, 206, 118)
SELECTED = (255, 215, 0)

# Pip places on a 3 × 3 grid of one half (column, row), for a half seen on a lying tile. An
# upright tile shows the same pattern turned a quarter, as a real tile does when it is turned.
PIP_PLACES: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (1, 0), (2, 0), (0, 2), (1, 2), (2, 2)),
}


def tile_ends(code: str) -> tuple[int, int]:
    """The two numbers of a tile code `a-b` (a ≥ b), high end first."""
    high, _, low = code.partition("-")
    return int(high), int(low)


def is_lying(size: tuple[int, int]) -> bool:
    """True for a tile size wider than tall (a tile lying on its side)."""
    return size[0] > size[1]


def lying(size: tuple[int, int]) -> tuple[int, int]:
    """The same tile size turned to lie on its side."""
    return (max(size), min(size))


class DominoPainter(CachedPainter):
    """Draws and caches tile surfaces by (tile, size, angle, dimmed, selected, squash).

    `code` None is the back. A `size` taller than wide is an upright tile (high end on top), a
    size wider than tall a lying one (high end on the left). Call `clear()` after a resize.
    """

    def __init__(self, on_paint: Callable[[], None] | None = None) -> None:
        super().__init__()
        self._on_paint = on_paint

    def half(self, number: int, side: int) -> pygame.Surface:
        """One square half of a face showing `number` pips, `side` pixels wide (for labels such
        as the trump on show)."""

        def make() -> pygame.Surface:
            big = pygame.Surface((side * SUPERSAMPLE, side * SUPERSAMPLE), pygame.SRCALPHA)
            box = big.get_rect()
            pygame.draw.rect(big, IVORY, box, border_radius=box.width // 6)
            pygame.draw.rect(big, EDGE, box, max(1, SUPERSAMPLE), border_radius=box.width // 6)
            _draw_pips(big, box, number, upright=False)
            return pygame.transform.smoothscale(big, (side, side))

        return self._cache.get(("half", number, side), make)

    def _paint(
        self, code: str | None, size: tuple[int, int], dimmed: bool, selected: bool
    ) -> pygame.Surface:
        if self._on_paint is not None:
            self._on_paint()
        width, height = max(2, size[0]), max(2, size[1])
        big = pygame.Surface((width * SUPERSAMPLE, height * SUPERSAMPLE), pygame.SRCALPHA)
        rect = big.get_rect()
        radius = min(rect.size) // 7
        if code is None:
            _paint_back(big, radius)
        else:
            _paint_face(big, tile_ends(code), radius)
        if dimmed:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (16, 20, 30, 150), rect, border_radius=radius)
            big.blit(shade, (0, 0))
        if selected:
            thickness = max(2 * SUPERSAMPLE, min(rect.size) // 11)
            pygame.draw.rect(big, SELECTED, rect, thickness, border_radius=radius)
        else:
            pygame.draw.rect(big, EDGE, rect, SUPERSAMPLE, border_radius=radius)
        return pygame.transform.smoothscale(big, (width, height))


def _paint_face(tile: pygame.Surface, ends: tuple[int, int], radius: int) -> None:
    """Ivory body with a soft lower edge, a divider with a brass spinner, and the pips."""
    rect = tile.get_rect()
    upright = not is_lying(rect.size)
    pygame.draw.rect(tile, IVORY_SHADE, rect, border_radius=radius)
    body = rect.inflate(-SUPERSAMPLE * 2, -SUPERSAMPLE * 2).move(-SUPERSAMPLE, -SUPERSAMPLE)
    pygame.draw.rect(tile, IVORY, body, border_radius=radius)
    short = min(rect.size)
    margin = short // 10
    if upright:
        first = pygame.Rect(0, 0, rect.width, rect.height // 2)
        second = pygame.Rect(0, rect.height // 2, rect.width, rect.height - rect.height // 2)
        start, end = (margin, rect.centery), (rect.width - margin, rect.centery)
    else:
        first = pygame.Rect(0, 0, rect.width // 2, rect.height)
        second = pygame.Rect(rect.width // 2, 0, rect.width - rect.width // 2, rect.height)
        start, end = (rect.centerx, margin), (rect.centerx, rect.height - margin)
    pygame.draw.line(tile, DIVIDER, start, end, max(SUPERSAMPLE, short // 28))
    pygame.draw.circle(tile, BRASS, rect.center, max(SUPERSAMPLE, short // 13))
    _draw_pips(tile, first, ends[0], upright)
    _draw_pips(tile, second, ends[1], upright)


def _draw_pips(tile: pygame.Surface, half: pygame.Rect, number: int, upright: bool) -> None:
    """The pips of `number` on the square `half` (a quarter turn on an upright tile)."""
    side = min(half.size)
    square = pygame.Rect(0, 0, side, side)
    square.center = half.center
    inset = side * 0.23
    step = (side - 2 * inset) / 2
    radius = max(SUPERSAMPLE, round(side * 0.085))
    for column, row in PIP_PLACES[number]:
        if upright:
            column, row = row, 2 - column
        centre = (square.left + inset + column * step, square.top + inset + row * step)
        pygame.draw.circle(tile, PIP, centre, radius)


def _paint_back(tile: pygame.Surface, radius: int) -> None:
    """Night blue with a thin gold frame and a crescent moon in the middle."""
    rect = tile.get_rect()
    short = min(rect.size)
    pygame.draw.rect(tile, NIGHT, rect, border_radius=radius)
    frame = rect.inflate(-short // 5, -short // 5)
    pygame.draw.rect(tile, NIGHT_LIGHT, frame, max(SUPERSAMPLE, short // 30), radius // 2)
    moon = short * 0.3
    centre = rect.center
    pygame.draw.circle(tile, MOON_GOLD, centre, moon)
    pygame.draw.circle(tile, NIGHT, (centre[0] + moon * 0.45, centre[1] - moon * 0.2), moon * 0.85)
    star = max(SUPERSAMPLE, short // 22)
    pygame.draw.circle(tile, MOON_GOLD, (centre[0] + moon * 0.75, centre[1] + moon * 0.55), star)
