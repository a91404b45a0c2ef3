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
MIN_TEXT_PX = 12
"""No text of any language is drawn smaller than this many pixels, at any window size (at the
smallest window, 960×540, the design's 13-point table texts would be 10 px): a text that does not
fit its place at this size is wrapped or shortened instead."""


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


def text_px(size_px: int) -> int:
    """The pixel size a text asked for at `size_px` is drawn at: never below MIN_TEXT_PX."""
    return max(MIN_TEXT_PX, size_px)


def load_font(
    size_px: int, bold: bool = False, family: FontFamily = LATIN, smallest: int = MIN_TEXT_PX
) -> pygame.font.Font:
    """A font of `family` at `size_px` pixels, or `smallest` if that is larger (a card's face
    is a picture, drawn to the card's size; words are never under MIN_TEXT_PX), shaped with the
    family's script."""
    size = max(smallest, size_px)
    font = pygame.font.Font(font_file(family.bold if bold else family.regular), size)
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


def packed(font: pygame.font.Font, parts: list[str], width: int, joiner: str) -> list[str]:
    """`parts` joined by `joiner` into as few lines as fit `width` pixels in `font`, never
    splitting a part (a line may hold a single part too wide for it)."""
    lines: list[str] = []
    for part in parts:
        candidate = f"{lines[-1]}{joiner}{part}" if lines else part
        if lines and _text_width(font, candidate) <= width:
            lines[-1] = candidate
        else:
            lines.append(part)
    return lines


def shortened(font: pygame.font.Font, text: str, width: int) -> str:
    """`text` as it fits `width` pixels in `font`: whole, or cut short with an ellipsis (at a
    space where one is near, else between letters)."""
    if _text_width(font, text) <= width:
        return text
    cut = text
    while cut and _text_width(font, cut.rstrip() + "…") > width:
        cut = cut[:-1]
    space = cut.rfind(" ")
    if space > len(cut) * 2 // 3:
        cut = cut[:space]
    return cut.rstrip() + "…"
