"""Decision time of the computer players, per level and game, on a fixed set of positions.

The positions come from seeded games in which random and Normal players alternate seats; every
decision with at least two legal actions is a candidate, and a seeded sample of them is kept. Each
level decides every sampled position once (after one untimed decision to warm up); Hard decides
only `hard_positions` of them, spread evenly over the sample, since at its default budget it
may think up to a second whenever its shortcut does not settle the choice. Hard settles early when
its move is clear (issue #22): its median decision must take at most a quarter of its budget, and
its 99th percentile no more than the budget.

Those two limits are judged on Hard's decisions *in play*: seeded games at the default settings
with Hard in one seat (a different one each game) and Normal players in the others, every Hard
decision with at least two legal actions timed as the player waits for it, until
`hard_in_play` of them. The sampled positions come partly from random players' games, positions
Hard does not meet at a table; their figures are reported beside, for comparison.
"""

from __future__ import annotations

import random
import statistics
import time

from bench.arena import observe
from bench.figures import PLAYERS, Figure, Sizes, percentile, title
from game.ai import make_player
from game.ai.hard import DEFAULT_BUDGET
from game.core.events import Event
from game.core.observation import Observation
from game.records import PlayedGame, Record

SECTION = "ai"
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
GAMES_PLAYED = 6
HORIZON = 240
"""Positions are taken from the first this many actions of each game."""
SEED = 2024
HARD_MEDIAN_LIMIT_MS = 1000 * DEFAULT_BUDGET / 4
"""Hard's median decision at its default budget (issue #22: at most 250 ms)."""
HARD_P99_LIMIT_MS = 1000 * DEFAULT_BUDGET
"""Hard's 99th-percentile decision: the budget is a ceiling."""


def candidate_positions(game: str) -> list[Observation]:
    """Every decision with two or more legal actions in `GAMES_PLAYED` seeded games."""
    players = PLAYERS[game]
    candidates = []
    for number in range(GAMES_PLAYED):
        played = PlayedGame(Record(game, players, SEED + number, {}))
        seats = [
            make_player(game, "random" if (number + seat) % 2 else "normal", SEED + seat)
            for seat in range(players)
        ]
        for _ in range(HORIZON):
            seat = played.state.to_move
            if seat is None:
                break
            observation = played.observation(seat)
            if len(observation.legal) > 1:
                candidates.append(observation)
            played.play(seats[seat].choose(observation))
    return candidates


def decision_positions(game: str, count: int) -> list[Observation]:
    """A seeded sample of `count` candidate positions, in the order they were played."""
    candidates = candidate_positions(game)
    chosen = sorted(random.Random(SEED).sample(range(len(candidates)), min(count, len(candidates))))
    return [candidates[index] for index in chosen]


def spread(positions: list[Observation], count: int) -> list[Observation]:
    """`count` of the positions, evenly spaced through the list."""
    count = min(count, len(positions))
    return [positions[index * len(positions) // count] for index in range(count)]


def decision_seconds(
    game: str, level: str, positions: list[Observation]
) -> tuple[list[float], list[tuple[float, int]]]:
    """Seconds `level` takes to decide each position (a first, untimed decision warms it up),
    and the seconds and search iterations of each decision that searched (players that report
    them: Hard)."""
    player = make_player(game, level, SEED)
    player.choose(positions[0])
    seconds = []
    searched = []
    for observation in positions:
        started = time.perf_counter()
        player.choose(observation)
        taken = time.perf_counter() - started
        seconds.append(taken)
        iterations = getattr(player, "last_iterations", 0)
        if iterations:
            searched.append((taken, iterations))
    return seconds, searched


def in_play_seconds(game: str, decisions: int) -> list[float]:
    """Seconds Hard takes over its first `decisions` decisions with two or more legal actions in
    seeded games at the default settings against Normal players, Hard's seat moving one place
    each game."""
    players = PLAYERS[game]
    seconds: list[float] = []
    number = 0
    while len(seconds) < decisions:
        hard_seat = number % players
        seats = [
            make_player(game, "hard" if seat == hard_seat else "normal", SEED + number * 8 + seat)
            for seat in range(players)
        ]
        played = PlayedGame(Record(game, players, SEED + number, {}))
        seen: list[list[Event]] = [[] for _ in range(players)]
        while (seat := played.state.to_move) is not None and len(seconds) < decisions:
            observation = observe(played, seen, seat)
            started = time.perf_counter()
            action = seats[seat].choose(observation)
            if seat == hard_seat and len(observation.legal) > 1:
                seconds.append(time.perf_counter() - started)
            played.play(action)
        number += 1
    return seconds


def in_play_figures(game: str, decisions: int) -> list[Figure]:
    """Hard's median and 99th percentile decision in play, against the issue #22 limits."""
    seconds = in_play_seconds(game, decisions)
    note = f"{len(seconds)} decisions against Normal, default settings"
    return decision_figures(f"{title(game)}, hard in play", seconds, note, judged=True)


def decision_figures(
    subject: str, seconds: list[float], note: str, judged: bool = False
) -> list[Figure]:
    """The median and 99th percentile of `seconds`; `judged`, against Hard's limits."""
    return [
        Figure(
            SECTION,
            subject,
            "decision median",
            _ms(statistics.median(seconds)),
            "ms",
            limit=HARD_MEDIAN_LIMIT_MS if judged else None,
            note=note,
        ),
        Figure(
            SECTION,
            subject,
            "decision p99",
            _ms(percentile(seconds, 0.99)),
            "ms",
            limit=HARD_P99_LIMIT_MS if judged else None,
            note=note,
        ),
    ]


def ai_figures(sizes: Sizes) -> list[Figure]:
    """Median and 99th percentile decision time of every level in every game, Hard's also in
    play; for Hard also the median of the decisions that searched and their iterations."""
    figures = []
    for game in PLAYERS:
        figures += in_play_figures(game, sizes.hard_in_play)
        positions = decision_positions(game, max(sizes.ai_positions, sizes.hard_positions))
        for level in LEVELS:
            count = sizes.hard_positions if level == "hard" else sizes.ai_positions
            seconds, searched = decision_seconds(game, level, spread(positions, count))
            subject = f"{title(game)}, {level}"
            note = f"{len(seconds)} positions"
            if level == "hard":
                note += f", {len(searched)} searched; the limits are judged in play"
            figures += decision_figures(subject, seconds, note)
            if searched:
                note = f"median of the {len(searched)} decisions that searched"
                figures += [
                    Figure(
                        SECTION,
                        subject,
                        "decision median, searched only",
                        _ms(statistics.median(taken for taken, _ in searched)),
                        "ms",
                        note=note,
                    ),
                    Figure(
                        SECTION,
                        subject,
                        "search iterations per decision",
                        statistics.median(iterations for _, iterations in searched),
                        "iterations",
                        note=note,
                    ),
                ]
    return figures


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 3)
