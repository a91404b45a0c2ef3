"""A person's seat at a table on another computer outlives their app: the seat is written down
(`table-seat.json`, the person's alone) while its game goes on, and after the app is killed
(kill -9, a real second process) the menu's Continue sits there again, the game where it stands.
A seat its host no longer knows, or a broken file, is forgotten with one sentence."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys

from game.net.client import ClientThread
from game.net.kept_seat import SEAT_FILE, KeptSeat, keep_seat
from scenes.menu import MenuScene
from scenes.net.lobby import LobbyScene
from scenes.table.base import TableScene
from tests.app_driver import click_button, enabled_button_texts, frames, start_app
from tests.net_app_driver import wait
from tests.net_processes import ROOT, read_line, stop

JOINER = ROOT / "tests" / "net_app_joiner.py"


def test_an_app_killed_mid_game_takes_its_seat_back_from_continue(tmp_path, monkeypatch, host):
    creator = ClientThread(host, "Ann").start()
    seats = [{"kind": "person"}, {"kind": "computer", "level": "random", "name": "Cleo"}]
    creator.send({"type": "create", "game": "uno-duo", "players": 2, "seats": seats})
    home = tmp_path / "joiner"
    joiner = subprocess.Popen(
        [sys.executable, str(JOINER), host],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "TRIO_TABLE_HOME": str(home), "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
    )
    try:
        assert json.loads(read_line(joiner, 90)) == {"table": True, "seat": 0}
        kept = json.loads((home / SEAT_FILE).read_text())
        assert kept["url"] == host and len(kept["token"]) >= 40
        assert stat.S_IMODE((home / SEAT_FILE).stat().st_mode) == 0o600
        os.kill(joiner.pid, signal.SIGKILL)
        joiner.wait(10)
    finally:
        stop(joiner)
    app = start_app(home, monkeypatch)
    try:
        assert "Continue" in enabled_button_texts(app)
        click_button(app, "Continue")
        wait(app, lambda: isinstance(app.stack.top, TableScene), 30)
        table = app.stack.top
        assert table.viewer == 0 and table.match.record.players == 2
        assert table.match.seats[1].name == "Cleo"
    finally:
        app.close()
        creator.close()


def test_a_seat_its_host_no_longer_knows_is_forgotten_with_the_reason(tmp_path, monkeypatch, host):
    keep_seat(KeptSeat(host, "gone", "x" * 43), tmp_path)
    app = start_app(tmp_path, monkeypatch)
    try:
        click_button(app, "Continue")
        lobby = app.stack.top
        assert isinstance(lobby, LobbyScene)
        wait(app, lambda: lobby.problem is not None, 20)
        assert not (tmp_path / SEAT_FILE).exists()
        click_button(app, "Leave")
        assert isinstance(app.stack.top, MenuScene)
        frames(app)
        assert "Continue" not in enabled_button_texts(app)
    finally:
        app.close()


def test_a_broken_seat_file_is_set_aside_with_one_sentence(tmp_path, monkeypatch):
    (tmp_path / SEAT_FILE).write_text('{"url": "http://example.org", "table": "t", "token": "x"}')
    app = start_app(tmp_path, monkeypatch)
    try:
        click_button(app, "Continue")
        assert isinstance(app.stack.top, MenuScene)
        assert app.notices.texts() == [
            "Your seat at a table on another computer was forgotten because 'http://example.org'"
            f" is not the address of a table host; it was kept as {SEAT_FILE}.corrupt."
        ]
        assert (tmp_path / f"{SEAT_FILE}.corrupt").exists()
        assert "Continue" not in enabled_button_texts(app)
    finally:
        app.close()
