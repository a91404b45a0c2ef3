"""The two exception types of the rules core, each carrying a sentence a player can read."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why ("98 + 4 would reach 99")."""


class RecordError(ValueError):
    """A game record that cannot be replayed; `index` is the failing action's index, or None."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index
