"""A state's seeded generator, shared with the state's copies until one of them draws from it."""

from __future__ import annotations

import random
from typing import Any


class SharedRandom:
    """Holds a state's `random.Random`. `share()` hands a copy of the state the same generator,
    and from then on neither handle owns it: whichever draws first (`own`) takes a clone of it.
    So copying a state never copies the generator's state (about 2.5 KB), and a draw in one copy
    never changes what another copy will draw."""

    __slots__ = ("_rng", "_shared")

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng
        self._shared = False

    def share(self) -> SharedRandom:
        """The handle for a copy of the state."""
        self._shared = True
        twin = SharedRandom.__new__(SharedRandom)
        twin._rng = self._rng
        twin._shared = True
        return twin

    @property
    def own(self) -> random.Random:
        """This handle's generator, cloned first if it is still shared."""
        if self._shared:
            clone = random.Random.__new__(random.Random)  # no seeding from the system: cheaper
            clone.setstate(self._rng.getstate())
            self._rng = clone
            self._shared = False
        return self._rng


def shuffle(rng: random.Random, cards: list[Any]) -> None:
    """`rng.shuffle(cards)`: the same order from the same generator, in about 60% of the time.
    It is random.shuffle's own loop (CPython 3.11 to 3.13) with its `_randbelow` written inline,
    which saves a Python call per card; a test holds it to random.shuffle's results."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        bound = i + 1
        bits = bound.bit_length()
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]
