"""Moon's actions, interned once at import, with lookups from action to value and back.

Legal plays come from a hand's bit mask through two tables (its low and high halves), so listing
them is two lookups and one list concatenation.
"""

from __future__ import annotations

from game.core.actions import Action
from game.rules.moon_tiles import CODES, TILE_COUNT, TRUMP_NAMES

BID_VALUES: tuple[int, ...] = (4, 5, 6, 7, 21)
PASS = Action.of("pass")
BID_ACTIONS: dict[int, Action] = {value: Action.of("bid", str(value)) for value in BID_VALUES}
BID_OF: dict[Action, int] = {action: value for value, action in BID_ACTIONS.items()}
PLAYS: tuple[Action, ...] = tuple(Action.of("play", code) for code in CODES)
PLAY_OF: dict[Action, int] = {action: tile for tile, action in enumerate(PLAYS)}
PLAY_BY_ID: dict[int, int] = {id(action): tile for action, tile in PLAY_OF.items()}
"""Interned plays live as long as the program, so their identities are a cheaper key."""
DISCARDS: tuple[Action, ...] = tuple(Action.of("discard", code) for code in CODES)
DISCARD_OF: dict[Action, int] = {action: tile for tile, action in enumerate(DISCARDS)}
TRUMP_ACTIONS: tuple[Action, ...] = tuple(Action.of("trump", name) for name in TRUMP_NAMES)
TRUMP_OF: dict[Action, int] = {action: kind for kind, action in enumerate(TRUMP_ACTIONS)}

_SPLIT = TILE_COUNT // 2


def _play_table(first: int) -> tuple[list[Action], ...]:
    """For every half of a hand mask, the plays of its tiles (tile numbers start at `first`)."""
    actions = PLAYS[first : first + _SPLIT]
    return tuple(
        [action for bit, action in enumerate(actions) if mask >> bit & 1]
        for mask in range(1 << _SPLIT)
    )


_PLAY_LOW = _play_table(0)
_PLAY_HIGH = _play_table(_SPLIT)
_LOW_BITS = (1 << _SPLIT) - 1


def play_actions(mask: int) -> list[Action]:
    """A new list of the `play` actions for the tiles in `mask`, highest tile first."""
    return _PLAY_LOW[mask & _LOW_BITS] + _PLAY_HIGH[mask >> _SPLIT]


def discard_actions(mask: int) -> list[Action]:
    """A new list of the `discard` actions for the tiles in `mask`, highest tile first."""
    return [action for tile, action in enumerate(DISCARDS) if mask >> tile & 1]


def bid_choices(highest: int, must_bid: bool) -> list[Action]:
    """The legal bidding actions over the highest bid so far (0: none), pass unless forced."""
    raises = [action for value, action in BID_ACTIONS.items() if value > highest]
    return raises if must_bid else [PASS, *raises]
