"""Checks of decoded JSON against the shape a file must have: each field's JSON type, and no keys
missing or unknown. A mismatch raises WrongShape with one short sentence (a Message) that names
the field, the type it must have and the type it has, never the value in full."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from game.core.messages import N_, Message, quote
from game.storage import BadFile

INTEGER = N_("an integer")
NUMBER = N_("a number")
STRING = N_("a string")
BOOLEAN = N_("true or false")
OBJECT = N_("a JSON object")
LIST = N_("a list")


class WrongShape(BadFile):
    """Decoded JSON of the wrong shape; `message` says which field and how. It is a BadFile, so
    the loader of a file handles it as it handles a file that cannot be decoded."""


def json_type(value: Any) -> Message:
    """The JSON type of `value` in words: "a list", "a string", "null", …"""
    if value is None:
        return Message(N_("null"))
    if isinstance(value, bool):
        return Message(N_("true or false"))
    if isinstance(value, int):
        return Message(INTEGER)
    if isinstance(value, float):
        return Message(N_("a decimal number"))
    if isinstance(value, str):
        return Message(STRING)
    if isinstance(value, list):
        return Message(LIST)
    return Message(OBJECT)


def json_value(value: Any) -> str:
    """A short quotation of a JSON value as JSON writes it (`true`, `null`, `'text'`, `12`)."""
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    return quote(value)


_PYTHON_TYPES: dict[str, type | tuple[type, ...]] = {
    INTEGER: int,
    NUMBER: (int, float),
    STRING: str,
    BOOLEAN: bool,
    OBJECT: dict,
    LIST: list,
}


def is_kind(value: Any, kind: str) -> bool:
    """True when `value` has the JSON type described by `kind` (INTEGER, NUMBER, …); true and
    false are never numbers."""
    if kind in (INTEGER, NUMBER) and isinstance(value, bool):
        return False
    return isinstance(value, _PYTHON_TYPES[kind])


def expect(value: Any, kind: str, field: str) -> None:
    """Raise WrongShape unless `value`, the field called `field`, has the JSON type `kind`."""
    if not is_kind(value, kind):
        raise WrongShape(
            Message(
                N_("{field} must be {expected}, not {actual}"),
                {"field": quote(field), "expected": Message(kind), "actual": json_type(value)},
            )
        )


def expect_object(data: Any) -> None:
    """Raise WrongShape unless the whole of a file's data is a JSON object."""
    if not isinstance(data, dict):
        raise WrongShape(
            Message(N_("it must be a JSON object, not {actual}"), {"actual": json_type(data)})
        )


def expect_list(value: Any, kind: str, field: str) -> None:
    """Raise WrongShape unless `value` is a list whose every item has the JSON type `kind`."""
    expect(value, LIST, field)
    for index, item in enumerate(value):
        if not is_kind(item, kind):
            raise WrongShape(
                Message(
                    N_("item {index} of {field} must be {expected}, not {actual}"),
                    {
                        "index": index,
                        "field": quote(field),
                        "expected": Message(kind),
                        "actual": json_type(item),
                    },
                )
            )


def expect_keys(
    data: Mapping[str, Any], required: Collection[str], allowed: Collection[str]
) -> None:
    """Raise WrongShape if a `required` key is missing or a key is neither required nor
    `allowed`."""
    for key in required:
        if key not in data:
            raise WrongShape(Message(N_("it has no {key} key"), {"key": quote(key)}))
    for key in data:
        if key not in required and key not in allowed:
            raise WrongShape(Message(N_("it has an unknown key {key}"), {"key": quote(key)}))
