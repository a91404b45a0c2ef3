"""Cold start time of the app: from starting the process to its first drawn menu frame.

    .venv/bin/python -m tools.measure_startup                    # dist/TrioTable/TrioTable
    .venv/bin/python -m tools.measure_startup --runs 5 -- .venv/bin/python -m game play

Each run starts the command with a fresh, empty user data folder and TRIO_TABLE_FIRST_FRAME set
(scenes/first_frame.py: the app writes the time of its first frame there), waits for that time,
then closes the app. The window goes to the display in the environment (SDL_VIDEODRIVER=dummy
when there is none). Prints one JSON object: every run's seconds, the first and the median.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from scenes.first_frame import FIRST_FRAME_ENV

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_COMMAND = [str(ROOT / "dist" / "TrioTable" / "TrioTable")]
TIMEOUT = 120.0


def seconds_to_first_frame(command: list[str], folder: Path) -> float:
    """Start `command` once and return the seconds until it drew its first frame."""
    stamp = folder / "first-frame"
    env = {**os.environ, FIRST_FRAME_ENV: str(stamp), "TRIO_TABLE_HOME": str(folder / "home")}
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    started = time.time()
    app = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        while not stamp.exists():
            if app.poll() is not None:
                raise RuntimeError(f"the app exited first: {app.stderr.read().decode()[-2000:]}")
            if time.time() - started > TIMEOUT:
                raise RuntimeError(f"no frame was drawn within {TIMEOUT:.0f} seconds")
            time.sleep(0.002)
        return float(stamp.read_text()) - started
    finally:
        app.terminate()
        try:
            app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait()
        app.stderr.close()


def main(argv: list[str] | None = None) -> int:
    """Measure and print the figures; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m tools.measure_startup", description=__doc__)
    parser.add_argument("--runs", type=int, default=5, help="how many starts to time")
    parser.add_argument("command", nargs="*", help="the app to start (default: the built app)")
    args = parser.parse_args(argv)
    command = args.command or DEFAULT_COMMAND
    runs = []
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="trio-startup-") as folder:
            runs.append(round(seconds_to_first_frame(command, Path(folder)), 3))
    figures = {
        "command": command,
        "runs": runs,
        "first": runs[0],
        "median": statistics.median(runs),
    }
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
