"""`python -m game ...`: see game.cli."""

import multiprocessing

from game.cli import main

if __name__ == "__main__":
    # Computer players think in a worker process started by "spawn", which imports this module
    # again under another name: the guard keeps that import from starting a second app.
    multiprocessing.freeze_support()
    raise SystemExit(main())
