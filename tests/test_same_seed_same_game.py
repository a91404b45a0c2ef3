"""The same seed plays the same game: pinned records of whole games, taken before the seam
between rules, AI and screen was rebuilt, that every later change must still reproduce.

- Each table, animated by the app with computers in every seat, plays the recorded game.
- Hard, at a fixed number of iterations, makes the recorded decisions in a whole game against
  Normal and Easy players (the searches are a pure function of the observation and the seed).

`PIN_RECORDS=1 pytest tests/test_same_seed_same_game.py` writes the files again; do that only
for a change that is meant to alter play, and say so in its commit.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from game.ai.hard import HardPlayer
from game.ai.levels import make_player
from game.core.events import Event
from game.match import COMPUTER, Match, Seat
from game.records import PlayedGame, Record
from scenes.app import App

DATA = Path(__file__).parent / "data"
TABLE_GAMES = {
    "ono99": (4, {}, 11, ("normal", "easy", "normal", "easy")),
    "uno-duo": (2, {"target": 120}, 12, ("normal", "easy")),
    "moon": (3, {"target": 14}, 13, ("normal", "easy", "normal")),
}
HARD_GAMES = {
    "ono99": (4, {}, 21, ("hard", "normal", "easy", "normal")),
    "uno-duo": (2, {"target": 120}, 22, ("hard", "normal")),
    "moon": (3, {"target": 14}, 23, ("hard", "normal", "easy")),
}
HARD_ITERATIONS = 24


def _pinned(name: str, record: dict) -> dict:
    path = DATA / name
    if os.environ.get("PIN_RECORDS"):
        path.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", sorted(TABLE_GAMES))
def test_a_table_of_computers_plays_the_pinned_game(game, tmp_path, monkeypatch):
    players, options, seed, levels = TABLE_GAMES[game]
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    app = App((1280, 720), speed=40.0, quit_at_end=True, keep_records=False)
    app.settings.think_time = 0.0
    app.settings.sound_volume = 0.0
    seats = [Seat(COMPUTER, f"C{seat}", level) for seat, level in enumerate(levels)]
    match = Match.new(game, players, options, seed, seats)
    try:
        app.play(match)
        ends = time.monotonic() + 240
        while app.status is None:
            assert time.monotonic() < ends, "the game did not end in time"
            app.step(1 / 30)
            time.sleep(0.0005)
        assert match.is_over
        record = match.record.to_json()
        assert record == _pinned(f"table-{game}.json", record)
    finally:
        app.close()


def _seen(events: list[Event], seat: int) -> list[Event]:
    return [event.seen_by(seat) for event in events]


@pytest.mark.parametrize("game", sorted(HARD_GAMES))
def test_hard_at_fixed_iterations_makes_the_pinned_decisions(game):
    players, options, seed, levels = HARD_GAMES[game]
    computers = [
        HardPlayer(game, seed * 8 + seat, iterations=HARD_ITERATIONS)
        if level == "hard"
        else make_player(game, level, seed * 8 + seat)
        for seat, level in enumerate(levels)
    ]
    played = PlayedGame(Record(game, players, seed, dict(options)))
    while not played.state.is_over:
        seat = played.state.to_move
        played.play(computers[seat].choose(played.observation(seat)))
    record = played.record.to_json()
    assert record == _pinned(f"hard-{game}.json", record)
