"""ONO 99 beliefs: which hidden hands explain the plays their owners made.

Card counting alone deals the unseen cards evenly. A player's recent plays say more. A card they
hold now was either drawn after their latest play or held through one or more of their plays, and
a card held through a play is one the Normal strategy would not have played instead (a player
who spends a −10 on a total of 10 holds no number card, no 0, Reverse or Play 2). The sampler
gives every slot of a hidden hand an age — how many of the owner's latest plays it was held
through, following the chance that each draw was that card — and deals it an unseen card the
strategy would have kept at every one of those plays. Each play is doubted with the chance
`DOUBT` and then constrains nothing, because people, and Easy, play otherwise.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, TypeVar

from game.ai.history import since_last
from game.ai.ono99.strategy import CARD_OF_CODE, aims_back, pick_card, strains, weakness
from game.core.observation import Observation
from game.rules.ono99_cards import CODES, HAND_SIZE, playable_cards

DOUBT = 0.1
"""The chance that a play is not taken for the Normal strategy's choice (it constrains nothing)."""
DEPTH = 3
"""How many of a player's latest plays are judged."""
CARD_KINDS = len(CODES)
_ANY = (1 << CARD_KINDS) - 1
_QUICK_PICKS = 12


@dataclass(frozen=True)
class PastPlay:
    """One play as its player faced it: the card, the total before it, the Play 2 duty, the
    players still in, whether the seat a Reverse turns to looked weaker, and whether a card was
    drawn after it."""

    card: int
    total: int
    owed: int
    active: int
    previous_weaker: bool
    drew: bool


class RoundWalk:
    """The public course of the round so far, replayed from one seat's events (see
    `replay_round`); a subclass may follow more of it by extending the event methods."""

    def __init__(self, observation: Observation) -> None:
        view = observation.view
        self.view = view
        self.total = 0
        self.direction = 1
        self.out = list(view.get("out_of_game", [False] * observation.players))
        self.duty_seat: int | None = None
        self.duty = 0
        self.strained: set[int] = set()
        self.plays: dict[int, list[PastPlay]] = {}

    def card_played(self, seat: int, card: int, total_after: int) -> None:
        """Record the play as its player faced it, then move the round on."""
        owed = self.duty if self.duty_seat == seat else 0
        play = PastPlay(
            card,
            self.total,
            owed,
            self.out.count(False),
            aims_back(seat, self.direction, self.out, partial(weakness, self.view), self.strained),
            False,
        )
        self.plays.setdefault(seat, []).append(play)
        if strains(self.total, card):
            self.strained.add(seat)
        self.total = total_after
        self.duty_seat = None

    def card_drawn(self, seat: int, card: int | None) -> None:
        """A card drawn right after the seat's latest play joins that play's chain (`card` is
        known only to its owner)."""
        plays = self.plays.get(seat)
        if plays and not plays[-1].drew:
            plays[-1] = replace(plays[-1], drew=True)

    def card_dealt(self, seat: int, card: int | None) -> None:
        """A card dealt at the start of the round (`card` is known only to its owner)."""

    def player_out(self, seat: int, hand: list[int] | None) -> None:
        """The seat is out of the game (`hand` laid face up) or, `hand` None, of the round."""
        self.out[seat] = True

    def ono_discarded(self, seat: int) -> None:
        """The seat discarded four ONO 99 cards: its plays no longer tell of its new hand."""
        self.plays.pop(seat, None)

    def pile_reshuffled(self) -> None:
        """The discard pile but its top card became the draw pile."""

    def recent(self) -> dict[int, list[PastPlay]]:
        """Each seat's plays, newest first, at most `DEPTH` of them."""
        return {seat: plays[::-1][:DEPTH] for seat, plays in self.plays.items()}


Walk = TypeVar("Walk", bound=RoundWalk)


