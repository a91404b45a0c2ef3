"""The 1980 edition of ONO 99: negative totals, Hold, Double Play, no four-ONO-99 discard, and the
options ONO on a round ten and draw race (docs/rules/ono99.md, "The 1980 edition")."""

import pytest
from test_ono99_helpers import hand, legal, of_type, play, start

from game.core.actions import Action
from game.core.errors import RecordError
from game.rules.ono99 import RULES
from game.rules.ono99_cards import stacked_deck

OLD = {"edition": "1980"}
ROUND_TEN = {"edition": "1980", "ono_on_round_ten": True}
RACE = {"edition": "1980", "draw_race": True}


def test_minus_ten_can_take_the_total_below_zero_in_1980():
    state, _ = start([["6", "2", "3", "4"], ["-10", "2", "3", "4"]], **OLD)
    events = play(state, "play 6", "play -10")
    assert of_type(events, "card_played")[-1] == {
        "type": "card_played",
        "seat": 1,
        "card": "-10",
        "total": -4,
    }
    assert state.total == -4 and state.to_json()["total"] == -4


def test_hold_adds_zero_in_1980():
    state, _ = start([["5", "2", "3", "4"], ["HOLD", "2", "3", "4"], ["5", "6", "7", "8"]], **OLD)
    play(state, "play 5", "play HOLD")
    assert state.total == 5 and state.to_move == 2 and state.direction == 1


def duty_game(second_hand: list[str], **options) -> object:
    """Three players; seat 0 plays the Double Play, seat 1 holds `second_hand`."""
    state, _ = start(
        [["DOUBLE", "2", "3", "4"], second_hand, ["5", "6", "7", "8"]], **{**OLD, **options}
    )
    play(state, "play DOUBLE")
    assert state.to_move == 1 and state.owed == 2
    return state


def test_double_play_answered_with_hold_passes_the_duty_to_the_next_player():
    state = duty_game(["HOLD", "2", "3", "4"])
    play(state, "play HOLD")
    assert state.to_move == 2 and state.owed == 2 and state.direction == 1


def test_double_play_answered_with_reverse_sends_the_duty_back():
    state = duty_game(["REV", "2", "3", "4"])
    play(state, "play REV")
    assert state.to_move == 0 and state.owed == 2 and state.direction == -1


def test_double_play_cannot_answer_a_double_play_or_be_the_first_of_two():
    state = duty_game(["DOUBLE", "2", "3", "4"])
    assert legal(state) == ["play 2", "play 3", "play 4"]
    assert (
        str(state.why_illegal(Action.parse("play DOUBLE")))
        == "a Double Play cannot be the first of the two cards you owe"
    )


def test_double_play_may_be_the_second_card():
    state = duty_game(["DOUBLE", "2", "3", "4"])
    play(state, "play 2")
    assert state.owed == 1 and "play DOUBLE" in legal(state)
    play(state, "play DOUBLE")
    assert state.to_move == 2 and state.owed == 2


def test_hold_is_a_plain_zero_as_the_second_card():
    state = duty_game(["2", "HOLD", "3", "4"])
    play(state, "play 2", "play HOLD")
    assert state.to_move == 2 and state.owed == 0 and state.total == 2


def test_a_hand_of_only_ono99_cards_is_out_in_1980():
    state, events = start([["ONO99"] * 4, ["2", "3", "4", "5"], ["6", "7", "8", "9"]], **OLD)
    assert of_type(events, "player_out") == [
        {"type": "player_out", "seat": 0, "hand": ["ONO99"] * 4, "reason": "cannot_play"}
    ]
    assert state.to_move == 1
    assert "discard ONO99" not in legal(state)


def test_ono_on_round_ten_plays_an_ono99_card_on_a_total_ending_in_zero():
    state, _ = start([["ONO99", "2", "3", "4"], ["10", "2", "3", "4"]], **ROUND_TEN)
    assert "play ONO99" in legal(state)
    events = play(state, "play ONO99")
    assert of_type(events, "card_played") == [
        {"type": "card_played", "seat": 0, "card": "ONO99", "total": 0}
    ]
    play(state, "play 10")
    assert state.total == 10 and hand(state, 0)[:3] == ["2", "3", "4"]


def test_ono_on_round_ten_counts_negative_round_tens():
    state, _ = start([["-10", "2", "3", "4"], ["ONO99", "2", "3", "4"]], **ROUND_TEN)
    play(state, "play -10")
    assert state.total == -10 and "play ONO99" in legal(state)


