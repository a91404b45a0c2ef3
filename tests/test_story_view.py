"""A game's story on screen (scenes/story_view.py): the words of each title's story, the cards
named in words, the numbers in the language's digits, and the chart each title draws."""

from __future__ import annotations

import random

import pytest

from game.records import PlayedGame, Record
from game.rules.uno_duo_cards import card_message
from game.story import tell
from game.words import words_for
from scenes.stories.moon import trump_words
from scenes.stories.ono99 import ono99_hand
from scenes.stories.uno_duo import uno_hand
from scenes.story_view import GameTold, story_chart, story_html

ENGLISH = words_for("en")
NAMES = ["Ann", "Bram", "Cleo", "Dara"]


def told(game: str, players: int, options: dict, seed: int = 4) -> GameTold:
    played = PlayedGame(Record(game, players, seed, options))
    rng = random.Random(seed)
    while not played.state.is_over:
        played.play(rng.choice(played.state.legal_actions()))
    ending = tell(game, players, played.events, played.state.outcome())
    return GameTold(game, options, NAMES[:players], ending, None)


def test_cards_are_named_in_words():
    assert ono99_hand(["ONO99", "REV", "-10", "7", "PLAY2"], ENGLISH) == (
        "ONO 99, Reverse, -10, 7, Play 2"
    )
    assert ono99_hand(["10", "-10"], words_for("bn")) == "১০, -১০"
    assert uno_hand(["R7", "W+4", "BSKIP"], ENGLISH) == "red 7, Wild Draw 4, blue Skip"
    assert [trump_words(t, ENGLISH) for t in ("6", "doubles", "none")] == [
        "6s",
        "doubles",
        "no trumps",
    ]


def test_an_ono99_story_places_everyone_and_says_how_each_went_out():
    game = told("ono99", 4, {})
    lines = story_html(game, ENGLISH).split("<br>")
    winner = game.told.outcome.winner
    assert lines[0] == "<b>Places</b>" and lines[1] == f"<b>1. {NAMES[winner]}</b>"
    for place, line in enumerate(lines[2:5], start=2):
        assert line.startswith(f"{place}. ") and ": out on " in line and ", holding " in line
    assert "ONO99" not in story_html(game, ENGLISH), "cards in words, not codes"


def test_the_running_total_marks_where_players_could_not_play_and_not_who_reached_a_target():
    game = told("ono99", 3, {"scoring": "points", "target": 60})
    chart = story_chart(game, ENGLISH)
    assert chart is not None and chart.target == 99
    totals, *exits = chart.series
    assert [y for _, y in totals.points] == game.told.story.totals
    marked = sorted(mark for series in exits for mark in series.marked)
    on_the_total = [e for e in game.told.story.exits if e.reason in ("busted", "cannot_play")]
    assert marked == sorted((exit_.at, exit_.total) for exit_ in on_the_total)
    assert all(not series.line for series in exits)
    assert any(exit_.reason == "reached_target" for exit_ in game.told.story.exits)


@pytest.mark.parametrize(("game", "players", "target"), [("uno-duo", 2, 60), ("moon", 3, 7)])
def test_the_race_to_the_target_has_a_line_per_seat_and_the_target(game, players, target):
    game_told = told(game, players, {"target": target})
    chart = story_chart(game_told, ENGLISH)
    assert (
        chart is not None and chart.target == target and chart.target_label == (f"Target {target}")
    )
    assert [series.label for series in chart.series] == NAMES[:players]
    assert [list(series.points) for series in chart.series] == [
        list(enumerate(row)) for row in game_told.told.story.race
    ]
    styles = {(series.colour, series.dash, series.marker) for series in chart.series}
    assert len(styles) == players


def test_an_uno_duo_round_names_its_closing_card_and_the_hand_counted():
    game = told("uno-duo", 2, {"target": 60})
    lines = [line for line in story_html(game, ENGLISH).split("<br>") if line.startswith("Round")]
    first = game.told.story.rounds[0]
    assert len(lines) == len(game.told.story.rounds)
    assert f"went out with the {ENGLISH.say(card_message(first.last_card))};" in lines[0]
    assert f"held {uno_hand(first.cards, ENGLISH)}, {max(first.points)} points." in lines[0]


def test_a_story_in_bengali_writes_its_numbers_in_bengali_digits():
    game = told("moon", 3, {"target": 7})
    text = story_html(game, words_for("bn"))
    assert "৭" in text or "৮" in text or "৯" in text
    assert not any(digit in text for digit in "0123456789")
