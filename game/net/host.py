"""The host: tables for connections over WebSocket (docs/protocol.md), on an asyncio loop.

The host is the authority: each table's game, its computer players and its record live here, and
a connection only ever receives what its seat may see (`HostedTable.state_message`). Each action
is appended to the store's record before anyone is told its result. Computer players think in a
worker process, so a search never holds up the loop; `HostThread` runs a host in its own thread,
so an app's frame loop never waits on the network.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import secrets
import socket
import ssl
import threading
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.ai.levels import make_player
from game.ai.thinker import decide
from game.core.errors import RecordError
from game.core.messages import N_, Message
from game.lifeline import end_with_parent
from game.net.limits import Limits, TokenBucket
from game.net.public import PUBLIC
from game.net.store import MemoryStore, TableStore, token_hash
from game.net.table import PERSON, RESERVED, STAND_IN_LEVEL, HostedTable
from game.net.wire import (
    MAX_FRAME,
    SUPPORTED_VERSIONS,
    VERSION,
    BadFrame,
    decode,
    display_text,
    encode,
    field,
    message_json,
)

PING_INTERVAL = 20.0
TOKEN_BYTES = 32
"""A seat token's randomness: 32 bytes, 43 characters of URL-safe base64."""


class Connection:
    """One client: what it has said, where it sits, and its own queue of messages to send."""

    def __init__(self, ws: ServerConnection, limits: Limits) -> None:
        self.ws = ws
        self.limits = limits
        sock = ws.transport.get_extra_info("socket")
        if sock is not None:  # the kernel's buffer too, so a client that never reads is seen
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, limits.write_buffer)
        self.outgoing: asyncio.Queue[str] = asyncio.Queue(limits.send_queue)
        self.bucket = TokenBucket(limits.rate, limits.burst)
        self.strikes = 0
        self.greeted = False
        self.created = 0
        self.name = "Player"
        self.table: HostedTable | None = None
        self.viewer: int = PUBLIC
        """The seat this connection plays, or PUBLIC for a watcher."""
        self.cursor = 0
        """How many of the table's events this connection has been sent."""
        self.closed = False

    def send(self, message: dict[str, Any]) -> None:
        """Queue a message; a client whose queue is full does not read, and is let go."""
        if self.closed:
            return
        try:
            self.outgoing.put_nowait(encode(message))
        except asyncio.QueueFull:
            self.abort()

    def error(self, problem: BadFrame) -> None:
        self.send(
            {"type": "error", "error": problem.code, "message": message_json(problem.message)}
        )

    def abort(self) -> None:
        """Drop the connection at once, without a closing handshake (it does not read)."""
        self.closed = True
        self.ws.transport.abort()

    async def write_loop(self) -> None:
        """Send the queued messages in order; a send that waits too long drops the client."""
        while True:
            text = await self.outgoing.get()
            try:
                await asyncio.wait_for(self.ws.send(text), self.limits.write_timeout)
            except TimeoutError:
                self.abort()
                return
            except ConnectionClosed:
                return


