"""Waking the frame loop when a worker answers: the loop sleeps between its passes (see
`App.run_once`), so an answer (a hint, a coach's note, a computer's decision) posts `WAKE` from
the thread that completes its future and cuts that sleep short; the frame that takes the event
in is drawn. `pygame.event.post` is thread-safe; the loop does not poll any faster for it."""

from __future__ import annotations

import contextlib
import threading
import time
from concurrent.futures import Future
from typing import TypeVar

import pygame

WAKE = pygame.event.custom_type()
"""The event a worker's answer posts; it carries nothing and is not input."""

T = TypeVar("T")
_answered = threading.Event()
"""Set by an answer, so that a loop asleep in `sleep_until` wakes at once."""


def wake_loop(_future: Future | None = None) -> None:
    """Post `WAKE` and end the loop's sleep (from any thread), unless pygame has closed."""
    if pygame.get_init():
        with contextlib.suppress(pygame.error):  # the window closed while the worker answered
            pygame.event.post(pygame.event.Event(WAKE))
    _answered.set()


def wake_when_done(future: Future[T]) -> Future[T]:
    """`future`, which wakes the loop when it completes (at once, if it already has)."""
    future.add_done_callback(wake_loop)
    return future


def forget_answers() -> None:
    """Called before the loop looks for events: an answer from now on ends the next sleep (an
    earlier one is among the events)."""
    _answered.clear()


def sleep_until(moment: float) -> None:
    """Sleep until `moment` (`time.monotonic()`), or until a worker answers, if sooner. A timed
    wait on a lock: no polling while asleep."""
    _answered.wait(max(0.0, moment - time.monotonic()))
