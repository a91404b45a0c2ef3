"""UNO Duo rules, one test per rule of docs/rules/uno-duo.md, from stacked decks.

With a stacked deck seat 0 is Player 1 and seat 1 (Player 2) plays first. `after_draft` keeps
every drafted card, so the hands are exactly the ones given.
"""

import json
import random
from collections import Counter

import pytest

from game.core.errors import IllegalAction, RecordError
from game.rules import find_game
from game.rules.uno_duo import RULES
from game.rules.uno_duo_cards import full_deck, stacked_deck

GREENS = ["G1", "G2", "G3", "G4", "G5", "G6", "G7"]
BLUES = ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]


def after_draft(hand0, hand1, start, draws=(), **options):
    """The state right after an all-keep draft, and every event so far."""
    deck = stacked_deck([hand0, hand1], start, draws, options.get("deck", "112"))
    state, events = RULES.start(2, options, 0, deck=deck)
    for _ in range(14):
        events += state.apply("keep")
    return state, events


def play(state, *actions):
    """Apply actions in order; return all their events."""
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def of_type(events, kind):
    return [event for event in events if event.type == kind]


def legal(state):
    return sorted(str(action) for action in state.legal_actions())


# ----- the game and its deck


def test_uno_duo_is_found_by_name_for_exactly_two_players():
    assert find_game("uno-duo") is RULES
    assert (RULES.name, RULES.title) == ("uno-duo", "UNO Duo")
    with pytest.raises(RecordError, match="exactly 2 players"):
        RULES.start(3, {}, 1)


def test_112_card_deck_plays_its_extra_blanks_as_plain_wilds():
    counts = Counter(full_deck("112"))
    assert len(full_deck("112")) == 112
    assert (counts["W"], counts["W+4"], counts["R0"], counts["R7"], counts["B+2"]) == (
        8,
        4,
        1,
        2,
        2,
    )


def test_classic_deck_has_108_cards_and_four_wilds():
    deck = RULES.full_deck({"deck": "108"})
    assert len(deck) == 108 and Counter(deck)["W"] == 4
    state, _ = RULES.start(2, {"deck": "108"}, 5)
    assert state.to_json()["draw_pile"] == 107


def test_unknown_deck_option_is_refused():
    with pytest.raises(RecordError, match="option 'deck' must be one of"):
        RULES.start(2, {"deck": "100"}, 1)


# ----- the cut and the draft


def test_cut_shows_number_cards_and_the_higher_cut_drafts_first_without_changing_the_deck():
    winners = set()
    ties = 0
    for seed in range(40):
        state, events = RULES.start(2, {}, seed)
        cuts = of_type(events, "cut")
        assert all(event["winner"] is None for event in cuts[:-1])
        ties += len(cuts) - 1
        last = cuts[-1]
        ranks = [int(card[1:]) for card in last["cards"]]
        assert ranks[last["winner"]] > ranks[1 - last["winner"]]
        assert state.player1 == last["winner"] == state.to_move
        winners.add(last["winner"])
        shuffled = full_deck("112")
        random.Random(seed).shuffle(shuffled)
        assert state.draft_card == shuffled[-1]
    assert winners == {0, 1} and ties > 0


def test_with_a_stacked_deck_the_cut_is_skipped_and_seat_0_is_player_1():
    deck = stacked_deck([GREENS, BLUES], "R5")
    state, events = RULES.start(2, {}, 9, deck=deck)
    assert not of_type(events, "cut")
    assert state.to_move == 0 and state.draft_card == "G1"


def test_draft_keep_turns_the_next_card_face_up_onto_the_draft_pile():
    deck = stacked_deck([GREENS, BLUES], "R5")
    state, _ = RULES.start(2, {}, 0, deck=deck)
    events = state.apply("keep")
    kept, turned, drawn = events
    assert (kept.type, kept["card"], kept["forced"]) == ("draft_kept", "G1", False)
    assert kept.seen_by(1).to_json() == {"type": "draft_kept", "seat": 0, "forced": False}
    assert (turned.type, turned["card"], turned["turned"]) == ("draft_discarded", deck[1], True)
    assert turned.private_to is None
    assert (drawn.type, drawn["seat"], drawn["card"], drawn.private_to) == (
        "draft_drawn",
        1,
        "B1",
        1,
    )
    assert state.view(0)["top"] == deck[1] and state.view(0)["discard_pile"] == 1


