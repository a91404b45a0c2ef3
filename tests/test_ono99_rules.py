"""ONO 99 rules shared by both editions, checked on the 2022 deck: set-up, turns, elimination,
winning and the 2022 special cards (docs/rules/ono99.md)."""

import random
from collections import Counter

import pytest
from test_ono99_helpers import climbed, hand, legal, of_type, play, start

from game.core.actions import Action
from game.core.errors import RecordError
from game.rules import find_game
from game.rules.ono99 import RULES

FILLER = ["ONO99", "ONO99", "ONO99"]


def test_find_game_gives_the_ono99_rules():
    rules = find_game("ono99")
    assert rules is RULES and rules.name == "ono99" and rules.title == "ONO 99"


def test_2022_deck_has_112_cards_in_the_published_counts():
    counts = Counter(RULES.full_deck({"edition": "2022"}))
    assert sum(counts.values()) == 112
    assert counts["0"] == 8 and counts["10"] == 10
    assert all(counts[str(number)] == 6 for number in range(1, 10))
    assert counts["ONO99"] == counts["REV"] == counts["-10"] == counts["PLAY2"] == 10
    assert "HOLD" not in counts


def test_1980_deck_has_54_cards_in_the_published_counts():
    counts = Counter(RULES.full_deck({"edition": "1980"}))
    assert sum(counts.values()) == 54
    assert all(counts[str(number)] == 3 for number in range(2, 10)) and counts["10"] == 10
    assert "0" not in counts and "1" not in counts
    assert (counts["HOLD"], counts["REV"], counts["-10"], counts["DOUBLE"], counts["ONO99"]) == (
        4,
        6,
        4,
        2,
        4,
    )


@pytest.mark.parametrize(
    "edition, players, allowed",
    [
        ("2022", 1, False),
        ("2022", 2, True),
        ("2022", 6, True),
        ("2022", 7, False),
        ("1980", 8, True),
        ("1980", 9, False),
    ],
)
def test_player_counts_are_2_to_6_in_2022_and_2_to_8_in_1980(edition, players, allowed):
    if allowed:
        state, _ = RULES.start(players, {"edition": edition}, seed=3)
        assert state.players == players
    else:
        with pytest.raises(RecordError, match="takes 2 to"):
            RULES.start(players, {"edition": edition}, seed=3)


def test_deal_gives_four_cards_one_at_a_time_from_seat_0_and_the_rest_is_the_draw_pile():
    deck = RULES.full_deck({"edition": "2022"})
    random.Random(5).shuffle(deck)
    state, events = RULES.start(3, {}, seed=9, deck=deck)
    dealt = of_type(events, "card_dealt")
    assert [(event["seat"], event["card"]) for event in dealt] == [
        (index % 3, deck[index]) for index in range(12)
    ]
    assert [hand(state, seat) for seat in range(3)] == [deck[seat:12:3] for seat in range(3)]
    assert state.to_json()["draw_pile"] == 100
    card = str(state.legal_actions()[0]).split()[1]
    drawn = of_type(play(state, f"play {card}"), "card_drawn")
    assert drawn == [{"type": "card_drawn", "seat": 0, "card": deck[12]}]


def test_given_deck_replaces_the_first_shuffle():
    deck = RULES.full_deck({"edition": "2022"})
    _, events = RULES.start(2, {}, seed=1, deck=deck)
    assert [event.type for event in events[:2]] == ["round_started", "card_dealt"]
    _, shuffled = RULES.start(2, {}, seed=1)
    assert [event.type for event in shuffled[:2]] == ["round_started", "deck_shuffled"]


def test_same_seed_deals_the_same_hands():
    first, _ = RULES.start(4, {}, seed=42)
    again, _ = RULES.start(4, {}, seed=42)
    other, _ = RULES.start(4, {}, seed=43)
    assert first.to_json() == again.to_json() != other.to_json()


def test_dealt_cards_are_private_to_their_seat():
    _, events = start([["1", "2", "3", "4"], ["5", "6", "7", "8"]])
    for event in of_type(events, "card_dealt"):
        assert "card" in event
    seen = [event.seen_by(1).to_json() for event in events if event.type == "card_dealt"]
    assert all(("card" in event) == (event["seat"] == 1) for event in seen)


