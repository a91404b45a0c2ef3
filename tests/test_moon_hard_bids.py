"""Moon's Hard weighs its bids by paired playouts (Normal's bid kept unless another is surely
better) and searches the rest of the deal with the tree; the coach measures bids the same way,
every bid included."""

from game.ai.coach import advise
from game.ai.hard import HardPlayer
from game.ai.moon import search as moon_search
from game.ai.moon.strategy import MoonNormal
from game.core.actions import Action
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


def test_the_coach_advises_hards_bid_unless_its_trials_are_sure_of_a_better_one():
    """Hard bids 7 on this hand (never more than a trick above Normal's safe bid); the coach's
    trials, the same worlds for every bid, make shooting the moon surely better (0.99 against
    0.93 at 200 iterations), so the coach advises it and lists Hard's bid below it: the advice
    agrees with its numbers (issue 35)."""
    observation = _first_bid().observation(0)
    advice = advise(observation, iterations=200, seed=3)
    hard = HardPlayer("moon", 3, iterations=200).choose(observation)
    assert hard in moon_search.searched_bids(observation)
    values = {move.action: move.value for move in advice.moves}
    assert advice.best == Action("bid", ("21",)) and values[hard] < values[advice.best]
