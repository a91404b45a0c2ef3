"""The desktop app's "Join a table" at a club: the real app (tests/net_app_joiner.py, its own
process) types the address of one club server, finds there a table that a bot made at the other
server, sits at it and plays a whole game through the club to the end and into its history."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.club_processes import Lines, club_server, over
from tests.net_processes import ROOT, bots, read_line, stop, table_of

JOINER = ROOT / "tests" / "net_app_joiner.py"


def test_the_app_joins_a_table_of_the_other_club_server_and_plays_it_out(redis_url, tmp_path: Path):
    with (
        club_server(redis_url, tmp_path / "owner.err") as (owner, _),
        club_server(redis_url, tmp_path / "other.err") as (other, _),
        bots() as group,
    ):
        _, creator = table_of("moon", owner, group, "person,person,computer:easy", "--seed", "3")
        creator_lines = Lines(creator)
        assert creator_lines.next()["seat"] == 0
        joiner = subprocess.Popen(
            [sys.executable, str(JOINER), other],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={
                **os.environ,
                "TRIO_TABLE_HOME": str(tmp_path / "joiner"),
                "PYGAME_HIDE_SUPPORT_PROMPT": "1",
            },
        )
        try:
            assert json.loads(read_line(joiner, 90)) == {"table": True, "seat": 1}
            ended = json.loads(read_line(joiner, 300))
            assert joiner.wait(30) == 0
        finally:
            stop(joiner)
        record = over(creator_lines)["record"]
    assert ended["history"] == 1
    assert ended["record"] == record
