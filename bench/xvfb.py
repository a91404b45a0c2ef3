"""A private X server for the benchmarks that need a real display: Xvfb at 1280×720×24 on a
display number it picks itself (`-displayfd`), so it never takes one a person or another run is
using. Without Xvfb on PATH those figures say so instead of being measured."""

from __future__ import annotations

import os
import select
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

SCREEN = "1280x720x24"
START_SECONDS = 10.0
"""How long Xvfb may take to say which display it opened."""


@dataclass(frozen=True)
class XServer:
    """A running X server: its display name (":N") and process id."""

    display: str
    pid: int


def xvfb_installed() -> bool:
    """True when `Xvfb` is on PATH."""
    return shutil.which("Xvfb") is not None


@contextmanager
def private_display() -> Iterator[XServer]:
    """Start Xvfb, yield it, and stop it afterwards; RuntimeError when it cannot start."""
    executable = shutil.which("Xvfb")
    if executable is None:
        raise RuntimeError("Xvfb is not installed (apt-get install xvfb)")
    reading, writing = os.pipe()
    server = subprocess.Popen(
        [executable, "-displayfd", str(writing), "-screen", "0", SCREEN, "-nolisten", "tcp"],
        pass_fds=(writing,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(writing)
    try:
        ready, _, _ = select.select([reading], [], [], START_SECONDS)
        number = os.read(reading, 16).decode().strip() if ready else ""
        if not number.isdigit():
            raise RuntimeError(f"Xvfb did not open a display within {START_SECONDS:g} s")
        yield XServer(f":{number}", server.pid)
    finally:
        os.close(reading)
        server.terminate()
        try:
            server.wait(timeout=START_SECONDS)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
