"""The sentences about bad files and records say what is true in the app's words (issue 36,
case 8): no Python text ("not {'a': 1}", "not True", "Invalid isoformat string", "Expecting
property name enclosed…"), sizes that differ when the file is larger than the most allowed, a
history's version called newer only when it is, and one notice per file per start."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing

import pygame
import pytest
from app_driver import click_button, press, start_app
from test_catalog_faults import DAMAGED, assets_with_catalog

from game.cli import run_replay
from game.history import HISTORY, read_history, record_finished_game
from game.match import HUMAN, Seat
from game.storage import RECORD_LIMIT
from game.words import words_for
from tests.played_games import finished_ono99

PYTHON_TEXT = ("{'", "['", "True", "False", "None", "Expecting", "isoformat", "Traceback")
SEATS = [Seat(HUMAN, name) for name in ("Ann", "Bram", "Cleo")]
ONO99 = {"format": 1, "game": "ono99", "players": 3, "seed": 1}
MOON = {"format": 1, "game": "moon", "players": 3, "seed": 1}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test writes under its own user data folder."""
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("TRIO_TABLE_HOME", str(folder))
    return folder


def replay_error(tmp_path, capsys, text: str) -> str:
    """The error sentence `replay` prints for a record file holding `text`."""
    path = tmp_path / "record.json"
    path.write_text(text)
    assert run_replay(str(path)) == 2
    return json.loads(capsys.readouterr().out)["error"]


@pytest.mark.parametrize(
    ("record", "sentence"),
    [
        (
            {**ONO99, "options": {"target": {"a": 1}}},
            "option 'target' must be a positive integer, not {\"a\": 1}",
        ),
        (
            {**ONO99, "options": {"target": True}},
            "option 'target' must be a positive integer, not true",
        ),
        (
            {**ONO99, "options": {"edition": None}},
            "option 'edition' must be one of '2022', '1980', not null",
        ),
        (
            {**MOON, "first_bidder": True},
            "'first_bidder' must be a seat number from 0 to 2, not true",
        ),
        (
            {**MOON, "first_bidder": ["x"]},
            "'first_bidder' must be a seat number from 0 to 2, not [\"x\"]",
        ),
        ({**ONO99, "format": {"v": 2}}, 'record format {"v": 2} is not supported (only 1)'),
    ],
)
def test_a_bad_value_is_quoted_as_json_writes_it(tmp_path, capsys, record, sentence):
    error = replay_error(tmp_path, capsys, json.dumps(record))
    assert error == sentence
    assert not any(python in error for python in PYTHON_TEXT)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('{"format": 1, game: "ono99"}', "a key in double quotes is missing at line 1, column 15"),
        ('{"format": 1,}', "a key in double quotes is missing at line 1, column 14"),
        ('{"format" 1}', "a colon is missing at line 1, column 11"),
        ('{"format": 1 "game": "ono99"}', "a comma is missing at line 1, column 14"),
        ('{"game": "ono', "a text in quotes is not closed at line 1, column 10"),
        ('{"format": 1} {}', "something follows the end of the data at line 1, column 15"),
    ],
)
def test_json_that_cannot_be_read_is_described_in_the_apps_words(tmp_path, capsys, text, problem):
    error = replay_error(tmp_path, capsys, text)
    assert error == f"cannot read 'record.json': it is not valid JSON ({problem})"


def test_a_file_just_over_the_limit_is_not_said_to_be_as_large_as_the_limit(tmp_path, capsys):
    error = replay_error(tmp_path, capsys, " " * (RECORD_LIMIT + 1))
    assert error == (
        "cannot read 'record.json': it is too large (4,194,305 bytes; the most is 4,194,304 bytes)"
    )


def test_a_bad_row_of_the_history_is_described_without_pythons_words(home):
    for seed in (1, 2):
        assert record_finished_game(finished_ono99(SEATS, seed)) == []
    with closing(sqlite3.connect(home / HISTORY)) as database, database:
        database.execute("UPDATE games SET played = 'yesterday' WHERE id = 1")
        database.execute("UPDATE games SET options = '{edition: 1980}' WHERE id = 2")
    history, problems = read_history()
    assert history == []
    assert sorted(str(problem) for problem in problems) == [
        f"Game {number} of the history could not be read (a field of it is not what Trio Table "
        "writes) and is left out."
        for number in (1, 2)
    ]


@pytest.mark.parametrize(
    ("version", "reason"),
    [
        (-5, "its version (-5) is not one that Trio Table writes"),
        (7, "it was made by a newer Trio Table (version 7)"),
    ],
)
def test_a_history_of_another_version_is_called_newer_only_when_it_is(home, version, reason):
    assert record_finished_game(finished_ono99(SEATS, 1)) == []
    with closing(sqlite3.connect(home / HISTORY)) as database:
        database.execute(f"PRAGMA user_version = {version}")
    history, problems = read_history()
    assert history == []
    [problem] = map(str, problems)
    assert f"because {reason};" in problem


def test_a_damaged_catalog_is_told_once_a_start_however_often_its_language_is_chosen(
    tmp_path, monkeypatch, home
):
    monkeypatch.setenv("TRIO_TABLE_ASSETS", str(assets_with_catalog(tmp_path, DAMAGED["short"])))
    words_for.cache_clear()
    try:
        app = start_app(home, monkeypatch)
        app.set_language("cy")
        said = [notice.text for notice in app.notices.notices]
        assert said == [
            "The Cymraeg texts could not be read (the file is damaged), so English is shown."
        ]
        app.step(60.0)  # long enough for every notice to have gone
        assert app.notices.notices == []
        app.set_language("en")
        app.set_language("cy")
        assert app.notices.notices == []
    finally:
        words_for.cache_clear()


def test_a_bad_row_of_the_history_is_told_once_however_often_the_history_is_read(home, monkeypatch):
    assert record_finished_game(finished_ono99(SEATS, 1)) == []
    with closing(sqlite3.connect(home / HISTORY)) as database, database:
        database.execute("UPDATE games SET played = 'yesterday'")
    app = start_app(home, monkeypatch)  # the menu reads the newest game
    told = [notice.text for notice in app.notices.notices]
    assert told == [
        "Game 1 of the history could not be read (a field of it is not what Trio Table writes) "
        "and is left out."
    ]
    app.step(60.0)  # long enough for every notice to have gone
    click_button(app, "History")  # read again, twice
    press(app, pygame.K_ESCAPE)
    click_button(app, "Statistics")
    assert app.notices.notices == []
    app.close()
