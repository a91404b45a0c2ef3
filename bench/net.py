"""Networked tables on loopback (issue 38): a real `python -m game serve` host and bot clients
(in this process, on asyncio) at 1 and at 50 tables of Moon, three bots a table, each table
moving every `PACE` seconds.

- latency: from a bot's `act` being sent to the moment every client at its table has the `state`
  of the next revision (median and p99; target p99 ≤ 20 ms at 50 tables);
- the host's CPU per table (utime + stime of the host process over the window) and resident
  memory per table (VmRSS with the tables, less the host's at start; target ≤ 2 MiB a table);
- bytes per action: every byte the clients received, over the actions taken.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect

from bench.figures import Figure, Sizes

SECTION = "net"
PACE = 0.2
"""Seconds between one table's actions: a brisk game (people take seconds)."""
ROOT = Path(__file__).resolve().parent.parent
TICK = os.sysconf("SC_CLK_TCK")
MIB = 1024 * 1024


@dataclass
class Table:
    """One table's bots and what was measured at it."""

    sockets: list[ClientConnection] = field(default_factory=list)
    sent_at: dict[int, float] = field(default_factory=dict)
    """When the action chosen at each revision was sent."""
    arrivals: dict[int, int] = field(default_factory=dict)
    """How many clients have the state of each revision."""
    latencies: list[float] = field(default_factory=list)
    received: int = 0


def process_seconds(pid: int) -> float:
    """CPU seconds (user + system) the process has used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def resident_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def hello(url: str) -> ClientConnection:
    ws = await connect(url, max_size=2**23)
    await ws.send(json.dumps({"type": "hello", "version": 1, "name": "Bench"}))
    await ws.recv()
    return ws


async def open_table(url: str) -> Table:
    """A Moon table of three bot seats; every seat joined."""
    table = Table()
    creator = await hello(url)
    seats = [{"kind": "person"}] * 3
    await creator.send(json.dumps({"type": "create", "game": "moon", "players": 3, "seats": seats}))
    table_id = json.loads(await creator.recv())["table"]
    await creator.close()
    for _ in range(3):
        ws = await hello(url)
        await ws.send(json.dumps({"type": "join", "table": table_id}))
        table.sockets.append(ws)
    return table


async def play(table: Table, ends: float, rng: random.Random) -> None:
    """Read every client of the table; the seat to move acts after PACE."""

    async def reader(ws: ClientConnection) -> None:
        while time.monotonic() < ends:
            try:
                frame = await asyncio.wait_for(ws.recv(), max(0.01, ends - time.monotonic()))
            except (TimeoutError, Exception):
                return
            now = time.monotonic()
            table.received += len(frame.encode())
            message = json.loads(frame)
            if message["type"] != "state":
                continue
            revision = message["revision"]
            table.arrivals[revision] = table.arrivals.get(revision, 0) + 1
            sent = table.sent_at.get(revision - 1)
            if sent is not None and table.arrivals[revision] == len(table.sockets):
                table.latencies.append(now - sent)
            if message["legal"]:
                asyncio.get_running_loop().call_later(
                    PACE, lambda m=message, w=ws: asyncio.ensure_future(act(w, m))
                )

    async def act(ws: ClientConnection, state: dict) -> None:
        if time.monotonic() >= ends:
            return
        table.sent_at[state["revision"]] = time.monotonic()
        action = rng.choice(state["legal"])
        await ws.send(json.dumps({"type": "act", "action": action, "revision": state["revision"]}))

    await asyncio.gather(*(reader(ws) for ws in table.sockets))


async def run(url: str, tables: int, seconds: float, pid: int, base_mib: float) -> dict:
    opened = [await open_table(url) for _ in range(tables)]
    await asyncio.sleep(0.5)
    rss = resident_mib(pid)
    cpu_start, started = process_seconds(pid), time.monotonic()
    rng = random.Random(tables)
    await asyncio.gather(*(play(table, started + seconds, rng) for table in opened))
    cpu = process_seconds(pid) - cpu_start
    wall = time.monotonic() - started
    for table in opened:
        for ws in table.sockets:
            await ws.close()
    latencies = sorted(latency for table in opened for latency in table.latencies)
    actions = len(latencies)
    return {
        "median_ms": statistics.median(latencies) * 1000,
        "p99_ms": latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000,
        "actions": actions,
        "cpu_percent_per_table": 100 * cpu / wall / tables,
        "mib_per_table": (rss - base_mib) / tables,
        "bytes_per_action": sum(table.received for table in opened) / max(1, actions),
    }


def measure(tables: int, seconds: float) -> dict:
    host = subprocess.Popen(
        [sys.executable, "-m", "game", "serve", "--host", "127.0.0.1"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert host.stdout is not None
        url = host.stdout.readline().split()[-1]
        time.sleep(0.5)
        return asyncio.run(run(url, tables, seconds, host.pid, resident_mib(host.pid)))
    finally:
        host.terminate()
        host.wait(10)


def net_figures(sizes: Sizes) -> list[Figure]:
    seconds = 4.0 if sizes.playout_actions < Sizes().playout_actions else 20.0
    figures = []
    load = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    for tables in (1, 50):
        got = measure(tables, seconds)
        subject = f"{tables} table{'s' if tables > 1 else ''} of 3 bots, Moon"
        note = f"{got['actions']} actions in {seconds:g} s, load {load}"
        limit = 20.0 if tables == 50 else None
        figures += [
            Figure(SECTION, subject, "action → every view, median", got["median_ms"], "ms"),
            Figure(SECTION, subject, "action → every view, p99", got["p99_ms"], "ms", limit, note),
            Figure(SECTION, subject, "host CPU per table", got["cpu_percent_per_table"], "%"),
            Figure(
                SECTION,
                subject,
                "host memory per table",
                got["mib_per_table"],
                "MiB",
                2.0 if tables == 50 else None,
            ),
            Figure(SECTION, subject, "bytes received per action", got["bytes_per_action"], "B"),
        ]
    return figures
