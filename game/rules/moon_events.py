"""Moon's fixed events, built once at import and shared: a tile dealt to a seat, a play, a bid, a
pass, trumps named, the widow taken, a tile laid away. Building an event costs about as much as a
whole move, so a playout reuses these; like every event they are values never to be changed.

The events whose fields vary (a deal begins, a trick or a hand is scored, the game is won) are
built where they happen, in `moon.py`; `docs/events-moon.md` lists them all.
"""

from __future__ import annotations

from game.core.events import Event
from game.rules.moon_actions import BID_VALUES
from game.rules.moon_tiles import CODES, TRUMP_NAMES

_SEATS = range(3)
_TILE_SECRET = ("tile",)


def _tile_events(kind: str, private: bool) -> tuple[tuple[Event, ...], ...]:
    """By seat, then tile: `kind` {seat, tile}, the tile secret to the others when `private`."""
    return tuple(
        tuple(
            Event(kind, {"seat": seat, "tile": code}, *((seat, _TILE_SECRET) if private else ()))
            for code in CODES
        )
        for seat in _SEATS
    )


TILE_DEALT = _tile_events("tile_dealt", private=True)
WIDOW_TAKEN = _tile_events("widow_taken", private=True)
TILE_LAID_AWAY = _tile_events("tile_laid_away", private=True)
TILE_PLAYED = _tile_events("tile_played", private=False)
WIDOW_DEALT = Event("widow_dealt")
PASSED: tuple[Event, ...] = tuple(Event("passed", {"seat": seat}) for seat in _SEATS)
BID_MADE: tuple[dict[int, Event], ...] = tuple(
    {value: Event("bid_made", {"seat": seat, "bid": value}) for value in BID_VALUES}
    for seat in _SEATS
)
TRUMP_NAMED: tuple[tuple[Event, ...], ...] = tuple(
    tuple(Event("trump_named", {"seat": seat, "trump": name}) for name in TRUMP_NAMES)
    for seat in _SEATS
)