def test_ono_on_round_ten_needs_a_total_ending_in_zero():
    state, _ = start([["5", "2", "3", "4"], ["ONO99", "2", "3", "4"]], **ROUND_TEN)
    play(state, "play 5")
    assert "play ONO99" not in legal(state)
    assert (
        str(state.why_illegal(Action.parse("play ONO99")))
        == "an ONO 99 card may only be played on a total ending in 0, not on 5"
    )


def test_ono_on_round_ten_allows_at_most_one_ono99_card_per_turn():
    state = duty_game(["ONO99", "ONO99", "3", "4"], ono_on_round_ten=True)
    play(state, "play ONO99")
    assert state.owed == 1 and state.total == 0 and "ONO99" in hand(state, 1)
    assert "play ONO99" not in legal(state)
    assert (
        str(state.why_illegal(Action.parse("play ONO99")))
        == "only one ONO 99 card may be played a turn"
    )
    play(state, "play 3")
    assert state.to_move == 2


def test_ono_on_round_ten_is_off_by_default():
    state, _ = start([["ONO99", "2", "3", "4"], ["10", "2", "3", "4"]], **OLD)
    assert legal(state) == ["play 2", "play 3", "play 4"]
    assert str(state.why_illegal(Action.parse("play ONO99"))) == "ONO 99 cards cannot be played"


def test_ono_on_round_ten_saves_a_hand_of_only_ono99_cards():
    state, events = start([["ONO99"] * 4, ["2", "3", "4", "5"]], **ROUND_TEN)
    assert not of_type(events, "player_out")
    assert legal(state) == ["play ONO99"]


def test_draw_race_after_a_play_the_same_seat_draws():
    state, _ = start([["5", "2", "3", "4"], ["6", "7", "8", "9"]], draw=["10"], **RACE)
    play(state, "play 5")
    assert state.to_move == 0 and state.to_json()["phase"] == "draw"
    assert legal(state) == ["draw", "pass"]
    events = play(state, "draw")
    assert of_type(events, "card_drawn") == [{"type": "card_drawn", "seat": 0, "card": "10"}]
    assert state.to_move == 1 and hand(state, 0) == ["2", "3", "4", "10"]


def test_draw_race_missed_draw_leaves_the_hand_short_for_the_round():
    state, _ = start([["5", "2", "3", "4"], ["6", "7", "8", "9"]], draw=["10", "2"], **RACE)
    events = play(state, "play 5", "pass")
    assert of_type(events, "draw_missed") == [{"type": "draw_missed", "seat": 0}]
    assert hand(state, 0) == ["2", "3", "4"] and state.to_move == 1
    play(state, "play 6", "draw", "play 2", "draw")
    assert hand(state, 0) == ["3", "4", "2"]
    assert state.view(1)["hands"][0] == 3


def test_draw_race_decision_comes_after_each_of_two_owed_cards():
    state, _ = start(
        [["DOUBLE", "2", "3", "4"], ["5", "6", "7", "8"]], draw=["9", "9", "2"], **RACE
    )
    play(state, "play DOUBLE")
    assert state.view(1)["next_owes"] is True and state.view(1)["owed"] == 0
    play(state, "draw")
    assert state.to_move == 1 and state.owed == 2 and state.view(0)["next_owes"] is False
    play(state, "play 5")
    assert state.to_json()["phase"] == "draw" and state.owed == 1 and state.to_move == 1
    play(state, "pass", "play 6")
    assert state.to_json()["phase"] == "draw" and state.owed == 0
    play(state, "draw")
    assert state.to_move == 0 and hand(state, 1) == ["7", "8", "9"]


def test_draw_race_is_skipped_when_nothing_can_be_drawn():
    state, _ = start([["5", "2", "3", "4"], ["6", "7", "8", "9"]], **RACE)
    state.draw = []
    play(state, "play 5")
    assert state.to_json()["phase"] == "play" and state.to_move == 1


def test_the_1980_double_play_is_written_double_and_play2_is_a_2022_card():
    deck = stacked_deck("1980", 2, [["DOUBLE", "2", "3", "4"], ["5", "6", "7", "8"]])
    state, _ = RULES.start(2, OLD, seed=1, deck=deck)
    assert hand(state, 0) == ["DOUBLE", "2", "3", "4"] and "play DOUBLE" in legal(state)
    events = play(state, "play DOUBLE")
    assert of_type(events, "card_played")[0]["card"] == "DOUBLE" and state.owed == 2
    with pytest.raises(RecordError, match="'DOUBLE', which is not a ONO 99 card"):
        RULES.start(2, {}, seed=1, deck=["DOUBLE"] + RULES.full_deck({"edition": "2022"})[1:])
    with pytest.raises(RecordError, match="'PLAY2', which is not a ONO 99 card"):
        RULES.start(2, OLD, seed=1, deck=["PLAY2"] + RULES.full_deck(OLD)[1:])
