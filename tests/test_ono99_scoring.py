"""How an ONO 99 game is decided: tokens, points (both finishes) and new rounds
(docs/rules/ono99.md, "How the game is decided")."""

from test_ono99_helpers import climbed, hand, legal, of_type, play, start

from game.core.actions import Action
from game.rules.ono99_cards import CODES, SCORE, card_of

TOKENS = {"scoring": "tokens"}
POINTS_1980 = {"edition": "1980", "scoring": "points"}


def stuck_at_98(**options):
    """Two players, seat 0 cannot play at 98 (2022 deck)."""
    state = climbed(
        ["10"] * 8,
        [["9", "9", "ONO99", "9"], ["9", "1", "1", "1"]],
        draw=["9", "2"],
        **options,
    )
    play(state, "play 9")
    return state


def test_tokens_player_who_cannot_play_loses_a_token_and_a_new_round_is_dealt():
    state = stuck_at_98(**TOKENS)
    events = play(state, "play 9")
    assert of_type(events, "token_lost") == [{"type": "token_lost", "seat": 0, "tokens": 2}]
    assert of_type(events, "round_started") == [{"type": "round_started", "round": 2, "first": 1}]
    assert len(of_type(events, "card_dealt")) == 8 and of_type(events, "deck_shuffled")
    assert state.total == 0 and state.to_move == 1 and state.to_json()["tokens"] == [2, 3]
    assert [len(cards) for cards in state.hands] == [4, 4] and not any(state.out)
    assert state.scores() == [0, 0] and not state.is_over


def test_tokens_player_with_no_tokens_left_who_loses_again_is_out_and_the_last_left_wins():
    state = stuck_at_98(**TOKENS)
    state.tokens[0] = 0
    events = play(state, "play 9")
    assert of_type(events, "player_out") == [
        {"type": "player_out", "seat": 0, "hand": ["9", "ONO99", "9", "9"], "reason": "no_tokens"}
    ]
    assert of_type(events, "game_won") == [
        {"type": "game_won", "seat": 1, "scores": [0, 0], "reason": "last_standing"}
    ]
    assert state.to_json()["out_of_game"] == [True, False] == state.to_json()["out"]


NINETY = ["10"] * 9


def test_new_round_first_player_is_the_next_seat_still_in_the_game():
    state = climbed(
        NINETY, [["8", "1", "1", "1"], ["9", "9", "ONO99", "9"], ["5", "5", "5", "5"]], **TOKENS
    )
    state.tokens[1] = 0
    events = play(state, "play 8")
    assert [event.type for event in events if event.type in ("player_out", "round_started")] == [
        "player_out",
        "round_started",
    ]
    assert of_type(events, "round_started")[0]["first"] == 2
    dealt = of_type(events, "card_dealt")
    assert [event["seat"] for event in dealt] == [2, 0] * 4
    assert hand(state, 1) == [] and state.out == [False, True, False] and state.to_move == 2


def test_new_round_starts_on_zero_going_clockwise():
    state = climbed(
        NINETY, [["REV", "1", "1", "1"], ["1", "2", "3", "4"], ["9", "9", "ONO99", "9"]], **TOKENS
    )
    events = play(state, "play REV")
    assert of_type(events, "direction_reversed") == [
        {"type": "direction_reversed", "direction": -1}
    ]
    assert of_type(events, "token_lost") == [{"type": "token_lost", "seat": 2, "tokens": 2}]
    assert state.round == 2
    assert state.total == 0 and state.direction == 1 and state.to_move == 1 and state.owed == 0


