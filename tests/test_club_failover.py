"""A club server killed with kill -9 in the middle of play: every one of its tables finishes on
the other server of the club, and each table's final record is what its bots saw accepted.

Two `serve --redis` processes on one real redis-server; bot clients (tools/bot_client.py,
unchanged) on both, one of them passed through the survivor to a table of the one that dies.
A bot whose connection drops is started again with `--rejoin` and its token at the survivor,
as a person's app reconnects."""

from __future__ import annotations

import os
import signal
from pathlib import Path

from tests.club_processes import (
    Rejoining,
    check_records,
    club_server,
    play_out,
    revision_seen,
    table_with_bots,
    wait_for,
)
from tests.net_processes import bots

DELAY = "0.08"


def test_every_table_of_a_killed_server_finishes_on_the_other(redis_url, tmp_path: Path):
    with (
        club_server(redis_url, tmp_path / "doomed.err") as (doomed, doomed_process),
        club_server(redis_url, tmp_path / "survivor.err") as (survivor, _),
        bots() as group,
    ):

        def start_table(game: str, seats: str, creator_url: str, joiner_url: str | None):
            return table_with_bots(game, seats, (creator_url, joiner_url), group, tmp_path, DELAY)

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
        play_out(seats, group, Rejoining([survivor], DELAY), tmp_path, 90)

    records = check_records(redis_url, doomed_tables + safe_tables)
    for table, record in records.items():
        assert len(record["actions"]) > killed_at[table], "the game went on after the kill"
    for _, found in doomed_tables:
        assert all(bot.restarts >= 1 for bot in found), "every bot of the dead server rejoined"
    for _, found in safe_tables:
        assert all(bot.restarts == 0 for bot in found), (
            "the survivor's own tables never dropped; it said: "
            + (tmp_path / "survivor.err").read_text()[-2000:]
        )
