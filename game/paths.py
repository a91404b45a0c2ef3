"""Where files live: shipped assets (also inside a PyInstaller bundle) and the user's own data."""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "TrioTable"


def asset_path(*parts: str) -> Path:
    """The path of a shipped asset under `assets/`, honouring PyInstaller's `sys._MEIPASS`
    (TRIO_TABLE_ASSETS names another assets folder: a translator's catalogs, a test's damaged
    ones)."""
    override = os.environ.get("TRIO_TABLE_ASSETS")
    if override:
        return Path(override).joinpath(*parts)
    root = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent.parent))
    return root.joinpath("assets", *parts)


def user_data_dir() -> Path:
    """The folder for saves, settings, history and crash reports (TRIO_TABLE_HOME overrides it),
    created if it can be; if it cannot, reading finds nothing there and writing says why."""
    override = os.environ.get("TRIO_TABLE_HOME")
    folder = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
    with contextlib.suppress(OSError):  # if it cannot be made, every write says so
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def unusable_data_dir(folder: Path) -> OSError | None:
    """Why the data folder, which exists, cannot be looked into (no permission), or None; a
    folder that is missing or could not be made is not reported here (each write says why)."""
    try:
        os.listdir(folder)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as error:
        return error
    return None