def test_the_drafted_card_is_seen_only_by_the_drafter():
    deck = stacked_deck([GREENS, BLUES], "R5")
    state, events = RULES.start(2, {}, 0, deck=deck)
    assert state.view(0)["draft_card"] == "G1" and state.view(1)["draft_card"] is None
    assert events[-1].seen_by(1).to_json() == {"type": "draft_drawn", "seat": 0}
    assert "G1" not in json.dumps(state.view(1))


def test_draft_discard_goes_face_up_and_the_next_card_must_be_kept():
    deck = stacked_deck([GREENS, BLUES], "R5")
    state, _ = RULES.start(2, {}, 0, deck=deck)
    discarded, kept, _ = state.apply("discard")
    assert (discarded["card"], discarded["turned"], discarded.private_to) == ("G1", False, None)
    assert (kept["card"], kept["forced"]) == (deck[1], True)
    assert state.hands[0] == [deck[1]] and state.to_move == 1


def test_draft_gives_seven_each_and_the_draft_pile_goes_under_first_card_first():
    state, events = after_draft(GREENS, BLUES, "R5")
    assert state.hands == [GREENS, BLUES]
    onto_pile = [event["card"] for event in of_type(events, "draft_discarded")]
    assert len(onto_pile) == 14
    assert of_type(events, "draft_pile_under")[0]["cards"] == 14
    assert state.draw_pile[13::-1] == onto_pile
    assert state.to_json()["draw_pile"] == 112 - 14 - 1


def test_draft_counts_the_draft_pile_and_the_undrafted_cards():
    state, _ = RULES.start(2, {}, 3)
    state.apply("keep")
    state.apply("discard")
    data = state.to_json()
    assert (data["discard_pile"], data["draw_pile"]) == (2, 112 - 4 - 1)


def test_drafting_first_alternates_from_round_to_round():
    reds = ["RREV", "R1", "R2", "R3", "R4", "R5", "R6"]
    state, _ = after_draft(GREENS, reds, "R9")
    events = play(state, "play RREV", "dump", "play R1", "play R2", "play R3", "play R4")
    events += play(state, "play R5", "play R6")
    started = of_type(events, "round_started")[0]
    assert (started["round"], started["player1"]) == (2, 1)
    assert state.to_move == 1 and state.phase == "draft"


# ----- the starting card


def test_starting_draw_two_is_drawn_by_player_2_whose_turn_ends():
    state, events = after_draft(GREENS, BLUES, "R+2")
    penalty = of_type(events, "penalty_drawn")[0]
    assert (penalty["seat"], penalty["count"], penalty["reason"]) == (1, 2, "start")
    assert len(state.hands[1]) == 9 and state.to_move == 0 and state.volley == 0
    assert "challenge" not in legal(state) and "play G1" not in legal(state)


def test_starting_wild_draw_four_is_drawn_by_player_2_then_player_1_names_and_plays():
    state, events = after_draft(GREENS, BLUES, "W+4")
    assert of_type(events, "penalty_drawn")[0]["count"] == 4 and len(state.hands[1]) == 11
    assert (state.to_move, state.phase) == (0, "start_colour")
    assert legal(state) == ["colour B", "colour G", "colour R", "colour Y"]
    named = play(state, "colour G")
    assert named[0].to_json() == {"type": "colour_named", "seat": 0, "colour": "G"}
    assert (state.to_move, state.phase, state.colour) == (0, "play", "G")


def test_starting_skip_lets_player_1_play_first():
    state, _ = after_draft(GREENS, BLUES, "RSKIP")
    assert (state.to_move, state.phase) == (0, "play")


def test_starting_reverse_lets_player_2_dump_that_colour():
    state, _ = after_draft(GREENS, ["R1", "R2", *BLUES[:5]], "RREV")
    assert (state.to_move, state.phase, legal(state)) == (1, "dump_offer", ["dump", "pass"])
    play(state, "dump", "play R2", "play R1")
    assert (state.to_move, state.hands[1]) == (0, BLUES[:5])


