"""The history's figures: its size on disk per 100 games, and the time to open the statistics and
history screens with 1,000 games in it.

A private history (a temporary user folder) is filled with generated games: the three titles
and their variants in turn, a person in seat 0 and computers of every level but Hard in the
others (every seat played by its own level; Hard would take a second a move), one game in 40
left unfinished, one in 7 marked assisted, a game every 7 hours. Then `tools/measure_screens.py`
opens each screen in a fresh app process (SDL's dummy driver) and times it from the push to its
first drawn frame: the first opening, which reads the history and loads Babel's dates and
numbers, is the figure (the median of several processes); the second opening is noted.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from bench.autoplay import ROOT, app_environment
from bench.figures import Figure, Sizes
from game.ai import make_player
from game.history import HISTORY, open_history
from game.match import COMPUTER, HUMAN, Seat
from game.records import PlayedGame, Record

SECTION = "history"
TOOL = ROOT / "tools" / "measure_screens.py"
OPEN_TARGET_MS = 250.0
"""The statistics screen must open at once: a quarter of a second with 1,000 games."""
TIMEOUT = 600.0
SCREENS = ("statistics", "history")
VARIANTS: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("ono99", 4, {}),
    ("uno-duo", 2, {}),
    ("moon", 3, {}),
    ("ono99", 3, {"scoring": "tokens"}),
    ("uno-duo", 2, {"target": 100}),
    ("ono99", 4, {"scoring": "points"}),
    ("moon", 3, {"forced_bid": True}),
    ("ono99", 5, {"edition": "1980"}),
)
NAMES = ("Ada", "Bram", "Cleo", "Dara", "Emeka", "Farah")
PEOPLE = ("Player 1", "Player 1", "Player 1", "Ann")
"""Who sits in seat 0: mostly the default name, sometimes another person."""


def generated_game(
    index: int,
    levels: Sequence[str] = ("easy", "normal"),
    budget: float | None = None,
    people: Sequence[str] = PEOPLE,
) -> tuple[PlayedGame, list[Seat], bool]:
    """The `index`th generated game: played out by computers of the seats' levels (seat 0, a
    person of `people`, plays Normal), one in 40 stopped part-way; its seats and whether it was
    assisted."""
    rng = random.Random(index)
    game, players, options = VARIANTS[index % len(VARIANTS)]
    level_of = [rng.choice(levels) for _ in range(players)]
    seats = [Seat(HUMAN, rng.choice(people))] + [
        Seat(COMPUTER, NAMES[seat - 1], level_of[seat]) for seat in range(1, players)
    ]
    computers = [
        make_player(game, "normal" if seat == 0 else level_of[seat], index, budget)
        for seat in range(players)
    ]
    played = PlayedGame(Record(game, players, index, options))
    stop = rng.randrange(4, 12) if index % 40 == 39 else None
    while not played.state.is_over and (stop is None or len(played.record.actions) < stop):
        seat = played.state.to_move
        played.play(computers[seat].choose(played.observation(seat)))
    return played, seats, index % 7 == 3


def fill_history(
    folder: Path,
    count: int,
    levels: Sequence[str] = ("easy", "normal"),
    budget: float | None = None,
    people: Sequence[str] = PEOPLE,
    start: datetime = datetime(2026, 1, 5, 18, 0),
) -> None:
    """Add `count` generated games to the history in `folder`, a game every 7 hours from
    `start` (Hard, if among `levels`, searches `budget` seconds a move)."""
    with open_history(folder) as history:
        for index in range(count):
            played, seats, assisted = generated_game(index, levels, budget, people)
            when = start + timedelta(hours=7 * index)
            history.add(played, seats, assisted=assisted, when=when)


def screen_time(home: Path, screen: str) -> dict[str, float]:
    """One fresh app's times to open `screen` over the history in `home`: the first opening and
    the next one, in milliseconds."""
    measured = subprocess.run(
        [sys.executable, "-m", "tools.measure_screens", screen],
        cwd=ROOT,
        env=app_environment(home),
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    if measured.returncode != 0:
        raise RuntimeError((measured.stderr.strip().splitlines() or ["no output"])[-1])
    return json.loads(measured.stdout.splitlines()[-1])


def history_figures(sizes: Sizes) -> list[Figure]:
    """The history's size per 100 games, and the times to open the statistics and history
    screens with `sizes.history_games` in it (each the median of fresh app processes)."""
    count = sizes.history_games
    figures = []
    with tempfile.TemporaryDirectory(prefix="trio-bench-") as folder:
        home = Path(folder)
        fill_history(home, count)
        size = (home / HISTORY).stat().st_size
        figures.append(
            Figure(
                SECTION,
                f"history of {count:,} games",
                "size per 100 games",
                round(size / count * 100 / 1024, 1),
                "KiB",
                note=f"{size / 1024:,.0f} KiB in all, each game's whole record kept",
            )
        )
        for screen in SCREENS:
            figures.append(screen_figure(home, screen, count, sizes.screen_runs))
    return figures


def screen_figure(home: Path, screen: str, count: int, runs: int) -> Figure:
    """The median time to open `screen` in fresh app processes, or why it was not measured."""
    subject = f"{screen} screen, {count:,} games"
    try:
        times = [screen_time(home, screen) for _ in range(runs)]
    except (RuntimeError, subprocess.TimeoutExpired, ValueError) as error:
        return Figure(SECTION, subject, "to first frame", None, "ms", OPEN_TARGET_MS, str(error))
    first = sorted(time["first"] for time in times)
    again = sorted(time["again"] for time in times)
    return Figure(
        SECTION,
        subject,
        "to first frame",
        round(first[len(first) // 2], 1),
        "ms",
        OPEN_TARGET_MS,
        f"median of {runs} fresh apps' first opening (runs {', '.join(f'{t:.0f}' for t in first)}"
        f" ms; Babel's dates and numbers load then); opened again {again[len(again) // 2]:.0f} ms",
    )
