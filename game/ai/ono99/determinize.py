"""ONO 99 determinizer: full states consistent with one seat's observation.

What the seat knows: its own hand, the laid-out hands, and the discard pile card by card (every
card played since the round's deal or the last reshuffle is public, and in the view). Every other
card of the edition's deck is unseen: it is dealt to the hidden hands (their sizes are public),
at random or by a hand dealer that reads the owners' plays, and the rest, in random order, is
the draw pile. The rules build the state from the view and that choice (`RULES.rebuild`).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Protocol

from game.core.observation import Observation
from game.rules.ono99 import RULES, Ono99Hidden, Ono99Setup, Ono99State
from game.rules.ono99_cards import codes_of, full_deck_cards


class HandDealer(Protocol):
    """Deals a hidden hand that explains its owner's plays (`beliefs.BeliefDealer`)."""

    def draw_hand(self, seat: int, size: int, pool: list[int], rng: random.Random) -> list[int]:
        """A hand of `size` cards for `seat`, taken out of `pool`."""
        ...


class Ono99Determinizer:
    """Samples `Ono99State`s that give exactly the observation's view to its seat."""

    def __init__(self, observation: Observation, dealer: HandDealer | None = None) -> None:
        view = observation.view
        edition = observation.options["edition"]
        self.codes = codes_of(edition)
        self.dealer = dealer
        self.observation = observation
        self.hidden_sizes = {
            other: hand for other, hand in enumerate(view["hands"]) if not isinstance(hand, list)
        }
        pool = Counter(full_deck_cards(edition))
        shown = list(view["discards"])
        for hand in view["hands"]:
            if isinstance(hand, list):
                shown.extend(hand)
        by_code = Ono99Setup.of(observation.options).card_by_code
        pool.subtract(by_code[code] for code in shown)
        if any(count < 0 for count in pool.values()):
            raise ValueError("the observation shows more cards than the deck holds")
        self.unseen = sorted(pool.elements())
        if len(self.unseen) != sum(self.hidden_sizes.values()) + view["draw_pile"]:
            raise ValueError("the unseen cards do not fill the hidden places")

    def sample(self, rng: random.Random) -> Ono99State:
        """One full state: the unseen cards shuffled into the hidden hands and the draw pile."""
        state_rng = random.Random(rng.getrandbits(64))
        codes = self.codes
        cards = self.unseen[:]
        dealer = self.dealer
        hands: dict[int, list[str]] = {}
        for other, size in self.hidden_sizes.items():
            if dealer is not None:
                hand = dealer.draw_hand(other, size, cards, rng)
            else:
                hand = rng.sample(cards, size)
                for card in hand:
                    cards.remove(card)
            hands[other] = [codes[card] for card in hand]
        rng.shuffle(cards)
        observation = self.observation
        return RULES.rebuild(
            observation.view,
            observation.options,
            Ono99Hidden(hands, [codes[card] for card in reversed(cards)]),
            state_rng,
        )
