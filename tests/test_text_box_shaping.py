"""Bold words in text boxes (the how-to-play pages' headings and <b> words, the scoring
screen's headings) are shaped in the script of the screen's language, like every other text."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.fonts import BENGALI, font_file, load_font
from scenes.theme import TEXT_SIZES

CONJUNCTS = "উদ্দেশ্য"
""""Aim" in Bengali: two conjuncts (দ্দ, a ya-phala) that only shaping joins."""


def test_the_bold_font_of_bengali_text_boxes_joins_conjuncts(monkeypatch, tmp_path):
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    app = App((1280, 720), language="bn", keep_records=False)
    try:
        app.show_menu()
        app.step(1 / 60)
        fonts = app.stack.top.manager.get_theme().get_font_dictionary()
        size = round(TEXT_SIZES["body"] * app.scale)
        bold = fonts.find_font(size, BENGALI.name, bold=True)
        shaped = load_font(size, True, BENGALI).size(CONJUNCTS)
        unshaped = pygame.font.Font(font_file(BENGALI.bold), size)
        assert unshaped.size(CONJUNCTS) != shaped  # the check can tell them apart
        assert bold.size(CONJUNCTS) == shaped
    finally:
        app.close()
