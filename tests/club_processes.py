"""Club servers for the tests: `python -m game serve --redis URL` on 127.0.0.1, their standard
error kept in a file (never a pipe nobody reads, which would stop a chatty server); and the bots
that play at them across drops, reconnecting with their seat's token as a person's app does,
with the check that what each bot saw accepted is its table's final record."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import redis

from game.net.club.redis_store import key
from game.records import PlayedGame, Record
from tests.net_processes import ROOT, Bots, close_output, read_line, stop, table_of


@contextmanager
def club_server(
    redis_url: str, errors: Path, *extra: str
) -> Iterator[tuple[str, subprocess.Popen]]:
    """A club server on a free port: its URL (ws:// or wss://) and its process."""
    with errors.open("a") as stderr:
        process = subprocess.Popen(
            [sys.executable, "-m", "game", "serve", "--host", "127.0.0.1", "--redis", redis_url,
             *extra],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
        )  # fmt: skip
    try:
        line = read_line(process, 30)
        assert line.startswith(("listening on ws://127.0.0.1:", "listening on wss://127.0.0.1:"))
        yield line.split()[-1], process
    finally:
        stop(process)
        close_output(process)


class Lines:
    """A bot's standard output, line by line as JSON (through `read_line`, whose reader thread
    sees two lines that arrive together)."""

    def __init__(self, process: subprocess.Popen) -> None:
        self.process = process

    def next(self, timeout: float = 30.0) -> dict | None:
        """The next line as JSON; None once the process has ended and said everything."""
        try:
            return json.loads(read_line(self.process, timeout))
        except EOFError:
            return None


def over(lines: Lines, timeout: float = 180.0) -> dict:
    """The bot's `over` line once its game ends (and its exit status 0)."""
    while True:
        line = lines.next(timeout)
        assert line is not None, f"{lines.process.args} ended without its game's end"
        if line.get("event") == "over":
            assert lines.process.wait(10) == 0
            return line


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
    start_after: float = 0.0
    """When (time.monotonic) the bot may be started again after its connection dropped."""


def seated(process: subprocess.Popen, log: Path) -> SeatBot:
    lines = Lines(process)
    line = lines.next()
    assert line is not None and line.get("event") == "joined", line
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
    """The revision of the last state the bot's latest connection received (-1: none yet)."""
    states = [f for f in frames(bot.logs[-1]) if f["type"] == "state"]
    return states[-1]["revision"] if states else -1


def wait_for(condition: Callable[[], bool], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.05)


@dataclass(frozen=True)
class Rejoining:
    """How the test reconnects a bot whose connection dropped, as a person's app does: at
    which servers (in turn), at most how many times, after what pause, at what pace it plays."""

    urls: list[str]
    delay: str
    most: int = 5
    pause: float = 0.0


def play_out(
    seats: list[SeatBot], group: Bots, rejoin: Rejoining, tmp: Path, timeout: float
) -> None:
    """Until every bot has its `over`: a bot whose connection dropped (or that was refused)
    rejoins with its token, as `rejoin` says."""
    deadline = time.monotonic() + timeout
    while any(bot.over is None for bot in seats):
        assert time.monotonic() < deadline, "the tables did not finish in time: " + "; ".join(
            f"{bot.table}/{bot.seat}: restarts {bot.restarts}, ended {bot.ended}, "
            f"at revision {revision_seen(bot)}, over {bot.over is not None}"
            for bot in seats
        )
        for bot in seats:
            if bot.over is None and bot.process.poll() is not None:
                _ended(bot, group, rejoin, tmp)
        time.sleep(0.05)


def _ended(bot: SeatBot, group: Bots, rejoin: Rejoining, tmp: Path) -> None:
    """A bot's process ended: its game's end, or a drop after which it is started again."""
    if not bot.start_after:
        bot.ended.append(bot.process.returncode)
        lines = said(bot.lines)
        joined = [line for line in lines if line.get("event") == "joined"]
        assert all(line["seat"] == bot.seat for line in joined), (bot.table, bot.seat, joined)
        overs = [line for line in lines if line.get("event") == "over"]
        if bot.process.returncode == 0 and overs:
            bot.over = overs[0]
            return
        assert bot.restarts < rejoin.most, f"seat {bot.seat} of {bot.table} keeps dropping"
        bot.start_after = time.monotonic() + rejoin.pause
    if time.monotonic() < bot.start_after:
        return
    bot.start_after = 0.0
    url = rejoin.urls[bot.restarts % len(rejoin.urls)]
    bot.restarts += 1
    log = tmp / f"{bot.table}-{bot.seat}-{bot.restarts}.jsonl"
    bot.logs.append(log)
    bot.process = group.start(
        url, f"--rejoin={bot.token}", "--delay", rejoin.delay, "--log", str(log)
    )
    bot.lines = Lines(bot.process)


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


def table_with_bots(
    game: str, seats: str, urls: tuple[str, str | None], group: Bots, tmp: Path, delay: str
) -> tuple[str, list[SeatBot]]:
    """A table of `game` created by a bot at `urls[0]` and joined by a second bot at `urls[1]`
    (None: no second bot); its id and its seated bots, each logging to a file of `tmp`."""
    creator_url, joiner_url = urls
    n = len(list(tmp.glob("*.jsonl")))
    first = tmp / f"creator-{n}.jsonl"
    table, creator = table_of(
        game, creator_url, group, seats, "--delay", delay, "--log", str(first)
    )
    found = [seated(creator, first)]
    if joiner_url is not None:
        second = tmp / f"joiner-{n}.jsonl"
        joiner = group.start(joiner_url, f"--table={table}", "--delay", delay, "--log", str(second))
        found.append(seated(joiner, second))
    return table, found


def check_records(redis_url: str, tables: list[tuple[str, list[SeatBot]]]) -> dict[str, dict]:
    """Each finished table's record: the same for all its bots, what each of them saw accepted,
    and Redis's list of its actions. The records by table."""
    store = redis.Redis.from_url(redis_url, decode_responses=True)
    records = {}
    try:
        for table, found in tables:
            seen = [bot.over["record"] for bot in found if bot.over is not None]
            assert len(seen) == len(found) and all(r == seen[0] for r in seen), table
            record = seen[0]
            assert store.lrange(key(table, "actions"), 0, -1) == record["actions"], table
            for bot in found:
                check_seen_against(record, bot)
            records[table] = record
    finally:
        store.close()
    return records
