"""`ClubHost`: a host that shares its lobby, tokens and records through Redis with the other
processes of a club, owns its tables by leases it renews, takes over the tables of a process
that died, and passes a client through to the owner of a table it does not own.

How a table finds its process (docs/protocol.md, "Several servers"): any server accepts a
`join`, `rejoin` or `watch` for any table. If it owns the table it seats the client; if another
live process owns it, it relays the client there; if nobody holds the lease (its owner died and
the lease ran out), it takes the lease, rebuilds the table from its record and seats the client.
A scan loop also takes over tables whose lease ran out, so computer seats and the lobby carry on
even before anyone comes back.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import socket
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any

from redis.exceptions import RedisError
from websockets.asyncio.server import ServerConnection

from game.core.errors import RecordError
from game.net.club.leases import LeaseKeeper
from game.net.club.redis_store import LostLease, RedisStore
from game.net.club.relay import RESTART, Relay
from game.net.host import Connection, Host
from game.net.limits import Limits
from game.net.store import StaleRevision, token_hash
from game.net.table import HostedTable, TableSeat
from game.net.wire import BadFrame
from game.records import PlayedGame, Record

log = logging.getLogger(__name__)

SEATING = ("join", "rejoin", "watch")


@dataclass(frozen=True)
class ClubTimes:
    """The club's clocks: how long a lease lasts, how often it is renewed and orphans sought."""

    lease: float = 3.0
    renew_every: float = 1.0
    scan_every: float = 1.0
    scan_batch: int = 200
    """Most orphaned tables one scan takes over."""
    find_owner_for: float = 6.0
    """How long a seating request waits for a dead owner's lease to run out before `retry`."""
    max_per_address: int = 64
    """Connections one address may hold open to this process at once (0: no cap)."""


def _snapshot(table_map: dict[str, Any]) -> list[str]:
    """The keys of a dict the event loop may change meanwhile (read from another thread)."""
    for _ in range(10):
        try:
            return list(table_map)
        except RuntimeError:
            continue
    return []


