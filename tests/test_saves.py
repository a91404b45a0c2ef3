"""The autosave, its seats sidecar, exports and crash reports (game/saves.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from app_driver import save_game

from game.cli import main as cli_main
from game.core.actions import Action
from game.match import COMPUTER, HUMAN, Seat
from game.records import PlayedGame, Record
from game.review import Judgement
from game.saves import (
    AUTOSAVE,
    AUTOSAVE_SEATS,
    MOST_COACH_NOTES,
    AutosaveWriter,
    clear_autosave,
    default_seats,
    export_record,
    has_autosave,
    load_autosave,
    write_crash_report,
)
from game.storage import set_aside

SEATS = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "Bram", "hard"), Seat(HUMAN, "Cleo")]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test writes under its own user data folder."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    return tmp_path


def played_ono99(moves: int = 4, seed: int = 11) -> PlayedGame:
    """A 3-player ONO 99 game after `moves` legal actions (always the first legal one)."""
    game = PlayedGame(Record("ono99", 3, seed))
    for _ in range(moves):
        game.play(game.state.legal_actions()[0])
    return game


def test_autosave_round_trip_replays_the_game_and_keeps_the_seats(home):
    game = played_ono99()
    save_game(game.record, SEATS)
    assert has_autosave()
    loaded = load_autosave()
    assert loaded.problems == []
    assert loaded.seats == SEATS
    assert loaded.game.record.to_json() == game.record.to_json()
    assert loaded.game.state.to_json() == game.state.to_json()
    assert json.loads((home / AUTOSAVE).read_text())["format"] == 1


def test_background_autosave_writes_the_newest_game_and_flush_waits_for_it(home):
    game = played_ono99(moves=0)
    writer = AutosaveWriter()
    for _ in range(6):
        game.play(game.state.legal_actions()[0])
        writer.save(game.record, SEATS)
    writer.flush()
    loaded = load_autosave()
    assert loaded.seats == SEATS and loaded.game.record.actions == game.record.actions


def test_a_failed_background_autosave_is_said_once_until_a_save_works_again(home, monkeypatch):
    import game.saves

    real_write = game.saves.write_atomically

    def disk_full(path, text):
        raise OSError(28, "No space left on device")

    writer = AutosaveWriter()
    game_now = played_ono99()
    with monkeypatch.context() as patch:
        patch.setattr(game.saves, "write_atomically", disk_full)
        for _ in range(3):
            writer.save(game_now.record, SEATS)
            writer.flush()
    [problem] = writer.problems()
    assert str(problem) == (
        "The game could not be saved (the disk is full); play goes on and saving is tried again."
    )
    assert game.saves.write_atomically is real_write
    writer.save(game_now.record, SEATS)
    writer.flush()
    assert writer.problems() == [] and load_autosave().game is not None


def test_a_bug_in_the_background_autosave_is_raised_on_the_next_flush(home, monkeypatch):
    import game.saves

    def bug(path, text):
        raise KeyError("a bug")

    monkeypatch.setattr(game.saves, "write_atomically", bug)
    writer = AutosaveWriter()
    writer.save(played_ono99().record, SEATS)
    with pytest.raises(KeyError, match="a bug"):
        writer.flush()
    writer.flush()  # raised once; the writer carries on


def test_no_autosave_means_nothing_to_continue(home):
    assert not has_autosave()
    loaded = load_autosave()
    assert loaded.game is None and loaded.problems == []


def test_a_folder_that_cannot_be_looked_into_has_no_autosave(home, monkeypatch):
    save_game(played_ono99().record, SEATS)

    def denied(self):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "is_file", denied)
    assert not has_autosave()


def test_clear_autosave_removes_record_and_seats(home):
    save_game(played_ono99().record, SEATS)
    clear_autosave(played_ono99().record)
    assert not (home / AUTOSAVE).exists() and not (home / AUTOSAVE_SEATS).exists()


def test_clearing_one_games_autosave_leaves_another_games_alone(home):
    """Issue 36 (2): a game recorded by one app never deletes another game's autosave."""
    other = PlayedGame(Record("ono99", 3, 12)).record
    save_game(other, SEATS)
    clear_autosave(played_ono99().record)
    assert load_autosave().game.record == other


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": 2, "game": "ono99", "players": 3, "seed": 1}', "format 2 is not supported"),
        (
            '{"format": 1, "game": "ono99", "players": 3, "seed": 11, "actions": ["play 99"]}',
            "action 0",
        ),
        ('{"format": 1, "game": "chess", "players": 2, "seed": 1}', "unknown game"),
    ],
)
def test_a_bad_autosave_is_moved_aside_with_one_sentence(home, text, reason):
    (home / AUTOSAVE).write_text(text)
    loaded = load_autosave()
    assert loaded.game is None
    [problem] = map(str, loaded.problems)
    assert reason in problem
    assert problem.endswith(f"kept as {AUTOSAVE}.corrupt.") and problem.count(".") >= 1
    assert (home / f"{AUTOSAVE}.corrupt").read_text() == text
    assert not has_autosave()


def test_an_autosave_of_another_game_than_its_seats_say_is_refused(home):
    save_game(played_ono99().record, SEATS)
    sidecar = json.loads((home / AUTOSAVE_SEATS).read_text())
    sidecar["game"] = "moon"
    (home / AUTOSAVE_SEATS).write_text(json.dumps(sidecar))
    loaded = load_autosave()
    assert loaded.game is None
    assert "holds a game of ono99, not of moon" in str(loaded.problems[0])
    assert (home / f"{AUTOSAVE}.corrupt").exists()


