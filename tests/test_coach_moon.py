"""The Moon coach's reasons on stacked deals: the bidding, the lay-away, trumps and the tricks,
each from the seat's own tiles and the tiles played."""

from __future__ import annotations

from game.ai.coach import advise
from game.ai.moon.explain import explain
from game.core.actions import Action
from game.core.messages import Message
from game.core.observation import Observation
from game.records import PlayedGame, Record
from game.rules.moon_tiles import stacked_deck

STRONG = ["6-6", "6-5", "6-4", "6-3", "6-2", "5-5", "4-4"]
FIVES = ["5-4", "5-3", "5-2", "5-1", "4-3", "4-2", "0-0"]
SMALL = ["6-1", "4-1", "3-3", "3-2", "3-1", "2-2", "2-1"]
DEAL = ([FIVES, STRONG, SMALL], "1-1")
"""Seat 1 bids first and holds the top five sixes."""
PLAYED = ["bid 6", "pass", "pass", "discard 1-1", "trump 6"]

SPLIT = (
    [
        ["6-3", "6-2", "6-1", "3-2", "3-1", "2-1", "0-0"],
        ["6-6", "6-5", "6-4", "5-1", "4-4", "3-3", "2-2"],
        ["5-5", "5-4", "5-3", "5-2", "4-3", "4-2", "1-1"],
    ],
    "4-1",
)
"""Seat 1 bids and names sixes; seat 0 holds no five and no four, seat 2 the fives."""
SPLIT_PLAYED = ["bid 4", "pass", "pass", "discard 4-1", "trump 6"]


def position(deal: tuple[list[list[str]], str], actions: list[str]) -> Observation:
    """The observation of the seat to move after `actions`, seat 1 bidding first."""
    hands, widow = deal
    deck = stacked_deck(hands, widow)
    record = Record("moon", 3, 5, {}, deck, actions, {"first_bidder": 1})
    played = PlayedGame(record)
    return played.observation(played.state.to_move)


def reason(observation: Observation, action: str) -> str:
    return str(explain(observation, Action.parse(action)))


def test_a_bid_says_how_many_tricks_the_hand_should_take_and_with_which_trumps():
    observation = position(DEAL, [])
    assert observation.seat == 1
    assert (
        reason(observation, "bid 6")
        == "Bid 6: your hand should take 6 tricks with sixes as trumps."
    )
    assert reason(observation, "bid 4") == (
        "Bid 4 is safe: your hand should take 6 tricks with sixes as trumps."
    )
    assert reason(observation, "bid 7") == (
        "Bid 7: your hand should take 6 tricks with sixes as trumps, and the widow may add one."
    )
    assert reason(observation, "bid 21") == (
        "Shooting the moon is a gamble that the coach's trials favour: your hand should take only "
        "6 tricks with sixes as trumps."
    )


def test_a_pass_says_why_the_hand_does_not_bid():
    over_a_bid = position(DEAL, ["bid 6"])
    assert reason(over_a_bid, "pass") == (
        "Pass: your hand should take 4 tricks with ones as trumps, not enough to beat the bid of 6."
    )
    assert reason(over_a_bid, "bid 7") == (
        "Bid 7 is a gamble that the coach's trials favour: your hand should take only 4 tricks "
        "with ones as trumps."
    )
    assert reason(position(DEAL, []), "pass") == (
        "Pass: your hand should take 6 tricks with sixes as trumps, but a failed bid costs its "
        "points."
    )


def test_the_bidder_lays_away_what_adds_least_and_names_the_best_trumps():
    laying = position(DEAL, PLAYED[:3])
    assert laying.view["phase"] == "discard" and "1-1" in laying.view["hand"]
    assert reason(laying, "discard 1-1") == (
        "Lay away the 1-1: it adds least, and your hand should still take 6 tricks with sixes "
        "as trumps."
    )
    assert reason(laying, "discard 6-6") == (
        "Lay away the 6-6: your hand should still take 5 tricks with sixes as trumps."
    )
    naming = position(DEAL, PLAYED[:4])
    assert reason(naming, "trump 6") == (
        "Name sixes as trumps: your hand should take 6 tricks with them, the most of any choice."
    )
    assert reason(naming, "trump 2") == (
        "Name twos as trumps: your hand should take 3 tricks with them."
    )
    assert reason(naming, "trump none") == (
        "Play at no trumps: your hand should take 6 tricks that way."
    )


def test_the_bidder_draws_trumps_while_holding_the_top_two():
    observation = position(DEAL, PLAYED)
    assert observation.view["phase"] == "play" and observation.seat == 1
    assert reason(observation, "play 6-6") == "This draws trumps while you still hold the top two."


def test_a_defender_who_cannot_win_plays_the_cheapest_tile():
    observation = position(DEAL, [*PLAYED, "play 6-6", "play 6-1"])
    assert observation.seat == 0
    assert reason(observation, "play 5-1") == (
        "You cannot win this trick, so play your cheapest tile."
    )
    assert reason(observation, "play 0-0") == (
        "You cannot win this trick; the 0-0 keeps your better tiles for later."
    )


def test_a_defender_leaves_a_trick_to_the_partner_and_is_told_when_it_overtakes():
    observation = position(SPLIT, [*SPLIT_PLAYED, "play 5-1", "play 5-5"])
    assert observation.seat == 0
    message = explain(observation, Action.parse("play 3-1"))
    assert str(message) == "Your partner seat 2 is winning this trick, so play your cheapest tile."
    assert message.fields["player"] == Message("seat {seat}", {"seat": 2})
    assert reason(observation, "play 2-1") == (
        "Your partner seat 2 is winning this trick, so the 2-1 can go."
    )
    assert reason(observation, "play 6-3") == (
        "The 6-3 overtakes seat 2, who is on your side against the bidder."
    )


def test_a_trick_is_won_as_cheaply_as_possible_or_let_go():
    last = position(SPLIT, [*SPLIT_PLAYED, "play 4-4", "play 4-3"])
    assert last.seat == 0
    assert reason(last, "play 6-1") == "The 6-1 wins the trick as cheaply as you can."
    assert reason(last, "play 6-3") == "The 6-3 wins the trick."
    assert reason(last, "play 3-1") == (
        "The 3-1 lets this trick go and keeps your winners for later."
    )
    second = position(SPLIT, [*SPLIT_PLAYED, "play 5-1"])
    assert second.seat == 2
    assert reason(second, "play 5-5") == (
        "The 5-5 leads the trick for now, though a tile still out could beat it."
    )


def test_the_advice_explains_its_own_best_move():
    observation = position(DEAL, [])
    advice = advise(observation, iterations=4)
    assert advice.reason == explain(observation, advice.best)