def process_id() -> str:
    """This process's name in the club: host, pid and a random part (a pid is reused)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


class ClubHost(Host):
    """A club server: `Host` on a `RedisStore`, with leases, takeover and relays."""

    store: RedisStore

    def __init__(
        self,
        store: RedisStore,
        limits: Limits | None = None,
        times: ClubTimes | None = None,
        executor: Executor | None = None,
        public_url: str | None = None,
    ) -> None:
        super().__init__(store, limits, executor)
        self.public_url = public_url
        self.times = times or ClubTimes()
        self.relays: dict[Connection, Relay] = {}
        self.per_address: dict[str, int] = {}
        self.taking: dict[str, asyncio.Future[None]] = {}
        """Tables being taken over now: requests for them wait for the rebuild."""
        self._loops: list[asyncio.Task[None]] = []
        self.keeper: LeaseKeeper | None = None
        self._connections: dict[ServerConnection, Connection] = {}

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> tuple[str, int]:
        address = await super().start(host, port)
        loop = asyncio.get_running_loop()
        self.keeper = LeaseKeeper(
            self.store.url,
            self.store.me,
            self.store.lease_ms,
            self.times.renew_every,
            owned=lambda: (_snapshot(self.tables), _snapshot(self.taking)),
            lost=lambda table_ids: loop.call_soon_threadsafe(self._let_go_all, table_ids),
            presence=self._presence,
        )
        self.keeper.renew_once()
        self.keeper.start()
        self._loops = [loop.create_task(self._scan_loop())]
        return address

    async def stop(self) -> None:
        """Stop, giving up every lease so another process takes the tables over at once."""
        for task in self._loops:
            task.cancel()
        if self.keeper is not None:
            self.keeper.stop()
        for relay in list(self.relays.values()):
            await relay.close()
        owned = list(self.tables)
        await super().stop()
        with contextlib.suppress(Exception):
            await self.store.release(owned)
            await self.store.drop_presence(self.url)

    @property
    def url(self) -> str:
        """Where clients and the club's other servers reach this one: `public_url` if given
        (a server listening on 0.0.0.0, or behind a proxy), else the address it listens on."""
        return self.public_url or super().url

    def welcome_fields(self) -> dict[str, Any]:
        """The club's live servers, for a client to reconnect to when this one dies."""
        return {"servers": list(self.keeper.servers) if self.keeper is not None else [self.url]}

    # -- connections -----------------------------------------------------------------------

    async def _serve_connection(self, ws: ServerConnection) -> None:
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        cap = self.times.max_per_address
        if cap and self.per_address.get(address, 0) >= cap:
            await ws.close(1008, "too many connections from one address")
            return
        self.per_address[address] = self.per_address.get(address, 0) + 1
        try:
            await super()._serve_connection(ws)
        finally:
            self.per_address[address] -= 1
            if not self.per_address[address]:
                del self.per_address[address]

    async def _on_message(self, connection: Connection, data: dict[str, Any]) -> None:
        try:
            await self._club_message(connection, data)
        except RedisError as error:
            # Redis is away (restarting). A rejoin is what a client sends by itself after a
            # drop: it is closed as by a restart, and reconnects and rejoins on its own. Any
            # other request is refused with `retry`: ask again in a moment.
            log.warning("refused a %s while Redis is away: %s", data.get("type"), error)
            if data.get("type") == "rejoin":
                await connection.ws.close(RESTART, "the club's store is restarting")
                return
            raise BadFrame("retry") from None

    async def _club_message(self, connection: Connection, data: dict[str, Any]) -> None:
        relay = self.relays.get(connection)
        if relay is not None:
            await relay.forward(data)
            return
        if data.get("type") in SEATING and connection.greeted and connection.table is None:
            table_id = await self._table_named(data)
            if table_id is not None and table_id not in self.tables:
                relay = await self._find_owner(table_id, connection, data)
                if relay is not None:
                    return
        await super()._on_message(connection, data)

    async def _left(self, connection: Connection) -> None:
        relay = self.relays.pop(connection, None)
        if relay is not None:
            await relay.close()
            return
        await super()._left(connection)

    async def _table_named(self, data: dict[str, Any]) -> str | None:
        """The table a seating request is for (a `rejoin` names it by its token)."""
        if data["type"] == "rejoin":
            token = data.get("token")
            if not isinstance(token, str):
                return None
            found = await self.store.seat_of(token_hash(token[:200]))
            return None if found is None else found[0]
        table_id = data.get("table")
        return table_id if isinstance(table_id, str) else None

    async def _find_owner(
        self, table_id: str, connection: Connection, data: dict[str, Any]
    ) -> Relay | None:
        """Make `table_id` this process's, or relay `connection` to its live owner (returned);
        None once the table is here (or does not exist: the host then says so)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.times.find_owner_for
        while loop.time() < deadline:
            taking = self.taking.get(table_id)
            if taking is not None:
                await asyncio.shield(taking)
            if table_id in self.tables:
                return None
            owner = await self.store.owner(table_id)
            if owner in (None, self.store.me):
                # Nobody holds it, or this process does but let it go while Redis was away.
                if await self._take_over(table_id) or table_id in self.tables:
                    return None
                if await self.store.record(table_id) is None:
                    return None
                continue
            url = await self.store.url_of(owner)
            if url is not None:
                relay = await Relay.open(url, connection.name, data)
                if relay is not None:
                    self._relay(connection, relay)
                    return relay
            left = await self.store.lease_left(table_id)
            await asyncio.sleep(min(1.0, max(0.05, left + 0.02)))
        raise BadFrame("retry")

    def _relay(self, connection: Connection, relay: Relay) -> None:
        self.relays[connection] = relay

        def deliver(text: str) -> None:
            if connection.closed:
                return
            try:
                connection.outgoing.put_nowait(text)
            except asyncio.QueueFull:
                connection.abort()

        async def ended() -> None:
            if self.relays.pop(connection, None) is not None and not connection.closed:
                await connection.ws.close(RESTART, "the table moved to another server")

        relay.start(deliver, ended)

    # -- ownership -------------------------------------------------------------------------

    async def _take_over(self, table_id: str) -> bool:
        """Take a table whose lease ran out and rebuild it from its record; False if another
        process took it first or it is gone. Requests for the table wait until it is done."""
        if table_id in self.taking or table_id in self.tables:
            return False
        done = asyncio.get_running_loop().create_future()
        self.taking[table_id] = done
        try:
            return await self._rebuild(table_id)
        finally:
            del self.taking[table_id]
            done.set_result(None)

    async def _rebuild(self, table_id: str) -> bool:
        if not await self.store.acquire(table_id):
            return False
        record = await self.store.record(table_id)
        lobby = await self.store.lobby_of(table_id)
        if record is None or lobby is None:
            await self.store.remove(table_id)
            return False
        try:
            played = PlayedGame(Record.from_json(record))
        except RecordError:
            log.exception("table %s has a record that does not replay", table_id)
            await self.store.release([table_id])
            return False
        tokened = await self.store.seats_with_tokens(table_id)
        seats = [
            TableSeat(
                entry["kind"],
                entry["name"],
                entry.get("level", "normal"),
                entry["taken"] or index in tokened,
                standing_in=entry.get("standing_in", False),
            )
            for index, entry in enumerate(lobby["seats"])
        ]
        table = HostedTable(table_id, lobby["title"], played, seats)
        self.tables[table_id] = table
        self.members[table_id] = set()
        self.locks[table_id] = asyncio.Lock()
        loop = asyncio.get_running_loop()
        if played.state.is_over:
            loop.call_later(self.limits.keep_over, lambda: self._later(self._forget(table)))
        else:
            for index, seat in enumerate(seats):
                if seat.person and seat.taken and not seat.standing_in:
                    self.timers[(table_id, index)] = loop.call_later(
                        self.limits.away_timeout, self._away, table, index
                    )
        await self._seats_changed(table)
        if table.started:
            self._drive(table)
        log.info("took over table %s at revision %d", table_id, table.revision)
        return True

    def _let_go(self, table_id: str) -> None:
        """This process lost the table's lease: forget it here (its record stays) and close its
        connections, whose clients reconnect to its new owner."""
        table = self.tables.pop(table_id, None)
        self.locks.pop(table_id, None)
        task = self.thinking.pop(table_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        for (timer_table, seat), handle in list(self.timers.items()):
            if timer_table == table_id:
                handle.cancel()
                del self.timers[(timer_table, seat)]
        for member in self.members.pop(table_id, set()):
            member.table = None
            self._later(member.ws.close(RESTART, "the table moved to another server"))
        if table is not None:
            log.warning("let table %s go", table_id)

    async def _apply(self, table: HostedTable, action: str) -> None:
        try:
            await super()._apply(table, action)
        except LostLease:
            self._let_go(table.table_id)
        except (StaleRevision, RedisError):
            # Redis lost what this process wrote, or cannot be reached: nothing is told of the
            # action; the table is rebuilt from its record by whichever server next holds it.
            log.exception("the record of table %s could not be appended", table.table_id)
            self._let_go(table.table_id)

    async def _seats_changed(self, table: HostedTable) -> None:
        try:
            await super()._seats_changed(table)
        except RedisError:
            # Its lobby entry cannot be written: Redis is away, and the table's next action
            # could not be recorded either. Let it go now; it is taken back once Redis is.
            log.warning("the lobby of table %s could not be written", table.table_id)
            self._let_go(table.table_id)

    async def _forget(self, table: HostedTable) -> None:
        try:
            await super()._forget(table)
        except RedisError:
            # Its keys stay; once Redis is back a scan takes the finished table over and
            # forgets it again after `keep_over`.
            log.warning("the finished table %s could not be removed", table.table_id)

    # -- the loops -------------------------------------------------------------------------

    def _presence(self) -> dict[str, object]:
        """This process's address and its tables' connections (read from the lease thread)."""
        members = _snapshot(self.members)
        return {"url": self.url, "tables": {t: len(self.members.get(t, ())) for t in members}}

    def _let_go_all(self, table_ids: list[str]) -> None:
        for table_id in table_ids:
            if table_id in self.tables:
                log.warning("lost the lease of table %s", table_id)
                self._let_go(table_id)

    async def _scan_loop(self) -> None:
        while True:
            await asyncio.sleep(self.times.scan_every * (0.5 + secrets.randbelow(100) / 100))
            try:
                for table_id in await self.store.orphans(self.times.scan_batch):
                    if table_id not in self.tables:
                        await self._take_over(table_id)
            except RedisError as error:  # Redis is away: a line a scan, not a traceback
                log.warning("looking for orphaned tables failed: %s", error)
            except Exception:
                log.exception("looking for orphaned tables failed")
