"""What a table holds that refers back to it (its panels, its assistant, a lesson's tutor) holds
the table weakly: a table left mid-move is then freed at once, without the cycle collector."""

from __future__ import annotations

import weakref
from typing import Generic, TypeVar

T = TypeVar("T")


class HeldByTable(Generic[T]):
    """A part of a table that reaches its table through `table`."""

    def __init__(self, table: T) -> None:
        self._table = weakref.ref(table)

    @property
    def table(self) -> T:
        """The table this part belongs to."""
        table = self._table()
        if table is None:
            raise RuntimeError(f"{type(self).__name__} outlived its table")
        return table
