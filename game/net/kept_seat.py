"""The seat this computer's person holds at a table on another computer, kept in the data folder
while its game goes on, so that the app, started again after a crash or a quit, takes it back
(the menu's Continue). Its token is the seat's only proof, so the file is written as the
person's alone (`write_atomically` makes it with mode 0600); it goes once the game is over, the
person leaves the table, or the host no longer knows the token."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game.core.messages import N_, Message, quote
from game.paths import user_data_dir
from game.shapes import LIST, STRING, WrongShape, expect, expect_object
from game.storage import (
    SMALL_LIMIT,
    BadFile,
    is_present,
    keep_aside,
    read_json,
    remove_file,
    write_atomically,
)

SEAT_FILE = "table-seat.json"
# TRANSLATORS: {reason} says what is wrong with the file, {kept} where it was put aside.
FORGOTTEN = N_("Your seat at a table on another computer was forgotten because {reason}; {kept}.")


@dataclass(frozen=True)
class KeptSeat:
    """Where the table is (`ws://` or `wss://` URL), which table, the seat's token, and the
    club's other servers, to try when that one is gone."""

    url: str
    table: str
    token: str
    servers: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, data: Any) -> KeptSeat:
        """Read a kept seat; anything of another shape raises WrongShape."""
        expect_object(data)
        for key in data:
            if key not in ("url", "table", "token", "servers"):
                raise WrongShape(Message(N_("it has an unknown field {key}"), {"key": quote(key)}))
        for key in ("url", "table", "token"):
            expect(data.get(key), STRING, key)
        servers = data.get("servers", [])
        expect(servers, LIST, "servers")
        for server in servers:
            expect(server, STRING, "servers")
        if not data["url"].startswith(("ws://", "wss://")):
            raise WrongShape(
                Message(N_("{url} is not the address of a table host"), {"url": quote(data["url"])})
            )
        return cls(data["url"], data["table"], data["token"], tuple(servers))


def seat_path(folder: Path | None = None) -> Path:
    return (folder or user_data_dir()) / SEAT_FILE


def has_kept_seat(folder: Path | None = None) -> bool:
    """True when a seat is written down (read, and checked, only when taken back)."""
    return is_present(seat_path(folder))


def load_kept_seat(folder: Path | None = None) -> tuple[KeptSeat | None, Message | None]:
    """The kept seat, or None; a bad file is set aside and a sentence says so."""
    path = seat_path(folder)
    if not is_present(path):
        return None, None
    try:
        return KeptSeat.from_json(read_json(path, SMALL_LIMIT)), None
    except BadFile as error:
        return None, keep_aside(path, FORGOTTEN, error.message)


def keep_seat(seat: KeptSeat, folder: Path | None = None) -> None:
    """Write the seat down (atomically). OSError when it cannot be."""
    write_atomically(seat_path(folder), json.dumps(asdict(seat)) + "\n")


def forget_seat(folder: Path | None = None) -> None:
    """The seat is no longer this person's to take back. OSError when the file stays."""
    remove_file(seat_path(folder))
