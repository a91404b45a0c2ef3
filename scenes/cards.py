"""Card faces and backs drawn by code at any size, cached with their rotated copies.

Nothing here is an image file: a face is a rounded card, a colour band, a large label and corner
indices, so it stays crisp at every window size. Every card carries its value in text, so colour
is never the only cue.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.lru import LruCache

FontMaker = Callable[[int, bool], pygame.font.Font]

ANGLE_STEP = 2
"""Rotations are cached at whole multiples of this many degrees."""

CACHE_LIMIT = 300
"""The most card surfaces kept; past it the least recently used goes (drawn again if needed).
A table uses about 140 in a second of play and 150-210 in five (cards at rest, and the turned
and narrowed copies of moving ones): 300 keep what one table needs, about 13 MiB at 1280×720."""

SQUASH_STEPS = 12
"""A card turning over is drawn at one of this many widths."""


@dataclass(frozen=True)
class FaceDesign:
    """What one card face shows: the big label (lines), the corner index, and its colours."""

    lines: tuple[str, ...]
    corner: str
    paper: tuple[int, int, int]
    ink: tuple[int, int, int]
    band: tuple[int, int, int]
    arrows: bool = False


_NUMBER_BANDS = [
    (120, 120, 130),
    (64, 160, 220),
    (70, 170, 110),
    (230, 170, 40),
    (220, 90, 70),
    (150, 90, 200),
    (40, 150, 160),
    (200, 110, 170),
    (110, 140, 60),
    (210, 120, 50),
    (60, 90, 200),
]


def ono99_face(code: str) -> FaceDesign:
    """The face of an ONO 99 card code (`0`…`10`, `ONO99`, `REV`, `-10`, `PLAY2`, `HOLD`,
    `DOUBLE`)."""
    white, black = (250, 247, 238), (30, 30, 36)
    specials = {
        "ONO99": FaceDesign(("ONO", "99"), "99", (28, 28, 34), (250, 210, 60), (200, 40, 40)),
        "REV": FaceDesign(("REV",), "R", white, (30, 120, 60), (60, 170, 90), arrows=True),
        "-10": FaceDesign(("-10",), "-10", white, (30, 70, 160), (70, 120, 210)),
        "PLAY2": FaceDesign(("PLAY", "2"), "P2", white, (170, 60, 20), (240, 120, 40)),
        "HOLD": FaceDesign(("HOLD",), "H", white, (90, 90, 100), (150, 150, 160)),
        "DOUBLE": FaceDesign(("DOUBLE", "PLAY"), "DP", white, (170, 60, 20), (240, 120, 40)),
    }
    if code in specials:
        return specials[code]
    band = _NUMBER_BANDS[int(code) % len(_NUMBER_BANDS)] if code.isdigit() else (120, 120, 120)
    return FaceDesign((code,), code, white, black, band)


class CachedPainter(ABC):
    """Caches what a subclass's `_paint(code, size, dimmed, selected)` draws, with its rotated
    and narrowed (turning-over) copies, keyed by (code, size, angle, dimmed, selected, squash).
    Call `clear()` after a resize."""

    def __init__(self) -> None:
        self._cache: LruCache[pygame.Surface] = LruCache(CACHE_LIMIT)

    def clear(self) -> None:
        """Forget every cached surface."""
        self._cache.clear()

    def surface(
        self,
        code: str | None,
        size: tuple[int, int],
        angle: float = 0.0,
        dimmed: bool = False,
        selected: bool = False,
        squash: float = 1.0,
    ) -> pygame.Surface:
        """The item `code` (None: the back) at `size`, rotated by `angle` degrees and narrowed
        to `squash` of its width (while it turns over)."""
        step = round(angle / ANGLE_STEP) * ANGLE_STEP % 360
        narrow = round(max(0.0, min(1.0, squash)) * SQUASH_STEPS)

        def make() -> pygame.Surface:
            if narrow < SQUASH_STEPS:
                full = self.surface(code, size, 0, dimmed, selected)
                width = max(1, size[0] * narrow // SQUASH_STEPS)
                found = pygame.transform.smoothscale(full, (width, size[1]))
                return pygame.transform.rotozoom(found, step, 1.0) if step else found
            if step:
                upright = self.surface(code, size, 0, dimmed, selected)
                return pygame.transform.rotozoom(upright, step, 1.0)
            return self._paint(code, size, dimmed, selected)

        return self._cache.get((code, size, step, dimmed, selected, narrow), make)

    @abstractmethod
    def _paint(
        self, code: str | None, size: tuple[int, int], dimmed: bool, selected: bool
    ) -> pygame.Surface:
        """Draw `code` upright at `size` (the cache does rotations and turning over)."""


class CardPainter(CachedPainter):
    """Draws and caches card surfaces by (face, size, angle, dimmed, selected).

    `size` is the card's (width, height) in pixels; call `clear()` when the window is resized so
    that the next draws happen at the new size.
    """

    def __init__(self, font: FontMaker, design: Callable[[str], FaceDesign]) -> None:
        super().__init__()
        self.font = font
        self.design = design

    def _paint(
        self, code: str | None, size: tuple[int, int], dimmed: bool, selected: bool
    ) -> pygame.Surface:
        width, height = size
        card = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, width // 9)
        if code is None:
            self._paint_back(card, radius)
        else:
            self._paint_face(card, self.design(code), radius)
        if dimmed:
            shade = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (20, 20, 30, 150), shade.get_rect(), border_radius=radius)
            card.blit(shade, (0, 0))
        edge = (255, 215, 0) if selected else (40, 40, 40)
        thickness = max(2, width // 22) if selected else 1
        pygame.draw.rect(card, edge, card.get_rect(), thickness, border_radius=radius)
        return card

    def _paint_face(self, card: pygame.Surface, face: FaceDesign, radius: int) -> None:
        width, height = card.get_size()
        rect = card.get_rect()
        pygame.draw.rect(card, face.paper, rect, border_radius=radius)
        inner = rect.inflate(-width // 7, -height // 7)
        pygame.draw.ellipse(card, face.band, inner)
        pygame.draw.ellipse(card, face.paper, inner.inflate(-width // 10, -height // 10))
        longest = max(len(line) for line in face.lines)
        px = int(height * (0.42 if len(face.lines) == 1 else 0.26) / max(1.0, longest / 2.1))
        if face.arrows:
            px = px * 2 // 3
        self._text_block(card, face.lines, px, face.ink, rect.center)
        if face.arrows:
            _draw_reverse_arrows(card, face.ink)
        corner_font = self.font(max(8, height // 8), True)
        index = corner_font.render(face.corner, True, face.ink)
        card.blit(index, (width // 14, height // 20))
        card.blit(index, index.get_rect(bottomright=(width - width // 14, height - height // 20)))

    def _paint_back(self, card: pygame.Surface, radius: int) -> None:
        width, height = card.get_size()
        rect = card.get_rect()
        gold, red, line = (235, 200, 90), (150, 25, 35), (190, 60, 60)
        pygame.draw.rect(card, red, rect, border_radius=radius)
        inner = rect.inflate(-width // 6, -width // 6)
        lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(4, width // 6)
        for offset in range(-inner.height, inner.width + inner.height, step):
            pygame.draw.line(lattice, line, (offset, 0), (offset + inner.height, inner.height))
            pygame.draw.line(lattice, line, (offset, inner.height), (offset + inner.height, 0))
        card.blit(lattice, inner)
        pygame.draw.rect(card, gold, inner, max(1, width // 30), border_radius=radius // 2)
        ring = pygame.Rect(0, 0, width // 2, width // 2)
        ring.center = rect.center
        pygame.draw.ellipse(card, red, ring)
        pygame.draw.ellipse(card, gold, ring, max(2, width // 16))

    def _text_block(
        self,
        card: pygame.Surface,
        lines: tuple[str, ...],
        px: int,
        colour: tuple[int, int, int],
        centre: tuple[int, int],
    ) -> None:
        font = self.font(max(8, px), True)
        rendered = [font.render(line, True, colour) for line in lines]
        total = sum(surface.get_height() for surface in rendered)
        y = centre[1] - total // 2
        for surface in rendered:
            card.blit(surface, surface.get_rect(midtop=(centre[0], y)))
            y += surface.get_height()


def _draw_reverse_arrows(card: pygame.Surface, colour: tuple[int, int, int]) -> None:
    """Two arcs with arrowheads, above and below the label, pointing opposite ways."""
    width, height = card.get_size()
    box = pygame.Rect(0, 0, int(width * 0.56), int(height * 0.56))
    box.center = card.get_rect().center
    thickness = max(2, width // 24)
    pygame.draw.arc(card, colour, box, 0.35, 2.8, thickness)
    pygame.draw.arc(card, colour, box, 3.5, 5.95, thickness)
    head = max(4, width // 10)
    left = (box.left + thickness, box.centery - box.height // 6)
    right = (box.right - thickness, box.centery + box.height // 6)
    pygame.draw.polygon(
        card,
        colour,
        [(left[0] - head // 2, left[1]), (left[0] + head // 2, left[1]), (left[0], left[1] + head)],
    )
    pygame.draw.polygon(
        card,
        colour,
        [
            (right[0] - head // 2, right[1]),
            (right[0] + head // 2, right[1]),
            (right[0], right[1] - head),
        ],
    )
