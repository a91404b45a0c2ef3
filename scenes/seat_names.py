"""Players' names in what the rules say: a reason names seats (`seat N`), the screen says names."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.messages import Message

SEAT = "seat {seat}"
"""The message id the rules use for a seat inside a reason; the screen puts the name there."""


def with_names(reason: Message, names: Sequence[str]) -> Message:
    """The outcome's reason with each seat the rules name (`seat N`) replaced by its name."""

    def named(value: Any) -> Any:
        if isinstance(value, Message):
            if value.id == SEAT:
                return names[value.fields["seat"]]
            return with_names(value, names)
        return value

    fields: Mapping[str, Any] = {key: named(value) for key, value in reason.fields.items()}
    return Message(reason.id, fields, reason.plural, reason.count)
