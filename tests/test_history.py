"""The history of finished games (game/history.py): a finished game is added and the autosave
cleared, never twice in a row; a bad history is set aside with the bad line named."""

from __future__ import annotations

import json

import pytest
from app_driver import save_game

from game.history import HISTORY, read_history, record_finished_game
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame, Record
from game.saves import has_autosave

SEATS = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "Bram", "hard"), Seat(HUMAN, "Cleo")]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test writes under its own user data folder."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    return tmp_path


def finished_ono99(seed: int = 5) -> Match:
    """A 3-player ONO 99 match played to its end by always taking the first legal action."""
    match = Match(PlayedGame(Record("ono99", 3, seed)), SEATS)
    while not match.is_over:
        match.played.play(match.state.legal_actions()[0])
    return match


def test_a_finished_game_goes_into_the_history_and_clears_the_autosave(home):
    match = finished_ono99()
    save_game(match.record, list(match.seats))
    assert record_finished_game(match) == []
    assert not has_autosave()
    history, problem = read_history()
    assert problem is None
    [entry] = history
    assert entry.winner == match.outcome.winner
    assert entry.winner_name == SEATS[match.outcome.winner].name
    assert Record.from_json(entry.record).actions == match.record.actions
    assert record_finished_game(match) == []
    assert len(read_history()[0]) == 1, "the same game twice in a row is recorded once"
    record_finished_game(finished_ono99(seed=6))
    assert len(read_history()[0]) == 2


def test_an_unfinished_game_is_not_put_in_the_history(home):
    with pytest.raises(ValueError, match="finished"):
        record_finished_game(Match(PlayedGame(Record("ono99", 3, 11)), SEATS))


def test_a_bad_history_file_is_moved_aside_and_reported(home):
    (home / HISTORY).write_text('{"finished": "x"}\n')
    history, problem = read_history()
    assert history == [] and "its line 1 is unusable: it has no 'game' key" in str(problem)
    assert (home / f"{HISTORY}.corrupt").exists()


HUMAN_WITHOUT_NAME = {"kind": "human", "name": ""}


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ('{"finished": "x"}', "it has no 'game' key"),
        ("[1]", "it must be a JSON object, not a list"),
        ({"finished": "yesterday"}, "'finished' must be a date and time, not 'yesterday'"),
        ({"game": "chess"}, "it names an unknown game 'chess'"),
        ({"winner": 3}, "the winner 3 is not one of the 3 seats"),
        ({"winner": True}, "'winner' must be an integer, not true or false"),
        ({"scores": [1, 2]}, "its game, seats, scores and record do not agree"),
        ({"scores": "1, 2, 3"}, "'scores' must be a list, not a string"),
        ({"seats": [HUMAN_WITHOUT_NAME] * 3}, "the seat name '' is not 1 to 32 printable"),
        ({"record": {"format": 1}}, "its record is bad: the record has no 'game' key"),
        ({"extra": 1}, "it has an unknown key 'extra'"),
    ],
)
def test_every_field_of_a_history_entry_is_checked(home, changes, reason):
    record_finished_game(finished_ono99())
    good = json.loads((home / HISTORY).read_text())
    bad = json.dumps({**good, **changes}) if isinstance(changes, dict) else changes
    text = json.dumps(good) + "\n" + bad + "\n"
    (home / HISTORY).write_text(text)
    history, problem = read_history()
    assert history == [] and f"its line 2 is unusable: {reason}" in str(problem)
    assert (home / f"{HISTORY}.corrupt").read_text() == text
