"""Speed of the ONO 99 rules core: `python -m game.rules.ono99_bench [GAMES]`.

For a few set-ups (editions, player counts, scoring): random playouts from freshly dealt positions
(a `copy()`, then legal actions, a random choice and `apply` to the end, events off as a search
would run them), the same with events on, and the cost of `copy()` and `legal_actions()`. Each
figure is the best of three runs, as other processes on the machine only ever make a run slower.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

from game.rules.ono99 import RULES, Ono99State

SETUPS: tuple[tuple[int, dict[str, Any]], ...] = (
    (4, {}),
    (2, {}),
    (6, {}),
    (8, {"edition": "1980"}),
    (4, {"scoring": "points"}),
    (4, {"edition": "1980", "scoring": "tokens", "draw_race": True}),
)


def dealt_positions(players: int, options: dict[str, Any], games: int) -> list[Ono99State]:
    """Freshly dealt games, one per seed."""
    return [RULES.start(players, options, seed)[0] for seed in range(games)]


def playout_speed(positions: list[Ono99State], events: bool) -> tuple[int, float]:
    """Copy each position and play it randomly to the end; return (actions, seconds)."""
    actions = 0
    choose = random.Random(1).choice
    started = time.perf_counter()
    for position in positions:
        state = position.copy()
        state.record_events = events
        while state.to_move is not None:
            state.apply(choose(state.legal_actions()))
            actions += 1
    return actions, time.perf_counter() - started


def cost_per_call(positions: list[Ono99State], name: str) -> float:
    """Mean microseconds of calling the method `name` on every position many times."""
    repeats = 500
    calls = [getattr(position, name) for position in positions]
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        for call in calls:
            for _ in range(repeats):
                call()
        best = min(best, time.perf_counter() - started)
    return best / (repeats * len(calls)) * 1e6


def main(argv: list[str]) -> None:
    """Print one line per set-up; the optional argument is the number of games per run."""
    games = int(argv[0]) if argv else 1000
    for players, options in SETUPS:
        positions = dealt_positions(players, options, games)
        quiet, loud = (
            min((playout_speed(positions, events) for _ in range(3)), key=lambda run: run[1])
            for events in (False, True)
        )
        print(
            f"{players} players {options or 'defaults'}: "
            f"{quiet[0] / quiet[1]:,.0f} actions/s = {quiet[1] / quiet[0] * 1e6:.2f} us/action "
            f"(events on {loud[1] / loud[0] * 1e6:.2f}), {quiet[0] / games:.0f} actions/game; "
            f"copy() {cost_per_call(positions[:50], 'copy'):.2f} us, "
            f"legal_actions() {cost_per_call(positions[:50], 'legal_actions'):.2f} us"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
