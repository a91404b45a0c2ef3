"""The command line: `python -m game replay RECORD.json` (and the app's `play`, and `bench`)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.arena import add_arena_parser
from game.arena import run_from_args as run_arena_from_args
from game.core.errors import RecordError
from game.records import PlayedGame, Record


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
    add_arena_parser(commands)
    add_bench_parser(commands)
    return parser


def add_play_parser(commands: argparse._SubParsersAction) -> None:
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
    play.add_argument("--quit-at-end", action="store_true", help="close when the game ends")
    play.add_argument("--stats", help="write frame-time statistics (JSON) to this file")
    play.add_argument("--screenshot", help="save the last frame (PNG) to this file")


def add_bench_parser(commands: argparse._SubParsersAction) -> None:
    """`bench`: measure speed, frame times, start-up, memory and size (game/bench)."""
    bench = commands.add_parser("bench", help="measure speed, frames, start-up, memory, size")
    bench.add_argument(
        "--only", help="comma-separated sections: rules, ai, frames, startup, package, decisions"
    )
    bench.add_argument("--quick", action="store_true", help="tiny sizes, to try the harness")
    bench.add_argument("--json", default="bench-results.json", help="where to write the figures")


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    args = build_parser().parse_args(argv)
    if args.command == "replay":
        return run_replay(args.record)
    if args.command == "arena":
        return run_arena_from_args(args)
    if args.command == "play":
        from scenes.launch import launch  # the app is imported only when it is wanted

        return launch(args)
    if args.command == "bench":
        from game.bench.runner import run_bench  # the benchmarks are imported only when run

        return run_bench(args.only, args.quick, args.json)
    print(f"unknown command {args.command}", file=sys.stderr)
    return 2
