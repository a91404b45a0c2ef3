"""`python -m game hint RECORD.json` (CONTRACT.md): every legal move of the seat to move once,
the best first, values from 0 to 1, one readable reason; the same output for the same record,
iterations and seed, and for two records that show the seat the same things; errors as replay
prints them, with status 2; `--lang` changes only the sentences."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.records import PlayedGame, Record
from game.rules.moon_tiles import stacked_deck as moon_deck
from game.rules.ono99_cards import stacked_deck as ono_deck
from game.rules.uno_duo_cards import stacked_deck as uno_deck

PROJECT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"
FEW = ["--iterations", "6", "--seed", "3"]
GREENS = ["G1", "G2", "G3", "G4", "G5", "G6", "G7"]


def _ono99(hands: list[list[str]], draw: list[str]) -> dict:
    """Three players, 2022: seats 0, 1 and 2 play a card each; seat 0 is to move again."""
    return {
        "format": 1,
        "game": "ono99",
        "players": 3,
        "seed": 42,
        "deck": ono_deck("2022", 3, hands, draw),
        "actions": ["play 10", "play 7", "play 5"],
    }


def _uno_duo(first_hand: list[str]) -> dict:
    """Both seats keep every draft card; seat 1 (Player 2) plays first on a red 5."""
    return {
        "format": 1,
        "game": "uno-duo",
        "players": 2,
        "seed": 7,
        "deck": uno_deck([first_hand, GREENS], "R5"),
        "actions": ["keep"] * 14,
    }


def _moon(hands: list[list[str]], widow: str) -> dict:
    """Seat 1 bids first with nothing yet said."""
    return {
        "format": 1,
        "game": "moon",
        "players": 3,
        "seed": 5,
        "deck": moon_deck(hands, widow),
        "first_bidder": 1,
    }


TWINS = {
    "ono99": (
        _ono99(
            [["10", "1", "1", "1"], ["7", "2", "2", "ONO99"], ["5", "-10", "10", "REV"]],
            ["9", "3", "4"],
        ),
        _ono99(
            [["10", "1", "1", "1"], ["7", "8", "PLAY2", "ONO99"], ["5", "0", "6", "REV"]],
            ["9", "2", "6"],
        ),
    ),
    "uno-duo": (
        _uno_duo(["R1", "R2", "R3", "R4", "R6", "R7", "R8"]),
        _uno_duo(["R1", "R2", "R0", "R4", "R6", "R7", "R9"]),
    ),
    "moon": (
        _moon(
            [
                ["6-6", "6-5", "5-5", "4-4", "3-3", "2-2", "1-1"],
                ["6-4", "6-3", "5-4", "5-3", "4-3", "2-1", "0-0"],
                ["6-2", "6-1", "5-2", "5-1", "4-2", "4-1", "3-2"],
            ],
            "3-1",
        ),
        _moon(
            [
                ["6-6", "6-2", "5-5", "4-2", "3-3", "2-2", "3-1"],
                ["6-4", "6-3", "5-4", "5-3", "4-3", "2-1", "0-0"],
                ["6-5", "6-1", "5-2", "5-1", "4-4", "4-1", "3-2"],
            ],
            "1-1",
        ),
    ),
}
"""By game: two records whose final positions differ only in cards the seat to move cannot see."""


def _write(tmp_path: Path, record: dict | str, name: str = "record.json") -> Path:
    path = tmp_path / name
    path.write_text(record if isinstance(record, str) else json.dumps(record), encoding="utf-8")
    return path


def _run(capsys, *argv: str) -> tuple[int, dict]:
    """Run the command line in-process; its exit status and decoded output."""
    status = main(list(argv))
    return status, json.loads(capsys.readouterr().out)


def _hint(capsys, tmp_path: Path, record: dict | str, *extra: str) -> tuple[int, dict]:
    return _run(capsys, "hint", str(_write(tmp_path, record)), *extra)


@pytest.mark.parametrize("game", sorted(TWINS))
def test_the_hint_values_every_legal_move_once_best_first(game, tmp_path, capsys):
    record = TWINS[game][0]
    status, advice = _hint(capsys, tmp_path, record, *FEW)
    assert status == 0
    assert set(advice) == {"seat", "best", "moves", "reason"}
    played = PlayedGame(Record.from_json(record))
    assert advice["seat"] == played.state.to_move
    actions = [move["action"] for move in advice["moves"]]
    assert sorted(actions) == sorted(str(action) for action in played.state.legal_actions())
    assert len(set(actions)) == len(actions) and actions[0] == advice["best"]
    values = [move["value"] for move in advice["moves"]]
    assert all(0 <= value <= 1 and round(value, 3) == value for value in values)
    assert values[1:] == sorted(values[1:], reverse=True)
    assert isinstance(advice["reason"], str) and advice["reason"].endswith(".")


@pytest.mark.parametrize("game", sorted(TWINS))
def test_the_same_record_iterations_and_seed_give_the_same_hint(game, tmp_path, capsys):
    first = _hint(capsys, tmp_path, TWINS[game][0], *FEW)
    assert _hint(capsys, tmp_path, TWINS[game][0], *FEW) == first


@pytest.mark.parametrize("game", sorted(TWINS))
def test_records_that_differ_only_in_cards_the_seat_cannot_see_give_the_same_hint(
    game, tmp_path, capsys
):
    first, second = (PlayedGame(Record.from_json(record)) for record in TWINS[game])
    seat = first.state.to_move
    assert first.state.to_json() != second.state.to_json()
    assert first.observation(seat) == second.observation(seat)
    assert _hint(capsys, tmp_path, TWINS[game][0], *FEW) == _hint(
        capsys, tmp_path, TWINS[game][1], *FEW
    )


def test_the_command_prints_the_hint_as_one_json_object(tmp_path):
    path = _write(tmp_path, TWINS["moon"][0])
    done = subprocess.run(
        [sys.executable, "-m", "game", "hint", str(path), "--budget", "0.05", "--lang", "cy"],
        cwd=PROJECT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    advice = json.loads(done.stdout)
    assert advice["seat"] == 1 and advice["best"] == advice["moves"][0]["action"]


BAD_RECORDS = {
    "not JSON": "{",
    "unknown game": json.dumps({"format": 1, "game": "chess", "players": 2, "seed": 1}),
    "illegal action": json.dumps(_ono99([["1"] * 4, ["2"] * 4, ["3"] * 4], [])),
    "braces in an action": json.dumps(
        {"format": 1, "game": "ono99", "players": 3, "seed": 1, "actions": ["play {x}"]}
    ),
}


@pytest.mark.parametrize("name", sorted(BAD_RECORDS))
def test_a_bad_record_gets_replays_error_object_and_status_2(name, tmp_path, capsys):
    path = str(_write(tmp_path, BAD_RECORDS[name]))
    status, error = _run(capsys, "hint", path)
    assert (status, error) == _run(capsys, "replay", path)
    assert status == 2 and set(error) == {"error", "index"} and error["error"]


def test_a_finished_game_has_no_move_to_advise(tmp_path, capsys):
    finished = json.loads((DATA / "hard-ono99.json").read_text(encoding="utf-8"))
    status, error = _hint(capsys, tmp_path, finished)
    assert status == 2
    assert error == {"error": "the game is over, so there is no move to advise", "index": None}


@pytest.mark.parametrize("language", ["cy", "sw", "bn"])
def test_lang_changes_nothing_but_the_sentences(language, tmp_path, capsys):
    status, english = _hint(capsys, tmp_path, TWINS["ono99"][0], *FEW)
    status_there, there = _hint(capsys, tmp_path, TWINS["ono99"][0], *FEW, "--lang", language)
    assert status == status_there == 0
    assert {**there, "reason": ""} == {**english, "reason": ""} and there["reason"]
    path = str(_write(tmp_path, BAD_RECORDS["illegal action"]))
    for command in ("hint", "replay"):
        status, error = _run(capsys, command, path, "--lang", language)
        assert status == 2 and error["index"] == 0 and error["error"]


@pytest.mark.parametrize(
    "extra",
    [
        ["--lang", "fr"],
        ["--iterations", "0"],
        ["--iterations", "many"],
        ["--budget", "-1"],
        ["--budget", "inf"],
        ["--iterations", "5", "--budget", "1"],
    ],
)
def test_unusable_arguments_are_refused_with_status_2(extra, tmp_path, capsys):
    path = str(_write(tmp_path, TWINS["ono99"][0]))
    with pytest.raises(SystemExit) as refused:
        main(["hint", path, *extra])
    assert refused.value.code == 2