def test_seat_0_plays_first_and_play_goes_clockwise():
    state, _ = start([["1"] + FILLER, ["2", "3", "4", "5"], ["6", "7", "8", "9"]])
    assert state.to_move == 0
    play(state, "play 1")
    assert state.to_move == 1
    play(state, "play 2")
    assert state.to_move == 2
    play(state, "play 6")
    assert state.to_move == 0


def test_example_from_the_sources_10_then_7_makes_17():
    state, _ = start([["10"] + FILLER, ["7", "1", "2", "3"]])
    events = play(state, "play 10", "play 7")
    assert of_type(events, "card_played") == [
        {"type": "card_played", "seat": 0, "card": "10", "total": 10},
        {"type": "card_played", "seat": 1, "card": "7", "total": 17},
    ]
    assert state.total == 17


def test_player_draws_the_top_card_to_hold_four_again():
    state, _ = start([["10", "1", "2", "3"], ["7", "1", "2", "3"]], draw=["9", "8"])
    play(state, "play 10")
    assert hand(state, 0) == ["1", "2", "3", "9"]
    play(state, "play 7")
    assert hand(state, 1) == ["1", "2", "3", "8"]


def test_drawn_card_is_private_to_the_drawer():
    state, _ = start([["10", "1", "2", "3"], ["7", "1", "2", "3"]], draw=["9"])
    (drawn,) = [event for event in play(state, "play 10") if event.type == "card_drawn"]
    assert drawn.seen_by(0).to_json() == {"type": "card_drawn", "seat": 0, "card": "9"}
    assert drawn.seen_by(1).to_json() == {"type": "card_drawn", "seat": 0}


def test_a_card_is_playable_only_if_the_total_stays_below_99():
    state = climbed(["10"] * 8, [["9", "9", "0", "ONO99"], ["9", "9", "9", "ONO99"]], draw=["9"])
    assert state.total == 80 and legal(state) == ["play 0", "play 9"]
    play(state, "play 9")
    assert legal(state) == ["play 9"]
    play(state, "play 9")
    assert state.total == 98
    assert legal(state) == ["play 0"]
    assert (
        str(state.why_illegal(Action.parse("play 9")))
        == "98 + 9 would make 107: the total must stay below 99"
    )


def test_minus_ten_is_floored_at_zero_in_2022():
    state, _ = start([["4"] + FILLER, ["-10", "1", "2", "3"]])
    events = play(state, "play 4", "play -10")
    assert of_type(events, "card_played")[-1]["total"] == 0
    assert state.total == 0


def test_empty_draw_pile_is_reshuffled_from_the_discard_pile_keeping_its_top_card():
    state, _ = start([["4", "5", "6", "7"], ["1", "2", "3", "8"]])
    state.discard, state.draw = state.draw, []
    before = len(state.discard)
    events = play(state, "play 4")
    assert of_type(events, "pile_reshuffled") == [{"type": "pile_reshuffled", "cards": before}]
    assert [state.setup.codes[card] for card in state.discard] == ["4"]
    assert state.total == 4 and len(state.draw) == before - 1 and len(state.hands[0]) == 4


def test_with_both_piles_empty_the_player_simply_does_not_draw():
    state, _ = start([["4", "5", "6", "7"], ["1", "2", "3", "8"]])
    state.draw = []
    events = play(state, "play 4")
    assert not of_type(events, "card_drawn") and not of_type(events, "pile_reshuffled")
    assert hand(state, 0) == ["5", "6", "7"] and state.to_move == 1


def test_last_player_left_wins():
    state = climbed(
        ["10"] * 8, [["9", "9", "0", "ONO99"], ["9", "9", "9", "ONO99"]], draw=["9", "1"]
    )
    events = play(state, "play 9", "play 9", "play 0")
    assert of_type(events, "player_out") == [
        {"type": "player_out", "seat": 1, "hand": ["9", "9", "ONO99", "1"], "reason": "cannot_play"}
    ]
    assert of_type(events, "game_won") == [
        {"type": "game_won", "seat": 0, "scores": [0, 0], "reason": "last_standing"}
    ]
    assert state.is_over and state.to_move is None and state.legal_actions() == []
    assert state.outcome().winner == 0 and state.scores() == [0, 0]
    assert str(state.why_illegal(Action.parse("play 9"))) == "the game is over"


NINETY = ["10"] * 9
"""Three players each play three 10s: total 90, seat 0 to move."""


