"""The packaged app's entry point (build.spec bundles this script as `TrioTable`).

Started with no arguments it opens the menu, as a double-click would; with arguments it takes the
same commands as `python -m game` (`TrioTable play --game moon --autoplay`, `TrioTable replay
RECORD.json`).
"""

from __future__ import annotations

import multiprocessing
import sys

from game.cli import main

if __name__ == "__main__":
    # A frozen app re-enters here in every worker process the AI may start; this lets them run.
    multiprocessing.freeze_support()
    raise SystemExit(main(sys.argv[1:] or ["play"]))
