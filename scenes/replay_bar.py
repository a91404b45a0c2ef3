"""The replay viewer's control bar under the table: the step buttons (drawn, not lettered: the
fonts have no arrows), where the replay stands, the viewpoint and the reviewed seat, "next
mistake" and "close"; a strip of the whole game with the rounds and the coach's marks, where a
click jumps; and a line with the coach's judgement of the move on show and the review's progress.

The bar only draws and says what lies under a point; `ReplayScene` acts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING
from weakref import proxy

import pygame

from game.core.messages import N_, NP_, Message
from game.review import BLUNDER, INACCURACY, MISTAKE, Judgement
from game.reviewing import judged
from scenes.fonts import MIN_TEXT_PX, shortened
from scenes.lru import LruCache
from scenes.review_words import SEVERITIES, progress
from scenes.theme import BORDER, BUTTON, CREAM, DISABLED, FELT_DARK, GOLD, MUTED

if TYPE_CHECKING:
    from scenes.replay import ReplayScene

HEIGHT = 112
"""The bar's height at the 1280×720 design size."""
STEPS = ("round_back", "back", "play", "forward", "round_forward")
"""The drawn step buttons, left to right."""
STEP_WIDTH, ROW_TOP, ROW_HEIGHT, GAP, MARGIN = 50, 8, 42, 6, 16
STRIP_TOP, STRIP_HEIGHT, LINE_TOP, LINE_HEIGHT = 56, 22, 82, 26
CHIP_WIDTHS = {"view": 210, "review_seat": 190, "next_mistake": 170, "close": 100}
"""The lettered buttons at the right, right to left from "close"."""
POSITION_WIDTH = 250
TEXT_LIMIT = 60
"""Rendered texts kept at once."""
ICON = CREAM
SHADOW = (4, 24, 16)

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Placed:
    """A text drawn in the bar: what it says, where its image went and the box it had to fit."""

    text: str
    image: pygame.Rect
    box: pygame.Rect


