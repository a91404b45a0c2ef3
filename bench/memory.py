"""Peak resident memory of a process and every process it started, read from Linux's /proc.

Each process's peak (`VmHWM` in /proc/PID/status) only grows, so polling a few times a second
loses nothing but the last moments of a process; the tree's figure is the sum of the peaks (an
upper bound of what the app and its AI worker held at any one time).
"""

from __future__ import annotations

from pathlib import Path

PROC = Path("/proc")


def parent_ids() -> dict[int, int]:
    """Every live process's parent, by process id."""
    parents = {}
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # The name in parentheses may hold spaces: the fields after it are split safely.
        fields = stat[stat.rfind(")") + 2 :].split()
        parents[int(entry.name)] = int(fields[1])
    return parents


def descendants(root: int) -> list[int]:
    """`root` and every live process below it."""
    children: dict[int, list[int]] = {}
    for pid, parent in parent_ids().items():
        children.setdefault(parent, []).append(pid)
    found = [root]
    for pid in found:
        found.extend(children.get(pid, ()))
    return found


def status_kib(pid: int, field: str) -> int | None:
    """A memory field of /proc/PID/status (`VmHWM`, `VmRSS`) in KiB, or None once it is gone."""
    try:
        status = (PROC / str(pid) / "status").read_text()
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1])
    return None


def peak_kib(pid: int) -> int | None:
    """The process's peak resident memory in KiB, or None once it is gone."""
    return status_kib(pid, "VmHWM")


def tree_resident_mib(root: int) -> float | None:
    """The resident memory (`VmRSS`) of `root` and every live process below it, summed, in MiB;
    None when `root` is gone."""
    if status_kib(root, "VmRSS") is None:
        return None
    found = [status_kib(pid, "VmRSS") for pid in descendants(root)]
    return round(sum(kib for kib in found if kib is not None) / 1024, 1)


class TreePeaks:
    """Keeps the peak resident memory of a process and of each process below it."""

    def __init__(self, root: int) -> None:
        self.root = root
        self.peaks: dict[int, int] = {}

    @staticmethod
    def available() -> bool:
        """True where /proc gives processes' peak memory (Linux)."""
        return (PROC / "self" / "status").exists()

    def sample(self) -> None:
        """Read the peaks of the tree's live processes."""
        for pid in descendants(self.root):
            peak = peak_kib(pid)
            if peak is not None:
                self.peaks[pid] = max(peak, self.peaks.get(pid, 0))

    @property
    def root_mib(self) -> float | None:
        """The root process's own peak in MiB (None if it was never read)."""
        peak = self.peaks.get(self.root)
        return None if peak is None else round(peak / 1024, 1)

    @property
    def total_mib(self) -> float | None:
        """The sum of every process's peak in MiB (None if nothing was read)."""
        return round(sum(self.peaks.values()) / 1024, 1) if self.peaks else None
