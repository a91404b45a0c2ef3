"""`python -m game replay` on UNO Duo records that use every action form, and on bad records."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import replay_report
from game.records import PlayedGame, Record
from game.rules.uno_duo_cards import stacked_deck

ROOT = Path(__file__).resolve().parent.parent
KEEPS = ["keep"] * 14

TOUR = {
    "deck": stacked_deck(
        [
            ["Y+2", "W+4", "G1", "G2", "RSKIP", "B5", "Y4"],
            ["R+2", "RREV", "R1", "W", "W+4", "B1", "B2"],
        ],
        "R3",
        ["G5", "G6", "G7", "G8"] + ["Y1", "Y2", "Y3", "Y5", "Y6", "Y7"] + ["B9", "B8"],
    ),
    "actions": KEEPS
    + ["uno", "play R+2", "play Y+2", "draw", "play Y4", "play W R", "play RSKIP"]
    + ["play W+4 B", "challenge", "play B5", "draw", "pass", "draw", "play B8"]
    + ["play W+4 R", "accept", "play RREV", "dump", "play R1"],
}
STARTING_WILD_AND_CATCH = {
    "deck": stacked_deck(
        [
            ["RSKIP", "G1", "G2", "G3", "G4", "G5", "G6"],
            ["RREV", "R1", "R2", "R3", "R4", "R5", "B1"],
        ],
        "W",
    ),
    "actions": KEEPS
    + ["colour R", "play RREV", "dump", "play R1", "play R2", "play R3", "play R4", "play R5"]
    + ["catch", "play RSKIP"],
}
DUMP_DECLINED = {
    "deck": stacked_deck(
        [["G1", "G2", "G3", "G4", "G5", "G6", "G7"], ["RREV", "R1", "B1", "B2", "B3", "B4", "B5"]],
        "R3",
    ),
    "actions": KEEPS + ["play RREV", "pass"],
}
DRAFT_DISCARDS = {"deck": None, "actions": ["keep", "discard", "discard", "keep"]}
RECORDS = [TOUR, STARTING_WILD_AND_CATCH, DUMP_DECLINED, DRAFT_DISCARDS]

EVERY_FORM = {
    ("draft", "keep"),
    ("draft", "discard"),
    ("start_colour", "colour X"),
    ("play", "play <card>"),
    ("play", "play W X"),
    ("play", "play W+4 X"),
    ("play", "draw"),
    ("play", "uno"),
    ("play", "catch"),
    ("drawn", "play <card>"),
    ("drawn", "pass"),
    ("volley", "play <card>"),
    ("volley", "draw"),
    ("challenge", "challenge"),
    ("challenge", "accept"),
    ("dump_offer", "dump"),
    ("dump_offer", "pass"),
    ("dump", "play <card>"),
}


def record_data(scenario):
    return {
        "format": 1,
        "game": "uno-duo",
        "players": 2,
        "options": {},
        "seed": 7,
        "deck": scenario["deck"],
        "actions": scenario["actions"],
    }


def replay(tmp_path, data):
    """Run `python -m game replay` on `data`; its exit status and decoded output."""
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    return done.returncode, json.loads(done.stdout)


def form(action):
    verb, *args = action.split(" ")
    if verb == "colour":
        return "colour X"
    if verb == "play":
        return f"play {args[0]} X" if args[0].startswith("W") else "play <card>"
    return verb


def forms_used(data):
    game = PlayedGame(Record.from_json({**data, "actions": []}))
    used = set()
    for action in data["actions"]:
        used.add((game.state.phase, form(action)))
        game.play(action)
    return used


def test_the_replay_records_use_every_uno_duo_action_form():
    used = set().union(*(forms_used(record_data(scenario)) for scenario in RECORDS))
    assert not EVERY_FORM - used, EVERY_FORM - used


@pytest.mark.parametrize("scenario", RECORDS, ids=["tour", "wild_catch", "no_dump", "draft"])
def test_replay_prints_the_same_game_as_playing_the_record(tmp_path, scenario):
    data = record_data(scenario)
    status, printed = replay(tmp_path, data)
    assert status == 0
    expected = json.loads(json.dumps(replay_report(PlayedGame(Record.from_json(data)))))
    assert printed == expected
    assert printed["game"] == "uno-duo" and printed["legal"] == sorted(printed["legal"])
    assert set(printed["state"]) >= {
        "hands",
        "phase",
        "top",
        "colour",
        "volley",
        "player1",
        "round",
        "round_scores",
        "draw_pile",
        "discard_pile",
    }


def test_replay_of_the_tour_ends_where_the_rules_say(tmp_path):
    _, printed = replay(tmp_path, record_data(TOUR))
    state = printed["state"]
    assert (printed["to_move"], state["phase"], state["top"], state["colour"]) == (
        0,
        "play",
        "R1",
        "R",
    )
    assert [len(hand) for hand in state["hands"]] == [6, 13]
    challenge = next(event for event in printed["events"] if event["type"] == "challenge")
    assert challenge == {"type": "challenge", "seat": 1, "against": 0, "legal": True}


@pytest.mark.parametrize(
    "change, index, words",
    [
        (
            {"actions": KEEPS + ["play B1"]},
            14,
            "action 14 ('play B1') is illegal: B1 does not match",
        ),
        ({"options": {"deck": "100"}}, None, "option 'deck' must be one of"),
        ({"options": {"colours": 4}}, None, "unknown option 'colours'"),
        ({"players": 3}, None, "UNO Duo takes exactly 2 players"),
        ({"deck": ["R1"] * 112}, None, "the deck must hold"),
    ],
)
def test_a_bad_uno_duo_record_prints_one_sentence_and_exits_2(tmp_path, change, index, words):
    data = {**record_data(DUMP_DECLINED), **change}
    status, printed = replay(tmp_path, data)
    assert status == 2
    assert printed["index"] == index and words in printed["error"]
