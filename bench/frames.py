"""Frame times and peak memory of every table, from autoplay runs of the real app.

Per table, up to four runs of `python -m game play --autoplay` (see `autoplay`):
- speed 1: Normal players at normal animation speed with the pause before computer moves set to
  0, so the window is filled with back-to-back animations (deals, plays, tricks, scoring);
- hard seat: one Hard player (a second of search per decision in the AI worker) and Normal
  players, at speed 1 with the default settings: the frames drawn while Hard thinks;
- coach on: seat 0 a person's, played by the app through the hint (H, then the advised move, or
  now and then the move valued least), with the coach's notes on, and Normal players, at speed 1
  with the default settings: the frames drawn while the coach's worker works out hints and notes;
- full game: Normal players at speed 50 to the end of the game, for its peak memory.
The speed-1, hard-seat and coach-on runs are cut at `Sizes.frame_seconds`.
"""

from __future__ import annotations

from bench.autoplay import PERSON, AutoplayError, AutoplayRun, autoplay
from bench.figures import PLAYERS, Figure, Sizes, title

FRAMES = "frames"
MEMORY = "memory"
P99_TARGET_MS = 8.0
HARD_MAX_TARGET_MS = 33.0
MEMORY_TARGET_MIB = 200.0
FULL_GAME_SPEED = 50.0
FULL_GAME_LIMIT = 300.0
"""Seconds after which a full game is stopped anyway (its figures then say so)."""


def frame_figures(subject: str, run: AutoplayRun, hard: bool) -> list[Figure]:
    """Frame count, median, p95, p99 and maximum frame time of one run, against the targets."""
    frames = run.frames
    note = f"{run.seconds:g} s" + (", game over" if run.finished else "")
    return [
        Figure(FRAMES, subject, "frames", frames["frames"], "frames", note=note),
        Figure(FRAMES, subject, "median frame", frames["median_ms"], "ms"),
        Figure(FRAMES, subject, "p95 frame", frames["p95_ms"], "ms"),
        Figure(FRAMES, subject, "p99 frame", frames["p99_ms"], "ms", limit=P99_TARGET_MS),
        Figure(
            FRAMES,
            subject,
            "longest frame",
            frames["max_ms"],
            "ms",
            limit=HARD_MAX_TARGET_MS if hard else None,
            note="of every frame, the table's first and the AI worker's start included",
        ),
    ]


def memory_figure(subject: str, run: AutoplayRun) -> Figure:
    """The peak memory of the app and its worker processes in one run."""
    ending = "game over" if run.finished else "stopped at the time limit"
    return Figure(
        MEMORY,
        subject,
        "peak resident memory, app + workers",
        run.total_mib,
        "MiB",
        limit=MEMORY_TARGET_MIB,
        note=f"app alone {run.app_mib} MiB, {run.processes} processes, {run.seconds:g} s, {ending}",
    )


def failed(section: str, subject: str, measure: str, error: AutoplayError) -> Figure:
    """A figure that could not be measured, with the reason."""
    return Figure(section, subject, measure, None, "", note=str(error))


def table_figures(game: str, sizes: Sizes) -> list[Figure]:
    """Frame and memory figures of one table."""
    players = PLAYERS[game]
    figures: list[Figure] = []
    normal = ["normal"] * players
    hard = ["hard"] + ["normal"] * (players - 1)
    subject = f"{title(game)}, speed 1"
    try:
        figures += frame_figures(subject, autoplay(game, normal, 1, sizes.frame_seconds, 0), False)
    except AutoplayError as error:
        figures.append(failed(FRAMES, subject, "frames", error))
    subject = f"{title(game)}, hard seat"
    try:
        run = autoplay(game, hard, 1, sizes.frame_seconds)
        figures += frame_figures(subject, run, True)
        figures.append(memory_figure(subject, run))
    except AutoplayError as error:
        figures.append(failed(FRAMES, subject, "frames", error))
    subject = f"{title(game)}, coach on"
    try:
        run = autoplay(game, [PERSON] + ["normal"] * (players - 1), 1, sizes.frame_seconds)
        figures += frame_figures(subject, run, True)
        figures.append(memory_figure(subject, run))
    except AutoplayError as error:
        figures.append(failed(FRAMES, subject, "frames", error))
    if sizes.full_games:
        subject = f"{title(game)}, full game"
        try:
            run = autoplay(game, normal, FULL_GAME_SPEED, FULL_GAME_LIMIT, 0)
            figures.append(memory_figure(subject, run))
        except AutoplayError as error:
            figures.append(failed(MEMORY, subject, "peak resident memory", error))
    return figures


def frames_figures(sizes: Sizes) -> list[Figure]:
    """Frame and memory figures of every table."""
    return [figure for game in PLAYERS for figure in table_figures(game, sizes)]
