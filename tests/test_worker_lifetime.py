"""The app's worker processes end with it however it ends (issue 36, case 7): a real app process
with its computer worker and the multiprocessing resource tracker up, `kill -9`, and every one
of them gone within seconds; the half-written file of the dead run is cleared at the next
start, and nothing else is."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from app_driver import start_app

from game.saves import AUTOSAVE_SEATS
from game.temporaries import temporary_prefix
from tests.net_processes import bots, serving, table_of

ROOT = Path(__file__).resolve().parent.parent
STARTUP_SECONDS = 90.0
"""The longest wait for the app to start its worker (a busy machine is slow to import)."""
ENDING_SECONDS = 5.0
"""How soon after the app's death its workers must be gone."""

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")


def children(pid: int) -> dict[int, str]:
    """The live processes whose parent is `pid`, with their command lines."""
    found = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and _parent_and_state(int(entry.name))[0] == pid:
            try:
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            found[int(entry.name)] = command
    return found


def running(pid: int) -> bool:
    """True while `pid` is a process that has not ended (a zombie has ended)."""
    parent, state = _parent_and_state(pid)
    return parent is not None and state != "Z"


def _parent_and_state(pid: int) -> tuple[int | None, str]:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None, ""
    fields = stat[stat.rindex(")") + 2 :].split()  # after the command's name, which may hold spaces
    return int(fields[1]), fields[0]


def wait_for(condition, seconds: float) -> bool:
    """Poll `condition` every 50 ms for at most `seconds`; its last answer."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def test_kill_9_of_the_app_ends_its_workers_and_the_next_start_clears_its_temporary_file(
    tmp_path, monkeypatch
):
    home = tmp_path / "home"
    home.mkdir()
    environment = {
        **os.environ,
        "TRIO_TABLE_HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    app = subprocess.Popen(
        [sys.executable, "-m", "game", "play", "--game", "ono99", "--autoplay", "--speed", "5"],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    helpers: dict[int, str] = {}
    try:

        def workers_up() -> bool:
            commands = children(app.pid).values()
            return any("spawn_main" in c for c in commands) and any(
                "resource_tracker" in c for c in commands
            )

        assert wait_for(workers_up, STARTUP_SECONDS), "the app never started its worker"
        helpers = children(app.pid)
        os.kill(app.pid, signal.SIGKILL)
        app.wait(timeout=10)
        assert wait_for(lambda: not any(map(running, helpers)), ENDING_SECONDS), (
            f"still running {ENDING_SECONDS:g} s after the app's death: "
            f"{[helpers[pid][:80] for pid in helpers if running(pid)]}"
        )
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(timeout=10)
        for pid in helpers:  # a failed test leaves nothing running
            if running(pid):
                os.kill(pid, signal.SIGKILL)

    # the dead run was writing the seats of its game when it was killed
    stale = home / (temporary_prefix(home / AUTOSAVE_SEATS, app.pid) + "k3x9q2ab.tmp")
    stale.write_text('{"seats": [')
    live = home / (temporary_prefix(home / AUTOSAVE_SEATS) + "a1b2c3d4.tmp")  # a live writer's
    live.write_text("{")
    foreign = home / "notes.tmp"
    foreign.write_text("mine")
    start_app(home, monkeypatch)
    assert not stale.exists()
    assert live.exists() and foreign.read_text() == "mine"


def test_kill_9_of_a_table_server_ends_the_worker_its_computers_think_in():
    """`serve` thinks for its computer seats in a worker process: a server killed with kill -9
    (as the club's failover test kills one) leaves no worker behind."""
    with serving() as (url, server), bots() as group:
        table_of("moon", url, group, "person,computer:easy,computer:easy", "--delay", "0.2")

        def worker_up() -> bool:
            return any("spawn_main" in c for c in children(server.pid).values())

        assert wait_for(worker_up, STARTUP_SECONDS), "the server never started its worker"
        helpers = children(server.pid)
        os.kill(server.pid, signal.SIGKILL)
        server.wait(timeout=10)
        try:
            assert wait_for(lambda: not any(map(running, helpers)), ENDING_SECONDS), (
                f"still running {ENDING_SECONDS:g} s after the server's death: "
                f"{[helpers[pid][:80] for pid in helpers if running(pid)]}"
            )
        finally:
            for pid in helpers:  # a failed test leaves nothing running
                if running(pid):
                    os.kill(pid, signal.SIGKILL)
