"""Game records (docs/contract.md): read and write them strictly, and replay them into a live game.

A record the app writes also says the version of its title's rules it was played under
(`rules_version`, docs/records.md): a record of another version is refused in one sentence, never
replayed as a different game. A record without it (one written by hand, or before the key) is
replayed under today's rules, as CONTRACT.md promises.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalAction, RecordError
from game.core.events import Event
from game.core.messages import N_, Message, quote
from game.core.observation import Observation, observe
from game.core.protocol import GameRules, GameState
from game.core.seats import Viewer
from game.rules import find_game
from game.shapes import (
    INTEGER,
    OBJECT,
    STRING,
    WrongShape,
    expect,
    expect_list,
    is_kind,
    json_type,
    json_value,
)
from game.storage import RECORD_LIMIT, BadFile, parse_json, read_json, write_atomically

FORMAT = 1
_REQUIRED = ("format", "game", "players", "seed")
_OPTIONAL = ("options", "deck", "actions")
RULES_VERSION = "rules_version"
"""The key of the rules version, a further key the app writes (docs/records.md)."""
_APP_KEYS = (RULES_VERSION,)


def _check_shape(data: Any) -> None:
    """Raise WrongShape unless `data` is a record object whose every field has its JSON type."""
    if not isinstance(data, dict):
        raise WrongShape(
            Message(
                N_("a game record must be a JSON object, not {actual}"),
                {"actual": json_type(data)},
            )
        )
    for key in _REQUIRED:
        if key not in data:
            raise WrongShape(Message(N_("the record has no {key} key"), {"key": quote(key)}))
    if not is_kind(data["format"], INTEGER) or data["format"] != FORMAT:
        raise WrongShape(
            Message(
                N_("record format {format} is not supported (only {supported})"),
                {"format": json_value(data["format"]), "supported": FORMAT},
            )
        )
    expect(data["game"], STRING, "game")
    expect(data["players"], INTEGER, "players")
    expect(data["seed"], INTEGER, "seed")
    expect(data.get("options", {}), OBJECT, "options")
    if data.get("deck") is not None:
        expect_list(data["deck"], STRING, "deck")
    expect_list(data.get("actions", []), STRING, "actions")
    if RULES_VERSION in data:
        expect(data[RULES_VERSION], INTEGER, RULES_VERSION)
        if data[RULES_VERSION] < 1:
            raise WrongShape(
                Message(
                    N_("{field} must be a whole number from 1 up, not {value}"),
                    {"field": quote(RULES_VERSION), "value": quote(data[RULES_VERSION])},
                )
            )


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
    rules_version: int | None = field(default=None, compare=False)
    """The version of the title's rules the game was played under (None: not said, today's)."""

    @classmethod
    def from_json(cls, data: Any) -> Record:
        """Check the shape of decoded JSON (every field's JSON type, no unknown key) and build a
        record; the values are checked when the game starts. RecordError says what is wrong."""
        try:
            _check_shape(data)
        except WrongShape as error:
            raise RecordError(error.message) from None
        rules = find_game(data["game"])
        extras = {k: v for k, v in data.items() if k not in _REQUIRED + _OPTIONAL + _APP_KEYS}
        for key in extras:
            if key not in rules.extra_keys:
                raise RecordError(
                    Message(
                        N_("the key {key} is not allowed in a record of {game}"),
                        {"key": quote(key), "game": rules.name},
                    )
                )
        return cls(
            data["game"],
            data["players"],
            data["seed"],
            dict(data.get("options", {})),
            data.get("deck"),
            list(data.get("actions", [])),
            extras,
            data.get(RULES_VERSION),
        )

    @classmethod
    def from_text(cls, text: str) -> Record:
        """Parse a record from JSON text (which may be hostile: see game.storage)."""
        try:
            data = parse_json(text)
        except BadFile as error:
            raise RecordError(
                Message(N_("the record cannot be read: {reason}"), {"reason": error.message})
            ) from None
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str | os.PathLike) -> Record:
        """Read a record file (at most RECORD_LIMIT bytes); a file that cannot be read or decoded
        raises RecordError too, naming the cause."""
        try:
            data = read_json(Path(path), RECORD_LIMIT)
        except BadFile as error:
            raise RecordError(
                Message(
                    N_("cannot read {name}: {reason}"),
                    {"name": quote(Path(path).name), "reason": error.message},
                )
            ) from None
        return cls.from_json(data)

    def to_json(self) -> dict[str, Any]:
        """The record as JSON data, keys in docs/contract.md order."""
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
        if self.rules_version is not None:
            data[RULES_VERSION] = self.rules_version
        return data

    def save(self, path: str | os.PathLike) -> None:
        """Write the record atomically: a temporary file beside it, flushed, then renamed."""
        write_atomically(Path(path), json.dumps(self.to_json(), indent=1) + "\n")


def check_rules_version(record: Record, rules: GameRules) -> None:
    """Raise RecordError when `record` says it was played under another version of `rules`
    than this app's: replayed, it would be another game."""
    if record.rules_version is None or record.rules_version == rules.rules_version:
        return
    raise RecordError(
        Message(
            N_(
                "this game was played under version {old} of the {title} rules and this Trio "
                "Table plays version {new}, so it cannot be replayed as it was"
            ),
            {
                "old": record.rules_version,
                "title": Message(rules.title),
                "new": rules.rules_version,
            },
        )
    )


class PlayedGame:
    """A live game kept in step with its record and its event log.

    Build it from a record (which is replayed, so a bad one raises RecordError with the index of
    the failing action), then `play` actions; an illegal one raises IllegalAction and changes
    nothing.
    """

    def __init__(self, record: Record) -> None:
        self.rules: GameRules = find_game(record.game)
        check_rules_version(record, self.rules)
        state, events = self.rules.start(
            record.players, record.options, record.seed, record.deck, record.extras
        )
        self.state: GameState = state
        self.events: list[Event] = list(events)
        self.movers: list[int] = []
        """The seat that took each action of the record, in order."""
        self.record = Record(
            record.game,
            record.players,
            record.seed,
            dict(record.options),
            None if record.deck is None else list(record.deck),
            [],
            dict(record.extras),
            self.rules.rules_version,
        )
        for index, text in enumerate(record.actions):
            try:
                self.play(text)
            except IllegalAction as error:
                message = Message(
                    N_("action {index} ({action}) is illegal: {reason}"),
                    {"index": index, "action": quote(text), "reason": error.message},
                )
                raise RecordError(message, index) from None

    def play(self, action: Action | str) -> list[Event]:
        """Apply one action for the seat to move; the record and the log grow with it."""
        mover = self.state.to_move
        if mover is None:
            raise IllegalAction(Message(N_("the game is over")))
        action = Action.parse(action) if isinstance(action, str) else action
        events = self.state.apply(action)
        self.movers.append(mover)
        self.record.actions.append(str(action))
        self.events.extend(events)
        return events

    def replayed_to(self, count: int) -> PlayedGame:
        """The same game as it stood after its first `count` actions."""
        record = Record(
            self.record.game,
            self.record.players,
            self.record.seed,
            dict(self.record.options),
            None if self.record.deck is None else list(self.record.deck),
            self.record.actions[:count],
            dict(self.record.extras),
            self.record.rules_version,
        )
        return PlayedGame(record)

    def observation(self, seat: Viewer) -> Observation:
        """What `seat` (or the spectator) knows now: all a computer player is ever given."""
        return observe(self.rules.name, self.state, seat, self.events)