def test_player_with_no_playable_card_is_out_and_lays_the_hand_face_up():
    state = climbed(
        NINETY, [["8", "1", "1", "1"], ["9", "9", "ONO99", "9"], ["-10", "5", "5", "5"]]
    )
    events = play(state, "play 8")
    assert of_type(events, "player_out") == [
        {"type": "player_out", "seat": 1, "hand": ["9", "9", "ONO99", "9"], "reason": "cannot_play"}
    ]
    assert state.out == [False, True, False] and state.to_move == 2
    assert hand(state, 1) == ["9", "9", "ONO99", "9"]
    assert state.view(0)["hands"][1] == ["9", "9", "ONO99", "9"]
    assert state.view(0)["hands"][2] == 4


def test_eliminated_player_is_skipped_for_the_rest_of_the_game():
    state = climbed(
        NINETY, [["8", "1", "1", "1"], ["9", "9", "ONO99", "9"], ["-10", "5", "5", "5"]]
    )
    play(state, "play 8", "play -10")
    assert state.total == 88 and state.to_move == 0
    play(state, "play 1")
    assert state.to_move == 2


def test_when_nobody_can_play_the_last_player_who_played_wins():
    state = climbed(NINETY, [["8", "1", "1", "1"], ["9", "9", "ONO99", "9"], ["5", "5", "5", "5"]])
    events = play(state, "play 8")
    assert [event["seat"] for event in of_type(events, "player_out")] == [1, 2]
    assert of_type(events, "game_won")[0]["seat"] == 0
    assert str(state.outcome().reason) == "the last player left in the game"


# Decision (order of the two rules), docs/rules/ono99.md "Winning": players who cannot play are
# laid out one at a time, in turn order, each on their own turn; the game ends as soon as one
# player is left, and that player wins. In each deal below *every* player is stuck at the end, so
# "the last player who successfully played a card" would name someone else: the page decides for
# the last one left.


def outs(events) -> list[tuple[int, str]]:
    """(seat, reason) of every `player_out`, in order."""
    return [(event["seat"], event["reason"]) for event in of_type(events, "player_out")]


def test_decision_order_two_players_owing_player_stuck_on_the_second_card_goes_out_play2_wins():
    """Decision (order of the two rules): "Under a Play 2 it means: a player who plays the first
    of two owed cards and then cannot play the second is out *on that turn*, before anyone else is
    asked; if then nobody else can play either, the winner is the last one left — with two
    players, the one who played the Play 2." Seat 0 owes two and plays a 9 (97); neither seat
    holds a 0 or a 1, and seat 0 is asked first."""
    state = climbed(
        ["10"] * 8,
        [["8", "9", "ONO99", "ONO99"], ["PLAY2", "9", "9", "ONO99"]],
        draw=["10", "9", "10"],
    )
    events = play(state, "play 8", "play PLAY2", "play 9")
    assert of_type(events, "duty_owed") == [
        {"type": "duty_owed", "seat": 0, "owed": 2},
        {"type": "duty_owed", "seat": 0, "owed": 1},
    ]
    assert of_type(events, "card_played")[-1] == {
        "type": "card_played",
        "seat": 0,
        "card": "9",
        "total": 97,
    }
    assert hand(state, 1) == ["9", "9", "ONO99", "9"], "seat 1 could not play on 97 either"
    assert of_type(events, "player_out") == [
        {
            "type": "player_out",
            "seat": 0,
            "hand": ["ONO99", "ONO99", "10", "10"],
            "reason": "cannot_play",
        }
    ]
    assert of_type(events, "game_won") == [
        {"type": "game_won", "seat": 1, "scores": [0, 0], "reason": "last_standing"}
    ]
    assert events[-1].type == "game_won" and state.out == [True, False]
    outcome = state.outcome()
    assert outcome.winner == 1 and str(outcome.reason) == "the last player left in the game"


