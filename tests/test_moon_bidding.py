"""Moon bidding, the widow and naming trumps, as the rules page orders them."""

from collections import Counter

from test_moon_helpers import (
    DEAL_A,
    DEAL_S,
    WIDOW_AB,
    WIDOW_S,
    legal,
    of_type,
    play,
    reason,
    start,
)

from game.rules.moon import RULES


def test_bidding_goes_clockwise_from_the_first_bidder():
    state, _ = start(DEAL_A, WIDOW_AB, first_bidder=1)
    seen = []
    for action in ("pass", "bid 4", "pass"):
        seen.append(state.to_move)
        play(state, action)
    assert seen == [1, 2, 0]


def test_each_player_has_exactly_one_chance_to_bid():
    state, _ = start(DEAL_A, WIDOW_AB)
    events = play(state, "bid 4", "bid 5", "bid 6")
    assert [event.type for event in events] == ["bid_made"] * 3 + ["widow_taken"]
    assert state.view(0)["phase"] == "discard"
    assert state.to_move == 2 and state.view(0)["bidder"] == 2


def test_a_bid_must_be_higher_than_any_bid_before_it():
    state, _ = start(DEAL_A, WIDOW_AB)
    play(state, "bid 5")
    assert legal(state) == {"pass", "bid 6", "bid 7", "bid 21"}
    assert reason(state, "bid 5") == "a bid must be higher than 5"
    assert reason(state, "bid 4") == "a bid must be higher than 5"


def test_bids_are_4_to_7_or_21():
    state, _ = start(DEAL_A, WIDOW_AB)
    assert legal(state) == {"pass", "bid 4", "bid 5", "bid 6", "bid 7", "bid 21"}
    for wrong in ("bid 3", "bid 8", "bid 20", "bid", "bid 04"):
        assert reason(state, wrong) == "a bid is 4, 5, 6, 7 or 21, like 'bid 5'"


def test_a_bid_of_21_ends_the_bidding_at_once():
    state, _ = start(DEAL_A, WIDOW_AB, first_bidder=1)
    events = play(state, "bid 21")
    assert [event.type for event in events] == ["bid_made", "widow_taken"]
    assert state.view(0)["bids"] == [None, 21, None]
    assert state.to_move == 1 and state.view(0)["phase"] == "discard"


def test_a_bid_of_21_outbids_a_7():
    state, _ = start(DEAL_A, WIDOW_AB)
    play(state, "bid 7")
    assert legal(state) == {"pass", "bid 21"}
    play(state, "bid 21")
    assert state.view(0)["bidder"] == 1 and state.view(0)["phase"] == "discard"


def test_the_highest_bidder_picks_up_the_widow_privately():
    state, _ = start(DEAL_A, WIDOW_AB)
    events = play(state, "pass", "bid 6", "pass")
    taken = of_type(events, "widow_taken")[0]
    assert taken.to_json() == {"type": "widow_taken", "seat": 1, "tile": WIDOW_AB}
    assert taken.seen_by(0).to_json() == {"type": "widow_taken", "seat": 1}
    assert WIDOW_AB in state.to_json()["hands"][1]
    assert state.view(0)["hand_counts"] == [7, 8, 7]


def test_when_all_three_pass_the_hand_is_thrown_in_and_dealt_again():
    state, _ = start(DEAL_A, WIDOW_AB)
    events = play(state, "pass", "pass", "pass")
    types = [event.type for event in events]
    assert types[:5] == ["passed", "passed", "passed", "thrown_in", "hand_dealt"]
    assert types[5:] == ["tile_dealt"] * 21 + ["widow_dealt"]
    assert events[3]["hand_number"] == 1
    assert events[4].to_json() == {"type": "hand_dealt", "hand_number": 2, "first_bidder": 1}
    full = state.to_json()
    assert full["hand_number"] == 2 and full["first_bidder"] == 1
    assert full["bids"] == [None, None, None] and full["phase"] == "bidding"
    assert state.to_move == 1
    tiles = Counter(tile for hand in full["hands"] for tile in hand) + Counter([full["widow"]])
    assert tiles == Counter(RULES.full_deck({}))


