"""A worker process's lifeline: it ends the moment the process that started it ends, however that
ends (even `kill -9`, which leaves the parent no moment to shut its pool of workers down).

`end_with_parent` (a pool's initializer) starts a thread in the worker that waits on the parent's
sentinel, a pipe that only the parent holds open: it closes when the parent ends, and the thread
then ends the worker at once, whatever work it is in. Once the workers are gone nothing holds the
multiprocessing resource tracker's pipe either, so the tracker ends too.
"""

from __future__ import annotations

import multiprocessing
import signal
import threading
from multiprocessing.connection import wait


def end_with_parent() -> None:
    """In a worker: end this process the moment the process that started it ends."""
    parent = multiprocessing.parent_process()
    if parent is None:  # not a child of multiprocessing: nothing to watch
        return
    watcher = threading.Thread(
        target=_end_when_ended, args=(parent.sentinel,), name="end-with-parent", daemon=True
    )
    watcher.start()


def _end_when_ended(sentinel: int) -> None:
    wait([sentinel])  # ready only when the parent has ended
    # At once, whatever the worker is doing: the work in hand is nobody's now (SIGKILL where
    # there is one; SIGTERM's default on Windows ends the process as well).
    signal.raise_signal(getattr(signal, "SIGKILL", signal.SIGTERM))
