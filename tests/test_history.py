"""The history of played games (game/history.py), a SQLite database: a finished game is added
and the autosave cleared, never twice; an abandoned one is marked; a crash mid-write loses
nothing; a bad database is set aside, never overwritten, and a fresh one started; a bad row is
left out with a sentence; the old history.jsonl is imported once, every field checked."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from contextlib import closing
from datetime import datetime

import pytest
from app_driver import save_game

from game.history import (
    ABANDONED,
    FINISHED,
    HISTORY,
    OLD_HISTORY,
    finished_summary,
    open_history,
    read_history,
    record_abandoned_game,
    record_finished_game,
)
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame, Record
from game.saves import has_autosave, seat_to_json
from tests.played_games import finished_ono99

SEATS = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "Bram", "hard"), Seat(HUMAN, "Cleo")]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test writes under its own user data folder."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    return tmp_path


def test_a_finished_game_goes_into_the_history_and_clears_the_autosave(home):
    match = finished_ono99(SEATS)
    save_game(match.record, list(match.seats))
    assert record_finished_game(match) == []
    assert not has_autosave()
    history, problems = read_history()
    assert problems == []
    [entry] = history
    assert entry.status == FINISHED and entry.finished and not entry.assisted
    assert entry.winner == match.outcome.winner
    assert entry.winner_name == SEATS[match.outcome.winner].name
    assert entry.scores == list(match.outcome.scores) and entry.seats == SEATS
    assert sorted(entry.places) == [1, 2, 3] and entry.places[entry.winner] == 1
    with open_history() as opened:
        assert opened.record(entry.id).actions == match.record.actions
    assert record_finished_game(match) == []
    assert len(read_history()[0]) == 1, "the same game is recorded once"
    record_finished_game(finished_ono99(SEATS, seed=6), assisted=True, review=[{"index": 3}])
    newest, older = read_history()[0]
    assert newest.assisted and newest.review == [{"index": 3}] and not older.assisted
    assert finished_summary()[:2] == (2, newest)


def test_an_unfinished_game_is_not_put_in_the_history_as_finished(home):
    with pytest.raises(ValueError, match="finished"):
        record_finished_game(Match(PlayedGame(Record("ono99", 3, 11)), SEATS))


def test_an_abandoned_game_is_kept_marked_with_no_winner(home):
    played = PlayedGame(Record("moon", 3, 2))
    played.play(played.state.legal_actions()[0])
    assert record_abandoned_game(played, SEATS) == []
    [entry] = read_history()[0]
    assert entry.status == ABANDONED and entry.winner is None and entry.winner_name is None
    assert entry.places == [] and finished_summary()[:2] == (0, None)


def test_the_figures_of_a_moon_game_count_each_bidders_bids_made_and_set(home):
    played = PlayedGame(Record("moon", 3, 9, {"target": 7}))
    while not played.state.is_over:
        played.play(played.state.legal_actions()[-1])
    hands = [event for event in played.events if event.type == "hand_scored"]
    record_finished_game(Match(played, SEATS))
    [entry] = read_history()[0]
    bids = entry.details["bids"]
    assert sum(made + lost for made, lost in bids) == len(hands)
    for seat in range(3):
        made = [hand for hand in hands if hand["bidder"] == seat and hand["made"]]
        assert bids[seat][0] == len(made)


def test_a_game_killed_mid_write_leaves_the_history_as_it_was(home):
    record_finished_game(finished_ono99(SEATS))
    killer = f"""
import os, sqlite3
db = sqlite3.connect({str(home / HISTORY)!r})
db.execute("BEGIN")
db.execute("UPDATE games SET scores = 'garbage'")
db.execute("INSERT INTO games SELECT NULL, played, game, options, seats, status, winner, "
           "scores, assisted, details, review, record, 'another' FROM games")
