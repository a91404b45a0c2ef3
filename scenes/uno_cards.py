"""UNO Duo card art drawn by code: red, yellow, green and blue cards with a white tilted oval,
numbers, Skip, Reverse and Draw 2; black Wild and Wild Draw 4 cards with a four-colour oval; the
card back. Everything is painted at the card's pixel size, so it is crisp at any window size, and
cached with its rotated copies by the shared `CardPainter`.

With the colour-blind setting on (the default), each colour also carries its own shape in the
corners: red ▲, yellow ●, green ■, blue ◆. Skip and Reverse are drawn as pictures; every card also
carries its value as text in the corners.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.rules.uno_duo_cards import CARD_COLOUR, CARD_RANK
from scenes.cards import CardPainter, FaceDesign, FontMaker

COLOUR_RGB: dict[str, tuple[int, int, int]] = {
    "R": (214, 44, 44),
    "Y": (240, 192, 24),
    "G": (40, 150, 70),
    "B": (28, 98, 200),
}
"""The four card colours."""

SYMBOL_NAMES = {"R": "triangle", "Y": "circle", "G": "square", "B": "diamond"}
"""The shape that goes with each colour when the colour-blind setting is on."""

BLACK = (26, 26, 30)
WHITE = (250, 248, 240)
INK = (20, 20, 24)
OVAL_TILT = -28
"""Degrees the oval leans (negative: its top leans right)."""


def uno_face(code: str) -> FaceDesign:
    """What card `code` shows: its label, its corner index and its colours (paper is the card's
    colour, band the oval's)."""
    colour = CARD_COLOUR[code]
    rank = CARD_RANK[code]
    corner = {"SKIP": "S", "REV": "R", "+2": "+2", "W": "W", "W+4": "+4"}.get(rank, rank)
    label = {"SKIP": "SKIP", "REV": "REV", "W": "WILD", "W+4": "+4"}.get(rank, rank)
    if colour is None:
        return FaceDesign((label,), corner, BLACK, WHITE, WHITE)
    return FaceDesign((label,), corner, COLOUR_RGB[colour], COLOUR_RGB[colour], WHITE)


def draw_colour_symbol(
    surface: pygame.Surface,
    colour: str,
    centre: tuple[float, float],
    size: float,
    fill: tuple[int, ...],
    edge: tuple[int, ...] | None = None,
) -> None:
    """Draw `colour`'s shape (red ▲, yellow ●, green ■, blue ◆) about `size` pixels across."""
    x, y = centre
    half = size / 2
    shapes = {
        "R": [(x, y - half), (x + half, y + half * 0.8), (x - half, y + half * 0.8)],
        "G": [
            (x - half * 0.8, y - half * 0.8),
            (x + half * 0.8, y - half * 0.8),
            (x + half * 0.8, y + half * 0.8),
            (x - half * 0.8, y + half * 0.8),
        ],
        "B": [(x, y - half), (x + half * 0.8, y), (x, y + half), (x - half * 0.8, y)],
    }
    outline = max(1, round(size / 9))
    if colour == "Y":
        radius = max(1, round(half * 0.85))
        if edge is not None:
            pygame.draw.circle(surface, edge, (round(x), round(y)), radius + outline)
        pygame.draw.circle(surface, fill, (round(x), round(y)), radius)
        return
    points = shapes[colour]
    if edge is not None:
        pygame.draw.polygon(surface, edge, points, 0)
        pygame.draw.polygon(surface, edge, points, outline * 2)
    pygame.draw.polygon(surface, fill, _shrink(points, (x, y), outline if edge else 0))


def _shrink(
    points: list[tuple[float, float]], centre: tuple[float, float], by: float
) -> list[tuple[float, float]]:
    """The polygon pulled `by` pixels towards `centre` (to leave an outline showing)."""
    if by <= 0:
        return points
    cx, cy = centre
    pulled = []
    for px, py in points:
        distance = math.hypot(px - cx, py - cy) or 1.0
        keep = max(0.0, (distance - by * 1.6) / distance)
        pulled.append((cx + (px - cx) * keep, cy + (py - cy) * keep))
    return pulled


def draw_skip(
    surface: pygame.Surface, centre: tuple[float, float], size: float, colour, edge=None
) -> None:
    """The Skip picture: a ring with a slash through it, `size` pixels across."""
    x, y = round(centre[0]), round(centre[1])
    radius = max(2, round(size / 2))
    width = max(2, round(size / 6))
    slash = radius * 0.7
    ends = ((x - slash, y + slash), (x + slash, y - slash))
    if edge is not None:
        grow = max(1, width // 3)
        pygame.draw.circle(surface, edge, (x, y), radius + grow, width + 2 * grow)
        pygame.draw.line(surface, edge, *ends, width + 2 * grow)
    pygame.draw.circle(surface, colour, (x, y), radius, width)
    pygame.draw.line(surface, colour, *ends, width)


def draw_reverse(
    surface: pygame.Surface, centre: tuple[float, float], size: float, colour, edge=None
) -> None:
    """The Reverse picture: two arrows pointing opposite ways on a slant, `size` pixels across."""
    x, y = centre
    for turn in (0, 180):
        arrow = _arrow(size)
        angle = math.radians(45 + turn)
        shift = size * 0.17
        ox, oy = -math.sin(angle) * shift, math.cos(angle) * shift
        cos, sin = math.cos(angle), math.sin(angle)
        points = [(x + ox + px * cos - py * sin, y + oy + px * sin + py * cos) for px, py in arrow]
        if edge is not None:
            pygame.draw.polygon(surface, edge, points, max(2, round(size / 9)))
        pygame.draw.polygon(surface, colour, points)


def _arrow(size: float) -> list[tuple[float, float]]:
    """An arrow pointing along +x, centred on the origin, about `size` long."""
    length, shaft, head = size * 0.5, size * 0.09, size * 0.2
    return [
        (-length, -shaft),
        (length - head, -shaft),
        (length - head, -head),
        (length, 0),
        (length - head, head),
        (length - head, shaft),
        (-length, shaft),
    ]


class UnoCardPainter(CardPainter):
    """Paints UNO Duo cards; `symbols()` says whether the colour-blind shapes are shown (asked at
    every draw, so changing the setting repaints the cards)."""

    def __init__(self, font: FontMaker, symbols: Callable[[], bool]) -> None:
        super().__init__(font, uno_face)
        self.symbols = symbols
        self._painted_symbols = symbols()

    def surface(
        self,
        code: str | None,
        size: tuple[int, int],
        angle: float = 0.0,
        dimmed: bool = False,
        selected: bool = False,
        squash: float = 1.0,
    ) -> pygame.Surface:
        """The card as `CardPainter.surface` gives it, repainted if the setting changed."""
        wanted = self.symbols()
        if wanted != self._painted_symbols:
            self._painted_symbols = wanted
            self.clear()
        return super().surface(code, size, angle, dimmed, selected, squash)

    def _paint(
        self, code: str | None, size: tuple[int, int], dimmed: bool, selected: bool
    ) -> pygame.Surface:
        width, height = size
        card = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, width // 9)
        pygame.draw.rect(card, WHITE, card.get_rect(), border_radius=radius)
        inner = _inner(size)
        margin = inner.left
        if code is None:
            self._paint_uno_back(card, inner, max(2, radius - margin))
        else:
            self._paint_uno_face(card, code, inner, max(2, radius - margin))
        if dimmed:
            shade = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (16, 16, 24, 160), shade.get_rect(), border_radius=radius)
            card.blit(shade, (0, 0))
        edge = (255, 215, 0) if selected else (60, 60, 60)
        thickness = max(3, width // 18) if selected else 1
        pygame.draw.rect(card, edge, card.get_rect(), thickness, border_radius=radius)
        return card

    # Faces --------------------------------------------------------------------------------------

    def _paint_uno_face(
        self, card: pygame.Surface, code: str, inner: pygame.Rect, radius: int
    ) -> None:
        face = self.design(code)
        colour = CARD_COLOUR[code]
        pygame.draw.rect(card, face.paper, inner, border_radius=radius)
        oval = self._oval(inner, code)
        card.blit(oval, oval.get_rect(center=inner.center))
        self._centre_picture(card, code, face, inner)
        self._corners(card, code, face, inner)
        if colour is not None and self.symbols():
            self._corner_symbols(card, colour, inner)

    def _oval(self, inner: pygame.Rect, code: str) -> pygame.Surface:
        """The tilted oval: white on a coloured card, four colours on a wild."""
        width, height = round(inner.width * 0.62), round(inner.height * 0.86)
        oval = pygame.Surface((width, height), pygame.SRCALPHA)
        if CARD_COLOUR[code] is None:
            quadrants = pygame.Surface((width, height), pygame.SRCALPHA)
            half_w, half_h = width // 2, height // 2
            boxes = [
                (0, 0, half_w, half_h),
                (half_w, 0, width - half_w, half_h),
                (0, half_h, half_w, height - half_h),
                (half_w, half_h, width - half_w, height - half_h),
            ]
            for colour, box in zip(("R", "B", "Y", "G"), boxes, strict=True):
                quadrants.fill(COLOUR_RGB[colour], box)
            pygame.draw.ellipse(oval, (255, 255, 255, 255), oval.get_rect())
            oval.blit(quadrants, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            if self.symbols():
                for colour, box in zip(("R", "B", "Y", "G"), boxes, strict=True):
                    spot = pygame.Rect(box)
                    toward = (half_w - spot.centerx) * 0.25, (half_h - spot.centery) * 0.25
                    draw_colour_symbol(
                        oval,
                        colour,
                        (spot.centerx + toward[0], spot.centery + toward[1]),
                        width * 0.16,
                        WHITE,
                        INK,
                    )
        else:
            pygame.draw.ellipse(oval, WHITE, oval.get_rect())
        tilted = pygame.transform.rotozoom(oval, OVAL_TILT, 1.0)
        clipped = pygame.Surface(inner.size, pygame.SRCALPHA)
        clipped.blit(tilted, tilted.get_rect(center=clipped.get_rect().center))
        return clipped

    def _centre_picture(
        self, card: pygame.Surface, code: str, face: FaceDesign, inner: pygame.Rect
    ) -> None:
        rank = CARD_RANK[code]
        centre = inner.center
        size = inner.width * 0.56
        if rank == "SKIP":
            draw_skip(card, centre, size, face.ink, INK)
        elif rank == "REV":
            draw_reverse(card, centre, size * 1.05, face.ink, INK)
        elif code == "W":
            return
        else:
            label = face.lines[0]
            px = round(inner.height * (0.44 if len(label) == 1 else 0.34))
            image = _outlined(self.font(px, True), label, face.ink, INK, max(1, px // 16))
            card.blit(image, image.get_rect(center=centre))
            if label in ("6", "9"):
                box = image.get_rect(center=centre)
                line = pygame.Rect(0, 0, box.width * 0.42, max(2, px // 14))
                line.midtop = (box.centerx, box.bottom - px // 6)
                pygame.draw.rect(card, INK, line.inflate(2, 2))
                pygame.draw.rect(card, face.ink, line)

    def index_box(self, code: str, size: tuple[int, int]) -> pygame.Rect:
        """Where the top-left corner index of card `code` lies on a card of `size`, in the
        card's own pixels (the hand's fan keeps this part of every card in view)."""
        inner = _inner(size)
        index = self._index(code, inner)
        pad = max(2, inner.width // 14)
        return index.get_rect(topleft=(inner.left + pad, inner.top + pad // 2))

    def _index(self, code: str, inner: pygame.Rect) -> pygame.Surface:
        """The corner index of `code`: its value, or the Skip and Reverse pictures."""
        rank = CARD_RANK[code]
        px = max(8, round(inner.height * 0.17))
        ink = WHITE
        if rank in ("SKIP", "REV"):
            index = pygame.Surface((px, px), pygame.SRCALPHA)
            draw = draw_skip if rank == "SKIP" else draw_reverse
            draw(index, (px / 2, px / 2), px * 0.78, ink, INK)
            return index
        return _outlined(self.font(px, True), self.design(code).corner, ink, INK, max(1, px // 12))

    def _corners(self, card: pygame.Surface, code: str, face: FaceDesign, inner: pygame.Rect):
        """The value in the top-left corner and, upside down, in the bottom-right one."""
        index = self._index(code, inner)
        pad = max(2, inner.width // 14)
        card.blit(index, (inner.left + pad, inner.top + pad // 2))
        flipped = pygame.transform.rotate(index, 180)
        card.blit(
            flipped, flipped.get_rect(bottomright=(inner.right - pad, inner.bottom - pad // 2))
        )

    def _corner_symbols(self, card: pygame.Surface, colour: str, inner: pygame.Rect) -> None:
        """The colour's shape under the top-left index and above the bottom-right one."""
        size = max(5, inner.width * 0.16)
        pad = max(2, inner.width // 14)
        top = (inner.left + pad + size / 2, inner.top + inner.height * 0.3)
        bottom = (inner.right - pad - size / 2, inner.bottom - inner.height * 0.3)
        draw_colour_symbol(card, colour, top, size, WHITE, INK)
        upside = pygame.Surface((round(size * 1.6), round(size * 1.6)), pygame.SRCALPHA)
        middle = upside.get_width() / 2
        draw_colour_symbol(upside, colour, (middle, middle), size, WHITE, INK)
        upside = pygame.transform.rotate(upside, 180)
        card.blit(upside, upside.get_rect(center=(round(bottom[0]), round(bottom[1]))))

    # The back -----------------------------------------------------------------------------------

    def _paint_uno_back(self, card: pygame.Surface, inner: pygame.Rect, radius: int) -> None:
        pygame.draw.rect(card, BLACK, inner, border_radius=radius)
        width, height = round(inner.width * 0.66), round(inner.height * 0.86)
        oval = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.ellipse(oval, COLOUR_RGB["R"], oval.get_rect())
        px = max(8, round(inner.width * 0.3))
        word = _outlined(self.font(px, True), "UNO", COLOUR_RGB["Y"], INK, max(1, px // 10))
        word = pygame.transform.rotozoom(word, 90 + OVAL_TILT, 1.0)
        oval.blit(word, word.get_rect(center=oval.get_rect().center))
        tilted = pygame.transform.rotozoom(oval, OVAL_TILT, 1.0)
        card.blit(tilted, tilted.get_rect(center=inner.center))


def _inner(size: tuple[int, int]) -> pygame.Rect:
    """The face of a card of `size` inside its white margin."""
    margin = max(2, size[0] // 16)
    return pygame.Rect((0, 0), size).inflate(-2 * margin, -2 * margin)


def _outlined(font: pygame.font.Font, words: str, fill, edge, thickness: int) -> pygame.Surface:
    """`words` in `fill` with an `edge`-coloured outline `thickness` pixels wide."""
    body = font.render(words, True, fill)
    shadow = font.render(words, True, edge)
    size = (body.get_width() + 2 * thickness, body.get_height() + 2 * thickness)
    image = pygame.Surface(size, pygame.SRCALPHA)
    for dx in range(-thickness, thickness + 1):
        for dy in range(-thickness, thickness + 1):
            if dx * dx + dy * dy <= thickness * thickness + 1:
                image.blit(shadow, (thickness + dx, thickness + dy))
    image.blit(body, (thickness, thickness))
    return image
