"""Waking the frame loop when a worker answers: the loop sleeps while nothing moves (see
`App.run`), so an answer that arrives then (a hint, a coach's note, a computer's decision) posts
`WAKE` from the thread that completes its future, and the frame that takes the event in is drawn.
`pygame.event.post` is thread-safe; the loop does not poll any faster for it."""

from __future__ import annotations

import contextlib
from concurrent.futures import Future
from typing import TypeVar

import pygame

WAKE = pygame.event.custom_type()
"""The event a worker's answer posts; it carries nothing and is not input."""

T = TypeVar("T")


def wake_loop(_future: Future | None = None) -> None:
    """Post `WAKE` (from any thread), unless pygame has closed meanwhile."""
    if pygame.get_init():
        with contextlib.suppress(pygame.error):  # the window closed while the worker answered
            pygame.event.post(pygame.event.Event(WAKE))


def wake_when_done(future: Future[T]) -> Future[T]:
    """`future`, which wakes the loop when it completes (at once, if it already has)."""
    future.add_done_callback(wake_loop)
    return future