def test_starting_reverse_declined_leaves_player_2_a_normal_turn():
    state, _ = after_draft(GREENS, ["R1", "R2", *BLUES[:5]], "RREV")
    play(state, "pass")
    assert (state.to_move, state.phase) == (1, "play")
    assert legal(state) == ["draw", "play R1", "play R2", "uno"]


def test_starting_reverse_without_that_colour_is_a_normal_turn():
    state, _ = after_draft(GREENS, BLUES, "RREV")
    assert (state.to_move, state.phase) == (1, "play")


def test_starting_wild_is_coloured_by_player_1_then_player_2_plays():
    state, _ = after_draft(GREENS, BLUES, "W")
    assert (state.to_move, state.phase) == (0, "start_colour")
    play(state, "colour B")
    assert (state.to_move, state.colour) == (1, "B")
    assert "play B1" in legal(state)


def test_starting_number_card_lets_player_2_play_normally():
    state, _ = after_draft(GREENS, ["B5", "R5", *BLUES[:5]], "R5")
    assert (state.to_move, state.phase) == (1, "play")
    assert legal(state) == ["draw", "play B5", "play R5", "uno"]


# ----- a turn


def test_a_card_matches_by_colour_number_or_symbol_and_wilds_always_match():
    hand = ["Y3", "R7", "GSKIP", "W", "W+4", "B1", "B2"]
    state, _ = after_draft(hand, BLUES, "YSKIP")
    plays = [action for action in legal(state) if action.startswith("play")]
    assert plays == ["play GSKIP", "play W B", "play W G", "play W R", "play W Y"] + [
        "play W+4 B",
        "play W+4 G",
        "play W+4 R",
        "play W+4 Y",
        "play Y3",
    ]


def test_playing_is_never_compulsory_and_an_unplayable_draw_ends_the_turn():
    state, _ = after_draft(GREENS, ["R1", *BLUES[:6]], "R5", draws=["Y9"])
    assert "draw" in legal(state)
    drawn = play(state, "draw")
    assert drawn[0].seen_by(0).to_json() == {"type": "card_drawn", "seat": 1}
    assert drawn[0]["card"] == "Y9" and state.to_move == 0


def test_a_drawn_playable_card_may_be_played_at_once():
    state, _ = after_draft(GREENS, BLUES, "R5", draws=["R8"])
    play(state, "draw")
    assert (state.to_move, state.phase, legal(state)) == (1, "drawn", ["pass", "play R8", "uno"])
    play(state, "play R8")
    assert state.discard_pile[-1] == "R8" and state.to_move == 0


def test_a_drawn_playable_card_may_be_kept():
    state, _ = after_draft(GREENS, BLUES, "R5", draws=["W"])
    play(state, "draw")
    assert legal(state) == ["pass", "play W B", "play W G", "play W R", "play W Y", "uno"]
    play(state, "pass")
    assert state.to_move == 0 and "W" in state.hands[1]


def test_an_empty_draw_pile_is_rebuilt_from_the_discards_under_the_top_card():
    state, _ = after_draft(["R1", "R2", *GREENS[:5]], ["R3", "R4", *BLUES[:5]], "R5")
    play(state, "play R3", "play R1", "play R4")
    state.hands[0] += state.draw_pile
    state.draw_pile = []
    events = play(state, "draw")
    assert events[0].to_json() == {"type": "pile_rebuilt", "cards": 3}
    assert state.discard_pile == ["R4"]
    assert sorted(state.draw_pile + [events[1]["card"]]) == ["R1", "R3", "R5"]


def test_draw_with_nothing_anywhere_reports_it_and_passes_the_turn():
    state, _ = after_draft(GREENS, BLUES, "R5")
    state.hands[0] += state.draw_pile
    state.draw_pile = []
    events = play(state, "draw")
    assert [event.type for event in events] == ["nothing_to_draw"]
    assert state.to_move == 0


def test_a_penalty_larger_than_both_piles_draws_what_there_is():
    state, _ = after_draft(GREENS, ["G+2", *BLUES[:6]], "G9")
    state.hands[1] += state.draw_pile[1:]
    state.draw_pile = state.draw_pile[:1]
    events = play(state, "play G+2", "draw")
    penalties = of_type(events, "penalty_drawn")
    assert [event["count"] for event in penalties] == [1, 1]
    assert of_type(events, "pile_rebuilt")[0]["cards"] == 1
    assert len(state.hands[0]) == 9 and state.to_move == 1


