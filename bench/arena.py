"""The arena: computer players of given levels play complete games headless, seats rotating so no
level keeps a seat advantage, and the figures that say which level is stronger are reported.

`python -m game arena --game uno-duo --seats hard,normal --games 400 --seed 1 --workers 2`
(game/cli.py hands the arguments to `main`). Besides the levels, a seat may be `hard-full`: Hard
searching its whole budget at every decision, as it did before it learnt to settle early, so
the early stop can be measured against the full search.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.ai.base import ComputerPlayer
from game.ai.hard import DEFAULT_BUDGET, HardPlayer
from game.ai.levels import LEVELS, make_player
from game.core.events import Event
from game.core.messages import N_, Message
from game.core.observation import Observation
from game.games import game_entry
from game.records import PlayedGame, Record
from game.storage import BadFile, parse_json, read_json, write_atomically

FULL_SEARCH = "hard-full"
SEAT_KINDS: tuple[str, ...] = (*LEVELS, FULL_SEARCH)
"""What a seat may be: a level, or Hard without the early stop."""


def make_seat(game: str, kind: str, seed: int, budget: float) -> ComputerPlayer:
    """The computer player of a seat `kind` (`SEAT_KINDS`)."""
    if kind == FULL_SEARCH:
        return HardPlayer(game, seed, budget, settle_early=False)
    return make_player(game, kind, seed, budget)


@dataclass(frozen=True)
class ArenaSetup:
    """What to play: the game, the level of each seat (before rotation), options, seeds, budget,
    and the first game's index (an arena split across runs plays games `first` to `games - 1`)."""

    game: str
    seats: tuple[str, ...]
    games: int
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    budget: float = DEFAULT_BUDGET
    first: int = 0

    @property
    def played(self) -> int:
        """How many games this run plays: games `first` to `games - 1`."""
        return self.games - self.first


@dataclass
class GameResult:
    """One finished game seen by level: who won, each seat's score and level, decision times,
    Moon's bids (level, bid, made), and the search iterations of each decision that searched."""

    winner_level: str
    seat_levels: list[str]
    scores: list[int]
    times: dict[str, list[float]]
    bids: list[tuple[str, int, bool]]
    iterations: dict[str, list[int]] = field(default_factory=dict)


def seat_levels(setup: ArenaSetup, index: int) -> list[str]:
    """The levels by seat in game `index`: the seat list rotated by one place per game."""
    count = len(setup.seats)
    return [setup.seats[(seat + index) % count] for seat in range(count)]


def play_game(setup: ArenaSetup, index: int) -> GameResult:
    """Play game `index` of the arena to the end."""
    levels = seat_levels(setup, index)
    game_seed = setup.seed * 1_000_003 + index
    players = [
        make_seat(setup.game, level, game_seed * 8 + seat, setup.budget)
        for seat, level in enumerate(levels)
    ]
    played = PlayedGame(Record(setup.game, len(levels), game_seed, dict(setup.options)))
    times: dict[str, list[float]] = {level: [] for level in levels}
    iterations: dict[str, list[int]] = {level: [] for level in levels}
    seen: list[list[Event]] = [[] for _ in levels]
    state = played.state
    while not state.is_over:
        seat = state.to_move
        observation = observe(played, seen, seat)
        started = time.perf_counter()
        action = players[seat].choose(observation)
        times[levels[seat]].append(time.perf_counter() - started)
        searched = getattr(players[seat], "last_iterations", 0)
        if searched:
            iterations[levels[seat]].append(searched)
        played.play(action)
        state = played.state
    outcome = state.outcome()
    bids = [
        (levels[event["bidder"]], event["bid"], event["made"])
        for event in played.events
        if event.type == "hand_scored"
    ]
    return GameResult(levels[outcome.winner], levels, list(outcome.scores), times, bids, iterations)


def observe(played: PlayedGame, seen: list[list[Event]], seat: int) -> Observation:
    """`played.observation(seat)`, built from each seat's events as seen so far, so that a long
    game does not pay for filtering its whole log at every decision."""
    events = played.events
    for other, log in enumerate(seen):
        if len(log) < len(events):
            log.extend(event.seen_by(other) for event in events[len(log) :])
    state = played.state
    return Observation(
        game=played.rules.name,
        seat=seat,
        players=state.players,
        options=dict(state.options),
        view=state.view(seat),
        legal=tuple(state.legal_actions()),
        events=tuple(seen[seat]),
    )


def _play_indexed(job: tuple[ArenaSetup, int]) -> GameResult:
    return play_game(*job)


