"""One-sentence messages: passing notices shown as a banner over any scene, and a message screen
that waits for OK (used after a crash)."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame_gui.elements import UITextBox

from scenes.fonts import wrap_text
from scenes.theme import CREAM, GOLD, PANEL
from scenes.ui_scene import UIScene

NOTICE_SECONDS = 8.0
"""How long a notice stays, plus a little per word so longer sentences can be read."""


@dataclass
class Notice:
    """A sentence on show and the seconds it has left."""

    text: str
    remaining: float


class NoticeBoard:
    """The banners at the top of the window; a click on one dismisses it."""

    def __init__(self) -> None:
        self.notices: list[Notice] = []
        self._rects: list[pygame.Rect] = []

    def add(self, text: str) -> None:
        """Show `text` for a while (the same sentence twice is shown once)."""
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

    def handle(self, event: pygame.event.Event) -> bool:
        """Dismiss a notice that was clicked; True if the click landed on one."""
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        for notice, rect in zip(self.notices, self._rects, strict=False):
            if rect.collidepoint(event.pos):
                self.notices.remove(notice)
                return True
        return False

    def draw(self, surface: pygame.Surface, font: pygame.font.Font) -> None:
        """Draw the banners, stacked from the top centre of `surface`."""
        self._rects = []
        width = surface.get_width()
        margin = font.get_height() // 2
        top = margin
        for notice in self.notices:
            lines = wrap_text(font, notice.text, int(width * 0.7))
            line_height = font.get_linesize()
            inner = max(font.size(line)[0] for line in lines)
            rect = pygame.Rect(0, top, inner + 3 * margin, len(lines) * line_height + 2 * margin)
            rect.centerx = width // 2
            pygame.draw.rect(surface, PANEL, rect, border_radius=margin)
            pygame.draw.rect(surface, GOLD, rect, width=max(1, margin // 5), border_radius=margin)
            for index, line in enumerate(lines):
                image = font.render(line, True, CREAM)
                surface.blit(
                    image, image.get_rect(midtop=(rect.centerx, top + margin + index * line_height))
                )
            self._rects.append(rect)
            top = rect.bottom + margin // 2


class MessageScene(UIScene):
    """A message and an OK button (Enter works too); OK calls `on_close`."""

    def __init__(self, app, text: str, on_close: Callable[[], None]) -> None:
        super().__init__(app)
        self.text = text
        self.on_close = on_close

    def build(self) -> None:
        """The sentence in a box and the OK button under it."""
        UITextBox(html.escape(self.text), self.rect(240, 220, 800, 200), self.manager)
        self.button("OK", self.rect(540, 460, 200, 56), self.on_close)

    def handle_ui(self, event: pygame.event.Event) -> bool:
        """Enter is OK."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_close()
            return True
        return False
