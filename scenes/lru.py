"""A bounded cache that keeps what is used again and again (the cards and words on the table)
and lets the images of a moment (a card half turned, a score gone by) go first."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class LruCache(Generic[V]):
    """At most `limit` values by key; past it, the least recently used goes."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._items: OrderedDict[Hashable, V] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], V]) -> V:
        """The value kept for `key`, or `make()`'s, kept from now on."""
        found = self._items.get(key)
        if found is not None:
            self._items.move_to_end(key)
            return found
        found = self._items[key] = make()
        if len(self._items) > self.limit:
            self._items.popitem(last=False)
        return found

    def clear(self) -> None:
        """Forget every value."""
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)