def wilson_interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = rate + z * z / (2 * games)
    spread = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def summarize(setup: ArenaSetup, results: Sequence[GameResult]) -> dict[str, Any]:
    """The figures per level: wins, win rate with its 95% CI, fair share, mean score, decision
    times, and for Moon the bids made and how many succeeded."""
    games = len(results)
    report: dict[str, Any] = {
        "game": setup.game,
        "seats": list(setup.seats),
        "games": games,
        "seed": setup.seed,
        "first_game": setup.first,
        "options": setup.options,
        "hard_budget_seconds": setup.budget,
        "levels": {},
    }
    for level in dict.fromkeys(setup.seats):
        seats = setup.seats.count(level)
        wins = sum(result.winner_level == level for result in results)
        low, high = wilson_interval(wins, games)
        scores = [
            score
            for result in results
            for seat_level, score in zip(result.seat_levels, result.scores, strict=True)
            if seat_level == level
        ]
        times = sorted(t for result in results for t in result.times.get(level, ()))
        searched = [n for result in results for n in result.iterations.get(level, ())]
        entry: dict[str, Any] = {
            "seats": seats,
            "wins": wins,
            "win_rate": wins / games if games else 0.0,
            "ci95": [round(low, 4), round(high, 4)],
            "fair_share": seats / len(setup.seats),
            "mean_score": statistics.fmean(scores) if scores else 0.0,
            "decisions": len(times),
            "decision_ms_median": 1000 * statistics.median(times) if times else 0.0,
            "decision_ms_p99": 1000 * times[min(len(times) - 1, int(0.99 * len(times)))]
            if times
            else 0.0,
        }
        if searched:
            entry["searched_decisions"] = len(searched)
            entry["search_iterations_median"] = statistics.median(searched)
        if "bids" in game_entry(setup.game).figures:
            bids = [(bid, made) for result in results for who, bid, made in result.bids]
            mine = [
                (bid, made) for result in results for who, bid, made in result.bids if who == level
            ]
            entry["bids_made"] = len(mine)
            entry["bids_per_game_per_seat"] = len(mine) / (games * seats) if games else 0.0
            entry["bid_success_rate"] = sum(made for _, made in mine) / len(mine) if mine else None
            entry["mean_bid"] = statistics.fmean(bid for bid, _ in mine) if mine else None
            report["all_bids"] = len(bids)
        report["levels"][level] = entry
    return report


class CannotResume(ValueError):
    """A partial report that this arena cannot resume from; the message is one sentence."""


PARTIAL_LIMIT = 64 * 1024 * 1024
"""The largest partial report the arena reads back (400 Moon games take a few MiB)."""


def partial_report(setup: ArenaSetup, results: Sequence[GameResult]) -> dict[str, Any]:
    """The summary of the games so far and each game's result, from which a run resumes."""
    return {**summarize(setup, results), "results": [asdict(result) for result in results]}


def resumed_results(setup: ArenaSetup, partial: Path) -> list[GameResult]:
    """The games a partial report at `partial` already holds for this very arena (none when
    there is no file). CannotResume, in one sentence, when the file cannot be resumed: it is
    unreadable, holds another arena, or has no per-game results; it is then left untouched."""
    if not partial.exists():
        return []
    try:
        report = read_json(partial, PARTIAL_LIMIT)
    except BadFile as error:
        raise CannotResume(f"{partial.name} cannot be resumed: {error.message}") from None
    fresh = summarize(setup, [])
    same = isinstance(report, dict) and all(
        report.get(key) == fresh[key]
        for key in ("game", "seats", "seed", "first_game", "options", "hard_budget_seconds")
    )
    stored = report.get("results") if isinstance(report, dict) else None
    if not same or not isinstance(stored, list):
        raise CannotResume(
            f"{partial.name} holds another arena or no per-game results; give a new --partial file"
        )
    try:
        results = [GameResult(**result) for result in stored[: setup.played]]
        summarize(setup, results)
    except (TypeError, ValueError, KeyError, AttributeError):
        raise CannotResume(f"{partial.name} has a game result that cannot be read") from None
    return results


def run_arena(
    setup: ArenaSetup,
    workers: int = 1,
    progress: bool = True,
    partial: Path | None = None,
) -> dict[str, Any]:
    """Play every game (in `workers` processes when more than one) and summarize them; with
    `partial`, the summary of the games so far and their results are written there after each
    game, so a run cut short keeps its figures, and a run given the same file again plays only
    the games it lacks (games are seeded by their index, so the arena is the same either way).
    CannotResume when the partial file cannot be resumed (`resumed_results`)."""
    results: list[GameResult] = resumed_results(setup, partial) if partial is not None else []
    jobs = [(setup, index) for index in range(setup.first + len(results), setup.games)]

    def finished(result: GameResult) -> None:
        results.append(result)
        _progress(len(results), setup.played, progress)
        if partial is not None:
            write_atomically(partial, json.dumps(partial_report(setup, results)))

    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for result in pool.map(_play_indexed, jobs):
                finished(result)
    else:
        for job in jobs:
            finished(_play_indexed(job))
    if progress:
        print(file=sys.stderr)
    return summarize(setup, results)


def _progress(done: int, total: int, shown: bool) -> None:
    if not shown:
        return
    width = 30
    filled = width * done // max(total, 1)
    bar = "#" * filled + "." * (width - filled)
    print(f"\r[{bar}] {done}/{total} games", end="", file=sys.stderr, flush=True)


