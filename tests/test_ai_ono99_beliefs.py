"""ONO 99 beliefs: a hidden hand is judged by the plays that led to it, as Normal makes them."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.ai.ono99.beliefs import BeliefDealer, RoundWalk, replay_round
from game.ai.ono99.determinize import Ono99Determinizer
from game.ai.ono99.strategy import Ono99Normal, playout_action, strained_seats
from game.records import PlayedGame, Record
from game.rules.ono99_cards import CODES, MINUS_TEN, ONO99, full_deck_cards, stacked_deck

_NUMBERS = range(1, 11)


def _after_a_minus_ten_on_ten() -> PlayedGame:
    """Seat 0 plays a 10; seat 1, holding three ONO 99 cards and a −10, must play the −10."""
    hands = [
        ["10", "9", "8", "7"],
        ["ONO99", "ONO99", "ONO99", "-10"],
        ["5", "6", "REV", "PLAY2"],
    ]
    deck = stacked_deck("2022", 3, hands, ["4", "3"])
    played = PlayedGame(Record("ono99", 3, 1, {}, deck=deck))
    played.play("play 10")
    played.play("play -10")
    return played


def test_the_round_walk_records_each_play_as_its_player_faced_it():
    played = _after_a_minus_ten_on_ten()
    observation = played.observation(2)
    plays = replay_round(RoundWalk(observation), observation).recent()
    assert [(play.card, play.total, play.owed, play.drew) for play in plays[1]] == [
        (MINUS_TEN, 10, 0, True)
    ]
    assert [(play.card, play.total) for play in plays[0]] == [(10, 0)]


def test_a_card_held_through_a_play_is_one_normal_would_have_kept_there():
    judge = BeliefDealer(_after_a_minus_ten_on_ten().observation(2))
    (minus_ten,) = judge.kept[1]
    kept = {card for card in range(16) if minus_ten[1] >> card & 1}
    assert kept == {MINUS_TEN, ONO99}
    (ten,) = judge.kept[0]
    assert {card for card in range(16) if ten[1] >> card & 1} == set(range(16))


def test_a_player_who_spent_a_minus_ten_on_a_low_total_is_believed_to_hold_few_numbers():
    observation = _after_a_minus_ten_on_ten().observation(2)
    rng = random.Random(4)

    def numbers_held(determinizer: Ono99Determinizer) -> float:
        hands = [determinizer.sample(rng).hands[1] for _ in range(300)]
        return sum(card in _NUMBERS for hand in hands for card in hand) / len(hands)

    judged = numbers_held(Ono99Determinizer(observation, BeliefDealer(observation)))
    uniform = numbers_held(Ono99Determinizer(observation))
    assert judged < 0.5 * uniform


def test_judged_samples_hold_the_whole_deck_once_and_the_seats_own_hand():
    played = PlayedGame(Record("ono99", 4, 8, {}))
    players = [Ono99Normal("ono99", seat) for seat in range(4)]
    rng = random.Random(5)
    while not played.state.is_over:
        seat = played.state.to_move
        observation = played.observation(seat)
        state = Ono99Determinizer(observation, BeliefDealer(observation)).sample(rng)
        cards = state.draw + state.discard + [card for hand in state.hands for card in hand]
        assert Counter(cards) == Counter(full_deck_cards("2022"))
        assert [CODES[card] for card in state.hands[seat]] == observation.view["hand"]
        played.play(players[seat].choose(observation))


@pytest.mark.parametrize(
    "options",
    [{}, {"scoring": "tokens"}, {"edition": "1980", "scoring": "points", "ono_on_round_ten": True}],
)
def test_the_searchs_playouts_move_exactly_as_the_normal_players_they_model(options):
    played = PlayedGame(Record("ono99", 4, 12, options))
    normal = Ono99Normal("ono99", 0)
    for _ in range(300):
        if played.state.is_over:
            break
        observation = played.observation(played.state.to_move)
        strained = frozenset(strained_seats(observation))
        expected = normal.choose(observation)
        assert playout_action(played.state, strained) == expected
        played.play(expected)
