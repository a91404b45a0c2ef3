"""A bot that plays at a Trio Table host, written from docs/protocol.md alone.

It needs only the `websockets` library: it knows no rules, and picks a random action from the
`legal` list of each `state` it receives. It prints one JSON object a line on standard output
(`created`, `joined`, `over`) and exits 0 once its game is over.

    python tools/bot_client.py ws://127.0.0.1:PORT --create moon --players 3 \\
        --seats person,computer:easy,person
    python tools/bot_client.py ws://127.0.0.1:PORT --table ID [--seat N]
    python tools/bot_client.py ws://127.0.0.1:PORT --rejoin TOKEN
    python tools/bot_client.py ws://127.0.0.1:PORT --watch ID

`--log FILE` writes every frame received, one a line, as it came; `--delay S` waits before each
action; `--quit-after N` ends the process (status 3) after N of its own actions, to test drops.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from typing import Any

from websockets.asyncio.client import connect

VERSION = 1


def say(**fields: Any) -> None:
    print(json.dumps(fields), flush=True)


def seats_from(text: str) -> list[dict[str, Any]]:
    """`person,computer:easy,reserved` as the `seats` of a `create`."""
    seats = []
    for item in text.split(","):
        kind, _, level = item.partition(":")
        seat: dict[str, Any] = {"kind": kind}
        if level:
            seat["level"] = level
        seats.append(seat)
    return seats


class Bot:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.random = random.Random(args.seed)
        self.log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115
        self.actions = 0

    async def receive(self, ws: Any) -> dict[str, Any]:
        frame = await ws.recv()
        if self.log is not None:
            self.log.write(frame + "\n")
            self.log.flush()
        return json.loads(frame)

    async def expect(self, ws: Any, *types: str) -> dict[str, Any]:
        """The next message of one of `types`; an `error` ends the bot."""
        while True:
            message = await self.receive(ws)
            if message["type"] in types:
                return message
            if message["type"] == "error":
                say(error=message["error"], message=message["message"])
                raise SystemExit(2)

    async def run(self) -> int:
        args = self.args
        async with connect(args.url, max_size=8 * 1024 * 1024) as ws:
            await ws.send(json.dumps({"type": "hello", "version": VERSION, "name": args.name}))
            await self.expect(ws, "welcome")
            table = args.table
            if args.create:
                request = {
                    "type": "create",
                    "game": args.create,
                    "players": args.players,
                    "options": json.loads(args.options),
                    "seats": seats_from(args.seats),
                    "title": args.name + "'s table",
                }
                await ws.send(json.dumps(request))
                created = await self.expect(ws, "created")
                table = created["table"]
                say(event="created", table=table, tokens=created["tokens"])
            if args.rejoin:
                await ws.send(json.dumps({"type": "rejoin", "token": args.rejoin}))
            elif args.watch:
                await ws.send(json.dumps({"type": "watch", "table": args.watch}))
            else:
                join: dict[str, Any] = {"type": "join", "table": table, "name": args.name}
                if args.seat is not None:
                    join["seat"] = args.seat
                await ws.send(json.dumps(join))
            seated = await self.expect(ws, "joined", "watching")
            say(
                event=seated["type"],
                table=seated["table"],
                seat=seated.get("seat"),
                token=seated.get("token"),
            )
            return await self.play(ws)

    async def play(self, ws: Any) -> int:
        last: dict[str, Any] | None = None
        while True:
            message = await self.receive(ws)
            kind = message["type"]
            if kind == "state":
                last = message
                await self.act(ws, message)
            elif kind == "refused" and last is not None and last["revision"] == message["revision"]:
                await self.act(ws, last)
            elif kind == "over":
                say(
                    event="over",
                    winner=message["winner"],
                    record=message["record"],
                    actions=self.actions,
                )
                return 0
            elif kind == "error" and message["error"] == "too_many" and last is not None:
                await asyncio.sleep(0.2)
                await self.act(ws, last)
            elif kind == "error":
                say(event="error", error=message["error"], message=message["message"])

    async def act(self, ws: Any, state: dict[str, Any]) -> None:
        if not state["legal"]:
            return
        if self.args.quit_after is not None and self.actions >= self.args.quit_after:
            raise SystemExit(3)
        if self.args.delay:
            await asyncio.sleep(self.args.delay)
        action = self.random.choice(state["legal"])
        self.actions += 1
        await ws.send(json.dumps({"type": "act", "action": action, "revision": state["revision"]}))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("url")
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--create", metavar="GAME")
    # Table ids and tokens may start with '-': pass them as --table=ID, --rejoin=TOKEN.
    where.add_argument("--table", help="a table's id, as --table=ID")
    where.add_argument("--rejoin", metavar="TOKEN", help="a seat's token, as --rejoin=TOKEN")
    where.add_argument("--watch", metavar="TABLE", help="a table's id, as --watch=ID")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seats", default="person,person,person")
    parser.add_argument("--options", default="{}")
    parser.add_argument("--seat", type=int)
    parser.add_argument("--name", default="Bot")
    parser.add_argument("--seed", type=int)
    parser.add_argument("--log")
    parser.add_argument("--delay", type=float, default=0.0)
    parser.add_argument("--quit-after", type=int)
    args = parser.parse_args(argv)
    return asyncio.run(Bot(args).run())


if __name__ == "__main__":
    sys.exit(main())
