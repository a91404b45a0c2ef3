"""`python -m game serve`: a host with no window (CONTRACT.md `serve`).

Its first line on standard output is `listening on ws://HOST:PORT` (wss:// with a certificate),
printed once it accepts connections; SIGTERM or SIGINT closes every connection and ends it with
status 0. With `--redis URL` it is one server of a club sharing that Redis (game/net/club).
"""

from __future__ import annotations

import asyncio
import logging
import signal
import ssl
import sys
from dataclasses import dataclass
from typing import TextIO

from game.net.host import Host
from game.net.limits import Limits


@dataclass(frozen=True)
class ServeOptions:
    """What `serve` was asked for beyond the address."""

    redis: str | None = None
    certfile: str | None = None
    keyfile: str | None = None
    max_per_address: int = 64
    public_url: str | None = None


def make_host(limits: Limits, options: ServeOptions) -> Host:
    """The single in-memory host, or a club server on the Redis of `options`."""
    if options.redis is None:
        host = Host(limits=limits)
    else:
        from game.net.club.host import ClubHost, ClubTimes, process_id
        from game.net.club.redis_store import RedisStore

        store = RedisStore.from_url(options.redis, process_id())
        times = ClubTimes(max_per_address=options.max_per_address)
        host = ClubHost(store, limits, times, public_url=options.public_url)
    if options.certfile is not None:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(options.certfile, options.keyfile)
        host.tls = context
    return host


async def serve_until_stopped(
    host: str,
    port: int,
    limits: Limits,
    out: TextIO = sys.stdout,
    options: ServeOptions | None = None,
) -> int:
    """Serve on `host`:`port` until a stop signal; the exit status."""
    server = make_host(limits, options or ServeOptions())
    name, real_port = await server.start(host, port)
    shown = f"[{name}]" if ":" in name else name
    scheme = "ws" if server.tls is None else "wss"
    print(f"listening on {scheme}://{shown}:{real_port}", file=out, flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    await stop.wait()
    await server.stop()
    return 0


def run_serve(host: str, port: int, away: float, options: ServeOptions | None = None) -> int:
    """The `serve` command: run the host until stopped."""
    logging.getLogger("websockets").setLevel(logging.CRITICAL)
    return asyncio.run(serve_until_stopped(host, port, Limits(away_timeout=away), options=options))