def test_decision_order_three_players_the_stuck_go_out_in_turn_order_and_the_play2_player_wins():
    """Decision (order of the two rules): "Players who cannot play are laid out one at a time,
    in turn order, each on their own turn; the game ends as soon as one player is left, and that
    player wins." Seat 2 plays the Play 2; seat 0 plays the first owed card (97) and is stuck on
    the second; seat 1 and seat 2 hold nothing that fits 97 either. Seat 0 goes out, then seat 1
    on its turn, and seat 2 is the last one left."""
    state = climbed(
        NINETY,
        [["0", "7", "9", "9"], ["0", "9", "9", "ONO99"], ["PLAY2", "5", "5", "5"]],
        draw=["ONO99", "8", "5", "6"],
    )
    play(state, "play 0", "play 0", "play PLAY2")
    assert state.to_move == 0 and state.owed == 2 and state.total == 90
    events = play(state, "play 7")
    assert state.total == 97
    assert [hand(state, seat) for seat in range(3)] == [
        ["9", "9", "ONO99", "6"],
        ["9", "9", "ONO99", "8"],
        ["5", "5", "5", "5"],
    ], "nobody holds a 0 or a 1"
    assert [event.type for event in events if event.type != "card_drawn"] == [
        "card_played",
        "duty_owed",
        "player_out",
        "player_out",
        "game_won",
    ]
    assert outs(events) == [(0, "cannot_play"), (1, "cannot_play")]
    assert of_type(events, "game_won") == [
        {"type": "game_won", "seat": 2, "scores": [0, 0, 0], "reason": "last_standing"}
    ]
    assert state.out == [True, True, False] and state.outcome().winner == 2


def test_decision_order_a_play2_sent_back_by_a_reverse_the_answering_player_is_last_left_and_wins():
    """Decision (order of the two rules): "The game ends as soon as one player is left, and that
    player wins." Seat 0 plays a Play 2, seat 1 answers with a Reverse (play now goes
    counter-clockwise) and the duty comes back to seat 0, who plays the first card (97) and cannot
    play the second: seat 0 is out, then seat 2, next in the new direction, cannot play; seat 1,
    who answered and cannot play either, is the last one left."""
    state = climbed(
        NINETY,
        [["PLAY2", "7", "9", "9"], ["REV", "8", "8", "8"], ["9", "9", "ONO99", "5"]],
        draw=["ONO99", "8", "6"],
    )
    play(state, "play PLAY2", "play REV")
    assert state.direction == -1 and state.to_move == 0 and state.owed == 2
    events = play(state, "play 7")
    assert state.total == 97
    assert hand(state, 1) == ["8", "8", "8", "8"], "seat 1 could not play on 97 either"
    assert outs(events) == [(0, "cannot_play"), (2, "cannot_play")]
    assert of_type(events, "game_won") == [
        {"type": "game_won", "seat": 1, "scores": [0, 0, 0], "reason": "last_standing"}
    ]
    assert events[-1].type == "game_won"
    assert state.out == [True, False, True] and state.outcome().winner == 1


def test_decision_order_after_a_four_ono99_discard_nobody_can_play_and_the_discarder_wins():
    """Decision (order of the two rules): "Likewise the four-ONO-99 discard counts as a card
    played (see below): if nobody can play after it, the discarder is the last one left and
    wins." At 98 seat 0 discards four ONO 99 cards and draws 5 6 7 8; seat 1 holds 1 2 3 4 and is
    out; seat 0 could not play either."""
    state = climbed(
        ["10"] * 8,
        [["9", "ONO99", "ONO99", "ONO99"], ["9", "1", "2", "3"]],
        draw=["ONO99", "4", "5", "6", "7", "8"],
    )
    play(state, "play 9", "play 9")
    assert state.total == 98 and legal(state) == ["discard ONO99"]
    events = play(state, "discard ONO99")
    assert [event.type for event in events if event.type != "card_drawn"] == [
        "ono_discarded",
        "player_out",
        "game_won",
    ]
    assert hand(state, 0) == ["5", "6", "7", "8"], "seat 0 could not play on 98 either"
    assert of_type(events, "player_out") == [
        {"type": "player_out", "seat": 1, "hand": ["1", "2", "3", "4"], "reason": "cannot_play"}
    ]
    assert of_type(events, "game_won") == [
        {"type": "game_won", "seat": 0, "scores": [0, 0], "reason": "last_standing"}
    ]
    outcome = state.outcome()
    assert outcome.winner == 0 and str(outcome.reason) == "the last player left in the game"


def test_ono99_card_cannot_be_played():
    state, _ = start([["ONO99", "ONO99", "1", "2"], ["1", "2", "3", "4"]])
    assert legal(state) == ["play 1", "play 2"]
    assert state.why_illegal(state.legal_actions()[0]) is None


