"""Nothing hidden from a seat reaches its connection: every byte each client receives over whole
games of each title, checked against what the rules let that seat know at that moment.

For each `state` frame of revision r the test replays the finished game's record to r on its own
and works out the codes the seat may know by then: those of its own view (its hand, everything
public) and of every event as it saw them. A card or tile code outside that set, anywhere in the
frame, is a leak; so is a seed or a deck in any frame before the game is over. Moon's tiles are
all different, so there the check is exact; in the card games a code also counts as known once
the seat has seen any copy of it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.net.public import PUBLIC, public_view
from game.records import PlayedGame, Record
from tests.net_processes import GAMES, bots, finish, read_json, serving, table_of


def strings_in(value: Any) -> list[str]:
    """Every string in decoded JSON, keys included, with actions split into their words."""
    if isinstance(value, str):
        return value.split(" ")
    if isinstance(value, dict):
        return [s for key, item in value.items() for s in (*strings_in(key), *strings_in(item))]
    if isinstance(value, list):
        return [s for item in value for s in strings_in(item)]
    return []


def keys_in(value: Any) -> set[str]:
    """Every key of every object in decoded JSON, the games' option names left out."""
    if isinstance(value, dict):
        inner = [keys_in(item) for key, item in value.items() if key != "options"]
        return set(value).union(*inner)
    if isinstance(value, list):
        return set().union(*(keys_in(item) for item in value))
    return set()


def known_codes(played: PlayedGame, viewer: int, codes: set[str]) -> set[str]:
    """The codes `viewer` may know at `played`'s position, by the rules' own view and events."""
    state = played.state
    view = public_view(state) if viewer == PUBLIC else state.view(viewer)
    seen = [event.seen_by(viewer).to_json() for event in played.events]
    return codes & set(strings_in([view, seen]))


def check_frames(frames: list[str], record: dict[str, Any], viewer: int) -> int:
    """Check one client's frames against the finished game; how many state frames there were."""
    game = PlayedGame(Record.from_json({**record, "actions": []}))
    rules = game.rules
    codes = set(rules.full_deck(game.state.options))
    actions = record["actions"]
    states = 0
    over = False
    for frame in frames:
        message = json.loads(frame)
        if message["type"] == "over":
            over = True
            continue
        assert not over, "nothing but the record may follow the end"
        assert not keys_in(message) & {"seed", "deck"}, f"the deal travelled early: {frame[:200]}"
        if message["type"] != "state":
            continue
        words = set(strings_in(message))
        states += 1
        revision = message["revision"]
        while len(game.record.actions) < revision:
            game.play(actions[len(game.record.actions)])
        leaked = (words & codes) - known_codes(game, viewer, codes)
        assert not leaked, f"seat {viewer} was sent {sorted(leaked)} at revision {revision}"
    assert over
    return states


@pytest.mark.parametrize("game", list(GAMES))
def test_no_client_ever_receives_a_code_hidden_from_it(game, tmp_path: Path):
    players, _ = GAMES[game]
    logs = {seat: tmp_path / f"seat{seat}.jsonl" for seat in range(players - 1)}
    watcher_log = tmp_path / "watcher.jsonl"
    seats = ",".join(["person"] * (players - 1) + ["computer:easy"])
    with serving() as (url, _), bots() as group:
        table, creator = table_of(
            game, url, group, seats, "--seed", "1", "--log", str(logs[0]), "--delay", "0.02"
        )
        watcher = group.start(url, f"--watch={table}", "--log", str(watcher_log))
        others = [
            group.start(url, f"--table={table}", "--seed", str(seat), "--log", str(logs[seat]))
            for seat in range(1, players - 1)
        ]
        clients = [creator, *others]
        assert [read_json(bot)["seat"] for bot in clients] == list(range(players - 1))
        record = finish(creator)["record"]
        for bot in (*others, watcher):
            assert finish(bot)["record"] == record
    assert len(record["actions"]) > 10
    for seat, log in logs.items():
        assert check_frames(log.read_text().splitlines(), record, seat) > 10
    assert check_frames(watcher_log.read_text().splitlines(), record, PUBLIC) > 10
