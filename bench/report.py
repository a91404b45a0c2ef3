"""The benchmark report: the machine it ran on, a table of figures beside their targets (✓/✗),
and the same figures as a JSON document."""

from __future__ import annotations

import os
import platform
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.figures import Figure

CPUINFO = Path("/proc/cpuinfo")
COLUMNS = ("section", "subject", "measure", "value", "target", "", "note")


def cpu_model() -> str:
    """The CPU's model name from /proc/cpuinfo, else what `platform` knows."""
    try:
        for line in CPUINFO.read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine() -> dict[str, Any]:
    """The machine and interpreter the figures were taken on."""
    return {
        "nproc": os.cpu_count(),
        "cpu": cpu_model(),
        "python": platform.python_version(),
        "platform": platform.platform(),
    }


def load_average() -> list[float]:
    """The 1, 5 and 15 minute load averages (other processes slow every figure down)."""
    return [round(load, 2) for load in os.getloadavg()]


def number(value: float | None) -> str:
    """A value with as many digits as it deserves; a dash when it was not measured."""
    if value is None:
        return "—"
    if abs(value) >= 1000:
        return f"{value:,.0f}"
    if abs(value) >= 100:
        return f"{value:.0f}"
    if abs(value) >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def row(figure: Figure) -> tuple[str, ...]:
    """The figure's cells in the order of `COLUMNS`."""
    value = number(figure.value) + (f" {figure.unit}" if figure.value is not None else "")
    target = "" if figure.limit is None else f"≤ {number(figure.limit)} {figure.unit}"
    if figure.floor is not None:
        target = f"≥ {number(figure.floor)} {figure.unit}"
    mark = {True: "✓", False: "✗", None: ""}[figure.met]
    return (figure.section, figure.subject, figure.measure, value, target, mark, figure.note)


def table(figures: Sequence[Figure]) -> str:
    """The figures as an aligned text table, one line each."""
    rows = [COLUMNS, *(row(figure) for figure in figures)]
    widths = [max(len(cells[column]) for cells in rows) for column in range(len(COLUMNS) - 1)]
    lines = []
    for cells in rows:
        aligned = [
            cells[column].rjust(width) if column == 3 else cells[column].ljust(width)
            for column, width in enumerate(widths)
        ]
        lines.append("  ".join([*aligned, cells[-1]]).rstrip())
    return "\n".join(lines)


def heading(document: dict[str, Any]) -> str:
    """One line on when and where the figures were taken."""
    about = document["machine"]
    loads = document["load_average"]
    return (
        f"Trio Table benchmarks, {document['date']}: {about['nproc']} × {about['cpu']}, "
        f"Python {about['python']}; load average {loads['start'][0]} at the start, "
        f"{loads['end'][0]} at the end; {document['seconds']:.0f} s"
    )


def summary(figures: Sequence[Figure]) -> str:
    """How many targets were met."""
    judged = [figure.met for figure in figures if figure.met is not None]
    return f"{sum(judged)} of {len(judged)} targets met"


def document(
    figures: Sequence[Figure], date: str, loads: dict[str, list[float]], seconds: float
) -> dict[str, Any]:
    """The JSON document of a run: when, where, under what load, and every figure."""
    return {
        "date": date,
        "machine": machine(),
        "load_average": loads,
        "seconds": round(seconds, 1),
        "figures": [figure.to_json() for figure in figures],
    }
