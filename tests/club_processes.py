"""Club servers for the tests: `python -m game serve --redis URL` on 127.0.0.1, their standard
error kept in a file (never a pipe nobody reads, which would stop a chatty server)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.net_processes import ROOT, close_output, read_line, stop


@contextmanager
def club_server(
    redis_url: str, errors: Path, *extra: str
) -> Iterator[tuple[str, subprocess.Popen]]:
    """A club server on a free port: its URL (ws:// or wss://) and its process."""
    with errors.open("a") as stderr:
        process = subprocess.Popen(
            [sys.executable, "-m", "game", "serve", "--host", "127.0.0.1", "--redis", redis_url,
             *extra],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
        )  # fmt: skip
    try:
        line = read_line(process, 30)
        assert line.startswith(("listening on ws://127.0.0.1:", "listening on wss://127.0.0.1:"))
        yield line.split()[-1], process
    finally:
        stop(process)
        close_output(process)


class Lines:
    """A bot's standard output, line by line as JSON (through `read_line`, whose reader thread
    sees two lines that arrive together)."""

    def __init__(self, process: subprocess.Popen) -> None:
        self.process = process

    def next(self, timeout: float = 30.0) -> dict | None:
        """The next line as JSON; None once the process has ended and said everything."""
        try:
            return json.loads(read_line(self.process, timeout))
        except EOFError:
            return None


def over(lines: Lines, timeout: float = 180.0) -> dict:
    """The bot's `over` line once its game ends (and its exit status 0)."""
    while True:
        line = lines.next(timeout)
        assert line is not None, f"{lines.process.args} ended without its game's end"
        if line.get("event") == "over":
            assert lines.process.wait(10) == 0
            return line
