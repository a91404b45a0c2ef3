"""The packaged app (build.spec): it builds, holds every asset and none of the left-out weight (nor
the developer tools of bench/, which it answers in one sentence), and the binary plays a short game
of each title headless (its computer players thinking in the bundle's own worker process), exits 0
and writes its statistics.

The build goes to the session's temporary folder (never the developer's dist/), once per test
session even under xdist: the first worker builds under a file lock, the others wait for it."""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PyInstaller.archive.readers import CArchiveReader

pytestmark = pytest.mark.build

ROOT = Path(__file__).resolve().parent.parent
NAME = "TrioTable"
SIZE_LIMIT_MB = 120
BUILD_SECONDS = 540

# One hand or round each (ONO 99 between two players is one hand), Easy players (they decide
# at once), at high speed.
SHORT_GAMES = {
    "ono99": ["--seats", "ai:easy,ai:easy", "--seed", "4"],
    "uno-duo": ["--seats", "ai:easy,ai:easy", "--options", '{"target": 1}', "--seed", "5"],
    "moon": ["--seats", "ai:easy,ai:easy,ai:easy", "--options", '{"target": 1}', "--seed", "6"],
}


def executable(folder: Path) -> Path:
    """The app's executable inside its one-folder bundle."""
    return folder / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def build(shared: Path) -> Path:
    """Run PyInstaller on build.spec into `shared`; the bundle's folder."""
    bundle = shared / "dist" / NAME
    log = shared / "pyinstaller.log"
    with log.open("w") as output:
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "PyInstaller",
                "--noconfirm",
                "--distpath",
                str(shared / "dist"),
                "--workpath",
                str(shared / "work"),
                str(ROOT / "build.spec"),
            ],
            cwd=ROOT,
            stdout=output,
            stderr=subprocess.STDOUT,
            timeout=BUILD_SECONDS,
        )
    assert done.returncode == 0, log.read_text()[-3000:]
    return bundle


@pytest.fixture(scope="session")
def bundle(tmp_path_factory) -> Path:
    """The one-folder app, built once for the whole session (all xdist workers)."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # the folder every worker's temporary folder is in
    shared = shared / "pyinstaller-build"
    shared.mkdir(exist_ok=True)
    with (shared / "lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = shared / "built"
        if not done.exists():
            started = time.monotonic()
            build(shared)
            done.write_text(f"{time.monotonic() - started:.1f}\n")
        fcntl.flock(lock, fcntl.LOCK_UN)
    return shared / "dist" / NAME


def folder_size_mb(folder: Path) -> float:
    """The size of every file under `folder`, in megabytes."""
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file()) / 2**20


def test_the_bundle_holds_every_asset_and_pygame_guis_theme(bundle):
    internal = bundle / "_internal"
    shipped = sorted(
        path.relative_to(ROOT) for path in (ROOT / "assets").rglob("*") if path.is_file()
    )
    missing = [str(path) for path in shipped if not (internal / path).is_file()]
    assert missing == []
    gui_data = internal / "pygame_gui" / "data"
    assert (gui_data / "default_theme.json").is_file()
    assert (gui_data / "NotoSans-Regular.ttf").is_file()
    assert (gui_data / "translations" / "pygame-gui.en.json").is_file()


def test_the_bundle_leaves_out_tkinter_test_tools_and_unused_gui_fonts(bundle):
    names = {path.name for path in bundle.rglob("*")}
    for unwanted in ("tkinter", "_tkinter", "pytest", "_pytest", "hypothesis", "numpy", "PIL"):
        assert not any(name == unwanted or name.startswith(f"{unwanted}.") for name in names), (
            unwanted
        )
    assert not any(name.startswith("NotoSansSC") for name in names)
    assert folder_size_mb(bundle) <= SIZE_LIMIT_MB


def bundled_modules(bundle: Path) -> set[str]:
    """The names of the Python modules in the PYZ archive inside the app's executable."""
    archive = CArchiveReader(str(executable(bundle)))
    pyz = next(name for name, entry in archive.toc.items() if entry[-1] == "z")
    return set(archive.open_embedded_archive(pyz).toc)


def test_the_bundle_holds_the_game_but_no_module_of_the_developer_tools(bundle):
    modules = bundled_modules(bundle)
    assert {"game.cli", "game.rules.moon", "scenes.launch"} <= modules
    stray = sorted(name for name in modules if name.split(".")[0] == "bench")
    assert stray == [] and "game.arena" not in modules and "game.bench" not in modules
    assert not (bundle / "_internal" / "bench").exists()


@pytest.mark.parametrize("command", ["arena", "bench"])
def test_the_packaged_app_answers_the_developer_tools_in_one_sentence(bundle, tmp_path, command):
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    done = subprocess.run(
        [str(executable(bundle)), command, "--game", "moon", "--seats", "normal"],
        cwd=ROOT,  # even beside the repository's bench/, the app does not reach for it
        env={**env, "TRIO_TABLE_HOME": str(tmp_path / "home")},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert f"{command}: the arena and the benchmarks are developer tools" in done.stderr


LANGUAGE_OF = {"ono99": "xx", "uno-duo": "cy", "moon": "bn"}
"""Each short game in another language: the catalogs, the Bengali fonts and the pseudo-language
(made from the template with Babel) in the bundle."""


@pytest.mark.parametrize("game", sorted(SHORT_GAMES))
def test_the_packaged_app_plays_a_short_game_headless_and_writes_its_statistics(
    bundle, tmp_path, game
):
    stats = tmp_path / "stats.json"
    env = {
        **os.environ,
        "TRIO_TABLE_HOME": str(tmp_path / "home"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    env.pop("PYTHONPATH", None)
    flags = ["--game", game, *SHORT_GAMES[game], "--autoplay", "--quit-at-end", "--speed", "40"]
    flags += ["--lang", LANGUAGE_OF[game]]
    done = subprocess.run(
        [str(executable(bundle)), "play", *flags, "--stats", str(stats)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    figures = json.loads(stats.read_text())
    assert figures["frames"] > 10 and figures["median_ms"] > 0
