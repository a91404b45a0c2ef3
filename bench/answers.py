"""How soon an answer from a worker shows: from the moment the coach's worker process answers a
hint to the end of the first frame drawn with the advice on it, on the real app and its own main
loop, with nobody touching anything meanwhile (the app must wake itself, not wait for input).

`tools/measure_answers.py` runs in a fresh process per video driver: an ONO 99 table of four at
1280×720 whose person's seat asks for `Sizes.answer_hints` hints, each only once its turn has
rested, and plays the advice. With SDL's dummy driver, and under a private Xvfb (see `xvfb`)
when it is installed. The target is two frames at 60 frames a second; an answer never drawn
without input counts as the tool's limit (3 s).
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.autoplay import ROOT
from bench.figures import Figure, Sizes
from bench.idle import idle_environment
from bench.xvfb import XServer, private_display, xvfb_installed

SECTION = "answers"
FRAME_MS = 1000 / 60
TARGET_FRAMES = 2.0
UNIT = "frames"
LONGEST = "hint answer to its frame, longest"
MEDIAN = "hint answer to its frame, median"
TIMEOUT = 900.0


def answer_delays(server: XServer | None, hints: int) -> list[float]:
    """The milliseconds from each of `hints` answers to its frame, in a fresh app process on
    the dummy driver or on `server`; RuntimeError when the tool fails."""
    with tempfile.TemporaryDirectory(prefix="trio-bench-") as folder:
        home = Path(folder)
        try:
            measured = subprocess.run(
                [sys.executable, "-m", "tools.measure_answers", "--hints", str(hints)],
                cwd=ROOT,
                env=idle_environment(home, server),
                capture_output=True,
                text=True,
                timeout=TIMEOUT,
            )
        except subprocess.TimeoutExpired as error:
            raise RuntimeError(f"no answer within {TIMEOUT:g} s") from error
    if measured.returncode != 0:
        raise RuntimeError((measured.stderr.strip().splitlines() or ["no output"])[-1])
    return json.loads(measured.stdout.splitlines()[-1])["hints"]


def frames(milliseconds: float) -> float:
    """A delay in frames at 60 frames a second."""
    return round(milliseconds / FRAME_MS, 2)


def driver_figures(driver: str, server: XServer | None, hints: int) -> list[Figure]:
    """The longest and the median delay of one driver's run, or why it was not measured."""
    try:
        delays = answer_delays(server, hints)
    except RuntimeError as error:
        return unmeasured(driver, str(error))
    longest, median = max(delays), statistics.median(delays)
    note = (
        f"{len(delays)} hints; longest {longest:.1f} ms, median {median:.1f} ms; "
        f"ms: {', '.join(f'{delay:.1f}' for delay in delays)}"
    )
    return [
        Figure(SECTION, f"ONO 99 table, {driver}", LONGEST, frames(longest), UNIT, TARGET_FRAMES,
               note),
        Figure(SECTION, f"ONO 99 table, {driver}", MEDIAN, frames(median), UNIT, TARGET_FRAMES),
    ]  # fmt: skip


def unmeasured(driver: str, reason: str) -> list[Figure]:
    """The figures of a driver that could not be measured, with the reason."""
    return [
        Figure(SECTION, f"ONO 99 table, {driver}", measure, None, UNIT, TARGET_FRAMES, reason)
        for measure in (LONGEST, MEDIAN)
    ]


def answer_figures(sizes: Sizes) -> list[Figure]:
    """The delay from the coach's answer to its frame, on the dummy driver and under Xvfb."""
    figures = driver_figures("dummy driver", None, sizes.answer_hints)
    if not xvfb_installed():
        return figures + unmeasured("Xvfb", "Xvfb is not installed")
    try:
        with private_display() as server:
            return figures + driver_figures("Xvfb", server, sizes.answer_hints)
    except RuntimeError as error:
        return figures + unmeasured("Xvfb", str(error))
