"""Idle cost: the CPU the app and the processes it started (the AI worker) use while nothing
moves on screen, at the menu and at an ONO 99 table waiting for the human's move.

Each run starts `python -m game play` at 1280×720 with a fresh, private user folder, waits for
its first frame, lets it settle (the table deals and the computers move until the human is to
play), then counts the clock ticks the process tree uses over the measured window (see `cpu`).
With SDL's dummy driver, and under a private Xvfb (see `xvfb`) when it is installed, where SDL
talks to a real X server as it does on a person's desktop; there the X server's own share is
noted beside the figure. The app decides the window's framebuffer itself: a
SDL_FRAMEBUFFER_ACCELERATION of the caller's environment is not passed on.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from bench.autoplay import FIRST_FRAME_ENV, ROOT, STARTUP_LIMIT, app_environment
from bench.cpu import TreeTicks
from bench.figures import Figure, Sizes
from bench.memory import tree_resident_mib
from bench.xvfb import XServer, private_display, xvfb_installed

SECTION = "idle"
TARGET_PERCENT = 2.0
MEASURE = "CPU while idle, app + workers"
UNIT = "% of a core"
SCENES: dict[str, list[str]] = {
    "menu": [],
    "ONO 99 table waiting for the human": [
        "--game", "ono99", "--players", "4", "--seed", "1",
        "--seats", "human:You,ai:normal,ai:normal,ai:normal",
    ],
}  # fmt: skip
"""What is measured: the arguments of `python -m game play` that open it."""


@dataclass(frozen=True)
class IdleRun:
    """What one idle window measured: CPU as a percentage of one core, of the app and every
    process it started together and of the app alone; resident memory at the end."""

    percent: float
    app_percent: float
    processes: int
    resident_mib: float | None
    server_percent: float | None


def idle_environment(home: Path, server: XServer | None) -> dict[str, str]:
    """The environment of a measured app: the dummy driver, or X11 on `server`."""
    environment = app_environment(home)
    environment.pop("SDL_FRAMEBUFFER_ACCELERATION", None)
    if server is not None:
        environment.pop("WAYLAND_DISPLAY", None)
        environment["SDL_VIDEODRIVER"] = "x11"
        environment["DISPLAY"] = server.display
    return environment


def wait_for_first_frame(app: subprocess.Popen, first_frame: Path, errors: Path) -> None:
    """Return once the app has drawn its first frame; RuntimeError if it exits or takes too
    long."""
    deadline = time.monotonic() + STARTUP_LIMIT
    while not first_frame.exists():
        if app.poll() is not None:
            tail = errors.read_text(errors="replace")[-1500:]
            raise RuntimeError(f"the app exited with status {app.returncode}: {tail}")
        if time.monotonic() > deadline:
            raise RuntimeError(f"no frame was drawn within {STARTUP_LIMIT:g} s")
        time.sleep(0.05)


def idle_run(
    arguments: list[str], server: XServer | None, settle: float, seconds: float
) -> IdleRun:
    """Open the app with `arguments`, let it settle, and measure `seconds` of idling."""
    with tempfile.TemporaryDirectory(prefix="trio-bench-") as folder:
        home = Path(folder) / "home"
        home.mkdir()
        first_frame, errors = Path(folder) / "first-frame", Path(folder) / "stderr.txt"
        environment = {**idle_environment(home, server), FIRST_FRAME_ENV: str(first_frame)}
        command = [sys.executable, "-m", "game", "play", *arguments]
        with errors.open("wb") as stderr:
            app = subprocess.Popen(
                command, cwd=ROOT, env=environment, stdout=subprocess.DEVNULL, stderr=stderr
            )
            try:
                wait_for_first_frame(app, first_frame, errors)
                time.sleep(settle)
                return measure_idle(app.pid, server, seconds)
            finally:
                app.terminate()
                try:
                    app.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    app.kill()
                    app.wait()


def measure_idle(pid: int, server: XServer | None, seconds: float) -> IdleRun:
    """The CPU the process tree of `pid` (and the X server, if any) uses over `seconds`."""
    tree = TreeTicks(pid)
    display = TreeTicks(server.pid) if server is not None else None
    tree.start()
    if display is not None:
        display.start()
    time.sleep(seconds)
    used = tree.used()
    server_percent = display.percent(display.used()) if display is not None else None
    return IdleRun(
        percent=tree.percent(used),
        app_percent=tree.percent(used, pid),
        processes=len(used),
        resident_mib=tree_resident_mib(pid),
        server_percent=server_percent,
    )


def idle_figure(scene: str, driver: str, run: IdleRun, sizes: Sizes) -> Figure:
    """One idle run as a figure against the target."""
    server = "" if run.server_percent is None else f", X server {run.server_percent:g} %"
    note = (
        f"app alone {run.app_percent:g} %, {run.processes} processes{server}; resident "
        f"{run.resident_mib} MiB; {sizes.idle_seconds:g} s after {sizes.idle_settle:g} s settling"
    )
    return Figure(SECTION, f"{scene}, {driver}", MEASURE, run.percent, UNIT, TARGET_PERCENT, note)


def driver_figures(driver: str, server: XServer | None, sizes: Sizes) -> list[Figure]:
    """The idle figures of every scene on one video driver."""
    figures = []
    for scene, arguments in SCENES.items():
        try:
            run = idle_run(arguments, server, sizes.idle_settle, sizes.idle_seconds)
        except RuntimeError as error:
            figures.append(unmeasured(scene, driver, str(error)))
            continue
        figures.append(idle_figure(scene, driver, run, sizes))
    return figures


def unmeasured(scene: str, driver: str, reason: str) -> Figure:
    """An idle figure that could not be taken, with the reason."""
    return Figure(SECTION, f"{scene}, {driver}", MEASURE, None, UNIT, TARGET_PERCENT, reason)


def idle_figures(sizes: Sizes) -> list[Figure]:
    """Idle CPU of every scene with the dummy driver and, when installed, under Xvfb."""
    figures = driver_figures("dummy driver", None, sizes)
    if not xvfb_installed():
        return figures + [unmeasured(scene, "Xvfb", "Xvfb is not installed") for scene in SCENES]
    try:
        with private_display() as server:
            return figures + driver_figures("Xvfb", server, sizes)
    except RuntimeError as error:
        return figures + [unmeasured(scene, "Xvfb", str(error)) for scene in SCENES]
