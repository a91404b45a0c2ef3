"""The lobby of a networked table: who sits where and who has joined, until the game starts;
then the game's own table opens on the connection. The host's app starts here after "Host a
table" (its own seat is the table's reserved one), a joining app after "Join"."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from game.core.messages import N_, Message
from game.match import COMPUTER, Seat
from game.net.client import LINK, ClientThread
from game.net.kept_seat import KeptSeat
from game.net.remote import RemoteMatch
from game.net.wire import message_from_json
from game.rules import find_game
from scenes.net.session import (
    Hosting,
    forget_table_seat,
    network_name,
    open_table,
    remember_seat,
)
from scenes.ui_scene import UIScene

GONE = ("bad_token", "no_table")
"""The host's errors that say a seat is not there to take back."""
POLL_SECONDS = 1 / 30
"""How often the lobby looks at the connection while nothing else happens."""
LEVEL_WORDS = {
    # TRANSLATORS: a computer's seat in a networked table's lobby.
    "random": N_("computer (random)"),
    "easy": N_("computer (Easy)"),
    "normal": N_("computer (Normal)"),
    "hard": N_("computer (Hard)"),
}


def create_request(
    game: str, players: int, options: dict[str, Any], seats: list[Seat], title: str
) -> dict[str, Any]:
    """The `create` message for a table hosted from the new-game screen's choices: the first
    human seat is the person at this screen (reserved), every other human a person on another
    computer, the computers as chosen."""
    entries: list[dict[str, Any]] = []
    here = False
    for seat in seats:
        if seat.kind == COMPUTER:
            entries.append({"kind": "computer", "level": seat.level, "name": seat.name})
        elif not here:
            here = True
            entries.append({"kind": "reserved", "name": seat.name})
        else:
            entries.append({"kind": "person"})
    return {
        "type": "create",
        "game": game,
        "players": players,
        "options": options,
        "seats": entries,
        "title": title,
    }


