"""A match: one played game, its seats (human or computer), the event queue the table drains, and
an `on_change` callback after every action (the app autosaves there). No pygame here.

Humans `submit` actions; computer seats are given only their Observation and think in a worker
(`game.ai.thinker`), and `poll()` applies a finished decision. Every action's events are appended
to `events`, in order, for the screen to animate one at a time.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from game.ai import make_player
from game.ai.thinker import Thinker, warm_up
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.messages import N_, Message, quote
from game.core.observation import Observation
from game.core.protocol import GameRules, GameState, Outcome
from game.core.seats import Viewer
from game.records import PlayedGame, Record
from game.review import Judgement

HUMAN = "human"
COMPUTER = "computer"


@dataclass(frozen=True)
class Seat:
    """Who sits at one place of the table: a human (by name) or a computer player of a level."""

    kind: str
    name: str
    level: str = "normal"

    def __post_init__(self) -> None:
        if self.kind not in (HUMAN, COMPUTER):
            raise ValueError(f"a seat is 'human' or 'computer', not {self.kind!r}")

    @property
    def is_human(self) -> bool:
        """True for a seat played by a person at the screen."""
        return self.kind == HUMAN


class TableSurface:
    """What a table reads of a game, live (`Match`) or replayed (`game.replay_match`): the
    position of `played`, the seats, and the events still to show."""

    played: PlayedGame
    seats: tuple[Seat, ...]
    events: deque[Event]

    @property
    def game(self) -> str:
        """The game's name (`ono99`, `uno-duo`, `moon`)."""
        return self.played.rules.name

    @property
    def rules(self) -> GameRules:
        """The game's rules (its title, options and deck)."""
        return self.played.rules

    @property
    def players(self) -> int:
        """How many seats the game has."""
        return self.played.state.players

    @property
    def options(self) -> dict[str, Any]:
        """The game's options, every key resolved."""
        return dict(self.played.state.options)

    @property
    def record(self) -> Record:
        """The game record up to the position (what an autosave writes of a live game)."""
        return self.played.record

    @property
    def humans(self) -> list[int]:
        """The seats people play (or played), in seat order."""
        return [index for index, seat in enumerate(self.seats) if seat.is_human]

    @property
    def spectating(self) -> bool:
        """True when the person at this screen only watches, from no seat, a game others play
        (a table on another computer): the game is not theirs."""
        return False

    @property
    def to_move(self) -> int | None:
        """The seat whose decision it is, or None once the game is over."""
        return self.played.state.to_move

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.played.state.is_over

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        return self.played.state.outcome()

    def view(self, viewer: Viewer) -> Mapping[str, Any]:
        """What `viewer` (a seat, or `SPECTATOR`) may see of the position."""
        return self.played.state.view(viewer)

    def observation(self, viewer: Viewer) -> Observation:
        """All `viewer` knows: its view, its legal actions and every event as it saw them."""
        return self.played.observation(viewer)

    def human_to_move(self) -> bool:
        """True when a human seat has the decision now."""
        seat = self.to_move
        return seat is not None and self.seats[seat].is_human

    def why_illegal(self, action: Action | str) -> Message | None:
        """None if the seat to move may take `action` now, else the reason as a message (put
        into words at the edge)."""
        action = Action.parse(action) if isinstance(action, str) else action
        return self.played.state.why_illegal(action)

    def legal_for(self, viewer: Viewer) -> list[Action]:
        """The legal actions when `viewer` is the seat to move, else none."""
        state = self.played.state
        if viewer is None or state.to_move != viewer:
            return []
        return state.legal_actions()

    def next_event(self, viewer: Viewer) -> Event | None:
        """Take the oldest event still waiting to be shown, as `viewer` saw it; None when the
        screen has caught up with the rules."""
        if not self.events:
            return None
        return self.events.popleft().seen_by(viewer)


@runtime_checkable
class LiveControls(Protocol):
    """What a table that is played (not watched) does to its game besides reading its
    `TableSurface`: a person's move, the computers' turns, takebacks and the help taken. A
    `Match` is one; a match fed from a connection is another."""

    @property
    def undos(self) -> int:
        """How many times a move was taken back."""
        ...

    @property
    def assisted(self) -> bool:
        """True once the person was helped."""
        ...

    @property
    def can_undo(self) -> bool:
        """True when a move may be taken back now."""
        ...

    def submit(self, action: Action | str) -> list[Event]:
        """A person's action for the seat to move (IllegalAction if refused)."""
        ...

    def poll(self) -> bool:
        """Let the seat to move (not a person's) decide; True once an action was applied."""
        ...

    def undo(self) -> bool:
        """Take back the person's last move; False when there is nothing to take back."""
        ...

    def mark_assisted(self) -> None:
        """The person was helped (a hint)."""
        ...

    def add_coach_note(self, judgement: Judgement) -> None:
        """Keep the coach's judgement of one of the person's moves with the game."""
        ...


