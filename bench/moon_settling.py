"""What settling early costs Moon's Hard, each move judged by a far longer search of Hard's own.

ONO 99's decisions are judged by their true values (`bench/decisions.py`: every hand known, many
playouts by Normal). In Moon that measure misleads: with every hand known, the rest of a deal
played by Normal is one fixed line, and it favours the moves Normal itself makes (by it, Hard's
full search would be worth 2.6 thousandths of a reward less than Normal per decision, yet Hard
wins 78.5% of its games against two Normal players). So a move is judged here as Hard would
judge it with far more time: a search from the same observation whose root may make only that
move, `judge_iterations` long; its mean reward to the seat is the move's value.

Positions come from seeded games of three Normal players (about `SHARE` of the decisions where
Hard searches). Hard settling early and the full search decide each at the same iteration count
and seed; where their moves differ both are judged (elsewhere the difference is nil), which gives
the paired difference of the early stop, position by position.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from bench.decisions import Settling, mean_and_error, settling_figures
from bench.figures import Figure, Sizes
from game.ai.hard import HardPlayer
from game.ai.ismcts import SearchResult, search
from game.ai.moon import search as moon_search
from game.ai.moon.strategy import MoonNormal
from game.core.actions import Action
from game.core.observation import Observation
from game.records import PlayedGame, Record
from game.rules.moon import MoonState

SECTION = "settling"
GAME = "moon"
PLAYERS = 3
SEED = 7000
SHARE = 0.25
"""Share of the decisions where Hard searches that are kept as positions."""


def searched_positions(count: int, seed: int = SEED) -> list[Observation]:
    """`count` decisions where Hard searches, from seeded games of three Normal players."""
    normal = MoonNormal(GAME)
    positions: list[Observation] = []
    number = 0
    while len(positions) < count:
        pick = random.Random(seed + number)
        played = PlayedGame(Record(GAME, PLAYERS, seed + number, {}))
        while (seat := played.state.to_move) is not None and len(positions) < count:
            observation = played.observation(seat)
            if moon_search.shortcut(observation) is None and pick.random() < SHARE:
                positions.append(observation)
            played.play(normal.choose(observation))
        number += 1
    return positions


def _moment(state: MoonState) -> tuple[int, int, int, int]:
    """Which decision of the deal a state is at: no later state of the deal shares it."""
    return state.hand_number, state.phase, state.turn, sum(hand.bit_count() for hand in state.hands)


def judging_search(
    observation: Observation, action: Action, iterations: int, seed: int
) -> SearchResult:
    """Hard's search from `observation` with `action` the only move at its root."""
    surface = moon_search.surface(observation)
    root = _moment(surface.sample(random.Random(seed)))

    def moves(state: MoonState) -> Sequence[Action]:
        return [action] if _moment(state) == root else surface.moves(state)

    held = dataclasses.replace(surface, moves=moves)
    return search(held, random.Random(seed), iterations=iterations)


def settling_cost(
    positions: Sequence[Observation], iterations: int, judge_iterations: int
) -> Settling:
    """Settling early less the full search at `iterations`, by the judging search's values."""
    differences, ran, differs = [], 0, 0
    for index, observation in enumerate(positions):
        settling = HardPlayer(GAME, index, iterations=iterations)
        early = settling.choose(observation)
        ran += settling.last_iterations
        whole = HardPlayer(GAME, index, iterations=iterations, settle_early=False).choose(
            observation
        )
        if early == whole:
            differences.append(0.0)
            continue
        differs += 1
        early_value, whole_value = (
            judging_search(observation, move, judge_iterations, index).values[move]
            for move in (early, whole)
        )
        differences.append(early_value - whole_value)
    count = len(differences)
    mean, error = mean_and_error(differences)
    return Settling(mean, error, differs / count, ran / (count * iterations))


def moon_settling_figures(sizes: Sizes) -> list[Figure]:
    """What settling early costs Moon's Hard per decision, in thousandths of a reward."""
    positions = searched_positions(sizes.moon_settle_positions)
    cost = settling_cost(positions, sizes.moon_settle_iterations, sizes.moon_judge_iterations)
    note = (
        f"{len(positions)} positions, moves judged by a {sizes.moon_judge_iterations}-iteration "
        "search of Hard's own"
    )
    who = f"Hard at {sizes.moon_settle_iterations} iterations, settling early less the full search"
    return settling_figures(SECTION, "Three-Player Moon, 3 players", who, cost, note)
