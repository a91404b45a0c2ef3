"""Moves in words, as the coach's review says them: a number card of ONO 99 is a number, so each
language writes it in its own digits; the -10 stays as printed; named cards are translated; and
the review says each move in the very words of the hint and the coach, only inside a sentence."""

from __future__ import annotations

import random

import pytest

from game.core.actions import Action
from game.core.options import resolve_options
from game.games import GAME_NAMES
from game.move_words import move_words
from game.narration import find_narrator
from game.records import PlayedGame, Record
from game.rules import find_game
from game.words import LANGUAGES, words_for


def test_an_ono99_number_card_is_written_in_the_languages_digits():
    assert words_for("en").say(move_words("ono99", Action.parse("play 6"))) == "play the 6"
    assert "৬" in words_for("bn").say(move_words("ono99", Action.parse("play 6")))


def test_the_minus_ten_stays_as_printed_and_a_named_card_is_named():
    assert words_for("bn").say(move_words("ono99", Action.parse("play -10"))).count("-10") == 1
    assert words_for("en").say(move_words("ono99", Action.parse("play REV"))) == "play your Reverse"
    english = words_for("en")
    assert english.say(move_words("ono99", Action.parse("play 2"))) == "play the 2"
    assert english.say(move_words("ono99", Action.parse("play PLAY2"))) == "play your Play 2"


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_move_has_one_phrasing_said_as_a_sentence_or_inside_one(game):
    rules = find_game(game)
    players = rules.player_counts(resolve_options(rules.option_specs, {})).start
    played = PlayedGame(Record(game, players, 3, {}))
    rng = random.Random(3)
    narrator = find_narrator(game)
    said = 0
    while not played.state.is_over and said < 400:
        seat = played.state.to_move
        view = played.observation(seat).view
        for action in played.state.legal_actions():
            for language in sorted(LANGUAGES):
                words = words_for(language)
                sentence = words.say(narrator.move(action, view))
                inside = words.say(move_words(game, action, view))
                assert inside[1:] == sentence[1:]
                assert inside[:1] in (sentence[:1].lower(), sentence[:1])
            said += 1
        played.play(rng.choice(played.state.legal_actions()))
    assert said > 20