def test_the_first_bidder_moves_one_seat_each_hand():
    state, _ = start(DEAL_S, WIDOW_S, first_bidder=2)
    play(state, "pass", "pass", "pass")
    assert state.view(0)["first_bidder"] == 0
    play(state, "pass", "pass", "pass")
    assert state.view(0)["first_bidder"] == 1 and state.to_move == 1
    assert state.view(0)["hand_number"] == 3


def test_the_first_bidder_of_the_first_hand_is_drawn_from_the_seed():
    firsts = [RULES.start(3, seed=seed)[0].to_move for seed in range(40)]
    assert set(firsts) == {0, 1, 2}
    assert firsts == [RULES.start(3, seed=seed)[0].to_move for seed in range(40)]


def test_with_forced_bid_the_third_player_must_bid_after_two_passes():
    state, _ = start(DEAL_A, WIDOW_AB, forced_bid=True)
    play(state, "pass", "pass")
    assert legal(state) == {"bid 4", "bid 5", "bid 6", "bid 7", "bid 21"}
    assert reason(state, "pass") == "with two passes you must bid at least 4"
    play(state, "bid 4")
    assert state.view(0)["bidder"] == 2


def test_forced_bid_does_not_bind_once_someone_has_bid():
    state, _ = start(DEAL_A, WIDOW_AB, forced_bid=True)
    play(state, "bid 4", "pass")
    assert "pass" in legal(state)


def test_the_bidder_lays_one_tile_away_face_down():
    state, _ = start(DEAL_A, WIDOW_AB)
    play(state, "bid 4", "pass", "pass")
    assert legal(state) == {f"discard {tile}" for tile in [*DEAL_A[0], WIDOW_AB]}
    events = play(state, "discard 5-3")
    assert events[0].to_json() == {"type": "tile_laid_away", "seat": 0, "tile": "5-3"}
    assert events[0].seen_by(2).to_json() == {"type": "tile_laid_away", "seat": 0}
    full = state.to_json()
    assert full["laid_away"] == "5-3"
    assert all("5-3" not in hand for hand in full["hands"])
    assert WIDOW_AB in full["hands"][0] and len(full["hands"][0]) == 7
    assert full["phase"] == "trump"


def test_the_bidder_may_lay_away_the_widow_itself():
    state, _ = start(DEAL_A, WIDOW_AB)
    play(state, "bid 4", "pass", "pass", f"discard {WIDOW_AB}")
    assert sorted(state.to_json()["hands"][0]) == sorted(DEAL_A[0])


def test_trumps_may_be_a_number_doubles_or_none():
    state, _ = start(DEAL_A, WIDOW_AB)
    play(state, "bid 4", "pass", "pass", "discard 2-2")
    assert legal(state) == {f"trump {name}" for name in [*"0123456", "doubles", "none"]}
    events = play(state, "trump doubles")
    assert events[0].to_json() == {"type": "trump_named", "seat": 0, "trump": "doubles"}
    assert state.to_json()["trump"] == "doubles"


def test_doubles_cannot_be_trumps_with_the_option_off():
    state, _ = start(DEAL_A, WIDOW_AB, doubles_trump=False)
    play(state, "bid 4", "pass", "pass", "discard 2-2")
    assert "trump doubles" not in legal(state) and "trump none" in legal(state)
    assert reason(state, "trump doubles") == "doubles cannot be trumps in this game"


def test_no_trumps_cannot_be_named_with_the_option_off():
    state, _ = start(DEAL_A, WIDOW_AB, no_trump=False)
    play(state, "bid 4", "pass", "pass", "discard 2-2")
    assert "trump none" not in legal(state) and "trump doubles" in legal(state)
    assert reason(state, "trump none") == "this game must be played with trumps"


def test_the_bidder_leads_the_first_trick():
    state, _ = start(DEAL_A, WIDOW_AB, first_bidder=2)
    play(state, "pass", "pass", "bid 5", "discard 2-2", "trump 3")
    assert state.to_move == 1
    assert state.view(2)["leader"] == 1 and state.view(2)["phase"] == "play"
