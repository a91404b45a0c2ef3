"""The ONO 99 coach's reasons on stacked deals: one sentence for every kind of decision, the
totals and the next player as the position shows them."""

from __future__ import annotations

from typing import Any

from game.ai.coach import advise
from game.ai.ono99.explain import explain
from game.core.actions import Action
from game.core.messages import Message
from game.core.observation import Observation
from game.records import PlayedGame, Record
from game.rules.ono99_cards import stacked_deck


def position(
    prefix: list[str],
    final_hands: list[list[str]],
    then: tuple[str, ...] = (),
    draw: tuple[str, ...] = (),
    **options: Any,
) -> Observation:
    """The observation of the seat to move after the seats play the number cards `prefix` in
    turn (seat 0 first, at most four each), hold `final_hands`, and then play `then` (whose
    cards must be in those hands; `draw` is drawn after them)."""
    players = len(final_hands)
    plays: list[list[str]] = [[] for _ in range(players)]
    for index, card in enumerate(prefix):
        plays[index % players].append(card)
    dealt, drawn = [], []
    for seat in range(players):
        kept = 4 - len(plays[seat])
        dealt.append(plays[seat] + final_hands[seat][:kept])
        drawn.append(final_hands[seat][kept:])
    order = [drawn[index % players][index // players] for index in range(len(prefix))]
    deck = stacked_deck(options.get("edition", "2022"), players, dealt, order + list(draw))
    actions = [f"play {card}" for card in prefix] + list(then)
    played = PlayedGame(Record("ono99", players, 1, options, deck, actions))
    return played.observation(played.state.to_move)


def reason(observation: Observation, action: str) -> str:
    return str(explain(observation, Action.parse(action)))


CLIMB_TO_84 = ["10", "10", "10", "10", "10", "10", "10", "10", "4"]
"""Nine plays, seat 0 first: the total is 84 and seat 0 is to move again."""
HANDS_AT_84 = [["7", "1", "2", "-10"], ["3", "3", "5", "5"], ["6", "6", "8", "8"]]
TO_97 = ("play 2", "play 5", "play 6")
"""From 84, with these hands: the total is 97 and seat 0 is to move again."""


def test_a_number_that_leaves_little_room_says_what_the_next_player_needs():
    observation = position(CLIMB_TO_84, HANDS_AT_84)
    assert observation.view["total"] == 84 and observation.seat == 0
    assert reason(observation, "play 7") == (
        "Playing the 7 takes the total to 91, so seat 1 needs a card of 7 or less or a safe card."
    )
    message = explain(observation, Action.parse("play 7"))
    assert message.fields["player"] == Message("seat {seat}", {"seat": 1})


def test_a_number_that_leaves_no_room_asks_for_a_safe_card():
    observation = position(CLIMB_TO_84, HANDS_AT_84, then=TO_97)
    assert (observation.seat, observation.view["total"]) == (0, 97)
    assert reason(observation, "play 1") == (
        "Playing the 1 takes the total to 98, so seat 1 needs a safe card."
    )


def test_a_smaller_number_keeps_the_bigger_one_and_the_minus_ten_gives_room():
    observation = position(CLIMB_TO_84[:3], [["9", "2", "-10", "1"], *HANDS_AT_84[1:]])
    assert observation.view["total"] == 30
    assert reason(observation, "play 2") == (
        "Playing the 2 takes the total to 32 and keeps your 9 for later."
    )
    assert reason(observation, "play 9") == (
        "Playing the 9, your biggest number that fits, takes the total to 39 and keeps your safe "
        "cards for later."
    )
    assert reason(observation, "play -10") == (
        "The -10 brings the total down to 20, giving you room."
    )
    plain = position(CLIMB_TO_84[:3], [["9", "2", "3", "1"], *HANDS_AT_84[1:]])
    assert reason(plain, "play 9") == (
        "Playing the 9, your biggest number that fits, takes the total to 39 while there is room."
    )


AT_88 = CLIMB_TO_84[:8] + ["8"]
"""Nine plays, seat 0 first: the total is 88 and seat 0 is to move again."""


def test_the_reverse_hands_a_play_2_back_and_the_seat_stays_in():
    hands = [["REV", "9", "9", "1"], ["3", "3", "5", "5"], ["PLAY2", "6", "8", "8"]]
    duty = ("play 1", "play 3", "play PLAY2")
    observation = position(AT_88, hands, then=duty, draw=("ONO99",))
    assert (observation.seat, observation.view["owed"], observation.view["total"]) == (0, 2, 92)
    assert reason(observation, "play REV") == (
        "The Reverse hands the Play 2 back to seat 2, so you stay in."
    )
    short = position(AT_88, [["6", "9", "9", "1"], *hands[1:]], then=duty, draw=("ONO99",))
    assert reason(short, "play 6") == (
        "You owe two cards: with the 6 first the total is 98, and only the card you draw can be "
        "your second."
    )


def test_a_play_2_passes_the_duty_on_or_makes_the_next_player_play_two():
    hands = [["PLAY2", "1", "1", "1"], ["3", "3", "5", "5"], ["PLAY2", "6", "8", "8"]]
    duty = ("play 1", "play 3", "play PLAY2")
    owing = position(CLIMB_TO_84[:6], hands, then=duty, draw=("1",))
    assert (owing.view["owed"], owing.view["total"]) == (2, 64)
    assert reason(owing, "play PLAY2") == (
        "Your Play 2 passes the duty on to seat 1, so you play one card instead of two."
    )
    assert reason(owing, "play 1") == (
        "You owe two cards: with the 1 first the total is 65, leaving room for your second."
    )
    free = position(CLIMB_TO_84[:6], hands)
    assert reason(free, "play PLAY2") == (
        "The Play 2 keeps the total at 60 and makes seat 1 play two cards."
    )


def test_a_reverse_turns_play_towards_a_player_seen_short_of_room():
    hands = [["REV", "2", "2", "2"], ["3", "3", "5", "5"], ["-10", "6", "8", "8"]]
    observation = position(CLIMB_TO_84[:8], hands, then=("play -10",), draw=("6",))
    assert (observation.seat, observation.view["total"]) == (0, 70)
    assert reason(observation, "play REV") == (
        "The Reverse keeps the total at 70 and turns play to seat 2, who looked short of room."
    )


def test_zero_and_reverse_keep_the_total_where_it_is():
    hands = [["0", "REV", "9", "9"], ["3", "3", "5", "5"], ["6", "6", "8", "8"]]
    observation = position(AT_88, hands)
    assert observation.view["total"] == 88
    assert reason(observation, "play 0") == (
        "The 0 keeps the total at 88 and saves your numbers for later."
    )
    assert reason(observation, "play REV") == (
        "The Reverse keeps the total at 88 and turns play to seat 2."
    )
    stuck = position(AT_88, [["0", "REV", "ONO99", "ONO99"], *hands[1:]])
    assert reason(stuck, "play 0") == "None of your numbers fits, so the 0 keeps the total at 88."
    squeeze = position(CLIMB_TO_84, [["0", "1", "2", "-10"], *HANDS_AT_84[1:]], TO_97)
    assert reason(squeeze, "play 0") == (
        "The 0 keeps the total at 97, so seat 1 needs a card of 1 or less or a safe card."
    )
    two = position(["10", "10", "10", "10"], [["REV", "0", "9", "9"], ["3", "3", "5", "5"]])
    assert reason(two, "play REV") == (
        "With two players left the Reverse counts as a 0: the total stays at 40."
    )


def test_four_ono_99_cards_are_discarded_together():
    hands = [["ONO99"] * 4, ["3", "3", "5", "5"], ["6", "6", "8", "8"]]
    observation = position([], hands)
    assert [str(action) for action in observation.legal] == ["discard ONO99"]
    assert reason(observation, "discard ONO99") == (
        "Four ONO 99 cards can only be discarded together: you draw four new cards."
    )


def test_1980_the_hold_passes_a_double_play_and_an_ono_99_goes_on_a_round_ten():
    hands = [["HOLD", "9", "9", "2"], ["3", "3", "5", "5"], ["DOUBLE", "6", "8", "8"]]
    duty = ("play 2", "play 3", "play DOUBLE")
    owing = position(AT_88, hands, then=duty, draw=("ONO99",), edition="1980")
    assert (owing.view["owed"], owing.view["total"]) == (2, 93)
    assert reason(owing, "play HOLD") == "Your Hold passes the duty on to seat 1, so you stay in."
    ten = position(
        CLIMB_TO_84[:3],
        [["HOLD", "9", "9", "ONO99"], *hands[1:]],
        edition="1980",
        ono_on_round_ten=True,
    )
    assert reason(ten, "play ONO99") == (
        "On a total ending in 0 an ONO 99 card may be played for nothing: one dead card fewer."
    )


def test_1980_draw_race_take_your_card_or_lose_it():
    hands = [["9", "9", "9", "8"], ["3", "3", "5", "5"]]
    observation = position([], hands, then=("play 9",), edition="1980", draw_race=True)
    assert {str(action) for action in observation.legal} == {"draw", "pass"}
    assert reason(observation, "draw") == (
        "Take your card from the draw pile, or your hand stays short for the rest of the round."
    )
    assert reason(observation, "pass") == (
        "Letting the card go leaves your hand a card short for the rest of the round."
    )


def test_points_scoring_busts_with_the_card_that_leaves_the_fewest_points():
    hands = [["ONO99", "1", "3", "2"], ["3", "3", "5", "5"], ["5", "6", "8", "8"]]
    duty = ("play 2", "play 3", "play 5")
    observation = position(AT_88, hands, then=duty, draw=("2",), scoring="points")
    assert observation.view["total"] == 98
    assert reason(observation, "play 3") == (
        "No card keeps the total under 99, so you are out of the round: playing the 3 leaves the "
        "fewest points in your hand."
    )
    assert reason(observation, "play 1") == (
        "No card keeps the total under 99, so the 1 ends your round."
    )


def test_the_advice_explains_its_own_best_move():
    observation = position(CLIMB_TO_84, HANDS_AT_84)
    advice = advise(observation, iterations=6)
    assert advice.reason == explain(observation, advice.best)
