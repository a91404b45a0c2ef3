"""What all three tables draw alike, given as data: a seat's name plate, the winner's banner, a
score sheet with a row per round, and the panels and captions around them.

Each widget is drawn onto a table (`TableScene`), whose cached texts, panels and window scale it
uses; the table decides what goes on it (`SeatPlate`, `ScoreSheet`) and the widget how it looks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core.messages import N_, Message
from scenes.fonts import MIN_TEXT_PX, packed, shortened
from scenes.theme import CREAM, FELT_DARK, GOLD, MUTED

if TYPE_CHECKING:
    from scenes.table.base import Words
    from scenes.table.host import TableHost

Colour = tuple[int, int, int]

INK = (20, 20, 20)
"""Dark writing on a light badge."""
PANEL_FILL = (8, 40, 27, 215)
"""The see-through dark green behind a panel."""
HISTORY_ROWS = 9
"""Rounds a score sheet lists (the latest)."""


@dataclass(frozen=True)
class Badge:
    """A small label in a seat plate's corner ("PLAY 2", "UNO", "BID 5")."""

    words: Words
    fill: Colour
    ink: Colour = INK


@dataclass(frozen=True)
class SeatPlate:
    """What a seat's name plate shows under the name: a detail line ("computer, easy · 4 cards"),
    an optional third line, a corner badge, and the colour of its frame (None: no frame)."""

    detail: Words
    name_colour: Colour = CREAM
    extra: Words = ""
    extra_colour: Colour = CREAM
    badge: Badge | None = None
    frame: Colour | None = None


def draw_plate(table: TableHost, surface: pygame.Surface, seat: int, plate: SeatPlate) -> None:
    """`seat`'s name plate: the frame round its place, its name, the lines, the badge."""
    rect = table.plate_rect(seat)
    if plate.frame is not None:
        table.highlight(
            surface, rect if seat == table.bottom else table.seat_rect(seat), plate.frame
        )
    left = rect.left + table.px(6)
    room = rect.width - table.px(8)
    corner = (rect.right - table.px(4), rect.top + table.px(2))
    name_room = room
    if plate.badge is not None:  # the name stops short of the badge, never under it
        name_room = table.badge_rect(plate.badge.words, corner).left - table.px(6) - left
    name = table.fitted(table.seat_name(seat), 17, plate.name_colour, name_room, bold=True)
    surface.blit(name, (left, rect.top))
    y = rect.top + name.get_height()
    for row in detail_rows(table, plate, room, rect.bottom - y):
        detail = table.fitted(row, 14, MUTED, room)
        surface.blit(detail, (left, y))
        y += detail.get_height()
    if plate.extra:
        extra = table.fitted(plate.extra, 15, plate.extra_colour, room)
        surface.blit(extra, (left, y))
    if plate.badge is not None:
        table.badge(surface, plate.badge.words, plate.badge.fill, plate.badge.ink, corner)


DETAIL_JOINER = " · "


def detail_rows(table: TableHost, plate: SeatPlate, width: int, height: int) -> list[str]:
    """A plate's detail ("computer, easy · 4 cards") as drawn: one row if it fits `width` at
    the smallest readable size, else split between its parts into rows, as many as `height`
    holds with the plate's extra line under them; else one row whose first parts are cut
    short, so that the last (the cards or points) is read whole."""
    shown = table.words(plate.detail)
    smallest = max(14 * 2 / 3, MIN_TEXT_PX / table.scale)  # as small as `fitted` goes
    font = table.app.font(table.px(smallest), False, shown)
    if font.size(shown)[0] <= width or DETAIL_JOINER not in shown:
        return [shown]
    parts = shown.split(DETAIL_JOINER)
    rows = packed(font, parts, width, DETAIL_JOINER)
    lines = len(rows) + (1 if plate.extra else 0)
    if lines * font.get_linesize() <= height:
        return rows
    last = DETAIL_JOINER + parts[-1]
    first = DETAIL_JOINER.join(parts[:-1])
    return [shortened(font, first, width - font.size(last)[0]) + last]


@dataclass(eq=False)
class Banner:
    """The winner's banner: `words` ("Ann wins!") over an optional `reason`, grown in by tweening
    `scale` from small to 1. Empty `words`: not shown."""

    words: Words = ""
    reason: Words = ""
    scale: float = 0.0

    def draw(self, table: TableHost, surface: pygame.Surface) -> None:
        """The banner in the middle of the window."""
        if not self.words:
            return
        image = table.fitted(self.words, 60, GOLD, round(surface.get_width() * 0.9), bold=True)
        if self.scale < 0.999:
            width, height = image.get_size()
            scale = max(0.05, self.scale)
            image = pygame.transform.smoothscale(
                image, (max(1, round(width * scale)), max(1, round(height * scale)))
            )
        middle = surface.get_rect().center
        px = table.px
        if self.reason:
            reason = table.fitted(self.reason, 18, CREAM, round(surface.get_width() * 0.9))
            box = image.get_rect(center=middle).inflate(px(80), px(76))
            box.width = max(box.width, reason.get_width() + px(40))
            box.center = middle
            words_at = (box.centerx, box.centery - px(10))
        else:
            box = image.get_rect(center=middle).inflate(px(40), px(20))
            words_at = box.center
        pygame.draw.rect(surface, FELT_DARK, box, border_radius=px(16))
        pygame.draw.rect(surface, GOLD, box, px(3), border_radius=px(16))
        surface.blit(image, image.get_rect(center=words_at))
        if self.reason:
            surface.blit(reason, reason.get_rect(midbottom=(box.centerx, box.bottom - px(8))))