def test_points_example_ono99_double_play_and_two_numbers_worth_9_score_44():
    assert SCORE[card_of("ONO99", "1980")] + SCORE[card_of("DOUBLE", "1980")] + 4 + 5 == 44
    state = climbed(
        ["10"] * 8,
        [["9", "ONO99", "DOUBLE", "4"], ["10", "10", "ONO99", "ONO99"]],
        draw=["5", "2"],
        **POINTS_1980,
    )
    play(state, "play 9")
    assert hand(state, 0) == ["ONO99", "DOUBLE", "4", "5"]
    events = play(state, "play 10")
    (scored,) = of_type(events, "round_scored")
    assert scored["points"] == [44, 10 + 20 + 20 + 2 + 25]
    assert scored["scores"] == [44, 77] == state.scores()
    assert scored["hands"][0] == ["ONO99", "DOUBLE", "4", "5"]


def test_points_player_who_cannot_stay_below_99_must_bust_and_the_total_goes_back():
    state = climbed(
        ["10"] * 8,
        [["9", "ONO99", "DOUBLE", "4"], ["10", "10", "ONO99", "ONO99"]],
        draw=["5", "2"],
        **POINTS_1980,
    )
    play(state, "play 9")
    assert state.total == 89 and legal(state) == ["play 10"]
    events = play(state, "play 10")
    assert of_type(events, "card_played") == [
        {"type": "card_played", "seat": 1, "card": "10", "total": 89}
    ]
    assert [event.type for event in events][1:3] == ["card_drawn", "out_of_round"]
    assert of_type(events, "out_of_round") == [
        {"type": "out_of_round", "seat": 1, "reason": "busted"}
    ]
    assert of_type(events, "round_started") == [{"type": "round_started", "round": 2, "first": 1}]


def test_points_bust_is_refused_while_a_card_stays_below_99():
    state = climbed(
        ["10"] * 8,
        [["9", "ONO99", "DOUBLE", "4"], ["10", "2", "ONO99", "ONO99"]],
        draw=["5"],
        **POINTS_1980,
    )
    play(state, "play 9")
    assert legal(state) == ["play 2"]
    assert (
        str(state.why_illegal(Action.parse("play 10")))
        == "89 + 10 would make 99: the total must stay below 99"
    )


def test_points_bust_while_owing_two_cards_ends_the_duty():
    state = climbed(
        NINETY,
        [["DOUBLE", "2", "2", "2"], ["9", "9", "9", "ONO99"], ["8", "-10", "3", "4"]],
        **POINTS_1980,
    )
    events = play(state, "play DOUBLE")
    assert state.to_move == 1 and state.owed == 2 and legal(state) == ["play 9"]
    events = play(state, "play 9")
    assert of_type(events, "out_of_round")[0]["seat"] == 1
    assert state.to_move == 2 and state.owed == 0 and state.total == 90


def race_round(**options):
    """1980 points with the draw race: seat 0 misses its draw, seat 1 holds four ONO 99 cards."""
    state, _ = start(
        [["5", "2", "3", "4"], ["ONO99"] * 4],
        edition="1980",
        scoring="points",
        draw_race=True,
        **options,
    )
    play(state, "play 5")
    return state


def test_points_bust_under_the_draw_race_is_shown_until_the_draw_is_decided():
    state, _ = start(
        [["10", "10", "10", "10"], ["10", "10", "10", "10"]],
        draw=["9", "10", "2", "10", "3", "ONO99", "4", "ONO99"],
        edition="1980",
        scoring="points",
        draw_race=True,
    )
    for _ in range(4):
        play(state, "play 10", "draw", "play 10", "draw")
    play(state, "play 9")
    assert state.total == 89 and legal(state) == ["draw", "pass"]
    assert not state.to_json()["busted"]
    play(state, "draw", "play 10")
    assert state.total == 89 and state.to_json()["busted"] and state.to_move == 1
    events = play(state, "pass")
    assert of_type(events, "out_of_round") == [
        {"type": "out_of_round", "seat": 1, "reason": "busted"}
    ]


def test_points_player_holding_four_ono99_cards_is_out_of_the_round_without_playing():
    state = race_round()
    events = play(state, "pass")
    assert of_type(events, "out_of_round") == [
        {"type": "out_of_round", "seat": 1, "reason": "cannot_play"}
    ]
    assert not [event for event in of_type(events, "card_played") if event["seat"] == 1]


