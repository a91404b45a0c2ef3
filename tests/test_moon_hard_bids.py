"""Moon's Hard weighs its bids by paired playouts (Normal's bid kept unless another is surely
better) and searches the rest of the deal with the tree; the coach measures bids the same way."""

from game.ai.coach import advise
from game.ai.hard import HardPlayer
from game.ai.moon import search as moon_search
from game.ai.moon.strategy import MoonNormal
from game.records import PlayedGame, Record
from game.rules.moon_tiles import stacked_deck

STRONG = ["6-6", "6-5", "6-4", "6-3", "5-5", "4-4", "3-3"]
"""Four top sixes and three doubles: Normal bids on it."""


def _first_bid() -> PlayedGame:
    """Seat 0 (first to bid with seed 1) holds `STRONG`."""
    return PlayedGame(Record("moon", 3, 1, {}, stacked_deck([STRONG, [], []], "1-1"), []))


def test_a_bid_is_weighed_in_pairs_and_a_card_play_with_the_tree():
    played = _first_bid()
    assert moon_search.paired(played.observation(0))
    for action in ("bid 5", "pass", "pass", "discard 1-1", "trump 6"):
        played.play(action)
    assert not moon_search.paired(played.observation(0))


def test_hard_bids_a_hand_that_normal_bids_instead_of_passing():
    observation = _first_bid().observation(0)
    normal = MoonNormal("moon").choose(observation)
    assert normal.verb == "bid"
    hard = HardPlayer("moon", 3, iterations=400).choose(observation)
    assert hard.verb == "bid"
    assert hard in moon_search.searched_bids(observation)


def test_the_coach_picks_among_the_bids_hard_weighs_and_agrees_with_hard():
    observation = _first_bid().observation(0)
    advice = advise(observation, iterations=200, seed=3)
    assert advice.moves[0].action in moon_search.searched_bids(observation)
    assert advice.moves[0].action == HardPlayer("moon", 3, iterations=200).choose(observation)
