"""Pass the device: an opaque screen that hides the whole table until the named player confirms
that they hold the device (a click or Enter)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.core.messages import N_, Message
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

    def language_changed(self) -> None:
        """Render the lines again in the new language."""
        self._rendered_for = None

    def resize(self, size: tuple[int, int]) -> None:
        """Render the lines again at the new size."""
        self._rendered_for = None

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
            say = self.app.words.say
            player = {"player": self.player_name}
            texts = (
                # TRANSLATORS: {player} is the name of the player whose turn it is.
                (say(Message(N_("Pass the device to {player}"), player)), px(44), GOLD, True),
                (
                    say(
                        Message(
                            N_("{player}: click or press Enter when only you can see the screen."),
                            player,
                        )
                    ),
                    px(22),
                    CREAM,
                    False,
                ),
                (say(N_("The table stays hidden until then.")), px(18), MUTED, False),
            )
            self._rendered = []
            top = size[1] * 0.36
            for text, font_size, colour, bold in texts:
                font = self.app.font(self.fitting(text, font_size, bold, size[0]), bold, text)
                image = font.render(text, True, colour)
                self._rendered.append((image, image.get_rect(midtop=(size[0] // 2, round(top)))))
                top += image.get_height() * 1.6
            self._rendered_for = size
        return self._rendered

    def fitting(self, text: str, size_px: int, bold: bool, width: int) -> int:
        """`size_px`, or a smaller size at which `text` fits the window with a margin."""
        room = width * 0.92
        while size_px > 8 and self.app.font(size_px, bold, text).size(text)[0] > room:
            size_px -= 1
        return size_px
