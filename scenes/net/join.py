"""Join a table: the table hosts found on the local network (mDNS), or an address typed by hand;
then the tables waiting at that host, each to join or to watch."""

from __future__ import annotations

import re
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from game.core.errors import RecordError
from game.core.messages import N_, NP_, Message
from game.net.client import LINK, ClientThread
from game.net.discovery import Browser, FoundHost
from game.net.kept_seat import KeptSeat
from game.net.wire import message_from_json
from game.rules import find_game
from scenes.net.lobby import LobbyScene, from_the_menu, table_at
from scenes.net.session import network_name, on_the_network
from scenes.new_game import NAME_LIMIT
from scenes.ui_scene import UIScene

POLL_SECONDS = 1 / 10
ADDRESS = re.compile(
    r"^(?:(wss?)://)?(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):([0-9]{1,5})/?$", re.IGNORECASE
)
MOST_ROWS = 6


def address_url(text: str) -> str | None:
    """`HOST:PORT` (or `ws://HOST:PORT`, or `wss://HOST:PORT` for a server behind TLS) as a
    URL, or None when it is not one."""
    found = ADDRESS.match(text.strip())
    if found is None or not 0 < int(found.group(3)) < 65536:
        return None
    scheme = (found.group(1) or "ws").lower()
    return f"{scheme}://{found.group(2)}:{int(found.group(3))}"


def shown_address(url: str) -> str:
    """A host's address as a person types it: `ws://10.0.0.5:8765` → `10.0.0.5:8765` (a TLS
    address keeps its `wss://`)."""
    return url.removeprefix("ws://")


def join_at(app, url: str) -> None:
    """The join screen, looking at the tables of the host (or club) at `url` (typed in)."""
    join = JoinScene(app)
    join.address = shown_address(url)
    app.stack.push(join)
    join.connect(url)


def table_state(table: dict[str, Any], free: int) -> Message:
    """A listed table in a few words: who sits there and how many seats are free."""
    people = [
        str(seat.get("name", ""))
        for seat in table.get("seats", [])
        if seat.get("kind") != "computer" and seat.get("taken")
    ]
    if table.get("status") == "playing":
        # TRANSLATORS: a listed table whose game is under way; {people} are names.
        return Message(N_("playing: {people}"), {"people": ", ".join(people)})
    seats = Message.counted(
        # TRANSLATORS: a listed table waiting for people; {count} is a number.
        NP_("{count} seat free", "{count} seats free"),
        {"count": free},
    )
    if not people:
        return seats
    # TRANSLATORS: a listed table waiting: {seats} (e.g. "1 seat free"), {people} are names.
    return Message(N_("{seats}; waiting: {people}"), {"seats": seats, "people": ", ".join(people)})


def take_back(app, seat: KeptSeat) -> None:
    """Sit again at the seat this app held when it last closed: the table's lobby, or its game
    where it stands (Play again then shows that host's tables)."""
    client = ClientThread(seat.url, network_name(app), seat.servers)
    client.token = seat.token  # the connection's first words are the rejoin
    again = partial(from_the_menu, app, join_at, app, seat.url)
    app.stack.push(LobbyScene(app, client.start(), again=again))


