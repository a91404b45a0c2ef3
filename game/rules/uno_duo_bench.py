"""Speed of the UNO Duo rules core: `python -m game.rules.uno_duo_bench [GAMES]`.

Random playouts (legal actions, a random choice, apply) to the end of whole games, then the cost
of `copy()` and `legal_actions()` on mid-game positions. Prints one line per figure; each is the
best of three runs, as other processes on the machine only ever make a run slower.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

from game.rules.uno_duo import RULES, UnoDuoState


def playout_speed(games: int, checked: bool) -> tuple[int, float]:
    """Play `games` random games to the end; return (actions, seconds). `checked` applies through
    `apply` (which asks `why_illegal` first), otherwise through `_apply` as a trusting search would.
    """
    actions = 0
    seconds = 0.0
    for seed in range(games):
        state, _ = RULES.start(2, {}, seed)
        choose = random.Random(seed).choice
        perform = state.apply if checked else state._apply
        listing = state.legal_actions
        started = time.perf_counter()
        while state.to_move is not None:
            perform(choose(listing()))
            actions += 1
        seconds += time.perf_counter() - started
    return actions, seconds


def mid_game_positions(count: int) -> list[UnoDuoState]:
    """Positions after 30 to 300 random actions, each from its own seed."""
    positions = []
    for seed in range(count):
        state, _ = RULES.start(2, {}, seed)
        chooser = random.Random(seed)
        for _ in range(chooser.randrange(30, 300)):
            if state.is_over:
                break
            state.apply(chooser.choice(state.legal_actions()))
        positions.append(state)
    return positions


def cost_per_call(positions: list[UnoDuoState], call: Callable[[UnoDuoState], object]) -> float:
    """Mean microseconds of `call(position)` over many repetitions of every position."""
    repeats = 2000
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        for state in positions:
            for _ in range(repeats):
                call(state)
        best = min(best, time.perf_counter() - started)
    return best / (repeats * len(positions)) * 1e6


def main(argv: list[str]) -> None:
    """Print the figures; the optional argument is the number of games per playout run."""
    games = int(argv[0]) if argv else 40
    for checked, label in ((True, "apply"), (False, "_apply")):
        actions, seconds = min(
            (playout_speed(games, checked) for _ in range(3)), key=lambda run: run[1]
        )
        print(
            f"random playouts via {label}: {actions} actions in {seconds:.2f} s = "
            f"{actions / seconds:,.0f} actions/s, {seconds / actions * 1e6:.2f} us/action"
        )
    positions = mid_game_positions(50)
    print(f"copy(): {cost_per_call(positions, UnoDuoState.copy):.2f} us")
    print(f"legal_actions(): {cost_per_call(positions, UnoDuoState.legal_actions):.2f} us")


if __name__ == "__main__":
    main(sys.argv[1:])
