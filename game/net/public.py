"""What everyone at a table may see: the view a spectator on the network is given.

The rules' own `SPECTATOR` sees every hand (a table of computers, a replay); a watcher on the
network must see only what is public. The public view is what every seat's own view shows alike:
a fact all seats see the same is public; where the seats' views differ, each sees something of its
own, so the watcher gets a count where one is given (another seat's hand) and nothing else.
"""

from __future__ import annotations

from typing import Any

from game.core.events import Event
from game.core.protocol import GameState

PUBLIC = -1
"""The viewer who sits at no seat and sees only what is public (`Event.seen_by(PUBLIC)` keeps no
seat's secret, as it is private to no seat)."""


def public_view(state: GameState) -> dict[str, Any]:
    """The facts of `state` that every seat's view shows alike."""
    views = [state.view(seat) for seat in range(state.players)]
    merged = _common(views)
    merged["seat"] = None
    return merged


def _common(values: list[Any]) -> Any:
    """What `values` (one per seat) have in common: equal values as they are; dicts key by key;
    per-seat lists (hands as codes for their owner, counts for the rest) item by item, keeping
    the counts; anything else that differs becomes empty."""
    first = values[0]
    if all(value == first for value in values[1:]):
        return first
    if all(isinstance(value, dict) for value in values):
        keys = [key for key in first if all(key in value for value in values)]
        return {key: _common([value[key] for value in values]) for key in keys}
    if all(isinstance(value, list) for value in values):
        if len({len(value) for value in values}) == 1 and _per_seat(values):
            return [_count_of([value[i] for value in values]) for i in range(len(first))]
        return []
    counts = [value for value in values if isinstance(value, int) and not isinstance(value, bool)]
    return counts[0] if counts else None


def _per_seat(values: list[list[Any]]) -> bool:
    """True for lists whose items some seats see as counts: `hands` as the rules give them."""
    return any(
        isinstance(item, int) and not isinstance(item, bool) for value in values for item in value
    )


def _count_of(items: list[Any]) -> Any:
    """One seat's item as everyone sees it: the count where any seat sees a count."""
    first = items[0]
    if all(item == first for item in items[1:]):
        return first
    counts = [item for item in items if isinstance(item, int) and not isinstance(item, bool)]
    return counts[0] if counts else None


def public_event(event: Event) -> Event:
    """`event` as someone at no seat sees it."""
    return event.seen_by(PUBLIC)
