"""ONO 99 cards: codes, values, score values and the two editions' decks.

Inside the rules a card is a small int (an index into `CODES`), so hands are lists of ints and a
card's value is a list lookup. Number cards are their own number (`0` … `10`).
"""

from __future__ import annotations

from game.core.actions import Action
from game.core.messages import N_, Message

HAND_SIZE = 4
MINUS_TEN = 11
REVERSE = 12
PLAY2 = 13
HOLD = 14
ONO99 = 15

CODES: tuple[str, ...] = (
    *(str(number) for number in range(11)),
    "-10",
    "REV",
    "PLAY2",
    "HOLD",
    "ONO99",
)
"""Card code by card int in the 2022 edition (docs/contract.md notation)."""

CODES_1980: tuple[str, ...] = tuple("DOUBLE" if code == "PLAY2" else code for code in CODES)
"""Card code by card int in the 1980 edition, whose Double Play (`DOUBLE`) is 2022's Play 2."""

ALL_CODES = frozenset(CODES) | frozenset(CODES_1980)

CARD_NAMES: dict[str, Message] = {
    "REV": Message(N_("Reverse")),
    "PLAY2": Message(N_("Play 2")),
    "DOUBLE": Message(N_("Double Play")),
    "HOLD": Message(N_("Hold")),
    "ONO99": Message(N_("ONO 99")),
}
"""The cards with a name, by code, as a sentence names them."""
_MINUS_TEN_NAME = Message(N_("-10"))


def card_message(code: str) -> int | Message:
    """A card as a sentence names it: a number card is its number (so each language writes it in
    its own digits), the -10 as printed, any other card by its name."""
    if code.isdigit():
        return int(code)
    return _MINUS_TEN_NAME if code == "-10" else CARD_NAMES[code]


UNPLAYABLE = 1000
"""The value of an ONO 99 card when checking playability: no total can take it."""

VALUE: tuple[int, ...] = (*range(11), -10, 0, 0, 0, UNPLAYABLE)
"""What a card adds to the total (an ONO 99 card played on a round ten adds 0: see ADDS)."""

ADDS: tuple[int, ...] = (*range(11), -10, 0, 0, 0, 0)
"""What a card adds once it has been played."""

SCORE: tuple[int, ...] = (*range(11), 15, 15, 15, 15, 20)
"""Points scoring: number cards at face value, ONO 99 20, every other special card 15."""

DISCARD_ACTION = Action.of("discard", "ONO99")
DRAW_ACTION = Action.of("draw")
PASS_ACTION = Action.of("pass")

_DECK_2022 = {
    0: 8,
    **dict.fromkeys(range(1, 10), 6),
    10: 10,
    ONO99: 10,
    REVERSE: 10,
    MINUS_TEN: 10,
    PLAY2: 10,
}
_DECK_1980 = {
    **dict.fromkeys(range(2, 10), 3),
    10: 10,
    HOLD: 4,
    REVERSE: 6,
    MINUS_TEN: 4,
    PLAY2: 2,
    ONO99: 4,
}


def codes_of(edition: str) -> tuple[str, ...]:
    """Card code by card int for the edition."""
    return CODES_1980 if edition == "1980" else CODES


def play_actions_of(edition: str) -> tuple[Action, ...]:
    """The `play <card>` action by card int for the edition."""
    return tuple(Action.of("play", code) for code in codes_of(edition))


def deck_counts(edition: str) -> dict[int, int]:
    """How many of each card the edition's deck holds."""
    return _DECK_1980 if edition == "1980" else _DECK_2022


def full_deck_cards(edition: str) -> list[int]:
    """The edition's whole deck as card ints, in a fixed order."""
    return [card for card, count in deck_counts(edition).items() for _ in range(count)]


def card_of(code: str, edition: str) -> int | None:
    """The card int of `code` in this edition, or None when the edition has no such card."""
    codes = codes_of(edition)
    card = codes.index(code) if code in codes else None
    return card if card in deck_counts(edition) else None


def stacked_deck(
    edition: str, players: int, hands: list[list[str]], draw: list[str] | tuple[str, ...] = ()
) -> list[str]:
    """A complete deck (codes, top first) that deals `hands` (four codes per seat, seat 0 first)
    and then has `draw` on top of the draw pile; the other cards follow in the deck's fixed order.
    Raises ValueError when the edition's deck does not hold the cards asked for."""
    if len(hands) != players or any(len(hand) != HAND_SIZE for hand in hands):
        raise ValueError(f"give {HAND_SIZE} cards for each of the {players} seats")
    top = [hands[seat][index] for index in range(HAND_SIZE) for seat in range(players)]
    top.extend(draw)
    left = {codes_of(edition)[card]: count for card, count in deck_counts(edition).items()}
    for code in top:
        if left.get(code, 0) == 0:
            raise ValueError(f"the {edition} deck has no more {code!r} cards for this deal")
        left[code] -= 1
    return top + [code for code, count in left.items() for _ in range(count)]


def playable_cards(
    hand: list[int], total: int, owed: int, old: bool, ono_open: bool, points: bool
) -> list[int]:
    """The distinct cards of `hand` that may be played on `total`, before the 2022 four-ONO-99
    discard is considered. `owed` is the Play 2 duty (1980: a Double Play is never the first of
    two), `ono_open` says a 1980 ONO 99 may go on this round ten, and under `points` scoring a
    player with nothing that fits must bust with a number card."""
    limit = 98 - total
    cards: list[int] = []
    for card in hand:
        if VALUE[card] <= limit and card not in cards:
            cards.append(card)
    if old:
        if owed == 2 and PLAY2 in cards:
            cards.remove(PLAY2)
        if ono_open and ONO99 in hand:
            cards.append(ONO99)
    if not cards and points:
        for card in hand:
            if card <= 10 and card not in cards:
                cards.append(card)
    return cards
