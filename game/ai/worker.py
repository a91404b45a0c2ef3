"""A worker process for computer players whose search is CPU-bound (Hard).

A search in a thread of the app's process competes with the frame loop for the GIL; in a
process it does not. `process_executor()` is one shared worker process, started with `spawn` so
it begins clean (no window, no audio, no threads of the app), that `Thinker` accepts as its
executor: players are plain picklable objects, and the worker hands the player back with its
decision so its generator advances exactly as it would in a thread.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor

_shared: ProcessPoolExecutor | None = None


def process_executor() -> ProcessPoolExecutor:
    """The one shared worker process (created on first use)."""
    global _shared
    if _shared is None:
        context = multiprocessing.get_context("spawn")
        _shared = ProcessPoolExecutor(max_workers=1, mp_context=context)
    return _shared


def shutdown() -> None:
    """Stop the shared worker process, if it was started (the app calls this on quitting)."""
    global _shared
    if _shared is not None:
        _shared.shutdown(wait=False, cancel_futures=True)
        _shared = None
