"""Moves in words, as the coach's review says them: a number card of ONO 99 is a number, so each
language writes it in its own digits; the -10 stays as printed; named cards are translated."""

from __future__ import annotations

from game.core.actions import Action
from game.move_words import move_words
from game.words import words_for


def test_an_ono99_number_card_is_written_in_the_languages_digits():
    assert words_for("en").say(move_words("ono99", Action.parse("play 6"))) == "play the 6"
    assert "৬" in words_for("bn").say(move_words("ono99", Action.parse("play 6")))


def test_the_minus_ten_stays_as_printed_and_a_named_card_is_named():
    assert words_for("bn").say(move_words("ono99", Action.parse("play -10"))).count("-10") == 1
    assert words_for("en").say(move_words("ono99", Action.parse("play REV"))) == "play Reverse"
    assert words_for("en").say(move_words("ono99", Action.parse("play 2"))) == "play the 2"
    assert words_for("en").say(move_words("ono99", Action.parse("play PLAY2"))) == "play Play 2"