def _from(report: dict[str, Any]) -> str:
    """Which games a part of a split arena played, or nothing for a whole one."""
    first = report["first_game"]
    return f" (from game {first})" if first else ""


def format_report(report: dict[str, Any]) -> str:
    """The report as a few lines of text."""
    heading = (
        f"{report['game']}: {report['games']} games{_from(report)}, "
        f"seats {','.join(report['seats'])}, "
        f"seed {report['seed']}, options {json.dumps(report['options'])}"
    )
    if any(level.startswith("hard") for level in report["seats"]):
        heading += f", Hard budget {report['hard_budget_seconds']} s per decision"
    lines = [heading]
    for level, entry in report["levels"].items():
        low, high = entry["ci95"]
        line = (
            f"  {level:<9} seats {entry['seats']}  won {entry['wins']} "
            f"({100 * entry['win_rate']:.1f}%, 95% CI {100 * low:.1f}-{100 * high:.1f}%, "
            f"fair share {100 * entry['fair_share']:.1f}%)  mean score {entry['mean_score']:.1f}"
            f"  decision median {entry['decision_ms_median']:.2f} ms"
            f" p99 {entry['decision_ms_p99']:.2f} ms"
        )
        if "searched_decisions" in entry:
            line += (
                f"  {entry['searched_decisions']} searched, median"
                f" {entry['search_iterations_median']:.0f} iterations"
            )
        if "bids_made" in entry:
            rate = entry["bid_success_rate"]
            line += f"  bids {entry['bids_made']}"
            line += f" made {100 * rate:.1f}%" if rate is not None else ""
            line += f" mean bid {entry['mean_bid']:.2f}" if entry["mean_bid"] is not None else ""
        lines.append(line)
    return "\n".join(lines)


def build_parser(prog: str = "python -m game arena") -> argparse.ArgumentParser:
    """The arena's arguments: the game, the seats' levels, how many games and how to play them."""
    arena = argparse.ArgumentParser(
        prog=prog, description="Computer levels play complete games headless."
    )
    arena.add_argument("--game", required=True, help="ono99, uno-duo or moon")
    arena.add_argument(
        "--seats",
        required=True,
        help=f"comma-separated levels, one per seat ({', '.join(SEAT_KINDS)})",
    )
    arena.add_argument("--games", type=int, default=100, help="number of games")
    arena.add_argument(
        "--first-game",
        type=int,
        default=0,
        help="play only games FIRST_GAME to GAMES-1 (an arena split across runs)",
    )
    arena.add_argument("--seed", type=int, default=0, help="seed of the first game")
    arena.add_argument("--options", default="{}", help="game options as a JSON object")
    arena.add_argument(
        "--budget", type=float, default=DEFAULT_BUDGET, help="Hard's seconds per decision"
    )
    arena.add_argument("--workers", type=int, default=1, help="games played in parallel")
    arena.add_argument("--json", action="store_true", help="print one JSON object")
    arena.add_argument(
        "--partial",
        type=Path,
        help="after each game, write the report of the games so far (JSON) to this file; "
        "given an existing one of the same arena, play only the games it lacks",
    )
    return arena


def _options_from(text: str) -> Any:
    """The --options JSON, decoded as warily as a file (game.storage); ValueError if bad."""
    try:
        return parse_json(text)
    except BadFile as error:
        message = Message(N_("--options cannot be read: {reason}"), {"reason": error.message})
        raise ValueError(str(message)) from None


def run_from_args(args: argparse.Namespace) -> int:
    """Run the arena from parsed arguments; a bad argument is one sentence and status 2."""
    try:
        options = _options_from(args.options)
        seats = tuple(level.strip() for level in args.seats.split(","))
        unknown = [level for level in seats if level not in SEAT_KINDS]
        if unknown:
            raise ValueError(f"unknown level {unknown[0]!r} (levels: {', '.join(SEAT_KINDS)})")
        if args.games < 1 or args.workers < 1 or args.budget <= 0:
            raise ValueError("--games, --workers and --budget must be positive")
        if not 0 <= args.first_game < args.games:
            raise ValueError("--first-game must be at least 0 and less than --games")
        setup = ArenaSetup(
            args.game, seats, args.games, args.seed, options, args.budget, args.first_game
        )
        PlayedGame(Record(args.game, len(seats), args.seed, options))
    except ValueError as error:
        print(f"arena: {error}", file=sys.stderr)
        return 2
    try:
        report = run_arena(setup, args.workers, progress=True, partial=args.partial)
    except CannotResume as error:
        print(f"arena: {error}", file=sys.stderr)
        return 2
    print(json.dumps(report) if args.json else format_report(report))
    return 0


def main(argv: Sequence[str] | None = None, prog: str = "python -m game arena") -> int:
    """Parse the arena's arguments and run it; returns the exit status."""
    return run_from_args(build_parser(prog).parse_args(argv))
