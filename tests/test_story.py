"""The story of a game for its scoring screen, read from the events: rounds and their results,
ONO 99's exits and running totals, and the race to the target."""

from __future__ import annotations

import random

import pytest

from game.records import PlayedGame, Record
from game.story import game_details, places, story

GAMES = [
    ("ono99", 4, {}),
    ("ono99", 3, {"scoring": "tokens"}),
    ("ono99", 3, {"scoring": "points", "target": 60}),
    ("uno-duo", 2, {"target": 60}),
    ("moon", 3, {"target": 7}),
]


def played_out(game: str, players: int, options: dict, seed: int = 4) -> PlayedGame:
    played = PlayedGame(Record(game, players, seed, options))
    rng = random.Random(seed)
    while not played.state.is_over:
        played.play(rng.choice(played.state.legal_actions()))
    return played


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_the_story_ends_where_the_game_did(game, players, options):
    played = played_out(game, players, options)
    told = story(game, players, played.events)
    final = list(played.state.outcome().scores)
    if game != "ono99" or options.get("scoring") == "points":
        assert told.rounds and told.rounds[-1].totals == final
        assert [row[-1] for row in told.race] == final and all(row[0] == 0 for row in told.race)
    if game == "ono99":
        cards = [event for event in played.events if event.type == "card_played"]
        assert told.totals == [event["total"] for event in cards]
        out_for_good = [exit.seat for exit in told.exits if exit.for_good]
        assert played.state.outcome().winner not in out_for_good
    if game == "moon":
        hands = [event for event in played.events if event.type == "hand_scored"]
        assert [(result.bid, result.made) for result in told.rounds] == [
            (hand["bid"], hand["made"]) for hand in hands
        ]
        assert all(result.trump is not None for result in told.rounds)


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_places_put_the_winner_first_and_each_seat_once(game, players, options):
    played = played_out(game, players, options, seed=9)
    outcome = played.state.outcome()
    ranked = places(game, played.events, outcome.winner, outcome.scores)
    assert sorted(ranked) == list(range(1, players + 1)) and ranked[outcome.winner] == 1
    assert game_details(played)["places"] == ranked


def test_an_unfinished_game_has_no_places():
    played = PlayedGame(Record("moon", 3, 2))
    assert game_details(played)["places"] == []