def test_an_autosave_of_another_game_than_expected_is_refused(home):
    save_game(played_ono99().record, SEATS)
    loaded = load_autosave(expected_game="uno-duo")
    assert loaded.game is None and "not of uno-duo" in str(loaded.problems[0])


@pytest.mark.parametrize(
    "seats_text",
    [
        "[oops",
        '{"format": 1, "game": "ono99", "seats": [{"kind": "robot", "name": "R"}]}',
        '{"format": 1, "game": "ono99", "seats": [{"kind": "human", "name": "Ann"}]}',
        '{"format": 9, "game": "ono99", "seats": []}',
    ],
)
def test_a_bad_seats_file_is_moved_aside_and_the_game_goes_on_with_default_seats(home, seats_text):
    game = played_ono99()
    save_game(game.record, SEATS)
    (home / AUTOSAVE_SEATS).write_text(seats_text)
    loaded = load_autosave()
    assert loaded.game.record.to_json() == game.record.to_json()
    assert loaded.seats == default_seats(3)
    [problem] = map(str, loaded.problems)
    assert problem.startswith("The seats of the saved game were reset because")
    assert (home / f"{AUTOSAVE_SEATS}.corrupt").read_text() == seats_text


def test_moving_aside_never_overwrites_an_earlier_corrupt_file(home):
    for number, text in enumerate(["first", "second", "third"]):
        (home / AUTOSAVE).write_text(text)
        kept = set_aside(home / AUTOSAVE)
        assert kept.read_text() == text
        assert kept.name == (
            f"{AUTOSAVE}.corrupt" if number == 0 else f"{AUTOSAVE}.{number + 1}.corrupt"
        )
    assert sorted(p.read_text() for p in home.glob("*corrupt")) == ["first", "second", "third"]


def test_an_exported_game_replays_with_the_replay_command(home, capsys):
    game = played_ono99(moves=6)
    path = export_record(game.record)
    assert path.parent == home / "exports"
    assert cli_main(["replay", str(path)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["state"] == game.state.to_json()


def test_two_exports_in_the_same_second_get_two_files(home):
    record = played_ono99().record
    assert export_record(record) != export_record(record)


def test_a_crash_report_holds_the_traceback_and_the_record(home):
    record = played_ono99().record
    path = write_crash_report(record, "Traceback: boom")
    report = json.loads(path.read_text())
    assert path.parent == home
    assert report == {"traceback": "Traceback: boom", "record": record.to_json()}


def a_note(index: int) -> Judgement:
    return Judgement(index, 0, Action.parse("play 3"), 0.2, Action.parse("play 9"), 0.45, True)


def test_the_coach_notes_and_the_assisted_mark_come_back_with_the_saved_game(home):
    game = played_ono99(moves=6)
    writer = AutosaveWriter()
    writer.save(game.record, SEATS, True, [a_note(1), a_note(4)])
    writer.flush()
    loaded = load_autosave()
    assert loaded.problems == [] and loaded.assisted
    assert loaded.coach_notes == [a_note(1), a_note(4)]


def test_a_note_on_a_move_the_record_does_not_hold_is_dropped(home):
    game = played_ono99(moves=3)
    writer = AutosaveWriter()
    writer.save(game.record, SEATS, False, [a_note(2), a_note(3)])
    writer.flush()
    assert load_autosave().coach_notes == [a_note(2)]


def test_the_seats_file_keeps_at_most_its_share_of_notes(home):
    game = played_ono99(moves=1)
    writer = AutosaveWriter()
    writer.save(game.record, SEATS, False, [a_note(0)] * (MOST_COACH_NOTES + 50))
    writer.flush()
    assert len(load_autosave().coach_notes) == MOST_COACH_NOTES
    assert (home / AUTOSAVE_SEATS).stat().st_size < 64 * 1024


@pytest.mark.parametrize(
    ("notes", "reason"),
    [
        ('{"index": 0}', "coach_notes"),
        ("[1]", "coach_notes"),
        ('[{"index": 0, "seat": 0}]', "it has no 'played' key"),
        (
            '[{"index": 0, "seat": 0, "played": "play 3", "played_value": 7, "best": "play 9", '
            '"best_value": 0.5, "wins": true}]',
            "'played_value' must lie between 0 and 1",
        ),
    ],
)
def test_a_seats_file_with_a_bad_note_is_moved_aside(home, notes, reason):
    game = played_ono99()
    save_game(game.record, SEATS)
    data = json.loads((home / AUTOSAVE_SEATS).read_text())
    data["coach_notes"] = json.loads(notes)
    (home / AUTOSAVE_SEATS).write_text(json.dumps(data))
    loaded = load_autosave()
    assert loaded.seats == default_seats(3) and loaded.coach_notes == []
    [problem] = map(str, loaded.problems)
    assert problem.startswith("The seats of the saved game were reset because")
    assert reason in problem


def test_a_seats_file_of_another_game_than_the_record_is_not_trusted(home):
    """Issue 36 (2): seats written for a game whose record never came (the writer was killed
    between the two files) are not given to the saved game."""
    save_game(played_ono99().record, SEATS)
    newer_seats = (home / AUTOSAVE_SEATS).read_text()
    save_game(PlayedGame(Record("ono99", 3, 12)).record, [Seat(HUMAN, "Zed"), *SEATS[1:]])
    (home / AUTOSAVE_SEATS).write_text(newer_seats.replace('"Ann"', '"Zoe"'))
    loaded = load_autosave()
    assert loaded.game.record.seed == 12 and [seat.name for seat in loaded.seats][0] == "Player 1"
    [problem] = loaded.problems
    assert str(problem) == (
        "The seats of the saved game were reset because the seats file belongs to another game; "
        f"it was kept as {AUTOSAVE_SEATS}.corrupt."
    )
