"""One app per data folder: a lock on `trio-table.lock` in the folder, held for the app's life.

The lock is the operating system's own (`fcntl.flock` on POSIX, `msvcrt.locking` on Windows),
taken without waiting on a file that is never deleted. The system lets it go when the process
ends however it ends (a crash, `kill -9`, a power cut), so there is no stale lock to clear and
no process id to trust. (The `filelock` library wraps the same two calls; they are few enough
not to add a dependency to the bundled app for them.)

A folder where the lock file cannot even be opened (no permission, a read-only disk without the
file) is not locked: nothing can be written there by either app anyway.
"""

from __future__ import annotations

import errno
import os
import sys
from dataclasses import dataclass
from pathlib import Path

LOCK_FILE = "trio-table.lock"


class HeldElsewhere(Exception):
    """Another process holds the data folder's lock (another Trio Table is open there)."""


@dataclass
class FolderLock:
    """The lock held on a data folder (`fd` is None when the folder could not be locked)."""

    folder: Path
    fd: int | None

    def release(self) -> None:
        """Let the lock go (closing the file does, on every system)."""
        if self.fd is not None:
            _unlock(self.fd)
            os.close(self.fd)
            self.fd = None


def hold_folder(folder: Path) -> FolderLock:
    """Take the data folder's lock for this process; HeldElsewhere when another process has it.
    A lock file that cannot be opened leaves the folder unlocked (see the module's note)."""
    fd = _open_lock_file(folder / LOCK_FILE)
    if fd is None:
        return FolderLock(folder, None)
    try:
        _lock(fd)
    except OSError as error:
        os.close(fd)
        if error.errno in _HELD:
            raise HeldElsewhere(str(folder)) from None
        return FolderLock(folder, None)  # a file system without locks (some network shares)
    return FolderLock(folder, fd)


def _open_lock_file(path: Path) -> int | None:
    """The lock file opened for writing (made if missing), else for reading, else None."""
    for flags in (os.O_RDWR | os.O_CREAT, os.O_RDONLY):
        try:
            return os.open(path, flags, 0o644)
        except OSError:
            continue
    return None


_HELD = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, errno.EDEADLK}
"""The errors that say another process holds the lock (the others: locks do not work there)."""

if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # EACCES or EDEADLK when held elsewhere

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # BlockingIOError when held elsewhere

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
