"""A game at a host's table as the joining app's table reads it: what `Match` offers a table
(`view`, `next_event`, `legal_for`, `to_move`, `submit`, ...), fed from a connection.

It knows only what its seat was sent: the seat's view and the events as the seat saw them (a
watcher: the public ones). Illegal moves are explained from a position sampled from the seat's
own observation, as its hints are worked out; there is no undo. Once the game is over the host
sends the whole record, and the game is then complete here too (for the history and Watch again).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Mapping
from typing import Any

from game.ai.plugin import find_ai
from game.core.actions import Action
from game.core.errors import IllegalAction, RecordError
from game.core.events import Event
from game.core.messages import N_, Message
from game.core.observation import Observation
from game.core.protocol import GameRules, GameState, Outcome
from game.core.seats import SPECTATOR, Viewer
from game.match import COMPUTER, HUMAN, Match, Seat
from game.net.client import LINK, ClientThread
from game.net.wire import message_from_json
from game.records import PlayedGame, Record
from game.review import Judgement
from game.rules import find_game

NOT_NOW = Message(N_("that move is not open to you now"))
OFFLINE = Message(N_("The connection to the table was lost; trying again."))


def event_from_json(data: dict[str, Any]) -> Event:
    """An event as the wire carries it (`{"type", **fields}`)."""
    return Event(str(data.get("type")), {k: v for k, v in data.items() if k != "type"})


NAMED_LEVELS = ("easy", "normal", "hard")
"""The computer levels the app names; a host's other ones (`random`, for bots and tests) are
shown as the weakest of these."""


def seats_from_lobby(lobby: dict[str, Any]) -> tuple[Seat, ...]:
    """The table's seats as a table draws them: people are humans, computers by level."""
    seats = []
    for seat in lobby.get("seats", []):
        if seat.get("kind") == COMPUTER:
            level = str(seat.get("level"))
            level = level if level in NAMED_LEVELS else NAMED_LEVELS[0]
            seats.append(Seat(COMPUTER, str(seat.get("name")), level))
        else:
            seats.append(Seat(HUMAN, str(seat.get("name"))))
    return tuple(seats)


