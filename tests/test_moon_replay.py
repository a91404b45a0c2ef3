"""`python -m game replay` on Moon records that use every action form and the `first_bidder`
key, and on bad records (each refused with one sentence and status 2)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from test_moon_helpers import DEAL_A, DEAL_M, WIDOW_AB, WIDOW_M, of_type

from game.cli import replay_report
from game.records import PlayedGame, Record
from game.rules.moon_tiles import stacked_deck

ROOT = Path(__file__).resolve().parent.parent
STATE_KEYS = {
    "hands",
    "phase",
    "bids",
    "bidder",
    "trump",
    "trick",
    "tricks_won",
    "hand_number",
}
# Per hand: the bidding, then trumps (None: thrown in) and how many tiles to play (None: all).
TOUR = [
    (["bid 4", "bid 5", "pass"], "trump 3", None),
    (["pass", "pass", "pass"], None, None),
    (["bid 21"], "trump doubles", None),
    (["pass", "bid 7", "pass"], "trump none", 2),
]


def play_highest_until_scored(game, tiles=None):
    """Everyone plays their highest legal tile until the hand is scored (or `tiles` played)."""
    for _ in range(21 if tiles is None else tiles):
        if of_type(game.play(game.state.legal_actions()[0]), "hand_scored"):
            return


def tour_record():
    """A record of TOUR, first dealt from DEAL_A by seat 0; the highest legal tile is laid
    away and played each time."""
    deck = stacked_deck(DEAL_A, WIDOW_AB)
    game = PlayedGame(Record("moon", 3, 8, {"target": 30}, deck, extras={"first_bidder": 0}))
    for bidding, trumps, tiles in TOUR:
        for bid in bidding:
            game.play(bid)
        if trumps is not None:
            game.play(game.state.legal_actions()[0])
            game.play(trumps)
            play_highest_until_scored(game, tiles)
            assert not game.state.is_over
    return game.record.to_json()


def replay(tmp_path, record):
    """Run the replay command on a record; its exit status and its output as JSON."""
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert sorted(tmp_path.iterdir()) == [path], "the replay wrote a file"
    return done.returncode, json.loads(done.stdout)


def test_replay_prints_a_record_using_every_action_form_and_first_bidder(tmp_path):
    record = tour_record()
    assert record["first_bidder"] == 0
    actions = set(record["actions"])
    assert {"bid 4", "bid 5", "bid 7", "bid 21", "pass"} <= actions
    assert {"trump 3", "trump doubles", "trump none"} <= actions
    assert {action.split()[0] for action in actions} == {"bid", "pass", "discard", "trump", "play"}
    status, report = replay(tmp_path, record)
    assert status == 0
    expected = replay_report(PlayedGame(Record.from_json(record)))
    assert report == json.loads(json.dumps(expected))
    state = report["state"]
    assert set(state) >= STATE_KEYS
    assert state["hand_number"] == 4 and state["trump"] == "none" and len(state["trick"]) == 2
    assert report["to_move"] == (state["trick"][0][0] + 2) % 3
    assert report["legal"] and report["legal"] == sorted(report["legal"])
    assert report["over"] is False and report["winner"] is None
    assert [event["type"] for event in report["events"]].count("thrown_in") == 1


def test_replay_of_a_made_21_shows_the_game_won(tmp_path):
    deck = stacked_deck(DEAL_M, WIDOW_M)
    game = PlayedGame(Record("moon", 3, 0, deck=deck, extras={"first_bidder": 0}))
    for action in ("bid 21", f"discard {WIDOW_M}", "trump 6"):
        game.play(action)
    play_highest_until_scored(game)
    status, report = replay(tmp_path, game.record.to_json())
    assert status == 0
    assert (report["over"], report["winner"], report["to_move"]) == (True, 0, None)
    assert report["legal"] == [] and report["scores"] == [21, 0, 0]
    assert report["state"]["phase"] == "over"
    assert report["events"][-1]["type"] == "game_won"


@pytest.mark.parametrize(
    "change, error, index",
    [
        ({"first_bidder": 3}, "'first_bidder' must be a seat number from 0 to 2, not 3", None),
        ({"first_bidder": "1"}, "'first_bidder' must be a seat number from 0 to 2, not '1'", None),
        (
            {"first_bidder": True},
            "'first_bidder' must be a seat number from 0 to 2, not true",
            None,
        ),
        ({"dealer": 1}, "the key 'dealer' is not allowed in a record of moon", None),
        ({"players": 4}, "Three-Player Moon takes exactly 3 players, not 4", None),
        ({"options": {"trumps": 5}}, "unknown option 'trumps'", None),
        ({"options": {"forced_bid": 1}}, "option 'forced_bid' must be one of", None),
        (
            {"deck": stacked_deck(DEAL_A, WIDOW_AB)[:21]},
            "the deck must hold 22 tiles, not 21",
            None,
        ),
        (
            {"actions": ["bid 4", "bid 4"]},
            "action 1 ('bid 4') is illegal: a bid must be higher than 4",
            1,
        ),
        (
            {"actions": ["bid 4", "pass", "pass", "discard 6-6"]},
            "action 3 ('discard 6-6') is illegal: you do not hold 6-6",
            3,
        ),
    ],
)
def test_a_bad_moon_record_is_refused_with_one_sentence(tmp_path, change, error, index):
    record = {"format": 1, "game": "moon", "players": 3, "seed": 2, "first_bidder": 0}
    record.update(change)
    status, report = replay(tmp_path, record)
    assert status == 2
    assert set(report) == {"error", "index"}
    assert report["error"].startswith(error) and report["index"] == index