class Host:
    """The tables of one host and the server that lets connections at them."""

    def __init__(
        self,
        store: TableStore | None = None,
        limits: Limits | None = None,
        executor: Executor | None = None,
    ) -> None:
        self.store = store or MemoryStore()
        self.limits = limits or Limits()
        self.tables: dict[str, HostedTable] = {}
        self.members: dict[str, set[Connection]] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.thinking: dict[str, asyncio.Task[None]] = {}
        self.timers: dict[tuple[str, int], asyncio.TimerHandle] = {}
        self._executor = executor
        self._own_executor: ProcessPoolExecutor | None = None
        self._server: Server | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self.address: tuple[str, int] | None = None
        self.tls: ssl.SSLContext | None = None
        """Set before `start` to serve wss:// (`serve --certfile/--keyfile`)."""

    # -- the server ------------------------------------------------------------------------

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> tuple[str, int]:
        """Accept connections on `host`:`port` (0: a free port); the address taken."""
        self._server = await serve(
            self._serve_connection,
            host,
            port,
            max_size=MAX_FRAME,
            max_queue=16,
            write_limit=self.limits.write_buffer,
            compression=None,
            ping_interval=PING_INTERVAL,
            ping_timeout=PING_INTERVAL,
            close_timeout=2,
            ssl=self.tls,
        )
        name, real_port = next(iter(self._server.sockets)).getsockname()[:2]
        self.address = (name, real_port)
        return self.address

    @property
    def url(self) -> str:
        assert self.address is not None, "the host has not started"
        scheme = "ws" if self.tls is None else "wss"
        return f"{scheme}://{self.address[0]}:{self.address[1]}"

    async def stop(self) -> None:
        """Close every connection (their tables' records stay in the store) and stop."""
        for handle in self.timers.values():
            handle.cancel()
        for task in [*self.thinking.values(), *self._tasks]:
            task.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        if self._own_executor is not None:
            self._own_executor.shutdown(wait=False, cancel_futures=True)

    @property
    def executor(self) -> Executor:
        """Where computer players think: the one given, else a worker process of the host's."""
        if self._executor is None:
            self._own_executor = ProcessPoolExecutor(
                1, mp_context=multiprocessing.get_context("spawn"), initializer=end_with_parent
            )  # a host killed with kill -9 leaves no worker behind
            self._executor = self._own_executor
        return self._executor

    def _later(self, coroutine: Any) -> None:
        """Run `coroutine` as a task the host keeps until it is done."""
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _serve_connection(self, ws: ServerConnection) -> None:
        connection = Connection(ws, self.limits)
        writer = asyncio.create_task(connection.write_loop())
        try:
            async for frame in ws:
                if not connection.bucket.take():
                    connection.strikes += 1
                    if connection.strikes > self.limits.strikes:
                        await ws.close(1008, "too many messages")
                        break
                    connection.error(BadFrame("too_many"))
                    continue
                try:
                    await self._on_message(connection, decode(frame))
                except BadFrame as problem:
                    connection.error(problem)
                    if problem.code == "unsupported_version":
                        await asyncio.sleep(0.1)
                        await ws.close(1002, "unsupported protocol version")
                        break
        except ConnectionClosed:
            pass
        finally:
            connection.closed = True
            writer.cancel()
            await self._left(connection)

    # -- messages --------------------------------------------------------------------------

    async def _on_message(self, connection: Connection, data: dict[str, Any]) -> None:
        kind = data["type"]
        if kind == "hello":
            self._hello(connection, data)
            return
        if not connection.greeted:
            raise BadFrame("say_hello")
        handlers = {
            "list": self._list,
            "create": self._create,
            "join": self._join,
            "rejoin": self._rejoin,
            "watch": self._watch,
            "act": self._act,
            "leave": self._leave,
        }
        handler = handlers.get(kind)
        if handler is None:
            raise BadFrame(
                "bad_message",
                {"reason": Message(N_("there is no message type {kind}"), {"kind": kind[:40]})},
            )
        await handler(connection, data)

    def _hello(self, connection: Connection, data: dict[str, Any]) -> None:
        version = field(data, "version", int)
        if version not in SUPPORTED_VERSIONS:
            raise BadFrame(
                "unsupported_version",
                {"supported": ", ".join(map(str, SUPPORTED_VERSIONS)), "version": version},
            )
        connection.greeted = True
        connection.name = display_text(data.get("name"), connection.name)
        connection.send(
            {
                "type": "welcome",
                "version": VERSION,
                "server": "trio-table",
                **_catalogue(),
                **self.welcome_fields(),
            }
        )

    def welcome_fields(self) -> dict[str, Any]:
        """What a kind of host adds to its `welcome` (a club: its servers)."""
        return {}

    async def _list(self, connection: Connection, data: dict[str, Any]) -> None:
        connection.send({"type": "tables", "tables": await self.store.lobby()})

    async def _create(self, connection: Connection, data: dict[str, Any]) -> None:
        if (
            len(self.tables) >= self.limits.max_tables
            or connection.created >= self.limits.tables_per_connection
        ):
            raise BadFrame("too_many_tables")
        title = display_text(data.get("title"), f"{connection.name}'s table")
        try:
            table = HostedTable.create(
                secrets.token_urlsafe(6),
                title,
                data.get("game"),
                field(data, "players", int),
                data.get("options"),
                data.get("seats"),
            )
        except RecordError as error:
            raise BadFrame("bad_game", {"reason": error.message}) from None
        table_id = table.table_id
        await self.store.create(table_id, table.record_header(), table.lobby_json())
        connection.created += 1
        self.tables[table_id] = table
        self.members[table_id] = set()
        self.locks[table_id] = asyncio.Lock()
        tokens = {}
        for index, seat in enumerate(table.seats):
            if seat.kind == RESERVED:
                token = secrets.token_urlsafe(TOKEN_BYTES)
                await self.store.add_token(token_hash(token), table_id, index)
                tokens[str(index)] = token
                seat.taken = True
        connection.send({"type": "created", "table": table_id, "tokens": tokens})
        await self._seats_changed(table)
        if table.started:
            self._game_started(table)

    def _table(self, data: dict[str, Any]) -> HostedTable:
        table_id = field(data, "table", str)
        table = self.tables.get(table_id)
        if table is None:
            raise BadFrame("no_table", {"table": table_id[:40]})
        return table

    async def _join(self, connection: Connection, data: dict[str, Any]) -> None:
        if connection.table is not None:
            raise BadFrame("already_seated")
        table = self._table(data)
        free = table.free_seat(field(data, "seat", int, None))
        if isinstance(free, Message):
            raise BadFrame("seat_taken", {"reason": free})
        seat = table.seats[free]
        was_started = table.started
        seat.taken = True
        seat.name = display_text(data.get("name"), connection.name)
        token = secrets.token_urlsafe(TOKEN_BYTES)
        try:
            await self.store.add_token(token_hash(token), table.table_id, free)
        except Exception:
            seat.taken = False  # nobody holds a token for it: the seat is free again
            raise
        connection.send({"type": "joined", "table": table.table_id, "seat": free, "token": token})
        self._attach(connection, table, free)
        await self._seats_changed(table)
        if table.started and not was_started:
            self._game_started(table)

    async def _rejoin(self, connection: Connection, data: dict[str, Any]) -> None:
        if connection.table is not None:
            raise BadFrame("already_seated")
        token = field(data, "token", str)
        found = await self.store.seat_of(token_hash(token[:200]))
        table = None if found is None else self.tables.get(found[0])
        if found is None or table is None:
            raise BadFrame("bad_token")
        index = found[1]
        for other in list(self.members[table.table_id]):
            if other.viewer == index:
                other.closed = True
                self.members[table.table_id].discard(other)
                table.seats[index].connections -= 1
                self._later(other.ws.close(1000, "the seat was taken again elsewhere"))
        timer = self.timers.pop((table.table_id, index), None)
        if timer is not None:
            timer.cancel()
        seat = table.seats[index]
        connection.send({"type": "joined", "table": table.table_id, "seat": index, "token": token})
        self._attach(connection, table, index)
        if seat.standing_in:
            seat.standing_in = False
            task = self.thinking.get(table.table_id)
            if task is not None and table.played.state.to_move == index:
                task.cancel()
            self._notice(
                table, index, Message(N_("{name} is back and plays again"), {"name": seat.name})
            )
        await self._seats_changed(table)

    async def _watch(self, connection: Connection, data: dict[str, Any]) -> None:
        if connection.table is not None:
            raise BadFrame("already_seated")
        table = self._table(data)
        table.spectators += 1
        connection.send({"type": "watching", "table": table.table_id})
        self._attach(connection, table, PUBLIC)
        await self._seats_changed(table)

    async def _act(self, connection: Connection, data: dict[str, Any]) -> None:
        table = connection.table
        if table is None:
            raise BadFrame("not_seated")
        action = field(data, "action", str)
        revision = field(data, "revision", int)
        async with self.locks[table.table_id]:
            reason = table.refusal(connection.viewer, action, revision)
            if reason is not None:
                connection.send(
                    {
                        "type": "refused",
                        "action": action[:64],
                        "revision": table.revision,
                        "reason": message_json(reason),
                    }
                )
                return
            await self._apply(table, action)

    # -- the tables ------------------------------------------------------------------------

    async def _leave(self, connection: Connection, data: dict[str, Any]) -> None:
        """A person gives up their seat before the game starts: its tokens go, the seat is free
        for anyone (a reserved one too), and a table nobody is seated at any more goes."""
        table = connection.table
        if table is None or connection.viewer == PUBLIC:
            raise BadFrame("not_seated")
        if table.started:
            raise BadFrame("game_started")
        index = connection.viewer
        await self.store.drop_tokens(table.table_id, index)
        for member in [m for m in self.members[table.table_id] if m.viewer == index]:
            self.members[table.table_id].discard(member)
            member.table, member.viewer = None, PUBLIC
            if member is not connection:
                self._later(member.ws.close(1000, "the seat was left"))
        seat = table.seats[index]
        seat.connections, seat.taken = 0, False
        if seat.kind == RESERVED:
            seat.kind = PERSON
        connection.send({"type": "left", "table": table.table_id})
        if not any(other.person and other.taken for other in table.seats):
            await self._forget(table)
        else:
            await self._seats_changed(table)

    def _attach(self, connection: Connection, table: HostedTable, viewer: int) -> None:
        connection.table = table
        connection.viewer = viewer
        connection.cursor = 0
        self.members[table.table_id].add(connection)
        if viewer != PUBLIC:
            table.seats[viewer].connections += 1
        if table.started:
            self._send_state(connection)
            if table.played.state.is_over:
                connection.send(table.over_message())

    def _send_state(self, connection: Connection) -> None:
        table = connection.table
        assert table is not None
        connection.send(table.state_message(connection.viewer, connection.cursor))
        connection.cursor = len(table.played.events)

    async def _left(self, connection: Connection) -> None:
        table = connection.table
        if table is None or connection not in self.members.get(table.table_id, ()):
            return
        self.members[table.table_id].discard(connection)
        if connection.viewer == PUBLIC:
            table.spectators -= 1
        else:
            seat = table.seats[connection.viewer]
            seat.connections -= 1
            if seat.connections == 0 and not table.played.state.is_over:
                key = (table.table_id, connection.viewer)
                self.timers[key] = asyncio.get_running_loop().call_later(
                    self.limits.away_timeout, self._away, table, connection.viewer
                )
        await self._seats_changed(table)

    def _away(self, table: HostedTable, index: int) -> None:
        """The wait for a dropped person is over: a computer plays their seat until they return."""
        self.timers.pop((table.table_id, index), None)
        seat = table.seats[index]
        if seat.connections or table.played.state.is_over or table.table_id not in self.tables:
            return
        seat.standing_in = True
        self._notice(
            table,
            index,
            Message(
                N_("{name} is away: a computer plays for them until they return"),
                {"name": seat.name},
            ),
        )
        self._later(self._seats_changed(table))
        self._drive(table)

    def _notice(self, table: HostedTable, seat: int, message: Message) -> None:
        notice = {
            "type": "notice",
            "table": table.table_id,
            "seat": seat,
            "message": message_json(message),
        }
        for member in self.members[table.table_id]:
            member.send(notice)

    async def _seats_changed(self, table: HostedTable) -> None:
        lobby = table.lobby_json()
        await self.store.update_lobby(table.table_id, lobby)
        message = {"type": "lobby", **lobby}
        for member in self.members.get(table.table_id, ()):
            member.send(message)

    def _game_started(self, table: HostedTable) -> None:
        for member in self.members[table.table_id]:
            self._send_state(member)
        self._drive(table)

    async def _apply(self, table: HostedTable, action: str) -> None:
        """Take a checked action: the record first, then the game, then every connection."""
        await self.store.append_action(table.table_id, table.revision, action)
        table.played.play(action)
        for member in self.members[table.table_id]:
            self._send_state(member)
        if table.played.state.is_over:
            await self._finished(table)
        else:
            self._drive(table)

    async def _finished(self, table: HostedTable) -> None:
        over = table.over_message()
        for member in self.members[table.table_id]:
            member.send(over)
        await self._seats_changed(table)
        asyncio.get_running_loop().call_later(
            self.limits.keep_over, lambda: self._later(self._forget(table))
        )

    async def _forget(self, table: HostedTable) -> None:
        """Let a finished table go (its connections stay open until their clients close)."""
        self.tables.pop(table.table_id, None)
        self.locks.pop(table.table_id, None)
        for member in self.members.pop(table.table_id, set()):
            member.table = None
        await self.store.remove(table.table_id)

    def _drive(self, table: HostedTable) -> None:
        """Let a computer think when the seat to move is one's (or a stand-in's)."""
        state = table.played.state
        seat = state.to_move
        if seat is None or not table.started or not table.seats[seat].played_by_computer:
            return
        running = self.thinking.get(table.table_id)
        if running is not None and not running.done() and running is not asyncio.current_task():
            return
        task = asyncio.get_running_loop().create_task(self._think(table, seat, table.revision))
        self.thinking[table.table_id] = task

    async def _think(self, table: HostedTable, index: int, revision: int) -> None:
        try:
            seat = table.seats[index]
            automatic = table.played.state.automatic_action()
            if automatic is not None:
                action = str(automatic)
            else:
                if seat.player is None:
                    level = seat.level if not seat.person else STAND_IN_LEVEL
                    seat.player = make_player(table.game, level, secrets.randbelow(2**32))
                observation = table.played.observation(index)
                loop = asyncio.get_running_loop()
                chosen, seat.player = await loop.run_in_executor(
                    self.executor, decide, seat.player, observation
                )
                action = str(chosen)
            async with self.locks[table.table_id]:
                state = table.played.state
                if (
                    table.revision == revision
                    and state.to_move == index
                    and seat.played_by_computer
                ):
                    await self._apply(table, action)
        finally:
            if self.thinking.get(table.table_id) is asyncio.current_task():
                del self.thinking[table.table_id]


