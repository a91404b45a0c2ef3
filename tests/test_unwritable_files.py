"""Files that cannot be written (issue 18): no permission, a folder in the way, a data folder that
cannot be made. Each is said once in a notice, the app plays on, and a finished game is recorded
whole — the history written and the autosave cleared — or kept as the autosave for Continue.

Tests run as root here, and root writes anywhere, so a refused write is simulated where the app
makes it (the atomic rename into place, the removal of the autosave)."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from app_driver import (
    click_button,
    first_legal_for_people,
    frames,
    save_game,
    start_app,
    step_until,
)

import game.history
from game.history import HISTORY, read_history, record_finished_game
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame, Record
from game.saves import AUTOSAVE, has_autosave
from game.settings import SETTINGS
from scenes.message import MessageScene
from scenes.pause import PauseScene
from scenes.scoring import ScoringScene

THINKER = ThreadPoolExecutor(1)
SEATS = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "Bo", "easy"), Seat(COMPUTER, "Cy", "easy")]


def finished_match(seed: int = 5) -> Match:
    """An ONO 99 match played to its end by always taking the first legal action."""
    match = Match(PlayedGame(Record("ono99", 3, seed)), SEATS, executor=THINKER)
    while not match.is_over:
        match.played.play(match.state.legal_actions()[0])
    return match


def refuse_writes_to(monkeypatch, *names: str) -> None:
    """Make the atomic write of the files `names` fail as it would without permission."""
    real_replace = os.replace

    def replace(source, target, *args, **kwargs):
        if Path(target).name in names:
            raise PermissionError(errno.EACCES, "Permission denied", str(target))
        return real_replace(source, target, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)


@pytest.fixture
def app(app):
    """The app at the menu with fast animations and no think time."""
    app.settings.think_time, app.speed = 0.0, 50.0
    return app


def play_moves(app, moves: int) -> Match:
    """Start an ONO 99 game and play until `moves` actions have been taken."""
    match = Match.new("ono99", 3, {}, 21, SEATS, executor=THINKER)
    app.play(match)
    step_until(
        app,
        lambda: len(match.record.actions) >= moves,
        f"{moves} moves",
        each_frame=first_legal_for_people(match),
    )
    app.autosaver.flush()
    frames(app)
    return match


def test_settings_that_cannot_be_written_are_said_once_and_kept_until_quitting(
    app, tmp_path, monkeypatch
):
    with monkeypatch.context() as patch:
        refuse_writes_to(patch, SETTINGS)
        app.settings.sound_volume = 0.2
        app.save_settings()
        app.save_settings()
    assert app.notices.texts() == [
        "The settings could not be saved (permission denied); they last until you quit."
    ]
    assert app.settings.sound_volume == 0.2 and not (tmp_path / SETTINGS).exists()
    app.save_settings()
    assert json.loads((tmp_path / SETTINGS).read_text())["sound_volume"] == 0.2
    assert len(app.notices.texts()) == 1


def test_an_autosave_that_cannot_be_written_is_said_once_and_play_goes_on(
    app, tmp_path, monkeypatch
):
    with monkeypatch.context() as patch:
        refuse_writes_to(patch, AUTOSAVE)
        match = play_moves(app, 6)
    assert app.notices.texts() == [
        "The game could not be saved (permission denied); play goes on and saving is tried again."
    ]
    step_until(
        app,
        lambda: len(match.record.actions) >= 8,
        "8 moves",
        each_frame=first_legal_for_people(match),
    )
    app.autosaver.flush()
    frames(app)
    saved = json.loads((tmp_path / AUTOSAVE).read_text())
    assert saved["actions"] == match.record.actions[: len(saved["actions"])]
    assert len(saved["actions"]) >= 8 and len(app.notices.texts()) == 1


def test_a_game_whose_history_cannot_be_written_stays_the_saved_game_until_it_can(
    app, tmp_path, monkeypatch
):
    match = finished_match()
    save_game(match.record, list(match.seats))

    def read_only(*args, **kwargs):
        raise sqlite3.OperationalError("attempt to write a readonly database")

    with monkeypatch.context() as patch:
        patch.setattr(game.history.History, "add", read_only)
        app.game_finished(match)
    assert app.notices.texts() == [
        "The game could not be added to the list of played games (permission denied); it "
        "stays the saved game, so Continue adds it later."
    ]
    assert has_autosave() and read_history() == ([], [])
    app.show_menu()
    frames(app)
    click_button(app, "Continue")
    step_until(app, lambda: isinstance(app.stack.top, ScoringScene), "the game's scores")
    [entry] = read_history()[0]
    with game.history.open_history() as history:
        assert history.record(entry.id) == match.record
    assert not has_autosave()


def test_a_recorded_game_whose_autosave_cannot_be_cleared_is_not_recorded_twice(
    tmp_path, monkeypatch
):
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    match = finished_match()
    save_game(match.record, list(match.seats))

    def refused(record, folder):
        raise PermissionError(errno.EACCES, "Permission denied", str(folder))

    with monkeypatch.context() as patch:
        patch.setattr(game.history, "clear_autosave", refused)
        [problem] = record_finished_game(match)
    assert str(problem) == (
        "The game was added to the list of played games, but the saved game could not be "
        "cleared (permission denied)."
    )
    assert has_autosave() and len(read_history()[0]) == 1
    assert record_finished_game(match) == []  # as Continue does with the finished game
    assert not has_autosave() and len(read_history()[0]) == 1


def test_a_folder_where_the_history_goes_is_set_aside_and_the_game_recorded(tmp_path, monkeypatch):
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    (tmp_path / HISTORY).mkdir()
    match = finished_match()
    save_game(match.record, list(match.seats))
    [problem] = record_finished_game(match)
    assert str(problem) == (
        "The list of played games could not be read because it is a folder, not a file; it "
        f"was kept as {HISTORY}.corrupt."
    )
    assert len(read_history()[0]) == 1 and not has_autosave()
    assert (tmp_path / f"{HISTORY}.corrupt").is_dir()


def test_a_data_folder_that_cannot_be_made_leaves_the_app_playing(tmp_path, monkeypatch):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    app = start_app(blocker / "TrioTable", monkeypatch)
    try:
        app.settings.think_time, app.speed = 0.0, 50.0
        assert app.notices.texts() == []
        play_moves(app, 3)
        app.game_finished(finished_match())
        cause = "(a file stands where a folder should be)"
        assert [text for text in app.notices.texts() if cause not in text] == []
        assert len(app.notices.texts()) == 2  # the autosave, then the history
        assert isinstance(app.stack.top, ScoringScene)
        app.save_settings()
        assert len(app.notices.texts()) == 3
    finally:
        app.close()
    assert blocker.read_text() == "not a folder"


def test_a_crash_report_that_cannot_be_written_is_said_on_the_crash_screen(app, monkeypatch):
    import scenes.app

    def unwritable(record, trace):
        raise OSError(errno.ENOSPC, "No space left on device")

    def broken(*args):
        raise RuntimeError("a bug injected by the test")

    monkeypatch.setattr(scenes.app, "write_crash_report", unwritable)
    monkeypatch.setattr(app.stack.top, "draw", broken)
    app.run_frame(1 / 60)
    assert isinstance(app.stack.top, MessageScene)
    assert app.words.say(app.stack.top.message) == (
        "Something went wrong, sorry, and no crash report could be written (the disk is full)."
    )


def test_an_export_that_cannot_be_written_is_a_notice(app, tmp_path):
    (tmp_path / "exports").write_text("a file where the exports folder goes")
    match = play_moves(app, 1)
    pause = PauseScene(app, match)
    app.stack.push(pause)
    frames(app)
    pause.export()
    assert app.notices.texts()[-1] == (
        "The game could not be exported (something of that name is in the way)."
    )
    assert app.stack.top is pause
