"""Two `serve --redis` processes on one real redis-server share one lobby: a whole game of each
title with bot clients (tools/bot_client.py, unchanged) split between the two servers, the table
owned by one and the others' clients passed through to it."""

from __future__ import annotations

import pytest

from game.records import PlayedGame, Record
from tests.club_processes import Lines, club_server, over
from tests.net_processes import GAMES, bots, table_of


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_of_each_title_through_two_servers(game, redis_url, tmp_path):
    players, _ = GAMES[game]
    seats = ",".join(["person"] * (players - 1) + ["computer:easy"])
    with (
        club_server(redis_url, tmp_path / "first.err") as (first, _),
        club_server(redis_url, tmp_path / "second.err") as (second, _),
        bots() as group,
    ):
        table, creator = table_of(game, first, group, seats, "--seed", "1")
        others = [
            group.start(second, f"--table={table}", "--seed", str(seed), "--name", f"Bot {seed}")
            for seed in range(2, players)
        ]
        readers = [Lines(bot) for bot in (creator, *others)]
        seated = [reader.next() for reader in readers]
        assert sorted(line["seat"] for line in seated) == list(range(players - 1))
        endings = [over(bot) for bot in readers]
    records = [ending["record"] for ending in endings]
    assert all(record == records[0] for record in records)
    assert PlayedGame(Record.from_json(records[0])).state.is_over
