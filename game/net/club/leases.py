"""`LeaseKeeper`: renews a club server's leases and presence from a thread of its own, with its
own Redis connection, so a server whose event loop is busy (a burst of reconnections after
another server died, a slow machine) never lets its tables' leases lapse while it lives."""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable

from redis import Redis
from redis.exceptions import RedisError

from game.net.club.redis_store import EXPIRY, RENEW, SERVERS, TIMEOUT, key

log = logging.getLogger(__name__)


SERVER_MEMORY_MS = 60_000
"""How long a server's address stays in the club's list after its last renewal (then it goes)."""


class LeaseKeeper:
    """Every `every` seconds: extend the lease of each table `owned()` names (the tables held,
    and those being taken over, whose lease may not be taken yet), tell `lost(ids)` which held
    ones this process no longer holds, refresh its presence from `presence()`, and note the
    club's live servers (those renewed within a lease)."""

    def __init__(
        self,
        url: str,
        me: str,
        lease_ms: int,
        every: float,
        owned: Callable[[], tuple[list[str], list[str]]],
        lost: Callable[[list[str]], object],
        presence: Callable[[], dict[str, object]],
    ) -> None:
        self.redis = Redis.from_url(
            url, decode_responses=True, socket_timeout=TIMEOUT, socket_connect_timeout=TIMEOUT
        )
        self.me = me
        self.lease_ms = lease_ms
        self.every = every
        self.owned = owned
        self.lost = lost
        self.presence = presence
        self._renew = self.redis.register_script(RENEW)
        self.servers: list[str] = []
        """The addresses of the club's live servers, this one's with them (as of the last
        renewal)."""
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="club-leases", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)
        self.redis.close()

    def _run(self) -> None:
        while not self._stop.wait(self.every):
            try:
                self.renew_once()
            except RedisError as error:  # Redis is away: a line a second, not a traceback
                log.warning("renewing the leases failed: %s", error)
            except Exception:
                log.exception("renewing the leases failed")

    def renew_once(self) -> None:
        held, pending = self.owned()
        table_ids = held + pending
        expiry = int(time.time() * 1000) + self.lease_ms
        pipe = self.redis.pipeline(transaction=False)
        for table_id in table_ids:
            self._renew(
                keys=[key(table_id, "lease"), EXPIRY],
                args=[self.me, self.lease_ms, expiry, table_id],
                client=pipe,
            )
        now = int(time.time() * 1000)
        presence = {**self.presence(), "at": now}
        pipe.set(f"club:proc:{self.me}", json.dumps(presence), px=self.lease_ms)
        if presence.get("url"):
            pipe.zadd(SERVERS, {str(presence["url"]): now})
        pipe.zremrangebyscore(SERVERS, "-inf", now - SERVER_MEMORY_MS)
        pipe.zrangebyscore(SERVERS, now - self.lease_ms, "+inf")
        results = pipe.execute()
        self.servers = [str(url) for url in results[-1]]
        gone = [table_id for table_id, kept in zip(held, results, strict=False) if not kept]
        if gone:
            self.lost(gone)