class Match(TableSurface):
    """A game in play at the table. Build it with `Match.new` or `Match.from_record`."""

    def __init__(
        self,
        played: PlayedGame,
        seats: Sequence[Seat],
        on_change: Callable[[Match], None] | None = None,
        executor: Executor | None = None,
        opening_events: Sequence[Event] = (),
        script: Sequence[str] | None = None,
    ) -> None:
        players = played.state.players
        if len(seats) != players:
            raise ValueError(f"this game has {players} players but {len(seats)} seats were given")
        self.played = played
        self.seats: tuple[Seat, ...] = tuple(seats)
        self.script: tuple[str, ...] | None = None if script is None else tuple(script)
        """A guided game's every action, in order (a lesson): computer seats take the script's
        next action instead of thinking, a person may submit only that one, and nobody moves once
        it is all taken. None in a game of thinking computers."""
        self._script_ready: int | None = None
        self.assisted = False
        """True once the player was helped: a move taken back, or a hint asked for."""
        self.coach_notes: list[Judgement] = []
        """What the coach found of the person's moves, in the order it judged them (kept with
        the game for its review)."""
        self.undos = 0
        """How many times a move was taken back (advice worked out before an undo is stale)."""
        self.on_change = on_change
        self.events: deque[Event] = deque(opening_events)
        self._executor = executor
        self._thinkers: dict[int, Thinker] = self._computer_players(None)
        if self._thinkers and executor is None:
            warm_up()

    def _computer_players(self, budget: float | None) -> dict[int, Thinker]:
        if self.script is not None:
            return {}
        game, seed = self.played.rules.name, self.played.record.seed
        return {
            index: Thinker(
                make_player(game, seat.level, _player_seed(seed, index), budget), self._executor
            )
            for index, seat in enumerate(self.seats)
            if not seat.is_human
        }

    def set_search_budget(self, seconds: float) -> None:
        """Give Hard computer players `seconds` of search per decision (before play starts)."""
        self.close()
        self._thinkers = self._computer_players(seconds)

    @classmethod
    def new(
        cls,
        game: str,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int,
        seats: Sequence[Seat],
        **kwargs: Any,
    ) -> Match:
        """Start a fresh game; its opening events (shuffle, deal) wait in the queue."""
        played = PlayedGame(Record(game, players, seed, dict(options or {})))
        return cls(played, seats, opening_events=played.events, **kwargs)

    @classmethod
    def from_record(cls, record: Record, seats: Sequence[Seat], **kwargs: Any) -> Match:
        """Resume a saved game (RecordError if it cannot be replayed); the queue starts empty,
        since the table draws the position as it stands."""
        return cls(PlayedGame(record), seats, **kwargs)

    @property
    def state(self) -> GameState:
        """The live state, for the match's own callers outside the screen (tests, tools); never
        give it to a computer player, and never draw from it: tables draw from `view`."""
        return self.played.state

    def submit(self, action: Action | str) -> list[Event]:
        """A human's action for the seat to move. IllegalAction (nothing changes) if it is not a
        human's turn, the rules refuse it, or a script expects another action."""
        if not self.human_to_move():
            raise IllegalAction("it is not a human player's turn")
        if self.script is not None:
            self._check_scripted(str(action))
        return self._apply(action)

    def _check_scripted(self, action: str) -> None:
        """IllegalAction unless `action` is the script's next one."""
        expected = self.scripted_action()
        if expected is None:
            raise IllegalAction(Message(N_("the lesson is over")))
        if action != expected:
            raise IllegalAction(
                Message(
                    N_("the lesson expects {expected} here, not {action}"),
                    {"expected": quote(expected), "action": quote(action)},
                )
            )

    def scripted_action(self) -> str | None:
        """The script's next action, or None without a script or once it is all taken."""
        done = len(self.played.record.actions)
        if self.script is None or done >= len(self.script):
            return None
        return self.script[done]

    def poll(self) -> bool:
        """Let the computer seat to move think, and apply its decision once it is ready.

        Call it every frame; it returns True when an action was applied. The computer is given
        only its Observation.
        """
        seat = self.to_move
        if seat is None or self.seats[seat].is_human:
            return False
        if self.script is not None:
            return self._poll_script()
        thinker = self._thinkers[seat]
        if not thinker.thinking:
            automatic = self.played.state.automatic_action()
            if automatic is not None:
                self._apply(automatic)
                return True
            thinker.start(self.played.observation(seat))
            return False
        action = thinker.poll()
        if action is None:
            return False
        self._apply(action)
        return True

    def _poll_script(self) -> bool:
        """A scripted seat's move: ready at the first poll of its decision and taken at the next,
        so that a table paces it as it paces a computer's thinking."""
        action = self.scripted_action()
        if action is None:
            return False
        done = len(self.played.record.actions)
        if self._script_ready != done:
            self._script_ready = done
            return False
        self._apply(action)
        return True

    @property
    def can_undo(self) -> bool:
        """True in a game of one person against computers once that person has moved (games of
        several people have no undo: the others saw the move)."""
        humans = self.humans
        return len(humans) == 1 and humans[0] in self.played.movers

    def undo(self) -> bool:
        """Take back the person's last move and every computer move after it, so it is their
        decision again; the game is marked assisted and the coach's notes on the moves taken
        back are dropped. False when there is nothing to take back."""
        if not self.can_undo:
            return False
        human = self.humans[0]
        last = max(index for index, seat in enumerate(self.played.movers) if seat == human)
        self.close()
        self.played = self.played.replayed_to(last)
        self.events.clear()
        self.coach_notes = [note for note in self.coach_notes if note.index < last]
        self.assisted = True
        self.undos += 1
        self._changed()
        return True

    def mark_assisted(self) -> None:
        """The person was helped (a hint): the game says so in the history from now on."""
        if not self.assisted:
            self.assisted = True
            self._changed()

    def add_coach_note(self, judgement: Judgement) -> None:
        """Keep the coach's judgement of one of the person's moves with the game."""
        self.coach_notes.append(judgement)
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    def close(self) -> None:
        """Stop every pending computer decision (the table is leaving)."""
        for thinker in self._thinkers.values():
            thinker.cancel()

    def _apply(self, action: Action | str) -> list[Event]:
        events = self.played.play(action)
        self.events.extend(events)
        self._changed()
        return events


def _player_seed(seed: int, seat: int) -> int:
    """A computer seat's own seed, derived from the game's so a replayed match decides alike."""
    return seed * 16 + seat