# ----- Draw 2 volleys


def test_draw_two_volley_2_4_6_makes_the_player_without_a_draw_two_draw_6():
    hand0 = ["Y+2", *GREENS[:6]]
    hand1 = ["R+2", "B+2", *BLUES[:5]]
    state, _ = after_draft(hand0, hand1, "R3")
    events = play(state, "play R+2", "play Y+2", "play B+2")
    assert [event["amount"] for event in of_type(events, "volley_grew")] == [2, 4, 6]
    assert (state.to_move, state.phase, legal(state)) == (0, "volley", ["draw"])
    drawn = play(state, "draw")
    assert [(e["seat"], e["count"], e["reason"]) for e in drawn] == [(0, 6, "volley")]
    assert len(state.hands[0]) == 12 and (state.to_move, state.phase, state.volley) == (
        1,
        "play",
        0,
    )


def test_continuing_a_volley_is_optional():
    state, _ = after_draft(["Y+2", *GREENS[:6]], ["R+2", *BLUES[:6]], "R3")
    play(state, "play R+2")
    assert legal(state) == ["draw", "play Y+2"]
    play(state, "draw")
    assert len(state.hands[0]) == 9 and state.to_move == 1


# ----- Skip, Reverse and the dump


def test_skip_lets_its_player_go_again():
    state, _ = after_draft(GREENS, ["RSKIP", *BLUES[:6]], "R3")
    play(state, "play RSKIP")
    assert (state.to_move, state.phase) == (1, "play")


def test_reverse_dump_is_all_or_nothing_in_the_players_order():
    state, _ = after_draft(GREENS, ["RREV", "R1", "R+2", "G3", *BLUES[:3]], "R3")
    play(state, "play RREV")
    assert (state.phase, legal(state)) == ("dump_offer", ["dump", "pass"])
    events = play(state, "dump")
    assert events[0].to_json() == {"type": "dump_started", "seat": 1, "colour": "R", "count": 2}
    assert legal(state) == ["play R+2", "play R1"]
    with pytest.raises(IllegalAction, match="G3 is not red"):
        state.apply("play G3")
    with pytest.raises(IllegalAction, match="cannot draw now"):
        state.apply("draw")
    events = play(state, "play R+2")
    assert not of_type(events, "volley_grew") and state.phase == "dump"
    play(state, "play R1")
    assert (state.to_move, state.phase, state.volley) == (0, "play", 0)


def test_reverse_pass_gives_the_turn_to_the_opponent():
    state, _ = after_draft(GREENS, ["RREV", "R1", *BLUES[:5]], "R3")
    play(state, "play RREV", "pass")
    assert state.to_move == 0 and "R1" in state.hands[1]


def test_reverse_with_no_other_card_of_its_colour_passes_to_the_opponent():
    state, _ = after_draft(GREENS, ["RREV", *BLUES[:6]], "R3")
    play(state, "play RREV")
    assert (state.to_move, state.phase) == (0, "play")


def test_a_dumps_last_draw_two_hits_the_opponent_who_may_volley():
    state, _ = after_draft(["Y+2", *GREENS[:6]], ["RREV", "R1", "R+2", *BLUES[:4]], "R3")
    events = play(state, "play RREV", "dump", "play R1", "play R+2")
    assert of_type(events, "volley_grew")[0]["amount"] == 2
    assert (state.to_move, state.phase, legal(state)) == (0, "volley", ["draw", "play Y+2"])


def test_a_dumps_last_skip_gives_its_player_another_turn():
    state, _ = after_draft(GREENS, ["RREV", "R1", "RSKIP", *BLUES[:4]], "R3")
    play(state, "play RREV", "dump", "play R1", "play RSKIP")
    assert (state.to_move, state.phase) == (1, "play")


def test_a_reverse_inside_a_dump_is_just_a_card():
    state, _ = after_draft(GREENS, ["RREV", "R1", "RREV", "G3", *BLUES[:3]], "R3")
    play(state, "play RREV", "dump", "play R1", "play RREV")
    assert (state.to_move, state.phase) == (0, "play")


# ----- wilds and the Wild Draw 4 challenge


