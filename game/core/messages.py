"""Sentences for people leave the rules core as messages: a message id with named fields.

The id is the English sentence with `{named}` fields (the gettext msgid), marked with `N_` so that
standard extraction finds it; the fields are the facts (total 98, card "4"). Words at the edge put
a message into the reader's language (catalog, plural form, the locale's digits); `str(message)`
is the English sentence, for logs and for code that has no language to speak.
"""

from __future__ import annotations

import reprlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

QUOTE_LIMIT = 40
"""The most characters of someone's input that a sentence quotes."""
_LONGEST_INT_BITS = 128
_DIGITS_PER_BIT = 0.30103


def N_(text: str) -> str:
    """Mark `text` as a message id for extraction; it is translated later, at the edge."""
    return text


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message id with its plural form for extraction (`Message.counted` takes both)."""
    return singular, plural


def _big_int(value: int) -> str:
    """A huge integer by its size (its digits would make a huge sentence, and Python refuses to
    write more than 4,300 of them)."""
    return f"{'-' if value < 0 else ''}{int(value.bit_length() * _DIGITS_PER_BIT)}-digit number"


class _ShortRepr(reprlib.Repr):
    """The standard library's size-limited repr written as JSON writes values (`true`, `null`,
    `{"a": 1}`: the words of the files people write, never Python's), with huge integers
    described by their size."""

    def repr_int(self, value: int, level: int) -> str:
        if value.bit_length() > _LONGEST_INT_BITS:
            return _big_int(value)
        return super().repr_int(value, level)

    def repr_bool(self, value: bool, level: int) -> str:
        return "true" if value else "false"

    def repr_NoneType(self, value: None, level: int) -> str:  # reprlib's name: repr_ and the type's
        return "null"

    def repr_str(self, value: str, level: int) -> str:
        text = value if len(value) <= self.maxstring else value[: self.maxstring] + "…"
        return '"' + _printable(text.replace("\\", "\\\\").replace('"', '\\"')) + '"'

    def repr_tuple(self, value: tuple[object, ...], level: int) -> str:
        return self.repr_list(list(value), level)


_SHORT_REPR = _ShortRepr()


def _printable(text: str) -> str:
    """`text` with line breaks, other control characters and lone surrogates escaped, so a
    quotation stays on one line and can be drawn."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)


def quote(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """`value` as a short quotation for a sentence: a string in quotes, anything else as JSON
    writes it (`true`, `null`, `[1, 2]`), cut to `limit` characters with an ellipsis, so a huge
    input never becomes a huge sentence."""
    if isinstance(value, str):
        text = _printable(value[:limit])
    elif isinstance(value, int) and not isinstance(value, bool):
        text = _SHORT_REPR.repr_int(value, 0)
    else:
        text = _SHORT_REPR.repr(value)
    if len(text) > limit or (isinstance(value, str) and len(value) > limit):
        text = text[: limit - 1] + "…"
    return f"'{text}'" if isinstance(value, str) else text


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """`text` on one line and cut to `limit` characters with an ellipsis, for a sentence that
    shows someone's input without quotes."""
    text = _printable(text[: limit + 1])
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence as data. `fields` hold strings, numbers, or other messages (a reason inside a
    sentence); with `plural`, the field named `count` picks the plural form. A phrase
    `mid_sentence` is said with its first letter small, where the language has capitals (a move
    inside the coach's review: "Bram's move: play the red 7"); one message id serves both."""

    id: str
    fields: Mapping[str, Any] = field(default_factory=dict)
    plural: str | None = None
    count: str = "count"
    mid_sentence: bool = False

    @classmethod
    def counted(cls, forms: tuple[str, str], fields: Mapping[str, Any]) -> Message:
        """A message whose form follows the number in its `count` field (marked with `NP_`)."""
        return cls(forms[0], fields, plural=forms[1])

    def __hash__(self) -> int:
        """By the id alone (the fields may hold lists or dicts); equal messages hash alike."""
        return hash((self.id, self.plural))

    def __str__(self) -> str:
        template = self.id
        if self.plural is not None and self.fields.get(self.count) != 1:
            template = self.plural
        values = {key: str(value) for key, value in self.fields.items()}
        said = template.format(**values)
        return in_sentence(said) if self.mid_sentence else said


def in_sentence(text: str) -> str:
    """`text` as said inside a sentence: its first letter small, unless the word is written in
    capitals ("UNO") or the script has no capitals."""
    if text[:1].isupper() and not text[1:2].isupper():
        return text[:1].lower() + text[1:]
    return text


def as_message(text: str | Message) -> Message:
    """`text` as a message: a plain string becomes a message with no fields, and its braces
    (someone's input quoted in it, "play {x}") stay as written instead of being taken for
    fields."""
    if isinstance(text, Message):
        return text
    return Message(text.replace("{", "{{").replace("}", "}}"))
