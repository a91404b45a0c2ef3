"""A person who watches a table on another computer: the real app watches a table of a real
`game.net.host.Host` from the join screen. The table says they are only watching, in the
language of the app, and the game they watched is not theirs: not in their history, nor in their
statistics."""

from __future__ import annotations

from typing import Any

from game.history import read_history
from game.net.client import ClientThread
from game.net.host import Host, HostThread
from game.words import words_for
from scenes.app import App
from scenes.auto_person import AutoplayApp
from scenes.menu import MenuScene
from scenes.scoring import ScoringScene
from scenes.table.base import TableScene
from scenes.theme import GOLD
from tests.app_driver import click_button, frames, step_until
from tests.net_app_driver import open_join_screen, wait

COMPUTERS = [{"kind": "computer", "level": "random"}] * 2


def create_table(url: str, options: dict[str, Any]) -> ClientThread:
    """A table of Moon whose seat 0 is kept for the creating connection (who does not sit yet,
    so the game waits at seat 0's first turn) and whose others are computers."""
    creator = ClientThread(url).start()
    creator.send(
        {
            "type": "create",
            "game": "moon",
            "players": 3,
            "options": options,
            "seats": [{"kind": "reserved"}, *COMPUTERS],
        }
    )
    return creator


def watch(app: App, url: str) -> TableScene:
    """From the menu: New game → Join a table → Watch, until the watched game is at rest."""
    join = open_join_screen(app, url)
    wait(app, lambda: join.tables, 20)
    click_button(app, app.words.gettext("Watch"))
    wait(app, lambda: isinstance(app.stack.top, TableScene), 30)
    table = app.stack.top
    wait(app, lambda: table.match.started and not table.busy, 60)
    return table


def status_text(table: TableScene) -> str:
    """The message line as drawn when no passing message shows."""
    words, _ = table.status_line()
    return table.line_words(words)


def test_a_watcher_is_told_they_are_watching_in_their_language(tmp_path, monkeypatch):
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    host = HostThread(Host())
    url = host.start()
    creator = create_table(url, {})
    app = AutoplayApp((1280, 720), speed=25.0, person_seed=1, language="cy")
    try:
        app.show_menu()
        frames(app)
        table = watch(app, url)
        welsh = words_for("cy")
        watching = welsh.gettext("You are watching: it is {player}'s turn.")
        assert watching != "You are watching: it is {player}'s turn."  # translated
        assert status_text(table) == watching.format(player=table.seat_name(0))
        assert welsh.gettext("YOU ARE WATCHING") != "YOU ARE WATCHING"  # translated
        assert badge_is_drawn(app, table)
    finally:
        app.close()
        creator.close()
        host.stop()


def badge_is_drawn(app: App, table: TableScene) -> bool:
    """True when the window shows the watching badge's gold at the left end of its place
    (the badge's margin, where no letter is drawn)."""
    words, topright = table.watching_badge()
    box = table.badge_rect(words, topright)
    frames(app)
    spot = app.window.get_at((box.left + table.px(3), box.centery))[:3]
    return all(abs(a - b) < 10 for a, b in zip(spot, GOLD, strict=True))


def test_a_seated_person_is_not_told_they_are_watching(tmp_path, monkeypatch):
    """The same table seen from seat 0 (the creator's app taking its reserved seat is not
    needed: a local game of one person and computers draws the same line)."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    app = App((1280, 720))
    try:
        app.show_menu()
        frames(app)
        click_button(app, "New game")
        click_button(app, "Start")
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert "watching" not in status_text(table).lower()
        assert not badge_is_drawn(app, table)
    finally:
        app.close()


class SeatZero:
    """Seat 0's person at the creating connection, who sits only once told to and then takes
    the first legal action at each of their turns (the set-up of a test, not what it tests)."""

    def __init__(self, creator: ClientThread) -> None:
        self.creator = creator
        self.token: str | None = None

    def has_token(self) -> bool:
        """Take in the host's messages until `created` gives the seat's token."""
        for message in self.creator.messages():
            if message["type"] == "created":
                self.token = message["tokens"]["0"]
        return self.token is not None

    def sit(self) -> None:
        self.creator.send({"type": "rejoin", "token": self.token})

    def play(self) -> None:
        """Answer each state that gives seat 0 the move with its first legal action."""
        for message in self.creator.messages():
            legal = message.get("legal") or []
            if message["type"] == "state" and message.get("to_move") == 0 and legal:
                action = {"type": "act", "action": legal[0], "revision": message["revision"]}
                self.creator.send(action)


def test_a_watched_game_does_not_go_into_the_watchers_history(tmp_path, monkeypatch):
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    host = HostThread(Host())
    url = host.start()
    creator = create_table(url, {"target": 1})
    seat_zero = SeatZero(creator)
    app = AutoplayApp((1280, 720), speed=25.0, person_seed=1)
    try:
        app.show_menu()
        frames(app)
        wait(app, seat_zero.has_token, 20)
        table = watch(app, url)
        seat_zero.sit()
        step_until(
            app,
            lambda: isinstance(app.stack.top, ScoringScene),
            "the end of the watched game",
            each_frame=seat_zero.play,
            seconds=240,
        )
        assert table.match.finished_game is not None
        click_button(app, "Menu")
        assert isinstance(app.stack.top, MenuScene)
    finally:
        app.close()
        creator.close()
        host.stop()
    games, problems = read_history(tmp_path)
    assert not problems and games == []
