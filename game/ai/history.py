"""Reading a seat's event history from its end: only the current round or deal matters to the
players, and a long game's log should not cost more with every decision."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.events import Event


def since_last(events: Sequence[Event], kind: str) -> Sequence[Event]:
    """The events from the last one of type `kind` (included) to the end; all of them if none."""
    for index in range(len(events) - 1, -1, -1):
        if events[index].type == kind:
            return events[index:]
    return events
