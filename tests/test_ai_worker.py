"""Hard players think in a worker process as they do in a thread: same decision, same state."""

from __future__ import annotations

import pickle
import time
from concurrent.futures import ProcessPoolExecutor

from game.ai.hard import HardPlayer
from game.ai.thinker import Thinker, shared_executor
from game.records import PlayedGame, Record


def test_a_hard_player_survives_pickling_with_its_generator():
    player = HardPlayer("moon", 4, iterations=5)
    copy = pickle.loads(pickle.dumps(player))
    assert copy.rng.getstate() == player.rng.getstate()
    assert (copy.game, copy.iterations) == ("moon", 5)


def test_the_process_worker_gives_the_decision_a_thread_would():
    played = PlayedGame(Record("moon", 3, 8))
    observation = played.observation(played.state.to_move)
    expected = HardPlayer("moon", 2, iterations=40).choose(observation)
    thinker = Thinker(HardPlayer("moon", 2, iterations=40))  # the default: a worker process
    assert isinstance(shared_executor(), ProcessPoolExecutor)
    thinker.start(observation)
    deadline = time.monotonic() + 30
    action = None
    while action is None and time.monotonic() < deadline:
        action = thinker.poll()
        time.sleep(0.01)
    assert action == expected
    assert thinker.player.last_iterations == 40
