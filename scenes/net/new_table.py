"""A new table at a table server (a club's, or one another computer hosts): the new-game screen's
choices of title, seats and options, and a name for the table, sent there as one `create`. The
first person's seat is this screen's; every other person's waits for someone on another computer.
The server shuffles in secret, so there is no seed or deal code here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from game.core.messages import N_, Message
from scenes.net.lobby import create_request
from scenes.new_game import NewGameScene, SeatChoice

TITLE_LIMIT = 40
"""The most characters of a table's name (the protocol's limit)."""


class NewTableScene(NewGameScene):
    """Choose a table's game, seats and options for the server at `address`; Create hands the
    `create` request to `create`, which sends it on the connection to that server."""

    # TRANSLATORS: the heading of the screen that makes a table at another computer or a club.
    heading = N_("New table")

    def __init__(self, app, address: str, create: Callable[[dict[str, Any]], None]) -> None:
        super().__init__(app)
        if self.seats[0].level is None and not self.seats[0].name:
            self.seats[0].name = app.settings.player_name  # the name this person goes by
        self.address = address
        self.create = create
        self.table_title = ""
        self.title_entry: UITextEntryLine | None = None

    def build_seat_name(self, index: int, choice: SeatChoice, top: float) -> None:
        """A person's seat after the first is taken from another computer, under the name its
        person joins with: nothing to type for it here."""
        people = [number for number, seat in enumerate(self.seats) if seat.level is None]
        if choice.level is not None or index == people[0]:
            super().build_seat_name(index, choice, top)
            return
        # TRANSLATORS: beside a person's seat that someone on another computer will take.
        away = self.app.words.gettext("from another computer")
        self.label(away, self.rect(400, top, 240, 36), "@help")

    def build_shuffle(self, top: float) -> None:
        """Under the seats, in place of the seed: the table's name and where it will be."""
        words = self.app.words
        _ = words.gettext
        # TRANSLATORS: the name a table has in the list of tables at a server.
        self.label(_("Table name"), self.rect(80, top, 180, 36))
        self.title_entry = self.text_entry(
            self.table_title or self.default_table_title(self.build_seats_only()),
            self.rect(270, top, 370, 36),
            self.set_table_title,
            limit=TITLE_LIMIT,
        )
        where = Message(
            # TRANSLATORS: under a new table's name; {address} is a server's, e.g. 10.0.0.5:8765.
            N_("At {address}. The first person's seat is yours; people on other computers "
               "take the others from Join a table."),
            {"address": self.address},
        )  # fmt: skip
        self.wrapped_label(words.say(where), self.rect(80, top + 44, 560, 24), "@help")

    def build_actions(self) -> None:
        """Create, where the new-game screen has Start."""
        # TRANSLATORS: the button that makes a table at another computer or a club.
        self.button(self.app.words.gettext("Create"), self.rect(980, 644, 220, 54), self.start)

    def set_table_title(self, text: str) -> None:
        self.table_title = text

    def handle_ui(self, event: pygame.event.Event) -> bool:
        """Enter in the name field creates the table."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.title_entry:
            self.start()
            return True
        return False

    def start(self) -> None:
        """Send the table to the server, or say in one sentence what is wrong."""
        chosen = self.network_choices()
        if chosen is None:
            return
        options, seats = chosen
        people = [choice for choice in self.seats[: self.players] if choice.level is None]
        if people and people[0].name.strip() not in ("", self.app.settings.player_name):
            self.app.settings.player_name = people[0].name.strip()  # the name they go by
            self.app.save_settings()
        title = self.table_title.strip() or self.default_table_title(seats)
        self.create(create_request(self.game, self.players, options, seats, title))
