"""The time to open the statistics or the history screen over the history in TRIO_TABLE_HOME.

    TRIO_TABLE_HOME=FOLDER .venv/bin/python -m tools.measure_screens statistics

Opens the app at the menu (SDL's dummy driver unless a display is set), then pushes the screen
and times it from the push to its first drawn frame, twice: the first opening (the history is
read, Babel's dates and numbers are loaded) and the next. Prints one JSON object, milliseconds:
{"first": …, "again": …}. `bench/history.py` runs it in a fresh process for each figure.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from scenes.app import App  # noqa: E402
from scenes.history_scene import HistoryScene  # noqa: E402
from scenes.statistics_scene import StatisticsScene  # noqa: E402

SCREENS = {"statistics": StatisticsScene, "history": HistoryScene}


def time_to_open(app: App, screen: str) -> float:
    """Milliseconds from pushing `screen` to its first drawn frame; then it is closed."""
    started = time.perf_counter()
    app.stack.push(SCREENS[screen](app))
    app.step(1 / 60)
    took = (time.perf_counter() - started) * 1000
    app.stack.pop().close()
    app.step(1 / 60)
    return took


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("screen", choices=sorted(SCREENS))
    screen = parser.parse_args().screen
    if "TRIO_TABLE_HOME" not in os.environ:
        print("measure_screens: set TRIO_TABLE_HOME to the folder of the history", file=sys.stderr)
        return 2
    app = App((1280, 720), keep_records=False)
    try:
        app.show_menu()
        app.step(1 / 60)
        first = time_to_open(app, screen)
        again = time_to_open(app, screen)
    finally:
        app.close()
    print(json.dumps({"first": round(first, 1), "again": round(again, 1)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
