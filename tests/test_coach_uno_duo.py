"""The UNO Duo coach's reasons on stacked deals: one sentence for every phase and verb, from the
colours and counts the seat can see."""

from __future__ import annotations

from game.ai.coach import advise
from game.ai.uno_duo.explain import explain
from game.core.actions import Action
from game.core.messages import Message
from game.core.observation import Observation
from game.records import PlayedGame, Record
from game.rules.uno_duo_cards import stacked_deck

MIXED = ["G1", "G2", "R3", "B4", "B6", "Y7", "Y8"]
"""Seat 0's hand in most deals: no colour held more than twice."""


def position(
    hands: list[list[str]],
    start: str = "R5",
    actions: tuple[str, ...] = (),
    draws: tuple[str, ...] = (),
) -> Observation:
    """Both seats keep every draft card (seat 0 holds `hands[0]`, seat 1 `hands[1]`), `start` is
    turned up, then `actions` are played; the observation of the seat to move (`actions` None:
    the first draft decision)."""
    deck = stacked_deck(hands, start, draws)
    played = PlayedGame(Record("uno-duo", 2, 1, {}, deck, ["keep"] * 14 + list(actions)))
    return played.observation(played.state.to_move)


def reason(observation: Observation, action: str) -> str:
    return str(explain(observation, Action.parse(action)))


def test_a_card_of_the_longest_colour_keeps_it_or_turns_play_to_it():
    observation = position([MIXED, ["R7", "R8", "R1", "G5", "G6", "B3", "Y4"]])
    assert observation.seat == 1 and observation.view["colour"] == "R"
    assert reason(observation, "play R7") == "Playing R7 keeps red, your longest colour."
    turned = position([MIXED, ["G5", "G6", "G7", "R1", "B3", "Y4", "Y9"]])
    assert reason(turned, "play G5") == "Playing G5 turns play to green, your longest colour."
    assert reason(turned, "play R1") == "Playing R1 keeps play in red."


def test_a_coloured_card_keeps_the_last_wild_for_later():
    observation = position([MIXED, ["R1", "G2", "G6", "B3", "B8", "Y4", "W"]])
    assert reason(observation, "play R1") == (
        "This keeps your last wild card for changing colour later."
    )
    assert reason(observation, "play W Y") == "The Wild changes the colour to yellow."
    assert reason(observation, "play W G") == (
        "The Wild changes the colour to green, your longest colour."
    )


def test_draw_2_skip_and_reverse_say_what_they_do():
    hand = ["R+2", "RSKIP", "RREV", "R9", "G2", "B3", "Y4"]
    observation = position([MIXED, hand])
    assert reason(observation, "play R+2") == (
        "Your Draw 2 makes seat 0 draw 2 unless they answer with a Draw 2."
    )
    assert reason(observation, "play RSKIP") == "The Skip gives you another turn at once."
    assert reason(observation, "play RREV") == (
        "The Reverse lets you play your 3 other red cards straight after it."
    )
    offer = position([MIXED, hand], actions=("play RREV",))
    assert offer.view["phase"] == "dump_offer"
    assert reason(offer, "dump") == "Dump your 3 red cards: they leave your hand at once."
    assert reason(offer, "pass") == "Keep your red cards for later instead of dumping them."
    dump = position([MIXED, hand], actions=("play RREV", "dump"))
    assert reason(dump, "play R9") == "Play the R9 now, so your RSKIP comes last and acts."
    assert reason(dump, "play R+2") == (
        "Playing the R+2 before the end of your dump wastes its action."
    )
    last = position([MIXED, hand], actions=("play RREV", "dump", "play R9", "play R+2"))
    assert reason(last, "play RSKIP") == "The RSKIP ends your dump, so its action applies."


def test_a_volley_is_answered_or_taken():
    observation = position([["G+2", *MIXED[1:]], ["R+2", "R1", "G2", "B3", "Y4", "Y5", "Y6"]])
    volley = position(
        [["G+2", *MIXED[1:]], ["R+2", "R1", "G2", "B3", "Y4", "Y5", "Y6"]], actions=("play R+2",)
    )
    assert observation.seat == 1 and volley.view["phase"] == "volley"
    assert reason(volley, "play G+2") == (
        "Your Draw 2 passes the volley back: seat 1 must draw 4 cards or answer."
    )
    assert reason(volley, "draw") == "Taking the 2 cards keeps your Draw 2 for later."
    bare = position([MIXED, ["R+2", "R1", "G2", "B3", "Y4", "Y5", "Y6"]], actions=("play R+2",))
    assert reason(bare, "draw") == "You have no Draw 2 to answer with, so take the 2 cards."


