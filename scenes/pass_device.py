"""Pass the device: an opaque screen that hides the whole table until the named player confirms
that they hold the device (a click or Enter)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes.scene import CONFIRM_KEYS, Scene
from scenes.theme import CREAM, FELT_DARK, GOLD, MUTED


class PassDeviceScene(Scene):
    """Covers everything (the table below is not even drawn) until confirmed; then it pops
    itself and calls `on_ready()`, so the table is on top again when `on_ready` runs."""

    def __init__(self, app, player_name: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.player_name = player_name
        self.on_ready = on_ready
        self._rendered: list[tuple[pygame.Surface, pygame.Rect]] = []
        self._rendered_for: tuple[int, int] | None = None

    def handle(self, event: pygame.event.Event) -> bool:
        """A left click or Enter confirms; everything else is swallowed."""
        confirmed = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS
        )
        if confirmed:
            self.app.stack.pop()
            self.on_ready()
        return True

    def next_frame(self) -> float:
        """Nothing moves here: only a click or a key changes it."""
        return math.inf

    def draw(self, surface: pygame.Surface) -> None:
        """A plain dark screen with whose turn it is."""
        surface.fill(FELT_DARK)
        for image, place in self._lines(surface.get_size()):
            surface.blit(image, place)

    def _lines(self, size: tuple[int, int]) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The rendered lines and where they go, made once per window size."""
        if self._rendered_for != size:
            px = self.app.px
            texts = (
                (f"Pass the device to {self.player_name}", px(44), GOLD, True),
                (
                    f"{self.player_name}: click or press Enter when only you can see the screen.",
                    px(22),
                    CREAM,
                    False,
                ),
                ("The table stays hidden until then.", px(18), MUTED, False),
            )
            self._rendered = []
            top = size[1] * 0.36
            for text, font_size, colour, bold in texts:
                image = self.app.font(font_size, bold).render(text, True, colour)
                self._rendered.append((image, image.get_rect(midtop=(size[0] // 2, round(top)))))
                top += image.get_height() * 1.6
            self._rendered_for = size
        return self._rendered
