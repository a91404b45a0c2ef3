"""Size of the packaged app: every file under `dist/`, when `make dist` has built it."""

from __future__ import annotations

import os
from pathlib import Path

from game.bench.autoplay import ROOT
from game.bench.figures import Figure, Sizes

SECTION = "package"
TARGET_MIB = 120.0
DIST = ROOT / "dist"


def folder_bytes(folder: Path) -> tuple[int, int]:
    """Total bytes and number of the files below `folder` (links are not followed)."""
    total = 0
    count = 0
    for directory, _, names in os.walk(folder):
        for name in names:
            total += os.lstat(os.path.join(directory, name)).st_size
            count += 1
    return total, count


def package_figures(sizes: Sizes) -> list[Figure]:
    """The size of `dist/` against its target (`sizes` is not used: a size is not sampled)."""
    if not DIST.is_dir():
        return [Figure(SECTION, "dist/", "size", None, "MiB", TARGET_MIB, "dist/ is not built")]
    total, count = folder_bytes(DIST)
    return [
        Figure(
            SECTION, "dist/", "size", round(total / 2**20, 1), "MiB", TARGET_MIB, f"{count} files"
        )
    ]