def test_a_wild_names_the_colour_the_opponent_must_play():
    state, _ = after_draft(["Y1", "G2", *BLUES[:5]], ["W", *GREENS[:6]], "R3")
    events = play(state, "play W Y")
    assert events[0].to_json() == {"type": "card_played", "seat": 1, "card": "W", "colour": "Y"}
    assert (state.to_move, state.colour) == (0, "Y")
    assert [action for action in legal(state) if action.startswith("play")] == ["play Y1"]


def test_wild_draw_four_accepted_makes_the_opponent_draw_4_and_its_player_goes_again():
    state, _ = after_draft(GREENS, ["W+4", "R1", *BLUES[:5]], "R3")
    play(state, "play W+4 B")
    assert (state.to_move, state.phase, legal(state)) == (0, "challenge", ["accept", "challenge"])
    events = play(state, "accept")
    assert [(e["seat"], e["count"], e["reason"]) for e in events] == [(0, 4, "draw4")]
    assert (state.to_move, state.phase, state.colour) == (1, "play", "B")


def test_illegal_wild_draw_four_challenged_makes_its_player_draw_4_and_the_challenger_plays():
    state, _ = after_draft(GREENS, ["W+4", "R1", *BLUES[:5]], "R3")
    play(state, "play W+4 B")
    revealed, result, penalty = play(state, "challenge")
    assert (revealed.type, revealed["cards"], revealed.private_to) == (
        "hand_revealed",
        ["R1", *BLUES[:5]],
        0,
    )
    assert "cards" not in revealed.seen_by(1).to_json()
    assert result.to_json() == {"type": "challenge", "seat": 0, "against": 1, "legal": False}
    assert (penalty["seat"], penalty["count"], penalty["reason"]) == (1, 4, "challenge")
    assert len(state.hands[0]) == 7 and (state.to_move, state.phase, state.colour) == (
        0,
        "play",
        "B",
    )


def test_legal_wild_draw_four_challenged_makes_the_challenger_draw_6_and_its_player_goes_again():
    state, _ = after_draft(GREENS, ["W+4", "Y1", *BLUES[:5]], "R3")
    play(state, "play W+4 B", "challenge")
    assert len(state.hands[0]) == 13 and len(state.hands[1]) == 6
    assert (state.to_move, state.phase, state.colour) == (1, "play", "B")


def test_wild_cards_do_not_make_a_wild_draw_four_illegal():
    state, _ = after_draft(GREENS, ["W+4", "W", "W+4", *BLUES[:4]], "R3")
    events = play(state, "play W+4 G", "challenge")
    assert of_type(events, "challenge")[0]["legal"] is True


# ----- UNO


def dump_down_to_one(called):
    """Seat 1 dumps six red cards and keeps B1; seat 0 holds RSKIP and greens."""
    hand1 = ["RREV", "R1", "R2", "R3", "R4", "R5", "B1"]
    state, _ = after_draft(["RSKIP", *GREENS[:6]], hand1, "R9")
    if called:
        play(state, "uno")
    play(state, "play RREV", "dump", "play R1", "play R2", "play R3", "play R4", "play R5")
    return state


def test_uno_called_in_the_turn_cannot_be_caught():
    state = dump_down_to_one(called=True)
    assert state.hands[1] == ["B1"] and state.to_move == 0
    assert "catch" not in legal(state)
    with pytest.raises(IllegalAction, match="your opponent called UNO"):
        state.apply("catch")


def test_missed_uno_is_caught_at_the_next_decision_for_two_cards():
    state = dump_down_to_one(called=False)
    assert "catch" in legal(state) and state.view(0)["catchable"] == 1
    events = play(state, "catch")
    assert events[0].to_json() == {"type": "uno_caught", "seat": 0, "caught": 1}
    assert (events[1]["seat"], events[1]["count"], events[1]["reason"]) == (1, 2, "uno")
    assert len(state.hands[1]) == 3 and (state.to_move, state.phase) == (0, "play")


def test_missed_uno_cannot_be_caught_after_the_next_decision():
    state = dump_down_to_one(called=False)
    play(state, "play RSKIP")
    assert state.to_move == 0 and state.hands[1] == ["B1"]
    assert "catch" not in legal(state)
    with pytest.raises(IllegalAction, match="too late to catch"):
        state.apply("catch")


