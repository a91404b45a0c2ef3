"""UNO Duo determinizer: full states consistent with one seat's observation.

The seat's own hand, the discard pile, the scores and the phase come from the view; the
opponent's hand is filled slot by slot from the unseen cards, respecting what the seat believes
of each slot (see `knowledge`), and the rest is the draw pile: its bottom in the known order of
the draft pile while that is still there, random above it. During the draft the face-up draft
pile and the card the seat looks at are seen too, and the draw pile holds the cards not yet
drafted. The rules build the state from the view and that choice (`RULES.rebuild`).
"""

from __future__ import annotations

import random
from collections import Counter

from game.ai.uno_duo.knowledge import Slot, read_knowledge
from game.core.observation import Observation
from game.rules.uno_duo import RULES, UnoDuoHidden, UnoDuoState
from game.rules.uno_duo_cards import CARD_COLOUR, full_deck


class UnoDuoDeterminizer:
    """Samples `UnoDuoState`s that give exactly the observation's view to its seat."""

    def __init__(self, observation: Observation) -> None:
        view = observation.view
        self.observation = observation
        self.seat = observation.own_seat
        self.opponent = 1 - self.seat
        knowledge = read_knowledge(observation)
        self.knowledge = knowledge
        draw_count = view["draw_pile"]
        bottom = knowledge.draft_order[::-1] if knowledge.bottom_known else []
        self.bottom = bottom[:draw_count]
        self.slots = _fit_slots(knowledge.slots, view["hand_counts"][self.opponent])
        hidden = Counter(full_deck(observation.options["deck"]))
        hidden.subtract(view["hand"])
        hidden.subtract(view["discards"])
        hidden.subtract(view["draft_pile"])
        hidden.subtract([view["draft_card"]] if view["draft_card"] else [])
        hidden.subtract(self.bottom)
        pool = hidden.copy()
        pool.subtract(slot.card for slot in self.slots if slot.card is not None)
        if any(count < 0 for count in pool.values()):
            self.slots = [Slot() for _ in self.slots]
            pool = hidden
        self.unseen = sorted(pool.elements())
        unknown = sum(slot.card is None for slot in self.slots)
        if len(self.unseen) != unknown + draw_count - len(self.bottom):
            raise ValueError("the unseen cards do not fill the hidden places")

    def sample(self, rng: random.Random) -> UnoDuoState:
        """One full state: the opponent's unknown cards and the top of the draw pile sampled."""
        observation = self.observation
        pool = self.unseen[:]
        rng.shuffle(pool)
        opponent_hand = _fill(self.slots, pool, rng)
        before = self.knowledge.colour_before_last_play
        hidden = UnoDuoHidden(
            hands={self.opponent: opponent_hand},
            draw_pile=(self.bottom + pool)[::-1],
            draw_four_was_illegal=before in map(CARD_COLOUR.get, opponent_hand),
        )
        state_rng = random.Random(rng.getrandbits(64))
        return RULES.rebuild(observation.view, observation.options, hidden, state_rng)


def _fit_slots(slots: list[Slot], count: int) -> list[Slot]:
    """The slots cut or padded to the opponent's public hand size (unknown slots go first)."""
    slots = [Slot(slot.card, slot.not_any) for slot in slots]
    while len(slots) < count:
        slots.append(Slot())
    while len(slots) > count:
        unknown = [index for index, slot in enumerate(slots) if slot.card is None]
        del slots[unknown[0] if unknown else 0]
    return slots


def _fill(slots: list[Slot], pool: list[str], rng: random.Random) -> list[str]:
    """The opponent's hand: seen cards as they are, each unknown slot given a pool card it is
    believed it may be (any card when none fits), the most constrained slots first."""
    hand = [slot.card for slot in slots if slot.card is not None]
    unknown = sorted(
        (slot for slot in slots if slot.card is None), key=lambda slot: -len(slot.not_any)
    )
    for slot in unknown:
        pick = next((i for i, card in enumerate(pool) if card not in slot.not_any), 0)
        hand.append(pool.pop(pick))
    rng.shuffle(hand)
    return hand