def test_points_cards_missing_from_a_hand_of_four_score_15_and_a_knock_out_25():
    events = play(race_round(), "pass")
    (scored,) = of_type(events, "round_scored")
    assert scored["points"] == [2 + 3 + 4 + 15, 4 * 20 + 25]


def test_points_last_standing_player_reaching_the_target_is_out_and_the_last_left_wins():
    events = play(race_round(), "pass")
    assert of_type(events, "player_out") == [
        {"type": "player_out", "seat": 1, "hand": ["ONO99"] * 4, "reason": "reached_target"}
    ]
    assert of_type(events, "game_won") == [
        {"type": "game_won", "seat": 0, "scores": [24, 105], "reason": "last_standing"}
    ]


def test_points_last_standing_leaving_nobody_gives_the_game_to_the_lowest_score():
    events = play(race_round(target=20), "pass")
    assert of_type(events, "game_won") == [
        {"type": "game_won", "seat": 0, "scores": [24, 105], "reason": "lowest_score"}
    ]


def test_points_last_standing_tie_for_the_lowest_score_plays_another_round():
    state = race_round(target=100)
    state.points[0] = 105 - 24
    events = play(state, "pass")
    assert of_type(events, "round_scored")[0]["scores"] == [105, 105]
    assert not of_type(events, "game_won") and not of_type(events, "player_out")
    assert of_type(events, "round_started") == [{"type": "round_started", "round": 2, "first": 1}]


def test_points_lowest_score_finish_ends_when_someone_reaches_the_target():
    events = play(race_round(finish="lowest_score"), "pass")
    assert of_type(events, "game_won") == [
        {"type": "game_won", "seat": 0, "scores": [24, 105], "reason": "lowest_score"}
    ]


def test_points_lowest_score_finish_goes_on_while_nobody_has_reached_the_target():
    state = race_round(finish="lowest_score", target=200)
    events = play(state, "pass")
    assert not of_type(events, "game_won") and state.round == 2 and state.scores() == [24, 105]


def test_points_lowest_score_tie_is_played_off_by_the_tied_players():
    state = climbed(
        NINETY,
        [["8", "2", "2", "2"], ["9", "9", "7", "6"], ["9", "8", "8", "7"]],
        draw=["3", "4", "5"],
        edition="1980",
        scoring="points",
        finish="lowest_score",
    )
    state.points[:] = [100, 58, 60]
    events = play(state, "play 8", "play 9", "play 9")
    (scored,) = of_type(events, "round_scored")
    assert scored["points"] == [2 + 2 + 2 + 3, 9 + 7 + 6 + 4 + 25, 8 + 8 + 7 + 5 + 25]
    assert scored["scores"] == [109, 109, 113]
    assert of_type(events, "player_out") == [
        {"type": "player_out", "seat": 2, "hand": ["8", "8", "7", "5"], "reason": "tie_lost"}
    ]
    assert of_type(events, "round_started") == [{"type": "round_started", "round": 2, "first": 1}]
    while not state.is_over:
        play(state, str(state.legal_actions()[0]))
    assert state.outcome().winner in (0, 1) and str(state.outcome().reason).startswith(
        "the lowest score"
    )


def test_play_2_scores_15_with_the_2022_deck():
    state = climbed(
        ["10"] * 8,
        [["9", "PLAY2", "1", "1"], ["10", "10", "ONO99", "ONO99"]],
        draw=["2", "3"],
        scoring="points",
    )
    events = play(state, "play 9", "play 10")
    assert of_type(events, "round_scored")[0]["points"][0] == 15 + 1 + 1 + 2


def test_scores_are_zeros_without_points_scoring():
    state = stuck_at_98(**TOKENS)
    assert state.scores() == [0, 0] and "points" not in state.to_json()
    assert [CODES[card] for card in state.hands[1]] == hand(state, 1)
