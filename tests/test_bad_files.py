"""Bad files the player may have (beyond the cases of test_saves.py, test_settings.py and
test_app_menu.py): an empty or binary autosave, a pickle, a record with an unknown option or a
wrong deck, another game than its seats say, a future settings file, a bad history. Each is
reported in one sentence, kept with a `.corrupt` suffix and never overwritten, and the app goes
on with defaults."""

from __future__ import annotations

import json
import pickle

import pytest
from app_driver import (
    button_texts,
    click_button,
    enabled_button_texts,
    label_texts,
    ono99_match,
    save_game,
    start_app,
)

from game.history import HISTORY
from game.saves import AUTOSAVE, AUTOSAVE_SEATS, load_autosave
from game.settings import SETTINGS, Settings, load_settings
from scenes.menu import MenuScene


class LeavesATrace:
    """An object whose unpickling writes a file: proof that a save was (wrongly) unpickled."""

    def __init__(self, trace: str) -> None:
        self.trace = trace

    def __reduce__(self):
        return (open, (self.trace, "w"))


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test writes under its own user data folder."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    return tmp_path


def one_sentence(text: str) -> bool:
    """True for a single sentence: a capital first, one full stop, at the very end."""
    return text[0].isupper() and text.endswith(".") and ". " not in text


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "it is empty"),
        (b"\x80\x04\x95\xff\xfe binary", "it is not UTF-8 text (byte 0x80 at position 0)"),
        (
            b'{"format": 1, "game": "ono99", "players": 3, "seed": 1, "options": {"turbo": true}}',
            "unknown option 'turbo'",
        ),
        (b'{"format": 1, "game": "moon", "players": 3, "seed": 1, "deck": ["6-4"]}', "deck"),
        (b'{"format": 1, "game": "uno-duo", "players": 5, "seed": 1}', "2 players"),
        (b'["format", 1]', "must be a JSON object"),
    ],
)
def test_a_bad_autosave_is_kept_aside_byte_for_byte_with_one_sentence(home, content, reason):
    (home / AUTOSAVE).write_bytes(content)
    loaded = load_autosave()
    assert loaded.game is None
    [problem] = map(str, loaded.problems)
    assert reason in problem
    assert problem.startswith("The saved game could not be continued because")
    assert (home / f"{AUTOSAVE}.corrupt").read_bytes() == content


def test_a_pickled_save_is_refused_and_never_unpickled(home):
    trace = home / "unpickled"
    (home / AUTOSAVE).write_bytes(pickle.dumps(LeavesATrace(str(trace))))
    loaded = load_autosave()
    assert loaded.game is None and len(loaded.problems) == 1
    assert not trace.exists()
    assert (home / f"{AUTOSAVE}.corrupt").exists()


def test_a_settings_file_from_a_later_version_is_kept_aside_and_defaults_used(home):
    text = json.dumps({"format": 2, "sound_volume": 0.5, "language": "de"})
    (home / SETTINGS).write_text(text)
    settings, problem = load_settings()
    problem = str(problem)
    assert settings == Settings()
    assert problem.startswith("The settings were reset because it has an unknown setting")
    assert one_sentence(problem)
    assert (home / f"{SETTINGS}.corrupt").read_text() == text


def test_a_corrupt_save_is_never_overwritten_by_the_next_games_autosave(home, monkeypatch):
    bad = '{"format": 1, "game": "ono99", "players": 3, "seed": 11, "actions": ["play 99"]}'
    (home / AUTOSAVE).write_text(bad)
    app = start_app(home, monkeypatch)
    try:
        click_button(app, "Continue")
        [notice] = app.notices.texts()
        assert one_sentence(notice) and "action 0" in notice
        assert isinstance(app.stack.top, MenuScene)
        app.play(ono99_match(moves=2))
        app.autosaver.flush()
        assert json.loads((home / AUTOSAVE).read_text())["actions"] == app.match.record.actions
        assert (home / f"{AUTOSAVE}.corrupt").read_text() == bad
        (home / AUTOSAVE).write_text(bad + "garbage")
        app.show_menu()
        click_button(app, "Continue")
        assert (home / f"{AUTOSAVE}.corrupt").read_text() == bad
        assert (home / f"{AUTOSAVE}.2.corrupt").read_text() == bad + "garbage"
    finally:
        app.close()


def test_seats_of_another_game_are_reported_in_the_menu_and_both_files_kept(home, monkeypatch):
    match = ono99_match(moves=3)
    save_game(match.record, list(match.seats))
    sidecar = json.loads((home / AUTOSAVE_SEATS).read_text())
    sidecar["game"] = "uno-duo"
    (home / AUTOSAVE_SEATS).write_text(json.dumps(sidecar))
    app = start_app(home, monkeypatch)
    try:
        click_button(app, "Continue")
        [notice] = app.notices.texts()
        assert "holds a game of ono99, not of uno-duo" in notice and one_sentence(notice)
        assert isinstance(app.stack.top, MenuScene) and "Continue" not in enabled_button_texts(app)
        assert (home / f"{AUTOSAVE}.corrupt").exists() and (home / AUTOSAVE_SEATS).exists()
    finally:
        app.close()


def test_a_bad_history_is_reported_in_the_menu_which_carries_on_without_it(home, monkeypatch):
    (home / HISTORY).write_text("{]\n")
    app = start_app(home, monkeypatch)
    try:
        [notice] = app.notices.texts()
        assert notice == (
            "The list of played games could not be read because it is not a SQLite database; "
            f"it was kept as {HISTORY}.corrupt."
        )
        assert (home / f"{HISTORY}.corrupt").read_text() == "{]\n"
        assert not any("finished game" in text for text in label_texts(app))
        assert button_texts(app)[0] == "New game"
    finally:
        app.close()
