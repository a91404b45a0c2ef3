"""Damaged catalogs (issue 36, case 6): real damaged `.mo` files in a temporary assets folder
(TRIO_TABLE_ASSETS). A catalog that cannot be parsed means English for its language with one
notice, at every start, in the app and in `replay --lang`; a translation whose fields differ
from its English is dropped when the catalog loads, so only that text is shown in English."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from app_driver import label_texts, start_app
from babel.messages.mofile import read_mo, write_mo

from game.core.messages import N_, NP_, Message
from game.history import record_finished_game
from game.match import HUMAN, Match, Seat
from game.paths import asset_path
from game.records import PlayedGame, Record
from game.settings import SETTINGS
from game.words import words_for

ROOT = Path(__file__).resolve().parent.parent
REAL_CATALOG = asset_path("locale", "cy", "LC_MESSAGES", "trio_table.mo").read_bytes()
DAMAGED = {
    "empty": b"",
    "short": REAL_CATALOG[:10],
    "bad magic": b"\x00" * 40,
    "cut in half": REAL_CATALOG[: len(REAL_CATALOG) // 2],
}
SUMMARY = NP_(
    "{count} finished game; the last, {title}, was won by {player}.",
    "{count} finished games; the last, {title}, was won by {player}.",
)
WILD = N_("{wild} (the colour is {colour})")


def assets_with_catalog(root: Path, catalog: bytes) -> Path:
    """An assets folder like the shipped one whose Welsh catalog holds `catalog`."""
    shipped = asset_path()
    assets = root / "assets"
    welsh = assets / "locale" / "cy" / "LC_MESSAGES"
    welsh.mkdir(parents=True)
    for entry in shipped.iterdir():
        if entry.name != "locale":
            (assets / entry.name).symlink_to(entry)
    for entry in (shipped / "locale").iterdir():
        if entry.name != "cy":
            (assets / "locale" / entry.name).symlink_to(entry)
    (welsh / "trio_table.mo").write_bytes(catalog)
    return assets


def misfit_catalog() -> bytes:
    """The shipped Welsh catalog with a field renamed in one plain translation (`{lliw}` for
    `{colour}`) and in one form of a counted one (`{kount}` for `{count}`)."""
    catalog = read_mo(io.BytesIO(REAL_CATALOG))
    catalog[WILD].string = catalog[WILD].string.replace("{colour}", "{lliw}")
    forms = list(catalog[SUMMARY[0]].string)
    forms[2] = forms[2].replace("{count}", "{kount}")
    catalog[SUMMARY[0]].string = tuple(forms)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    return compiled.getvalue()


@pytest.fixture
def welsh_words():
    """words_for forgets the catalogs it read before and after the test."""
    words_for.cache_clear()
    yield words_for
    words_for.cache_clear()


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("TRIO_TABLE_HOME", str(folder))
    (folder / SETTINGS).write_text(json.dumps({"language": "cy"}))
    return folder


@pytest.mark.parametrize("damage", DAMAGED)
def test_a_damaged_catalog_means_english_with_one_sentence(
    tmp_path, monkeypatch, welsh_words, damage
):
    monkeypatch.setenv("TRIO_TABLE_ASSETS", str(assets_with_catalog(tmp_path, DAMAGED[damage])))
    words = welsh_words("cy")
    assert words.say(Message(WILD, {"wild": "W", "colour": "R"})) == "W (the colour is R)"
    assert str(words.problem) == (
        "The Cymraeg texts could not be read (the file is damaged), so English is shown."
    )


@pytest.mark.parametrize("damage", ["empty", "short"])
def test_the_app_starts_in_english_with_a_damaged_catalog_named_in_the_settings(
    tmp_path, monkeypatch, welsh_words, home, damage
):
    monkeypatch.setenv("TRIO_TABLE_ASSETS", str(assets_with_catalog(tmp_path, DAMAGED[damage])))
    for _start in range(2):  # and again: the setting still names Welsh
        welsh_words.cache_clear()
        app = start_app(home, monkeypatch)
        notices = [notice.text for notice in app.notices.notices]
        assert notices == [
            "The Cymraeg texts could not be read (the file is damaged), so English is shown."
        ]
        assert app.language == "cy" and app.words.gettext("Quit") == "Quit"


@pytest.mark.parametrize("damage", ["empty", "short"])
def test_replay_in_welsh_with_a_damaged_catalog_answers_in_english_json(tmp_path, damage):
    assets = assets_with_catalog(tmp_path, DAMAGED[damage])
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": 1, "game": "ono99", "players": 9, "seed": 1}))
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"format": 1, "game": "moon", "players": 3, "seed": 1}))
    environment = {**os.environ, "TRIO_TABLE_ASSETS": str(assets)}
    for record, status in ((bad, 2), (good, 0)):
        run = subprocess.run(
            [sys.executable, "-m", "game", "replay", str(record), "--lang", "cy"],
            cwd=ROOT,
            env=environ_without_home(environment, tmp_path),
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert run.returncode == status, run.stderr
        assert "Traceback" not in run.stderr
        answer = json.loads(run.stdout)
        if status == 2:
            assert answer["error"] == "ONO 99 takes 2 to 6 players, not 9"
        else:
            assert answer["game"] == "moon"


def environ_without_home(environment: dict[str, str], tmp_path: Path) -> dict[str, str]:
    """The environment of a command-line run whose data folder is a fresh one."""
    return {**environment, "TRIO_TABLE_HOME": str(tmp_path / "cli-home")}


def test_a_translation_whose_fields_differ_falls_back_to_english_for_that_text_alone(
    tmp_path, monkeypatch, welsh_words
):
    monkeypatch.setenv("TRIO_TABLE_ASSETS", str(assets_with_catalog(tmp_path, misfit_catalog())))
    words = welsh_words("cy")
    shipped = read_mo(io.BytesIO(REAL_CATALOG))
    assert words.gettext("Quit") == shipped["Quit"].string != "Quit"
    assert words.say(Message(WILD, {"wild": "W", "colour": "R"})) == "W (the colour is R)"
    summary = Message.counted(SUMMARY, {"count": 3, "title": "Moon", "player": "Ann"})
    assert words.say(summary) == "3 finished games; the last, Moon, was won by Ann."
    assert str(words.problem) == (
        "2 Cymraeg texts do not fit their English, so they are shown in English."
    )


def test_the_menu_is_built_with_a_misfit_translation_in_its_summary(
    tmp_path, monkeypatch, welsh_words, home
):
    monkeypatch.setenv("TRIO_TABLE_ASSETS", str(assets_with_catalog(tmp_path, misfit_catalog())))
    seats = [Seat(HUMAN, name) for name in ("Ann", "Bea", "Cy")]
    for seed in (1, 2):  # two games: Welsh says 2 with its third form
        match = Match(PlayedGame(Record("ono99", 3, seed)), seats)
        while not match.is_over:
            match.played.play(match.state.legal_actions()[0])
        assert record_finished_game(match, folder=home) == []
    app = start_app(home, monkeypatch)
    assert any(text.startswith("2 finished games; the last") for text in label_texts(app))
    assert [notice.text for notice in app.notices.notices] == [  # the notice itself is Welsh
        "Nid yw 2 destun Cymraeg yn cyfateb i'w Saesneg, felly fe'u dangosir yn Saesneg."
    ]
