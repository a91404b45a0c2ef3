"""UNO Duo Normal strategy: colour control, volley management, dumps, honest Wild Draw 4s and
challenges judged from the unseen cards.

The decisions work on plain values (a hand, the colour in force, the top rank), so the Normal
player (from its observation) and the Hard player's playouts (from a sampled state) share them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from game.ai.base import ComputerPlayer
from game.ai.history import since_last
from game.core.actions import Action
from game.core.observation import Observation
from game.rules.uno_duo import UnoDuoState
from game.rules.uno_duo_cards import (
    ACCEPT,
    CARD_COLOUR,
    CARD_POINTS,
    CARD_RANK,
    CATCH,
    CHALLENGE,
    COLOURS,
    DISCARD,
    DRAW,
    DRAW_TWO,
    DUMP,
    KEEP,
    PASS,
    PLAY_ACTIONS,
    PLAYABLE,
    REVERSE,
    SKIP,
    UNO,
    WILD,
    WILD_DRAW_FOUR,
    WILDS,
    full_deck,
)

NAME_COLOUR = {colour: Action.of("colour", colour) for colour in COLOURS}
BLUFF_PRIOR = 0.3
"""How often Normal assumes a Wild Draw 4 is a bluff when the player could have held the colour."""
CHALLENGE_ODDS = 0.2
"""A challenge risks 2 more cards to win 8 (4 not drawn, 4 to the bluffer): worth it above 1/5."""
_CHALLENGE_HAND = 5
"""In playouts, where counting unseen cards would be slow: the hand size from which Normal's
estimate says the opponent very likely held the colour (about a quarter of the cards each)."""
_DUMP_ORDER = {DRAW_TWO: 1, SKIP: 2}
"""In a dump the last card acts: numbers first, a Draw 2 late, a Skip last."""


def best_colour(hand: Iterable[str], avoid: str | None = None) -> str:
    """The colour to name: the one held most (by count, then points), `avoid` only if needed."""
    counts: Counter[str] = Counter()
    for card in hand:
        colour = CARD_COLOUR[card]
        if colour is not None:
            counts[colour] += 10 + CARD_POINTS[card]
    ranked = sorted(COLOURS, key=lambda colour: (-counts[colour], colour == avoid))
    return ranked[0]


def pick_play(
    hand: Sequence[str], colour: str, top_rank: str, opponent_cards: int
) -> Action | None:
    """The card to play on the colour in force and the top rank, or None to draw."""
    playable = PLAYABLE[colour][top_rank]
    candidates = [card for card in dict.fromkeys(hand) if card in playable]
    if not candidates:
        return None
    counts = Counter(CARD_COLOUR[card] for card in hand)
    honest_four = counts[colour] == 0
    best: str | None = None
    best_score = -1000.0
    for card in candidates:
        score = _score(card, hand, counts, honest_four, opponent_cards)
        if score > best_score:
            best, best_score = card, score
    if best is None or best_score <= -100:
        return None
    if best in WILDS:
        rest = list(hand)
        rest.remove(best)
        return Action.of("play", best, best_colour(rest))
    return PLAY_ACTIONS[best][0]


def _score(
    card: str, hand: Sequence[str], counts: Counter, honest_four: bool, opponent_cards: int
) -> float:
    rank = CARD_RANK[card]
    urgent = opponent_cards <= 2
    if card == WILD_DRAW_FOUR:
        if not honest_four:
            return -500.0
        return 40.0 if urgent else 1.0
    if card == WILD:
        return 2.0 + (len(hand) <= 2) * 20
    colour = CARD_COLOUR[card]
    score = 10.0 + 2.5 * (counts[colour] - 1) + CARD_POINTS[card] / 4
    if rank == SKIP:
        score += 6 + urgent * 10
    elif rank == REVERSE:
        score += 5 * (counts[colour] - 1)
    elif rank == DRAW_TWO:
        score += 3 + urgent * 15
    return score


def pick_volley(hand: Sequence[str]) -> Action:
    """Answer a Draw 2 with one of ours (its colour the one we hold most), else take the cards."""
    twos = [card for card in hand if CARD_RANK[card] == DRAW_TWO]
    if not twos:
        return DRAW
    counts = Counter(CARD_COLOUR[card] for card in hand)
    return PLAY_ACTIONS[max(twos, key=lambda card: counts[CARD_COLOUR[card]])][0]


def pick_dump_card(hand: Sequence[str], colour: str) -> Action:
    """During a dump: numbers first, so that a Skip or Draw 2 comes last and acts."""
    cards = [card for card in hand if CARD_COLOUR[card] == colour]
    card = min(cards, key=lambda card: (_DUMP_ORDER.get(CARD_RANK[card], 0), -CARD_POINTS[card]))
    return PLAY_ACTIONS[card][0]


def keeps_draft_card(card: str, hand: Sequence[str]) -> bool:
    """Keep wilds, action cards, low numbers and cards of a colour already collected."""
    if card in WILDS or CARD_RANK[card] in (SKIP, REVERSE, DRAW_TWO):
        return True
    same = sum(CARD_COLOUR[other] == CARD_COLOUR[card] for other in hand)
    return same >= 2 or CARD_POINTS[card] <= 3


def bluff_likely(colour: str | None, opponent_cards: int, unseen: Sequence[str]) -> bool:
    """Challenge a Wild Draw 4 when the opponent very likely held the colour in force then."""
    if colour is None or not unseen or opponent_cards < 1:
        return False
    share = sum(CARD_COLOUR[card] == colour for card in unseen) / len(unseen)
    held = 1 - (1 - share) ** opponent_cards
    return BLUFF_PRIOR * held > CHALLENGE_ODDS


def with_calls(legal: Sequence[Action], hand: Sequence[str], choice: Action) -> Action:
    """Catch whenever possible; call UNO before playing the second-to-last card."""
    if CATCH in legal:
        return CATCH
    if UNO in legal and len(hand) == 2 and choice.verb == "play":
        return UNO
    return choice


def decide(
    view: Mapping[str, Any], legal: Sequence[Action], unseen: Sequence[str], before: str | None
) -> Action:
    """The Normal decision in any phase, from a seat's view (`unseen`: cards it has not seen,
    `before`: the colour in force before the opponent's last play)."""
    phase = view["phase"]
    hand = view["hand"]
    opponent_cards = view["hand_counts"][1 - view["seat"]]
    if phase == "draft":
        choice = KEEP if keeps_draft_card(view["draft_card"], hand) else DISCARD
    elif phase == "start_colour":
        choice = NAME_COLOUR[best_colour(hand)]
    elif phase == "play":
        choice = pick_play(hand, view["colour"], CARD_RANK[view["top"]], opponent_cards) or DRAW
    elif phase == "drawn":
        choice = _play_drawn(view["drawn_card"], hand, view["colour"])
    elif phase == "volley":
        choice = pick_volley(hand)
    elif phase == "challenge":
        choice = CHALLENGE if bluff_likely(before, opponent_cards, unseen) else ACCEPT
    elif phase == "dump_offer":
        choice = DUMP
    else:
        choice = pick_dump_card(hand, view["dump_colour"])
    return with_calls(legal, hand, choice)


