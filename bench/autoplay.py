"""One autoplay run of a table as a subprocess of `python -m game play`: its frame statistics
and the peak memory of the app and the processes it started (the AI worker, the coach's).
A seat of level `PERSON` is a person's seat that the app plays through the hint (`--person`),
with the coach's notes on.

The app runs at 1280×720 under SDL_VIDEODRIVER=dummy with a fresh, private user folder (so the
player's settings and saves are neither read nor touched). A run ends with the game
(`--quit-at-end`) or, at its time limit counted from the first drawn frame (which the app notes
in the file named by TRIO_TABLE_FIRST_FRAME), with SIGTERM, which SDL turns into a quit event, so
the app still writes its statistics.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from bench.memory import TreePeaks

ROOT = Path(__file__).resolve().parent.parent
POLL_SECONDS = 0.25
FIRST_FRAME_ENV = "TRIO_TABLE_FIRST_FRAME"
"""Where the app writes the time of its first drawn frame (scenes/first_frame.py)."""
STARTUP_LIMIT = 120.0
"""Seconds the app may take to draw its first frame."""
GRACE_SECONDS = 30.0
"""How long a stopped app may take to write its statistics and close."""
PERSON = "person"
"""The level of a seat the app plays as a person would, through the hint."""


class AutoplayError(RuntimeError):
    """The app did not produce frame statistics; the message says what happened."""


@dataclass(frozen=True)
class AutoplayRun:
    """What one run measured. `finished` is True when the game ended before the time limit."""

    frames: dict[str, float]
    app_mib: float | None
    total_mib: float | None
    processes: int
    seconds: float
    finished: bool


def app_environment(home: Path) -> dict[str, str]:
    """The environment of a benchmarked app: no real window or sound, a private user folder."""
    return {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "TRIO_TABLE_HOME": str(home),
    }


def play_command(
    game: str, levels: Sequence[str], speed: float, seed: int, stats: Path
) -> list[str]:
    """The `python -m game play` command of an autoplay run with seats of `levels` (computer
    levels, or `PERSON`)."""
    seats = ",".join("human:" if level == PERSON else f"ai:{level}" for level in levels)
    person = ["--person"] if PERSON in levels else []
    return [
        sys.executable, "-m", "game", "play",
        "--game", game,
        "--players", str(len(levels)),
        "--seats", seats,
        "--seed", str(seed),
        "--autoplay", *person, "--quit-at-end",
        "--speed", f"{speed:g}",
        "--stats", str(stats),
    ]  # fmt: skip


def autoplay(
    game: str,
    levels: Sequence[str],
    speed: float,
    seconds_limit: float,
    think_time: float | None = None,
    seed: int = 1,
) -> AutoplayRun:
    """Run one autoplay game (or its first `seconds_limit` seconds). `think_time` replaces the
    default pause before a computer's move (0 lets the table animate back to back); with a
    `PERSON` seat the coach's notes are on."""
    with tempfile.TemporaryDirectory(prefix="trio-bench-") as folder:
        home = Path(folder) / "home"
        home.mkdir()
        settings: dict[str, object] = {"coach": "on"} if PERSON in levels else {}
        if think_time is not None:
            settings["think_time"] = think_time
        if settings:
            (home / "settings.json").write_text(json.dumps(settings))
        stats = Path(folder) / "stats.json"
        errors = Path(folder) / "stderr.txt"
        first_frame = Path(folder) / "first-frame"
        command = play_command(game, levels, speed, seed, stats)
        environment = {**app_environment(home), FIRST_FRAME_ENV: str(first_frame)}
        with errors.open("wb") as stderr:
            app = subprocess.Popen(
                command, cwd=ROOT, env=environment, stdout=subprocess.DEVNULL, stderr=stderr
            )
            peaks, seconds, finished = watch(app, seconds_limit, first_frame)
        if not stats.exists():
            tail = errors.read_text(errors="replace")[-1500:]
            raise AutoplayError(
                f"{game} autoplay exited with status {app.returncode} and no statistics: {tail}"
            )
        return AutoplayRun(
            frames=json.loads(stats.read_text()),
            app_mib=peaks.root_mib,
            total_mib=peaks.total_mib,
            processes=len(peaks.peaks),
            seconds=round(seconds, 1),
            finished=finished,
        )


def watch(
    app: subprocess.Popen, seconds_limit: float, first_frame: Path
) -> tuple[TreePeaks, float, bool]:
    """Sample the app's memory until it exits, stopping it `seconds_limit` after its first frame
    (or when it has drawn none in `STARTUP_LIMIT`); returns the peaks, the seconds it ran and
    whether it ended by itself."""
    peaks = TreePeaks(app.pid)
    started = time.monotonic()
    deadline = started + STARTUP_LIMIT
    drawing = False
    finished = True
    while app.poll() is None:
        peaks.sample()
        if not drawing and first_frame.exists():
            drawing = True
            deadline = time.monotonic() + seconds_limit
        if time.monotonic() > deadline:
            finished = False
            app.terminate()
            break
        time.sleep(POLL_SECONDS)
    try:
        app.wait(timeout=GRACE_SECONDS)
    except subprocess.TimeoutExpired:
        app.kill()
        app.wait()
    return peaks, time.monotonic() - started, finished
