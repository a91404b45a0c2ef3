"""Memory over a long session in one process: `python -m game play --autoplay --games N` plays
ONO 99 games back to back, each through the scoring screen and a fresh table, and the resident
memory of the app and its AI worker is read as each game ends (the app prints a line then).

- soak (in every run): 20 games of four Normal players at speed 50 with no pause before computer
  moves, on the dummy driver: the resident memory after each game, its growth from the fifth game
  to the last, and the peak.
- soak30 (only when named, `--only soak30`): a half-hour session under a private Xvfb at
  1280×720, at speed 1 with the default settings, as a person watching would see it: the peak.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from bench.autoplay import ROOT, app_environment
from bench.figures import Figure, Sizes
from bench.idle import idle_environment
from bench.memory import TreePeaks, status_kib, tree_resident_mib
from bench.xvfb import XServer, private_display

SECTION = "soak"
LONG_SECTION = "soak30"
GROWTH_TARGET_MIB = 15.0
PEAK_TARGET_MIB = 200.0
SETTLED_AFTER = 5
"""The game after which memory should stop growing (the first few fill the caches)."""
PLAYERS = 4
POLL_SECONDS = 0.25


@dataclass
class SoakRun:
    """What a session measured: resident memory (MiB) of the app and its workers, and of the app
    alone, as each game ended; the peaks; how many games ended and how long it ran."""

    resident: list[float] = field(default_factory=list)
    app_resident: list[float] = field(default_factory=list)
    total_peak: float | None = None
    app_peak: float | None = None
    seconds: float = 0.0
    status: int | None = None


def soak_command(games: int, speed: float) -> list[str]:
    """The `python -m game play` command of a series of ONO 99 autoplay games."""
    return [
        sys.executable, "-m", "game", "play",
        "--game", "ono99", "--players", str(PLAYERS),
        "--seats", ",".join(["ai:normal"] * PLAYERS), "--seed", "1",
        "--autoplay", "--games", str(games), "--quit-at-end", "--speed", f"{speed:g}",
    ]  # fmt: skip


def note_games(pid: int, lines: IO[str], run: SoakRun) -> None:
    """Read the app's "game N of M over" lines, noting the resident memory at each."""
    for line in lines:
        if line.startswith("game "):
            resident = tree_resident_mib(pid)
            own = status_kib(pid, "VmRSS")
            if resident is not None and own is not None:
                run.resident.append(resident)
                run.app_resident.append(round(own / 1024, 1))


def soak_run(
    games: int,
    speed: float,
    seconds_limit: float,
    server: XServer | None = None,
    think_time: float | None = 0.0,
) -> SoakRun:
    """Play a series of `games` (stopped after `seconds_limit`) and measure it."""
    run = SoakRun()
    with tempfile.TemporaryDirectory(prefix="trio-bench-") as folder:
        home = Path(folder) / "home"
        home.mkdir()
        if think_time is not None:
            (home / "settings.json").write_text(json.dumps({"think_time": think_time}))
        environment = idle_environment(home, server) if server else app_environment(home)
        app = subprocess.Popen(
            soak_command(games, speed),
            cwd=ROOT,
            env=environment,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert app.stdout is not None
        reader = threading.Thread(target=note_games, args=(app.pid, app.stdout, run))
        reader.start()
        peaks = TreePeaks(app.pid)
        started = time.monotonic()
        while app.poll() is None and time.monotonic() - started < seconds_limit:
            peaks.sample()
            time.sleep(POLL_SECONDS)
        app.terminate()
        try:
            app.wait(timeout=30)
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait()
        reader.join()
        run.seconds = round(time.monotonic() - started, 1)
        run.status = app.returncode
        run.total_peak, run.app_peak = peaks.total_mib, peaks.root_mib
    return run


def listed(values: list[float]) -> str:
    """Values as a short comma-separated list."""
    return ", ".join(f"{value:.0f}" for value in values)


def soak_figures(sizes: Sizes) -> list[Figure]:
    """Resident memory after each of `sizes.soak_games` games in one process, its growth once
    settled, and the peak."""
    games = sizes.soak_games
    subject = f"ONO 99, {games} games in one process, speed {sizes.soak_speed:g}"
    run = soak_run(games, sizes.soak_speed, sizes.soak_seconds)
    ended = len(run.resident)
    if ended < games:
        reason = f"{ended} of {games} games ended in {run.seconds:g} s (status {run.status})"
        return [Figure(SECTION, subject, "resident memory growth", None, "MiB", note=reason)]
    settled = min(SETTLED_AFTER, games) - 1
    growth = round(run.resident[-1] - run.resident[settled], 1)
    return [
        Figure(SECTION, subject, "resident after game 1, app + workers", run.resident[0], "MiB"),
        Figure(
            SECTION,
            subject,
            f"resident after game {games}, app + workers",
            run.resident[-1],
            "MiB",
            note=f"after each game: {listed(run.resident)} MiB; app alone "
            f"{listed(run.app_resident)} MiB",
        ),
        Figure(
            SECTION,
            subject,
            f"growth from game {settled + 1} to {games}",
            growth,
            "MiB",
            GROWTH_TARGET_MIB,
        ),
        peak_figure(SECTION, subject, run),
    ]


def peak_figure(section: str, subject: str, run: SoakRun) -> Figure:
    """The peak resident memory of the app and its workers over a session."""
    return Figure(
        section,
        subject,
        "peak resident memory, app + workers",
        run.total_peak,
        "MiB",
        PEAK_TARGET_MIB,
        f"app alone {run.app_peak} MiB; {len(run.resident)} games ended in {run.seconds:g} s",
    )


def long_soak_figures(sizes: Sizes) -> list[Figure]:
    """The peak over a session of `sizes.long_soak_minutes` under Xvfb at speed 1."""
    minutes = sizes.long_soak_minutes
    subject = f"ONO 99, {minutes:g} minutes under Xvfb, speed 1"
    try:
        with private_display() as server:
            run = soak_run(10_000, 1.0, minutes * 60, server, think_time=None)
    except RuntimeError as error:
        measure = "peak resident memory, app + workers"
        return [Figure(LONG_SECTION, subject, measure, None, "MiB", PEAK_TARGET_MIB, str(error))]
    figures = [peak_figure(LONG_SECTION, subject, run)]
    if run.resident:
        figures.append(
            Figure(
                LONG_SECTION,
                subject,
                "resident at the last game's end, app + workers",
                run.resident[-1],
                "MiB",
                note=f"after each game: {listed(run.resident)} MiB",
            )
        )
    return figures
