"""Game records (CONTRACT.md): read and write them strictly, and replay them into a live game."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalAction, RecordError
from game.core.events import Event
from game.core.observation import Observation, observe
from game.core.protocol import GameRules, GameState
from game.core.seats import Viewer
from game.rules import find_game

FORMAT = 1
_REQUIRED = ("format", "game", "players", "seed")
_OPTIONAL = ("options", "deck", "actions")


@dataclass
class Record:
    """A game as data: enough to rebuild every position. A saved game is a record."""

    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    deck: list[str] | None = None
    actions: list[str] = field(default_factory=list)
    extras: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, data: Any) -> Record:
        """Check the shape of decoded JSON and build a record; RecordError says what is wrong."""
        if not isinstance(data, dict):
            raise RecordError("a game record must be a JSON object")
        for key in _REQUIRED:
            if key not in data:
                raise RecordError(f"the record has no {key!r} key")
        if data["format"] != FORMAT or isinstance(data["format"], bool):
            raise RecordError(f"record format {data['format']!r} is not supported (only {FORMAT})")
        rules = find_game(data["game"])
        extras = {k: v for k, v in data.items() if k not in _REQUIRED + _OPTIONAL}
        for key in extras:
            if key not in rules.extra_keys:
                raise RecordError(f"the key {key!r} is not allowed in a {rules.name} record")
        options = data.get("options") or {}
        if not isinstance(options, dict):
            raise RecordError("'options' must be a JSON object")
        deck = data.get("deck")
        if deck is not None and not isinstance(deck, list):
            raise RecordError("'deck' must be null or a list of card codes")
        actions = data.get("actions") or []
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise RecordError("'actions' must be a list of strings")
        return cls(data["game"], data["players"], data["seed"], options, deck, actions, extras)

    @classmethod
    def from_text(cls, text: str) -> Record:
        """Parse a record from JSON text."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise RecordError(
                f"the record is not valid JSON ({error.msg} at line {error.lineno})"
            ) from None
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str | os.PathLike) -> Record:
        """Read a record file; unreadable files raise RecordError too."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise RecordError(f"cannot read {os.fspath(path)!r}: {error}") from None
        return cls.from_text(text)

    def to_json(self) -> dict[str, Any]:
        """The record as JSON data, keys in CONTRACT.md order."""
        data: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "deck": None if self.deck is None else list(self.deck),
            "actions": list(self.actions),
        }
        data.update(self.extras)
        return data

    def save(self, path: str | os.PathLike) -> None:
        """Write the record atomically: a temporary file beside it, flushed, then renamed."""
        write_atomically(Path(path), json.dumps(self.to_json(), indent=1) + "\n")


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` with `text` so that a crash leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


class PlayedGame:
    """A live game kept in step with its record and its event log.

    Build it from a record (which is replayed, so a bad one raises RecordError with the index of
    the failing action), then `play` actions; an illegal one raises IllegalAction and changes
    nothing.
    """

    def __init__(self, record: Record) -> None:
        self.rules: GameRules = find_game(record.game)
        state, events = self.rules.start(
            record.players, record.options, record.seed, record.deck, record.extras
        )
        self.state: GameState = state
        self.events: list[Event] = list(events)
        self.record = Record(
            record.game,
            record.players,
            record.seed,
            dict(record.options),
            None if record.deck is None else list(record.deck),
            [],
            dict(record.extras),
        )
        for index, text in enumerate(record.actions):
            try:
                self.play(text)
            except IllegalAction as error:
                raise RecordError(f"action {index} ({text!r}) is illegal: {error}", index) from None

    def play(self, action: Action | str) -> list[Event]:
        """Apply one action for the seat to move; the record and the log grow with it."""
        if self.state.is_over:
            raise IllegalAction("the game is over")
        action = Action.parse(action) if isinstance(action, str) else action
        events = self.state.apply(action)
        self.record.actions.append(str(action))
        self.events.extend(events)
        return events

    def observation(self, seat: Viewer) -> Observation:
        """What `seat` (or the spectator) knows now: all a computer player is ever given."""
        return observe(self.rules.name, self.state, seat, self.events)
