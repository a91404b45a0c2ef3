"""The club benchmark's load: many tables of bot clients in one process, multiplexed on one
asyncio loop (a few such processes play hundreds of tables on two cores).

    python -m bench.club_clients --tables N --urls ws://A,ws://B --first I

Each table sits wholly at one server (table i at server i mod the count); every seat is a person
played by a client here that waits 1-3 s (a person's pace) before each action it has to take. On
"seated" (a line on stdout) the orchestrator starts its clock; on "stop" (a line on stdin) this
process prints its measures as one JSON line and ends. A connection that drops (its server was
killed) rejoins its seat with its token at the next server, and acts at once on its first state.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import sys
import time
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

GAMES = [("uno-duo", 2, {"target": 500}), ("ono99", 3, {}), ("moon", 3, {"target": 21})]
"""The titles in turn, with long targets so a table rarely finishes within a run."""
PACE = (1.0, 3.0)
ACTING: set[asyncio.Task[None]] = set()
"""Actions waiting for their moment (kept so the loop does not drop them)."""


class Table:
    """One table's clients and the actions in flight: when each was sent and who has seen it."""

    def __init__(self, index: int, urls: list[str], rng: random.Random) -> None:
        self.index = index
        self.urls = urls
        self.home = index % len(urls)
        self.rng = rng
        self.seats: list[Seat] = []
        self.pending: dict[int, tuple[float, set[int]]] = {}
        """Revision an action will make -> (sent at, seats that have not seen it yet)."""
        self.latencies: list[tuple[float, float]] = []
        self.dropped_at: float | None = None
        self.rejoined_at: float | None = None
        self.playing_again_at: float | None = None
        self.revision_at_drop = -1
        self.games = 0

    def sent(self, revision: int) -> None:
        self.pending[revision + 1] = (time.time(), {seat.seat for seat in self.seats})

    def seen(self, seat: int, revision: int) -> None:
        for target in [r for r in self.pending if r <= revision]:
            at, waiting = self.pending[target]
            waiting.discard(seat)
            if not waiting:
                del self.pending[target]
                self.latencies.append((at, time.time() - at))
        resumed = self.dropped_at is not None and revision > self.revision_at_drop
        if resumed and self.playing_again_at is None:
            self.playing_again_at = time.time()


class Seat:
    def __init__(self, table: Table, seat: int, token: str, ws: ClientConnection) -> None:
        self.table = table
        self.seat = seat
        self.token = token
        self.ws = ws
        self.revision = -1
        self.hurry = False


async def hello(url: str) -> ClientConnection:
    ws = await connect(url, max_size=8 * 1024 * 1024, compression=None, open_timeout=30)
    await ws.send(json.dumps({"type": "hello", "version": 1, "name": "Bench"}))
    await expect(ws, "welcome")
    return ws


async def expect(ws: ClientConnection, kind: str) -> dict[str, Any]:
    while True:
        message = json.loads(await ws.recv())
        if message["type"] == kind:
            return message
        if message["type"] == "error":
            raise RuntimeError(message)


async def open_table(table: Table) -> None:
    """Create the table at its server and seat one client in each of its seats."""
    game, players, options = GAMES[table.index % len(GAMES)]
    url = table.urls[table.home]
    creator = await hello(url)
    await creator.send(
        json.dumps(
            {
                "type": "create",
                "game": game,
                "players": players,
                "options": options,
                "seats": [{"kind": "person"}] * players,
                "title": f"Bench {table.index}",
            }
        )
    )
    table_id = (await expect(creator, "created"))["table"]
    table.seats = []
    for number in range(players):
        ws = creator if number == 0 else await hello(url)
        await ws.send(json.dumps({"type": "join", "table": table_id}))
        joined = await expect(ws, "joined")
        table.seats.append(Seat(table, joined["seat"], joined["token"], ws))
    table.games += 1


