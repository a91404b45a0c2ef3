"""CPU time of a process and every process it started, read from Linux's /proc: user plus system
time (fields 14 and 15 of /proc/PID/stat, in clock ticks). A process's own ticks are a fair
measure of its own cost even on a busy machine; the wall time it idles through is not."""

from __future__ import annotations

import os
import time

from bench.memory import PROC, descendants

TICKS_PER_SECOND = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def cpu_ticks(pid: int) -> int | None:
    """User plus system clock ticks the process has used, or None once it is gone."""
    try:
        stat = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    # The name in parentheses may hold spaces: the fields after it are split safely.
    fields = stat[stat.rfind(")") + 2 :].split()
    return int(fields[11]) + int(fields[12])


class TreeTicks:
    """The CPU ticks a process tree uses from `start()` on, per process (a process that starts
    later counts from its own start)."""

    def __init__(self, root: int) -> None:
        self.root = root
        self._start: dict[int, int] = {}
        self._started_at = 0.0

    def start(self) -> None:
        """Note every live process's ticks and the time now."""
        self._start = {pid: cpu_ticks(pid) or 0 for pid in descendants(self.root)}
        self._started_at = time.monotonic()

    def used(self) -> dict[int, int]:
        """Ticks each live process of the tree has used since `start()`."""
        used = {}
        for pid in descendants(self.root):
            ticks = cpu_ticks(pid)
            if ticks is not None:
                used[pid] = ticks - self._start.get(pid, 0)
        return used

    def percent(self, used: dict[int, int], pid: int | None = None) -> float:
        """`used` ticks (of one process, or all) as a percentage of one core since `start()`."""
        ticks = used.get(pid, 0) if pid is not None else sum(used.values())
        seconds = time.monotonic() - self._started_at
        return round(100 * ticks / TICKS_PER_SECOND / max(seconds, 1e-9), 2)
