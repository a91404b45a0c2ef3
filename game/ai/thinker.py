"""Computer players think off the frame loop: a Thinker runs `player.choose` in a worker.

The worker is any `concurrent.futures.Executor`. The default is one shared thread (computer seats
move one at a time, so one worker suffices and a player is never used by two threads at once).
A `ProcessPoolExecutor` can be passed instead for heavy search: the work function returns the
player with its decision, so a player's own generator advances the same way in either worker.
"""

from __future__ import annotations

import sys
from concurrent.futures import Executor, Future, ThreadPoolExecutor

from game.ai.base import ComputerPlayer
from game.core.actions import Action
from game.core.observation import Observation

_shared: ThreadPoolExecutor | None = None


SWITCH_INTERVAL = 0.001
"""Seconds a thread may hold the GIL while another waits. With Python's 5 ms default a thinker
running a pure-Python search holds the frame loop back slice after slice; at 1 ms the loop drew
about 10 % more frames and its slowest frame fell from about 50 to 35 ms in our measurement. A
process worker avoids the contention altogether."""


def shared_executor() -> ThreadPoolExecutor:
    """The one background thread every Thinker uses unless it is given another executor."""
    global _shared
    if _shared is None:
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
        _shared = ThreadPoolExecutor(max_workers=1, thread_name_prefix="thinker")
    return _shared


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
