"""`python -m bench` (also `python -m game bench`, `make bench`): measure every family in turn,
print the table, write the JSON."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path

from bench.ai_speed import ai_figures
from bench.answers import answer_figures
from bench.club import club_figures
from bench.coach import coach_figures
from bench.decisions import decision_figures
from bench.engines import engine_figures
from bench.figures import QUICK, Figure, Sizes
from bench.frames import frames_figures
from bench.history import history_figures
from bench.idle import idle_figures
from bench.moon_settling import moon_settling_figures
from bench.net import net_figures
from bench.package import package_figures
from bench.report import document, heading, load_average, summary, table
from bench.rules_speed import rules_figures
from bench.soak import long_soak_figures, soak_figures
from bench.startup import startup_figures
from game.storage import write_atomically

SECTIONS: dict[str, Callable[[Sizes], list[Figure]]] = {
    "rules": rules_figures,
    "engines": engine_figures,
    "ai": ai_figures,
    "frames": frames_figures,
    "idle": idle_figures,
    "answers": answer_figures,
    "soak": soak_figures,
    "startup": startup_figures,
    "package": package_figures,
    "decisions": decision_figures,
    "settling": moon_settling_figures,
    "coach": coach_figures,
    "history": history_figures,
    "net": net_figures,
    "club": club_figures,
}
"""Every family, in the order a full run measures them ("frames" includes memory)."""
ON_REQUEST: dict[str, Callable[[Sizes], list[Figure]]] = {"soak30": long_soak_figures}
"""Sections measured only when `--only` names them (they take long)."""


def chosen_sections(only: str | None) -> list[str]:
    """The sections named in `only` (comma-separated), or all but those measured on request;
    ValueError names an unknown one."""
    if not only:
        return list(SECTIONS)
    names = [name.strip() for name in only.split(",") if name.strip()]
    for name in names:
        if name not in SECTIONS and name not in ON_REQUEST:
            known = ", ".join([*SECTIONS, *ON_REQUEST])
            raise ValueError(f"unknown section {name!r} (sections: {known})")
    return names


def measure(sections: Sequence[str], sizes: Sizes) -> list[Figure]:
    """Run the sections, telling on stderr which one is under way."""
    figures: list[Figure] = []
    for name in sections:
        started = time.monotonic()
        print(f"bench: measuring {name} …", file=sys.stderr, flush=True)
        figures += {**SECTIONS, **ON_REQUEST}[name](sizes)
        print(f"bench: {name} took {time.monotonic() - started:.0f} s", file=sys.stderr)
    return figures


def run_bench(only: str | None, quick: bool, json_path: str | None) -> int:
    """Measure, print the table and write the JSON document; returns the exit status (a missed
    target is a figure to read, not a failure)."""
    try:
        sections = chosen_sections(only)
    except ValueError as error:
        print(f"bench: {error}", file=sys.stderr)
        return 2
    started = time.monotonic()
    date = datetime.now().astimezone().isoformat(timespec="seconds")
    load_at_start = load_average()
    figures = measure(sections, QUICK if quick else Sizes())
    loads = {"start": load_at_start, "end": load_average()}
    report = document(figures, date, loads, time.monotonic() - started)
    print(heading(report))
    print(table(figures))
    print(summary(figures))
    if json_path:
        write_atomically(Path(json_path), json.dumps(report, indent=2, ensure_ascii=False) + "\n")
        print(f"figures written to {json_path}")
    return 0


def build_parser(prog: str = "python -m bench") -> argparse.ArgumentParser:
    """The bench's arguments: which sections, at which sizes, and where the JSON goes."""
    bench = argparse.ArgumentParser(
        prog=prog, description="Measure speed, frames, start-up, memory and size."
    )
    sections, on_request = ", ".join(SECTIONS), ", ".join(ON_REQUEST)
    bench.add_argument(
        "--only", help=f"comma-separated sections: {sections}; on request only: {on_request}"
    )
    bench.add_argument("--quick", action="store_true", help="tiny sizes, to try the harness")
    bench.add_argument("--json", default="bench-results.json", help="where to write the figures")
    return bench


def main(argv: Sequence[str] | None = None, prog: str = "python -m bench") -> int:
    """Parse the bench's arguments and run it; returns the exit status."""
    args = build_parser(prog).parse_args(argv)
    return run_bench(args.only, args.quick, args.json)
