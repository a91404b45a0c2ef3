"""Redis killed with kill -9 in the middle of play and started again on its port and folder: the
club's servers stay up, every table finishes, and each table's final record is what its bots saw
accepted and what Redis holds: a Redis *process* crash under `appendfsync everysec` loses nothing
(docs/scaling.md, "Redis: append-only file, and what a restart can lose").

A redis-server of the test's own, two `serve --redis` processes, tables of Moon and ONO 99 with
bot clients (tools/bot_client.py, unchanged) on both servers and a computer seat. While Redis is
away a bot's connection is closed with 1012 or its request refused with `retry`; the test starts
it again with `--rejoin` and its token, at each server in turn, as a person's app reconnects."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
import redis

from bench.redis_process import RedisProcess
from game.net.club.redis_store import key
from tests.club_processes import (
    Lines,
    Rejoining,
    check_records,
    club_server,
    frames,
    play_out,
    revision_seen,
    seated,
    table_with_bots,
    wait_for,
)
from tests.net_processes import bots, table_of

DELAY = "0.08"


class Outage:
    """From a thread of its own, while the test plays on: kill Redis, start it again `away`
    seconds later, and note the seconds from its return until each table's record grew again,
    polled every 20 ms for at most `timeout` seconds (with a Redis connection of its own)."""

    def __init__(
        self, server: RedisProcess, away: float, tables: list[str], timeout: float = 60.0
    ) -> None:
        self.server = server
        self.away = away
        self.tables = tables
        self.timeout = timeout
        self.after: dict[str, float] = {}
        self.failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def join(self) -> None:
        self._thread.join(self.away + 2 * self.timeout)
        assert not self._thread.is_alive() and self.failure is None, self.failure

    def _run(self) -> None:
        try:
            self.server.kill()
            time.sleep(self.away)
            self.server.start()
            self._watch_resumption()
        except BaseException as failure:  # the test's thread hears of it in join()
            self.failure = failure

    def _watch_resumption(self) -> None:
        client = redis.Redis.from_url(self.server.url, decode_responses=True)
        began = time.monotonic()
        lengths = {table: client.llen(key(table, "actions")) for table in self.tables}
        while len(self.after) < len(self.tables) and time.monotonic() - began < self.timeout:
            for table in self.tables:
                if table not in self.after and client.llen(key(table, "actions")) > lengths[table]:
                    self.after[table] = time.monotonic() - began
            time.sleep(0.02)
        client.close()


@pytest.mark.parametrize("away", [1.5, 4.5], ids=["within-a-lease", "past-every-lease"])
def test_every_table_finishes_whole_after_redis_is_killed_and_started_again(
    own_redis: RedisProcess, tmp_path: Path, away: float
):
    """Away for less than a lease (3 s), leases may outlive the outage, and an owner that let
    its table go takes it back; away for longer, every lease has run out."""
    with (
        club_server(own_redis.url, tmp_path / "first.err") as (first, first_process),
        club_server(own_redis.url, tmp_path / "second.err") as (second, second_process),
        bots() as group,
    ):

        def start_table(game: str, seats: str, creator_url: str, joiner_url: str):
            return table_with_bots(game, seats, (creator_url, joiner_url), group, tmp_path, DELAY)

        tables = [
            start_table("moon", "person,person,computer:easy", first, second),
            start_table("ono99", "person,person,computer:easy", second, first),
            start_table("ono99", "person,computer:easy,person", first, first),
            start_table("moon", "person,computer:easy,person", second, second),
        ]
        seats = [bot for _, found in tables for bot in found]
        wait_for(lambda: all(revision_seen(bot) >= 4 for bot in seats), 60)
        outage = Outage(own_redis, away, [table for table, _ in tables])
        killed_at = {bot.table: revision_seen(bot) for bot in seats}
        outage.start()
        play_out(seats, group, Rejoining([first, second], DELAY, most=20, pause=0.5), tmp_path, 90)
        outage.join()
        assert first_process.poll() is None and second_process.poll() is None, "a server ended"
        group.errors.seek(0)
        bot_errors = group.errors.read().decode()

    records = check_records(own_redis.url, tables)
    for table, record in records.items():
        assert len(record["actions"]) > killed_at[table], "the game went on after the restart"
    assert any(bot.restarts for bot in seats), "no connection dropped while Redis was away"
    refusals = {
        f["error"] for bot in seats for log in bot.logs for f in frames(log) if f["type"] == "error"
    }
    assert refusals <= {"retry"}, f"a seat's own token was refused while Redis was away: {refusals}"
    assert "received 1011" not in bot_errors, "a server failed a request instead of refusing it"
    for log in ("first.err", "second.err"):
        said = (tmp_path / log).read_text()
        assert "Task exception was never retrieved" not in said, said
        assert "Exception in thread" not in said, said
    assert len(outage.after) == len(tables)
    print(f"away {away} s: every table playing again {max(outage.after.values()):.2f} s after")


def test_requests_while_redis_is_away_are_refused_with_retry_and_nothing_is_lost(
    own_redis: RedisProcess, tmp_path: Path
):
    with club_server(own_redis.url, tmp_path / "server.err") as (url, process), bots() as group:
        first_log = tmp_path / "creator.jsonl"
        table, creator = table_of(
            "moon", url, group, "person,person,computer:easy", "--delay", DELAY, "--log",
            str(first_log),
        )  # fmt: skip
        waiting = seated(creator, first_log)
        own_redis.kill()
        asking = [
            group.start(url, "--create", "ono99", "--seats", "person,computer:easy,person"),
            group.start(url, f"--table={table}"),
        ]
        rejoining = group.start(url, f"--rejoin={waiting.token}")
        for bot in asking:
            answer = Lines(bot).next()
            assert answer is not None and answer.get("error") == "retry", (bot.args, answer)
            assert bot.wait(30) == 2
        assert Lines(rejoining).next() is None and rejoining.wait(30) == 1
        group.errors.seek(0)
        assert "received 1012 (service restart) the club's store is restarting" in (
            group.errors.read().decode()
        ), "a rejoin while Redis is away is closed as by a restart"
        own_redis.start()
        second_log = tmp_path / "joiner.jsonl"
        joiner = seated(
            group.start(url, f"--table={table}", "--delay", DELAY, "--log", str(second_log)),
            second_log,
        )
        assert joiner.seat == 1, "the seat refused while Redis was away is free again"
        seats = [waiting, joiner]
        play_out(seats, group, Rejoining([url], DELAY, most=3, pause=0.3), tmp_path, 60)
        assert process.poll() is None

    check_records(own_redis.url, [(table, seats)])
