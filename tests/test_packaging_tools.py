"""The small pieces packaging relies on: the Windows and macOS icon files made from icon.png, the
first-frame time the cold-start measurement reads, and the bundle's entry point."""

from __future__ import annotations

import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest
from app_driver import frames, start_app

from game.paths import asset_path
from scenes.first_frame import FIRST_FRAME_ENV, note_first_frame
from tools.platform_icons import icns_from_png, ico_from_png, icon_for_platform, png_size

ROOT = Path(__file__).resolve().parent.parent


def test_the_icon_is_a_256_pixel_png():
    assert png_size(asset_path("icon.png").read_bytes()) == (256, 256)


def test_the_windows_icon_holds_the_png_as_its_one_256_pixel_image():
    png = asset_path("icon.png").read_bytes()
    ico = ico_from_png(png)
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    width, height, _, _, planes, bits, size, offset = struct.unpack("<BBBBHHII", ico[6:22])
    assert (reserved, kind, count) == (0, 1, 1)
    assert (width, height, planes, bits) == (0, 0, 1, 32)  # 0 means 256 pixels
    assert ico[offset : offset + size] == png and offset + size == len(ico)


def test_the_macos_icon_holds_the_png_as_its_256_pixel_element():
    png = asset_path("icon.png").read_bytes()
    icns = icns_from_png(png)
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert icns[8:12] == b"ic08" and struct.unpack(">I", icns[12:16])[0] == 8 + len(png)
    assert icns[16:] == png


def test_an_icon_that_is_not_a_256_pixel_png_is_refused():
    with pytest.raises(ValueError, match="not a PNG"):
        ico_from_png(b"GIF89a" + bytes(40))
    small = asset_path("icon.png").read_bytes()[:16] + struct.pack(">II", 32, 32) + bytes(20)
    with pytest.raises(ValueError, match="256"):
        icns_from_png(small)


@pytest.mark.parametrize(
    ("platform", "name"), [("win32", "TrioTable.ico"), ("darwin", "TrioTable.icns")]
)
def test_each_platform_gets_its_icon_file_and_linux_none(tmp_path, platform, name):
    made = icon_for_platform(asset_path("icon.png"), tmp_path, platform)
    assert made == tmp_path / name and made.stat().st_size > 1000
    assert icon_for_platform(asset_path("icon.png"), tmp_path / "linux", "linux") is None


def test_the_app_writes_the_time_of_its_first_frame_when_asked(tmp_path, monkeypatch):
    stamp = tmp_path / "first-frame"
    monkeypatch.setenv(FIRST_FRAME_ENV, str(stamp))
    before = time.time()
    app = start_app(tmp_path, monkeypatch)
    try:
        first = float(stamp.read_text())
        assert before <= first <= time.time()
        frames(app, 3)
        assert float(stamp.read_text()) == first  # only the first frame is noted
    finally:
        app.close()


def test_without_the_variable_no_first_frame_file_is_written(tmp_path, monkeypatch):
    monkeypatch.delenv(FIRST_FRAME_ENV, raising=False)
    monkeypatch.chdir(tmp_path)
    note_first_frame()
    assert list(tmp_path.iterdir()) == []


def test_the_bundle_entry_point_runs_the_command_line(tmp_path):
    record = tmp_path / "game.json"
    record.write_text('{"format": 1, "game": "ono99", "players": 2, "seed": 3}')
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "trio_table.py"), "replay", str(record)],
        capture_output=True,
        text=True,
        timeout=60,
        env={"PYTHONPATH": str(ROOT), "PATH": ""},
    )
    assert done.returncode == 0, done.stderr
    assert '"game": "ono99"' in done.stdout
