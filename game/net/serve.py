"""`python -m game serve`: a host with no window (CONTRACT.md `serve`).

Its first line on standard output is `listening on ws://HOST:PORT`, printed once it accepts
connections; SIGTERM or SIGINT closes every connection and ends it with status 0.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
from typing import TextIO

from game.net.host import Host
from game.net.limits import Limits


async def serve_until_stopped(
    host: str, port: int, limits: Limits, out: TextIO = sys.stdout
) -> int:
    """Serve on `host`:`port` until a stop signal; the exit status."""
    server = Host(limits=limits)
    name, real_port = await server.start(host, port)
    shown = f"[{name}]" if ":" in name else name
    print(f"listening on ws://{shown}:{real_port}", file=out, flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    await stop.wait()
    await server.stop()
    return 0


def run_serve(host: str, port: int, away: float) -> int:
    """The `serve` command: run the host until stopped."""
    logging.getLogger("websockets").setLevel(logging.CRITICAL)
    return asyncio.run(serve_until_stopped(host, port, Limits(away_timeout=away)))
