"""Cold-start measurement: when TRIO_TABLE_FIRST_FRAME names a file, the app writes into it the
wall-clock time (seconds since the epoch) at which its first frame was drawn. A launcher that
notes the time it started the process gets the cold start time by subtracting
(tools/measure_startup.py does this for the packaged app)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from game.storage import write_atomically

FIRST_FRAME_ENV = "TRIO_TABLE_FIRST_FRAME"


def note_first_frame() -> None:
    """Write the time of the first drawn frame to the file named by TRIO_TABLE_FIRST_FRAME, if
    that variable is set (call it once, right after the first frame is shown)."""
    target = os.environ.get(FIRST_FRAME_ENV)
    if target:
        write_atomically(Path(target), f"{time.time():.6f}\n")
