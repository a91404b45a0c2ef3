"""Sentences for people leave the rules core as messages: a message id with named fields.

The id is the English sentence with `{named}` fields (the gettext msgid), marked with `N_` so that
standard extraction finds it; the fields are the facts (total 98, card "4"). Words at the edge put
a message into the reader's language (catalog, plural form, the locale's digits); `str(message)`
is the English sentence, for logs and for code that has no language to speak.
"""

from __future__ import annotations

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


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """`text` cut to `limit` characters with an ellipsis, so a huge input never becomes a huge
    sentence."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quote(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """`value` as a short quotation for a sentence: a string in quotes, anything else as its
    repr, cut to `limit` characters with an ellipsis."""
    if isinstance(value, int) and value.bit_length() > _LONGEST_INT_BITS:
        return f"{'-' if value < 0 else ''}{int(value.bit_length() * _DIGITS_PER_BIT)}-digit number"
    if isinstance(value, str):
        return f"'{clip(value, limit)}'"
    return clip(repr(value), limit)


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence as data. `fields` hold strings, numbers, or other messages (a reason inside a
    sentence); with `plural`, the field named `count` picks the plural form."""

    id: str
    fields: Mapping[str, Any] = field(default_factory=dict)
    plural: str | None = None
    count: str = "count"

    @classmethod
    def counted(cls, forms: tuple[str, str], fields: Mapping[str, Any]) -> Message:
        """A message whose form follows the number in its `count` field (marked with `NP_`)."""
        return cls(forms[0], fields, plural=forms[1])

    def __str__(self) -> str:
        template = self.id
        if self.plural is not None and self.fields.get(self.count) != 1:
            template = self.plural
        values = {key: str(value) for key, value in self.fields.items()}
        return template.format(**values)


def as_message(text: str | Message) -> Message:
    """`text` as a message: a plain string becomes a message with no fields, and its braces
    (someone's input quoted in it, "play {x}") stay as written instead of being taken for
    fields."""
    if isinstance(text, Message):
        return text
    return Message(text.replace("{", "{{").replace("}", "}}"))
