"""A stored game stays the game it was (issue 36): records the app writes state the version of
the rules they were played under; the compatibility corpus (tests/data/compat, written by
`python -m tools.compat_corpus`) is replayed by today's rules, and a record of another version
is refused in one sentence, never replayed as a different game. Records without the key stay
valid input for `replay` and `hint` (CONTRACT.md)."""

from __future__ import annotations

import json
import random
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from app_driver import click_button, frames, save_game, start_app

from game.cli import replay_report, run_hint, run_replay
from game.core.errors import RecordError
from game.core.options import resolve_options
from game.history import HISTORY, open_history, read_history, record_finished_game
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import RULES_VERSION, PlayedGame, Record
from game.rules import GAME_NAMES, find_game
from game.saves import AUTOSAVE, load_autosave
from scenes.history_scene import HistoryScene
from tools.compat_corpus import CASES, CORPUS, corpus_file

FILES = sorted(CORPUS.glob("*.json"))
SEATS = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "Bram", "easy"), Seat(HUMAN, "Cleo")]


def kept(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def replays_as_kept(data: dict[str, Any]) -> bool:
    """True when today's rules replay the kept record to exactly the kept `replay` output."""
    report = replay_report(PlayedGame(Record.from_json(data["record"])))
    return json.loads(json.dumps(report)) == data["replay"]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test writes under its own user data folder."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_every_stored_game_replays_as_it_was_or_is_refused_when_its_rules_moved(path):
    data = kept(path)
    record = Record.from_json(data["record"])
    rules = find_game(record.game)
    if record.rules_version == rules.rules_version:
        assert replays_as_kept(data), (
            f"today's {record.game} rules replay {path.name} as another game: move the title's "
            "rules_version and run `python -m tools.compat_corpus`"
        )
    else:
        with pytest.raises(RecordError, match="cannot be replayed as it was"):
            PlayedGame(record)


def test_the_corpus_holds_every_title_and_option_of_todays_rules():
    current = [
        Record.from_json(kept(path)["record"])
        for path in FILES
        if kept(path)["record"][RULES_VERSION]
        == find_game(kept(path)["record"]["game"]).rules_version
    ]
    assert all(corpus_file(case).exists() for case in CASES), "run python -m tools.compat_corpus"
    for game in GAME_NAMES:
        rules = find_game(game)
        records = [record for record in current if record.game == game]
        assert any(record.deck is not None for record in records), f"{game}: a stacked deck"
        assert all(PlayedGame(record).state.is_over for record in records), "whole games"
        resolved = [resolve_options(rules.option_specs, record.options) for record in records]
        for key, spec in rules.option_specs.items():
            values = {json.dumps(options[key]) for options in resolved}
            wanted = {json.dumps(choice) for choice in spec.choices or (spec.default,)}
            assert wanted <= values, f"{game}: option {key} needs {wanted - values}"
            if spec.choices is None:
                assert len(values) > 1, f"{game}: option {key} also at another value"
        for extra in rules.extra_keys:
            assert any(extra in record.extras for record in records), f"{game}: {extra}"


def test_a_change_to_the_draws_is_caught_by_the_corpus(monkeypatch):
    """As a rule fix that changes the random draws would be: every title's games are dealt from
    another stream of random numbers (a stacked deck that is never shuffled again is the same
    game under any seed)."""
    for game in GAME_NAMES:
        rules = find_game(game)

        def other_draws(players, options, seed, deck=None, extras=None, start=rules.start):
            return start(players, options, seed + 1, deck, extras)

        monkeypatch.setattr(rules, "start", other_draws)
    shuffled = [path for path in FILES if kept(path)["record"]["deck"] is None]
    assert len(shuffled) >= len(GAME_NAMES)
    assert [path.name for path in shuffled if _replays_unchanged(kept(path))] == []


def _replays_unchanged(data: dict[str, Any]) -> bool:
    try:
        return replays_as_kept(data)
    except RecordError:
        return False


@pytest.mark.parametrize("path", FILES[::4], ids=[path.stem for path in FILES[::4]])
def test_a_record_without_the_rules_version_is_still_valid_for_replay_and_hint(
    tmp_path, capsys, path
):
    data = kept(path)
    plain = {key: value for key, value in data["record"].items() if key != RULES_VERSION}
    whole = tmp_path / "whole.json"
    whole.write_text(json.dumps(plain))
    assert run_replay(str(whole)) == 0
    assert json.loads(capsys.readouterr().out) == data["replay"]
    halfway = tmp_path / "halfway.json"
    halfway.write_text(
        json.dumps({**plain, "actions": plain["actions"][: len(plain["actions"]) // 2]})
    )
    assert run_hint(str(halfway), iterations=8) == 0
    assert json.loads(capsys.readouterr().out)["best"]


def test_a_record_of_another_rules_version_is_refused_in_one_sentence(tmp_path, capsys):
    data = kept(FILES[0])
    record = {**data["record"], RULES_VERSION: data["record"][RULES_VERSION] + 1}
    path = tmp_path / "later.json"
    path.write_text(json.dumps(record))
    title = {"ono99": "ONO 99", "uno-duo": "UNO Duo", "moon": "Three-Player Moon"}[record["game"]]
    sentence = (
        f"this game was played under version {record[RULES_VERSION]} of the {title} rules and "
        f"this Trio Table plays version {record[RULES_VERSION] - 1}, so it cannot be replayed "
        "as it was"
    )
    assert run_replay(str(path)) == 2
    assert json.loads(capsys.readouterr().out) == {"error": sentence, "index": None}
    assert run_hint(str(path), iterations=8) == 2
    assert json.loads(capsys.readouterr().out)["error"] == sentence


@pytest.mark.parametrize("version", [0, -1, "1", True, 1.0])
def test_a_rules_version_must_be_a_whole_number_from_one_up(tmp_path, capsys, version):
    record = {"format": 1, "game": "moon", "players": 3, "seed": 1, RULES_VERSION: version}
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(record))
    assert run_replay(str(path)) == 2
    assert "'rules_version' must be" in json.loads(capsys.readouterr().out)["error"]


def finished_moon() -> Match:
    match = Match(PlayedGame(Record("moon", 3, 4, {"target": 7})), SEATS)
    while not match.is_over:
        match.played.play(
            random.Random(len(match.record.actions)).choice(match.state.legal_actions())
        )
    return match


def test_the_autosave_and_the_history_state_the_rules_version(home):
    match = finished_moon()
    save_game(match.record, list(match.seats))
    assert (
        json.loads((home / AUTOSAVE).read_text())[RULES_VERSION] == find_game("moon").rules_version
    )
    assert record_finished_game(match) == []
    [entry], problems = read_history()
    with open_history() as history:
        assert history.record(entry.id).rules_version == find_game("moon").rules_version
    assert problems == []


def test_an_autosave_of_other_rules_is_kept_aside_with_one_sentence_not_replayed(home):
    match = Match(PlayedGame(Record("ono99", 3, 8)), SEATS)
    save_game(match.record, list(match.seats))
    saved = json.loads((home / AUTOSAVE).read_text())
    saved[RULES_VERSION] += 1
    (home / AUTOSAVE).write_text(json.dumps(saved))
    loaded = load_autosave()
    assert loaded.game is None
    [problem] = map(str, loaded.problems)
    assert "cannot be replayed as it was" in problem and "kept as autosave.json.corrupt" in problem
    assert json.loads((home / "autosave.json.corrupt").read_text()) == saved


def test_a_history_game_of_other_rules_keeps_its_row_and_is_refused_in_one_sentence(
    home, monkeypatch
):
    assert record_finished_game(finished_moon()) == []
    with closing(sqlite3.connect(home / HISTORY)) as database, database:
        [(game_id, text)] = database.execute("SELECT id, record FROM games").fetchall()
        later = {**json.loads(text), RULES_VERSION: find_game("moon").rules_version + 1}
        database.execute("UPDATE games SET record = ? WHERE id = ?", (json.dumps(later), game_id))
    app = start_app(home, monkeypatch)
    click_button(app, "History")
    scene = app.stack.top
    assert isinstance(scene, HistoryScene)
    [game] = scene.shown()  # listed, with its result, from what was kept
    assert game.finished and game.winner_name
    scene.open_game(game)
    frames(app)
    assert app.stack.top is scene
    [notice] = app.notices.texts()
    assert "cannot be replayed as it was" in notice
    with closing(sqlite3.connect(home / HISTORY)) as database:
        assert database.execute("SELECT COUNT(*) FROM games").fetchone() == (1,)
    app.close()
