"""The exact hand filter of the decisions bench: it never rules the real hand out, reads what a
play says of the hand behind it, knows the real hands better than an even deal, and deals only
cards the pool holds."""

import math
import random
from collections import Counter

from bench.hand_filter import HandFilter
from game.ai.ono99.determinize import Ono99Determinizer
from game.ai.ono99.strategy import Ono99Normal
from game.records import PlayedGame, Record
from game.rules.ono99_cards import MINUS_TEN, ONO99, full_deck_cards, stacked_deck

GAMES = 4
LOOK_EVERY = 9


def _looks_in_normal_games():
    """(observation, the real hands) every few decisions of seeded four-Normal games."""
    normal = Ono99Normal("ono99")
    for seed in range(GAMES):
        played = PlayedGame(Record("ono99", 4, 500 + seed, {}))
        turn = 0
        while not played.state.is_over:
            seat = played.state.to_move
            observation = played.observation(seat)
            if turn % LOOK_EVERY == 0:
                yield observation, [hand[:] for hand in played.state.hands]
            played.play(normal.choose(observation))
            turn += 1


def test_the_filter_never_rules_out_the_real_hand_and_each_belief_sums_to_one():
    looked = 0
    for observation, hands in _looks_in_normal_games():
        hand_filter = HandFilter(observation)
        for seat, belief in hand_filter.beliefs.items():
            assert math.isclose(sum(belief.values()), 1.0)
            assert belief.get(tuple(sorted(hands[seat])), 0.0) > 0.0
            looked += 1
    assert looked > 40


def test_the_filter_knows_the_real_hands_better_than_an_even_deal():
    filtered = even = 0.0
    hands_judged = 0
    for observation, hands in _looks_in_normal_games():
        hand_filter = HandFilter(observation)
        unseen = Counter(Ono99Determinizer(observation).unseen)
        count = sum(unseen.values())
        for seat, belief in hand_filter.beliefs.items():
            real = Counter(hands[seat])
            hands_judged += 1
            filtered += math.log(belief[tuple(sorted(hands[seat]))])
            even += math.log(
                math.prod(math.comb(unseen[card], copies) for card, copies in real.items())
                / math.comb(count, len(hands[seat]))
            )
    assert (filtered - even) / hands_judged > 0.5, "half a nat a hand more likely at least"


def test_a_minus_ten_spent_on_ten_says_the_hand_held_no_other_playable_card():
    # Seat 1 holds three ONO 99 cards and a −10; after seat 0's 10 it must spend the −10.
    hands = [["10", "9", "8", "7"], ["ONO99", "ONO99", "ONO99", "-10"], ["5", "6", "REV", "PLAY2"]]
    played = PlayedGame(Record("ono99", 3, 1, {}, deck=stacked_deck("2022", 3, hands, ["4", "3"])))
    played.play("play 10")
    played.play("play -10")
    belief = HandFilter(played.observation(2)).beliefs[1]
    dead = sum(
        chance
        for hand, chance in belief.items()
        if sum(card not in (MINUS_TEN, ONO99) for card in hand) <= 1
    )
    assert dead > 0.8, "the three cards kept are −10s or ONO 99 cards (the fourth is new)"


def test_dealt_hands_come_out_of_the_pool():
    rng = random.Random(3)
    for observation, _ in _looks_in_normal_games():
        determinizer = Ono99Determinizer(observation, HandFilter(observation))
        state = determinizer.sample(rng)
        everything = Counter(card for hand in state.hands for card in hand)
        everything.update(state.draw)
        everything.update(state.discard)
        assert everything == Counter(full_deck_cards("2022"))