def _play_drawn(card: str, hand: Sequence[str], colour: str) -> Action:
    """Play the card just drawn unless it is a Wild Draw 4 that would be a bluff."""
    if card == WILD_DRAW_FOUR and any(CARD_COLOUR[other] == colour for other in hand):
        return PASS
    if card in WILDS:
        rest = list(hand)
        rest.remove(card)
        return Action.of("play", card, best_colour(rest))
    return PLAY_ACTIONS[card][0]


def unseen_cards(observation: Observation) -> list[str]:
    """The deck minus the seat's hand and every card seen on the discard pile this round."""
    pool = Counter(full_deck(observation.options["deck"]))
    pool.subtract(observation.view["hand"])
    for event in since_last(observation.events, "round_started"):
        if event.type in ("card_played", "start_card"):
            pool[event["card"]] -= 1
    return [card for card, count in pool.items() for _ in range(max(0, count))]


def colour_before_last_play(observation: Observation) -> str | None:
    """The colour in force before the latest card played (a Wild Draw 4 being challenged)."""
    colour = None
    previous = None
    for event in since_last(observation.events, "round_started"):
        if event.type in ("start_card", "colour_named", "card_played"):
            if event.type == "card_played":
                previous = colour
            colour = event["colour"]
    return previous


def playout_action(state: UnoDuoState, rng: random.Random) -> Action:
    """The Normal decision in a sampled state, read through its fields (calls are made by the
    search's move function, so none are returned here)."""
    phase = state.phase
    seat = state.seat
    hand = state.hands[seat]
    if phase == "play":
        action = pick_play(hand, state.colour, state.top_rank, len(state.hands[1 - seat]))
        return action or DRAW
    if phase == "drawn":
        return _play_drawn(state.drawn_card, hand, state.colour)
    if phase == "volley":
        return pick_volley(hand)
    if phase == "challenge":
        return CHALLENGE if len(state.hands[1 - seat]) >= _CHALLENGE_HAND else ACCEPT
    if phase == "dump_offer":
        return DUMP
    if phase == "dump":
        return pick_dump_card(hand, state.dump_colour)
    if phase == "draft":
        return KEEP if keeps_draft_card(state.draft_card, hand) else DISCARD
    return NAME_COLOUR[best_colour(hand)]


class UnoDuoNormal(ComputerPlayer):
    """Normal UNO Duo: the hand-written strategy of this module, on the seat's observation."""

    level = "normal"

    def choose(self, observation: Observation) -> Action:
        """Colour control, volleys, dumps, honest Wild Draw 4s, judged challenges, reliable UNO."""
        return decide(
            observation.view,
            observation.legal,
            unseen_cards(observation),
            colour_before_last_play(observation),
        )


def uno_duo_sensible(observation: Observation) -> list[Action]:
    """Moves an Easy player may pick at random: no calls, and no drawing while holding a play."""
    legal = [action for action in observation.legal if action not in (UNO, CATCH)]
    plays = [action for action in legal if action.verb == "play"]
    if observation.view["phase"] == "play" and plays:
        return plays
    return legal
