"""The bundled fonts (OFL, see assets/fonts/OFL.txt): the app never falls back to a system font.

Latin-script languages are drawn in Noto Sans. Bengali is drawn in Trio Sans Bengali, Noto Sans
Bengali with Noto Sans's Latin letters added (tools/merge_fonts.py), shaped with the Bengali
script, so one font draws a Bengali sentence with a Latin player name in it. A text with any
Bengali letter in it (a player's name, the language's own name) takes the Bengali family in
every language. `App.font` caches what these load."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.paths import asset_path
from game.words import NO_BREAK


@dataclass(frozen=True)
class FontFamily:
    """A regular and a bold font file and the script HarfBuzz shapes them with (None: as
    SDL_ttf does by default, right for Latin)."""

    name: str
    regular: str
    bold: str
    script: str | None = None


LATIN = FontFamily("noto", "NotoSans-Regular.ttf", "NotoSans-Bold.ttf")
BENGALI = FontFamily(
    "trio_bengali", "TrioSansBengali-Regular.ttf", "TrioSansBengali-Bold.ttf", "Beng"
)
FAMILIES = {"bn": BENGALI}
"""The family of each language that is not drawn in Latin letters."""
_BENGALI_LETTERS = re.compile("[\u0980-\u09ff]")


def family_for(language: str) -> FontFamily:
    """The font family the texts of `language` are drawn in."""
    return FAMILIES.get(language, LATIN)


def family_of(text: str, language: str) -> FontFamily:
    """The family that can draw `text` in a screen of `language`: Bengali when it has a Bengali
    letter in it, else the language's."""
    return BENGALI if _BENGALI_LETTERS.search(text) else family_for(language)


def font_file(name: str) -> Path:
    """The path of a bundled font file."""
    return asset_path("fonts", name)


def load_font(size_px: int, bold: bool = False, family: FontFamily = LATIN) -> pygame.font.Font:
    """A font of `family` at `size_px` pixels, shaped with the family's script."""
    font = pygame.font.Font(font_file(family.bold if bold else family.regular), max(6, size_px))
    if family.script is not None:
        font.set_script(family.script)
    return font


def wrap_text(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Split `text` into lines that fit `width` pixels in `font`, breaking between words; words
    joined by no-break spaces (a card's name) stay on one line unless they cannot fit one alone.
    The lines come back with plain spaces."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in _breakable_words(font, paragraph, width):
            candidate = f"{line} {word}" if line else word
            if line and _text_width(font, candidate) > width:
                lines.append(line)
                candidate = word
            line = candidate
        lines.append(line)
    return [line.replace(NO_BREAK, " ") for line in lines]


def _breakable_words(font: pygame.font.Font, paragraph: str, width: int) -> Iterator[str]:
    """The words of `paragraph` between its spaces, a held-together name split back into its
    words when it is wider than a line."""
    for word in paragraph.split(" "):
        if NO_BREAK in word and _text_width(font, word) > width:
            yield from word.split(NO_BREAK)
        else:
            yield word


def _text_width(font: pygame.font.Font, text: str) -> int:
    return font.size(text.replace(NO_BREAK, " "))[0]
