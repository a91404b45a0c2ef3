"""A text wrapped into rows (the move log, the hint and coach panel) never splits a card's name
between two rows: "Play 2" stays "Play 2"."""

from __future__ import annotations

import pygame
import pytest

from game.core.messages import N_, Message
from game.rules.ono99_cards import CARD_NAMES
from game.words import NO_BREAK, words_for
from scenes.fonts import load_font, wrap_text

PLAY_YOUR_PLAY2 = Message(N_("Play your {card}"), {"card": CARD_NAMES["PLAY2"]})


@pytest.fixture(scope="module")
def font():
    pygame.font.init()
    return load_font(14)


def test_whole_names_join_the_words_of_a_nested_message_only():
    words = words_for("en")
    assert words.say(PLAY_YOUR_PLAY2) == "Play your Play 2"
    assert words.say(PLAY_YOUR_PLAY2, whole_names=True) == f"Play your Play{NO_BREAK}2"


def test_a_cards_name_moves_to_the_next_row_whole(font):
    text = words_for("en").say(PLAY_YOUR_PLAY2, whole_names=True)
    width = font.size("Play your Play")[0] + 1
    assert wrap_text(font, "Play your Play 2", width) == ["Play your Play", "2"]
    assert wrap_text(font, text, width) == ["Play your", "Play 2"]


def test_a_name_wider_than_a_row_is_broken_between_its_words(font):
    text = words_for("en").say(PLAY_YOUR_PLAY2, whole_names=True)
    width = font.size("Play ")[0]
    assert wrap_text(font, text, width) == ["Play", "your", "Play", "2"]


@pytest.mark.parametrize("language", ["cy", "sw", "bn"])
def test_the_rows_of_every_language_come_back_with_plain_spaces(font, language):
    text = words_for(language).say(PLAY_YOUR_PLAY2, whole_names=True)
    rows = wrap_text(font, text, font.size(text)[0] // 2)
    assert NO_BREAK not in "".join(rows)
    assert " ".join(rows) == words_for(language).say(PLAY_YOUR_PLAY2)
