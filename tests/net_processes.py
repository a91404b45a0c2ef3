"""Real processes for the network tests: a `python -m game serve` host and bot clients
(`tools/bot_client.py`), each on 127.0.0.1, each stopped by the test that started it."""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BOT = ROOT / "tools" / "bot_client.py"
GAMES = {
    "ono99": (3, {}),
    "uno-duo": (2, {"target": 60}),
    "moon": (3, {"target": 7}),
}
"""Each title with a player count and options that keep a whole game short."""


def read_line(process: subprocess.Popen, timeout: float) -> str:
    """The process's next line of standard output, waiting at most `timeout` seconds. A thread
    of its own reads the pipe, so two lines that arrive together are both seen (a select() on
    the pipe misses a line Python has already buffered)."""
    lines = _lines_of(process)
    try:
        line = lines.get(timeout=timeout)
    except queue.Empty:
        raise TimeoutError(f"no line from {process.args} within {timeout} s") from None
    if line is None:
        lines.put(None)  # every later read says so too
        raise EOFError(f"{process.args} ended: {process.poll()}")
    return line


def _lines_of(process: subprocess.Popen) -> queue.Queue[str | None]:
    lines: queue.Queue[str | None] | None = getattr(process, "test_lines", None)
    if lines is None:
        lines = queue.Queue()
        process.test_lines = lines  # type: ignore[attr-defined]
        reader = threading.Thread(target=_pump, args=(process, lines), daemon=True)
        process.test_reader = reader  # type: ignore[attr-defined]
        reader.start()
    return lines


def close_output(process: subprocess.Popen) -> None:
    """Close a stopped process's standard output once its reader thread has seen the end (a
    close while the thread reads would wait for it forever; a child process the stopped one
    left may hold the pipe a moment longer)."""
    reader: threading.Thread | None = getattr(process, "test_reader", None)
    if reader is not None:
        reader.join(10)
        if reader.is_alive():
            return  # the daemon thread ends with the pipe's last holder
    if process.stdout is not None:
        process.stdout.close()


def _pump(process: subprocess.Popen, lines: queue.Queue[str | None]) -> None:
    assert process.stdout is not None
    try:
        for line in process.stdout:
            lines.put(line)
    except ValueError:
        pass  # the test closed the pipe
    lines.put(None)


def wait_for(condition: Callable[[], bool], what: str, timeout: float = 120.0) -> None:
    """Wait until `condition()` holds, looking every 50 ms; AssertionError naming `what` after
    `timeout` seconds (generous: on a loaded machine the host and the bots are slow)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"waited {timeout:.0f} s in vain for {what}"
        time.sleep(0.05)


def logged_frames(log: Path) -> list[dict[str, Any]]:
    """The frames a bot has written to its `--log` so far (a last line it is still writing is
    not one yet)."""
    if not log.exists():
        return []
    return [
        json.loads(line)
        for line in log.read_text().splitlines(keepends=True)
        if line.endswith("\n")
    ]


def read_json(process: subprocess.Popen, timeout: float = 60.0) -> dict[str, Any]:
    return json.loads(read_line(process, timeout))


def stop(process: subprocess.Popen) -> None:
    """End a process the test started (by its own id), if it is still running."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)


@contextmanager
def serving(*extra: str) -> Iterator[tuple[str, subprocess.Popen]]:
    """A `serve` host on a free port of 127.0.0.1: its URL and its process (its standard error
    in a file, never a pipe nobody reads, which would stop a chatty host)."""
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(
            [sys.executable, "-m", "game", "serve", "--host", "127.0.0.1", *extra],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
        )
        try:
            line = read_line(process, 30)
            assert line.startswith("listening on ws://127.0.0.1:"), line
            yield line.split()[-1], process
        finally:
            stop(process)


class Bots:
    """Bot client processes, all stopped when the block ends."""

    def __init__(self) -> None:
        self.processes: list[subprocess.Popen] = []
        # The bots' standard error, all in one file (never a pipe nobody reads); closed by stop_all.
        self.errors = tempfile.TemporaryFile()  # noqa: SIM115

    def start(self, url: str, *args: str) -> subprocess.Popen:
        process = subprocess.Popen(
            [sys.executable, str(BOT), url, *args],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=self.errors,
            text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        self.processes.append(process)
        return process

    def stop_all(self) -> None:
        for process in self.processes:
            stop(process)
            close_output(process)
        self.errors.close()


@contextmanager
def bots() -> Iterator[Bots]:
    group = Bots()
    try:
        yield group
    finally:
        group.stop_all()


def finish(process: subprocess.Popen, timeout: float = 120.0) -> dict[str, Any]:
    """The bot's `over` line once its game ends (and its exit status 0)."""
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("the bot's game did not end in time")
        line = json.loads(read_line(process, left))
        if line.get("event") == "over":
            assert process.wait(10) == 0
            return line


def table_of(
    game: str, url: str, group: Bots, seats: str, *extra: str
) -> tuple[str, subprocess.Popen]:
    """A bot that creates a table of `game` and sits at its first free seat: the table's id."""
    players, options = GAMES[game]
    creator = group.start(
        url,
        "--create",
        game,
        "--players",
        str(players),
        "--seats",
        seats,
        "--options",
        json.dumps(options),
        "--name",
        "Creator",
        *extra,
    )
    created = read_json(creator)
    assert created["event"] == "created", created
    return created["table"], creator
