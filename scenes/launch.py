"""`python -m game play`: open the menu, or with --game go straight to a table (autoplay runs for
tests and benchmarks write frame statistics and a screenshot at the end; --games plays several
in a row; --person keeps the human seats and plays them through the hint)."""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import pygame

from game.core.errors import RecordError
from game.core.languages import SOURCE_LANGUAGE
from game.core.messages import N_, Message
from game.core.options import resolve_options
from game.match import COMPUTER, HUMAN, Match, Seat
from game.rules import find_game
from game.saves import LEVELS
from game.storage import BadFile, parse_json
from game.words import Words, words_for
from scenes.app import App
from scenes.new_game import computer_name, player_name, usual_player_count
from scenes.series import Series


class LaunchError(ValueError):
    """A command-line choice that cannot start a game; the message says which and why."""


def parse_seats(
    text: str | None, players: int, autoplay: bool, words: Words | None = None
) -> list[Seat]:
    """Seats from `human:NAME,ai:LEVEL,…`; by default seat 0 is a human and the rest Normal
    computers. With `autoplay` every seat is a computer (humans become Normal). A human with no
    name is "Player N" in `words`' language (English without)."""
    words = words or words_for(SOURCE_LANGUAGE)
    specs = text.split(",") if text else ["human:"] + ["ai:normal"] * (players - 1)
    if len(specs) != players:
        raise LaunchError(f"--seats names {len(specs)} seats for {players} players")
    seats = []
    for index, spec in enumerate(specs):
        kind, _, value = spec.partition(":")
        if kind == "human" and not autoplay:
            seats.append(Seat(HUMAN, value or player_name(index, words)))
        elif kind == "human" or (kind == "ai" and value in LEVELS):
            level = value if kind == "ai" else "normal"
            seats.append(Seat(COMPUTER, computer_name(index), level))
        else:
            raise LaunchError(f"seat {spec!r} is not human:NAME or ai:LEVEL ({', '.join(LEVELS)})")
    return seats


def match_from_args(args: argparse.Namespace) -> Match:
    """The match the flags describe; LaunchError or RecordError say what is wrong."""
    if args.speed <= 0:
        raise LaunchError("--speed must be above 0")
    rules = find_game(args.game)
    try:
        options = parse_json(args.options)
    except BadFile as error:
        message = Message(N_("--options cannot be read: {reason}"), {"reason": error.message})
        raise LaunchError(str(message)) from None
    if not isinstance(options, dict):
        raise LaunchError("--options must be a JSON object")
    players = args.players
    if players is None:
        counts = rules.player_counts(resolve_options(rules.option_specs, options))
        players = len(args.seats.split(",")) if args.seats else usual_player_count(counts)
    computers_only = args.autoplay and not args.person
    words = words_for(args.lang or SOURCE_LANGUAGE)
    seats = parse_seats(args.seats, players, computers_only, words)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    return Match.new(args.game, players, options, seed, seats)


def series_from_args(args: argparse.Namespace) -> Series | None:
    """The series of games `--games` asks for (None for one game); LaunchError says what is
    wrong."""
    if args.games < 1:
        raise LaunchError("--games must be at least 1")
    if args.games == 1:
        return None
    if not (args.autoplay and args.game):
        raise LaunchError("--games needs --autoplay and --game")
    return Series(args.games)


def launch(args: argparse.Namespace) -> int:
    """Run the app for `python -m game play`; returns the exit status."""
    try:
        if args.person and not (args.autoplay and args.game):
            raise LaunchError("--person needs --autoplay and --game")
        series = series_from_args(args)
        match = match_from_args(args) if args.game else None
    except (LaunchError, RecordError) as error:
        print(f"cannot start the game: {error}", file=sys.stderr)
        return 2
    app_class = App
    if args.person:  # the benchmark's stand-in person: a table's worth of imports, on demand
        from scenes.auto_person import AutoplayApp

        app_class = AutoplayApp
    app = app_class(
        quit_at_end=args.quit_at_end,
        speed=args.speed,
        keep_records=not args.autoplay,
        language=args.lang,
        series=series,
    )
    try:
        if match is None or app.open_elsewhere is not None:
            app.show_menu()  # (which only says so when another app holds the data folder)
        else:
            app.play(match)
        status = app.run()
        if args.stats:
            Path(args.stats).write_text(json.dumps(app.frame_stats.summary()) + "\n")
        if args.screenshot:
            pygame.image.save(app.window, args.screenshot)
        return status
    finally:
        app.close()
