"""The app icon in the containers Windows and macOS executables want, made from assets/icon.png
without an image library: an .ico and an .icns may each hold the 256×256 PNG as it is."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ICON_SIZE = 256


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header; ValueError if the data is not a PNG."""
    if png[:8] != b"\x89PNG\r\n\x1a\n" or png[12:16] != b"IHDR":
        raise ValueError("the icon is not a PNG file")
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def ico_from_png(png: bytes) -> bytes:
    """A Windows .ico with one 256×256 PNG-compressed image (Windows Vista and later)."""
    if png_size(png) != (ICON_SIZE, ICON_SIZE):
        raise ValueError(f"the icon must be {ICON_SIZE}×{ICON_SIZE} pixels")
    header = struct.pack("<HHH", 0, 1, 1)
    # Width and height 0 mean 256; 1 colour plane, 32 bits per pixel; the data follows at 22.
    entry = struct.pack("<BBBBHHII", 0, 0, 0, 0, 1, 32, len(png), 6 + 16)
    return header + entry + png


def icns_from_png(png: bytes) -> bytes:
    """A macOS .icns with one 256×256 PNG image (the `ic08` element, macOS 10.5 and later)."""
    if png_size(png) != (ICON_SIZE, ICON_SIZE):
        raise ValueError(f"the icon must be {ICON_SIZE}×{ICON_SIZE} pixels")
    element = b"ic08" + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(element)) + element


def icon_for_platform(png_path: Path, folder: Path, platform: str = sys.platform) -> Path | None:
    """Write the icon file this platform's executable takes into `folder` and return its path;
    None on Linux, where the window icon (set by the app) is all there is."""
    if platform.startswith("win"):
        name, convert = "TrioTable.ico", ico_from_png
    elif platform == "darwin":
        name, convert = "TrioTable.icns", icns_from_png
    else:
        return None
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / name
    target.write_bytes(convert(png_path.read_bytes()))
    return target
