"""How ONO 99's moves read where the hint, the coach and the review name them."""

from __future__ import annotations

import pytest

from game.core.actions import Action
from game.narration.ono99 import NARRATOR
from game.words import LANGUAGES, words_for

NAMED_CARDS = ("REV", "PLAY2", "DOUBLE", "HOLD", "ONO99", "-10")


def test_a_number_card_move_names_its_number():
    assert words_for("en").say(NARRATOR.move(Action.of("play", "7"), {})) == "Play the 7"


def test_playing_the_number_2_never_reads_as_the_play_2_card():
    """Issue 35: "Play 2" (the card) and "the 2" (a number) are never confused."""
    words = words_for("en")
    number = words.say(NARRATOR.move(Action.of("play", "2"), {}))
    card = words.say(NARRATOR.move(Action.of("play", "PLAY2"), {}))
    assert number == "Play the 2" and card == "Play your Play 2"
    assert "Play 2" not in number


@pytest.mark.parametrize("code", NAMED_CARDS)
def test_a_named_card_move_is_your_card_so_no_card_name_repeats_the_verb(code):
    card = words_for("en").say(NARRATOR.move(Action.of("play", code), {}).fields["card"])
    assert words_for("en").say(NARRATOR.move(Action.of("play", code), {})) == f"Play your {card}"


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_a_named_card_move_is_translated_with_the_cards_own_name(language):
    words = words_for(language)
    move = words.say(NARRATOR.move(Action.of("play", "PLAY2"), {}))
    card = words.say(NARRATOR.move(Action.of("play", "PLAY2"), {}).fields["card"])
    assert card in move
    assert language == "en" or move != "Play your " + card
