"""Our UNO Duo rules against the public RLCard UNO engine (rlcard 1.2), side by side.

Both play random games from their deals to the end, choosing at random among the legal actions
with a seeded generator of this benchmark's own. RLCard's step is `get_legal_actions()`, a
choice, `step()` (which also builds the next player's observation: that is how its engine is
played); ours is timed both ways the rules speed section times it: as the search plays
(`legal_actions()`, a choice, `push()`) and as the table plays (`apply()`, checked, with events).
Stretches of each are taken in turn, interleaved, so a change in the machine's load falls on both;
each figure is the median stretch. RLCard is installed by `make bench` into the development
environment only; it is never one of the app's dependencies. Without it the figures say so.
"""

from __future__ import annotations

import importlib.util
import random
import statistics
import time
from collections.abc import Callable, Iterator

from bench.figures import Figure, Sizes
from game.rules import find_game

SECTION = "engines"
SUBJECT = "UNO Duo vs RLCard UNO"
TARGET_RATIO = 4.0
"""How many times faster than RLCard's UNO our rules must play, as the search plays them."""
clock = time.thread_time


def _our_games(searching: bool) -> Iterator[Callable[[random.Random], int]]:
    """Games of ours, dealt from seed 0 on: each call plays one to its end, returns its actions."""
    rules = find_game("uno-duo")
    seed = 0
    while True:
        state, _ = rules.start(2, {}, seed)
        seed += 1

        def play(rng: random.Random, state=state) -> int:
            choose = rng.choice
            listing = state.legal_actions
            perform = state.push if searching else state.apply
            actions = 0
            while state.to_move is not None:
                perform(choose(listing()))
                actions += 1
            return actions

        yield play


def _rlcard_games() -> Iterator[Callable[[random.Random], int]]:
    """RLCard's UNO games (2 players), dealt from seed 0 on."""
    import numpy
    from rlcard.games.uno.game import UnoGame

    seed = 0
    while True:
        game = UnoGame(allow_step_back=False)
        game.np_random = numpy.random.RandomState(seed)
        game.init_game()
        seed += 1

        def play(rng: random.Random, game=game) -> int:
            choose = rng.choice
            actions = 0
            while not game.is_over():
                game.step(choose(game.get_legal_actions()))
                actions += 1
            return actions

        yield play


def _stretch(games: Iterator[Callable[[random.Random], int]], actions: int, seed: int) -> float:
    """Microseconds per action over whole games until `actions` were played."""
    rng = random.Random(seed)
    done = 0
    seconds = 0.0
    while done < actions:
        play = next(games)
        started = clock()
        done += play(rng)
        seconds += clock() - started
    return seconds / done * 1e6


def engine_figures(sizes: Sizes) -> list[Figure]:
    """Microseconds per action of each engine, and how many times faster ours is."""
    if importlib.util.find_spec("rlcard") is None:
        note = "rlcard is not installed here (make bench installs it)"
        return [Figure(SECTION, SUBJECT, "speed ratio", None, "×", floor=TARGET_RATIO, note=note)]
    theirs, searched, played = _rlcard_games(), _our_games(True), _our_games(False)
    times: dict[str, list[float]] = {"rlcard": [], "searched": [], "played": []}
    for run in range(sizes.engine_rounds):
        times["rlcard"].append(_stretch(theirs, sizes.engine_actions, run))
        times["searched"].append(_stretch(searched, sizes.engine_actions, run))
        times["played"].append(_stretch(played, sizes.engine_actions, run))
    median = {name: statistics.median(values) for name, values in times.items()}

    def figure(measure: str, value: float, unit: str, **extra) -> Figure:
        return Figure(SECTION, SUBJECT, measure, round(value, 2), unit, **extra)

    return [
        figure("RLCard UNO random playout", median["rlcard"], "µs/action", note="rlcard 1.2"),
        figure("ours, as searched", median["searched"], "µs/action"),
        figure("ours, as the table plays", median["played"], "µs/action"),
        figure(
            "speed ratio, as searched",
            median["rlcard"] / median["searched"],
            "×",
            floor=TARGET_RATIO,
            note=f"median of {sizes.engine_rounds} interleaved stretches each",
        ),
        figure("speed ratio, as the table plays", median["rlcard"] / median["played"], "×"),
    ]
