"""`python -m game serve` with bot clients written from docs/protocol.md: whole games of each
title over real sockets on 127.0.0.1, and the CONTRACT's start and stop."""

from __future__ import annotations

import signal

import pytest

from game.records import PlayedGame, Record
from tests.net_processes import GAMES, bots, finish, read_json, serving, table_of


@pytest.mark.parametrize("game", list(GAMES))
def test_bots_play_a_whole_game_of_each_title(game):
    players, _ = GAMES[game]
    seats = ",".join(["person"] * (players - 1) + ["computer:easy"])
    with serving() as (url, _), bots() as group:
        table, creator = table_of(game, url, group, seats, "--seed", "1")
        others = [
            group.start(url, f"--table={table}", "--seed", str(seed), "--name", f"Bot {seed}")
            for seed in range(2, players)
        ]
        seated = [read_json(bot) for bot in (creator, *others)]
        assert sorted(line["seat"] for line in seated) == list(range(players - 1))
        assert all(len(line["token"]) >= 43 for line in seated)
        endings = [finish(bot) for bot in (creator, *others)]
    records = [ending["record"] for ending in endings]
    assert all(record == records[0] for record in records)
    replayed = PlayedGame(Record.from_json(records[0]))
    assert replayed.state.is_over
    assert sum(ending["actions"] for ending in endings) < len(records[0]["actions"])


def test_serve_prints_its_address_first_and_stops_cleanly_on_sigterm():
    with serving() as (url, process), bots() as group:
        table, creator = table_of("moon", url, group, "person,person,person", "--delay", "5")
        assert read_json(creator)["event"] == "joined"
        process.send_signal(signal.SIGTERM)
        assert process.wait(10) == 0
        assert creator.wait(10) != 0  # its connection was closed under it
