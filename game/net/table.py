"""One hosted table, without the network: its seats, the game, and what each viewer is sent.

The table is the authority: it holds the live game (`PlayedGame`, secret seed) and decides
whether an action may be taken. What it gives a viewer is built only from the rules' view for
that viewer (`state.view(seat)`, or the public view for a watcher) and the events as that viewer
saw them; never from the state.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from game.ai.base import ComputerPlayer
from game.ai.levels import LEVELS
from game.core.actions import Action
from game.core.errors import IllegalAction, RecordError
from game.core.messages import N_, Message, quote
from game.core.seats import Viewer
from game.net.public import PUBLIC, public_view
from game.net.wire import display_text, message_json
from game.records import PlayedGame, Record

PERSON = "person"
RESERVED = "reserved"
COMPUTER = "computer"
SEAT_KINDS = (PERSON, RESERVED, COMPUTER)
STAND_IN_LEVEL = "normal"
"""The level of the computer that plays for a person who is away."""
LARGEST_SEED = 10**18

WAITING = "waiting"
PLAYING = "playing"
OVER = "over"


@dataclass
class TableSeat:
    """One seat of a hosted table and who sits there."""

    kind: str
    name: str
    level: str = "normal"
    taken: bool = False
    connections: int = 0
    standing_in: bool = False
    player: ComputerPlayer | None = None
    """The computer that plays the seat: a computer seat's own, or the stand-in of an absent
    person (made when first needed)."""

    @property
    def person(self) -> bool:
        """True for a seat a person plays (from another computer or at the creator's screen)."""
        return self.kind != COMPUTER

    @property
    def played_by_computer(self) -> bool:
        """True when a computer decides this seat's moves now."""
        return not self.person or self.standing_in

    def lobby_json(self, index: int) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seat": index,
            "kind": self.kind,
            "name": self.name,
            "taken": self.taken,
            "connected": self.connections > 0 or not self.person,
            "standing_in": self.standing_in,
        }
        if not self.person:
            data["level"] = self.level
        return data


def plan_seats(entries: Any, players: int) -> list[TableSeat]:
    """The seats a `create` asks for; RecordError says what is wrong with them."""
    if not isinstance(entries, list) or len(entries) != players:
        raise RecordError(
            Message(N_("give one seat for each of the {count} players"), {"count": players})
        )
    seats = []
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict) or entry.get("kind") not in SEAT_KINDS:
            raise RecordError(
                Message(
                    N_("seat {seat} must be a person, a reserved person or a computer"),
                    {"seat": index},
                )
            )
        kind = entry["kind"]
        level = entry.get("level", "normal") if kind == COMPUTER else "normal"
        if level not in LEVELS:
            raise RecordError(
                Message(
                    N_("{level} is not a computer level (the levels are {levels})"),
                    {"level": quote(level), "levels": ", ".join(LEVELS)},
                )
            )
        default = f"Computer {index + 1}" if kind == COMPUTER else f"Player {index + 1}"
        seats.append(
            TableSeat(kind, display_text(entry.get("name"), default), level, kind == COMPUTER)
        )
    return seats