def test_uno_is_offered_at_play_or_draw_and_after_drawing_only():
    state, _ = after_draft(["Y+2", *GREENS[:6]], ["R+2", *BLUES[:6]], "R3", draws=["B9"])
    assert "uno" in legal(state)
    play(state, "uno")
    assert "uno" not in legal(state)
    play(state, "play R+2")
    assert state.phase == "volley" and "uno" not in legal(state)
    with pytest.raises(IllegalAction, match="only when you choose to play or draw"):
        state.apply("uno")
    play(state, "draw", "draw")
    assert state.phase == "drawn" and "uno" in legal(state)


def test_calling_uno_leaves_the_same_choices_on_offer_in_the_same_order():
    state, _ = after_draft(GREENS, ["R+2", "R5", "W", "W+4", "Y3", "B1", "B2"], "R3")
    offered = [str(action) for action in state.legal_actions()]
    play(state, "uno")
    assert [str(action) for action in state.legal_actions()] == offered[:-1]
    assert offered[-1] == "uno" and len(offered) == 1 + 3 + 4 + 4 + 1  # draw, R+2 R5 Y3, wilds


def test_a_volley_answer_to_one_card_without_a_call_can_be_caught():
    hand1 = ["R+2", "B+2", "B1", "B2", "B3", "B4", "B5"]
    state, _ = after_draft(["Y+2", *GREENS[:6]], hand1, "R3")
    state.hands[0] = ["Y+2", "G1"]
    state.draw_pile[:0] = GREENS[1:6]
    play(state, "play R+2", "play Y+2")
    assert "catch" in legal(state)


# ----- the end of a round and of the game


def test_round_scores_the_losers_hand_after_a_last_draw_two():
    hand0 = ["G1", "G2", "GSKIP", "W", "W+4", "B9", "Y0"]
    hand1 = ["RREV", "R1", "R2", "R3", "R4", "R5", "R+2"]
    state, _ = after_draft(hand0, hand1, "R9", draws=["B5", "YREV"])
    events = play(state, "play RREV", "dump", "play R1", "play R2", "play R3", "play R4")
    events += play(state, "play R5", "play R+2")
    penalty = of_type(events, "penalty_drawn")[0]
    assert (penalty["seat"], penalty["cards"], penalty["reason"]) == (
        0,
        ["B5", "YREV"],
        "last_card",
    )
    scored = of_type(events, "round_scored")[0]
    assert (scored["winner"], scored["seat"]) == (1, 0)
    assert scored["points"] == [1 + 2 + 10 + 15 + 20 + 9 + 0 + 5 + 10, 0] == [72, 0]
    assert state.scores() == [72, 0] and state.to_json()["round_scores"] == [[72, 0]]
    assert not state.is_over and state.round == 2


def test_a_last_draw_two_ending_a_volley_makes_the_opponent_draw_the_whole_volley():
    state, _ = after_draft(["Y+2", *GREENS[:6]], ["R+2", *BLUES[:6]], "R3")
    state.hands[0] = ["Y+2"]
    state.draw_pile[:0] = GREENS[:6]
    events = play(state, "play R+2", "play Y+2")
    assert of_type(events, "penalty_drawn")[0]["count"] == 4
    assert of_type(events, "round_scored")[0]["seat"] == 1


def test_a_last_wild_draw_four_makes_the_opponent_draw_4_without_a_challenge():
    state, _ = after_draft(GREENS, ["W+4", *BLUES[:6]], "R3", draws=["B5", "YREV", "W", "R0"])
    state.hands[1] = ["W+4"]
    state.draw_pile[:0] = BLUES[:6]
    events = play(state, "play W+4 G")
    penalty = of_type(events, "penalty_drawn")[0]
    assert (penalty["seat"], penalty["count"], penalty["reason"]) == (0, 4, "last_card")
    assert not of_type(events, "challenge")
    assert of_type(events, "round_scored")[0]["points"] == [28 + 5 + 10 + 15 + 0, 0]


