"""The bundled fonts (Noto Sans, Noto Sans Bengali; OFL, see assets/fonts/OFL.txt): the app never
falls back to a system font. `App.font` caches what these load."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.paths import asset_path

REGULAR = "NotoSans-Regular.ttf"
BOLD = "NotoSans-Bold.ttf"
BENGALI = "NotoSansBengali-Regular.ttf"


def font_file(name: str) -> Path:
    """The path of a bundled font file."""
    return asset_path("fonts", name)


def load_font(size_px: int, bold: bool = False) -> pygame.font.Font:
    """The Latin-script UI font at `size_px` pixels."""
    return pygame.font.Font(font_file(BOLD if bold else REGULAR), max(6, size_px))


def load_bengali_font(size_px: int) -> pygame.font.Font:
    """A font that shapes Bengali text correctly (HarfBuzz script `Beng`)."""
    bengali = pygame.font.Font(font_file(BENGALI), max(6, size_px))
    bengali.set_script("Beng")
    return bengali


def wrap_text(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Split `text` into lines that fit `width` pixels in `font`, breaking between words."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and font.size(candidate)[0] > width:
                lines.append(line)
                candidate = word
            line = candidate
        lines.append(line)
    return lines