class ReplayBar:
    """The control bar of one replay viewer, laid out in `rect` (the bottom of the window)."""

    def __init__(self, scene: ReplayScene) -> None:
        self.scene = proxy(scene)
        self.app = scene.app
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, pygame.Rect] = {}
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.line = pygame.Rect(0, 0, 0, 0)
        self.position_box = pygame.Rect(0, 0, 0, 0)
        self.placed: list[Placed] = []
        """The texts of the last frame drawn (the tests check that each fits its box)."""
        self.hovered: str | None = None
        """The button under the mouse, whose tip shows above it."""
        self._texts: LruCache[pygame.Surface] = LruCache(TEXT_LIMIT)

    # Layout ----------------------------------------------------------------------------------

    def px(self, value: float) -> int:
        """A design-size length in pixels at the window's scale."""
        return self.app.px(value)

    def lay_out(self, rect: pygame.Rect, chips: list[str]) -> None:
        """Place everything in `rect`; `chips` are the lettered buttons shown, right to left."""
        self.rect = rect
        self._texts.clear()
        px = self.px
        top = rect.top + px(ROW_TOP)
        self.buttons = {}
        left = rect.left + px(MARGIN)
        for name in STEPS:
            self.buttons[name] = pygame.Rect(left, top, px(STEP_WIDTH), px(ROW_HEIGHT))
            left += px(STEP_WIDTH + GAP)
        self.position_box = pygame.Rect(left + px(GAP), top, px(POSITION_WIDTH), px(ROW_HEIGHT))
        right = rect.right - px(MARGIN)
        for name in chips:
            width = px(CHIP_WIDTHS[name])
            self.buttons[name] = pygame.Rect(right - width, top, width, px(ROW_HEIGHT))
            right -= width + px(GAP + 2)
        inner = rect.width - 2 * px(MARGIN)
        self.strip = pygame.Rect(
            rect.left + px(MARGIN), rect.top + px(STRIP_TOP), inner, px(STRIP_HEIGHT)
        )
        self.line = pygame.Rect(
            rect.left + px(MARGIN), rect.top + px(LINE_TOP), inner, px(LINE_HEIGHT)
        )

    # What lies under a point -----------------------------------------------------------------

    def button_at(self, pos: tuple[int, int]) -> str | None:
        """The name of the button under `pos`, or None."""
        return next((name for name, rect in self.buttons.items() if rect.collidepoint(pos)), None)

    def position_at(self, pos: tuple[int, int]) -> int | None:
        """The position of the strip under `pos` (a coach's mark there wins), or None."""
        strip = self.strip.inflate(0, self.px(8))
        if not strip.collidepoint(pos):
            return None
        for judgement, rect in self._markers():
            if rect.collidepoint(pos):
                return judgement.index
        length = self.scene.match.length
        share = (pos[0] - self.strip.left) / max(1, self.strip.width)
        return max(0, min(length, round(share * length)))

    def x_of(self, position: int) -> int:
        """Where `position` lies along the strip."""
        length = max(1, self.scene.match.length)
        return self.strip.left + round(self.strip.width * position / length)

    # Drawing ---------------------------------------------------------------------------------

    def text(self, words: Message | str, size: float, colour: Colour, bold: bool = False):
        """Rendered text at design size `size` in the app's language (cached)."""
        shown = words if isinstance(words, str) else self.app.words.say(words)
        return self._texts.get(
            (shown, size, colour, bold),
            lambda: self.app.font(self.px(size), bold, shown).render(shown, True, colour),
        )

    def fitted(
        self,
        surface: pygame.Surface,
        words: Message | str,
        size: float,
        colour: Colour,
        box: pygame.Rect,
        **place,
    ) -> pygame.Rect:
        """`words` drawn into `box` at design size `size`, or smaller (down to two thirds, never
        under MIN_TEXT_PX pixels) to fit its width, then cut short with an ellipsis; `place`
        positions it (`center=…`, `midleft=…`); returns where it went."""
        bold = bool(place.pop("bold", False))
        shown = words if isinstance(words, str) else self.app.words.say(words)
        image = self.text(shown, size, colour, bold)
        smaller = size
        while image.get_width() > box.width and smaller > size * 2 / 3:
            if self.px(smaller - 1) < MIN_TEXT_PX:
                break
            smaller -= 1
            image = self.text(shown, smaller, colour, bold)
        if image.get_width() > box.width:
            font = self.app.font(self.px(smaller), bold, shown)
            image = self.text(shortened(font, shown, box.width), smaller, colour, bold)
        where = image.get_rect(**place)
        surface.blit(image, where)
        self.placed.append(Placed(shown, where, box))
        return where

    def draw(self, surface: pygame.Surface) -> None:
        """The bar: its background, the buttons, the strip and the review line."""
        self.placed = []
        pygame.draw.rect(surface, FELT_DARK, self.rect)
        pygame.draw.line(surface, BORDER, self.rect.topleft, self.rect.topright, self.px(2))
        scene = self.scene
        for name in STEPS:
            self._step_button(surface, name, scene.can(name))
        self._position(surface)
        for name, words in scene.chips().items():
            self._chip(surface, self.buttons[name], words, scene.can(name))
        self._strip(surface)
        self._review_line(surface)
        if self.hovered in self.buttons:
            self._tip(surface, self.buttons[self.hovered], scene.tip(self.hovered))

    def _button(self, surface: pygame.Surface, rect: pygame.Rect, enabled: bool) -> None:
        fill = BUTTON if enabled else DISABLED
        pygame.draw.rect(surface, fill, rect, border_radius=self.px(8))
        edge = BORDER if enabled else DISABLED
        pygame.draw.rect(surface, edge, rect, self.px(2), border_radius=self.px(8))

    def _step_button(self, surface: pygame.Surface, name: str, enabled: bool) -> None:
        rect = self.buttons[name]
        self._button(surface, rect, enabled)
        colour = ICON if enabled else MUTED
        size = self.px(9)
        x, y = rect.center
        if name == "play" and self.scene.playing:
            for side in (-1, 1):
                bar = pygame.Rect(0, 0, self.px(5), 2 * size)
                bar.center = (x + side * self.px(5), y)
                pygame.draw.rect(surface, colour, bar)
            return
        step = size * 0.8 + self.px(3)  # from a step's triangle to its bar
        shapes: dict[str, tuple[tuple[int | str, float], ...]] = {
            "round_back": ((-1, -size * 0.8), (-1, size * 0.8)),
            "back": ((-1, -self.px(3)), ("bar", step - self.px(3))),
            "play": ((1, 0),),
            "forward": (("bar", self.px(3) - step), (1, self.px(3))),
            "round_forward": ((1, -size * 0.8), (1, size * 0.8)),
        }
        for way, offset in shapes[name]:
            if isinstance(way, str):  # "bar"
                bar = pygame.Rect(0, 0, self.px(3), 2 * size)
                bar.center = (round(x + offset), y)
                pygame.draw.rect(surface, colour, bar)
            else:
                self._triangle(surface, (x + offset, y), size, way, colour)

    def _triangle(
        self,
        surface: pygame.Surface,
        centre: tuple[float, float],
        size: int,
        way: int,
        colour: Colour,
    ) -> None:
        x, y = centre
        tip = (x + way * size * 0.8, y)
        back_x = x - way * size * 0.8
        pygame.draw.polygon(surface, colour, [tip, (back_x, y - size), (back_x, y + size)])

    def _position(self, surface: pygame.Surface) -> None:
        match = self.scene.match
        box = self.position_box
        upper = box.copy()
        upper.height = box.height * 11 // 20
        moves = Message.counted(
            # TRANSLATORS: where the replay stands: "12 of 140 moves" played so far.
            NP_("{done} of {count} move", "{done} of {count} moves"),
            {"done": match.position, "count": match.length},
        )
        self.fitted(surface, moves, 17, CREAM, upper, bold=True, midleft=upper.midleft)
        mark = match.mark_at(match.position)
        if mark is not None:
            lower = pygame.Rect(box.left, upper.bottom, box.width, box.height - upper.height)
            kind = N_("Round {number}") if mark.kind == "round" else N_("Hand {number}")
            words = Message(kind, {"number": mark.number})
            self.fitted(surface, words, 14, MUTED, lower, midleft=lower.midleft)

    def _chip(
        self, surface: pygame.Surface, rect: pygame.Rect, words: Message, enabled: bool
    ) -> None:
        self._button(surface, rect, enabled)
        room = rect.inflate(-self.px(12), -self.px(4))
        self.fitted(
            surface, words, 16, CREAM if enabled else MUTED, room, bold=True, center=rect.center
        )

    def _markers(self) -> list[tuple[Judgement, pygame.Rect]]:
        """Each judgement that found a slip, with its mark's box on the strip (at the position
        of the decision)."""
        size = self.px(STRIP_HEIGHT)
        found = []
        for judgement in self.scene.marks():
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (self.x_of(judgement.index), self.strip.centery)
            found.append((judgement, rect))
        return found

    def _strip(self, surface: pygame.Surface) -> None:
        strip, px = self.strip, self.px
        middle = strip.centery
        pygame.draw.line(surface, BORDER, (strip.left, middle), (strip.right, middle), px(3))
        for mark in self.scene.match.marks:
            x = self.x_of(mark.position)
            pygame.draw.line(surface, MUTED, (x, middle - px(6)), (x, middle + px(6)), px(2))
        x = self.x_of(self.scene.match.position)
        pygame.draw.line(surface, GOLD, (x, strip.top - px(2)), (x, strip.bottom), px(3))
        for judgement, rect in self._markers():
            self._marker(surface, rect, judgement, judgement.index == self.scene.match.position)
        low = strip.bottom + px(3)
        caret = [(x, middle + px(4)), (x - px(7), low), (x + px(7), low)]
        pygame.draw.polygon(surface, GOLD, caret)

    def _marker(
        self, surface: pygame.Surface, rect: pygame.Rect, judgement: Judgement, on_show: bool
    ) -> None:
        """A slip's mark: its colour and symbol, framed in gold when it is the move on show."""
        if judgement.severity is None:
            return  # a good move has no mark
        severity = SEVERITIES[judgement.severity]
        edge = GOLD if on_show else SHADOW
        radius = self.px(6)
        pygame.draw.rect(surface, edge, rect.inflate(self.px(4), self.px(4)), border_radius=radius)
        pygame.draw.rect(surface, severity.colour, rect, border_radius=radius)
        image = self.text(severity.symbol, 12, SHADOW, bold=True)
        surface.blit(image, image.get_rect(center=rect.center))

    def _review_line(self, surface: pygame.Surface) -> None:
        scene, line = self.scene, self.line
        done, total = scene.review.progress
        judgements = scene.reviewed_judgements()
        status = scene.review.stopped or progress(judgements, done, total, scene.review.done)
        right = self.fitted(
            surface, status, 14, MUTED, _share(line, 0.3, right=True), midright=line.midright
        )
        left = pygame.Rect(line.left, line.top, right.left - line.left - self.px(12), line.height)
        judgement = scene.judgement_on_show()
        if judgement is None or judgement.severity is None:
            # No mark on show to name its symbol: the legend names them all, before the
            # sentence of an unmarked move (at move 0 too).
            right_end = self._legend(surface, left)
            if judgement is None:
                return
            left.width -= right_end - left.left
            left.left = right_end
        else:
            severity = SEVERITIES[judgement.severity]
            # TRANSLATORS: a mark of the coach: its symbol, then its name ("?? Blunder").
            label = Message(
                N_("{symbol} {kind}"), {"symbol": severity.symbol, "kind": severity.words}
            )
            image = self.text(label, 15, SHADOW, bold=True)
            badge = image.get_rect().inflate(self.px(14), self.px(4))
            badge.midleft = left.midleft
            pygame.draw.rect(surface, severity.colour, badge, border_radius=self.px(6))
            self.fitted(surface, label, 15, SHADOW, badge, bold=True, center=badge.center)
            left.width -= badge.width + self.px(10)
            left.left = badge.right + self.px(10)
        sentence = judged(scene.match.game, judgement, scene.names)
        self.fitted(surface, sentence, 15, CREAM, left, midleft=left.midleft)

    def _legend(self, surface: pygame.Surface, room: pygame.Rect) -> int:
        """What the marks on the strip mean, in the review line while no marked move is on
        show: each mark's symbol in its colour, then its name ("?? Blunder"); returns the x
        where the room left after it begins."""
        x = room.left
        for kind in (BLUNDER, MISTAKE, INACCURACY):
            severity = SEVERITIES[kind]
            symbol = self.text(severity.symbol, 14, SHADOW, bold=True)
            badge = symbol.get_rect().inflate(self.px(10), self.px(2))
            badge.midleft = (x, room.centery)
            if badge.right > room.right:
                return x
            pygame.draw.rect(surface, severity.colour, badge, border_radius=self.px(5))
            surface.blit(symbol, symbol.get_rect(center=badge.center))
            self.placed.append(Placed(severity.symbol, badge, badge))
            words = pygame.Rect(badge.right + self.px(5), room.top, room.right, room.height)
            words.width = room.right - words.left
            where = self.fitted(
                surface, severity.words, 14, CREAM, words, midleft=(words.left, room.centery)
            )
            x = where.right + self.px(16)
        return x

    def _tip(self, surface: pygame.Surface, button: pygame.Rect, words: Message) -> None:
        """What a button does, in a box above it (over the table), inside the window."""
        window = surface.get_rect()
        room = pygame.Rect(0, 0, window.width - 2 * self.px(MARGIN), self.px(30))
        image = self.text(words, 15, CREAM)
        box = image.get_rect().inflate(self.px(16), self.px(8))
        box.width = min(box.width, room.width)
        box.midbottom = (button.centerx, button.top - self.px(6))
        box.clamp_ip(window.inflate(-2 * self.px(MARGIN), 0))
        pygame.draw.rect(surface, FELT_DARK, box, border_radius=self.px(6))
        pygame.draw.rect(surface, GOLD, box, self.px(2), border_radius=self.px(6))
        self.fitted(surface, words, 15, CREAM, box.inflate(-self.px(12), 0), center=box.center)


def _share(rect: pygame.Rect, share: float, right: bool = False) -> pygame.Rect:
    """The left (or right) `share` of `rect`."""
    width = round(rect.width * share)
    return pygame.Rect(rect.right - width if right else rect.left, rect.top, width, rect.height)
