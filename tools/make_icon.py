"""Draw the window icon, assets/icon.png: three fanned cards on a round green table.

Run it again after changing the drawing: `.venv/bin/python -m tools.make_icon`.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.paths import asset_path  # noqa: E402
from scenes.fonts import load_font  # noqa: E402
from scenes.theme import CREAM, FELT, FELT_DARK, GOLD  # noqa: E402

SIZE = 256
CARDS = (((200, 60, 50), "9", 24), ((236, 190, 50), "9", 0), ((50, 110, 200), "3", -24))


def draw_icon(size: int = SIZE) -> pygame.Surface:
    """The icon at `size` × `size` pixels, drawn by code."""
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(icon, FELT_DARK, (size // 2, size // 2), size // 2)
    pygame.draw.circle(icon, FELT, (size // 2, size // 2), size // 2 - size // 16)
    pygame.draw.circle(icon, GOLD, (size // 2, size // 2), size // 2 - size // 32, size // 40)
    width, height = size * 3 // 8, size // 2
    label_font = load_font(size // 5, bold=True)
    for colour, label, angle in CARDS:
        card = pygame.Surface((width, height), pygame.SRCALPHA)
        radius = size // 24
        pygame.draw.rect(card, CREAM, card.get_rect(), border_radius=radius)
        inner = card.get_rect().inflate(-size // 16, -size // 16)
        pygame.draw.rect(card, colour, inner, border_radius=radius)
        text = label_font.render(label, True, CREAM)
        card.blit(text, text.get_rect(center=inner.center))
        turned = pygame.transform.rotozoom(card, angle, 1)
        pivot = (size // 2 - angle * size // 300, size // 2 + abs(angle) * size // 600)
        icon.blit(turned, turned.get_rect(center=pivot))
    return icon


def main() -> None:
    """Write assets/icon.png."""
    pygame.init()
    pygame.image.save(draw_icon(), asset_path("icon.png"))


if __name__ == "__main__":
    main()
