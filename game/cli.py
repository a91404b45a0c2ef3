"""The command line: `python -m game replay RECORD.json`, `python -m game hint RECORD.json` (the
coach's advice), the app's `play`, and the developer tools `arena` and `bench` (the top-level
`bench` package, which the packaged app leaves out)."""

from __future__ import annotations

import argparse
import importlib
import json
import math
import sys
from collections.abc import Sequence
from typing import Any, Protocol

from game.ai.coach import DEFAULT_BUDGET, Advice, advise
from game.core.errors import RecordError
from game.core.languages import LANGUAGES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE
from game.core.messages import N_, Message
from game.records import PlayedGame, Record
from game.words import Words, words_for

VALUE_DECIMALS = 3
"""How finely the hint prints a move's value."""


class SubCommands(Protocol):
    """What `ArgumentParser.add_subparsers()` returns, as far as this module uses it."""

    def add_parser(self, name: str, **kwargs: Any) -> argparse.ArgumentParser:
        """A parser for the sub-command `name`."""
        ...


def replay_report(game: PlayedGame) -> dict[str, Any]:
    """The docs/contract.md replay object for a replayed game."""
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


def hint_report(advice: Advice, words: Words) -> dict[str, Any]:
    """The docs/contract.md hint object for the coach's advice, its reason in `words`' language."""
    return {
        "seat": advice.seat,
        "best": str(advice.best),
        "moves": [
            {"action": str(move.action), "value": round(move.value, VALUE_DECIMALS)}
            for move in advice.moves
        ],
        "reason": words.say(advice.reason),
    }


def run_replay(path: str, language: str = SOURCE_LANGUAGE) -> int:
    """Replay a record file and print the report, or the error object with status 2."""
    words = words_for(language)
    try:
        game = PlayedGame(Record.load(path))
    except RecordError as error:
        return _fail(error, words)
    print(json.dumps(replay_report(game)))
    return 0


def run_hint(
    path: str,
    language: str = SOURCE_LANGUAGE,
    iterations: int | None = None,
    budget: float = DEFAULT_BUDGET,
    seed: int = 0,
) -> int:
    """Replay a record file and print the coach's advice for the seat to move, or the error
    object with status 2 (a bad record, or a game that is over)."""
    words = words_for(language)
    try:
        game = PlayedGame(Record.load(path))
        seat = game.state.to_move
        if seat is None:
            raise RecordError(Message(N_("the game is over, so there is no move to advise")))
    except RecordError as error:
        return _fail(error, words)
    advice = advise(game.observation(seat), iterations=iterations, budget=budget, seed=seed)
    print(json.dumps(hint_report(advice, words)))
    return 0


def _fail(error: RecordError, words: Words) -> int:
    """Print the error object (docs/contract.md) in `words`' language; the status to exit with."""
    print(json.dumps({"error": words.say(error.message), "index": error.index}))
    return 2


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with one sub-command per tool."""
    parser = argparse.ArgumentParser(prog="python -m game", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    replay = commands.add_parser("replay", help="replay a game record and print it as JSON")
    replay.add_argument("record", help="path of the record (JSON)")
    add_language_argument(replay)
    add_hint_parser(commands)
    add_play_parser(commands)
    add_serve_parser(commands)
    add_developer_parsers(commands)
    return parser


def add_language_argument(parser: argparse.ArgumentParser) -> None:
    """`--lang`: the language of the sentences meant for people (English by default)."""
    parser.add_argument(
        "--lang",
        choices=list(LANGUAGES),
        default=SOURCE_LANGUAGE,
        help="language of the sentences for people: " + ", ".join(LANGUAGES),
    )


def add_hint_parser(commands: SubCommands) -> None:
    """`hint`: the coach's advice for the seat to move in a record's final position."""
    hint = commands.add_parser(
        "hint", help="advise the seat to move in a game record: every legal move, valued"
    )
    hint.add_argument("record", help="path of the record (JSON)")
    amount = hint.add_mutually_exclusive_group()
    amount.add_argument(
        "--iterations", type=_count, help="search exactly this many paired iterations"
    )
    amount.add_argument(
        "--budget",
        type=_seconds,
        default=DEFAULT_BUDGET,
        help=f"seconds of search (default {DEFAULT_BUDGET:g}, as Hard)",
    )
    hint.add_argument("--seed", type=int, default=0, help="seed of the search (default 0)")
    add_language_argument(hint)


def _count(text: str) -> int:
    """An argparse type: a whole number above zero."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not above zero")
    return value


def _seconds(text: str) -> float:
    """An argparse type: a number of seconds above zero."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 < value < math.inf:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds above zero")
    return value


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
    play.add_argument(
        "--person",
        action="store_true",
        help="with --autoplay: the human seats stay people, played by the app through hints",
    )
    play.add_argument("--speed", type=float, default=1.0, help="animation speed factor")
    play.add_argument(
        "--games", type=int, default=1, help="with --autoplay: play this many games in a row"
    )
    play.add_argument("--quit-at-end", action="store_true", help="close when the last game ends")
    play.add_argument("--stats", help="write frame-time statistics (JSON) to this file")
    play.add_argument("--screenshot", help="save the last frame (PNG) to this file")
    play.add_argument(
        "--lang",
        type=language_code,
        help=f"the language of the app's texts for this run: {', '.join(LANGUAGES)}"
        " (default: the Language setting)",
    )


def add_serve_parser(commands: SubCommands) -> None:
    """`serve`: a table host with no window (docs/protocol.md)."""
    serve = commands.add_parser("serve", help="run a table host for other computers, no window")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    serve.add_argument("--port", type=int, default=0, help="port to listen on (0: a free one)")
    serve.add_argument(
        "--away",
        type=_seconds,
        default=60.0,
        help="seconds a dropped person's seat waits before a computer plays it (60)",
    )
    serve.add_argument(
        "--redis",
        metavar="URL",
        help="share one lobby and the tables' records with other servers: redis://HOST:PORT/DB",
    )
    serve.add_argument("--certfile", help="serve wss:// with this certificate chain (PEM)")
    serve.add_argument("--keyfile", help="the certificate's private key (PEM)")
    serve.add_argument(
        "--max-per-address",
        type=int,
        default=64,
        help="connections one address may hold open to a club server (64; 0: no cap)",
    )
    serve.add_argument(
        "--public-url",
        metavar="URL",
        help="where clients and the club's other servers reach this one, e.g."
        " wss://club.example.org:8765 (default: the address it listens on)",
    )


def language_code(text: str) -> str:
    """A `--lang` value: one of the languages, or the developers' hidden pseudo-language."""
    if text not in LANGUAGES and text != PSEUDO_LANGUAGE:
        raise argparse.ArgumentTypeError(f"choose one of {', '.join(LANGUAGES)}, not {text!r}")
    return text


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
        return run_replay(args.record, args.lang)
    if args.command == "hint":
        return run_hint(args.record, args.lang, args.iterations, args.budget, args.seed)
    if args.command == "serve":
        from game.net.serve import ServeOptions, run_serve  # imported only when it is wanted

        options = ServeOptions(
            args.redis, args.certfile, args.keyfile, args.max_per_address, args.public_url
        )
        return run_serve(args.host, args.port, args.away, options)
    if args.command == "play":
        from scenes.launch import launch  # the app is imported only when it is wanted

        return launch(args)
    print(f"unknown command {args.command}", file=sys.stderr)
    return 2
