"""Cards on the table as plain objects the tweens move, drawn from the painter's cache."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.cards import CachedPainter


@dataclass(eq=False)
class CardSprite:
    """One card on the table.

    `code` is the card when the screen knows it (it may still be drawn face down); `x`, `y` are
    the centre in pixels; `size` names one of the table's card sizes; `squash` (0…1) narrows the
    card while it turns over.
    """

    code: str | None
    x: float = 0.0
    y: float = 0.0
    angle: float = 0.0
    face_up: bool = False
    size: str = "seat"
    dimmed: bool = False
    selected: bool = False
    squash: float = 1.0

    @property
    def pos(self) -> tuple[float, float]:
        """The centre, as one tweenable value."""
        return (self.x, self.y)

    @pos.setter
    def pos(self, value: tuple[float, float]) -> None:
        self.x, self.y = value

    def image(self, painter: CachedPainter, sizes: dict[str, tuple[int, int]]) -> pygame.Surface:
        """The cached surface showing this card as it lies now."""
        code = self.code if self.face_up else None
        return painter.surface(
            code, sizes[self.size], self.angle, self.dimmed, self.selected, self.squash
        )

    def draw(
        self, surface: pygame.Surface, painter: CachedPainter, sizes: dict[str, tuple[int, int]]
    ) -> pygame.Rect:
        """Blit the card centred on its position; returns the rectangle it covers."""
        image = self.image(painter, sizes)
        return surface.blit(image, image.get_rect(center=(round(self.x), round(self.y))))

    def hit_rect(self, sizes: dict[str, tuple[int, int]]) -> pygame.Rect:
        """The upright rectangle a click must fall in to touch this card."""
        rect = pygame.Rect((0, 0), sizes[self.size])
        rect.center = (round(self.x), round(self.y))
        return rect
