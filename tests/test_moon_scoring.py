"""Moon scoring and the end of the game: made and failed bids, 21s, tricks for the others, the
target, and ties that play on. Hands are played out with everyone playing their highest legal
tile (see test_moon_helpers for the deals and what they give)."""

from test_moon_helpers import (
    DEAL_M,
    DEAL_S,
    DEAL_T,
    WIDOW_M,
    WIDOW_S,
    WIDOW_T,
    of_type,
    play_out,
    ready,
    reason,
    steady,
)

from game.rules.moon import RULES


def scored(events):
    """The hand_scored event among these, as JSON without its type."""
    data = of_type(events, "hand_scored")[0].to_json()
    del data["type"]
    return data


def test_a_made_bid_scores_the_bid():
    state = ready(DEAL_S, WIDOW_S, "6", bid=4)
    assert scored(play_out(state)) == {
        "hand_number": 1,
        "bidder": 0,
        "bid": 4,
        "made": True,
        "tricks_won": [4, 0, 3],
        "points": [4, 0, 3],
        "scores": [4, 0, 3],
    }
    assert state.scores() == [4, 0, 3]


def test_tricks_beyond_the_bid_score_nothing():
    state = ready(DEAL_M, WIDOW_M, "6", bid=5)
    result = scored(play_out(state))
    assert result["tricks_won"] == [7, 0, 0] and result["points"] == [5, 0, 0]


def test_a_failed_bid_loses_the_bid_and_scores_may_go_negative():
    state = ready(DEAL_S, WIDOW_S, "6", bid=5)
    result = scored(play_out(state))
    assert result["made"] is False
    assert result["points"] == [-5, 0, 3] and state.scores() == [-5, 0, 3]


def test_each_other_player_scores_one_point_a_trick():
    state = ready(DEAL_T, WIDOW_T, "none", lay_away="6-1")
    result = scored(play_out(state))
    assert result["tricks_won"] == [1, 3, 3] and result["points"] == [-4, 3, 3]


def test_a_made_21_wins_the_game_at_once():
    state = ready(DEAL_M, WIDOW_M, "6", bid=21, target=50)
    events = play_out(state)
    assert scored(events)["points"] == [21, 0, 0]
    assert events[-1].to_json() == {
        "type": "game_won",
        "seat": 0,
        "scores": [21, 0, 0],
        "reason": "moon",
    }
    outcome = state.outcome()
    assert (outcome.winner, outcome.scores) == (0, (21, 0, 0))
    assert str(outcome.reason) == "won every trick on a bid of 21"
    assert state.is_over and state.to_move is None and state.legal_actions() == []
    assert state.view(1)["phase"] == "over" and state.view(1)["winner"] == 0
    assert reason(state, "bid 4") == "the game is over"


def test_a_failed_21_loses_21_points():
    state = ready(DEAL_S, WIDOW_S, "6", bid=21)
    result = scored(play_out(state))
    assert result["made"] is False and result["points"] == [-21, 0, 3]
    assert not state.is_over


def test_the_game_ends_after_a_hand_with_a_player_at_the_target_ahead_of_both():
    state = ready(DEAL_S, WIDOW_S, "6", bid=4, target=4)
    events = play_out(state)
    assert events[-1].type == "game_won" and events[-1]["seat"] == 0
    assert str(state.outcome().reason) == "reached 4 points, ahead by 1"
    assert state.outcome().scores == (4, 0, 3)


def test_a_player_short_of_the_target_has_not_won_however_far_ahead():
    state = ready(DEAL_S, WIDOW_S, "6", bid=4, target=5)
    play_out(state)
    assert not state.is_over


def test_after_a_scored_hand_the_next_is_dealt_by_the_next_first_bidder():
    state = ready(DEAL_S, WIDOW_S, "6", bid=4)
    events = play_out(state)
    after = events[[event.type for event in events].index("hand_scored") + 1]
    assert after.to_json() == {"type": "hand_dealt", "hand_number": 2, "first_bidder": 1}
    view = state.view(0)
    assert state.to_move == 1 and view["phase"] == "bidding"
    assert view["tricks_won"] == [0, 0, 0] and view["trump"] is None and view["bid"] is None


def test_a_shared_top_score_at_the_target_plays_on():
    state = ready(DEAL_T, WIDOW_T, "none", lay_away="6-1", target=3)
    events = play_out(state)
    assert scored(events)["scores"] == [-4, 3, 3]
    assert not of_type(events, "game_won") and not state.is_over
    assert state.view(0)["hand_number"] == 2


def test_a_tie_at_21_plays_on_until_one_player_is_ahead():
    state, _ = RULES.start(3, seed=31, extras={"first_bidder": 0})
    ties = []
    while not state.is_over:
        events = state.apply(steady(state))
        for index, event in enumerate(events):
            if event.type != "hand_scored":
                continue
            top = max(event["scores"])
            if top >= 21 and event["scores"].count(top) > 1:
                ties.append(events[index + 1].type)
    assert ties, "seed 31 was chosen because it ties at 21 or more"
    assert set(ties) == {"hand_dealt"}
    final = state.scores()
    assert max(final) >= 21 and final.count(max(final)) == 1
    assert state.outcome().winner == final.index(max(final))
