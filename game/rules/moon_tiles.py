"""Moon's 22 tiles, their suits and ranks under every choice of trumps, as tables built at import.

A tile is an index 0…21 (6-6 first, then 6-5 … 1-1, 0-0 last); a set of tiles is a bit mask with
bit `i` for tile `i`. Trumps are a *kind*: 0…6 (that number), `DOUBLES` or `NO_TRUMPS`. A trick's
*led key* is the suit led (0…6), or `TRUMP_LED` when the lead was a trump.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

TILE_COUNT = 22
HAND_SIZE = 7
PAIRS: tuple[tuple[int, int], ...] = (
    *((high, low) for high in range(6, 0, -1) for low in range(high, 0, -1)),
    (0, 0),
)
CODES: tuple[str, ...] = tuple(f"{high}-{low}" for high, low in PAIRS)
INDEX: dict[str, int] = {code: tile for tile, code in enumerate(CODES)}

DOUBLES = 7
NO_TRUMPS = 8
TRUMP_NAMES: tuple[str, ...] = ("0", "1", "2", "3", "4", "5", "6", "doubles", "none")
TRUMP_LED = 7
_ABOVE_ANY_SUIT = 100


def _is_trump(pair: tuple[int, int], kind: int) -> bool:
    if kind == DOUBLES:
        return pair[0] == pair[1]
    return kind in pair


def _rank_in_suit(pair: tuple[int, int], suit: int) -> int:
    """The double is highest (7), the others rank by their other end."""
    high, low = pair
    if high == low:
        return 7
    return low if high == suit else high


def _trump_rank(pair: tuple[int, int], kind: int) -> int:
    return pair[0] if kind == DOUBLES else _rank_in_suit(pair, kind)


def _mask(tiles: Iterable[int]) -> int:
    return sum(1 << tile for tile in tiles)


def _follow_masks(kind: int) -> tuple[int, ...]:
    """By led key: the tiles that follow it (suits 0…6: non-trumps carrying the number)."""
    trumps = [_is_trump(pair, kind) for pair in PAIRS]
    suits = tuple(
        _mask(t for t, pair in enumerate(PAIRS) if suit in pair and not trumps[t])
        for suit in range(7)
    )
    return (*suits, _mask(t for t in range(TILE_COUNT) if trumps[t]))


def _lead_keys(kind: int) -> tuple[int, ...]:
    """By tile: the led key a lead of it makes (a non-trump leads its higher number)."""
    return tuple(TRUMP_LED if _is_trump(pair, kind) else pair[0] for pair in PAIRS)


def _winning_keys(kind: int, led: int) -> tuple[int, ...]:
    """By tile: how strongly it bids for a trick with this led key (-1: it can never win)."""
    follows = _follow_masks(kind)[led]
    keys = []
    for tile, pair in enumerate(PAIRS):
        if _is_trump(pair, kind):
            keys.append(_ABOVE_ANY_SUIT + _trump_rank(pair, kind))
        elif follows >> tile & 1:
            keys.append(_rank_in_suit(pair, led))
        else:
            keys.append(-1)
    return tuple(keys)


FOLLOW: tuple[tuple[int, ...], ...] = tuple(_follow_masks(kind) for kind in range(9))
LEAD: tuple[tuple[int, ...], ...] = tuple(_lead_keys(kind) for kind in range(9))
WIN: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_winning_keys(kind, led) for led in range(8)) for kind in range(9)
)


def mask_of(codes: Sequence[str]) -> int:
    """The mask of tile codes."""
    mask = 0
    for code in codes:
        mask |= 1 << INDEX[code]
    return mask


def codes_of(mask: int) -> list[str]:
    """The codes of the tiles in a mask, highest tile first."""
    return [CODES[tile] for tile in range(TILE_COUNT) if mask >> tile & 1]


def ranked_suit(led: int, kind: int) -> list[str]:
    """The tiles that follow led key `led` when trumps are `kind`, from highest to lowest."""
    keys = WIN[kind][led]
    members = [tile for tile in range(TILE_COUNT) if FOLLOW[kind][led] >> tile & 1]
    return [CODES[tile] for tile in sorted(members, key=keys.__getitem__, reverse=True)]


def stacked_deck(hands: list[list[str]], widow: str | None = None) -> list[str]:
    """A deck, top first, that deals these tiles (up to 7 a seat) and this widow; every tile not
    named fills the gaps in set order (for tests, tutorials and bug reports)."""
    named = [code for hand in hands for code in hand] + ([widow] if widow else [])
    spare = iter(code for code in CODES if code not in named)
    full = [[*hand, *(next(spare) for _ in range(HAND_SIZE - len(hand)))] for hand in hands]
    deck = [full[position % 3][position // 3] for position in range(3 * HAND_SIZE)]
    return [*deck, widow or next(spare)]
