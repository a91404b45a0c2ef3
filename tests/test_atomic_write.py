"""write_atomically (game/storage.py): an interrupted write leaves the old file or the new one,
never a mixture, a truncated file or no file at all (the failing os.replace and os.fsync of a
single write are in test_settings.py; here: a first write, the autosave, the settings, and a
process killed while it rewrites a file)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from app_driver import save_game

from game.records import PlayedGame, Record
from game.saves import AUTOSAVE, AutosaveWriter, default_seats, load_autosave
from game.settings import SETTINGS, Settings, load_settings, save_settings
from game.storage import write_atomically

ROOT = Path(__file__).resolve().parent.parent

# A child that rewrites one file forever, alternating two large texts, each written atomically.
WRITER = """
import sys
from pathlib import Path
from game.storage import write_atomically
path = Path(sys.argv[1])
texts = ["A" * 400_000 + "\\n", "B" * 600_000 + "\\n"]
write_atomically(path, texts[0])
Path(sys.argv[2]).write_text("ready")
while True:
    for text in texts:
        write_atomically(path, text)
"""


class Interrupted(OSError):
    """The failure injected in the middle of a write."""


def leftovers(folder: Path) -> list[str]:
    """Temporary files the writer left behind."""
    return sorted(path.name for path in folder.glob("*.tmp"))


@pytest.fixture
def home(tmp_path, monkeypatch):
    """Every test writes under its own user data folder."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    return tmp_path


def fail(*args, **kwargs):
    """Stand-in for os.replace or os.fsync that fails as a full disk or a power cut would."""
    raise Interrupted("the write was interrupted")


def test_an_interrupted_first_write_leaves_no_file_rather_than_a_partial_one(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(Interrupted):
        write_atomically(target, "new\n")
    assert not target.exists() and leftovers(tmp_path) == []


def test_an_autosave_interrupted_mid_write_still_continues_the_previous_position(home, monkeypatch):
    game = PlayedGame(Record("ono99", 3, 21))
    game.play(game.state.legal_actions()[0])
    save_game(game.record, default_seats(3))
    saved = (home / AUTOSAVE).read_text()
    game.play(game.state.legal_actions()[0])
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", fail)
        writer = AutosaveWriter()
        writer.save(game.record, default_seats(3))
        writer.flush()
    assert [str(problem) for problem in writer.problems()] == [
        "The game could not be saved (Interrupted); play goes on and saving is tried again."
    ]
    assert (home / AUTOSAVE).read_text() == saved
    loaded = load_autosave()
    assert loaded.problems == [] and len(loaded.game.record.actions) == 1


def test_settings_interrupted_mid_write_keep_the_previous_choice(home, monkeypatch):
    save_settings(Settings(sound_volume=0.2))
    with monkeypatch.context() as patch, pytest.raises(Interrupted):
        patch.setattr(os, "fsync", fail)
        save_settings(Settings(sound_volume=0.9))
    settings, problem = load_settings()
    assert problem is None and settings.sound_volume == 0.2
    assert json.loads((home / SETTINGS).read_text())["sound_volume"] == 0.2


def start_writer(target: Path, ready: Path) -> subprocess.Popen:
    """The rewriting child, once it is inside its loop."""
    child = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(target), str(ready)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    deadline = time.monotonic() + 30
    while not ready.exists():
        assert child.poll() is None, "the writer stopped before writing"
        assert time.monotonic() < deadline, "the writer did not start"
        time.sleep(0.01)
    return child


def test_a_process_killed_while_rewriting_a_file_leaves_one_whole_version(tmp_path):
    target = tmp_path / "autosave.json"
    whole = {"A" * 400_000 + "\n", "B" * 600_000 + "\n"}
    for round_number in range(8):
        ready = tmp_path / f"ready-{round_number}"
        child = start_writer(target, ready)
        time.sleep(0.02 + 0.013 * round_number)  # kill at a different point of the cycle each time
        child.send_signal(signal.SIGKILL)
        child.wait()
        assert target.read_text() in whole, f"round {round_number} left a partial file"
