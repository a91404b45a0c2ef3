"""Files that never lose a game, as a person meets them (issues 35 point 3, 36 points 2-5): the
real app driven by posted events, a real second app process on the same data folder, a real
read-only and unreadable folder for a process without root's rights, a full disk injected
(`OSError(ENOSPC)` where the autosave is put in place, SQLite's own "disk is full")."""

from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import closing
from pathlib import Path

import pytest
from app_driver import (
    button_texts,
    click_button,
    first_legal_for_people,
    frames,
    save_game,
    start_app,
    step_until,
)

import game.history
from game.history import ABANDONED, FINISHED, HISTORY, open_history, read_history
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame, Record
from game.saves import AUTOSAVE, AUTOSAVE_SEATS, load_autosave
from scenes.history_scene import HistoryScene
from scenes.menu import MenuScene
from scenes.message import MessageScene
from scenes.new_game import NewGameScene
from scenes.replace_game import ConfirmScene
from scenes.scoring import ScoringScene

ROOT = Path(__file__).resolve().parent.parent
THINKER = ThreadPoolExecutor(1)
SEATS = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "Bo", "easy"), Seat(COMPUTER, "Cy", "easy")]
NOBODY = 65534


def all_actions(seed: int) -> list[str]:
    """Every action of the ONO 99 game of `seed` played by always taking the first legal one."""
    played = PlayedGame(Record("ono99", 3, seed))
    while not played.state.is_over:
        played.play(played.state.legal_actions()[0])
    return list(played.record.actions)


def nearly_finished(seed: int = 5) -> Match:
    """That game one action before its end, its computers thinking in this process."""
    record = Record("ono99", 3, seed, actions=all_actions(seed)[:-1])
    return Match(PlayedGame(record), SEATS, executor=THINKER)


def play_to_scores(app, match: Match) -> None:
    """Show `match` and play it (first legal action for the person) to its scoring screen."""
    app.play(match)
    step_until(
        app,
        lambda: isinstance(app.stack.top, ScoringScene),
        "the game's scores",
        each_frame=first_legal_for_people(match),
    )
    frames(app)


@pytest.fixture
def app(app):
    """The app at the menu with fast animations and no think time."""
    app.settings.think_time, app.speed = 0.0, 50.0
    return app


def open_new_game_and_start(app) -> None:
    """Menu → New game → Start (ONO 99 with its default seats)."""
    click_button(app, "New game")
    assert isinstance(app.stack.top, NewGameScene)
    app.stack.top.offer_lesson = None  # no lesson offered: the test is about the saved game
    app.stack.top.rebuild()
    frames(app)
    click_button(app, "Start")


# 4 / 35.3: a new game over a saved one --------------------------------------------------------


def test_a_new_game_over_a_saved_one_asks_then_records_it_as_abandoned(app, tmp_path):
    saved = Record("ono99", 3, 11, actions=all_actions(11)[:5])
    save_game(saved, SEATS)
    app.show_menu()
    frames(app)
    open_new_game_and_start(app)
    assert isinstance(app.stack.top, ConfirmScene)
    assert app.words.say(app.stack.top.message) == (
        "Your game of ONO 99 is saved but not finished: a new game puts it in the history as "
        "not finished."
    )
    click_button(app, "Back")  # going back changes nothing
    assert isinstance(app.stack.top, NewGameScene) and read_history() == ([], [])
    assert load_autosave().game.record == saved
    click_button(app, "Start")
    click_button(app, "Start new game")
    [entry], problems = read_history()
    assert problems == [] and entry.status == ABANDONED and entry.winner is None
    with open_history() as history:
        assert history.record(entry.id) == saved and history.count(ABANDONED) == 1
    app.autosaver.flush()
    assert app.match is not None and load_autosave().game.record == app.match.record
    assert app.match.record.seed != saved.seed


