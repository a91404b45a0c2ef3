"""Making a table at another computer's host or a club from the app: the join screen's "New table
here" opens the new-game screen's choices for that host (no seed: it shuffles in secret), Create
sends them there and opens the table's lobby; an address may be `wss://` (a server behind TLS);
hosting from the new-game screen with a seed typed is refused with the reason."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UILabel

from game.core.seats import SPECTATOR
from game.net.client import ClientThread
from game.net.host import Host, HostThread
from game.net.kept_seat import SEAT_FILE
from game.settings import load_settings
from scenes.app import App
from scenes.net.join import JoinScene, address_url
from scenes.net.lobby import LobbyScene
from scenes.net.new_table import NewTableScene
from scenes.new_game import NewGameScene
from scenes.scoring import ScoringScene
from scenes.table.base import TableScene
from tests.app_driver import (
    button_texts,
    click_at,
    click_button,
    elements,
    frames,
    label_texts,
    press,
    start_app,
)
from tests.net_app_driver import open_join_screen, playing_app, retype, wait


@pytest.mark.parametrize(
    ("typed", "url"),
    [
        ("192.168.1.20:8765", "ws://192.168.1.20:8765"),
        (" ws://kitchen.local:8765/ ", "ws://kitchen.local:8765"),
        ("wss://club.example.org:443", "wss://club.example.org:443"),
        ("WSS://Club.example.org:8443", "wss://Club.example.org:8443"),
        ("[::1]:9000", "ws://[::1]:9000"),
        ("club.example.org", None),
        ("10.0.0.5:0", None),
        ("10.0.0.5:70000", None),
        ("http://10.0.0.5:80", None),
        ("১০.০.০.৫:৮৭৬৫", None),
    ],
)
def test_an_address_is_typed_as_host_and_port_with_ws_or_wss(typed, url):
    assert address_url(typed) == url


def test_new_table_here_then_back_keeps_the_host_and_create_opens_its_lobby(
    tmp_path, monkeypatch, host
):
    app = start_app(tmp_path, monkeypatch)
    try:
        join = open_join_screen(app, host)
        assert join.tables == [] and "No table is waiting there." in label_texts(app)
        click_at(app, join.name_entry.rect.center)
        retype(app, "Ann")
        click_button(app, "New table here")
        assert isinstance(app.stack.top, NewTableScene)
        assert "Create" in button_texts(app) and "Host a table" not in button_texts(app)
        click_button(app, "Back")
        assert app.stack.top is join and join.client is not None
        click_button(app, "New table here")
        screen = app.stack.top
        click_button(app, "UNO Duo")
        screen.set_kind(1, 0)  # the second seat: a person on another computer
        frames(app)
        assert screen.seats[0].name == "Ann" and "from another computer" in label_texts(app)
        depth = len(app.stack.scenes)
        click_at(app, screen.title_entry.rect.center)
        retype(app, "Kitchen")
        press(app, pygame.K_RETURN)  # Enter in the name field creates the table
        lobby = app.stack.top
        assert isinstance(lobby, LobbyScene) and len(app.stack.scenes) == depth - 1
        wait(app, lambda: lobby.lobby is not None, 20)
        assert lobby.lobby["title"] == "Kitchen" and lobby.seat == 0
        assert lobby.lobby["seats"][0]["name"] == "Ann"
        assert "2. waiting for a person on another computer" in label_texts(app)
        assert load_settings(tmp_path)[0].player_name == "Ann"
        assert "Others find this table under Join a table, at " + host.removeprefix(
            "ws://"
        ) + "." in label_texts(app)
        other = ClientThread(host, "Bo").start()
        other.send({"type": "join", "table": lobby.table})
        wait(app, lambda: isinstance(app.stack.top, TableScene), 30)
        assert app.stack.top.viewer == 0 and app.stack.top.match.game == "uno-duo"
        other.close()
    finally:
        app.close()


def test_a_table_of_computers_only_is_watched_by_its_maker(tmp_path, monkeypatch, host):
    app = start_app(tmp_path, monkeypatch)
    try:
        open_join_screen(app, host)
        click_button(app, "New table here")
        screen = app.stack.top
        click_button(app, "ONO 99")
        screen.set_kind(0, 1)
        frames(app)
        click_button(app, "Create")
        wait(app, lambda: isinstance(app.stack.top, TableScene), 30)
        assert app.stack.top.viewer is SPECTATOR and app.stack.top.match.humans == []
    finally:
        app.close()


def test_hosting_with_a_seed_typed_says_why_not_and_hosts_nothing(tmp_path, monkeypatch):
    app = start_app(tmp_path, monkeypatch)
    try:
        click_button(app, "New game")
        screen = app.stack.top
        assert isinstance(screen, NewGameScene)
        screen.set_seed("1234")  # what the seed field calls as it is typed
        click_button(app, "Host a table")
        assert app.stack.top is screen
        assert (
            "A table for other computers is shuffled in secret: empty the Seed field to host it."
            in label_texts(app)
        )
    finally:
        app.close()


def test_the_join_screen_stays_whole_when_its_host_goes_away(tmp_path, monkeypatch):
    thread = HostThread(Host())
    url = thread.start()
    app = start_app(tmp_path, monkeypatch)
    try:
        join = open_join_screen(app, url)
        assert isinstance(join, JoinScene)
        thread.stop()
        wait(app, lambda: join.client is None, 20)
        assert "The connection to the table host was lost." in label_texts(app)
        assert "New table here" not in button_texts(app)
    finally:
        app.close()


def test_a_wrapped_help_line_draws_its_rows_at_one_size(tmp_path, monkeypatch):
    """The help under a new table's name wraps into two rows: both at the size they were
    wrapped at (the short last row was drawn larger than the first)."""
    app = start_app(tmp_path, monkeypatch)
    try:
        app.stack.push(NewTableScene(app, "192.168.1.20:8765", lambda request: None))
        frames(app)
        help_text = (
            "At 192.168.1.20:8765. The first person's seat is yours; people on other computers"
            " take the others from Join a table."
        )
        rows = [label for label in elements(app, UILabel) if label.text in help_text]
        rows.sort(key=lambda label: label.rect.top)
        assert len(rows) == 2 and " ".join(label.text for label in rows) == help_text
        assert rows[0].font == rows[1].font
    finally:
        app.close()


def test_the_name_typed_on_the_join_screen_is_the_seat_s_and_is_kept(tmp_path, monkeypatch, host):
    creator = ClientThread(host, "Ann").start()
    seats = [{"kind": "reserved", "name": "Ann"}, {"kind": "person"}]
    creator.send({"type": "create", "game": "uno-duo", "players": 2, "seats": seats})
    app = start_app(tmp_path, monkeypatch)
    try:
        join = open_join_screen(app, host)
        wait(app, lambda: join.tables, 20)
        assert join.name_entry.get_text() == "Guest"
        assert "1 seat free; waiting: Ann" in label_texts(app)
        click_at(app, join.name_entry.rect.center)
        retype(app, "Bo")
        click_button(app, "Join")
        wait(app, lambda: isinstance(app.stack.top, TableScene), 20)
        table = app.stack.top
        assert table.viewer == 1 and [seat.name for seat in table.match.seats] == ["Ann", "Bo"]
        assert app.settings.player_name == "Bo"
        app.show_menu()
        join = open_join_screen(app, host)
        assert join.name_entry.get_text() == "Bo"
    finally:
        app.close()
        creator.close()


def test_play_again_after_a_joined_game_shows_the_tables_of_the_same_host(
    tmp_path, monkeypatch, host
):
    """A joiner's Play again is the join screen at the same host, its tables listed (the
    table's maker makes the next one there), not a game on this computer with their names."""
    creator = ClientThread(host, "Ann").start()
    seats = [{"kind": "computer", "level": "random"}, {"kind": "person"}]
    creator.send(
        {
            "type": "create",
            "game": "uno-duo",
            "players": 2,
            "seats": seats,
            "options": {"target": 30},
        }
    )
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    app = playing_app(3)
    try:
        join = open_join_screen(app, host)
        wait(app, lambda: join.tables, 20)
        click_button(app, "Join")
        wait(app, lambda: isinstance(app.stack.top, ScoringScene), 240)
        assert not (tmp_path / SEAT_FILE).exists()  # the game is over: no seat to take back
        click_button(app, "Play again")
        again = app.stack.top
        assert isinstance(again, JoinScene) and again.url == host
        assert again.address == host.removeprefix("ws://")  # in its field, to connect again
        wait(app, lambda: again.tables is not None, 20)
        assert not any(isinstance(scene, TableScene) for scene in app.stack.scenes)
    finally:
        app.close()
        creator.close()


def test_a_table_named_in_bengali_is_drawn_in_the_bengali_font_on_a_welsh_screen(
    tmp_path, monkeypatch, host
):
    creator = ClientThread(host, "খেলোয়াড়").start()
    seats = [{"kind": "reserved"}, {"kind": "person"}]
    title = "খেলোয়াড় ১-এর টেবিল"
    creator.send(
        {"type": "create", "game": "uno-duo", "players": 2, "seats": seats, "title": title}
    )
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    app = App((1280, 720), language="cy")
    try:
        app.show_menu()
        frames(app)
        join = open_join_screen(app, host)
        wait(app, lambda: join.tables, 20)
        row = [label for label in elements(app, UILabel) if title in label.text]
        assert len(row) == 1 and "#bengali" in row[0].most_specific_combined_id
        plain = [
            label for label in elements(app, UILabel) if label.text == "Byrddau'r gwesteiwr hwn"
        ]
        assert plain and "#bengali" not in plain[0].most_specific_combined_id
    finally:
        app.close()
        creator.close()
