"""Moon tricks: what must be played, and who wins, under every kind of trumps.

Deals (see test_moon_helpers): in DEAL_A seat 1's only 6 is 6-5 and seat 2 holds 6-6, 6-3, 6-2
and four 2s (6-2, 5-2, 4-2, 3-2); DEAL_B swaps 6-6 and 6-5 between seats 1 and 2. Seat 0 bids,
keeps its hand (the widow 2-2 is laid away unless a test says otherwise) and leads.
"""

from test_moon_helpers import (
    DEAL_A,
    DEAL_B,
    WIDOW_AB,
    legal,
    of_type,
    play,
    plays,
    ready,
    reason,
)


def winner(events):
    """The seat that won the trick these events finish."""
    return of_type(events, "trick_won")[0]["seat"]


def test_the_leader_may_lead_any_tile():
    state = ready(DEAL_A, WIDOW_AB, "5")
    assert legal(state) == plays(DEAL_A[0])


def test_a_trump_lead_must_be_followed_with_a_trump():
    state = ready(DEAL_A, WIDOW_AB, "5")
    play(state, "play 5-3")
    assert legal(state) == plays(["6-5", "5-5", "5-4"])
    assert reason(state, "play 4-4") == "you must play a trump"


def test_a_trump_lead_leaves_a_player_without_trumps_free_and_with_0s_only_0_0_is_trump():
    state = ready(DEAL_A, WIDOW_AB, "0")
    play(state, "play 0-0")
    assert legal(state) == plays(DEAL_A[1])
    play(state, "play 6-5")
    assert legal(state) == plays(DEAL_A[2])
    assert winner(play(state, "play 6-6")) == 0


def test_a_non_trump_lead_calls_its_higher_number():
    state = ready(DEAL_A, WIDOW_AB, "none")
    play(state, "play 6-1")
    assert legal(state) == plays(["6-5"])
    play(state, "play 6-5")
    assert legal(state) == plays(["6-6", "6-3", "6-2"])


def test_a_tile_carrying_the_led_number_at_its_low_end_follows():
    state = ready(DEAL_A, WIDOW_AB, "none")
    play(state, "play 2-1", "play 4-4")
    assert legal(state) == plays(["6-2", "5-2", "4-2", "3-2"])
    assert winner(play(state, "play 6-2")) == 2


def test_a_trump_carrying_the_led_number_does_not_follow():
    state = ready(DEAL_A, WIDOW_AB, "5")
    play(state, "play 2-1", "play 4-4")
    assert legal(state) == plays(["6-2", "4-2", "3-2"])


def test_a_player_who_must_follow_is_told_the_suit():
    state = ready(DEAL_A, WIDOW_AB, "none")
    play(state, "play 6-1", "play 6-5")
    assert reason(state, "play 5-1") == "you must follow 6s"
    assert reason(state, "play 6-6") is None


def test_a_player_who_cannot_follow_may_play_anything_trumps_included():
    state = ready(DEAL_A, WIDOW_AB, "4")
    play(state, "play 2-1")
    assert legal(state) == plays(DEAL_A[1])
    play(state, "play 4-3")
    assert winner(play(state, "play 6-2")) == 1


def test_with_fives_trumps_6_5_is_a_trump_and_does_not_follow_a_6_lead():
    state = ready(DEAL_A, WIDOW_AB, "5")
    play(state, "play 6-4")
    assert legal(state) == plays(DEAL_A[1])
    play(state, "play 6-5")
    assert legal(state) == plays(["6-6", "6-3", "6-2"])
    assert winner(play(state, "play 6-6")) == 1


def test_with_doubles_trumps_6_6_does_not_follow_a_6_lead_and_trumps_it():
    state = ready(DEAL_B, WIDOW_AB, "doubles")
    play(state, "play 6-4")
    assert legal(state) == plays(DEAL_B[1])
    play(state, "play 6-6")
    assert legal(state) == plays(["6-5", "6-3", "6-2"])
    assert winner(play(state, "play 6-5")) == 1


def test_with_doubles_trumps_6_5_is_the_highest_of_suit_6():
    state = ready(DEAL_B, WIDOW_AB, "doubles")
    play(state, "play 6-1", "play 4-3")
    assert winner(play(state, "play 6-5")) == 2


def test_with_doubles_trumps_6_6_is_the_highest_trump_and_0_0_the_lowest():
    state = ready(DEAL_A, WIDOW_AB, "doubles")
    play(state, "play 0-0")
    assert legal(state) == plays(["5-5", "4-4", "3-3", "1-1"])
    play(state, "play 5-5")
    assert legal(state) == plays(["6-6"])
    assert winner(play(state, "play 6-6")) == 2


def test_without_trumps_6_6_follows_a_6_lead_and_is_highest():
    state = ready(DEAL_B, WIDOW_AB, "none")
    play(state, "play 6-4")
    assert legal(state) == plays(["6-6"])
    play(state, "play 6-6")
    assert winner(play(state, "play 6-5")) == 1


def test_without_trumps_a_double_is_highest_in_its_suit():
    state = ready(DEAL_A, WIDOW_AB, "none", lay_away="0-0")
    play(state, "play 2-2", "play 1-1")
    assert winner(play(state, "play 6-2")) == 0


def test_the_highest_trump_wins_the_trick():
    state = ready(DEAL_A, WIDOW_AB, "5")
    assert winner(play(state, "play 5-3", "play 5-5", "play 5-1")) == 1
    assert winner(play(state, "play 6-5", "play 5-2", "play 6-1")) == 1


def test_without_a_trump_the_highest_tile_of_the_suit_led_wins():
    state = ready(DEAL_A, WIDOW_AB, "none")
    assert winner(play(state, "play 2-1", "play 6-5", "play 3-2")) == 2


def test_a_tile_that_neither_follows_nor_trumps_never_wins():
    state = ready(DEAL_A, WIDOW_AB, "none")
    events = play(state, "play 0-0", "play 6-5", "play 6-6")
    assert of_type(events, "trick_won")[0].to_json() == {
        "type": "trick_won",
        "seat": 0,
        "tiles": ["0-0", "6-5", "6-6"],
        "tricks_won": [1, 0, 0],
    }


def test_the_winner_of_a_trick_leads_the_next():
    state = ready(DEAL_A, WIDOW_AB, "5")
    play(state, "play 6-4", "play 6-5", "play 6-6")
    view = state.view(0)
    assert state.to_move == 1 and view["leader"] == 1 and view["trick"] == []
    assert view["tricks_won"] == [0, 1, 0]
    assert legal(state) == plays(["5-5", "5-4", "4-4", "4-3", "3-3", "1-1"])


def test_the_trick_so_far_is_public_with_its_seats():
    state = ready(DEAL_A, WIDOW_AB, "none")
    events = play(state, "play 6-1", "play 6-5")
    assert [event.to_json() for event in events] == [
        {"type": "tile_played", "seat": 0, "tile": "6-1"},
        {"type": "tile_played", "seat": 1, "tile": "6-5"},
    ]
    assert state.view(2)["trick"] == [[0, "6-1"], [1, "6-5"]]