class LobbyScene(UIScene):
    """Waits at a table on `client` until its game starts (`hosting`: this app's own host;
    `invite`: the address of the server where this app made the table, to tell the others)."""

    escape_closes = True

    def __init__(
        self,
        app,
        client: ClientThread,
        hosting: Hosting | None = None,
        invite: str | None = None,
        again: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.client = client
        self.hosting = hosting
        self.invite = invite
        self.again = again
        """What Play again does once this table's game is over."""
        self.seat: int | None = None
        self.table: str | None = None
        self.lobby: dict[str, Any] | None = None
        self.problem: Message | None = None
        self.waiting: list[dict[str, Any]] = []
        """The messages from the game's first state on, until the table's seats are known."""
        self.handed_over = False

    def polls(self) -> bool:
        return True

    def next_frame(self) -> float:
        return min(super().next_frame(), POLL_SECONDS)

    def update(self, dt: float) -> None:
        super().update(dt)
        for message in self.client.messages():
            if message["type"] == "state" or self.waiting:
                self.waiting.append(message)  # the game's, from its first state on
            if message["type"] != "state":
                self.take(message)
        if self.waiting and self.lobby is not None:
            self.start_game(self.waiting)

    def take(self, message: dict[str, Any]) -> None:
        """One message from the host (or the link) while the table waits."""
        kind = message["type"]
        if kind == "created":
            self.table = message["table"]
            tokens = message.get("tokens") or {}
            if tokens:
                self.client.send({"type": "rejoin", "token": next(iter(tokens.values()))})
            else:
                self.client.send({"type": "watch", "table": self.table})
        elif kind == "joined":
            self.table, self.seat = message["table"], message["seat"]
            if self.client.token is not None and self.hosting is None:  # not a table of this app's
                seat = KeptSeat(self.client.url, self.table, self.client.token, self.client.servers)
                remember_seat(self.app, seat)
        elif kind == "watching":
            self.table, self.seat = message["table"], None
        elif kind == "lobby" and message.get("table") == self.table:
            self.lobby = message
            self.rebuild()
        elif kind == "error":
            self.problem = message_from_json(message.get("message"))
            if message.get("error") in GONE:
                forget_table_seat(self.app)
            self.rebuild()
        elif kind == LINK and message.get("status") != "open":
            self.problem = Message(N_("The connection to the table was lost."))
            self.rebuild()

    def start_game(self, arrived: list[dict[str, Any]]) -> None:
        """The game has started: its table opens on the connection."""
        assert self.lobby is not None
        match = RemoteMatch(self.client, self.lobby, self.seat)
        if self.hosting is not None:
            match.closers.append(self.hosting.close)
        match.take(arrived[0])
        match.backlog = arrived[1:]  # taken in once the table stands on the first state
        self.handed_over = True
        open_table(self.app, match, self.again)

    def leave(self) -> None:
        """Leave the table before its game: the seat is given up (free for the others; a table
        nobody sits at any more goes), the connection closes, and this app's host with it."""
        if self.seat is not None and not self.handed_over:
            self.client.say_last({"type": "leave"})  # the seat is free for someone else
        self.app.stack.pop()
        forget_table_seat(self.app)

    def close(self) -> None:
        """Leaving without a game: the connection closes, and this app's host with it."""
        super().close()
        if not self.handed_over:
            self.client.close()
            if self.hosting is not None:
                self.hosting.close()
                self.hosting = None

    def build(self) -> None:
        words = self.app.words
        _ = words.gettext
        lobby = self.lobby
        if lobby is None:
            self.title(_("Joining the table…"))
        else:
            self.title(lobby.get("title") or _("A table"))
            rules = find_game(lobby["game"])
            self.label(_(rules.title), self.rect(80, 100, 1120, 40), "@centred")
            for index, seat in enumerate(lobby.get("seats", [])):
                self.label(self.seat_line(index, seat), self.rect(240, 170 + index * 48, 800, 40))
        if self.hosting is not None:
            # TRANSLATORS: in the lobby of a table this computer hosts; {port} is a number.
            where = Message(
                N_("Others find this table under Join a table (port {port})."),
                {"port": self.hosting.port},
            )
            self.label(words.say(where), self.rect(80, 520, 1120, 34), "@help")
        elif self.invite is not None:
            where = Message(
                # TRANSLATORS: in the lobby of a table made at a server; {address} is its address.
                N_("Others find this table under Join a table, at {address}."),
                {"address": self.invite},
            )
            self.label(words.say(where), self.rect(80, 520, 1120, 34), "@help")
        if self.problem is not None:
            self.label(words.say(self.problem), self.rect(80, 570, 1120, 34), "@warning")
        # TRANSLATORS: the lobby's button; the game starts by itself once every seat is taken.
        self.button(_("Leave"), self.rect(80, 644, 220, 54), self.leave)
        if lobby is not None:  # until the host answers, this may be a game under way
            self.label(
                _("The game starts when every seat is taken."),
                self.rect(320, 644, 880, 54),
                "@help",
            )

    def seat_line(self, index: int, seat: dict[str, Any]) -> str:
        """One seat in words: whose it is and whether they are here."""
        words = self.app.words
        name = str(seat.get("name", ""))
        if seat.get("kind") == COMPUTER:
            state = Message(LEVEL_WORDS.get(str(seat.get("level")), LEVEL_WORDS["normal"]))
        elif index == self.seat:
            # TRANSLATORS: the lobby's line for the seat of the person at this screen.
            state = Message(N_("you"))
        elif seat.get("taken") and seat.get("connected"):
            # TRANSLATORS: a person on another computer has taken this seat.
            state = Message(N_("joined"))
        elif seat.get("taken"):
            state = Message(N_("away"))
        else:
            # TRANSLATORS: a seat kept for a person on another computer, not yet taken.
            state = Message(N_("waiting for a person on another computer"))
            # TRANSLATORS: a seat nobody has taken yet: {number}. {state}.
            return words.say(
                Message(N_("{number}. {state}"), {"number": index + 1, "state": state})
            )
        line = Message(
            # TRANSLATORS: one seat of a networked table: {number}. {name}: {state}.
            N_("{number}. {name}: {state}"),
            {"number": index + 1, "name": name, "state": state},
        )
        return words.say(line)


def host_table(
    app, game: str, players: int, options: dict[str, Any], seats: list[Seat], title: str
) -> None:
    """Host a table of these choices from this app and wait in its lobby (Play again hosts
    the same table again, for the same people to join)."""
    hosting = Hosting(title)
    client = ClientThread(hosting.url, seats[0].name if seats else "Host").start()
    client.send(create_request(game, players, options, seats, title))
    again = partial(from_the_menu, app, host_table, app, game, players, options, seats, title)
    app.stack.push(LobbyScene(app, client, hosting, again=again))


def table_at(app, url: str, invite: str, request: dict[str, Any]) -> LobbyScene:
    """The lobby of a table made now at the host (or club) at `url` (Play again makes the
    same table there again)."""
    client = ClientThread(url, network_name(app)).start()
    client.send(request)
    again = partial(from_the_menu, app, create_at, app, url, invite, request)
    return LobbyScene(app, client, invite=invite, again=again)


def create_at(app, url: str, invite: str, request: dict[str, Any]) -> None:
    """Make a table at `url` and wait in its lobby."""
    app.stack.push(table_at(app, url, invite, request))


def from_the_menu(app, action: Callable[..., None], *args: Any) -> None:
    """Go back to the menu (the finished table closes), then do `action(*args)`."""
    app.show_menu()
    action(*args)
