"""Speed of the Moon rules core: `python -m game.rules.moon_bench [GAMES]`.

Random playouts (legal actions, a random choice, apply) to the end of whole games; playouts of
the rest of a hand from a copy of a position at its first lead, the way a search uses the core;
then the cost of `copy()` and `legal_actions()` on positions in the middle of a hand. Prints one
line per figure; each is the best of three runs, as other processes on the machine only ever
make a run slower.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

from game.rules.moon import RULES, MoonState


def playout_speed(games: int, checked: bool) -> tuple[int, float]:
    """Play `games` random games to the end; return (actions, seconds). `checked` applies through
    `apply` (which checks the action first), otherwise through `_apply` as a trusting search would.
    """
    actions = 0
    seconds = 0.0
    for seed in range(games):
        state, _ = RULES.start(3, {}, seed)
        choose = random.Random(seed).choice
        perform = state.apply if checked else state._apply
        listing = state.legal_actions
        started = time.perf_counter()
        while state.to_move is not None:
            perform(choose(listing()))
            actions += 1
        seconds += time.perf_counter() - started
    return actions, seconds


def first_leads(count: int) -> list[MoonState]:
    """Positions at the first lead of a hand: seat to move bids 4, the rest is random."""
    positions = []
    for seed in range(count):
        state, _ = RULES.start(3, {}, seed)
        chooser = random.Random(seed)
        state.apply("bid 4")
        while state.view(0)["phase"] != "play":
            state.apply(chooser.choice(state.legal_actions()))
        positions.append(state)
    return positions


def hand_playout_speed(positions: list[MoonState], rounds: int) -> tuple[int, float]:
    """Copy each position and play the hand out at random, `rounds` times; (actions, seconds).
    The last play of each hand scores it and deals the next, which is part of the cost."""
    choose = random.Random(0).choice
    actions = 0
    started = time.perf_counter()
    for _ in range(rounds):
        for position in positions:
            state = position.copy()
            for _ in range(21):
                state.apply(choose(state.legal_actions()))
            actions += 21
    return actions, time.perf_counter() - started


def mid_hand_positions(positions: list[MoonState]) -> list[MoonState]:
    """Each position played on 4 to 17 random tiles."""
    chooser = random.Random(1)
    played = []
    for position in positions:
        state = position.copy()
        for _ in range(chooser.randrange(4, 18)):
            state.apply(chooser.choice(state.legal_actions()))
        played.append(state)
    return played


def cost_per_call(positions: list[MoonState], call: Callable[[MoonState], object]) -> float:
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


def report(label: str, actions: int, seconds: float) -> None:
    """Print one playout figure."""
    print(
        f"{label}: {actions} actions in {seconds:.2f} s = "
        f"{actions / seconds:,.0f} actions/s, {seconds / actions * 1e6:.2f} us/action"
    )


def main(argv: list[str]) -> None:
    """Print the figures; the optional argument is the number of games per playout run."""
    games = int(argv[0]) if argv else 10
    for checked, label in ((True, "apply"), (False, "_apply")):
        runs = [playout_speed(games, checked) for _ in range(3)]
        report(f"random games via {label}", *min(runs, key=lambda run: run[1]))
    leads = first_leads(200)
    runs = [hand_playout_speed(leads, 10) for _ in range(3)]
    report("hand playouts from a copy (apply)", *min(runs, key=lambda run: run[1]))
    positions = mid_hand_positions(leads[:50])
    print(f"copy(): {cost_per_call(positions, MoonState.copy):.2f} us")
    print(f"legal_actions(): {cost_per_call(positions, MoonState.legal_actions):.2f} us")


if __name__ == "__main__":
    main(sys.argv[1:])
