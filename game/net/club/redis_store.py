"""`RedisStore`: the host's `TableStore` in Redis, shared by every club server, and the leases by
which one process at a time owns a table.

Keys (`{T}` is a Redis Cluster hash tag: a table's own keys live in one slot, so its scripts are
atomic there):

- `club:{T}:record` the record's header as JSON (game, players, options, **seed**: never sent to
  a client before the game is over); `club:{T}:actions` the actions, a list whose index is each
  action's revision; `club:{T}:lobby` the lobby entry as JSON; `club:{T}:tokens` seat token hash
  -> seat; `club:{T}:lease` the owning process's id, with an expiry (PX) the owner renews.
- `club:tables` every table by creation time (the lobby's order); `club:expiry` each table by its
  lease's expiry time (where a scan finds tables whose owner is gone); `club:token:<hash>` "T seat";
  `club:proc:<id>` a live process's address and its tables' connections, expiring;
  `club:servers` each server's address by its last renewal (the club's list in `welcome`).
"""

from __future__ import annotations

import json
import time
from typing import Any

from redis.asyncio import BlockingConnectionPool, Redis

from game.net.store import StaleRevision, TableStore

POOL = 32
"""Connections a server keeps to Redis at most."""
TIMEOUT = 5.0
"""Seconds a request to Redis may take: a Redis that stopped answering (not one that died,
whose refusal is immediate) fails the request rather than leaving its client hanging."""
TABLES = "club:tables"
EXPIRY = "club:expiry"
SERVERS = "club:servers"

APPEND = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return -1 end
if redis.call('LLEN', KEYS[2]) ~= tonumber(ARGV[2]) then return -2 end
redis.call('RPUSH', KEYS[2], ARGV[3])
return 1
"""
"""Append an action at a revision, only by the lease's owner and only at the record's end."""

RENEW = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
return 1
"""
"""Extend a lease, only by its owner (and note its new expiry for the scans)."""

OWNED_SET = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2])
return 1
"""
"""Write a table's lobby entry, only by the lease's owner."""

ACQUIRE = """
local owner = redis.call('GET', KEYS[1])
if owner == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
elseif owner then
  return 0
else
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
end
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
return 1
"""
"""Take a table's lease if nobody holds it, or hold on to it if this process still does (it
let the table go when Redis was away, and its lease outlived the outage)."""

RELEASE = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('ZADD', KEYS[2], 0, ARGV[2])
return 1
"""
"""Give a lease up (a clean stop), so another process takes the table at once."""


class LostLease(StaleRevision):
    """This process no longer owns the table (its lease expired and another took it)."""


def key(table_id: str, part: str) -> str:
    """A table's own key: `club:{T}:part`."""
    return f"club:{{{table_id}}}:{part}"


def _now_ms() -> int:
    return int(time.time() * 1000)


