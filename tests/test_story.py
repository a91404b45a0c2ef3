"""The story of a game for its scoring screen, read from the events: rounds and their results,
ONO 99's exits and running totals, and the race to the target."""

from __future__ import annotations

import random

import pytest

from game.records import PlayedGame, Record
from game.story import game_details, places, retold, story

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


def test_an_ono99_exit_says_when_on_what_total_and_holding_what():
    played = played_out("ono99", 4, {})
    told = story("ono99", 4, played.events)
    outs = [event for event in played.events if event.type == "player_out"]
    assert [(exit.seat, exit.hand) for exit in told.exits] == [
        (event["seat"], event["hand"]) for event in outs
    ]
    for exit in told.exits:
        assert exit.for_good and exit.hand and exit.round == 1
        assert 0 < exit.at <= len(told.totals) and told.totals[exit.at - 1] == exit.total


def test_points_scoring_shows_the_hand_of_each_player_out_of_a_round_when_it_is_scored():
    played = played_out("ono99", 3, {"scoring": "points", "target": 60})
    told = story("ono99", 3, played.events)
    scored = [event for event in played.events if event.type == "round_scored"]
    left = [exit for exit in told.exits if not exit.for_good]
    assert left and all(exit.reason in ("busted", "cannot_play") for exit in left)
    for exit in left:
        assert exit.hand == scored[exit.round - 1]["hands"][exit.seat]


def test_tokens_scoring_tells_each_token_lost_and_the_tokens_left_round_by_round():
    played = played_out("ono99", 3, {"scoring": "tokens"})
    told = story("ono99", 3, played.events)
    lost = [event for event in played.events if event.type == "token_lost"]
    token_exits = [exit for exit in told.exits if exit.reason == "token_lost"]
    assert [exit.seat for exit in token_exits] == [event["seat"] for event in lost]
    assert [exit.round for exit in token_exits] == [result.number for result in told.rounds]
    assert all(not exit.hand for exit in token_exits), "a hand that lost a token is never shown"
    first = told.rounds[0]
    assert sorted(first.tokens) == [2, 3, 3], "the others still hold their three tokens"
    for before, after in zip(told.rounds, told.rounds[1:], strict=False):
        assert sum(before.tokens) - sum(after.tokens) == 1


def test_an_uno_duo_round_tells_the_card_that_ended_it_and_the_hand_counted():
    played = played_out("uno-duo", 2, {"target": 60})
    told = story("uno-duo", 2, played.events)
    scored = [index for index, event in enumerate(played.events) if event.type == "round_scored"]
    for result, index in zip(told.rounds, scored, strict=True):
        plays = [
            event
            for event in played.events[:index]
            if event.type == "card_played" and event["seat"] == result.winner
        ]
        assert result.last_card == plays[-1]["card"]
        assert result.cards == played.events[index]["cards"]


@pytest.mark.parametrize(("game", "players", "options"), GAMES)
def test_a_recorded_game_is_retold_as_it_was_told_at_its_end(game, players, options):
    played = played_out(game, players, options)
    told = retold(played.record)
    assert told.story == story(game, players, played.events)
    assert told.outcome == played.state.outcome()
    assert told.places == game_details(played)["places"]


def test_an_unfinished_record_is_retold_without_an_ending():
    played = PlayedGame(Record("moon", 3, 2))
    told = retold(played.record)
    assert told.outcome is None and told.story.rounds == [] and told.places == []


@pytest.mark.parametrize("seed", range(6))
def test_ono99_players_out_in_the_same_round_are_placed_by_their_scores(seed):
    options = {"scoring": "points", "target": 60, "finish": "lowest_score"}
    played = played_out("ono99", 5, options, seed)
    outcome = played.state.outcome()
    ranked = places("ono99", played.events, outcome.winner, outcome.scores)
    told = story("ono99", 5, played.events)
    for exit in told.exits:
        for other in told.exits:
            if exit.round == other.round and outcome.scores[exit.seat] < outcome.scores[other.seat]:
                assert ranked[exit.seat] < ranked[other.seat]
            if exit.round > other.round:
                assert ranked[exit.seat] < ranked[other.seat]
