"""Size of the packaged app: every file under `dist/`, when `make dist` has built it."""

from __future__ import annotations

import os
from pathlib import Path

from bench.autoplay import ROOT
from bench.figures import Figure, Sizes

SECTION = "package"
TARGET_MIB = 120.0
DIST = ROOT / "dist"
PACKAGED_APP = DIST / "TrioTable" / "TrioTable"
SOURCES = ("game", "scenes", "assets", "build.spec")
"""What the packaged app is built from (a change after the build makes it stale)."""


def folder_bytes(folder: Path) -> tuple[int, int]:
    """Total bytes and number of the files below `folder` (links are not followed)."""
    total = 0
    count = 0
    for directory, _, names in os.walk(folder):
        for name in names:
            total += os.lstat(os.path.join(directory, name)).st_size
            count += 1
    return total, count


def newest_source_change() -> float:
    """The latest modification time of the files the app is built from."""
    newest = 0.0
    for name in SOURCES:
        path = ROOT / name
        if path.is_file():
            newest = max(newest, path.stat().st_mtime)
        for directory, _, names in os.walk(path):
            for file in names:
                if not file.endswith((".pyc", ".pyo")):
                    newest = max(newest, os.lstat(os.path.join(directory, file)).st_mtime)
    return newest


def packaged_app_is_stale() -> bool:
    """True when the sources changed after the packaged app was built."""
    return PACKAGED_APP.stat().st_mtime < newest_source_change()


def package_figures(sizes: Sizes) -> list[Figure]:
    """The size of `dist/` against its target (`sizes` is not used: a size is not sampled)."""
    if not PACKAGED_APP.exists():
        return [Figure(SECTION, "dist/", "size", None, "MiB", TARGET_MIB, "dist/ is not built")]
    total, count = folder_bytes(DIST)
    stale = ", built before the latest source change" if packaged_app_is_stale() else ""
    return [
        Figure(
            SECTION,
            "dist/",
            "size",
            round(total / 2**20, 1),
            "MiB",
            TARGET_MIB,
            f"{count} files{stale}",
        )
    ]
