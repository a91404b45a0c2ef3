"""A relay: a client seated at a table another live process owns is passed through to that
owner over a WebSocket of this server's own, so any server of a club serves any table and a
client never needs to know which process owns its table (docs/protocol.md, "Several servers")."""

from __future__ import annotations

import asyncio
import contextlib
import json
import ssl
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from game.net.wire import MAX_CLIENT_FRAME, VERSION

RESTART = 1012
"""WebSocket close code "service restart": the client reconnects and rejoins."""


class Relay:
    """One client's connection to the owning process, and the task that copies what the owner
    says back into the client's own queue."""

    def __init__(self, upstream: ClientConnection) -> None:
        self.upstream = upstream
        self.reader: asyncio.Task[None] | None = None

    @classmethod
    async def open(
        cls, url: str, name: str, first: dict[str, Any], timeout: float = 2.0
    ) -> Relay | None:
        """Connect to the owner at `url`, say hello and send the client's `first` message
        (`join`, `rejoin` or `watch`); None if the owner does not answer."""
        context = ssl.create_default_context() if url.startswith("wss:") else None
        try:
            upstream = await asyncio.wait_for(
                connect(url, max_size=MAX_CLIENT_FRAME, ssl=context, compression=None), timeout
            )
            await upstream.send(json.dumps({"type": "hello", "version": VERSION, "name": name}))
            welcome = json.loads(await asyncio.wait_for(upstream.recv(), timeout))
        except (OSError, TimeoutError, ConnectionClosed, ValueError):
            return None
        if welcome.get("type") != "welcome":
            await upstream.close()
            return None
        await upstream.send(json.dumps(first))
        return cls(upstream)

    def start(self, deliver: Any, ended: Any) -> None:
        """Copy every frame of the owner to `deliver(text)`; call `ended()` when it goes."""

        async def copy() -> None:
            try:
                async for frame in self.upstream:
                    deliver(frame if isinstance(frame, str) else frame.decode())
            except ConnectionClosed:
                pass
            finally:
                await ended()

        self.reader = asyncio.get_running_loop().create_task(copy())

    async def forward(self, data: dict[str, Any]) -> None:
        with contextlib.suppress(ConnectionClosed):
            await self.upstream.send(json.dumps(data))

    async def close(self) -> None:
        if self.reader is not None and self.reader is not asyncio.current_task():
            self.reader.cancel()
        await self.upstream.close()