def four_ono() -> list[str]:
    return ["ONO99"] * 4


def test_four_ono99_cards_are_discarded_and_four_new_cards_drawn():
    state, _ = start([four_ono(), ["1", "2", "3", "4"]], draw=["5", "6", "7", "8"])
    assert legal(state) == ["discard ONO99"]
    events = play(state, "discard ONO99")
    assert [event.type for event in events[:2]] == ["ono_discarded", "card_drawn"]
    assert hand(state, 0) == ["5", "6", "7", "8"]
    assert state.total == 0 and state.to_move == 1
    assert [state.setup.codes[card] for card in state.discard] == four_ono()


def test_four_ono99_discard_is_never_an_elimination():
    state = climbed(
        ["10"] * 8,
        [["9", "ONO99", "ONO99", "ONO99"], ["9", "0", "1", "1"]],
        draw=["ONO99", "2", "3", "4", "5", "6"],
    )
    play(state, "play 9", "play 9")
    assert state.total == 98 and hand(state, 0) == ["ONO99"] * 4
    assert legal(state) == ["discard ONO99"]
    play(state, "discard ONO99")
    assert not any(state.out) and state.to_move == 1 and state.total == 98


def test_four_ono99_discard_counts_as_one_card_played_under_play_2():
    state, _ = start([["PLAY2", "1", "1", "1"], four_ono()], draw=["2", "3", "4", "5", "6", "7"])
    play(state, "play PLAY2")
    assert state.to_move == 1 and state.owed == 2 and legal(state) == ["discard ONO99"]
    play(state, "discard ONO99")
    assert state.to_move == 1 and state.owed == 1
    assert hand(state, 1) == ["3", "4", "5", "6"]
    play(state, "play 3")
    assert state.to_move == 0 and state.owed == 0


def test_four_ono99_discard_draws_what_there_is_when_the_piles_run_short():
    state, _ = start([four_ono(), ["1", "2", "3", "4"]])
    state.draw = []
    events = play(state, "discard ONO99")
    assert of_type(events, "pile_reshuffled") == [{"type": "pile_reshuffled", "cards": 3}]
    assert hand(state, 0) == ["ONO99"] * 3
    assert not state.draw and [state.setup.codes[card] for card in state.discard] == ["ONO99"]
    assert state.to_move == 1


def test_reverse_changes_the_direction_of_play():
    state, _ = start([["REV"] + FILLER, ["1", "2", "3", "4"], ["5", "6", "7", "8"]])
    events = play(state, "play REV")
    assert of_type(events, "direction_reversed") == [
        {"type": "direction_reversed", "direction": -1}
    ]
    assert state.direction == -1 and state.to_move == 2
    assert state.total == 0


def test_reverse_acts_as_zero_with_two_players():
    state, _ = start([["REV"] + FILLER, ["1", "2", "3", "4"]])
    events = play(state, "play REV")
    assert not of_type(events, "direction_reversed")
    assert state.direction == 1 and state.to_move == 1


def test_reverse_acts_as_zero_once_only_two_players_are_still_in():
    state = climbed(
        NINETY, [["8", "1", "1", "1"], ["9", "9", "ONO99", "9"], ["REV", "-10", "1", "1"]]
    )
    events = play(state, "play 8", "play REV")
    assert not of_type(events, "direction_reversed")
    assert state.direction == 1 and state.to_move == 0


def test_play_2_makes_the_next_player_play_two_cards():
    state, _ = start(
        [["PLAY2"] + FILLER, ["1", "2", "3", "4"], ["5", "6", "7", "8"]], draw=["9", "0", "0"]
    )
    events = play(state, "play PLAY2")
    assert of_type(events, "duty_owed") == [{"type": "duty_owed", "seat": 1, "owed": 2}]
    assert state.to_move == 1 and state.to_json()["owed"] == 2
    events = play(state, "play 1")
    assert of_type(events, "duty_owed") == [{"type": "duty_owed", "seat": 1, "owed": 1}]
    assert state.to_move == 1 and state.owed == 1 and hand(state, 1) == ["2", "3", "4", "0"]
    play(state, "play 2")
    assert state.to_move == 2 and state.owed == 0 and state.total == 3


def test_play_2_answered_with_play_2_passes_the_duty_to_the_next_player():
    state, _ = start(
        [["PLAY2"] + FILLER, ["PLAY2", "2", "3", "4"], ["5", "6", "7", "8"]],
    )
    play(state, "play PLAY2", "play PLAY2")
    assert state.to_move == 2 and state.owed == 2