def test_play_again_records_an_unrecorded_finished_game_before_the_new_one(app, monkeypatch):
    def disk_full(*args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")

    with monkeypatch.context() as patch:
        patch.setattr(game.history.History, "add", disk_full)
        play_to_scores(app, nearly_finished())
        finished = app.match.record
        assert app.notices.texts() == [
            "The game could not be added to the list of played games (the disk is full); it "
            "stays the saved game, so Continue adds it later."
        ]
        click_button(app, "Play again")
        assert isinstance(app.stack.top, ConfirmScene)
        click_button(app, "Back")
        assert isinstance(app.stack.top, ScoringScene)
        assert load_autosave().game.record == finished  # still the saved game, as promised
    click_button(app, "Play again")
    [entry], _ = read_history()
    assert entry.status == FINISHED
    with open_history() as history:
        assert history.record(entry.id) == finished
    assert app.match.record != finished and not app.match.is_over


# 3: a full disk ---------------------------------------------------------------------------------


def no_space_for_autosaves(monkeypatch) -> None:
    """Make putting the autosave's files in place fail as on a full disk."""
    real_replace = os.replace

    def replace(source, target, *args, **kwargs):
        if Path(target).name in (AUTOSAVE, AUTOSAVE_SEATS):
            raise OSError(errno.ENOSPC, "No space left on device", str(target))
        return real_replace(source, target, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)


def test_a_game_neither_file_could_take_is_kept_and_never_dropped_silently(app, monkeypatch):
    def disk_full(*args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")

    with monkeypatch.context() as patch:
        no_space_for_autosaves(patch)
        patch.setattr(game.history.History, "add", disk_full)
        play_to_scores(app, nearly_finished())
        finished = app.match.record
        assert app.notices.texts() == [
            "The game could not be saved (the disk is full); play goes on and saving is tried "
            "again.",
            "The game could not be added to the list of played games (the disk is full), and "
            "it is not saved either: it is kept only while Trio Table stays open.",
        ]
        assert app.kept_game is not None and app.kept_game.record == finished
        click_button(app, "Play again")
        assert isinstance(app.stack.top, ConfirmScene)
        assert app.words.say(app.stack.top.message) == (
            "The last game of ONO 99 could not be added to the list of played games (the disk "
            "is full), and a new game would replace it for good."
        )
        click_button(app, "Back")
        click_button(app, "Menu")
        assert "Continue" in button_texts(app)
    # The disk has room again: Continue takes the kept game, and it is recorded.
    click_button(app, "Continue")
    step_until(app, lambda: isinstance(app.stack.top, ScoringScene), "the kept game's scores")
    [entry], _ = read_history()
    with open_history() as history:
        assert entry.status == FINISHED and history.record(entry.id) == finished
    assert app.kept_game is None and load_autosave().game is None


def test_a_game_left_on_a_full_disk_is_continued_or_recorded_from_memory(app, monkeypatch):
    with monkeypatch.context() as patch:
        no_space_for_autosaves(patch)
        match = Match(PlayedGame(Record("ono99", 3, 9, actions=all_actions(9)[:6])), SEATS)
        app.play(match)
        frames(app)
        app.show_menu()
        frames(app)
        assert app.kept_game is match and "Continue" in button_texts(app)
        click_button(app, "Continue")
        left = match.record.actions
        assert app.match.record.seed == 9 and app.match.record.actions[: len(left)] == left
        app.show_menu()
        frames(app)
        open_new_game_and_start(app)
        click_button(app, "Start new game")
    [entry], _ = read_history()
    with open_history() as history:
        recorded = history.record(entry.id)
    assert entry.status == ABANDONED and recorded.seed == 9
    assert recorded.actions[: len(left)] == left
    assert app.kept_game is None


# 5: a row the History page cannot show --------------------------------------------------------


def test_a_history_row_of_an_unknown_title_is_left_out_of_the_history_page(app, tmp_path):
    for seed in (5, 6):
        match = Match(PlayedGame(Record("ono99", 3, seed, actions=all_actions(seed))), SEATS)
        assert game.history.record_finished_game(match) == []
    with closing(sqlite3.connect(tmp_path / HISTORY)) as connection, connection:
        connection.execute("UPDATE games SET game = 'chess' WHERE id = 1")
    app.show_menu()
    frames(app)
    click_button(app, "History")
    assert isinstance(app.stack.top, HistoryScene)
    assert app.notices.texts() == [
        "Game 1 of the history could not be read (it names an unknown game 'chess') and is "
        "left out."
    ]


# 2: two apps on one data folder -----------------------------------------------------------------


def first_app(home: Path) -> subprocess.Popen:
    """A real app process at an ONO 99 table whose files live in `home`; returned once its
    first autosave is on disk (it holds the folder's lock by then)."""
    environment = {**os.environ, "TRIO_TABLE_HOME": str(home)}
    process = subprocess.Popen(
        [sys.executable, "-m", "game", "play", "--game", "ono99", "--seed", "3"],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 60
    while not (home / AUTOSAVE).exists():
        assert process.poll() is None, process.stderr.read().decode()
        assert time.monotonic() < deadline, "the first app did not start"
        time.sleep(0.05)
    return process


def test_a_second_app_on_the_folder_says_so_and_closes_changing_nothing(tmp_path, monkeypatch):
    first = first_app(tmp_path)
    try:
        before = {path.name: path.read_bytes() for path in tmp_path.iterdir()}
        second = start_app(tmp_path, monkeypatch)
        try:
            assert isinstance(second.stack.top, MessageScene)
            assert second.words.say(second.stack.top.message) == (
                f"Trio Table is already open with the data folder {tmp_path}, so this copy "
                "closes without changing anything there."
            )
            click_button(second, "OK")
            assert second.status == 0
        finally:
            second.close()
        assert {path.name: path.read_bytes() for path in tmp_path.iterdir()} == before
        assert first.poll() is None
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=30)
    # The first app died without letting go: the system let go for it.
    third = start_app(tmp_path, monkeypatch)
    try:
        assert isinstance(third.stack.top, MenuScene) and "Continue" in button_texts(third)
    finally:
        third.close()


# 3, 5: a read-only folder and an unreadable one, for a process without root's rights ------------


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A folder a process running as `nobody` can reach (the test's own tmp_path cannot be)."""
    folder = Path(tempfile.mkdtemp(prefix="trio-files-"))
    folder.chmod(0o755)
    yield folder
    for path in [folder, *folder.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)
    shutil.rmtree(folder)


def run_as_nobody(script: str, folder: Path) -> dict:
    """Run `script` (it prints one JSON line last) as user nobody through `setpriv`, with the
    data folder `folder/data`; its JSON."""
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("dropping to another user needs root and setpriv")
    environment = {
        **os.environ,
        "TRIO_TABLE_HOME": str(folder / "data"),
        "HOME": str(folder),
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'tests'}",
    }
    nobody = ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]
    done = subprocess.run(
        [*nobody, sys.executable, "-c", script],
        cwd=folder,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


# The scripts run the coach and the computers in the process (no worker process is started).
UNREADABLE_START = """
import json
from app_driver import InlineExecutor, click_button, frames
from game.match import Match
from scenes.app import App
from scenes.table.assist import AdviceWork
from test_app_files import SEATS
app = App((1280, 720))
app.advice = AdviceWork(InlineExecutor(), iterations=4)
app.show_menu()
frames(app, 3)
click_button(app, "New game")  # the lessons' progress is not read either
start = app.notices.texts()
app.play(Match.new("ono99", 3, {}, 7, SEATS, executor=InlineExecutor()))
frames(app, 30)
print(json.dumps({"start": start, "later": app.notices.texts(), "menu": app.keep_records}))
app.close()
"""


def test_a_data_folder_without_permissions_is_said_once_and_play_goes_on(shared_dir):
    data = shared_dir / "data"
    data.mkdir()
    data.chmod(0o000)
    seen = run_as_nobody(UNREADABLE_START, shared_dir)
    said = (
        f"The data folder {data} cannot be used (permission denied), so you can play but "
        "nothing is saved this time."
    )
    assert seen == {"start": [said], "later": [said], "menu": False}


READ_ONLY_FINISH = """
import json
from app_driver import InlineExecutor, click_button, frames
from test_app_files import nearly_finished, play_to_scores
from scenes.app import App
from scenes.table.assist import AdviceWork
import game.match
game.match.warm_up = lambda: None  # Play again's match never thinks here: no worker is started
app = App((1280, 720))
app.advice = AdviceWork(InlineExecutor(), iterations=4)
app.settings.think_time, app.speed = 0.0, 50.0
app.show_menu()
frames(app)
play_to_scores(app, nearly_finished())
notices = app.notices.texts()
click_button(app, "Play again")
asked = app.words.say(app.stack.top.message)
print(json.dumps({"notices": notices, "asked": asked, "kept": app.kept_game is not None}))
app.close()
"""


def test_a_read_only_folder_keeps_the_finished_game_and_asks_before_losing_it(shared_dir):
    data = shared_dir / "data"
    data.mkdir()
    older = Record("ono99", 3, 12, actions=all_actions(12)[:4])
    save_game(older, SEATS, data)
    with open_history(data):
        pass
    (data / HISTORY).chmod(0o644)
    data.chmod(0o555)
    seen = run_as_nobody(READ_ONLY_FINISH, shared_dir)
    assert seen == {
        "notices": [
            "The game could not be saved (permission denied); play goes on and saving is "
            "tried again.",
            "The game could not be added to the list of played games (permission denied), "
            "and it is not saved either: it is kept only while Trio Table stays open.",
        ],
        "asked": "The last game of ONO 99 could not be added to the list of played games "
        "(permission denied), and a new game would replace it for good.",
        "kept": True,
    }
    assert load_autosave(folder=data).game.record == older
