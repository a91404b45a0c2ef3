"""One-sentence messages: passing notices shown as a banner over any scene, and a message screen
that waits for OK (used after a crash)."""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame_gui.elements import UITextBox

from game.core.messages import Message
from scenes.fonts import wrap_text
from scenes.theme import CREAM, GOLD, PANEL
from scenes.ui_scene import UIScene

NOTICE_SECONDS = 8.0
"""How long a notice stays, plus a little per word so longer sentences can be read."""
LONGEST_NOTICE = 300
"""The most characters a notice shows; the sentences are shorter, this is the last guard."""


@dataclass
class Notice:
    """A sentence on show and the seconds it has left."""

    text: str
    remaining: float


class NoticeBoard:
    """The banners at the top of the window; a click on one dismisses it."""

    def __init__(self) -> None:
        self.notices: list[Notice] = []
        self.rects: list[pygame.Rect] = []  # where each banner was drawn last
        self._banners: dict[tuple[str, int, int], pygame.Surface] = {}

    def add(self, text: str) -> None:
        """Show `text` for a while (the same sentence twice is shown once; a sentence longer than
        LONGEST_NOTICE is cut short)."""
        if len(text) > LONGEST_NOTICE:
            text = text[: LONGEST_NOTICE - 1] + "…"
        if all(notice.text != text for notice in self.notices):
            self.notices.append(Notice(text, NOTICE_SECONDS + 0.3 * len(text.split())))

    def texts(self) -> list[str]:
        """The sentences on show, oldest first."""
        return [notice.text for notice in self.notices]

    def update(self, dt: float) -> None:
        """Count down and drop the notices whose time is up."""
        for notice in self.notices:
            notice.remaining -= dt
        self.notices = [notice for notice in self.notices if notice.remaining > 0]

    def next_change(self) -> float:
        """Seconds until the next notice goes (`math.inf` when none is shown)."""
        return min((notice.remaining for notice in self.notices), default=math.inf)

    def handle(self, event: pygame.event.Event) -> bool:
        """Dismiss a notice that was clicked; True if the click landed on one."""
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        for notice, rect in zip(self.notices, self.rects, strict=False):
            if rect.collidepoint(event.pos):
                self.notices.remove(notice)
                return True
        return False

    def draw(self, surface: pygame.Surface, font_for: Callable[[str], pygame.font.Font]) -> None:
        """Draw the banners, stacked from the top centre of `surface`, each sentence in the font
        `font_for` gives for it."""
        self.rects = []
        top = 0
        for notice in self.notices:
            font = font_for(notice.text)
            margin = font.get_height() // 2
            top = top + margin // 2 if top else margin
            banner = self._banner(notice.text, font, surface.get_width())
            rect = banner.get_rect(midtop=(surface.get_width() // 2, top))
            surface.blit(banner, rect)
            self.rects.append(rect)
            top = rect.bottom

    def _banner(self, text: str, font: pygame.font.Font, width: int) -> pygame.Surface:
        """One notice drawn as a framed banner (cached per text, font and window width)."""
        key = (text, id(font), width)
        if key not in self._banners:
            margin = font.get_height() // 2
            lines = wrap_text(font, text, int(width * 0.7))
            line_height = font.get_linesize()
            inner = max(font.size(line)[0] for line in lines)
            size = (inner + 3 * margin, len(lines) * line_height + 2 * margin)
            banner = pygame.Surface(size, pygame.SRCALPHA)
            frame = banner.get_rect()
            pygame.draw.rect(banner, PANEL, frame, border_radius=margin)
            pygame.draw.rect(banner, GOLD, frame, width=max(1, margin // 5), border_radius=margin)
            for index, line in enumerate(lines):
                image = font.render(line, True, CREAM)
                banner.blit(
                    image, image.get_rect(midtop=(frame.centerx, margin + index * line_height))
                )
            self._banners = {k: v for k, v in self._banners.items() if k[0] in self.texts()}
            self._banners[key] = banner
        return self._banners[key]


class MessageScene(UIScene):
    """A message and an OK button (Enter works too); OK calls `on_close`."""

    def __init__(self, app, message: Message, on_close: Callable[[], None]) -> None:
        super().__init__(app)
        self.message = message
        self.on_close = on_close

    def build(self) -> None:
        """The sentence in a box and the OK button under it."""
        _ = self.app.words.gettext
        text = html.escape(self.app.words.say(self.message))
        UITextBox(text, self.rect(240, 220, 800, 200), self.manager)
        # TRANSLATORS: a button that closes a message.
        self.button(_("OK"), self.rect(540, 460, 200, 56), self.on_close)

    def handle_ui(self, event: pygame.event.Event) -> bool:
        """Enter is OK."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_close()
            return True
        return False
