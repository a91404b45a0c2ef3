"""Autosave and Continue across a killed process, and the pause menu's export: what was saved or
exported replays (`python -m game replay`) to exactly the position the resumed table shows."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest
from app_driver import (
    click_button,
    enabled_button_texts,
    frames,
    label_texts,
    press,
    start_app,
)

from game.match import COMPUTER, Match, Seat
from game.saves import AUTOSAVE, load_autosave
from scenes.menu import MenuScene
from scenes.new_game import computer_name
from scenes.pause import PauseScene
from scenes.table.base import TableScene

ROOT = Path(__file__).resolve().parent.parent
ACTIONS_BEFORE_KILL = 8
PLAYERS = 4


def headless_env(home: Path) -> dict[str, str]:
    """The environment of a child app: no window, no sound, its files in `home`."""
    return {
        **os.environ,
        "TRIO_TABLE_HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYTHONPATH": str(ROOT),
    }


def saved_actions(home: Path) -> int:
    """How many actions the autosave holds now (0 before the first one is written)."""
    try:
        return len(json.loads((home / AUTOSAVE).read_text())["actions"])
    except FileNotFoundError:
        return 0


def replay(path: Path) -> dict:
    """The `python -m game replay` report of a record file."""
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return json.loads(done.stdout)


def shows_position(match: Match, report: dict) -> None:
    """Assert that a live match stands exactly where a replay report says."""
    assert match.to_move == report["to_move"]
    assert sorted(str(action) for action in match.state.legal_actions()) == report["legal"]
    assert match.state.to_json() == report["state"]
    assert match.state.scores() == report["scores"]


def run_until(app, condition, seconds: float = 60) -> None:
    """Run the app's frames until `condition()` holds (fail after `seconds`)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the table made no progress"
        frames(app, 1)
        time.sleep(0.001)


@pytest.fixture
def killed_game(tmp_path):
    """A 4-player ONO 99 game between computers in `python -m game play`, killed (SIGKILL) once
    its autosave holds a few actions; returns its folder and the actions seen before. The seats
    are all computers rather than --autoplay, since an autoplay run keeps no autosave."""
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "game",
            "play",
            "--game",
            "ono99",
            "--players",
            str(PLAYERS),
            "--seats",
            ",".join(["ai:easy"] * PLAYERS),
            "--seed",
            "12",
            "--speed",
            "8",
        ],
        cwd=ROOT,
        env=headless_env(tmp_path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 90
        while (seen := saved_actions(tmp_path)) < ACTIONS_BEFORE_KILL:
            assert child.poll() is None, child.stderr.read().decode()
            assert time.monotonic() < deadline, "the game did not get going"
            time.sleep(0.02)
        os.killpg(child.pid, signal.SIGKILL)  # the app and its thinking worker, as a power cut
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        child.stderr.close()
    assert child.returncode == -signal.SIGKILL, "the game ended before it could be killed"
    return tmp_path, seen


def test_a_killed_game_continues_from_the_exact_position_its_autosave_replays_to(
    killed_game, monkeypatch
):
    home, seen = killed_game
    assert saved_actions(home) >= seen
    report = replay(home / AUTOSAVE)
    assert not report["over"]
    app = start_app(home, monkeypatch)
    try:
        assert "Continue" in enabled_button_texts(app)
        click_button(app, "Continue")
        assert isinstance(app.stack.top, TableScene)
        assert app.notices.texts() == []
        shows_position(app.match, report)
        expected_seats = [Seat(COMPUTER, computer_name(i), "easy") for i in range(PLAYERS)]
        assert list(app.match.seats) == expected_seats
    finally:
        app.close()


def test_a_resumed_game_goes_on_from_where_it_was_killed(killed_game, monkeypatch):
    home, _ = killed_game
    before = json.loads((home / AUTOSAVE).read_text())["actions"]
    app = start_app(home, monkeypatch)
    try:
        click_button(app, "Continue")
        run_until(app, lambda: len(app.match.record.actions) >= len(before) + 3)
        app.autosaver.flush()
        after = load_autosave().game.record.actions
        assert after[: len(before)] == before and len(after) >= len(before) + 3
    finally:
        app.close()


def test_the_pause_menu_exports_a_record_that_replays_to_the_table_position(tmp_path, monkeypatch):
    app = start_app(tmp_path, monkeypatch)
    try:
        seats = [Seat(COMPUTER, f"C{seat}", "easy") for seat in range(3)]
        app.play(Match.new("ono99", 3, {}, 31, seats))
        run_until(app, lambda: len(app.match.record.actions) >= 5)
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, PauseScene)
        click_button(app, "Export game for a bug report")
        [shown] = [text for text in label_texts(app) if text.startswith("Saved to ")]
        exported = Path(shown.removeprefix("Saved to "))
        assert exported.parent == tmp_path / "exports"
        shows_position(app.match, replay(exported))
        click_button(app, "Quit to menu")
        assert isinstance(app.stack.top, MenuScene)
    finally:
        app.close()
