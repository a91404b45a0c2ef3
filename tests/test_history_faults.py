"""Issue 36 (1, 5): a history another process holds locked is waited for, then left as it is,
never set aside; a history that is not this version's (the wrong table of games, another
program's database) is set aside untouched, and a fresh one started."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from contextlib import closing

import pytest
from app_driver import save_game

import game.history
from game.history import (
    HISTORY,
    IN_AUTOSAVE,
    IN_HISTORY,
    open_history,
    read_history,
    record_finished_game,
)
from game.match import COMPUTER, HUMAN, Seat
from game.saves import AUTOSAVE, AUTOSAVE_SEATS, has_autosave
from tests.played_games import finished_ono99

SEATS = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "Bram", "hard"), Seat(HUMAN, "Cleo")]
HOLD_LOCK = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.read()  # hold the lock until the test closes our input
connection.execute("COMMIT")
"""


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test writes under its own user data folder; a lock is waited for 0.2 s."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    monkeypatch.setattr(game.history, "HISTORY_WAIT", 0.2)
    return tmp_path


def test_a_history_locked_by_another_process_is_left_as_it_is_and_the_game_kept(home):
    for seed in (1, 2, 3):
        assert record_finished_game(finished_ono99(SEATS, seed)) == []
    match = finished_ono99(SEATS, seed=4)
    save_game(match.record, list(match.seats))
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(home / HISTORY)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline() == "locked\n"
        games, problems = read_history()
        assert games == [] and [str(problem) for problem in problems] == [
            "The list of played games cannot be opened (another program is using it)."
        ]
        recording = record_finished_game(match)
        assert recording.kept == IN_AUTOSAVE and [str(problem) for problem in recording] == [
            "The game could not be added to the list of played games (another program is "
            "using it); it stays the saved game, so Continue adds it later."
        ]
        assert has_autosave()
    finally:
        holder.stdin.close()
        assert holder.wait(timeout=30) == 0
    names = (HISTORY, AUTOSAVE, AUTOSAVE_SEATS)
    assert sorted(home.iterdir()) == sorted(home / name for name in names)
    recording = record_finished_game(match)
    assert recording == [] and recording.kept == IN_HISTORY
    assert len(read_history()[0]) == 4 and not has_autosave()


def test_a_version_1_history_with_the_wrong_columns_is_set_aside_and_games_recorded(home):
    with closing(sqlite3.connect(home / HISTORY)) as connection, connection:
        connection.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, when_played TEXT)")
        connection.execute("INSERT INTO games (when_played) VALUES ('yesterday')")
        connection.execute("PRAGMA user_version = 1")
    kept = (home / HISTORY).read_bytes()
    [problem] = record_finished_game(finished_ono99(SEATS))
    assert str(problem) == (
        "The list of played games could not be read because its table of games is not the one "
        f"this version keeps; it was kept as {HISTORY}.corrupt."
    )
    assert (home / f"{HISTORY}.corrupt").read_bytes() == kept
    assert record_finished_game(finished_ono99(SEATS, seed=6)) == []
    assert len(read_history()[0]) == 2


def test_another_programs_database_is_set_aside_untouched(home):
    with closing(sqlite3.connect(home / HISTORY)) as connection, connection:
        connection.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
        connection.execute("INSERT INTO notes (text) VALUES ('buy milk')")
    kept = (home / HISTORY).read_bytes()
    games, [problem] = read_history()
    assert games == [] and str(problem) == (
        "The list of played games could not be read because it is another program's "
        f"database; it was kept as {HISTORY}.corrupt."
    )
    assert (home / f"{HISTORY}.corrupt").read_bytes() == kept
    with closing(sqlite3.connect(home / f"{HISTORY}.corrupt")) as connection:
        tables = connection.execute("SELECT name FROM sqlite_master").fetchall()
    assert tables == [("notes",)]


def test_a_fresh_history_is_made_whole_in_one_transaction(home):
    with open_history() as history:
        assert history.count() == 0
    with closing(sqlite3.connect(home / HISTORY)) as connection:
        assert connection.execute("PRAGMA user_version").fetchone() == (1,)


def test_a_row_naming_an_unknown_title_is_left_out_with_one_sentence(home):
    assert record_finished_game(finished_ono99(SEATS)) == []
    assert record_finished_game(finished_ono99(SEATS, seed=6)) == []
    with closing(sqlite3.connect(home / HISTORY)) as connection, connection:
        connection.execute("UPDATE games SET game = 'chess' WHERE id = 2")
    games, [problem] = read_history()
    assert [entry.id for entry in games] == [1]
    assert str(problem) == (
        "Game 2 of the history could not be read (it names an unknown game 'chess') and is "
        "left out."
    )
