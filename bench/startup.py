"""Start-up time: from starting the process to the first drawn menu frame, median of several
cold starts, for `python -m game play` and for the packaged app when `dist/` holds it.

The timing is done by the packaging tool `tools/measure_startup.py` (the app writes the time of
its first frame to the file named by TRIO_TABLE_FIRST_FRAME), run as a subprocess from the
repository, with the window on SDL's dummy driver.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench.autoplay import ROOT, app_environment
from bench.figures import Figure, Sizes
from bench.package import PACKAGED_APP, packaged_app_is_stale

SECTION = "startup"
TARGET_MS = 500.0
TOOL = ROOT / "tools" / "measure_startup.py"
TIMEOUT = 600.0
SOURCE_APP = "python -m game play"
PACKAGED = "packaged app"


def startup_runs(command: list[str], runs: int) -> dict[str, Any]:
    """The tool's figures for `runs` starts of `command`: `runs` (seconds each) and `median`."""
    with tempfile.TemporaryDirectory(prefix="trio-bench-") as folder:
        measured = subprocess.run(
            [sys.executable, "-m", "tools.measure_startup", "--runs", str(runs), "--", *command],
            cwd=ROOT,
            env=app_environment(Path(folder)),
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
    if measured.returncode != 0:
        raise RuntimeError(measured.stderr.strip().splitlines()[-1])
    return json.loads(measured.stdout.splitlines()[-1])


def unmeasured(subject: str, reason: str) -> Figure:
    """A start-up figure that could not be taken, with the reason."""
    return Figure(SECTION, subject, "to first menu frame", None, "ms", TARGET_MS, reason)


def startup_figure(subject: str, command: list[str], runs: int) -> Figure:
    """The median start-up time of `command`, or why it could not be measured."""
    try:
        measured = startup_runs(command, runs)
    except (RuntimeError, subprocess.TimeoutExpired) as error:
        return unmeasured(subject, str(error))
    seconds = measured["runs"]
    return Figure(
        SECTION,
        subject,
        "to first menu frame",
        round(measured["median"] * 1000, 1),
        "ms",
        TARGET_MS,
        f"median of {len(seconds)}; runs {', '.join(f'{run * 1000:.0f}' for run in seconds)} ms",
    )


def startup_figures(sizes: Sizes) -> list[Figure]:
    """Start-up of the source app and, when built and up to date, of the packaged one."""
    if not TOOL.exists():
        reason = "tools/measure_startup.py is not here (run from the repository)"
        return [unmeasured(SOURCE_APP, reason), unmeasured(PACKAGED, reason)]
    runs = sizes.startup_runs
    source = startup_figure(SOURCE_APP, [sys.executable, "-m", "game", "play"], runs)
    if not PACKAGED_APP.exists():
        return [source, unmeasured(PACKAGED, "dist/ is not built (make dist)")]
    if packaged_app_is_stale():
        reason = "dist/ was built before the latest source change (make dist)"
        return [source, unmeasured(PACKAGED, reason)]
    return [source, startup_figure(PACKAGED, [str(PACKAGED_APP)], runs)]