def test_play_2_answered_with_reverse_sends_the_duty_back():
    state, _ = start(
        [["PLAY2", "1", "1", "1"], ["REV", "2", "3", "4"], ["5", "6", "7", "8"]],
    )
    play(state, "play PLAY2", "play REV")
    assert state.direction == -1 and state.to_move == 0 and state.owed == 2


def test_play_2_answered_with_reverse_with_two_players_goes_to_the_opponent():
    state, _ = start([["PLAY2", "1", "1", "1"], ["REV", "2", "3", "4"]])
    play(state, "play PLAY2", "play REV")
    assert state.direction == 1 and state.to_move == 0 and state.owed == 2


def test_play_2_duty_never_grows_however_far_it_travels():
    state, _ = start(
        [["PLAY2", "1", "1", "1"], ["PLAY2", "2", "3", "4"], ["REV", "6", "7", "8"]],
    )
    play(state, "play PLAY2", "play PLAY2", "play REV")
    assert state.to_move == 1 and state.owed == 2
    play(state, "play 2")
    assert state.owed == 1
    play(state, "play 3")
    assert state.to_move == 0 and state.owed == 0


def test_player_out_on_the_first_of_two_cards_frees_the_next_player():
    state = climbed(
        NINETY, [["PLAY2", "1", "1", "1"], ["9", "9", "9", "ONO99"], ["1", "2", "3", "4"]]
    )
    events = play(state, "play PLAY2")
    assert of_type(events, "duty_owed") == [{"type": "duty_owed", "seat": 1, "owed": 2}]
    assert of_type(events, "player_out")[0]["seat"] == 1
    assert state.to_move == 2 and state.owed == 0


def test_player_out_on_the_second_card_frees_the_next_player():
    state = climbed(
        NINETY,
        [["PLAY2", "1", "1", "1"], ["5", "9", "9", "9"], ["1", "2", "3", "4"]],
        draw=["1", "9"],
    )
    events = play(state, "play PLAY2", "play 5")
    assert of_type(events, "player_out") == [
        {"type": "player_out", "seat": 1, "hand": ["9", "9", "9", "9"], "reason": "cannot_play"}
    ]
    assert state.total == 95 and state.to_move == 2 and state.owed == 0


def test_play_2_as_the_second_card_puts_the_duty_on_the_next_player():
    state, _ = start(
        [["PLAY2", "1", "1", "1"], ["1", "PLAY2", "3", "4"], ["5", "6", "7", "8"]],
    )
    play(state, "play PLAY2", "play 1")
    assert state.owed == 1
    assert "play PLAY2" in legal(state)
    play(state, "play PLAY2")
    assert state.to_move == 2 and state.owed == 2


def test_view_shows_own_hand_counts_of_others_and_public_facts():
    state, _ = start([["1", "2", "3", "4"], ["5", "6", "7", "8"]])
    view = state.view(1)
    assert view["hand"] == ["5", "6", "7", "8"]
    assert view["hands"] == [4, ["5", "6", "7", "8"]]
    assert {
        "total",
        "direction",
        "out",
        "owed",
        "draw_pile",
        "discard_pile",
        "to_move",
        "phase",
    } <= set(view)
    assert "tokens" not in view and "points" not in view


def test_full_state_has_the_contract_keys():
    state, _ = start([["1", "2", "3", "4"], ["5", "6", "7", "8"]])
    data = state.to_json()
    assert data["hands"] == [["1", "2", "3", "4"], ["5", "6", "7", "8"]]
    assert (data["phase"], data["total"], data["direction"], data["out"], data["owed"]) == (
        "play",
        0,
        1,
        [False, False],
        0,
    )
    assert (data["draw_pile"], data["discard_pile"]) == (104, 0)


def test_copy_is_independent_down_to_the_random_generator():
    state, _ = RULES.start(3, {}, seed=11)
    before = state.to_json()
    copy = state.copy()
    play(state, str(state.legal_actions()[0]))
    assert copy.to_json() == before != state.to_json()
    one, two = state.copy(), state.copy()
    first = one.rng.random()
    assert two.rng.random() == first == state.rng.random()
    assert one.rng.random() == two.rng.random() != first
