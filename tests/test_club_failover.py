"""A club server killed with kill -9 in the middle of play: every one of its tables finishes on
the other server of the club, and each table's final record is what its bots saw accepted.

Two `serve --redis` processes on one real redis-server; bot clients (tools/bot_client.py,
unchanged) on both, one of them passed through the survivor to a table of the one that dies.
A bot whose connection drops is started again with `--rejoin` and its token at the survivor,
as a person's app reconnects."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import redis

from game.net.club.redis_store import key
from game.records import PlayedGame, Record
from tests.club_processes import Lines, club_server
from tests.net_processes import Bots, bots, table_of

DELAY = "0.08"


@dataclass
class SeatBot:
    """One seat's bot across its reconnections: its token, seat and a log per connection."""

    table: str
    seat: int
    token: str
    process: subprocess.Popen
    lines: Lines
    logs: list[Path]
    over: dict | None = None
    restarts: int = 0
    ended: list[int] = field(default_factory=list)


def seated(process: subprocess.Popen, log: Path) -> SeatBot:
    lines = Lines(process)
    line = lines.next()
    assert line is not None and line["event"] == "joined", line
    return SeatBot(line["table"], line["seat"], line["token"], process, lines, [log])


def said(lines: Lines) -> list[dict]:
    """Everything an ended bot printed that has not been read yet."""
    found = []
    while (line := lines.next(10)) is not None:
        found.append(line)
    return found


def frames(log: Path) -> list[dict]:
    return [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []


def revision_seen(bot: SeatBot) -> int:
    states = [f for f in frames(bot.logs[-1]) if f["type"] == "state"]
    return states[-1]["revision"] if states else -1


def wait_for(condition, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.05)


def play_out(seats: list[SeatBot], group: Bots, survivor: str, tmp: Path, timeout: float) -> None:
    """Until every bot has its `over`: a bot whose connection dropped rejoins at `survivor`."""
    deadline = time.monotonic() + timeout
    while any(bot.over is None for bot in seats):
        assert time.monotonic() < deadline, "the tables did not finish in time: " + "; ".join(
            f"{bot.table}/{bot.seat}: restarts {bot.restarts}, ended {bot.ended}, "
            f"at revision {revision_seen(bot)}, over {bot.over is not None}"
            for bot in seats
        )
        for bot in seats:
            status = bot.process.poll()
            if bot.over is not None or status is None:
                continue
            bot.ended.append(status)
            overs = [line for line in said(bot.lines) if line.get("event") == "over"]
            if status == 0 and overs:
                bot.over = overs[0]
                continue
            assert bot.restarts < 5, f"seat {bot.seat} of {bot.table} keeps dropping"
            bot.restarts += 1
            log = tmp / f"{bot.table}-{bot.seat}-{bot.restarts}.jsonl"
            bot.logs.append(log)
            bot.process = group.start(
                survivor, f"--rejoin={bot.token}", "--delay", DELAY, "--log", str(log)
            )
            bot.lines = Lines(bot.process)
            again = bot.lines.next()
            assert again is not None and (again["event"], again["seat"]) == ("joined", bot.seat)
        time.sleep(0.05)


def check_seen_against(record: dict, bot: SeatBot) -> None:
    """Every state each connection of the bot received is the record's game at that revision,
    from the bot's seat, with the events as that seat saw them: nothing the bot saw accepted is
    missing from the record, and nothing in it was applied twice."""
    whole = PlayedGame(Record.from_json(record))
    revisions = [0]
    for log in bot.logs:
        seen_events: list[dict] = []
        for state in (f for f in frames(log) if f["type"] == "state"):
            revision = state["revision"]
            assert revision >= revisions[-1]
            revisions.append(revision)
            game = whole.replayed_to(revision)
            assert state["view"] == game.state.view(bot.seat), (bot.table, revision)
            seen_events += state["events"]
            expected = [event.seen_by(bot.seat).to_json() for event in game.events]
            assert seen_events == expected, (bot.table, revision)
    assert revisions[-1] == len(record["actions"])


def test_every_table_of_a_killed_server_finishes_on_the_other(redis_url, tmp_path: Path):
    with (
        club_server(redis_url, tmp_path / "doomed.err") as (doomed, doomed_process),
        club_server(redis_url, tmp_path / "survivor.err") as (survivor, _),
        bots() as group,
    ):

        def start_table(game: str, seats: str, creator_url: str, joiner_url: str | None):
            n = len(list(tmp_path.glob("*.jsonl")))
            first = tmp_path / f"creator-{n}.jsonl"
            table, creator = table_of(
                game, creator_url, group, seats, "--delay", DELAY, "--log", str(first)
            )
            found = [seated(creator, first)]
            if joiner_url is not None:
                second = tmp_path / f"joiner-{n}.jsonl"
                joiner = group.start(
                    joiner_url, f"--table={table}", "--delay", DELAY, "--log", str(second)
                )
                found.append(seated(joiner, second))
            return table, found

        doomed_tables = [
            start_table("moon", "person,person,computer:easy", doomed, doomed),
            start_table("ono99", "person,person,computer:easy", doomed, survivor),
            start_table("ono99", "person,computer:easy,person", doomed, doomed),
        ]
        safe_tables = [start_table("moon", "person,person,computer:easy", survivor, survivor)]
        seats = [bot for _, found in doomed_tables + safe_tables for bot in found]
        wait_for(lambda: all(revision_seen(bot) >= 4 for bot in seats), 60)
        os.kill(doomed_process.pid, signal.SIGKILL)
        doomed_process.wait(10)
        killed_at = {bot.table: revision_seen(bot) for bot in seats}
        play_out(seats, group, survivor, tmp_path, 90)

    store = redis.Redis.from_url(redis_url, decode_responses=True)
    for table, found in doomed_tables + safe_tables:
        records = [bot.over["record"] for bot in found]
        assert all(record == records[0] for record in records)
        assert len(records[0]["actions"]) > killed_at[table], "the game went on after the kill"
        assert store.lrange(key(table, "actions"), 0, -1) == records[0]["actions"]
        for bot in found:
            check_seen_against(records[0], bot)
    for _, found in doomed_tables:
        assert all(bot.restarts >= 1 for bot in found), "every bot of the dead server rejoined"
    for _, found in safe_tables:
        assert all(bot.restarts == 0 for bot in found), "the survivor's own tables never dropped"
    store.close()
