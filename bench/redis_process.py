"""A `redis-server` of its own on a free port of 127.0.0.1, in a folder of its own, with the
append-only file on (as a club runs it): for the club's tests and its benchmark."""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

INSTALL = "redis-server is not installed: apt-get install -y redis-server (.ci/run does)"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def answers(port: int) -> bool:
    """True once the server answers PING on `port`."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as conn:
            conn.sendall(b"PING\r\n")
            return conn.recv(16).startswith(b"+PONG")
    except OSError:
        return False


@contextmanager
def redis_server(folder: Path, timeout: float = 10.0) -> Iterator[str]:
    """Run redis-server until the block ends; its URL (`redis://127.0.0.1:PORT/0`)."""
    binary = shutil.which("redis-server")
    if binary is None:
        raise RuntimeError(INSTALL)
    folder.mkdir(parents=True, exist_ok=True)
    port = free_port()
    process = subprocess.Popen(
        [
            binary,
            "--port", str(port),
            "--bind", "127.0.0.1",
            "--dir", str(folder),
            "--appendonly", "yes",
            "--appendfsync", "everysec",
            "--save", "",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + timeout
        while not answers(port):
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"redis-server did not start on port {port}")
            time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)
