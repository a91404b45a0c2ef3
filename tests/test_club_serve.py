"""Two `serve --redis` processes on one real redis-server share one lobby: a whole game of each
title with bot clients (tools/bot_client.py, unchanged) split between the two servers, the table
owned by one and the others' clients passed through to it."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.client import connect

from bench.redis_process import free_port
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


def test_a_server_is_known_to_the_club_by_its_public_url(redis_url, tmp_path):
    """`--public-url` is the address the club passes on: the other server relays a joiner there
    (by that address) and every server's `welcome` lists it."""
    port = free_port()
    public = f"ws://localhost:{port}"
    with (
        club_server(
            redis_url, tmp_path / "named.err", "--port", str(port), "--public-url", public
        ) as (named, _),
        club_server(redis_url, tmp_path / "other.err") as (other, _),
        bots() as group,
    ):
        table, creator = table_of("uno-duo", named, group, "person,person", "--seed", "1")
        joiner = group.start(other, f"--table={table}", "--seed", "2")
        readers = [Lines(bot) for bot in (creator, joiner)]
        assert sorted(reader.next()["seat"] for reader in readers) == [0, 1]
        endings = [over(reader) for reader in readers]
        listed = asyncio.run(welcome_servers(other))
    assert endings[0]["record"] == endings[1]["record"]
    assert public in listed and other in listed and named not in listed


async def welcome_servers(url: str) -> list[str]:
    """The `servers` of the `welcome` a server of the club gives, once it lists two."""
    for _ in range(50):
        async with connect(url) as ws:
            await ws.send(json.dumps({"type": "hello", "version": 1}))
            welcome = json.loads(await ws.recv())
        if len(welcome["servers"]) >= 2:
            return welcome["servers"]
        await asyncio.sleep(0.2)
    return welcome["servers"]
