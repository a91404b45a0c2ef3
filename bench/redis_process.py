"""A `redis-server` of its own on a free port of 127.0.0.1, in a folder of its own, with the
append-only file on (as a club runs it): for the club's tests and its benchmark. A test may kill
it (`kill -9`) and start it again on the same port and folder, where it reloads its file."""

from __future__ import annotations

import os
import random
import shutil
import signal
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


EPHEMERAL = Path("/proc/sys/net/ipv4/ip_local_port_range")


def port_to_keep() -> int:
    """A free port below the kernel's ephemeral range, which no outgoing connection takes as its
    own while the server is down (a reconnecting client could even connect to itself on a port
    of that range), so a killed server can start again on it."""
    try:
        low = int(EPHEMERAL.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return free_port()
    for _ in range(100):
        port = random.randrange(max(1024, low - 10000), low)
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    return free_port()


def answers(port: int) -> bool:
    """True once the server answers PING on `port` (not while it still loads its file)."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as conn:
            conn.sendall(b"PING\r\n")
            return conn.recv(16).startswith(b"+PONG")
    except OSError:
        return False


class RedisProcess:
    """One redis-server on a fixed port and folder, which may be killed and started again."""

    def __init__(self, folder: Path, port: int | None = None) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            raise RuntimeError(INSTALL)
        self.binary = binary
        self.folder = folder
        self.port = port or port_to_keep()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self, timeout: float = 10.0) -> None:
        """Start it and wait until it answers (having reloaded its append-only file)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            [
                self.binary,
                "--port", str(self.port),
                "--bind", "127.0.0.1",
                "--dir", str(self.folder),
                "--appendonly", "yes",
                "--appendfsync", "everysec",
                "--save", "",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + timeout
        while not answers(self.port):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"redis-server did not start on port {self.port}")
            time.sleep(0.02)

    def kill(self) -> None:
        """`kill -9` it, as a crash: what it had not handed to the operating system is lost."""
        if self.process is not None and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        """Stop it (SIGTERM, then SIGKILL after 10 s)."""
        if self.process is None or self.process.poll() is not None:
            return
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(5)


@contextmanager
def redis_server(folder: Path, timeout: float = 10.0) -> Iterator[str]:
    """Run redis-server until the block ends; its URL (`redis://127.0.0.1:PORT/0`)."""
    with running_redis(folder, timeout) as server:
        yield server.url


@contextmanager
def running_redis(folder: Path, timeout: float = 10.0) -> Iterator[RedisProcess]:
    """A started `RedisProcess`, stopped when the block ends (whether or not it was killed)."""
    server = RedisProcess(folder)
    server.start(timeout)
    try:
        yield server
    finally:
        server.stop()