@dataclass
class HostedTable:
    """A table of one host: `HostedTable.create` checks the request and deals."""

    table_id: str
    title: str
    played: PlayedGame
    seats: list[TableSeat]
    spectators: int = 0
    finished: bool = False
    tokens: dict[int, str] = field(default_factory=dict)
    """The token hash of each person seat that has been taken."""

    @classmethod
    def create(
        cls, table_id: str, title: str, game: Any, players: Any, options: Any, seats: Any
    ) -> HostedTable:
        """A new table dealt from a secret seed; RecordError says what is wrong."""
        if not isinstance(game, str):
            raise RecordError(Message(N_("the game must be named")))
        if options is not None and not isinstance(options, dict):
            raise RecordError(Message(N_("the options must be a JSON object")))
        seed = secrets.randbelow(LARGEST_SEED)
        played = PlayedGame(Record(game, players, seed, dict(options or {})))
        return cls(table_id, title, played, plan_seats(seats, played.state.players))

    @property
    def game(self) -> str:
        return self.played.rules.name

    @property
    def revision(self) -> int:
        """How many actions the table has taken."""
        return len(self.played.record.actions)

    @property
    def started(self) -> bool:
        """True once every person seat has been taken (the game then runs)."""
        return all(seat.taken for seat in self.seats)

    @property
    def status(self) -> str:
        if self.played.state.is_over:
            return OVER
        return PLAYING if self.started else WAITING

    def record_header(self) -> dict[str, Any]:
        """The record as a store keeps it when the table is made (no actions yet)."""
        return self.played.record.to_json()

    def lobby_json(self) -> dict[str, Any]:
        """The table's entry in the lobby (`tables` and `lobby` messages)."""
        state = self.played.state
        return {
            "table": self.table_id,
            "title": self.title,
            "game": self.game,
            "players": state.players,
            "options": dict(state.options),
            "status": self.status,
            "spectators": self.spectators,
            "seats": [seat.lobby_json(index) for index, seat in enumerate(self.seats)],
        }

    def free_seat(self, wanted: int | None) -> int | Message:
        """The seat a `join` gets: `wanted`, or the first free person seat; else why not."""
        if wanted is None:
            for index, seat in enumerate(self.seats):
                if seat.kind == PERSON and not seat.taken:
                    return index
            return Message(N_("every seat at this table is taken"))
        if not 0 <= wanted < len(self.seats):
            return Message(N_("this table has no seat {seat}"), {"seat": wanted})
        seat = self.seats[wanted]
        if seat.kind != PERSON:
            return Message(N_("seat {seat} is not open to join"), {"seat": wanted})
        if seat.taken:
            return Message(N_("seat {seat} is taken"), {"seat": wanted})
        return wanted

    def refusal(self, viewer: Viewer, action: str, revision: int) -> Message | None:
        """Why `viewer` may not take `action` chosen at `revision` now, or None if it may."""
        state = self.played.state
        if viewer is None or viewer == PUBLIC:
            return Message(N_("you are watching, not playing"))
        if state.is_over:
            return Message(N_("the game is over"))
        if not self.started:
            return Message(N_("the game has not started yet"))
        if revision != self.revision:
            return Message(
                N_(
                    "that action was chosen from an earlier position"
                    " (revision {sent}, now {current})"
                ),
                {"sent": revision, "current": self.revision},
            )
        if state.to_move != viewer:
            return Message(N_("it is not your turn"))
        try:
            parsed = Action.parse(action)
        except IllegalAction as error:
            return error.message
        return state.why_illegal(parsed)

    def state_message(self, viewer: Viewer, since: int) -> dict[str, Any]:
        """The `state` message for `viewer` (a seat, or PUBLIC), with the events from number
        `since` on, as that viewer saw them."""
        state = self.played.state
        seat = None if viewer == PUBLIC else viewer
        view = public_view(state) if seat is None else state.view(seat)
        legal = (
            sorted(str(action) for action in state.legal_actions())
            if seat is not None and state.to_move == seat
            else []
        )
        shown = PUBLIC if seat is None else seat
        return {
            "type": "state",
            "table": self.table_id,
            "revision": self.revision,
            "full": since == 0,
            "seat": seat,
            "to_move": state.to_move,
            "over": state.is_over,
            "view": view,
            "legal": legal,
            "events": [event.seen_by(shown).to_json() for event in self.played.events[since:]],
        }

    def over_message(self) -> dict[str, Any]:
        """The `over` message: the outcome and the whole record (nothing is hidden any more)."""
        outcome = self.played.state.outcome()
        assert outcome is not None, "the game is not over"
        return {
            "type": "over",
            "table": self.table_id,
            "winner": outcome.winner,
            "scores": list(outcome.scores),
            "reason": message_json(outcome.reason),
            "record": self.played.record.to_json(),
            "names": [seat.name for seat in self.seats],
        }