def test_a_wild_draw_4_is_honest_or_open_to_a_challenge_which_is_judged():
    honest = position([MIXED, ["W+4", "G1", "G3", "B3", "Y4", "Y5", "Y6"]])
    assert reason(honest, "play W+4 Y") == (
        "Your Wild Draw 4 is honest, as you hold no red: seat 0 draws 4 and you play again."
    )
    bluff = position([MIXED, ["W+4", "R1", "G3", "B3", "Y4", "Y5", "Y6"]])
    assert reason(bluff, "play W+4 Y") == (
        "You hold red, so this Wild Draw 4 may be challenged and cost you 4 cards."
    )
    challenged = position(
        [MIXED, ["W+4", "R1", "G3", "B3", "Y4", "Y5", "Y6"]], actions=("play W+4 Y",)
    )
    assert challenged.view["phase"] == "challenge"
    assert reason(challenged, "challenge") == (
        "Challenge: with 6 cards in hand, seat 1 may have held red when they played the Wild "
        "Draw 4."
    )
    assert reason(challenged, "accept") == (
        "Accept: if the Wild Draw 4 was honest, a challenge would cost you 6 cards, not 4."
    )


def test_drawing_with_nothing_to_play_and_the_card_just_drawn():
    observation = position([MIXED, ["G1", "G3", "B3", "Y4", "Y6", "B7", "B8"]], draws=("R9",))
    assert reason(observation, "draw") == "Nothing in your hand can be played, so draw a card."
    drawn = position(
        [MIXED, ["G1", "G3", "B3", "Y4", "Y6", "B7", "B8"]], actions=("draw",), draws=("R9",)
    )
    assert drawn.view["phase"] == "drawn"
    assert reason(drawn, "play R9") == "The R9 you drew can be played at once, so play it."
    assert reason(drawn, "pass") == "Keep the R9 you drew for later."
    keeping = position([MIXED, ["R7", "R8", "R1", "G5", "G6", "B3", "Y4"]])
    assert reason(keeping, "draw") == "Drawing keeps your 4 playable cards for later."


def test_the_draft_keeps_or_discards_the_card_looked_at():
    deck = stacked_deck([["W", *MIXED[1:]], ["R9", "R8", "R1", "G5", "G6", "B3", "Y4"]], "R5")
    played = PlayedGame(Record("uno-duo", 2, 1, {}, deck))
    first = played.observation(0)
    assert first.view["phase"] == "draft" and first.view["draft_card"] == "W"
    assert reason(first, "keep") == "Keep the W: a wild card can be played on any colour."
    played.play("keep")
    second = played.observation(1)
    assert second.view["draft_card"] == "R9"
    assert reason(second, "discard") == (
        "Discard the R9: it would cost 9 points if you were left holding it."
    )
    assert reason(second, "keep") == (
        "Keep the R9: discard it and you must keep the next card, which may be worse."
    )


def test_player_1_names_the_colour_of_a_starting_wild():
    observation = position([["G1", "G2", "G3", "R3", "B4", "Y7", "Y8"], MIXED], start="W")
    assert observation.view["phase"] == "start_colour" and observation.seat == 0
    assert reason(observation, "colour G") == "Name green: it is your longest colour."
    assert reason(observation, "colour R") == (
        "Name red: in the coach's trials it does at least as well as green, your longest colour."
    )


def test_calls_name_the_other_player_as_a_field_the_app_can_fill():
    hands = [["G1", "G2", "R3", "R4", "B5", "B6", "Y7"], ["G3", "G4", "G5", "G6", "G7", "G8", "G0"]]
    actions = []
    for card in ("G3", "G4", "G5", "G6", "G7"):
        actions += [f"play {card}", "draw"]
    draws = ("Y1", "B2", "Y2", "B1", "R1")
    catcher = position(hands, "G9", (*actions, "play G8"), draws)
    message = explain(catcher, Action.parse("catch"))
    assert str(message) == "Catch seat 1: they did not call UNO, so they draw 2."
    assert message.fields["player"] == Message("seat {seat}", {"seat": 1})
    caller = position(hands, "G9", tuple(actions), draws)
    assert len(caller.view["hand"]) == 2
    assert reason(caller, "uno") == (
        "Call UNO before you play your second-to-last card, or seat 0 can catch you."
    )
    assert reason(position([MIXED, MIXED[::-1]]), "uno") == (
        "Calling UNO only matters once you are down to two cards."
    )


def test_the_advice_explains_its_own_best_move():
    observation = position([MIXED, ["R7", "R8", "R1", "G5", "G6", "B3", "Y4"]])
    advice = advise(observation, iterations=4)
    assert advice.reason == explain(observation, advice.best)
