"""`python -m game replay RECORD.json` on real files (CONTRACT.md): the replay object for ONO 99
and every error case, each a one-sentence error with status 2."""

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.rules.ono99 import RULES
from game.rules.ono99_cards import stacked_deck

PROJECT = Path(__file__).resolve().parents[1]
STATE_KEYS = {"hands", "phase", "total", "direction", "out", "owed", "draw_pile", "discard_pile"}


def replay(tmp_path, record, raw=None):
    """Run the replay command on a record file; its exit status and decoded output."""
    path = tmp_path / "record.json"
    path.write_text(raw if raw is not None else json.dumps(record), encoding="utf-8")
    before = sorted(tmp_path.iterdir())
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)],
        cwd=PROJECT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert sorted(tmp_path.iterdir()) == before, "replay must not write anything"
    return done.returncode, json.loads(done.stdout)


def record(**changes):
    """A three-player 2022 record with the CONTRACT.md example opening (10, then 7)."""
    hands = [["10", "1", "1", "1"], ["7", "2", "2", "ONO99"], ["5", "-10", "10", "REV"]]
    data = {
        "format": 1,
        "game": "ono99",
        "players": 3,
        "options": {"edition": "2022"},
        "seed": 42,
        "deck": stacked_deck("2022", 3, hands),
        "actions": ["play 10", "play 7"],
    }
    data.update(changes)
    return data


def test_replay_prints_the_full_ono99_object(tmp_path):
    status, report = replay(tmp_path, record())
    assert status == 0
    assert set(report) == {
        "game",
        "to_move",
        "legal",
        "over",
        "winner",
        "scores",
        "state",
        "events",
    }
    assert report["game"] == "ono99" and report["to_move"] == 2
    assert report["legal"] == ["play -10", "play 10", "play 5", "play REV"]
    assert report["over"] is False and report["winner"] is None
    assert report["scores"] == [0, 0, 0]
    state = report["state"]
    assert set(state) >= STATE_KEYS and "tokens" not in state and "points" not in state
    assert state["hands"][2] == ["5", "-10", "10", "REV"]
    assert (state["total"], state["direction"], state["owed"], state["phase"]) == (17, 1, 0, "play")
    assert state["out"] == [False] * 3
    assert (state["draw_pile"], state["discard_pile"]) == (112 - 12 - 2, 2)
    played = [event for event in report["events"] if event["type"] == "card_played"]
    assert played == [
        {"type": "card_played", "seat": 0, "card": "10", "total": 10},
        {"type": "card_played", "seat": 1, "card": "7", "total": 17},
    ]
    assert all(isinstance(event["type"], str) for event in report["events"])
    assert report["events"][0] == {"type": "round_started", "round": 1, "first": 0}


@pytest.mark.parametrize("scoring", ["tokens", "points"])
def test_replay_state_shows_tokens_or_points_when_that_scoring_is_on(tmp_path, scoring):
    status, report = replay(tmp_path, record(options={"scoring": scoring}))
    assert status == 0
    assert report["state"][scoring] == ([3, 3, 3] if scoring == "tokens" else [0, 0, 0])


def test_replay_of_a_complete_1980_points_game_reaches_its_end(tmp_path):
    options = {"edition": "1980", "scoring": "points", "draw_race": True, "ono_on_round_ten": True}
    state, _ = RULES.start(4, options, seed=7)
    chooser = random.Random(3)
    actions = []
    while not state.is_over:
        action = chooser.choice(state.legal_actions())
        actions.append(str(action))
        state.apply(action)
    data = record(players=4, options=options, seed=7, deck=None, actions=actions)
    status, report = replay(tmp_path, data)
    assert status == 0
    assert report["over"] is True and report["to_move"] is None and report["legal"] == []
    assert report["winner"] == state.outcome().winner
    assert report["scores"] == state.scores() and max(report["scores"]) >= 100
    assert report["state"]["points"] == report["scores"] and report["state"]["phase"] == "over"
    assert report["events"][-1] == {
        "type": "game_won",
        "seat": report["winner"],
        "scores": report["scores"],
        "reason": "lowest_score",
    }


FULL_2022 = RULES.full_deck({"edition": "2022"})


@pytest.mark.parametrize(
    "changes, raw, words, index",
    [
        ({}, "{not json", "cannot read 'record.json': it is not valid JSON", None),
        ({"game": "chess"}, None, "unknown game 'chess'", None),
        ({"options": {"colour": "R"}}, None, "unknown option 'colour'", None),
        ({"options": {"draw_race": True}}, None, "'draw_race' only applies to the 1980", None),
        ({"options": {"scoring": "tokens", "finish": "lowest_score"}}, None, "'finish'", None),
        ({"actions": ["play 10", "play ONO99"]}, None, "ONO 99 cards cannot be played", 1),
        ({"actions": ["play 10", "play 7", "play 9"]}, None, "you have no 9 in your hand", 2),
        ({"deck": FULL_2022[:100]}, None, "the deck must hold 112 cards, not 100", None),
        ({"deck": ["HOLD"] + FULL_2022[1:]}, None, "the deck holds 'HOLD'", None),
        ({"first_bidder": 1}, None, "'first_bidder' is not allowed", None),
        ({"players": 7}, None, "takes 2 to 6 players, not 7", None),
    ],
)
def test_bad_records_give_one_sentence_and_status_2(tmp_path, changes, raw, words, index):
    status, report = replay(tmp_path, record(**changes), raw)
    assert status == 2
    assert set(report) == {"error", "index"}
    assert words in report["error"] and "\n" not in report["error"]
    assert report["index"] == index


def test_illegal_action_error_names_the_action_and_its_index(tmp_path):
    status, report = replay(tmp_path, record(actions=["play 10", "draw"]))
    assert status == 2
    assert report == {
        "error": "action 1 ('draw') is illegal: you must play a card, not draw",
        "index": 1,
    }


def test_missing_record_file_gives_one_sentence_and_status_2(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(tmp_path / "nowhere.json")],
        cwd=PROJECT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    report = json.loads(done.stdout)
    assert report["index"] is None and report["error"].startswith("cannot read")
    assert list(tmp_path.iterdir()) == []
