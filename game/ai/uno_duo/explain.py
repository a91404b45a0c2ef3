"""UNO Duo reasons: one sentence on what a move does in the position, from the seat's
observation.

A sentence names only the seat's own cards (the one it drafts or just drew included), the cards
on the table, colours, counts and the other seat (a `player` field the app may put a name in).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.phrases import player
from game.ai.uno_duo.strategy import colour_before_last_play, keeps_draft_card
from game.core.actions import Action
from game.core.messages import N_, NP_, Message
from game.core.observation import Observation
from game.rules.uno_duo_cards import (
    CARD_COLOUR,
    CARD_POINTS,
    CARD_RANK,
    COLOURS,
    DRAW_TWO,
    PLAYABLE,
    REVERSE,
    SKIP,
    WILD,
    WILD_DRAW_FOUR,
    WILDS,
)

COLOUR_NAMES = {
    "R": Message(N_("red")),
    "Y": Message(N_("yellow")),
    "G": Message(N_("green")),
    "B": Message(N_("blue")),
}
_HIGH_POINTS = 6
_LOW_POINTS = 3
_LAST_IN_DUMP = (DRAW_TWO, SKIP)
"""Action cards a dump keeps for its end, in the order they should come (a Skip last)."""


def explain(observation: Observation, action: Action) -> Message:
    """Why `action` suits the position of the seat to move."""
    view = observation.view
    opponent = player(1 - observation.own_seat)
    verb = action.verb
    if verb == "uno":
        if len(view["hand"]) == 2:
            return Message(
                N_("Call UNO before you play your second-to-last card, or {player} can catch you."),
                {"player": opponent},
            )
        return Message(N_("Calling UNO only matters once you are down to two cards."))
    if verb == "catch":
        return Message(
            N_("Catch {player}: they did not call UNO, so they draw 2."), {"player": opponent}
        )
    phase = view["phase"]
    if phase == "draft":
        return _draft(view, verb == "keep")
    if phase == "start_colour":
        return _name_colour(view["hand"], action.arg)
    if phase == "volley":
        return _volley(view, verb == "play", opponent)
    if phase == "challenge":
        return _challenge(observation, verb == "challenge", opponent)
    if phase == "dump_offer":
        return _dump_offer(view, verb == "dump")
    if phase == "dump":
        return _dump(view["hand"], action.arg)
    if phase == "drawn":
        return _drawn(view, verb == "play")
    if verb == "draw":
        return _draw(view)
    return _play(view, action, opponent)


def _colour_counts(hand: Sequence[str]) -> Counter[str]:
    return Counter(colour for card in hand if (colour := CARD_COLOUR[card]) is not None)


def _longest(hand: Sequence[str], colour: str) -> bool:
    """True when no colour is held more often than `colour`, which is held."""
    counts = _colour_counts(hand)
    return counts[colour] > 0 and counts[colour] == max(counts.values())


def _draft(view: Mapping[str, Any], keep: bool) -> Message:
    card = view["draft_card"]
    hand = view["hand"]
    colour = CARD_COLOUR[card]
    fields: dict[str, Any] = {"card": card, "points": CARD_POINTS[card]}
    same = sum(CARD_COLOUR[other] == colour for other in hand) if colour else 0
    if colour is not None:
        fields.update(colour=COLOUR_NAMES[colour], count=same)
    if not keep:
        if keeps_draft_card(card, hand):
            return Message(
                N_("Discard the {card}: the next card, which you must keep, may serve you better."),
                fields,
            )
        return Message(
            N_("Discard the {card}: it would cost {points} points if you were left holding it."),
            fields,
        )
    rank = CARD_RANK[card]
    if card in WILDS:
        return Message(N_("Keep the {card}: a wild card can be played on any colour."), fields)
    if rank == SKIP:
        return Message(
            N_("Keep the {card}: a Skip gives you another turn when you need it."), fields
        )
    if rank == REVERSE:
        return Message(
            N_("Keep the {card}: a Reverse lets you play all your other {colour} cards at once."),
            fields,
        )
    if rank == DRAW_TWO:
        return Message(
            N_("Keep the {card}: a Draw 2 answers a volley and makes your opponent draw."), fields
        )
    if same >= 2:
        return Message.counted(
            NP_(
                "Keep the {card}: you already hold {count} {colour} card.",
                "Keep the {card}: you already hold {count} {colour} cards.",
            ),
            fields,
        )
    if CARD_POINTS[card] <= _LOW_POINTS:
        return Message(
            N_("Keep the {card}: it costs only {points} points if you are left holding it."),
            fields,
        )
    return Message(
        N_("Keep the {card}: discard it and you must keep the next card, which may be worse."),
        fields,
    )


def _name_colour(hand: Sequence[str], colour: str) -> Message:
    """The colour named at the start of a round. The coach advises a colour other than the
    longest only where its trials show it doing at least as well; the sentence says so rather
    than cite a count that argues for the longest."""
    counts = _colour_counts(hand)
    fields = {"colour": COLOUR_NAMES[colour]}
    if not counts:
        return Message(
            N_("Name {colour}: you hold no coloured card, so no colour suits you better."), fields
        )
    if _longest(hand, colour):
        return Message(N_("Name {colour}: it is your longest colour."), fields)
    longest = max(COLOURS, key=lambda other: counts[other])
    # TRANSLATORS: {colour} and {longest} are colour names; the coach's trials are the games it
    # plays out from this position to weigh each move.
    return Message(
        N_(
            "Name {colour}: in the coach's trials it does at least as well as {longest}, your "
            "longest colour."
        ),
        {**fields, "longest": COLOUR_NAMES[longest]},
    )


def _volley(view: Mapping[str, Any], answer: bool, opponent: Message) -> Message:
    due = view["volley"]
    if answer:
        return Message.counted(
            NP_(
                "Your Draw 2 passes the volley back: {player} must draw {count} card or answer.",
                "Your Draw 2 passes the volley back: {player} must draw {count} cards or answer.",
            ),
            {"player": opponent, "count": due + 2},
        )
    if any(CARD_RANK[card] == DRAW_TWO for card in view["hand"]):
        return Message.counted(
            NP_(
                "Taking the {count} card keeps your Draw 2 for later.",
                "Taking the {count} cards keeps your Draw 2 for later.",
            ),
            {"count": due},
        )
    return Message.counted(
        NP_(
            "You have no Draw 2 to answer with, so take the {count} card.",
            "You have no Draw 2 to answer with, so take the {count} cards.",
        ),
        {"count": due},
    )


def _challenge(observation: Observation, challenge: bool, opponent: Message) -> Message:
    if not challenge:
        return Message(
            N_("Accept: if the Wild Draw 4 was honest, a challenge would cost you 6 cards, not 4.")
        )
    colour = colour_before_last_play(observation)
    cards = observation.view["hand_counts"][1 - observation.own_seat]
    if colour is None:
        return Message(
            N_(
                "Challenge: {player} may have held the colour in play when they played the Wild "
                "Draw 4."
            ),
            {"player": opponent},
        )
    return Message.counted(
        NP_(
            "Challenge: with {count} card in hand, {player} may have held {colour} when they "
            "played the Wild Draw 4.",
            "Challenge: with {count} cards in hand, {player} may have held {colour} when they "
            "played the Wild Draw 4.",
        ),
        {"player": opponent, "count": cards, "colour": COLOUR_NAMES[colour]},
    )


def _dump_offer(view: Mapping[str, Any], dump: bool) -> Message:
    colour = view["dump_colour"]
    fields = {
        "colour": COLOUR_NAMES[colour],
        "count": sum(CARD_COLOUR[card] == colour for card in view["hand"]),
    }
    if dump:
        return Message.counted(
            NP_(
                "Dump your {colour} card: it leaves your hand at once.",
                "Dump your {count} {colour} cards: they leave your hand at once.",
            ),
            fields,
        )
    return Message(N_("Keep your {colour} cards for later instead of dumping them."), fields)


def _dump(hand: Sequence[str], card: str) -> Message:
    colour = CARD_COLOUR[card]
    rest = [other for other in hand if CARD_COLOUR[other] == colour]
    rest.remove(card)
    acts = CARD_RANK[card] in _LAST_IN_DUMP
    if not rest:
        if acts:
            return Message(N_("The {card} ends your dump, so its action applies."), {"card": card})
        return Message(N_("The {card} ends your dump."), {"card": card})
    if acts:
        return Message(
            N_("Playing the {card} before the end of your dump wastes its action."), {"card": card}
        )
    last = [other for other in rest if CARD_RANK[other] in _LAST_IN_DUMP]
    if last:
        return Message(
            N_("Play the {card} now, so your {last} comes last and acts."),
            {
                "card": card,
                "last": max(last, key=lambda other: _LAST_IN_DUMP.index(CARD_RANK[other])),
            },
        )
    return Message(N_("Play the {card} next in your dump."), {"card": card})


def _drawn(view: Mapping[str, Any], play: bool) -> Message:
    card = view["drawn_card"]
    if play:
        return Message(N_("The {card} you drew can be played at once, so play it."), {"card": card})
    colour = view["colour"]
    if card == WILD_DRAW_FOUR and _holds(view["hand"], colour):
        return Message(
            N_("Keep the Wild Draw 4 you drew: with {colour} in your hand it could be challenged."),
            {"colour": COLOUR_NAMES[colour]},
        )
    return Message(N_("Keep the {card} you drew for later."), {"card": card})


def _holds(hand: Sequence[str], colour: str) -> bool:
    return any(CARD_COLOUR[card] == colour for card in hand)


def _draw(view: Mapping[str, Any]) -> Message:
    hand = view["hand"]
    playable = PLAYABLE[view["colour"]][CARD_RANK[view["top"]]]
    plays = [card for card in hand if card in playable]
    if not plays:
        return Message(N_("Nothing in your hand can be played, so draw a card."))
    if set(plays) == {WILD_DRAW_FOUR} and _holds(hand, view["colour"]):
        return Message(
            N_("Your only play is a Wild Draw 4 that could be challenged, so draw instead.")
        )
    return Message.counted(
        NP_(
            "Drawing keeps your playable card for later.",
            "Drawing keeps your {count} playable cards for later.",
        ),
        {"count": len(plays)},
    )


def _play(view: Mapping[str, Any], action: Action, opponent: Message) -> Message:
    """A card played on a normal turn."""
    card = action.arg
    rest = list(view["hand"])
    rest.remove(card)
    if card == WILD:
        return _wild(rest, action.args[1])
    if card == WILD_DRAW_FOUR:
        return _draw_four(rest, view["colour"], opponent)
    colour = CARD_COLOUR[card]
    assert colour is not None
    rank = CARD_RANK[card]
    others = sum(CARD_COLOUR[other] == colour for other in rest)
    fields: dict[str, Any] = {
        "card": card,
        "colour": COLOUR_NAMES[colour],
        "player": opponent,
        "points": CARD_POINTS[card],
    }
    if rank == SKIP:
        return Message(N_("The Skip gives you another turn at once."), fields)
    if rank == REVERSE and others:
        return Message.counted(
            NP_(
                "The Reverse lets you play your other {colour} card straight after it.",
                "The Reverse lets you play your {count} other {colour} cards straight after it.",
            ),
            {**fields, "count": others},
        )
    if rank == DRAW_TWO:
        left = view["hand_counts"][1 - view["seat"]]
        if left <= 2:
            return Message.counted(
                NP_(
                    "Your Draw 2 hits {player}, who is down to {count} card: they draw 2 unless "
                    "they answer it.",
                    "Your Draw 2 hits {player}, who is down to {count} cards: they draw 2 unless "
                    "they answer it.",
                ),
                {**fields, "count": left},
            )
        return Message(
            N_("Your Draw 2 makes {player} draw 2 unless they answer with a Draw 2."), fields
        )
    return _colour_play(rest, card, colour == view["colour"], fields)


def _wild(rest: list[str], named: str) -> Message:
    """A Wild and the colour it names."""
    fields = {"colour": COLOUR_NAMES[named]}
    if _longest(rest, named):
        return Message(N_("The Wild changes the colour to {colour}, your longest colour."), fields)
    return Message(N_("The Wild changes the colour to {colour}."), fields)


def _draw_four(rest: list[str], in_force: str, opponent: Message) -> Message:
    """A Wild Draw 4: honest when the hand holds none of the colour in force."""
    fields = {"colour": COLOUR_NAMES[in_force], "player": opponent}
    if _holds(rest, in_force):
        return Message(
            N_("You hold {colour}, so this Wild Draw 4 may be challenged and cost you 4 cards."),
            fields,
        )
    return Message(
        N_(
            "Your Wild Draw 4 is honest, as you hold no {colour}: {player} draws 4 and you "
            "play again."
        ),
        fields,
    )


def _colour_play(rest: list[str], card: str, same: bool, fields: dict[str, Any]) -> Message:
    """A number card (or a Reverse with nothing to dump): what it does to the colour in play."""
    colour = CARD_COLOUR[card]
    assert colour is not None
    longest = _longest([*rest, card], colour)
    if longest and same:
        return Message(N_("Playing {card} keeps {colour}, your longest colour."), fields)
    if longest:
        return Message(N_("Playing {card} turns play to {colour}, your longest colour."), fields)
    wilds = sum(other in WILDS for other in rest)
    if wilds:
        return Message.counted(
            NP_(
                "This keeps your last wild card for changing colour later.",
                "This keeps your {count} wild cards for changing colour later.",
            ),
            {**fields, "count": wilds},
        )
    if CARD_POINTS[card] >= _HIGH_POINTS:
        return Message(N_("Playing {card} gets rid of {points} points while you can."), fields)
    if same:
        return Message(N_("Playing {card} keeps play in {colour}."), fields)
    return Message(N_("Playing {card} turns play to {colour}."), fields)