def replay_round(walk: Walk, observation: Observation) -> Walk:
    """Feed the round's events so far, as `observation`'s seat saw them, to `walk`."""
    for event in since_last(observation.events, "round_started"):
        kind = event.type
        if kind == "card_played":
            walk.card_played(event["seat"], CARD_OF_CODE[event["card"]], event["total"])
        elif kind in ("card_drawn", "card_dealt"):
            code = event.data.get("card")
            card = None if code is None else CARD_OF_CODE[code]
            if kind == "card_drawn":
                walk.card_drawn(event["seat"], card)
            else:
                walk.card_dealt(event["seat"], card)
        elif kind == "direction_reversed":
            walk.direction = event["direction"]
        elif kind == "duty_owed":
            walk.duty_seat, walk.duty = event["seat"], event["owed"]
        elif kind == "player_out":
            walk.player_out(event["seat"], [CARD_OF_CODE[code] for code in event["hand"]])
        elif kind == "out_of_round":
            walk.player_out(event["seat"], None)
        elif kind == "ono_discarded":
            walk.ono_discarded(event["seat"])
        elif kind == "pile_reshuffled":
            walk.pile_reshuffled()
    return walk


def kept_with(play: PastPlay, old: bool, ono_open: bool, points: bool) -> int:
    """The cards (a bit mask over card ints) the Normal strategy would have kept rather than
    played instead of `play.card`, judged one card against it at a time."""
    mask = 0
    played = play.card
    for card in range(CARD_KINDS):
        hand = [played, card]
        legal = playable_cards(hand, play.total, play.owed, old, ono_open, points)
        if (
            card == played
            or card not in legal
            or played not in legal
            or pick_card(legal, hand, play.total, play.owed, old, play.active, play.previous_weaker)
            == played
        ):
            mask |= 1 << card
    return mask


class BeliefDealer:
    """Deals hidden hands that explain their owners' latest plays (see the module docstring);
    `strained` holds the seats seen short of room this round, at whom the Normal players aim."""

    def __init__(self, observation: Observation) -> None:
        options: dict[str, Any] = observation.options
        old = options["edition"] == "1980"
        round_ten = bool(options.get("ono_on_round_ten"))
        points = options.get("scoring") == "points"
        walk = replay_round(RoundWalk(observation), observation)
        self.strained = frozenset(walk.strained)
        self.kept: dict[int, list[tuple[bool, int]]] = {
            seat: [
                (play.drew, kept_with(play, old, round_ten and play.total % 10 == 0, points))
                for play in plays
            ]
            for seat, plays in walk.recent().items()
        }

    def slot_masks(self, seat: int, size: int, rng: random.Random) -> list[int]:
        """For each of `size` slots of the seat's hand, the cards it may hold: a slot held
        through a play holds a card the strategy would have kept there."""
        masks = [_ANY] * size
        held = list(range(size))
        for drew, kept in self.kept.get(seat, ()):
            if drew and held and rng.randrange(HAND_SIZE) < len(held):
                held.pop(rng.randrange(len(held)))
            if rng.random() >= DOUBT:
                for slot in held:
                    masks[slot] &= kept
        return masks

    def draw_hand(self, seat: int, size: int, pool: list[int], rng: random.Random) -> list[int]:
        """A hand of `size` cards for `seat`, taken out of `pool`: each slot gets a card its mask
        allows when the pool still has one, the most demanding slots first."""
        masks = sorted(self.slot_masks(seat, size, rng), key=_ANY.__eq__)
        hand: list[int] = []
        for mask in masks:
            index = rng.randrange(len(pool))
            if not mask >> pool[index] & 1:
                index = _index_allowed(mask, pool, rng)
            hand.append(pool.pop(index))
        return hand


def _index_allowed(mask: int, pool: list[int], rng: random.Random) -> int:
    """A random index of `pool` whose card `mask` allows (any index when none is allowed): a few
    random picks first, then a scan."""
    for _ in range(_QUICK_PICKS):
        index = rng.randrange(len(pool))
        if mask >> pool[index] & 1:
            return index
    fits = [index for index, card in enumerate(pool) if mask >> card & 1]
    return rng.choice(fits) if fits else rng.randrange(len(pool))
