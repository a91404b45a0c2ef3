"""Computer players think off the frame loop: a Thinker runs `player.choose` in a worker.

The worker is any `concurrent.futures.Executor`. The default is one shared worker process
(computer seats move one at a time, so one worker suffices): a search running in a thread would
hold the interpreter lock and stall the frame loop, a process never does. The work function
returns the player with its decision, so a player's own generator advances the same way in any
worker; a thread or inline executor can be passed instead (tests do).

A worker ends with the app however the app ends (even `kill -9`, which leaves no moment to shut
the pool down): see game.lifeline.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor

from game.ai.base import ComputerPlayer
from game.core.actions import Action
from game.core.observation import Observation
from game.lifeline import end_with_parent

_shared: ProcessPoolExecutor | None = None
_coach: ProcessPoolExecutor | None = None
_on_decision: Callable[[Future], None] | None = None


def on_decision(callback: Callable[[Future], None] | None) -> None:
    """Have `callback` called with a Thinker's future as soon as each computer's decision is
    ready (None: no longer). It runs in whatever thread completes the future (a worker's
    result thread), so it must be thread-safe: the app posts an event there, to wake its frame
    loop at once instead of polling faster."""
    global _on_decision
    _on_decision = callback


def _one_worker() -> ProcessPoolExecutor:
    """A pool of one worker process started with "spawn" on every platform, so it never
    inherits the app's window or audio (as "fork" would) and behaves the same on Linux, Windows
    and macOS."""
    return ProcessPoolExecutor(
        1, mp_context=multiprocessing.get_context("spawn"), initializer=end_with_parent
    )


def shared_executor() -> ProcessPoolExecutor:
    """The one worker process every Thinker uses unless it is given another executor."""
    global _shared
    if _shared is None:
        _shared = _one_worker()
    return _shared


def coach_executor() -> ProcessPoolExecutor:
    """The worker process of the coach (hints, the coach's notes, the review of a finished
    game), started the first time it is asked for: a second one, so a computer player never
    waits for advice to be worked out, nor advice for a computer's move."""
    global _coach
    if _coach is None:
        _coach = _one_worker()
    return _coach


def warm_up() -> None:
    """Start the shared worker process now, while a table opens, rather than inside the frame of
    the first computer move (starting it there cost that frame up to 70 ms)."""
    shared_executor().submit(int)


def decide(player: ComputerPlayer, observation: Observation) -> tuple[Action, ComputerPlayer]:
    """The worker's job: the player's choice, and the player as it is after choosing."""
    return player.choose(observation), player


class Thinker:
    """Runs one computer seat's decisions in the background: `start`, then `poll` each frame."""

    def __init__(self, player: ComputerPlayer, executor: Executor | None = None) -> None:
        self.player = player
        self.executor = executor
        self._future: Future | None = None

    @property
    def thinking(self) -> bool:
        """True between `start` and the `poll` that returns the decision (or `cancel`)."""
        return self._future is not None

    def start(self, observation: Observation) -> None:
        """Begin choosing for `observation`; any decision still pending is dropped."""
        self.cancel()
        executor = self.executor or shared_executor()
        self._future = executor.submit(decide, self.player, observation)
        if _on_decision is not None:
            self._future.add_done_callback(_on_decision)

    def poll(self) -> Action | None:
        """The decision once it is ready (then the Thinker is idle again), else None.

        An exception raised by the player is raised here, in the caller's thread.
        """
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        action, self.player = future.result()
        return action

    def cancel(self) -> None:
        """Drop the pending decision (a running one finishes in the worker and is ignored)."""
        if self._future is not None:
            self._future.cancel()
            self._future = None
