"""A move in words: an action of any game as a short phrase a player reads ("play the red 7",
"bid 5", "name 6s trumps"), as a message put into words at the edge (the coach's review in the
replay viewer says the move played and the best this way). Card names are the rules' and the
coach's own messages; dominoes keep their printed faces ("6-4"). No pygame here."""

from __future__ import annotations

from game.core.actions import Action
from game.core.messages import N_, Message
from game.rules.ono99_cards import card_message as ono99_card
from game.rules.uno_duo_cards import COLOUR_MESSAGES, card_message

PLAIN = {
    # TRANSLATORS: moves as a player chooses them, shown in the coach's review ("Played: take
    # the card").
    ("ono99", "discard"): N_("discard four ONO 99 cards"),
    ("ono99", "draw"): N_("take the card"),
    ("ono99", "pass"): N_("let the card go"),
    ("uno-duo", "keep"): N_("keep the card"),
    ("uno-duo", "discard"): N_("discard the card"),
    ("uno-duo", "draw"): N_("draw a card"),
    ("uno-duo", "pass"): N_("pass"),
    ("uno-duo", "dump"): N_("dump"),
    ("uno-duo", "challenge"): N_("challenge"),
    ("uno-duo", "accept"): N_("accept the Wild Draw 4"),
    ("uno-duo", "uno"): N_("call UNO"),
    ("uno-duo", "catch"): N_("catch"),
    ("moon", "pass"): N_("pass"),
}
"""Moves without arguments, by game and verb."""
MOON_TRUMPS = {"doubles": N_("name doubles trumps"), "none": N_("name no trumps")}


def move_words(game: str, action: Action) -> Message:
    """`action` of `game` as a phrase; ValueError for an action the game does not have."""
    verb, args = action.verb, action.args
    plain = PLAIN.get((game, verb))
    if plain is not None and not args:
        return Message(plain)
    if game == "ono99" and verb == "play" and len(args) == 1:
        card = {"card": ono99_card(args[0])}
        # A number is "the 2", so that it never reads as the Play 2 card ("play Play 2").
        return Message(N_("play the {card}") if args[0].isdigit() else N_("play {card}"), card)
    if game == "uno-duo":
        return _uno_duo(action)
    if game == "moon":
        return _moon(action)
    raise ValueError(f"{game} has no move {action}")


def _uno_duo(action: Action) -> Message:
    verb, args = action.verb, action.args
    if verb == "play" and len(args) == 2:
        fields = {"card": card_message(args[0]), "colour": COLOUR_MESSAGES[args[1]]}
        return Message(N_("play the {card} and name {colour}"), fields)
    if verb == "play" and len(args) == 1:
        return Message(N_("play the {card}"), {"card": card_message(args[0])})
    if verb == "colour" and len(args) == 1:
        return Message(N_("name {colour}"), {"colour": COLOUR_MESSAGES[args[0]]})
    raise ValueError(f"uno-duo has no move {action}")


def _moon(action: Action) -> Message:
    verb, args = action.verb, action.args
    if len(args) != 1:
        raise ValueError(f"moon has no move {action}")
    value = args[0]
    if verb == "bid":
        return Message(N_("bid {bid}"), {"bid": int(value)})
    if verb == "discard":
        return Message(N_("lay away the {tile}"), {"tile": value})
    if verb == "play":
        return Message(N_("play the {tile}"), {"tile": value})
    if verb == "trump" and value in MOON_TRUMPS:
        return Message(MOON_TRUMPS[value])
    if verb == "trump":
        # TRANSLATORS: {number} is the number of the tiles that are trumps: "name 6s trumps".
        return Message(N_("name {number}s trumps"), {"number": int(value)})
    raise ValueError(f"moon has no move {action}")
