"""The coach: how long a hint takes, and how often its best move is Hard's.

- The command: wall time of `python -m game hint RECORD.json --budget B` on a mid-game record of
  each title (Normal players; the first decision from action `MID_GAME` on that Hard searches),
  start-up and replay included.
- The engine: seconds per `advise(observation, budget=B)` and the paired iterations it ran, on a
  seeded sample of positions from games of Normal players where Hard searches (its shortcut
  does not settle the move).
- Agreement: on the same positions, Hard (`HardPlayer(game, seed)`, budget B) and the coach
  (budget B, the same seed) each decide with a time budget, so each runs as many iterations as
  its seconds allow: in ONO 99 and UNO Duo the coach's paired search plays out more moves a
  world than Hard's (UNO Duo's calls); in Moon the coach asks Hard itself with B/2. The figure
  is the share of positions where the coach's best is Hard's move; the note says how often Hard
  left Normal's move there.
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from bench.figures import PLAYERS, Figure, Sizes, percentile, title
from game.ai.coach import advise
from game.ai.hard import HardPlayer
from game.ai.levels import make_player
from game.ai.plugin import find_ai
from game.core.observation import Observation
from game.records import PlayedGame, Record

SECTION = "coach"
SEED = 2027
GAMES_PLAYED = 12
HORIZON = 240
"""Positions come from the first this many actions of each game."""
MID_GAME = 20
"""The hint command's record is the first searched decision from this action on."""
PROJECT = Path(__file__).resolve().parents[1]


def _normal_games(game: str):
    """Games of Normal players, seeded, as a stream of (played game, observation to move)."""
    players = PLAYERS[game]
    for number in range(GAMES_PLAYED):
        played = PlayedGame(Record(game, players, SEED + number, {}))
        seats = [make_player(game, "normal", SEED + seat) for seat in range(players)]
        while played.state.to_move is not None and len(played.record.actions) < HORIZON:
            seat = played.state.to_move
            observation = played.observation(seat)
            yield played, observation
            played.play(seats[seat].choose(observation))


def searched_positions(game: str, count: int) -> list[Observation]:
    """A seeded sample of `count` positions from Normal games where Hard searches."""
    shortcut = find_ai(game).shortcut
    candidates = [obs for _, obs in _normal_games(game) if shortcut(obs) is None]
    chosen = random.Random(SEED).sample(range(len(candidates)), min(count, len(candidates)))
    return [candidates[index] for index in sorted(chosen)]


def mid_game_record(game: str) -> Record:
    """The record of the first decision from action `MID_GAME` on where Hard searches."""
    shortcut = find_ai(game).shortcut
    for played, observation in _normal_games(game):
        if len(played.record.actions) >= MID_GAME and shortcut(observation) is None:
            return played.record
    raise ValueError(f"no searched decision after action {MID_GAME} in {game}")


def hint_seconds(record: Record, budget: float, runs: int) -> list[float]:
    """Wall time of each of `runs` hint commands on `record`."""
    seconds = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        record.save(path)
        command = [sys.executable, "-m", "game", "hint", str(path), "--budget", str(budget)]
        for _ in range(runs):
            started = time.perf_counter()
            done = subprocess.run(command, cwd=PROJECT, capture_output=True, text=True, check=True)
            seconds.append(time.perf_counter() - started)
            json.loads(done.stdout)
    return seconds


@dataclass
class Agreement:
    """The coach beside Hard on a set of positions: the advice's seconds and iterations, where
    the coach's best was Hard's move, and where Hard left Normal's move."""

    seconds: list[float] = field(default_factory=list)
    iterations: list[int] = field(default_factory=list)
    agreed: list[bool] = field(default_factory=list)
    hard_left_normal: list[bool] = field(default_factory=list)

    def note(self) -> str:
        """The counts, as the figure's note says them."""
        off = [
            agreed for agreed, left in zip(self.agreed, self.hard_left_normal, strict=True) if left
        ]
        return (
            f"{sum(self.agreed)}/{len(self.agreed)}; where Hard left Normal's move "
            f"{sum(off)}/{len(off)}"
        )


def agreement(game: str, positions: list[Observation], budget: float) -> Agreement:
    """Hard and the coach, each with `budget` seconds and the same seed, on every position."""
    ai = find_ai(game)
    found = Agreement()
    for index, observation in enumerate(positions):
        hard = HardPlayer(game, index, budget).choose(observation)
        started = time.perf_counter()
        advice = advise(observation, budget=budget, seed=index)
        found.seconds.append(time.perf_counter() - started)
        found.iterations.append(advice.iterations)
        found.agreed.append(advice.best == hard)
        found.hard_left_normal.append(hard != ai.normal(game, index).choose(observation))
    return found


def coach_figures(sizes: Sizes) -> list[Figure]:
    """Hint command time, advice time and iterations, and agreement with Hard, by title."""
    budget = sizes.coach_budget
    figures = []
    for game in PLAYERS:
        subject = title(game)
        runs = hint_seconds(mid_game_record(game), budget, sizes.hint_runs)
        positions = searched_positions(game, sizes.coach_positions)
        found = agreement(game, positions, budget)
        note = f"{len(positions)} positions, budget {budget:g} s"
        seconds = found.seconds
        figures += [
            Figure(
                SECTION,
                subject,
                "hint command median",
                _ms(statistics.median(runs)),
                "ms",
                note=f"{len(runs)} runs, budget {budget:g} s",
            ),
            Figure(
                SECTION, subject, "advice median", _ms(statistics.median(seconds)), "ms", note=note
            ),
            Figure(SECTION, subject, "advice p99", _ms(percentile(seconds, 0.99)), "ms", note=note),
            Figure(
                SECTION,
                subject,
                "paired iterations per advice",
                statistics.median(found.iterations),
                "iterations",
                note=note,
            ),
            Figure(
                SECTION,
                subject,
                "best agrees with Hard",
                round(100 * sum(found.agreed) / len(found.agreed), 1),
                "%",
                note=found.note(),
            ),
        ]
    return figures


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 1)
