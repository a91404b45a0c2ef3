"""Frame-time statistics of a whole run in memory that does not grow with its length: the count
and the longest frame exactly, the median and tail from a histogram of bins 0.1 % wide."""

from __future__ import annotations

import math
from collections import Counter

STEP = math.log(1.001)
"""The width of a bin: each is 0.1 % wider than the one before."""
SHORTEST_MS = 0.001
"""Frames shorter than this are counted in its bin."""


class FrameStats:
    """Counts drawn frames' times (milliseconds) for `summary()`: frames, median, p95, p99 (nearest
    rank, to 0.1 %) and max. Memory is bounded by the number of bins a run touches (about 7,000
    per decade of frame times), not by the number of frames."""

    def __init__(self) -> None:
        self.frames = 0
        self.longest = 0.0
        self._bins: Counter[int] = Counter()

    def add(self, ms: float) -> None:
        """Count one frame that took `ms` milliseconds."""
        self.frames += 1
        self.longest = max(self.longest, ms)
        self._bins[round(math.log(max(ms, SHORTEST_MS)) / STEP)] += 1

    def percentile(self, fraction: float) -> float:
        """The frame time below which `fraction` of the frames lie (nearest rank); 0 without
        frames."""
        if not self.frames:
            return 0.0
        rank = max(1, math.ceil(fraction * self.frames))
        seen = 0
        for index in sorted(self._bins):
            seen += self._bins[index]
            if seen >= rank:
                return min(math.exp(index * STEP), self.longest)
        return self.longest

    def summary(self) -> dict[str, float | int]:
        """Frame count, median, 95th and 99th percentile and maximum frame time (ms)."""
        return {
            "frames": self.frames,
            "median_ms": round(self.percentile(0.5), 3),
            "p95_ms": round(self.percentile(0.95), 3),
            "p99_ms": round(self.percentile(0.99), 3),
            "max_ms": round(self.longest, 3),
        }
