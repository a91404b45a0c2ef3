"""How much the plays reveal of ONO 99's hidden hands: Bayes' rule over every hand, whole rounds.

For each other seat the filter keeps a probability for every hand it may hold (a sorted tuple of
card ints) and follows the round's public events. A draw spreads each hand over the unseen cards
by their counts; a play keeps the hands holding the card played, each weighted by the chance the
Normal strategy plays it from that whole hand (with the chance `DOUBT` of any legal card instead,
so a surprising play never rules a hand out). One simplification: each seat is filtered on its
own, as if the other hidden hands were still cards it could draw.

The shipped Hard samples from the cheaper `game.ai.ono99.beliefs.BeliefDealer`; the decisions
bench plays Hard with this filter instead to show what the sharpest fair reading of the hands is
worth.
"""

from __future__ import annotations

import bisect
import itertools
import random
from collections import Counter

from game.ai.ono99.beliefs import PastPlay, RoundWalk, replay_round
from game.ai.ono99.strategy import pick_card
from game.core.observation import Observation
from game.rules.ono99_cards import ONO99, full_deck_cards, playable_cards

DOUBT = 0.001
"""The chance that a play is not the Normal strategy's choice but any legal card."""
NEGLIGIBLE = 1e-9
"""Hands less likely than this are dropped."""
_TRIES = 20

Hand = tuple[int, ...]


class HandFilter(RoundWalk):
    """Every other seat's hand as a probability over hands (`beliefs`), from one seat's view."""

    def __init__(self, observation: Observation) -> None:
        super().__init__(observation)
        options = observation.options
        self.old = options["edition"] == "1980"
        self.round_ten = bool(options.get("ono_on_round_ten"))
        self.points = options.get("scoring") == "points"
        self.seat = observation.seat
        self.deck = Counter(full_deck_cards(options["edition"]))
        self.discard: Counter[int] = Counter()
        self.top: int | None = None
        self.seen: Counter[int] = Counter()
        self.beliefs: dict[int, dict[Hand, float]] = {
            other: {(): 1.0} for other in range(observation.players) if other != self.seat
        }
        replay_round(self, observation)
        self._tables = {
            other: (list(belief), list(itertools.accumulate(belief.values())))
            for other, belief in self.beliefs.items()
        }

    def _unseen(self) -> Counter[int]:
        unseen = self.deck.copy()
        unseen.subtract(self.discard)
        unseen.subtract(self.seen)
        return unseen

    def card_dealt(self, seat: int, card: int | None) -> None:
        """A dealt card is drawn like any other."""
        self.card_drawn(seat, card)

    def card_drawn(self, seat: int, card: int | None) -> None:
        """The filtering seat's own card is seen; another seat's hands each gain any unseen card."""
        super().card_drawn(seat, card)
        if seat == self.seat and card is not None:
            self.seen[card] += 1
            return
        belief = self.beliefs.get(seat)
        if belief is None:
            return
        unseen = self._unseen()
        count = sum(unseen.values())
        grown: dict[Hand, float] = {}
        for hand, chance in belief.items():
            held = Counter(hand)
            left = count - len(hand)
            for drawn, copies in unseen.items():
                free = copies - held[drawn]
                if free > 0 and left > 0:
                    key = tuple(sorted((*hand, drawn)))
                    grown[key] = grown.get(key, 0.0) + chance * free / left
        self.beliefs[seat] = _normalised(grown) or belief

    def card_played(self, seat: int, card: int, total_after: int) -> None:
        """The card goes to the pile; the player's hands are weighted by how likely the play was."""
        super().card_played(seat, card, total_after)
        self.discard[card] += 1
        self.top = card
        if seat == self.seat:
            self.seen[card] -= 1
            return
        belief = self.beliefs.get(seat)
        if belief is not None:
            self.beliefs[seat] = self._after_play(belief, card, self.plays[seat][-1])

    def _after_play(
        self, belief: dict[Hand, float], card: int, play: PastPlay
    ) -> dict[Hand, float]:
        """The hands left after `play` of `card`, each weighted by how likely that play was."""
        ono_open = self.round_ten and play.total % 10 == 0
        kept: dict[Hand, float] = {}
        for hand, chance in belief.items():
            if card not in hand:
                continue
            legal = playable_cards(
                list(hand), play.total, play.owed, self.old, ono_open, self.points
            )
            if card not in legal:
                continue
            choice = pick_card(
                legal, hand, play.total, play.owed, self.old, play.active, play.previous_weaker
            )
            likelihood = (1 - DOUBT) * (choice == card) + DOUBT / len(legal)
            rest = list(hand)
            rest.remove(card)
            key = tuple(rest)
            kept[key] = kept.get(key, 0.0) + chance * likelihood
        return _normalised(kept) or {(): 1.0}

    def player_out(self, seat: int, hand: list[int] | None) -> None:
        """A hand laid face up is seen and no longer filtered."""
        super().player_out(seat, hand)
        if hand is not None and seat != self.seat:
            self.seen.update(hand)
            self.beliefs.pop(seat, None)

    def ono_discarded(self, seat: int) -> None:
        """Four ONO 99 cards go to the pile; the seat's new hand is drawn afresh."""
        super().ono_discarded(seat)
        self.discard[ONO99] += 4
        self.top = ONO99
        if seat == self.seat:
            self.seen[ONO99] -= 4
        elif seat in self.beliefs:
            self.beliefs[seat] = {(): 1.0}

    def pile_reshuffled(self) -> None:
        """Every card of the pile but its top one can be drawn again."""
        self.discard = Counter() if self.top is None else Counter({self.top: 1})

    def draw_hand(self, seat: int, size: int, pool: list[int], rng: random.Random) -> list[int]:
        """A hand of `size` cards for `seat` drawn from its belief and taken out of `pool`; a
        few tries, then an even deal from `pool`, when the drawn hand is not in `pool`."""
        hands, cumulative = self._tables.get(seat, ([], []))
        for _ in range(_TRIES if hands else 0):
            hand = hands[bisect.bisect_left(cumulative, rng.random() * cumulative[-1])]
            left = Counter(pool)
            left.subtract(hand)
            if len(hand) == size and min(left.values()) >= 0:
                for card in hand:
                    pool.remove(card)
                return rng.sample(hand, size)
        hand = rng.sample(pool, size)
        for card in hand:
            pool.remove(card)
        return hand


def _normalised(weights: dict[Hand, float]) -> dict[Hand, float]:
    """`weights` scaled to sum to 1, without the negligible hands (empty if all are nought)."""
    whole = sum(weights.values())
    if whole <= 0:
        return {}
    kept = {hand: weight for hand, weight in weights.items() if weight / whole > NEGLIGIBLE}
    whole = sum(kept.values())
    return {hand: weight / whole for hand, weight in kept.items()}
