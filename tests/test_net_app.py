"""Two apps on one machine play a whole game of each title across the network: this process's
app hosts the table from the new-game screen (its lobby shows who joins), another process's app
joins it from its own new-game screen ("Join a table", an address typed by hand); each plays its
seat through the hint, and each finds the finished game in its own history."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from game.history import read_history
from scenes.auto_person import AutoplayApp
from scenes.net.lobby import LobbyScene
from scenes.scoring import ScoringScene
from scenes.table.base import TableScene
from tests.app_driver import click_button, frames
from tests.net_app_driver import open_join_screen, playing_app, wait
from tests.net_processes import ROOT, read_line, stop

JOINER = ROOT / "tests" / "net_app_joiner.py"
SETUPS = {
    # title's button, seats' kinds after the first (0: human, 1: computer Easy), number options
    "ono99": ("ONO 99", [0, 1], {}),
    "uno-duo": ("UNO Duo", [0], {"target": "10"}),
    "moon": ("Three-Player Moon", [0, 1], {"target": "5"}),
}


def said(joiner: subprocess.Popen, seconds: float) -> dict:
    """The joining app's next line, or its errors if it ended without one."""
    try:
        return json.loads(read_line(joiner, seconds))
    except EOFError:
        raise AssertionError(joiner.stderr.read()[-3000:]) from None


def host_from_the_new_game_screen(app, game: str) -> LobbyScene:
    """Choose the title, a second person's seat and short options, then Host a table."""
    title, kinds, numbers = SETUPS[game]
    click_button(app, "New game")
    click_button(app, title)
    screen = app.stack.top
    for index, kind in enumerate(kinds, start=1):
        screen.set_kind(index, kind)  # what the seat's drop-down list calls
    for key, text in numbers.items():
        screen.set_number(key, text)  # what the option's field calls as it is typed
    frames(app)
    click_button(app, "Host a table")
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene)
    return lobby


@pytest.mark.parametrize("game", list(SETUPS))
def test_two_apps_play_a_whole_game_host_and_joiner(game, tmp_path, monkeypatch):
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path / "host"))
    app = playing_app(1)
    joiner = None
    try:
        lobby = host_from_the_new_game_screen(app, game)
        wait(app, lambda: lobby.lobby is not None, 20)
        assert lobby.seat == 0
        url = f"ws://127.0.0.1:{lobby.hosting.port}"
        joiner = subprocess.Popen(
            [sys.executable, str(JOINER), url],
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
        wait(
            app,
            lambda: (
                any(seat.get("connected") and seat["seat"] == 1 for seat in lobby.lobby["seats"])
                or isinstance(app.stack.top, TableScene)
            ),
            90,
        )
        wait(app, lambda: isinstance(app.stack.top, TableScene), 30)
        table = app.stack.top
        assert table.viewer == 0 and not table.match.can_undo and not table.match.undo()
        wait(app, lambda: isinstance(app.stack.top, ScoringScene) or joiner.poll(), 300)
        assert isinstance(app.stack.top, ScoringScene), joiner.stderr.read()[-3000:]
        click_button(app, "Play again")  # hosts the same table again
        again = app.stack.top
        assert isinstance(again, LobbyScene) and again.hosting is not None
        assert again.hosting.port != lobby.hosting.port
        wait(app, lambda: again.lobby is not None and again.seat == 0, 20)
        assert len(again.lobby["seats"]) == len(lobby.lobby["seats"])
        seated = said(joiner, 30)
        assert seated == {"table": True, "seat": 1}
        ended = said(joiner, 120)
        assert joiner.wait(30) == 0
    finally:
        if joiner is not None:
            stop(joiner)
        app.close()
    games, problems = read_history(tmp_path / "host")
    assert not problems and len(games) == 1 and games[0].game == game
    assert ended["history"] == 1
    assert ended["record"] == table.match.record.to_json()
    assert ended["record"]["actions"]


def test_a_watcher_joins_from_the_join_screen_and_sees_no_hand(tmp_path, monkeypatch, host):
    """Join a table → Watch: the game's own table, from no seat, every hand face down (the game
    under way: seat 0 is a person's who never comes, so it waits at their turn)."""
    from game.core.seats import SPECTATOR
    from game.net.client import ClientThread

    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    url = host
    creator = ClientThread(url).start()
    seats = [{"kind": "reserved"}] + [{"kind": "computer", "level": "random"}] * 2
    creator.send({"type": "create", "game": "moon", "players": 3, "seats": seats})
    app = AutoplayApp((1280, 720), speed=25.0, person_seed=1)
    try:
        app.show_menu()
        frames(app)
        join = open_join_screen(app, url)
        wait(app, lambda: join.tables, 20)
        click_button(app, "Watch")
        wait(app, lambda: isinstance(app.stack.top, TableScene), 30)
        table = app.stack.top
        wait(app, lambda: table.match.started and not table.busy, 60)  # seat 0's turn comes
        assert table.viewer is SPECTATOR and table.match.humans == []
        assert all(sprite.code is None for hand in table.hands for sprite in hand)
        assert all(isinstance(hand, int) for hand in table.match.view(SPECTATOR)["hands"])
    finally:
        app.close()
        creator.close()