@dataclass(frozen=True)
class Cell:
    """One entry of a score sheet."""

    words: Words
    colour: Colour = CREAM


@dataclass(frozen=True)
class ScoreSheet:
    """A score panel: a title, the seats' names over their columns, a row per round (a label and
    a cell per seat; the latest `HISTORY_ROWS` are shown) and the totals under a rule. `columns`
    are the right edges of the seats' columns as shares of the panel's width; a name longer than
    its column is drawn smaller, then cut short with an ellipsis."""

    title: Words
    names: tuple[str, ...]
    rows: tuple[tuple[Words, tuple[Cell, ...]], ...]
    totals: tuple[Cell, ...]
    columns: tuple[float, ...]


def draw_score_sheet(
    table: TableHost, surface: pygame.Surface, rect: pygame.Rect, sheet: ScoreSheet
) -> None:
    """`sheet` on a panel filling `rect`."""
    px = table.px
    panel(table, surface, rect, edge=True)
    pad = px(10)
    left = rect.left + pad
    y = rect.top + pad
    title = table.text(sheet.title, 16, GOLD, bold=True)
    surface.blit(title, (left, y))
    y += title.get_height() + px(4)
    rights = [round(rect.left + rect.width * share) for share in sheet.columns]
    lefts = [left, *rights[:-1]]  # the header row has no label: the first name may use it
    for name, column_left, right in zip(sheet.names, lefts, rights, strict=True):
        image = fitted_name(table, name, 14, right - column_left - px(4))
        surface.blit(image, image.get_rect(topright=(right, y)))
    y += px(22)
    shown = sheet.rows[-HISTORY_ROWS:]
    for label, cells in shown:
        surface.blit(table.text(label, 14, MUTED), (left, y))
        for cell, right in zip(cells, rights, strict=True):
            image = table.text(cell.words, 15, cell.colour)
            surface.blit(image, image.get_rect(topright=(right, y)))
        y += px(20)
    rule = rect.bottom - px(36)
    pygame.draw.line(surface, MUTED, (left, rule), (rect.right - pad, rule), px(1))
    first = table.text(sheet.totals[0].words, 16, sheet.totals[0].colour, bold=True)
    room = rights[0] - left - max(px(24), first.get_width()) - px(8)  # beside the first total
    total = table.fitted(Message(N_("Total")), 16, CREAM, room, bold=True)
    surface.blit(total, (left, rule + px(6)))
    for cell, right in zip(sheet.totals, rights, strict=True):
        image = table.text(cell.words, 16, cell.colour, bold=True)
        surface.blit(image, image.get_rect(topright=(right, rule + px(6))))


def fitted_name(table: TableHost, name: str, size: float, width: int) -> pygame.Surface:
    """A player's name, bold, within `width` pixels: smaller if need be, then cut short with an
    ellipsis."""
    image = table.fitted(name, size, CREAM, width, bold=True)
    cut = name
    while image.get_width() > width and len(cut) > 1:
        cut = cut[:-1]
        image = table.text(cut.rstrip() + "…", size * 2 / 3, CREAM, bold=True)
    return image


def panel(
    table: TableHost,
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: tuple[int, ...] = PANEL_FILL,
    radius: float = 12,
    edge: bool = False,
) -> None:
    """A see-through rounded panel over `rect` (a gold edge with `edge`), drawn once per size."""

    def make() -> pygame.Surface:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        corner = table.px(radius)
        pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=corner)
        if edge:
            pygame.draw.rect(layer, (*GOLD, 120), layer.get_rect(), table.px(2), corner)
        return layer

    surface.blit(table.shape(("panel", rect.size, fill, radius, edge), make), rect)


def caption_under(
    table: TableHost, surface: pygame.Surface, words: Words, rect: pygame.Rect, gap: float
) -> None:
    """A muted caption centred under `rect`, `gap` design pixels below its bottom edge (negative:
    over it)."""
    image = table.text(words, 14, MUTED)
    surface.blit(image, caption_rect(table, words, rect, gap))


def caption_rect(table: TableHost, words: Words, rect: pygame.Rect, gap: float) -> pygame.Rect:
    """Where `caption_under` draws `words` under `rect`."""
    image = table.text(words, 14, MUTED)
    shift = table.px(abs(gap)) * (1 if gap >= 0 else -1)
    return image.get_rect(midtop=(rect.centerx, rect.bottom + shift))