class RedisStore(TableStore):
    """Lobby, tokens and records in Redis; every write to a table checks this process's lease."""

    def __init__(self, redis: Redis, process_id: str, lease_ms: int = 3000, url: str = "") -> None:
        self.redis = redis
        self.url = url
        self.me = process_id
        self.lease_ms = lease_ms
        self._append = redis.register_script(APPEND)
        self._owned_set = redis.register_script(OWNED_SET)
        self._release = redis.register_script(RELEASE)
        self._acquire = redis.register_script(ACQUIRE)

    @classmethod
    def from_url(cls, url: str, process_id: str, lease_ms: int = 3000) -> RedisStore:
        """A store on the Redis at `url`; requests beyond `POOL` at once wait their turn (a
        burst of rejoins must queue, not fail)."""
        pool = BlockingConnectionPool.from_url(
            url,
            max_connections=POOL,
            timeout=20,
            decode_responses=True,
            socket_timeout=TIMEOUT,
            socket_connect_timeout=TIMEOUT,
        )
        return cls(Redis(connection_pool=pool), process_id, lease_ms, url)

    async def close(self) -> None:
        await self.redis.aclose()

    # -- TableStore --------------------------------------------------------------------------

    async def create(self, table_id: str, record: dict[str, Any], lobby: dict[str, Any]) -> None:
        now = _now_ms()
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.set(key(table_id, "lease"), self.me, px=self.lease_ms, nx=True)
            pipe.set(key(table_id, "record"), json.dumps({**record, "actions": []}))
            pipe.delete(key(table_id, "actions"))
            for action in record.get("actions", []):
                pipe.rpush(key(table_id, "actions"), action)
            pipe.set(key(table_id, "lobby"), json.dumps(lobby))
            pipe.zadd(TABLES, {table_id: now})
            pipe.zadd(EXPIRY, {table_id: now + self.lease_ms})
            taken, *_ = await pipe.execute()
        if not taken:
            raise LostLease(f"table {table_id} already has an owner")

    async def update_lobby(self, table_id: str, lobby: dict[str, Any]) -> None:
        await self._owned_set(
            keys=[key(table_id, "lease"), key(table_id, "lobby")], args=[self.me, json.dumps(lobby)]
        )

    async def lobby(self) -> list[dict[str, Any]]:
        table_ids = await self.redis.zrange(TABLES, 0, -1)
        if not table_ids:
            return []
        entries = await self.redis.mget([key(str(table_id), "lobby") for table_id in table_ids])
        return [json.loads(entry) for entry in entries if entry is not None]

    async def remove(self, table_id: str) -> None:
        hashes = await self.redis.hkeys(key(table_id, "tokens"))
        async with self.redis.pipeline(transaction=False) as pipe:
            for hashed in hashes:
                pipe.delete(f"club:token:{hashed!s}")
            for part in ("record", "actions", "lobby", "tokens", "lease"):
                pipe.delete(key(table_id, part))
            pipe.zrem(TABLES, table_id)
            pipe.zrem(EXPIRY, table_id)
            await pipe.execute()

    async def append_action(self, table_id: str, revision: int, action: str) -> None:
        result = await self._append(
            keys=[key(table_id, "lease"), key(table_id, "actions")],
            args=[self.me, revision, action],
        )
        if result == -1:
            raise LostLease(f"this process no longer owns table {table_id}")
        if result == -2:
            raise StaleRevision(f"the record of {table_id} does not hold {revision} actions")

    async def record(self, table_id: str) -> dict[str, Any] | None:
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.get(key(table_id, "record"))
            pipe.lrange(key(table_id, "actions"), 0, -1)
            header, actions = await pipe.execute()
        if header is None:
            return None
        return {**json.loads(header), "actions": actions}

    async def add_token(self, hashed: str, table_id: str, seat: int) -> None:
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.set(f"club:token:{hashed}", f"{table_id} {seat}")
            pipe.hset(key(table_id, "tokens"), hashed, seat)
            await pipe.execute()

    async def seat_of(self, hashed: str) -> tuple[str, int] | None:
        found = await self.redis.get(f"club:token:{hashed}")
        if found is None:
            return None
        table_id, seat = str(found).split(" ")
        return table_id, int(seat)

    async def drop_tokens(self, table_id: str, seat: int) -> None:
        tokens = await self.redis.hgetall(key(table_id, "tokens"))
        hashes = [str(hashed) for hashed, held in tokens.items() if int(held) == seat]
        if not hashes:
            return
        async with self.redis.pipeline(transaction=False) as pipe:
            pipe.hdel(key(table_id, "tokens"), *hashes)
            for hashed in hashes:
                pipe.delete(f"club:token:{hashed}")
            await pipe.execute()

    # -- what a club server adds: a table's lobby, its tokens' seats, the leases, presence ----

    async def lobby_of(self, table_id: str) -> dict[str, Any] | None:
        entry = await self.redis.get(key(table_id, "lobby"))
        return None if entry is None else json.loads(entry)

    async def seats_with_tokens(self, table_id: str) -> set[int]:
        return {int(seat) for seat in await self.redis.hvals(key(table_id, "tokens"))}

    async def acquire(self, table_id: str) -> bool:
        """Take the table's lease if nobody else holds it (and note its expiry for the scans)."""
        taken = await self._acquire(
            keys=[key(table_id, "lease"), EXPIRY],
            args=[self.me, self.lease_ms, _now_ms() + self.lease_ms, table_id],
        )
        return bool(taken)

    async def owner(self, table_id: str) -> str | None:
        owner = await self.redis.get(key(table_id, "lease"))
        return None if owner is None else str(owner)

    async def lease_left(self, table_id: str) -> float:
        """Seconds until the table's lease runs out (0 if it has none)."""
        left = await self.redis.pttl(key(table_id, "lease"))
        return max(0, int(left)) / 1000

    async def release(self, table_ids: list[str]) -> None:
        async with self.redis.pipeline(transaction=False) as pipe:
            for table_id in table_ids:
                await self._release(
                    keys=[key(table_id, "lease"), EXPIRY], args=[self.me, table_id], client=pipe
                )
            await pipe.execute()

    async def orphans(self, limit: int) -> list[str]:
        """Tables whose lease has run out (by the noted expiry times), oldest first."""
        found = await self.redis.zrangebyscore(EXPIRY, "-inf", _now_ms(), start=0, num=limit)
        return [str(table_id) for table_id in found]

    async def url_of(self, process_id: str) -> str | None:
        """The address of a live process, or None once its presence has expired."""
        presence = await self.redis.get(f"club:proc:{process_id}")
        return None if presence is None else json.loads(presence)["url"]

    async def drop_presence(self, url: str) -> None:
        """This process stops: it is no longer a live server of the club."""
        async with self.redis.pipeline(transaction=False) as pipe:
            pipe.delete(f"club:proc:{self.me}")
            pipe.zrem(SERVERS, url)
            await pipe.execute()
