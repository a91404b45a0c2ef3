"""The two exception types of the rules core, each carrying a sentence a player can read.

The sentence is a `Message` (see `game.core.messages`), so the edge can put it into the reader's
language; `str(error)` is the English sentence.
"""

from __future__ import annotations

from game.core.messages import Message, as_message


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why ("98 + 4 would make 102: ...")."""

    def __init__(self, message: str | Message) -> None:
        self.message = as_message(message)
        super().__init__(str(self.message))


class RecordError(ValueError):
    """A game record that cannot be replayed; `index` is the failing action's index, or None."""

    def __init__(self, message: str | Message, index: int | None = None) -> None:
        self.message = as_message(message)
        super().__init__(str(self.message))
        self.index = index