class RemoteMatch(Match):
    """One seat's (or a watcher's) game at a host's table: a `Match` to the table that draws it
    (its hints work on it as on any), whose every answer comes from the connection. Call
    `pump()` often (taking the next event or polling does): it takes in what has arrived."""

    can_undo = False

    def __init__(  # the match of a host's table is not built from a record: no super().__init__
        self, client: ClientThread, lobby: dict[str, Any], seat: int | None
    ) -> None:
        self.client = client
        self.table_id = str(lobby["table"])
        self._rules: GameRules = find_game(lobby["game"])
        self._players = int(lobby["players"])
        self._options: dict[str, Any] = dict(lobby["options"])
        self.seat = seat
        self.lobby = lobby
        self.seats = seats_from_lobby(lobby)
        self.script = None
        self.undos = 0
        self.on_change = None
        self.events = deque()
        self.seen: list[Event] = []
        """Every event as this seat saw it, from the start."""
        self._view: dict[str, Any] = {}
        self.legal: tuple[str, ...] = ()
        self.revision = 0
        self._to_move: int | None = None
        self.started = False
        self.pending = False
        """True from an action sent until the host's answer."""
        self.linked = True
        """False while the connection is down (until it is open again): a move then waits."""
        self.final: Record | None = None
        self.finished_game: PlayedGame | None = None
        """The whole game, once it is over (the host sends the record then)."""
        self._outcome: Outcome | None = None
        self.assisted = False
        self.coach_notes: list[Judgement] = []
        self.on_notice: Callable[[Message], None] | None = None
        """Told each sentence for the person: the host's notices and refusals, the link's news."""
        self._sampled: tuple[int, GameState] | None = None
        self.backlog: list[dict[str, Any]] = []
        """Messages that arrived before the table was there to draw them: taken in first."""
        self.closers: list[Callable[[], None]] = []
        """What else ends with this game (the app's own host, when it hosts the table)."""

    # What the connection brings ---------------------------------------------------------------

    def pump(self) -> bool:
        """Take in every message that has arrived; True if the position changed."""
        changed = False
        arrived, self.backlog = [*self.backlog, *self.client.messages()], []
        for message in arrived:
            changed = self.take(message) or changed
        return changed

    def take(self, message: dict[str, Any]) -> bool:
        """Take in one message from the host (or the link); True if the position changed."""
        kind = message.get("type")
        if kind == "state" and message.get("table") == self.table_id:
            self._take_state(message)
            return True
        if kind == "lobby" and message.get("table") == self.table_id:
            self.lobby = message
            self.seats = seats_from_lobby(message)
        elif kind == "over" and message.get("table") == self.table_id:
            self._take_over(message)
            return True
        elif kind == "notice":
            self._tell(message_from_json(message.get("message")))
        elif kind == "refused":
            self.pending = False
            self._tell(message_from_json(message.get("reason")))
        elif kind == "error":
            self.pending = False
            self._tell(message_from_json(message.get("message")))
        elif kind == LINK and message.get("status") == "dropped":
            self.pending = False
            self.linked = False
            self._tell(OFFLINE)
        elif kind == LINK and message.get("status") == "open":
            self.linked = True
        return False

    def _tell(self, message: Message) -> None:
        if self.on_notice is not None:
            self.on_notice(message)

    def _take_state(self, message: dict[str, Any]) -> None:
        events = [event_from_json(data) for data in message.get("events", [])]
        if message.get("full"):
            known = len(self.seen)
            self.seen = events
            if known or not message.get("revision"):
                self.events.extend(events[known:])
            # else: a game joined under way; the table draws it from the view, its log from
            # the events seen, rather than animating it from the deal
        else:
            self.seen.extend(events)
            self.events.extend(events)
        self._view = message.get("view", {})
        self.legal = tuple(message.get("legal", []))
        self.revision = int(message.get("revision", 0))
        self._to_move = message.get("to_move")
        self.started = True
        self.pending = False

    def _take_over(self, message: dict[str, Any]) -> None:
        try:
            record = Record.from_json(message.get("record"))
            played = PlayedGame(record)
        except RecordError:
            return
        if played.state.outcome() is None:
            return
        self.final, self.finished_game = played.record, played
        self._outcome = played.state.outcome()
        self._to_move = None
        self.legal = ()
        names = message.get("names")
        if isinstance(names, list) and len(names) == len(self.seats):
            self.seats = tuple(
                Seat(seat.kind, str(name), seat.level)
                for seat, name in zip(self.seats, names, strict=True)
            )

    # What a table reads -----------------------------------------------------------------------

    @property
    def game(self) -> str:
        return self._rules.name

    @property
    def rules(self) -> GameRules:
        return self._rules

    @property
    def players(self) -> int:
        return self._players

    @property
    def options(self) -> dict[str, Any]:
        return dict(self._options)

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, once the host has said so."""
        return self._outcome

    @property
    def humans(self) -> list[int]:
        """The seat people play at this screen: this app's own, if it has one."""
        return [] if self.seat is None else [self.seat]

    @property
    def spectating(self) -> bool:
        """True for a watcher's game: this app has no seat at the table."""
        return self.seat is None

    @property
    def to_move(self) -> int | None:
        return self._to_move

    @property
    def is_over(self) -> bool:
        return self._outcome is not None

    @property
    def record(self) -> Record:
        """The whole record once the game is over; before, only how many actions were taken
        (the actions themselves are the host's)."""
        if self.final is not None:
            return self.final
        return Record(self.game, self.players, 0, dict(self.options), None, ["?"] * self.revision)

    def view(self, viewer: Viewer) -> Mapping[str, Any]:
        """This seat's view (a watcher's: the public one), whoever asks."""
        if self.finished_game is not None and viewer is SPECTATOR:
            return self.finished_game.state.view(SPECTATOR)
        return self._view

    def observation(self, viewer: Viewer) -> Observation:
        """All this seat knows: its view, its legal actions, and every event as it saw them."""
        if self.finished_game is not None:
            return self.finished_game.observation(viewer)
        return Observation(
            self.game,
            self.seat,
            self.players,
            dict(self.options),
            self._view,
            tuple(Action.parse(text) for text in self.legal),
            tuple(self.seen),
        )

    def legal_for(self, viewer: Viewer) -> list[Action]:
        if viewer is None or viewer != self.seat or self.pending:
            return []
        return [Action.parse(text) for text in self.legal]

    def next_event(self, viewer: Viewer) -> Event | None:
        """The oldest event still to show, as this seat saw it (what has arrived is taken in
        first)."""
        self.pump()
        return self.events.popleft() if self.events else None

    def human_to_move(self) -> bool:
        """True when this app's person is to decide (and no action of theirs is on its way).
        It takes nothing in: a position never changes under a table in the middle of a frame,
        only when it asks for the next event or polls."""
        return self.seat is not None and self._to_move == self.seat and not self.pending

    def why_illegal(self, action: Action | str) -> Message | None:
        """None if the move is open to this seat now; else the rules' reason, asked of a
        position sampled from this seat's own observation."""
        text = str(action)
        if not self.linked:
            return OFFLINE  # nothing would carry the move to the host
        if text in self.legal and not self.pending:
            return None
        if self.seat is None or self._to_move != self.seat or self.pending:
            return NOT_NOW
        try:
            state = self._sample()
            return state.why_illegal(Action.parse(text)) or NOT_NOW
        except (IllegalAction, ValueError, KeyError, IndexError):
            return NOT_NOW

    def _sample(self) -> GameState:
        """A position consistent with this seat's observation (the search's own sampling: a
        sample is a state, or holds one as `state`), kept for the revision."""
        if self._sampled is None or self._sampled[0] != self.revision:
            observation = self.observation(self.seat)
            sample = find_ai(self.game).surface(observation).sample(random.Random(self.revision))
            state = sample if isinstance(sample, GameState) else getattr(sample, "state", None)
            if not isinstance(state, GameState):
                raise ValueError("the search's sample holds no state")
            self._sampled = (self.revision, state)
        return self._sampled[1]

    def submit(self, action: Action | str) -> list[Event]:
        """Send this seat's action with the revision it was chosen from; the host's answer comes
        as the next state (or a refusal). IllegalAction if it is not open to this seat now."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self.pending = True
        self.client.send({"type": "act", "action": str(action), "revision": self.revision})
        return []

    def poll(self) -> bool:
        """Another seat is to move: take in what has arrived; True if the position changed."""
        return self.pump()

    def undo(self) -> bool:
        """No undo at a networked table: the others saw the move."""
        return False

    def mark_assisted(self) -> None:
        self.assisted = True

    def add_coach_note(self, judgement: Judgement) -> None:
        self.coach_notes.append(judgement)

    def set_search_budget(self, seconds: float) -> None:
        """Nothing here thinks for another seat: the host's computers do."""

    def close(self) -> None:
        """Leave the table: the connection closes (the seat waits for its person, as after any
        drop), and whatever else ends with it."""
        self.client.close()
        while self.closers:
            self.closers.pop()()