class JoinScene(UIScene):
    """Find a host, then a table at it."""

    escape_closes = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.browser: Browser | None = None
        self.found: list[FoundHost] = []
        self.address = ""
        self.client: ClientThread | None = None
        self.url: str | None = None
        self.tables: list[dict[str, Any]] | None = None
        self.problem: Message | None = None
        self.entry: UITextEntryLine | None = None
        self.name_entry: UITextEntryLine | None = None
        self.name = network_name(app)
        """The name others see at the table this person joins (kept in the settings)."""
        self.name_typed = False

    def enter(self) -> None:
        if self.browser is None and on_the_network():
            self.browser = Browser()
        super().enter()

    def polls(self) -> bool:
        return True

    def next_frame(self) -> float:
        return min(super().next_frame(), POLL_SECONDS)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.browser is not None:
            found = self.browser.hosts()
            if found != self.found:
                self.found = found
                self.rebuild()
        if self.client is None:
            return
        for message in self.client.messages():
            self.take(message)

    def take(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "welcome":
            self.refresh()
        elif kind == "tables":
            self.tables = [t for t in message.get("tables", []) if isinstance(t, dict)]
            self.problem = None
            self.rebuild()
        elif kind == "error":
            self.problem = message_from_json(message.get("message"))
            self.rebuild()
        elif kind == LINK and message.get("status") in ("failed", "dropped"):
            if message["status"] == "failed":
                self.problem = Message(
                    N_("No table host answers at {address}."), {"address": self.url or ""}
                )
            else:
                # TRANSLATORS: on the join screen, when the host whose tables it lists goes away.
                self.problem = Message(N_("The connection to the table host was lost."))
            self.client, self.url, self.tables = None, None, None
            self.rebuild()

    def connect(self, url: str) -> None:
        """Look at the tables of the host at `url`."""
        self.drop_client()
        self.url, self.tables, self.problem = url, None, None
        self.client = ClientThread(url, self.name).start()
        self.rebuild()

    def connect_typed(self) -> None:
        url = address_url(self.address)
        if url is None:
            self.problem = Message(
                N_("Type the host's address and port, such as 192.168.1.20:8765.")
            )
            self.rebuild()
            return
        self.connect(url)

    def refresh(self) -> None:
        if self.client is not None:
            self.client.send({"type": "list"})

    def sit(self, table: str, watch: bool) -> None:
        """Join the table's first free seat, or watch it; then its lobby (or its game)."""
        assert self.client is not None
        if watch:
            self.client.send({"type": "watch", "table": table})
        else:
            self.keep_name()
            self.client.send({"type": "join", "table": table, "name": self.name})
        client, self.client = self.client, None
        url = self.url or ""
        again = partial(from_the_menu, self.app, join_at, self.app, url)
        self.app.stack.replace(LobbyScene(self.app, client, again=again))

    def set_name(self, text: str) -> None:
        self.name, self.name_typed = text, True

    def keep_name(self) -> None:
        """A name typed is this person's from now on (an emptied field keeps the last one)."""
        name = self.name.strip()
        if not name:
            self.name = network_name(self.app)
        elif self.name_typed and name != self.app.settings.player_name:
            self.app.settings.player_name = self.name = name
            self.app.save_settings()

    def new_table(self) -> None:
        """Choose a new table for this host (or club) to hold."""
        from scenes.net.new_table import NewTableScene

        assert self.url is not None
        self.keep_name()
        self.app.stack.push(NewTableScene(self.app, shown_address(self.url), self.create_table))

    def create_table(self, request: dict[str, Any]) -> None:
        """Send the new table's `create` on this screen's connection; then its lobby, where the
        creator's seat is taken with the token that comes back."""
        self.app.stack.pop()  # the new table's screen: this one is on top again
        if self.client is None or self.url is None:
            return  # the connection failed meanwhile, and this screen says so
        self.drop_client()
        self.app.stack.replace(table_at(self.app, self.url, shown_address(self.url), request))

    def drop_client(self) -> None:
        if self.client is not None:
            self.client.close()
            self.client = None

    def close(self) -> None:
        """Left: the connection and the search for hosts end."""
        super().close()
        self.drop_client()
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def handle_ui(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.connect_typed()
            return True
        return False

    def set_address(self, text: str) -> None:
        self.address = text

    def build(self) -> None:
        words = self.app.words
        _ = words.gettext
        self.title(_("Join a table"))
        top = 110
        if on_the_network():
            self.label(_("Tables on this network"), self.rect(80, top, 560, 40), "@heading")
            if not self.found:
                self.label(_("Looking…"), self.rect(80, top + 44, 560, 36), "@help")
            for index, host in enumerate(self.found[:MOST_ROWS]):
                self.button(
                    host.name,
                    self.rect(80, top + 44 + index * 50, 560, 44),
                    partial(self.connect, host.url),
                )
        self.label(_("Or type an address"), self.rect(80, 470, 560, 40), "@heading")
        self.entry = self.text_entry(
            self.address, self.rect(80, 514, 360, 44), self.set_address, limit=60
        )
        # TRANSLATORS: a button that connects to the address typed beside it.
        self.button(_("Connect"), self.rect(460, 514, 180, 44), self.connect_typed)
        self.build_tables()
        if self.problem is not None:
            self.label(words.say(self.problem), self.rect(80, 590, 1120, 34), "@warning")
        self.button(_("Back"), self.rect(80, 644, 220, 54), self.leave)
        # TRANSLATORS: the name others see at a table on another computer.
        self.label(_("Your name"), self.rect(340, 644, 180, 54))
        self.name_entry = self.text_entry(
            self.name, self.rect(520, 653, 260, 36), self.set_name, limit=NAME_LIMIT
        )

    def build_tables(self) -> None:
        words = self.app.words
        _ = words.gettext
        if self.url is None:
            return
        self.label(_("Tables at this host"), self.rect(680, 110, 520, 40), "@heading")
        if self.tables is None:
            self.label(_("Asking…"), self.rect(680, 154, 520, 36), "@help")
            return
        waiting = [table for table in self.tables if table.get("status") != "over"]
        if not waiting:
            self.label(_("No table is waiting there."), self.rect(680, 154, 520, 36), "@help")
        for index, table in enumerate(waiting[:MOST_ROWS]):
            top = 154 + index * 60
            free = sum(
                1
                for seat in table.get("seats", [])
                if seat.get("kind") == "person" and not seat.get("taken")
            )
            try:
                title = _(find_game(str(table.get("game"))).title)
            except RecordError:
                continue
            line = f"{title}: {table.get('title', '')}"
            self.label(line, self.rect(680, top - 4, 300, 30))
            self.label(
                words.say(table_state(table, free)), self.rect(680, top + 24, 300, 24), "@help"
            )
            table_id = str(table.get("table"))
            if free:
                # TRANSLATORS: take a free seat at a table on another computer.
                self.button(
                    _("Join"), self.rect(990, top, 100, 44), partial(self.sit, table_id, False)
                )
            # TRANSLATORS: watch a table on another computer without a seat.
            self.button(
                _("Watch"), self.rect(1100, top, 100, 44), partial(self.sit, table_id, True)
            )
        # TRANSLATORS: a button that makes a new table at the host (or club) shown.
        self.button(_("New table here"), self.rect(680, 530, 280, 44), self.new_table)
        self.button(_("Refresh"), self.rect(980, 530, 220, 44), self.refresh)
