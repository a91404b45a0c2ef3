"""Every refusal in Moon comes with a sentence a player can read, and changes nothing."""

import pytest
from test_moon_helpers import DEAL_A, DEAL_M, WIDOW_AB, WIDOW_M, play, play_out, ready, start

from game.core.errors import IllegalAction


def bidding(**options):
    """Seat 0 is first to bid on DEAL_A."""
    return start(DEAL_A, WIDOW_AB, **options)[0]


def after_a_bid_of_5():
    """Seat 1 is to bid over seat 0's 5."""
    state = bidding()
    play(state, "bid 5")
    return state


def after_two_passes_with_forced_bid():
    """Seat 2 is to bid after two passes, with the forced bid option on."""
    state = bidding(forced_bid=True)
    play(state, "pass", "pass")
    return state


def laying_away():
    """Seat 0 has taken the widow and is to lay a tile away."""
    state = bidding()
    play(state, "bid 4", "pass", "pass")
    return state


def naming_trumps(**options):
    """Seat 0 has laid away the widow and is to name trumps."""
    state = bidding(**options)
    play(state, "bid 4", "pass", "pass", f"discard {WIDOW_AB}")
    return state


def naming_trumps_without_doubles():
    """As naming_trumps, with the option for doubles as trumps off."""
    return naming_trumps(doubles_trump=False)


def naming_trumps_without_no_trumps():
    """As naming_trumps, with the option for no trumps off."""
    return naming_trumps(no_trump=False)


def leading():
    """Seat 0 is to lead, fives trumps."""
    return ready(DEAL_A, WIDOW_AB, "5")


def following_a_6():
    """Seat 2 is to play after 6-1 and 6-5 (no trumps)."""
    state = ready(DEAL_A, WIDOW_AB, "none")
    play(state, "play 6-1", "play 6-5")
    return state


def following_a_trump():
    """Seat 1 is to play on a lead of 5-3 with fives trumps."""
    state = leading()
    play(state, "play 5-3")
    return state


def game_over():
    """Seat 0 has made a 21."""
    state = ready(DEAL_M, WIDOW_M, "6", bid=21)
    play_out(state)
    return state


NOT_A_TILE = "is not a Moon tile (write a-b with a ≥ b, like 6-4)"
NAME_TRUMPS_FIRST = "the bidder must name trumps first (trump 0 to 6, doubles or none)"
REFUSALS = [
    (bidding, "shoot", "'shoot' is not a Moon action (bid, pass, discard, trump or play)"),
    (bidding, "bid 3", "a bid is 4, 5, 6, 7 or 21, like 'bid 5'"),
    (bidding, "bid 4 5", "a bid is 4, 5, 6, 7 or 21, like 'bid 5'"),
    (bidding, "pass 4", "pass takes nothing after it"),
    (bidding, "play 6-4", "the bidding is on: bid or pass"),
    (bidding, "discard 6-4", "the bidding is on: bid or pass"),
    (bidding, "trump 5", "the bidding is on: bid or pass"),
    (after_a_bid_of_5, "bid 5", "a bid must be higher than 5"),
    (after_two_passes_with_forced_bid, "pass", "with two passes you must bid at least 4"),
    (laying_away, "discard 6-6", "you do not hold 6-6"),
    (laying_away, "discard 7-1", f"'7-1' {NOT_A_TILE}"),
    (laying_away, "discard 4-6", f"'4-6' {NOT_A_TILE}"),
    (laying_away, "discard", "discard takes one tile, like 'discard 6-4'"),
    (laying_away, "bid 5", "the bidder must lay one tile away first (discard a tile)"),
    (laying_away, "play 6-4", "the bidder must lay one tile away first (discard a tile)"),
    (naming_trumps, "trump 7", "trumps are 0 to 6, doubles or none, like 'trump 5'"),
    (naming_trumps, "trump", "trumps are 0 to 6, doubles or none, like 'trump 5'"),
    (
        naming_trumps,
        "play 6-4",
        "the bidder must name trumps first (trump 0 to 6, doubles or none)",
    ),
    (naming_trumps_without_doubles, "trump doubles", "doubles cannot be trumps in this game"),
    (naming_trumps_without_no_trumps, "trump none", "this game must be played with trumps"),
    (leading, "play 6-6", "you do not hold 6-6"),
    (leading, "play 3-0", f"'3-0' {NOT_A_TILE}"),
    (leading, "play 6-4 6-1", "play takes one tile, like 'play 6-4'"),
    (leading, "bid 4", "the tricks are being played: play a tile"),
    (leading, "pass", "the tricks are being played: play a tile"),
    (following_a_6, "play 5-1", "you must follow 6s"),
    (following_a_trump, "play 4-4", "you must play a trump"),
    (game_over, "play 6-6", "the game is over"),
]


@pytest.mark.parametrize(
    "position, action, words", REFUSALS, ids=[f"{p.__name__}-{a}" for p, a, _ in REFUSALS]
)
def test_an_illegal_action_is_refused_with_its_reason_and_changes_nothing(position, action, words):
    state = position()
    before = state.to_json()
    with pytest.raises(IllegalAction) as refusal:
        state.apply(action)
    assert str(refusal.value) == words
    assert state.to_json() == before
