"""A finished game watched again: a record stepped forward and back, with everything a table reads
of a `Match` (its view for a viewer, the events of each step as that viewer saw them, the seat to
move, the outcome). No pygame here.

`forward()` plays the record's next action and queues its events, so a table animates the move;
`back()` and `jump(position)` set the game as it stood after that many actions, with nothing
queued, so a table sets itself from the view at once. `marks` say where each round (ONO 99,
UNO Duo) or deal (Moon) begins. Nobody moves in a replay: no seat is ever a human to move, no
computer thinks, nothing is saved and nothing goes into the history.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.core.events import Event
from game.match import Seat, TableSurface
from game.records import PlayedGame, Record

ROUND_EVENTS = {"round_started": ("round", "round"), "hand_dealt": ("hand", "hand_number")}
"""The events that begin a round or a deal (docs/events-*.md): the kind of mark each makes and
the field that numbers it."""


@dataclass(frozen=True)
class Mark:
    """Where a round or a deal begins: after `position` actions of the record, round (or hand)
    `number` has been dealt. `kind` is "round" or "hand" (Moon's deals)."""

    position: int
    kind: str
    number: int


class ReplayMatch(TableSurface):
    """A record replayed to a chosen position, read by a table as it reads a live `Match`.

    Build it with the whole record and its seats (RecordError, with one sentence, if the record
    cannot be replayed); it starts at the first position, the cards dealt, nothing queued.
    """

    def __init__(self, record: Record, seats: Sequence[Seat]) -> None:
        whole = PlayedGame(record)  # every action checked once, here
        if len(seats) != whole.state.players:
            raise ValueError(
                f"this game has {whole.state.players} players but {len(seats)} seats were given"
            )
        self.seats: tuple[Seat, ...] = tuple(seats)
        self.actions: tuple[str, ...] = tuple(whole.record.actions)
        """Every action of the record, in notation."""
        self.played = whole.replayed_to(0)
        self.marks: tuple[Mark, ...] = _marks(self.played, self.actions)
        self.events: deque[Event] = deque()
        """The events of the latest `forward` that the table has yet to show."""

    # Stepping ----------------------------------------------------------------------------------

    @property
    def length(self) -> int:
        """How many actions the record holds: the last position."""
        return len(self.actions)

    @property
    def position(self) -> int:
        """How many of the record's actions have been played: 0 at the deal, `length` at the
        end."""
        return len(self.played.record.actions)

    def forward(self) -> bool:
        """Play the next action and queue its events (to be animated); False at the end."""
        if self.position >= self.length:
            return False
        self.events.extend(self.played.play(self.actions[self.position]))
        return True

    def back(self) -> bool:
        """Go back one action, with nothing to animate; False at the start."""
        if self.position <= 0:
            return False
        self.jump(self.position - 1)
        return True

    def jump(self, position: int) -> None:
        """Set the game as it stood after `position` actions (kept between 0 and `length`), with
        nothing to animate."""
        position = max(0, min(self.length, position))
        self.events.clear()
        if position < self.position:
            self.played = self.played.replayed_to(position)
        while self.position < position:
            self.played.play(self.actions[self.position])

    def mark_at(self, position: int) -> Mark | None:
        """The round or deal that `position` lies in (the latest that began at it or before)."""
        found = None
        for mark in self.marks:
            if mark.position > position:
                break
            found = mark
        return found

    # The rest of what a table reads, as of a `Match` ------------------------------------------

    def human_to_move(self) -> bool:
        """Always False: nobody moves in a replay."""
        return False


def _marks(start: PlayedGame, actions: Sequence[str]) -> tuple[Mark, ...]:
    """Where each round or deal begins: replays `actions` from `start` (a game at position 0,
    left there) and notes the position after which each beginning event came."""
    found = [mark for event in start.events if (mark := _mark(event, 0)) is not None]
    played = PlayedGame(replace(start.record, actions=[]))
    for position, action in enumerate(actions, start=1):
        for event in played.play(action):
            mark = _mark(event, position)
            if mark is not None:
                found.append(mark)
    return tuple(found)


def _mark(event: Event, position: int) -> Mark | None:
    known = ROUND_EVENTS.get(event.type)
    if known is None:
        return None
    kind, field = known
    return Mark(position, kind, event[field])
