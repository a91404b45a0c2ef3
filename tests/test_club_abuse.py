"""A club server's defences beyond the host's own (docs/protocol.md "Several servers"): TLS by
`--certfile/--keyfile` (wss://, a self-signed certificate made here by `openssl`), and a cap on
the connections one address holds open."""

from __future__ import annotations

import asyncio
import shutil
import subprocess
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from tests.club_processes import Lines, club_server, over
from tests.net_processes import bots, table_of


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 and its key, made by openssl."""
    if shutil.which("openssl") is None:
        pytest.fail("openssl is not installed: apt-get install -y openssl", pytrace=False)
    cert, private = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
         "-keyout", str(private), "-out", str(cert)],
        check=True,
        capture_output=True,
    )  # fmt: skip
    return cert, private


def test_a_bot_plays_a_whole_game_over_wss(redis_url, tmp_path: Path, monkeypatch):
    cert, private = self_signed(tmp_path)
    monkeypatch.setenv("SSL_CERT_FILE", str(cert))  # the bot trusts this certificate only
    tls = ("--certfile", str(cert), "--keyfile", str(private))
    with club_server(redis_url, tmp_path / "server.err", *tls) as (url, _), bots() as group:
        assert url.startswith("wss://")
        table, creator = table_of("moon", url, group, "person,computer:easy,computer:easy")
        lines = Lines(creator)
        assert lines.next()["event"] == "joined"
        assert over(lines)["record"]["actions"]
        plain = "ws://" + url.removeprefix("wss://")
        refused = group.start(plain, f"--table={table}")
        assert refused.wait(30) != 0, "a plain ws:// client is not served on a TLS port"


def test_one_address_holds_at_most_its_cap_of_connections(redis_url, tmp_path: Path):
    async def connections(url: str) -> list[bool]:
        opened, answered = [], []
        for _ in range(4):
            ws = await connect(url)
            opened.append(ws)
            try:
                await ws.send('{"type": "hello", "version": 1}')
                answered.append('"welcome"' in await asyncio.wait_for(ws.recv(), 10))
            except ConnectionClosed as closed:
                answered.append(False)
                assert closed.rcvd is not None and closed.rcvd.code == 1008
        for ws in opened:
            await ws.close()
        return answered

    with club_server(redis_url, tmp_path / "server.err", "--max-per-address", "3") as (url, _):
        assert asyncio.run(connections(url)) == [True, True, True, False]
