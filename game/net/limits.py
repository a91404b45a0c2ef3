"""How much a host takes from one connection: rate, queue, time. Hostile clients meet these."""

from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """A host's limits (docs/protocol.md, "Transport"); tests make the waits short."""

    rate: float = 50.0
    """Messages a second a connection may send on average."""
    burst: float = 100.0
    """How many messages a connection may send at once."""
    strikes: int = 200
    """Messages dropped for the rate before the connection is closed."""
    send_queue: int = 256
    """Messages waiting to be sent to one connection before it is closed as not reading."""
    write_buffer: int = 32 * 1024
    """Bytes the host buffers for one connection (in the host, and again in the kernel's send
    buffer) before a send waits for it to read."""
    write_timeout: float = 10.0
    """Seconds one send may wait for a client to read before the connection is closed."""
    away_timeout: float = 60.0
    """Seconds a person's seat waits after a drop before a computer plays it."""
    tables_per_connection: int = 4
    """Tables one connection may create."""
    max_tables: int = 1000
    """Tables a host keeps at once (finished ones are let go after `keep_over`)."""
    keep_over: float = 600.0
    """Seconds a finished table stays listed."""


class TokenBucket:
    """A rate limit: `take()` is True while the connection is within `rate` and `burst`."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