def test_the_game_ends_when_someone_reaches_the_target_and_the_lower_score_wins():
    reds = ["RREV", "R1", "R2", "R3", "R4", "R5", "R6"]
    state, _ = after_draft(GREENS, reds, "R9", target=28)
    events = play(state, "play RREV", "dump", "play R1", "play R2", "play R3", "play R4")
    events += play(state, "play R5", "play R6")
    assert events[-1].to_json() == {
        "type": "game_won",
        "seat": 1,
        "scores": [28, 0],
        "reason": "target",
    }
    assert state.is_over and state.phase == "over" and state.legal_actions() == []
    outcome = state.outcome()
    assert (outcome.winner, outcome.scores) == (1, (28, 0))
    assert "28 points" in str(outcome.reason)


# ----- illegal actions


def in_volley():
    state, _ = after_draft(GREENS, ["R+2", *BLUES[:6]], "R3")
    play(state, "play R+2")
    return state


def facing_wild_draw_four():
    state, _ = after_draft(GREENS, ["W+4", *BLUES[:6]], "R3")
    play(state, "play W+4 G")
    return state


def dump_offered():
    state, _ = after_draft(GREENS, ["RREV", "R1", *BLUES[:5]], "R3")
    play(state, "play RREV")
    return state


def drew_a_playable_card():
    state, _ = after_draft(GREENS, BLUES, "R5", draws=["R8"])
    play(state, "draw")
    return state


def yellow_seven():
    return after_draft(GREENS, ["R5", "W", "Y+2", *BLUES[:4]], "Y7")[0]


def drafting():
    return RULES.start(2, {}, 0)[0]


def naming_a_colour():
    return after_draft(GREENS, BLUES, "W")[0]


def game_over():
    reds = ["RREV", "R1", "R2", "R3", "R4", "R5", "R6"]
    state, _ = after_draft(GREENS, reds, "R9", target=1)
    play(state, "play RREV", "dump", "play R1", "play R2", "play R3", "play R4", "play R5")
    play(state, "play R6")
    return state


@pytest.mark.parametrize(
    "setup, action, reason",
    [
        (yellow_seven, "play R5", "R5 does not match the yellow 7"),
        (yellow_seven, "play G9", "you do not hold G9"),
        (yellow_seven, "play W", "name a colour: play W R, Y, G or B"),
        (yellow_seven, "play W Q", "'Q' is not a colour: name R, Y, G or B"),
        (yellow_seven, "play Y+2 R", "only a Wild or a Wild Draw 4 takes a colour, not Y+2"),
        (yellow_seven, "play R10", "'R10' is not an UNO Duo card"),
        (yellow_seven, "play", "say which card to play, e.g. play R5"),
        (yellow_seven, "fly", "'fly' is not an UNO Duo action"),
        (yellow_seven, "draw 2", "'draw' takes nothing after it"),
        (yellow_seven, "keep", "you cannot keep now: play a card or draw"),
        (yellow_seven, "pass", "you cannot pass now: play a card or draw"),
        (yellow_seven, "colour R", "you cannot colour R now: play a card or draw"),
        (yellow_seven, "catch", "there is no one to catch: your opponent does not hold"),
        (in_volley, "play G1", "you must play a Draw 2 or draw 2"),
        (in_volley, "uno", "you can call UNO only when you choose to play or draw"),
        (facing_wild_draw_four, "draw", "you cannot draw now: challenge the Wild Draw 4 or accept"),
        (dump_offered, "play R1", "you cannot play R1 now: dump all your other red cards or pass"),
        (drew_a_playable_card, "play B1", "you can only play the card you drew (R8) or pass"),
        (drew_a_playable_card, "draw", "you cannot draw now: play the card you drew or pass"),
        (drafting, "draw", "you cannot draw now: keep or discard the card you drew"),
        (naming_a_colour, "colour P", "name a colour: colour R, Y, G or B"),
        (naming_a_colour, "play G1", "you cannot play G1 now: name a colour"),
        (game_over, "draw", "the game is over"),
    ],
)
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(setup, action, reason):
    state = setup()
    before = state.to_json()
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert str(refused.value).startswith(reason)
    assert state.to_json() == before


def test_uno_needs_two_cards_and_only_one_call_a_turn():
    state, _ = after_draft(GREENS, ["R1", *BLUES[:6]], "R3")
    play(state, "uno")
    with pytest.raises(IllegalAction, match="already called UNO this turn"):
        state.apply("uno")
    state.hands[1] = ["R1"]
    state.uno_called = False
    with pytest.raises(IllegalAction, match="while you hold two or more cards"):
        state.apply("uno")
