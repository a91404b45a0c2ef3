"""The wire format of docs/protocol.md: versions, limits, message ids, and reading a frame.

Everything a client sends is hostile until proven otherwise: a frame is read with the project's
wary JSON parser (no deep nesting, no huge numbers, no repeated keys) and each field is checked
for its type before anything uses it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from game.core.messages import N_, Message
from game.storage import BadFile, parse_json

VERSION = 1
"""The protocol version this code speaks."""
SUPPORTED_VERSIONS = (VERSION,)
MAX_FRAME = 64 * 1024
"""The largest frame a host accepts, in bytes (websockets closes with 1009 beyond it)."""
MAX_NAME = 40
"""The most characters of a display name or a table's title."""
MAX_CLIENT_FRAME = 8 * 1024 * 1024
"""The largest frame a client accepts (a whole game's record and events fit many times)."""

ERRORS: dict[str, str] = {
    "bad_json": N_("that message is not one JSON object: {reason}"),
    "bad_message": N_("that message is not understood: {reason}"),
    "say_hello": N_("say hello first, with the protocol version"),
    "unsupported_version": N_("this host speaks protocol version {supported}, not {version}"),
    "too_many": N_("too many messages at once: that one was dropped"),
    "no_table": N_("there is no table {table} here"),
    "bad_game": N_("that table cannot be made: {reason}"),
    "seat_taken": N_("that seat cannot be taken: {reason}"),
    "bad_token": N_("that seat token is not known here"),
    "already_seated": N_("this connection is already at a table"),
    "not_seated": N_("this connection is at no table"),
    "too_many_tables": N_("this host has as many tables as it can keep"),
    "retry": N_("the table is moving to another server: try again in a moment"),
    "game_started": N_("the game has started: the seat is yours until it ends"),
}
"""Every error code of the protocol, with the message id of its sentence."""


class BadFrame(ValueError):
    """A frame that cannot be taken: `code` is the protocol's error code, `message` why."""

    def __init__(self, code: str, fields: Mapping[str, Any] | None = None) -> None:
        self.code = code
        self.message = Message(ERRORS[code], dict(fields or {}))
        super().__init__(str(self.message))


def message_json(message: Message) -> dict[str, Any]:
    """A message as the wire carries it: `{"id", "params"}` (and `plural` with a plural form);
    messages inside the fields become the same shape."""
    data: dict[str, Any] = {
        "id": message.id,
        "params": {key: _param(value) for key, value in message.fields.items()},
    }
    if message.plural is not None:
        data["plural"] = message.plural
        if message.count != "count":
            data["count"] = message.count
    return data


def _param(value: Any) -> Any:
    if isinstance(value, Message):
        return message_json(value)
    if value is None or isinstance(value, str | int | float | bool):
        return value
    if isinstance(value, list | tuple):
        return [_param(item) for item in value]
    return str(value)


def message_from_json(data: Any) -> Message:
    """The message a `{"id", "params"}` object stands for (a client reading the host); anything
    malformed becomes a message that says so rather than an exception."""
    if not isinstance(data, dict) or not isinstance(data.get("id"), str):
        return Message(N_("the host sent a sentence that cannot be read"))
    params = data.get("params")
    fields = {
        str(key): message_from_json(value) if isinstance(value, dict) else value
        for key, value in (params.items() if isinstance(params, dict) else ())
    }
    plural = data.get("plural")
    count = data.get("count", "count")
    return Message(
        data["id"],
        fields,
        plural if isinstance(plural, str) else None,
        count if isinstance(count, str) else "count",
    )


def encode(message: Mapping[str, Any]) -> str:
    """One message as the text of a frame."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def decode(frame: str | bytes) -> dict[str, Any]:
    """A client's frame as a message object with a string `type`; BadFrame otherwise."""
    if not isinstance(frame, str):
        raise BadFrame("bad_json", {"reason": Message(N_("it is binary, not text"))})
    try:
        data = parse_json(frame)
    except BadFile as error:
        raise BadFrame("bad_json", {"reason": error.message}) from None
    if not isinstance(data, dict):
        raise BadFrame("bad_json", {"reason": Message(N_("it is not an object"))})
    if not isinstance(data.get("type"), str):
        raise BadFrame("bad_message", {"reason": Message(N_("it has no type"))})
    return data


def field(
    data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], default: Any = ...
) -> Any:
    """`data[key]` checked to be of `kind` (booleans are never integers here); missing and no
    `default` given, or of another kind: BadFrame `bad_message`."""
    if key not in data or data[key] is None:
        if default is ...:
            raise BadFrame("bad_message", {"reason": Message(N_("{key} is missing"), {"key": key})})
        return default
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        value = None
    if value is None or not isinstance(value, kinds):
        raise BadFrame(
            "bad_message", {"reason": Message(N_("{key} has the wrong type"), {"key": key})}
        )
    return value


def display_text(value: Any, fallback: str) -> str:
    """A name or title as display text: printable, one line, at most MAX_NAME characters."""
    if not isinstance(value, str):
        return fallback
    text = "".join(char for char in value if char.isprintable()).strip()[:MAX_NAME]
    return text or fallback
