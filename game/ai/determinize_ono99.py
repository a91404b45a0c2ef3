"""ONO 99 determinizer: full states consistent with one seat's observation.

What the seat knows: its own hand, the laid-out hands, and the discard pile card by card (every
card played since the round's deal or the last reshuffle is public). Every other card of the
edition's deck is unseen: it is dealt at random to the hidden hands (their sizes are public) and
the rest, in random order, is the draw pile.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Protocol

from game.ai.history import since_last
from game.ai.ono99_strategy import CARD_OF_CODE as _CARD_OF_CODE
from game.core.observation import Observation
from game.rules.ono99 import DRAW, PLAY, Ono99State
from game.rules.ono99_cards import ONO99, full_deck_cards


def discard_pile(observation: Observation) -> list[int]:
    """The discard pile as cards (top last), rebuilt from the public events."""
    pile: list[int] = []
    for event in since_last(observation.events, "round_started"):
        kind = event.type
        if kind == "card_played":
            pile.append(_CARD_OF_CODE[event["card"]])
        elif kind == "ono_discarded":
            pile.extend([ONO99] * 4)
        elif kind == "pile_reshuffled":
            del pile[:-1]
    return pile


class HandDealer(Protocol):
    """Deals a hidden hand that explains its owner's plays (`ono99_beliefs.Judge`)."""

    def draw_hand(self, seat: int, size: int, pool: list[int], rng: random.Random) -> list[int]:
        """A hand of `size` cards for `seat`, taken out of `pool`."""
        ...


class Ono99Determinizer:
    """Samples `Ono99State`s that give exactly the observation's view to its seat."""

    def __init__(self, observation: Observation, dealer: HandDealer | None = None) -> None:
        view = observation.view
        self.dealer = dealer
        self.observation = observation
        self.seat = observation.seat
        self.discard = discard_pile(observation)
        if len(self.discard) != view["discard_pile"]:
            raise ValueError("the events do not account for the discard pile")
        self.known_hands: dict[int, list[int]] = {}
        self.hidden_sizes: dict[int, int] = {}
        for other, hand in enumerate(view["hands"]):
            if isinstance(hand, list):
                self.known_hands[other] = [_CARD_OF_CODE[code] for code in hand]
            else:
                self.hidden_sizes[other] = hand
        pool = Counter(full_deck_cards(observation.options["edition"]))
        pool.subtract(self.discard)
        for hand in self.known_hands.values():
            pool.subtract(hand)
        if any(count < 0 for count in pool.values()):
            raise ValueError("the observation shows more cards than the deck holds")
        self.unseen = sorted(pool.elements())
        if len(self.unseen) != sum(self.hidden_sizes.values()) + view["draw_pile"]:
            raise ValueError("the unseen cards do not fill the hidden places")

    def sample(self, rng: random.Random) -> Ono99State:
        """One full state: the unseen cards shuffled into the hidden hands and the draw pile."""
        observation = self.observation
        view = observation.view
        state = Ono99State(observation.players, dict(observation.options), _seeded(rng))
        cards = self.unseen[:]
        dealer = self.dealer
        hands: list[list[int]] = []
        for other in range(observation.players):
            if other in self.known_hands:
                hands.append(self.known_hands[other][:])
            elif dealer is not None:
                hands.append(dealer.draw_hand(other, self.hidden_sizes[other], cards, rng))
            else:
                hands.append(rng.sample(cards, self.hidden_sizes[other]))
                for card in hands[-1]:
                    cards.remove(card)
        rng.shuffle(cards)
        state.hands = hands
        state.draw = cards
        state.discard = self.discard[:]
        state.out = list(view["out"])
        state.gone = list(view.get("out_of_game", view["out"]))
        if "tokens" in view:
            state.tokens = list(view["tokens"])
        if "points" in view:
            state.points = list(view["points"])
        state.active = state.out.count(False)
        state.round = view["round"]
        state.first = view["first"]
        state.seat = view["to_move"]
        state.phase = DRAW if view["phase"] == "draw" else PLAY
        state.total = view["total"]
        state.direction = view["direction"]
        state.owed = view["owed"]
        state.next_owes = view.get("next_owes", False)
        state.ono_used = view.get("ono_played", False)
        state._legal = tuple(observation.legal)
        state.record_events = False
        return state


def _seeded(rng: random.Random) -> random.Random:
    return random.Random(rng.getrandbits(64))
