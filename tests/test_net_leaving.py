"""Leaving a network screen lets go of what it holds: Leave (or Escape) in a table's lobby closes
the connection, so the others see the seat empty again, and stops this app's own host if it
hosts; Back from the join screen closes its connection to the host it looked at."""

from __future__ import annotations

import socket
import time

import pygame
import pytest

from game.net.client import ClientThread
from scenes.net.lobby import LobbyScene
from tests.app_driver import click_button, frames, press, start_app
from tests.net_app_driver import answer, open_join_screen, wait


def seat_taken(creator: ClientThread, seat: int, seen: dict) -> bool | None:
    """Whether `seat` is taken by someone connected, in the newest lobby the creator was sent."""
    for message in creator.messages():
        if message["type"] == "lobby":
            seen["lobby"] = message
    lobby = seen.get("lobby")
    if lobby is None:
        return None
    entry = lobby["seats"][seat]
    return bool(entry["taken"] and entry["connected"])


def until(condition, seconds: float) -> None:
    ends = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < ends, "waited too long"
        time.sleep(0.05)


@pytest.mark.parametrize("how", ["Leave", "Escape"])
def test_leaving_a_lobby_empties_the_seat_for_the_others(tmp_path, monkeypatch, host, how):
    creator = ClientThread(host, "Ann").start()
    seats = [{"kind": "reserved", "name": "Ann"}, {"kind": "person"}, {"kind": "person"}]
    creator.send({"type": "create", "game": "moon", "players": 3, "seats": seats})
    created = answer(creator, "created")
    creator.send({"type": "rejoin", "token": created["tokens"]["0"]})  # sits at its seat
    app = start_app(tmp_path, monkeypatch)
    seen: dict = {}
    try:
        join = open_join_screen(app, host)
        wait(app, lambda: join.tables, 20)
        click_button(app, "Join")
        lobby = app.stack.top
        assert isinstance(lobby, LobbyScene)
        until(lambda: seat_taken(creator, 1, seen) is True, 10)
        if how == "Leave":
            click_button(app, "Leave")
        else:
            press(app, pygame.K_ESCAPE)
        assert not isinstance(app.stack.top, LobbyScene)
        frames(app)
        until(lambda: seat_taken(creator, 1, seen) is False, 10)
        assert not seen["lobby"]["seats"][1]["taken"]  # given up: anyone may take it again
        other = ClientThread(host, "Bo").start()
        other.send({"type": "join", "table": seen["lobby"]["table"], "seat": 1})
        assert answer(other, "joined")["seat"] == 1
        other.close()
    finally:
        app.close()
        creator.close()


def test_leaving_the_lobby_of_a_table_hosted_here_stops_hosting(tmp_path, monkeypatch):
    app = start_app(tmp_path, monkeypatch)
    try:
        click_button(app, "New game")
        app.stack.top.set_kind(1, 0)  # a person on another computer: the game waits for them
        click_button(app, "Host a table")
        lobby = app.stack.top
        assert isinstance(lobby, LobbyScene) and lobby.hosting is not None
        port = lobby.hosting.port
        wait(app, lambda: lobby.lobby is not None, 20)  # the screen stands (a rebuild eats a click)
        socket.create_connection(("127.0.0.1", port), timeout=2).close()  # it listens
        click_button(app, "Leave")
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", port), timeout=2).close()
    finally:
        app.close()


def test_back_from_the_join_screen_closes_its_connection(tmp_path, monkeypatch, host):
    app = start_app(tmp_path, monkeypatch)
    try:
        join = open_join_screen(app, host)
        client = join.client
        assert client is not None
        click_button(app, "Back")
        assert join.client is None
    finally:
        app.close()


def test_a_table_left_by_its_only_person_goes_from_the_list(tmp_path, monkeypatch, host):
    app = start_app(tmp_path, monkeypatch)
    try:
        join = open_join_screen(app, host)
        click_button(app, "New table here")
        app.stack.top.set_kind(1, 0)  # a second person: the table waits in its lobby
        click_button(app, "Create")
        lobby = app.stack.top
        wait(app, lambda: lobby.lobby is not None, 20)
        click_button(app, "Leave")
        looker = ClientThread(host).start()
        looker.send({"type": "list"})
        tables = answer(looker, "tables")["tables"]
        looker.close()
        assert tables == []
        assert join is not None
    finally:
        app.close()
