"""Dropping out and coming back (docs/protocol.md): a bot client killed with kill -9 rejoins its
seat with its token and gets its whole view back; a seat left empty past the host's wait is
played by a computer, announced to everyone, until its person returns."""

from __future__ import annotations

import os
import signal
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.records import PlayedGame, Record
from tests.net_processes import (
    Bots,
    bots,
    finish,
    logged_frames,
    read_json,
    serving,
    table_of,
    wait_for,
)


def states(log: Path) -> list[dict]:
    return [frame for frame in logged_frames(log) if frame["type"] == "state"]


def notices(log: Path) -> list[str]:
    return [frame["message"]["id"] for frame in logged_frames(log) if frame["type"] == "notice"]


@dataclass
class Dropped:
    """A Moon table of two bot persons and an Easy computer whose second bot (seat 1) was killed
    with kill -9 mid-game; each bot logs the frames it receives."""

    url: str
    group: Bots
    creator: subprocess.Popen
    delay: str
    token: str
    """The killed bot's seat token."""
    creator_log: Path
    killed_log: Path

    def rejoin(self, log: Path) -> dict[str, Any]:
        """A new bot rejoins seat 1 with the token and plays on; the record of the game, once
        both bots have finished it with the same one."""
        back = self.group.start(
            self.url, f"--rejoin={self.token}", "--delay", self.delay, "--log", str(log)
        )
        assert read_json(back)["seat"] == 1
        record = finish(self.creator)["record"]
        assert finish(back)["record"] == record
        return record


@contextmanager
def dropped(tmp_path: Path, delay: str, states_seen: int, *serve: str) -> Iterator[Dropped]:
    """A `Dropped` table, its second bot killed once it has seen `states_seen` states; the host
    started with the `serve` options."""
    creator_log, killed_log = tmp_path / "a.jsonl", tmp_path / "b1.jsonl"
    seats = "person,person,computer:easy"
    with serving(*serve) as (url, _), bots() as group:
        table, creator = table_of(
            "moon", url, group, seats, "--delay", delay, "--log", str(creator_log)
        )
        read_json(creator)
        bot = group.start(url, f"--table={table}", "--delay", delay, "--log", str(killed_log))
        token = read_json(bot)["token"]
        wait_for(lambda: len(states(killed_log)) >= states_seen, "the second bot's states")
        os.kill(bot.pid, signal.SIGKILL)
        bot.wait(10)
        yield Dropped(url, group, creator, delay, token, creator_log, killed_log)


def test_a_killed_client_comes_back_to_its_seat_with_its_whole_view(tmp_path: Path):
    second = tmp_path / "b2.jsonl"
    with dropped(tmp_path, "0.05", 6) as table:
        seen_before = states(table.killed_log)
        wait_for(
            lambda: any(
                not frame["seats"][1]["connected"]
                for frame in logged_frames(table.creator_log)
                if frame["type"] == "lobby"
            ),
            "the lobby to show seat 1 gone",
        )
        record = table.rejoin(second)
    returned = states(second)[0]
    assert returned["full"] and returned["seat"] == 1
    assert returned["revision"] >= seen_before[-1]["revision"]
    earlier = [event for state in seen_before for event in state["events"]]
    assert returned["events"][: len(earlier)] == earlier
    game = PlayedGame(
        Record.from_json({**record, "actions": record["actions"][: returned["revision"]]})
    )
    assert returned["view"] == game.state.view(1)
    assert not any("away" in notice for notice in notices(table.creator_log))


def test_a_computer_plays_an_absent_seat_until_its_person_returns(tmp_path: Path):
    second = tmp_path / "b2.jsonl"
    with dropped(tmp_path, "0.1", 4, "--away", "0.5") as table:
        killed_at = states(table.killed_log)[-1]["revision"]
        wait_for(
            lambda: any("away" in notice for notice in notices(table.creator_log)),
            "the notice that seat 1 is away",
        )
        lobbies = [f for f in logged_frames(table.creator_log) if f["type"] == "lobby"]
        stand_in = lobbies[-1]["seats"][1]
        assert stand_in["standing_in"] and not stand_in["connected"]
        wait_for(
            lambda: states(table.creator_log)[-1]["revision"] > killed_at + 6,
            "six moves after the drop",
        )
        record = table.rejoin(second)
    said = notices(table.creator_log)
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
