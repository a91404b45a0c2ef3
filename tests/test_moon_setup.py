"""Moon set-up: the 22 tiles, the deal, suits and ranks, records, views and copies."""

import pytest
from test_moon_helpers import DEAL_A, WIDOW_AB, of_type, play, start

from game.core.errors import RecordError
from game.core.seats import SPECTATOR
from game.rules import find_game
from game.rules.moon import RULES
from game.rules.moon_tiles import CODES, DOUBLES, NO_TRUMPS, TRUMP_LED, ranked_suit


def test_moon_is_found_by_name_for_exactly_three_players():
    assert find_game("moon") is RULES
    assert RULES.title == "Three-Player Moon"
    for players in (2, 4):
        with pytest.raises(RecordError, match="takes exactly 3 players"):
            RULES.start(players)


def test_the_set_is_22_tiles_with_0_0_the_only_blank():
    deck = RULES.full_deck({})
    assert len(deck) == len(set(deck)) == 22
    assert [code for code in deck if "0" in code] == ["0-0"]
    assert {tuple(map(int, code.split("-"))) for code in deck} == {(0, 0)} | {
        (high, low) for high in range(1, 7) for low in range(1, high + 1)
    }


def test_options_default_to_21_points_no_forced_bid_and_every_trump_choice():
    state, _ = RULES.start(3)
    assert state.options == {
        "target": 21,
        "forced_bid": False,
        "doubles_trump": True,
        "no_trump": True,
    }


def test_tiles_are_dealt_one_at_a_time_from_seat_0_and_the_last_is_the_widow():
    deck = list(reversed(CODES))
    state, events = RULES.start(3, deck=deck, extras={"first_bidder": 2})
    full = state.to_json()
    for seat in range(3):
        assert sorted(full["hands"][seat]) == sorted(deck[seat:21:3])
    assert full["widow"] == deck[21]
    assert [event.type for event in events] == ["hand_dealt"] + ["tile_dealt"] * 21 + [
        "widow_dealt"
    ]
    assert events[0].to_json() == {"type": "hand_dealt", "hand_number": 1, "first_bidder": 2}
    dealt = of_type(events, "tile_dealt")
    assert [(event["seat"], event["tile"]) for event in dealt] == [
        (position % 3, deck[position]) for position in range(21)
    ]


def test_a_dealt_tile_is_seen_only_by_its_seat():
    _, events = start(DEAL_A, WIDOW_AB)
    first = of_type(events, "tile_dealt")[0]
    assert first.seen_by(0).to_json() == {"type": "tile_dealt", "seat": 0, "tile": "6-4"}
    assert first.seen_by(1).to_json() == {"type": "tile_dealt", "seat": 0}
    assert first.seen_by(SPECTATOR).to_json() == {"type": "tile_dealt", "seat": 0, "tile": "6-4"}


def test_suit_6_ranks_the_double_then_the_others_by_their_other_end():
    assert ranked_suit(6, NO_TRUMPS) == ["6-6", "6-5", "6-4", "6-3", "6-2", "6-1"]


def test_suit_2_ranks_2_2_then_6_2_5_2_4_2_3_2_2_1():
    assert ranked_suit(2, NO_TRUMPS) == ["2-2", "6-2", "5-2", "4-2", "3-2", "2-1"]


def test_the_0_suit_holds_only_0_0():
    assert ranked_suit(0, NO_TRUMPS) == ["0-0"]


def test_a_trump_number_takes_its_tiles_out_of_their_other_suits():
    assert ranked_suit(TRUMP_LED, 5) == ["5-5", "6-5", "5-4", "5-3", "5-2", "5-1"]
    assert ranked_suit(6, 5) == ["6-6", "6-4", "6-3", "6-2", "6-1"]
    assert ranked_suit(TRUMP_LED, 0) == ["0-0"]


def test_doubles_trumps_rank_6_6_down_to_0_0_and_leave_their_suits():
    assert ranked_suit(TRUMP_LED, DOUBLES) == ["6-6", "5-5", "4-4", "3-3", "2-2", "1-1", "0-0"]
    assert ranked_suit(6, DOUBLES) == ["6-5", "6-4", "6-3", "6-2", "6-1"]
    assert ranked_suit(0, DOUBLES) == []


@pytest.mark.parametrize("value", [3, -1, True, "1", 1.0, None])
def test_first_bidder_must_be_a_seat_number(value):
    with pytest.raises(RecordError, match="'first_bidder' must be a seat number from 0 to 2"):
        RULES.start(3, extras={"first_bidder": value})


def test_no_extra_key_but_first_bidder_is_allowed():
    with pytest.raises(RecordError, match="'dealer' is not allowed in a record of moon"):
        RULES.start(3, extras={"dealer": 1})


@pytest.mark.parametrize(
    "deck, words",
    [
        (CODES[:21], "must hold 22"),
        ([*CODES[:21], "3-0"], "'3-0', which is not a Three-Player Moon tile"),
        ([*CODES[:21], "6-6"], "must hold 1 of '0-0', not 0"),
    ],
)
def test_a_wrong_deck_is_refused(deck, words):
    with pytest.raises(RecordError, match=words):
        RULES.start(3, deck=deck)


def test_a_seat_sees_its_own_hand_and_only_counts_of_the_others():
    state, _ = start(DEAL_A, WIDOW_AB)
    view = state.view(1)
    assert sorted(view["hand"]) == sorted(DEAL_A[1])
    assert view["hand_counts"] == [7, 7, 7]
    assert view["widow"] is None and view["laid_away"] is None
    assert view["to_move"] == 0 and view["phase"] == "bidding"
    shown = str(view)
    assert not any(tile in shown for tile in DEAL_A[0] + DEAL_A[2] + [WIDOW_AB])


def test_only_the_bidder_sees_the_widow_and_the_laid_away_tile():
    state, _ = start(DEAL_A, WIDOW_AB)
    play(state, "bid 4", "pass", "pass")
    assert state.view(0)["widow"] == WIDOW_AB
    assert state.view(0)["hand_counts"] == [8, 7, 7]
    play(state, "discard 6-1")
    assert state.view(0)["laid_away"] == "6-1"
    for seat in (1, 2):
        view = state.view(seat)
        assert view["widow"] is None and view["laid_away"] is None
        assert WIDOW_AB not in str(view) and "6-1" not in str(view)


def test_a_copy_is_independent_of_its_original():
    state, _ = start(DEAL_A, WIDOW_AB)
    twin = state.copy()
    play(twin, "bid 4", "pass", "pass", "discard 2-2")
    assert state.view(0)["bids"] == [None, None, None]
    assert state.to_json()["hands"][0] == sorted(DEAL_A[0], reverse=True)
    assert twin.view(0)["bids"] == [4, "pass", "pass"]


def test_a_copy_deals_the_same_next_hand_as_its_original():
    original, _ = start(DEAL_A, WIDOW_AB, seed=5)
    twin = original.copy()
    assert play(original, "pass", "pass", "pass") == play(twin, "pass", "pass", "pass")
    assert original.to_json() == twin.to_json()
    assert original.rng is not twin.rng
    assert original.rng.random() == twin.rng.random()
