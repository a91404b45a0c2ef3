"""The desktop app's "Join a table" at a club: the real app (tests/net_app_joiner.py, its own
process) types the address of one club server, finds there a table that a bot made at the other
server, sits at it and plays a whole game through the club to the end and into its history; and
the app makes a table there (New table here), which a bot joins through the other server."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import redis

from game.history import read_history
from game.net.club.redis_store import SERVERS, TABLES, key
from game.net.kept_seat import SEAT_FILE
from scenes.net.lobby import LobbyScene
from scenes.net.new_table import NewTableScene
from scenes.scoring import ScoringScene
from scenes.table.base import TableScene
from tests.app_driver import (
    button_texts,
    click_at,
    click_button,
    frames,
    label_texts,
)
from tests.club_processes import Lines, club_server, over
from tests.net_app_driver import open_join_screen, playing_app, retype, wait
from tests.net_processes import ROOT, bots, read_line, stop, table_of

JOINER = ROOT / "tests" / "net_app_joiner.py"


def test_the_app_joins_a_table_of_the_other_club_server_and_plays_it_out(redis_url, tmp_path: Path):
    with (
        club_server(redis_url, tmp_path / "owner.err") as (owner, _),
        club_server(redis_url, tmp_path / "other.err") as (other, _),
        bots() as group,
    ):
        _, creator = table_of("moon", owner, group, "person,person,computer:easy", "--seed", "3")
        creator_lines = Lines(creator)
        assert creator_lines.next()["seat"] == 0
        joiner = subprocess.Popen(
            [sys.executable, str(JOINER), other],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={
                **os.environ,
                "TRIO_TABLE_HOME": str(tmp_path / "joiner"),
                "PYGAME_HIDE_SUPPORT_PROMPT": "1",
            },
        )
        try:
            assert json.loads(read_line(joiner, 90)) == {"table": True, "seat": 1}
            ended = json.loads(read_line(joiner, 300))
            assert joiner.wait(30) == 0
        finally:
            stop(joiner)
        record = over(creator_lines)["record"]
    assert ended["history"] == 1
    assert ended["record"] == record


def test_the_app_creates_a_table_at_a_club_and_a_bot_at_the_other_server_joins_it(
    redis_url, tmp_path: Path, monkeypatch
):
    """Join a table → an address typed → New table here: Moon with a second person's seat and a
    computer, a short target and a name typed; Create: the lobby names the table and the address
    to give the others; a bot joins through the other server; the app plays its seat to the end,
    and the club's record is the one the app and the bot saw."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path / "app"))
    with (
        club_server(redis_url, tmp_path / "here.err") as (here, _),
        club_server(redis_url, tmp_path / "there.err") as (there, _),
        bots() as group,
    ):
        app = playing_app(4)
        try:
            join = open_join_screen(app, here)
            click_button(app, "New table here")
            screen = app.stack.top
            assert isinstance(screen, NewTableScene)
            assert "Seed" not in label_texts(app) and "Start" not in button_texts(app)
            click_button(app, "Three-Player Moon")
            screen.set_kind(1, 0)  # what the seat's drop-down list calls: a person
            screen.set_kind(2, 1)  # a computer (Easy)
            screen.set_number("target", "4")
            frames(app)
            assert screen.title_entry.get_text() == "Player 1's table"
            click_at(app, screen.title_entry.rect.center)
            retype(app, "Club night")
            click_button(app, "Create")
            lobby = app.stack.top
            assert isinstance(lobby, LobbyScene) and join.client is None
            wait(app, lambda: lobby.lobby is not None, 20)
            assert lobby.seat == 0 and lobby.lobby["title"] == "Club night"
            kinds = [seat["kind"] for seat in lobby.lobby["seats"]]
            assert kinds == ["reserved", "person", "computer"]
            assert any(here.removeprefix("ws://") in text for text in label_texts(app))
            joiner = group.start(there, f"--table={lobby.table}", "--delay", "0.05")
            joined = Lines(joiner)
            assert joined.next()["seat"] == 1
            wait(app, lambda: isinstance(app.stack.top, TableScene), 30)
            table = app.stack.top
            assert table.viewer == 0
            wait(app, lambda: isinstance(app.stack.top, ScoringScene), 300)
            record = table.match.record.to_json()
            click_button(app, "Play again")  # the same table again, at the same club
            again = app.stack.top
            assert isinstance(again, LobbyScene) and again is not lobby
            wait(app, lambda: again.lobby is not None, 20)
            assert again.lobby["title"] == "Club night" and again.table != lobby.table
            assert [seat["kind"] for seat in again.lobby["seats"]] == kinds
            assert again.seat == 0
        finally:
            app.close()
        assert over(joined)["record"] == record
    assert record["options"]["target"] == 4 and record["actions"]
    store = redis.Redis.from_url(redis_url, decode_responses=True)
    assert store.lrange(key(lobby.table, "actions"), 0, -1) == record["actions"]
    store.close()
    games, problems = read_history(tmp_path / "app")
    assert not problems and len(games) == 1 and games[0].game == "moon"


def test_the_app_s_game_goes_on_at_the_other_server_when_its_own_is_killed(
    redis_url, tmp_path: Path, monkeypatch
):
    """The app makes a table at one server of the club (its person and two computers) and the
    server is killed (kill -9) in the middle of play: the app's connection drops, reconnects to
    the other server its `welcome` named, takes its seat back there, and the game ends as if
    nothing happened: the app's record is the club's."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path / "app"))
    with (
        club_server(redis_url, tmp_path / "doomed.err") as (doomed, doomed_process),
        club_server(redis_url, tmp_path / "survivor.err") as (survivor, _),
    ):
        app = playing_app(5)
        try:
            wait(app, lambda: len(servers_of(redis_url)) == 2, 20)  # both have renewed once
            renewed = time.monotonic() + 2.5  # and each has read the other's address since
            wait(app, lambda: time.monotonic() > renewed, 10)
            open_join_screen(app, doomed)
            click_button(app, "New table here")
            screen = app.stack.top
            click_button(app, "Three-Player Moon")
            screen.set_kind(1, 1)  # computers (Easy)
            screen.set_kind(2, 1)
            screen.set_number("target", "3")
            frames(app)
            click_button(app, "Create")
            wait(app, lambda: isinstance(app.stack.top, TableScene), 30)
            table = app.stack.top
            assert set(table.match.client.servers) == {survivor}
            wait(app, lambda: table.match.revision >= 6, 120)
            killed_at = table.match.revision
            os.kill(doomed_process.pid, signal.SIGKILL)
            doomed_process.wait(10)
            wait(app, lambda: isinstance(app.stack.top, ScoringScene), 300)
            record = table.match.record.to_json()
        finally:
            app.close()
    assert len(record["actions"]) > killed_at
    store = redis.Redis.from_url(redis_url, decode_responses=True)
    (table_id,) = store.zrange(TABLES, 0, -1)
    assert store.lrange(key(table_id, "actions"), 0, -1) == record["actions"]
    store.close()
    assert not (tmp_path / "app" / SEAT_FILE).exists()  # the game is over: no seat to keep


def servers_of(redis_url: str) -> list[str]:
    """The club's servers as Redis lists them."""
    store = redis.Redis.from_url(redis_url, decode_responses=True)
    try:
        return store.zrange(SERVERS, 0, -1)
    finally:
        store.close()
