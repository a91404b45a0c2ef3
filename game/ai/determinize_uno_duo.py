"""UNO Duo determinizer: full states consistent with one seat's observation (after the draft).

The seat's own hand, the discard pile, the scores and the phase come from the view; the
opponent's hand is filled slot by slot from the unseen cards, respecting what the seat believes
of each slot (see `uno_duo_knowledge`), and the rest is the draw pile: its bottom in the known
order of the draft pile while that is still there, random above it.
"""

from __future__ import annotations

import random
from collections import Counter

from game.ai.uno_duo_knowledge import Slot, read_knowledge
from game.core.observation import Observation
from game.rules.uno_duo import UnoDuoState
from game.rules.uno_duo_cards import CARD_COLOUR, CARD_RANK, WILD, full_deck


class UnoDuoDeterminizer:
    """Samples `UnoDuoState`s that give exactly the observation's view to its seat."""

    def __init__(self, observation: Observation) -> None:
        view = observation.view
        if view["phase"] == "draft":
            raise ValueError("the draft is decided without search")
        self.observation = observation
        self.seat = observation.seat
        self.opponent = 1 - observation.seat
        knowledge = read_knowledge(observation)
        if len(knowledge.discard) != view["discard_pile"]:
            raise ValueError("the events do not account for the discard pile")
        self.knowledge = knowledge
        draw_count = view["draw_pile"]
        bottom = knowledge.draft_order[::-1] if knowledge.bottom_known else []
        self.bottom = bottom[:draw_count]
        self.slots = _fit_slots(knowledge.slots, view["hand_counts"][self.opponent])
        pool = Counter(full_deck(observation.options["deck"]))
        pool.subtract(view["hand"])
        pool.subtract(knowledge.discard)
        pool.subtract(self.bottom)
        pool.subtract(slot.card for slot in self.slots if slot.card is not None)
        if any(count < 0 for count in pool.values()):
            self.slots = [Slot() for _ in self.slots]
            pool = Counter(full_deck(observation.options["deck"]))
            pool.subtract(view["hand"])
            pool.subtract(knowledge.discard)
            pool.subtract(self.bottom)
        self.unseen = sorted(pool.elements())
        unknown = sum(slot.card is None for slot in self.slots)
        if len(self.unseen) != unknown + draw_count - len(self.bottom):
            raise ValueError("the unseen cards do not fill the hidden places")

    def sample(self, rng: random.Random) -> UnoDuoState:
        """One full state: the opponent's unknown cards and the top of the draw pile sampled."""
        observation = self.observation
        view = observation.view
        pool = self.unseen[:]
        rng.shuffle(pool)
        opponent_hand = _fill(self.slots, pool, rng)
        state = UnoDuoState(dict(observation.options), random.Random(rng.getrandbits(64)))
        hands: list[list[str]] = [[], []]
        hands[self.seat] = list(view["hand"])
        hands[self.opponent] = opponent_hand
        state.hands = hands
        state.draw_pile = self.bottom + pool
        state.discard_pile = self.knowledge.discard[:]
        state.phase = view["phase"]
        state.to_move = view["to_move"]
        state.round = view["round"]
        state.player1 = view["player1"]
        state.colour = view["colour"]
        state.top_rank = CARD_RANK[state.discard_pile[-1]]
        state.volley = view["volley"]
        state.dump_colour = view["dump_colour"]
        state.dump_from_start = view["phase"] == "dump_offer" and _dump_from_start(observation)
        state.drawn_card = view["drawn_card"]
        state.uno_called = view["uno_called"]
        state.catchable = view["catchable"]
        state.called_on_one = [
            count == 1 and view["catchable"] != seat
            for seat, count in enumerate(view["hand_counts"])
        ]
        before = self.knowledge.colour_before_last_play
        state.draw_four_was_illegal = before in map(CARD_COLOUR.get, opponent_hand)
        if state.phase == "start_colour":
            state.next_seat = (
                1 - view["player1"] if state.discard_pile[-1] == WILD else view["to_move"]
            )
        state.round_scores = [list(points) for points in view["round_scores"]]
        state.totals = list(view["scores"])
        return state


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


def _dump_from_start(observation: Observation) -> bool:
    """True when the dump offer comes from the round's starting Reverse."""
    for event in reversed(observation.events):
        if event.type in ("start_card", "card_played"):
            return event.type == "start_card"
    return False
