"""What one UNO Duo seat knows of the hidden cards, read from the events it saw.

- The discard pile card by card (every play is public) and the draft pile, which lies face up and
  then goes under the draw pile in a known order: while the draw pile is down to those cards, its
  order is known exactly.
- The opponent's hand as slots: a card seen in a challenged hand (until it is played), or an
  unknown card with the cards it is believed not to be. An opponent who draws instead of playing
  is believed to hold nothing playable then; one who draws a card and does not play it at once
  drew an unplayable card; one who takes a volley holds no Draw 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.ai.history import since_last
from game.core.events import Event
from game.core.observation import Observation
from game.rules.uno_duo_cards import CARD_RANK, DRAW_TWO, PLAYABLE

_DRAW_TWOS = frozenset(card for card in CARD_RANK if CARD_RANK[card] == DRAW_TWO)


@dataclass
class Slot:
    """An opponent's card: `card` when seen, else the cards it is believed not to be."""

    card: str | None = None
    not_any: frozenset[str] = field(default_factory=frozenset)


@dataclass
class UnoKnowledge:
    """The seat's reading of the round so far (see the module docstring)."""

    discard: list[str] = field(default_factory=list)
    draft_order: list[str] = field(default_factory=list)
    bottom_known: bool = False
    slots: list[Slot] = field(default_factory=list)
    colour_before_last_play: str | None = None


def read_knowledge(observation: Observation) -> UnoKnowledge:
    """Walk the seat's events and return what it knows now."""
    me = observation.seat
    known = UnoKnowledge()
    colour: str | None = None
    events = since_last(observation.events, "round_started")
    for index, event in enumerate(events):
        kind = event.type
        if kind == "round_started":
            known = UnoKnowledge()
            colour = None
        elif kind == "draft_discarded":
            known.draft_order.append(event["card"])
        elif kind == "draft_kept" and event["seat"] != me:
            known.slots.append(Slot())
        elif kind == "draft_pile_under":
            known.bottom_known = True
        elif kind == "start_card":
            known.discard.append(event["card"])
            colour = event["colour"]
        elif kind == "colour_named":
            colour = event["colour"]
        elif kind == "card_played":
            if event["seat"] != me:
                known.colour_before_last_play = colour
                _remove_played(known.slots, event["card"])
            known.discard.append(event["card"])
            colour = event["colour"]
        elif kind == "pile_rebuilt":
            del known.discard[:-1]
            known.bottom_known = False
        elif kind in ("card_drawn", "penalty_drawn") and event["seat"] != me:
            _opponent_drew(known, event, events, index, colour)
        elif kind == "hand_revealed" and event.get("cards") is not None:
            known.slots = [Slot(card) for card in event["cards"]]
    return known


def _opponent_drew(
    known: UnoKnowledge, event: Event, events: Sequence[Event], index: int, colour: str | None
) -> None:
    top = known.discard[-1] if known.discard else None
    playable = PLAYABLE[colour][CARD_RANK[top]] if colour and top else frozenset()
    if event.type == "penalty_drawn":
        if event["reason"] == "volley":
            _believe_none_of(known.slots, _DRAW_TWOS)
        known.slots.extend(Slot() for _ in range(event["count"]))
        return
    _believe_none_of(known.slots, playable)
    following = events[index + 1] if index + 1 < len(events) else None
    played_it = (
        following is not None
        and following.type == "card_played"
        and following["seat"] == event["seat"]
    )
    known.slots.append(Slot() if played_it else Slot(None, playable))


def _believe_none_of(slots: list[Slot], cards: frozenset[str]) -> None:
    for slot in slots:
        if slot.card is None:
            slot.not_any = slot.not_any | cards


def _remove_played(slots: list[Slot], card: str) -> None:
    """Take the played card out of the slots: a seen one, else the unknown slot most likely."""
    for index, slot in enumerate(slots):
        if slot.card == card:
            del slots[index]
            return
    unknown = [index for index, slot in enumerate(slots) if slot.card is None]
    allowing = [index for index in unknown if card not in slots[index].not_any]
    chosen = (allowing or unknown or [len(slots) - 1])[0]
    if slots:
        del slots[chosen]
