"""The arena and the benchmarks live in the top-level `bench` package, outside `game` and
`scenes`: nothing the app imports pulls them in, `python -m game arena|bench` reaches them only
when asked, and where they are absent (the packaged app) the command says so in one sentence."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

IMPORT_EVERYTHING = """
import pkgutil, sys
import game, scenes
from game.cli import build_parser
build_parser()
for package in (game, scenes):
    for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        __import__(module.name)
print(sorted(name for name in sys.modules if name == "bench" or name.startswith("bench.")))
"""


def run_python(arguments: list[str], folder: Path) -> subprocess.CompletedProcess[str]:
    """Run this Python in `folder` with no PYTHONPATH, so `bench` is found only from the root."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    return subprocess.run(
        [sys.executable, *arguments],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_importing_every_module_of_game_and_scenes_and_the_parser_never_imports_bench():
    done = run_python(["-c", IMPORT_EVERYTHING], ROOT)  # from the root, where bench is importable
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "[]"  # after pygame's greeting


@pytest.mark.parametrize("command", [["arena", "--game", "moon", "--seats", "normal"], ["bench"]])
def test_without_the_bench_package_the_tools_say_so_in_one_sentence(tmp_path, command):
    done = run_python(["-m", "game", *command], tmp_path)  # elsewhere: game is installed, not bench
    assert done.returncode == 2
    assert done.stderr.strip() == (
        f"{command[0]}: the arena and the benchmarks are developer tools and are not part of the"
        f" packaged app (in a source checkout, run `python -m game {command[0]}` from the"
        " repository's folder)."
    )


def test_python_m_bench_runs_the_benchmarks_and_refuses_an_unknown_section():
    done = run_python(["-m", "bench", "--only", "speed"], ROOT)
    assert done.returncode == 2
    assert "unknown section 'speed'" in done.stderr and "usage" not in done.stderr