os._exit(9)
"""
    assert subprocess.run([sys.executable, "-c", killer]).returncode == 9
    history, problems = read_history()
    assert problems == [] and len(history) == 1 and history[0].scores != "garbage"


def test_a_file_that_is_not_a_database_is_kept_aside_byte_for_byte(home):
    (home / HISTORY).write_bytes(b"\x00not a database at all\xff" * 100)
    history, [problem] = read_history()
    assert history == []
    assert str(problem).startswith("The list of played games could not be read because it is")
    assert (home / f"{HISTORY}.corrupt").read_bytes() == b"\x00not a database at all\xff" * 100
    assert record_finished_game(finished_ono99(SEATS)) == []
    assert len(read_history()[0]) == 1


def test_a_damaged_database_is_set_aside_and_a_fresh_one_started(home):
    record_finished_game(finished_ono99(SEATS))
    damaged = (home / HISTORY).read_bytes()[:4096] + b"\x00" * 10 + b"\xffrubbish" * 2000
    (home / HISTORY).write_bytes(damaged)
    history, problems = read_history()
    assert history == [] and len(problems) == 1 and "not a usable database" in str(problems[0])
    assert (home / f"{HISTORY}.corrupt").read_bytes() == damaged


def test_a_history_made_by_a_newer_version_is_set_aside_not_overwritten(home):
    with closing(sqlite3.connect(home / HISTORY)) as db:
        db.execute("CREATE TABLE future (x)")
        db.execute("PRAGMA user_version = 7")
        db.commit()
    history, [problem] = read_history()
    assert history == [] and "made by a newer Trio Table (version 7)" in str(problem)
    assert (home / f"{HISTORY}.corrupt").is_file()


def test_a_folder_in_place_of_the_history_is_set_aside(home):
    (home / HISTORY).mkdir()
    (home / HISTORY / "mine.txt").write_text("the user's own file")
    assert record_finished_game(finished_ono99(SEATS))[0].id.startswith("The list of played games")
    assert (home / f"{HISTORY}.corrupt" / "mine.txt").read_text() == "the user's own file"
    assert len(read_history()[0]) == 1


def test_a_row_that_does_not_hold_a_game_is_left_out_with_a_sentence(home):
    record_finished_game(finished_ono99(SEATS))
    record_finished_game(finished_ono99(SEATS, seed=6))
    with closing(sqlite3.connect(home / HISTORY)) as db:
        db.execute("UPDATE games SET seats = '\"nobody\"' WHERE id = 1")
        db.commit()
    history, [problem] = read_history()
    assert [entry.id for entry in history] == [2]
    assert str(problem) == (
        "Game 1 of the history could not be read (its seats are not a JSON list) and is left out."
    )


def old_line(match: Match, **changes) -> str:
    """A line of the history.jsonl of earlier versions."""
    entry = {
        "finished": datetime(2026, 11, 1, 12).isoformat(),
        "game": match.game,
        "seats": [seat_to_json(seat) for seat in match.seats],
        "winner": match.outcome.winner,
        "scores": list(match.outcome.scores),
        "record": match.record.to_json(),
    }
    return json.dumps({**entry, **changes}) + "\n"


def test_the_old_history_is_imported_once_and_kept(home):
    text = old_line(finished_ono99(SEATS)) + old_line(finished_ono99(SEATS, seed=6))
    (home / OLD_HISTORY).write_text(text)
    history, problems = read_history()
    assert problems == [] and len(history) == 2
    assert history[0].played == "2026-11-01T12:00:00"
    assert (home / f"{OLD_HISTORY}.imported").read_text() == text
    assert not (home / OLD_HISTORY).exists() and len(read_history()[0]) == 2


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"finished": "yesterday"}, "'finished' must be a date and time, not 'yesterday'"),
        ({"winner": True}, "'winner' must be an integer, not true or false"),
        ({"scores": "1, 2, 3"}, "'scores' must be a list, not a string"),
        ({"record": {"format": 1}}, "its record is bad"),
        ({"extra": 1}, "it has an unknown key 'extra'"),
    ],
)
def test_every_field_of_an_old_history_line_is_checked(home, changes, reason):
    text = old_line(finished_ono99(SEATS)) + old_line(finished_ono99(SEATS), **changes)
    (home / OLD_HISTORY).write_text(text)
    history, [problem] = read_history()
    assert history == [] and f"its line 2 is unusable: {reason}" in str(problem)
    assert (home / f"{OLD_HISTORY}.corrupt").read_text() == text
