"""Where a host keeps what outlives one connection: the lobby, the seat tokens and every table's
record. `TableStore` is the interface; `MemoryStore` keeps it in the host's memory (the embedded
host and `serve` without `--redis`); a shared store (Redis) plugs in behind the same methods.

The host appends each action to the table's record here before anyone is told its result, so a
table can be rebuilt from its store after a crash (the rules are deterministic).
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from typing import Any


def token_hash(token: str) -> str:
    """A seat token as stored: its SHA-256, so the store never holds the secret itself."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


class StaleRevision(Exception):
    """An action appended at a revision that is not the record's length (a second writer)."""


class TableStore(ABC):
    """The lobby, seat tokens and records of a host's tables. Every method is a coroutine, so a
    store on the network (Redis) never blocks the host's loop."""

    @abstractmethod
    async def create(self, table_id: str, record: dict[str, Any], lobby: dict[str, Any]) -> None:
        """A new table: its record (CONTRACT.md format, no actions yet) and its lobby entry."""

    @abstractmethod
    async def update_lobby(self, table_id: str, lobby: dict[str, Any]) -> None:
        """The table's lobby entry changed (a seat taken, the game started or over)."""

    @abstractmethod
    async def lobby(self) -> list[dict[str, Any]]:
        """Every table's lobby entry, oldest first."""

    @abstractmethod
    async def remove(self, table_id: str) -> None:
        """Forget a table: its lobby entry, record and tokens."""

    @abstractmethod
    async def append_action(self, table_id: str, revision: int, action: str) -> None:
        """Append `action` as the record's action number `revision`; StaleRevision unless the
        record holds exactly `revision` actions."""

    @abstractmethod
    async def record(self, table_id: str) -> dict[str, Any] | None:
        """The table's record with every action appended so far, or None."""

    @abstractmethod
    async def add_token(self, hashed: str, table_id: str, seat: int) -> None:
        """Remember a seat token (by its hash) for `seat` of `table_id`."""

    @abstractmethod
    async def seat_of(self, hashed: str) -> tuple[str, int] | None:
        """The table and seat of a token's hash, or None."""

    @abstractmethod
    async def drop_tokens(self, table_id: str, seat: int) -> None:
        """Forget every token of `seat` of `table_id` (its person left it)."""


class MemoryStore(TableStore):
    """A store in the host's own memory: gone with the process."""

    def __init__(self) -> None:
        self._records: dict[str, dict[str, Any]] = {}
        self._lobby: dict[str, dict[str, Any]] = {}
        self._tokens: dict[str, tuple[str, int]] = {}

    async def create(self, table_id: str, record: dict[str, Any], lobby: dict[str, Any]) -> None:
        self._records[table_id] = {**record, "actions": list(record.get("actions", []))}
        self._lobby[table_id] = lobby

    async def update_lobby(self, table_id: str, lobby: dict[str, Any]) -> None:
        if table_id in self._lobby:
            self._lobby[table_id] = lobby

    async def lobby(self) -> list[dict[str, Any]]:
        return list(self._lobby.values())

    async def remove(self, table_id: str) -> None:
        self._records.pop(table_id, None)
        self._lobby.pop(table_id, None)
        for hashed in [h for h, (table, _) in self._tokens.items() if table == table_id]:
            del self._tokens[hashed]

    async def append_action(self, table_id: str, revision: int, action: str) -> None:
        actions = self._records[table_id]["actions"]
        if len(actions) != revision:
            raise StaleRevision(f"record of {table_id} has {len(actions)} actions, not {revision}")
        actions.append(action)

    async def record(self, table_id: str) -> dict[str, Any] | None:
        record = self._records.get(table_id)
        return None if record is None else {**record, "actions": list(record["actions"])}

    async def add_token(self, hashed: str, table_id: str, seat: int) -> None:
        self._tokens[hashed] = (table_id, seat)

    async def seat_of(self, hashed: str) -> tuple[str, int] | None:
        return self._tokens.get(hashed)

    async def drop_tokens(self, table_id: str, seat: int) -> None:
        for hashed in [h for h, found in self._tokens.items() if found == (table_id, seat)]:
            del self._tokens[hashed]
