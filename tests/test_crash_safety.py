"""Crash safety at a real table: an unexpected exception while a game is played (in the table's
drawing, or in a computer player's thinking) writes a crash report beside the saves, shows a
message with its path instead of closing, and the autosave from before the crash resumes."""

from __future__ import annotations

import json
import time
from concurrent.futures import ThreadPoolExecutor

import pygame
import pytest
from app_driver import button_texts, click_button, frames, press, start_app

import game.ai.thinker as thinker_module
from game.match import COMPUTER, Match, Seat
from game.saves import AUTOSAVE
from scenes.menu import MenuScene
from scenes.message import MessageScene
from scenes.table.base import TableScene


class InjectedBug(RuntimeError):
    """The exception the tests inject into a running game."""


def raise_injected_bug(*args, **kwargs):
    """Stand-in for a method with a bug in it."""
    raise InjectedBug("a bug injected by the test")


@pytest.fixture
def table_app(tmp_path, monkeypatch):
    """The app showing a 3-player ONO 99 game between computers, a few actions in. They think
    in a thread of this process (the app's default is a worker process), so a test can inject
    a bug into their thinking."""
    app = start_app(tmp_path, monkeypatch)
    seats = [Seat(COMPUTER, f"C{seat}", "easy") for seat in range(3)]
    worker = ThreadPoolExecutor(1)
    app.play(Match.new("ono99", 3, {}, 17, seats, executor=worker))
    deadline = time.monotonic() + 60
    while len(app.match.record.actions) < 4:
        assert time.monotonic() < deadline, "the table made no progress"
        app.run_frame(1 / 60)
        time.sleep(0.001)
    app.autosaver.flush()
    yield app
    app.close()
    worker.shutdown()


def crash_and_check_report(app, home, saved: str) -> None:
    """Run the frame that fails, then check the report, the message and the autosave."""
    app.run_frame(1 / 60)
    [report_path] = home.glob("crash-*.json")
    report = json.loads(report_path.read_text())
    assert "InjectedBug: a bug injected by the test" in report["traceback"]
    assert report["record"]["actions"] == json.loads(saved)["actions"]
    assert isinstance(app.stack.top, MessageScene)
    assert str(report_path) in app.words.say(app.stack.top.message)
    assert app.match is None and app.status is None
    assert (home / AUTOSAVE).read_text() == saved


def continue_after_crash(app, saved: str) -> None:
    """Dismiss the message, then Continue: the table comes back at the saved position."""
    frames(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MenuScene)
    click_button(app, "Continue")
    assert isinstance(app.stack.top, TableScene)
    resumed = app.match
    assert resumed.record.actions == json.loads(saved)["actions"]
    assert app.notices.texts() == []


def test_a_bug_in_the_tables_drawing_writes_a_report_and_the_autosave_resumes(
    table_app, tmp_path, monkeypatch
):
    table = table_app.stack.top
    assert isinstance(table, TableScene)
    saved = (tmp_path / AUTOSAVE).read_text()
    monkeypatch.setattr(table, "draw_table", raise_injected_bug)
    crash_and_check_report(table_app, tmp_path, saved)
    continue_after_crash(table_app, saved)


def test_a_bug_in_a_computer_players_thinking_writes_a_report_and_the_autosave_resumes(
    table_app, tmp_path, monkeypatch
):
    match = table_app.match
    deadline = time.monotonic() + 30
    with monkeypatch.context() as patch:
        patch.setattr(thinker_module, "decide", raise_injected_bug)
        while not list(tmp_path.glob("crash-*.json")):
            assert time.monotonic() < deadline, "the injected bug never surfaced"
            table_app.autosaver.flush()
            saved = (tmp_path / AUTOSAVE).read_text()
            table_app.run_frame(1 / 60)
            time.sleep(0.001)
    assert json.loads(saved)["actions"] == match.record.actions
    [report_path] = tmp_path.glob("crash-*.json")
    assert "InjectedBug: a bug injected by the test" in report_path.read_text()
    assert isinstance(table_app.stack.top, MessageScene)
    assert str(report_path) in table_app.words.say(table_app.stack.top.message)
    continue_after_crash(table_app, saved)


def test_the_crash_message_stays_on_screen_until_it_is_dismissed(table_app, monkeypatch):
    monkeypatch.setattr(table_app.stack.top, "draw_table", raise_injected_bug)
    table_app.run_frame(1 / 60)
    for _ in range(30):
        table_app.run_frame(1 / 60)
    assert isinstance(table_app.stack.top, MessageScene) and table_app.status is None
    assert "OK" in button_texts(table_app)
