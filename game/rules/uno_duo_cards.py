"""UNO Duo cards: the codes, the two decks, what each card is worth and matches, and their names.

Codes (docs/contract.md): a colour `R` `Y` `G` `B` and a rank `0`…`9`, `SKIP`, `REV`, `+2`
(`R7`, `GSKIP`, `B+2`); the wild cards `W` and `W+4`. Everything a turn needs is precomputed
here as plain dicts and frozensets, because the computer players look these up millions of times.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.core.actions import Action
from game.core.messages import N_, Message

COLOURS: tuple[str, ...] = ("R", "Y", "G", "B")
NUMBER_RANKS: tuple[str, ...] = tuple(str(number) for number in range(10))
SYMBOL_RANKS: tuple[str, ...] = ("SKIP", "REV", "+2")
SKIP, REVERSE, DRAW_TWO = SYMBOL_RANKS
WILD, WILD_DRAW_FOUR = "W", "W+4"
WILDS: tuple[str, ...] = (WILD, WILD_DRAW_FOUR)
DECK_OPTIONS: tuple[str, ...] = ("112", "108")
HAND_SIZE = 7


def full_deck(deck_option: str = "112") -> list[str]:
    """Every card of the deck in a fixed order: 112 cards with 8 Wilds, or the classic 108."""
    cards: list[str] = []
    for colour in COLOURS:
        cards.append(colour + "0")
        for rank in NUMBER_RANKS[1:] + SYMBOL_RANKS:
            cards += [colour + rank] * 2
    cards += [WILD_DRAW_FOUR] * 4
    cards += [WILD] * (8 if deck_option == "112" else 4)
    return cards


CARD_CODES: tuple[str, ...] = tuple(dict.fromkeys(full_deck("112")))
CARD_COLOUR: dict[str, str | None] = {
    card: None if card in WILDS else card[0] for card in CARD_CODES
}
CARD_RANK: dict[str, str] = {card: card if card in WILDS else card[1:] for card in CARD_CODES}


def card_points(card: str) -> int:
    """What a card left in hand scores: its number, 10 for a symbol, Wild 15, Wild Draw 4 20."""
    rank = CARD_RANK[card]
    if rank in NUMBER_RANKS:
        return int(rank)
    return {WILD: 15, WILD_DRAW_FOUR: 20}.get(rank, 10)


CARD_POINTS: dict[str, int] = {card: card_points(card) for card in CARD_CODES}

CARDS_OF_COLOUR: dict[str, frozenset[str]] = {
    colour: frozenset(card for card in CARD_CODES if CARD_COLOUR[card] == colour)
    for colour in COLOURS
}
DRAW_TWOS: frozenset[str] = frozenset(card for card in CARD_CODES if CARD_RANK[card] == DRAW_TWO)

PLAYABLE: dict[str, dict[str, frozenset[str]]] = {
    colour: {
        rank: frozenset(
            card
            for card in CARD_CODES
            if CARD_COLOUR[card] in (None, colour) or CARD_RANK[card] == rank
        )
        for rank in dict.fromkeys(CARD_RANK.values())
    }
    for colour in COLOURS
}
"""`PLAYABLE[colour in force][rank on top]`: the cards that may be played on it."""

PLAY_ACTIONS: dict[str, tuple[Action, ...]] = {
    card: tuple(Action.of("play", card, colour) for colour in COLOURS)
    if card in WILDS
    else (Action.of("play", card),)
    for card in CARD_CODES
}
"""Every `play` action of a card: one for a coloured card, one per named colour for a wild."""


COLOUR_MESSAGES: dict[str, Message] = {
    "R": Message(N_("red")),
    "Y": Message(N_("yellow")),
    "G": Message(N_("green")),
    "B": Message(N_("blue")),
}
_RANK_MESSAGES = {
    SKIP: N_("{colour} Skip"),
    REVERSE: N_("{colour} Reverse"),
    DRAW_TWO: N_("{colour} Draw 2"),
}
_WILD_MESSAGES = {WILD: Message(N_("Wild")), WILD_DRAW_FOUR: Message(N_("Wild Draw 4"))}


def card_message(card: str) -> Message:
    """A card as a player says it, as a message: "yellow 7", "red Draw 2", "Wild Draw 4"."""
    colour = CARD_COLOUR[card]
    if colour is None:
        return _WILD_MESSAGES[card]
    rank = CARD_RANK[card]
    fields = {"colour": COLOUR_MESSAGES[colour], "number": rank}
    return Message(_RANK_MESSAGES.get(rank, N_("{colour} {number}")), fields)


def top_message(card: str, colour: str) -> Message:
    """The top card of the discard pile with the colour in force: "yellow 7", "Wild (the colour
    is blue)"."""
    if card in WILDS:
        return Message(
            N_("{wild} (the colour is {colour})"),
            {"wild": _WILD_MESSAGES[card], "colour": COLOUR_MESSAGES[colour]},
        )
    return card_message(card)


def stacked_deck(
    hands: Sequence[Sequence[str]],
    start: str,
    draws: Sequence[str] = (),
    deck_option: str = "112",
) -> list[str]:
    """A complete deck, top first, for a record's `deck`: if every draft decision is `keep`, seat 0
    (Player 1) ends the draft holding `hands[0]` and seat 1 `hands[1]` (7 cards each), `start` is
    the starting card and `draws` are the next cards drawn, in order. The other cards fill the
    draft pile and the rest of the draw pile. Raises ValueError if the deck has too few of a card.
    """
    if len(hands) != 2 or any(len(hand) != HAND_SIZE for hand in hands):
        raise ValueError(f"give two hands of {HAND_SIZE} cards")
    wanted = [*hands[0], *hands[1], start, *draws]
    spare = Counter(full_deck(deck_option))
    spare.subtract(wanted)
    short = sorted(card for card, count in spare.items() if count < 0)
    if short:
        raise ValueError(f"the deck has too few of {short[0]}")
    fillers = [card for card in CARD_CODES for _ in range(spare[card])]
    top: list[str] = []
    for turn in range(2 * HAND_SIZE):
        top += [hands[turn % 2][turn // 2], fillers.pop()]
    return [*top, start, *draws, *fillers]


# The actions with no card in them, interned once for the rules and the players.
KEEP, DISCARD = Action.of("keep"), Action.of("discard")
DRAW, PASS, DUMP = Action.of("draw"), Action.of("pass"), Action.of("dump")
CHALLENGE, ACCEPT = Action.of("challenge"), Action.of("accept")
UNO, CATCH = Action.of("uno"), Action.of("catch")
