"""A client's connection to a host, on its own asyncio loop in its own thread, so an app's frame
loop never waits on the network: `send` queues a message, `messages` takes what has arrived.

Once the host has given the connection a seat token (`joined`), a dropped connection is opened
again with growing pauses and the seat taken back with `rejoin` (docs/protocol.md, "Dropping out
and coming back"), trying in turn the club's other servers its `welcome` named, so that a seat
at a club outlives the server it was taken at. What happens to the link itself arrives as
messages of the local type `link` (`status`: `open`, `dropped` or `failed`), in order with the
host's.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.net.wire import MAX_CLIENT_FRAME, VERSION, encode
from game.storage import BadFile, parse_json

RETRY_DELAYS = (0.5, 1.0, 2.0, 4.0)
"""Pauses before each attempt to open a dropped connection again (the last one repeats)."""
OPEN_TIMEOUT = 5.0
LINK = "link"
MOST_SERVERS = 16
"""The most other servers of a club a client keeps from a `welcome`."""


def club_servers(named: Any, url: str) -> tuple[str, ...]:
    """The other servers a `welcome` names, as a client may use them: addresses of the scheme of
    `url` only (a TLS club is never left for a plain address), without `url` itself."""
    if not isinstance(named, list):
        return ()
    scheme = url.split("://", 1)[0] + "://"
    found = [
        server
        for server in named
        if isinstance(server, str) and server.startswith(scheme) and len(server) <= 200
    ]
    return tuple(dict.fromkeys(server for server in found if server != url))[:MOST_SERVERS]


class ClientThread:
    """One connection to a host at `url` (`ws://HOST:PORT`)."""

    def __init__(self, url: str, name: str = "Player", servers: tuple[str, ...] = ()) -> None:
        self.url = url
        self.name = name
        self.token: str | None = None
        """The seat's token once the host gave one: a drop is then followed by a rejoin."""
        self.servers = servers
        """The club's other servers (from the last `welcome`), tried in turn after a drop."""
        self._incoming: queue.SimpleQueue[dict[str, Any]] = queue.SimpleQueue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outgoing: asyncio.Queue[dict[str, Any]] | None = None
        self._ready = threading.Event()
        self._stopping = False
        self._ws: ClientConnection | None = None
        self._thread = threading.Thread(target=self._run, name="table-client", daemon=True)

    def start(self) -> ClientThread:
        """Open the connection (in the background) and say hello."""
        self._thread.start()
        self._ready.wait(5)
        return self

    def send(self, message: dict[str, Any]) -> None:
        """Queue `message` for the host (sent once the connection is open)."""
        if self._loop is not None and self._outgoing is not None and not self._stopping:
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(self._outgoing.put_nowait, message)

    def messages(self) -> list[dict[str, Any]]:
        """Every message that has arrived since the last call, in order."""
        found = []
        while True:
            try:
                found.append(self._incoming.get_nowait())
            except queue.Empty:
                return found

    def say_last(self, message: dict[str, Any], timeout: float = 2.0) -> None:
        """Send `message` on the open connection, waiting at most `timeout` for it to go, then
        close (a `leave` must reach the host before the connection ends)."""
        ws, loop = self._ws, self._loop
        if ws is not None and loop is not None and not self._stopping:
            with contextlib.suppress(Exception):
                sending = asyncio.run_coroutine_threadsafe(ws.send(encode(message)), loop)
                sending.result(timeout)
        self.close()

    def close(self) -> None:
        """Close the connection and end the thread (without waiting for the host)."""
        self._stopping = True
        if self._loop is not None and self._thread.is_alive():
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(self._wake)
        self._thread.join(3)

    def _wake(self) -> None:
        for task in asyncio.all_tasks():
            task.cancel()

    def _run(self) -> None:
        loop = self._loop = asyncio.new_event_loop()
        self._outgoing = asyncio.Queue()
        self._ready.set()
        with contextlib.suppress(asyncio.CancelledError):
            loop.run_until_complete(self._main())
        loop.close()

    def _link(self, status: str, reason: str = "") -> None:
        self._incoming.put({"type": LINK, "status": status, "reason": reason})

    async def _main(self) -> None:
        attempt = 0
        while not self._stopping:
            addresses = (self.url, *self.servers)
            try:
                async with connect(
                    addresses[attempt % len(addresses)],
                    max_size=MAX_CLIENT_FRAME,
                    open_timeout=OPEN_TIMEOUT,
                ) as ws:
                    attempt = 0
                    await self._talk(ws)
                    if self.token is None:
                        self._link("dropped", "closed")
                        return
                    self._link("dropped", "closed")
            except (OSError, TimeoutError, InvalidURI, InvalidHandshake, ConnectionClosed) as error:
                if self.token is None:
                    self._link("failed", str(error) or type(error).__name__)
                    return
                self._link("dropped", str(error) or type(error).__name__)
            if self._stopping:
                return
            await asyncio.sleep(RETRY_DELAYS[min(attempt, len(RETRY_DELAYS) - 1)])
            attempt += 1

    async def _talk(self, ws: ClientConnection) -> None:
        assert self._outgoing is not None
        await ws.send(encode({"type": "hello", "version": VERSION, "name": self.name}))
        if self.token is not None:
            await ws.send(encode({"type": "rejoin", "token": self.token}))
        self._link("open")
        writer = asyncio.get_running_loop().create_task(self._write(ws))
        self._ws = ws
        try:
            async for frame in ws:
                try:
                    message = parse_json(frame) if isinstance(frame, str) else None
                except BadFile:
                    message = None
                if not isinstance(message, dict) or not isinstance(message.get("type"), str):
                    continue
                if message["type"] == "joined" and isinstance(message.get("token"), str):
                    self.token = message["token"]
                if message["type"] == "welcome" and "servers" in message:
                    self.servers = club_servers(message["servers"], self.url)
                self._incoming.put(message)
        except ConnectionClosed:
            pass
        finally:
            self._ws = None
            writer.cancel()

    async def _write(self, ws: ClientConnection) -> None:
        assert self._outgoing is not None
        while True:
            message = await self._outgoing.get()
            await ws.send(encode(message))