async def play_seat(seat: Seat, stop: asyncio.Event) -> None:
    """Read the seat's messages and act at a person's pace; rejoin elsewhere after a drop."""
    table = seat.table
    while not stop.is_set():
        try:
            async for frame in seat.ws:
                message = json.loads(frame)
                if message["type"] == "state":
                    seat.revision = message["revision"]
                    table.seen(seat.seat, seat.revision)
                    if message["legal"]:
                        acting = asyncio.create_task(act(seat, message, stop))
                        ACTING.add(acting)
                        acting.add_done_callback(ACTING.discard)
                elif message["type"] == "over":
                    return
        except ConnectionClosed:
            pass
        if stop.is_set():
            return
        if table.dropped_at is None:
            table.dropped_at = time.time()
            table.revision_at_drop = max(s.revision for s in table.seats)
        table.pending.clear()
        seat.ws = await rejoin(seat, stop)


async def rejoin(seat: Seat, stop: asyncio.Event) -> ClientConnection:
    """Reconnect to another server (any one, as behind a load balancer) and rejoin the seat (a
    bounded number of tries)."""
    table = seat.table
    first = table.rng.randrange(len(table.urls))
    for attempt in range(60):
        url = table.urls[(first + attempt) % len(table.urls)]
        try:
            ws = await hello(url)
            await ws.send(json.dumps({"type": "rejoin", "token": seat.token}))
            await expect(ws, "joined")
        except (OSError, ConnectionClosed, RuntimeError, TimeoutError):
            await asyncio.sleep(0.2)
            continue
        table.rejoined_at = table.rejoined_at or time.time()
        seat.hurry = True
        return ws
    stop.set()
    raise RuntimeError("a seat could not rejoin")


async def act(seat: Seat, state: dict[str, Any], stop: asyncio.Event) -> None:
    """Wait a person's moment (none just after a rejoin), then send one legal action."""
    if seat.hurry:
        seat.hurry = False
    else:
        await asyncio.sleep(seat.table.rng.uniform(*PACE))
    if stop.is_set() or seat.revision != state["revision"]:
        return
    seat.table.sent(state["revision"])
    action = seat.table.rng.choice(state["legal"])
    message = {"type": "act", "action": action, "revision": state["revision"]}
    with contextlib.suppress(ConnectionClosed):
        await seat.ws.send(json.dumps(message))


async def run_table(table: Table, stop: asyncio.Event, opening: asyncio.Semaphore) -> None:
    while not stop.is_set():
        async with opening:
            for _ in range(len(table.urls) * 3):
                try:
                    await open_table(table)
                    break
                except (OSError, ConnectionClosed, RuntimeError, TimeoutError):
                    table.home = (table.home + 1) % len(table.urls)
                    await asyncio.sleep(0.5)
            else:
                return
        await asyncio.gather(*(play_seat(seat, stop) for seat in table.seats))
        for seat in table.seats:
            await seat.ws.close()


async def main_async(args: argparse.Namespace) -> None:
    urls = args.urls.split(",")
    rng = random.Random(args.first)
    tables = [Table(args.first + n, urls, random.Random(rng.random())) for n in range(args.tables)]
    stop = asyncio.Event()
    opening = asyncio.Semaphore(16)
    tasks = [asyncio.create_task(run_table(table, stop, opening)) for table in tables]
    while any(not table.seats for table in tables):
        await asyncio.sleep(0.2)
    print("seated", flush=True)
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, sys.stdin.readline)
    stop.set()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    print(
        json.dumps(
            {
                "latencies": [pair for table in tables for pair in table.latencies],
                "resumes": [
                    {
                        "home": table.home,
                        "game": GAMES[table.index % len(GAMES)][0],
                        "dropped": table.dropped_at,
                        "rejoined": table.rejoined_at,
                        "playing": table.playing_again_at,
                    }
                    for table in tables
                    if table.dropped_at is not None
                ],
                "games": sum(table.games for table in tables),
            }
        ),
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, required=True)
    parser.add_argument("--urls", required=True)
    parser.add_argument("--first", type=int, default=0)
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