def _catalogue() -> dict[str, Any]:
    """The games and levels a `welcome` offers."""
    from game.ai.levels import LEVELS
    from game.games import GAME_NAMES
    from game.rules import find_game

    games = []
    for name in GAME_NAMES:
        rules = find_game(name)
        defaults = {key: spec.default for key, spec in rules.option_specs.items()}
        counts = rules.player_counts(defaults)
        games.append(
            {
                "game": name,
                "title": rules.title,
                "players": [counts.start, counts.stop - 1],
                "options": {
                    key: {
                        "default": spec.default,
                        "values": None if spec.choices is None else list(spec.choices),
                    }
                    for key, spec in rules.option_specs.items()
                },
            }
        )
    return {"games": games, "levels": list(LEVELS)}


class HostThread:
    """A host on its own asyncio loop in its own thread: the app's frame loop never waits on
    the network. `start()` returns once it accepts connections; `stop()` closes it."""

    def __init__(self, host: Host, address: tuple[str, int] = ("127.0.0.1", 0)) -> None:
        self.host = host
        self.address = address
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, name="table-host", daemon=True)
        self._failure: BaseException | None = None

    def start(self, timeout: float = 10.0) -> str:
        """Start the host; its URL (`ws://HOST:PORT`)."""
        self._thread.start()
        if not self._ready.wait(timeout) or self._failure is not None:
            raise RuntimeError(f"the table host did not start: {self._failure}")
        return self.host.url

    def _run(self) -> None:
        loop = self._loop = asyncio.new_event_loop()
        try:
            self._stop = asyncio.Event()
            loop.run_until_complete(self.host.start(*self.address))
        except BaseException as error:  # the caller of start() hears of it
            self._failure = error
            self._ready.set()
            loop.close()
            return
        self._ready.set()
        loop.run_until_complete(self._stop.wait())
        loop.run_until_complete(self.host.stop())
        loop.close()

    def call(self, coroutine: Any, timeout: float = 5.0) -> Any:
        """Run `coroutine` on the host's loop from another thread and return its result."""
        assert self._loop is not None
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout)

    def stop(self, timeout: float = 10.0) -> None:
        """Close every connection and end the thread."""
        if self._loop is not None and self._stop is not None and self._thread.is_alive():
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout)
