"""The command line: `python -m game replay RECORD.json`, the app's `play`, and the developer
tools `arena` and `bench` (the top-level `bench` package, which the packaged app leaves out)."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Sequence
from typing import Any, Protocol

from game.core.errors import RecordError
from game.records import PlayedGame, Record


class SubCommands(Protocol):
    """What `ArgumentParser.add_subparsers()` returns, as far as this module uses it."""

    def add_parser(self, name: str, **kwargs: Any) -> argparse.ArgumentParser:
        """A parser for the sub-command `name`."""
        ...


def replay_report(game: PlayedGame) -> dict[str, Any]:
    """The CONTRACT.md replay object for a replayed game."""
    state = game.state
    outcome = state.outcome()
    return {
        "game": game.rules.name,
        "to_move": state.to_move,
        "legal": sorted(str(action) for action in state.legal_actions()),
        "over": state.is_over,
        "winner": None if outcome is None else outcome.winner,
        "scores": state.scores(),
        "state": state.to_json(),
        "events": [event.to_json() for event in game.events],
    }


def run_replay(path: str) -> int:
    """Replay a record file and print the report, or the error object with status 2."""
    try:
        game = PlayedGame(Record.load(path))
    except RecordError as error:
        print(json.dumps({"error": str(error), "index": error.index}))
        return 2
    print(json.dumps(replay_report(game)))
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with one sub-command per tool."""
    parser = argparse.ArgumentParser(prog="python -m game", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    replay = commands.add_parser("replay", help="replay a game record and print it as JSON")
    replay.add_argument("record", help="path of the record (JSON)")
    add_play_parser(commands)
    add_developer_parsers(commands)
    return parser


def add_play_parser(commands: SubCommands) -> None:
    """`play`: open the app, or go straight to a table (autoplay for tests and benchmarks)."""
    play = commands.add_parser("play", help="open the game window")
    play.add_argument("--game", help="start this game at once: ono99, uno-duo or moon")
    play.add_argument("--players", type=int, help="number of players")
    play.add_argument(
        "--seats", help="comma-separated seats: human:NAME or ai:LEVEL (easy, normal, hard)"
    )
    play.add_argument("--options", default="{}", help="game options as a JSON object")
    play.add_argument("--seed", type=int, help="seed of the game (random when left out)")
    play.add_argument("--autoplay", action="store_true", help="computer players fill every seat")
    play.add_argument("--speed", type=float, default=1.0, help="animation speed factor")
    play.add_argument(
        "--games", type=int, default=1, help="with --autoplay: play this many games in a row"
    )
    play.add_argument("--quit-at-end", action="store_true", help="close when the last game ends")
    play.add_argument("--stats", help="write frame-time statistics (JSON) to this file")
    play.add_argument("--screenshot", help="save the last frame (PNG) to this file")


DEVELOPER_TOOLS = {
    "arena": ("bench.arena", "computer levels play complete games headless (arena --help)"),
    "bench": ("bench.runner", "measure speed, frames, start-up, memory, size (bench --help)"),
}
"""Sub-commands run by a module of the `bench` package: its `main(argv, prog)` parses the rest."""

NOT_PACKAGED = (
    "the arena and the benchmarks are developer tools and are not part of the packaged app"
    " (in a source checkout, run `python -m game {command}` from the repository's folder)"
)


def add_developer_parsers(commands: SubCommands) -> None:
    """`arena` and `bench`: their arguments are left to the tool, so the parser imports neither."""
    for name, (_, help_text) in DEVELOPER_TOOLS.items():
        commands.add_parser(name, help=help_text, add_help=False)


def run_developer_tool(command: str, argv: Sequence[str]) -> int:
    """Import the tool only now and hand it its arguments; without the `bench` package (the
    packaged app, or a working folder other than the repository's) say so with status 2."""
    module_name, _ = DEVELOPER_TOOLS[command]
    try:
        tool = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name != "bench":
            raise
        print(f"{command}: {NOT_PACKAGED.format(command=command)}.", file=sys.stderr)
        return 2
    return tool.main(list(argv), prog=f"python -m game {command}")


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    parser = build_parser()
    args, rest = parser.parse_known_args(argv)
    if args.command in DEVELOPER_TOOLS:
        return run_developer_tool(args.command, rest)
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    if args.command == "replay":
        return run_replay(args.record)
    if args.command == "play":
        from scenes.launch import launch  # the app is imported only when it is wanted

        return launch(args)
    print(f"unknown command {args.command}", file=sys.stderr)
    return 2
