"""Dropping out and coming back (docs/protocol.md): a bot client killed with kill -9 rejoins its
seat with its token and gets its whole view back; a seat left empty past the host's wait is
played by a computer, announced to everyone, until its person returns."""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

from game.records import PlayedGame, Record
from tests.net_processes import bots, finish, read_json, serving, table_of


def frames(log: Path) -> list[dict]:
    return [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []


def wait_for(condition, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.05)


def states(log: Path) -> list[dict]:
    return [frame for frame in frames(log) if frame["type"] == "state"]


def notices(log: Path) -> list[str]:
    return [frame["message"]["id"] for frame in frames(log) if frame["type"] == "notice"]


def test_a_killed_client_comes_back_to_its_seat_with_its_whole_view(tmp_path: Path):
    first, second, creator_log = tmp_path / "b1.jsonl", tmp_path / "b2.jsonl", tmp_path / "a.jsonl"
    with serving() as (url, _), bots() as group:
        table, creator = table_of(
            "moon",
            url,
            group,
            "person,person,computer:easy",
            "--delay",
            "0.05",
            "--log",
            str(creator_log),
        )
        read_json(creator)
        bot = group.start(url, f"--table={table}", "--delay", "0.05", "--log", str(first))
        token = read_json(bot)["token"]
        wait_for(lambda: len(states(first)) >= 6)
        os.kill(bot.pid, signal.SIGKILL)
        bot.wait(10)
        seen_before = states(first)
        wait_for(
            lambda: any(
                not f["seats"][1]["connected"] for f in frames(creator_log) if f["type"] == "lobby"
            )
        )
        back = group.start(url, f"--rejoin={token}", "--delay", "0.05", "--log", str(second))
        assert read_json(back)["seat"] == 1
        record = finish(creator)["record"]
        assert finish(back)["record"] == record
    returned = states(second)[0]
    assert returned["full"] and returned["seat"] == 1
    assert returned["revision"] >= seen_before[-1]["revision"]
    earlier = [event for state in seen_before for event in state["events"]]
    assert returned["events"][: len(earlier)] == earlier
    game = PlayedGame(
        Record.from_json({**record, "actions": record["actions"][: returned["revision"]]})
    )
    assert returned["view"] == game.state.view(1)
    assert not any("away" in notice for notice in notices(creator_log))


def test_a_computer_plays_an_absent_seat_until_its_person_returns(tmp_path: Path):
    first, second, creator_log = tmp_path / "b1.jsonl", tmp_path / "b2.jsonl", tmp_path / "a.jsonl"
    with serving("--away", "0.5") as (url, _), bots() as group:
        table, creator = table_of(
            "moon",
            url,
            group,
            "person,person,computer:easy",
            "--delay",
            "0.1",
            "--log",
            str(creator_log),
        )
        read_json(creator)
        bot = group.start(url, f"--table={table}", "--delay", "0.1", "--log", str(first))
        token = read_json(bot)["token"]
        wait_for(lambda: len(states(first)) >= 4)
        os.kill(bot.pid, signal.SIGKILL)
        bot.wait(10)
        killed_at = states(first)[-1]["revision"]
        wait_for(lambda: any("away" in notice for notice in notices(creator_log)))
        stand_in = [f for f in frames(creator_log) if f["type"] == "lobby"][-1]["seats"][1]
        assert stand_in["standing_in"] and not stand_in["connected"]
        wait_for(lambda: states(creator_log)[-1]["revision"] > killed_at + 6)
        back = group.start(url, f"--rejoin={token}", "--delay", "0.1", "--log", str(second))
        assert read_json(back)["seat"] == 1
        record = finish(creator)["record"]
        assert finish(back)["record"] == record
    said = notices(creator_log)
    assert said == [
        "{name} is away: a computer plays for them until they return",
        "{name} is back and plays again",
    ]
    game = PlayedGame(Record.from_json({**record, "actions": []}))
    movers = []
    for action in record["actions"]:
        movers.append(game.state.to_move)
        game.play(action)
    rejoined_at = states(second)[0]["revision"]
    assert 1 in movers[killed_at:rejoined_at], "the stand-in played seat 1 while it was away"
