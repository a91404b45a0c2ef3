"""Giving back the memory a finished game used. Python's collector reaches objects in reference
cycles (pygame_gui's text layouts are) only now and then, and glibc's allocator keeps what is
freed in its heap for reuse, scattered between live blocks, so the heap only grows: in a soak of
20 games the app went from 60 to 102 MiB with collection alone, and stayed at about 80 MiB when
the free pages were also handed back with `malloc_trim` (Linux with glibc; elsewhere there is
nothing to call)."""

from __future__ import annotations

import ctypes
import functools
import gc
import sys
from collections.abc import Callable


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's `malloc_trim`, or None (another system, or another C library such as musl)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return getattr(ctypes.CDLL(None), "malloc_trim", None)
    except OSError:
        return None


def release_memory() -> None:
    """Collect every unreachable object, then hand the heap's free pages back to the system."""
    gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
