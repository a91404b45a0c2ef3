"""The temporary files of atomic writes (`game.storage.write_atomically`), and clearing the ones
a dead run left behind.

A temporary file is named `<file>.<pid>.<random>.tmp`, beside the file it will replace, with the
id of the process writing it. A run that dies mid-write (`kill -9`, a power cut) leaves it; the
next start removes every such file in the data folder whose process no longer exists, so only a
dead run's files go: a live app's write in progress is never touched. Files of another pattern
are never touched either.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

_TEMPORARY = re.compile(r"^.+\.(?P<pid>[0-9]{1,10})\.[a-z0-9_]+\.tmp$")


def temporary_prefix(path: Path, pid: int | None = None) -> str:
    """The start of the name of a temporary file that will replace `path`, written by process
    `pid` (this one when None)."""
    return f"{path.name}.{os.getpid() if pid is None else pid}."


def clear_stale_temporaries(folder: Path) -> list[Path]:
    """Remove the temporary files in `folder` whose writer has ended; the paths removed. A
    folder that cannot be listed, or a file that cannot be removed, is left as it is."""
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        found = _TEMPORARY.match(entry.name)
        if found is None or _alive(int(found["pid"])):
            continue
        try:
            if entry.is_file() and not entry.is_symlink():
                entry.unlink()
                removed.append(entry)
        except OSError:
            continue
    return removed


def _alive(pid: int) -> bool:
    """True when a process `pid` may exist (always on Windows, where asking is not as simple:
    there a dead run's temporary files stay)."""
    if pid == os.getpid() or sys.platform == "win32":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True
