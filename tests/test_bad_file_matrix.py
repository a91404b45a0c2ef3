"""The bad-file matrix of issue 18: every file the app reads (settings, autosave, its seats file,
history, the lessons' progress), each damaged every way the probe found (empty, truncated, not
UTF-8, a folder, no permission, huge, nested deep, a huge number, wrong types). In every cell the
app starts, the player sees one sentence, a game is played and finished into the history, the
app quits, and the bad bytes survive in a `.corrupt` file. A byte-order mark is no damage: the
file is read.

Tests run as root here, and root reads a chmod-000 file anyway, so "no permission" is simulated:
opening that one file for reading raises PermissionError, as it would for a normal user."""

from __future__ import annotations

import errno
import json
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from app_driver import click_button, frames, save_game, start_app

from game.history import OLD_HISTORY, read_history
from game.lessons.progress import PROGRESS, LessonProgress
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame, Record
from game.saves import AUTOSAVE, AUTOSAVE_SEATS, seat_to_json
from game.settings import SETTINGS, Settings
from game.storage import HISTORY_LIMIT, RECORD_LIMIT, SMALL_LIMIT
from scenes.scoring import ScoringScene

LONGEST_SENTENCE = 300
THINKER = ThreadPoolExecutor(1)
SEATS = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "Bo", "easy"), Seat(COMPUTER, "Cy", "easy")]
LIMITS = {SETTINGS: SMALL_LIMIT, AUTOSAVE: RECORD_LIMIT, AUTOSAVE_SEATS: SMALL_LIMIT}
LIMITS[PROGRESS] = SMALL_LIMIT
LIMITS[OLD_HISTORY] = HISTORY_LIMIT
DEPTHS = {name: 100_000 if limit > 1024 * 1024 else 20_000 for name, limit in LIMITS.items()}
"""As deep as the probe's 100,000 where the file's size limit lets it through to the parser."""


def finished_match(seed: int) -> Match:
    """An ONO 99 match played to its end by always taking the first legal action."""
    match = Match(PlayedGame(Record("ono99", 3, seed)), SEATS, executor=THINKER)
    while not match.is_over:
        match.played.play(match.state.legal_actions()[0])
    return match


def old_history_line(match: Match) -> str:
    """A line of the history.jsonl that earlier versions wrote (the app imports it once)."""
    entry = {
        "finished": "2026-11-01T12:00:00",
        "game": match.game,
        "seats": [seat_to_json(seat) for seat in match.seats],
        "winner": match.outcome.winner,
        "scores": list(match.outcome.scores),
        "record": match.record.to_json(),
    }
    return json.dumps(entry) + "\n"


def good_files(scratch: Path) -> dict[str, bytes]:
    """A good copy of each file, as the app writes it."""
    match = Match(PlayedGame(Record("ono99", 3, 4)), SEATS, executor=THINKER)
    for _ in range(3):
        match.played.play(match.state.legal_actions()[0])
    save_game(match.record, list(match.seats), scratch)
    files = {name: (scratch / name).read_bytes() for name in (AUTOSAVE, AUTOSAVE_SEATS)}
    files[OLD_HISTORY] = old_history_line(finished_match(3)).encode()
    files[SETTINGS] = json.dumps(Settings(sound_volume=0.0, think_time=0.0).to_json()).encode()
    progress = LessonProgress({"moon": 4}, {"ono99"}, {"ono99", "moon"})
    files[PROGRESS] = json.dumps(progress.to_json()).encode()
    return files


WRONG_TYPES = {
    SETTINGS: b'{"fullscreen": "yes"}',
    AUTOSAVE: b'{"format": 1, "game": "ono99", "players": 3, "seed": 4, "options": []}',
    AUTOSAVE_SEATS: b'{"format": 1, "game": "ono99", "seats": {"kind": "human"}}',
    PROGRESS: b'{"format": 1, "taken": {"moon": "4"}}',
    OLD_HISTORY: None,  # made from the good line below, with the scores as text
}
HUGE_NUMBERS = {
    SETTINGS: b'{"sound_volume": ' + b"9" * 5000 + b"}",
    AUTOSAVE: b'{"format": 1, "game": "ono99", "players": 3, "seed": ' + b"9" * 5000 + b"}",
    AUTOSAVE_SEATS: b'{"format": ' + b"1" * 5000 + b', "game": "ono99", "seats": []}',
    OLD_HISTORY: b'{"winner": ' + b"9" * 5000 + b"}\n",
    PROGRESS: b'{"format": 1, "taken": {"moon": ' + b"9" * 5000 + b"}}",
}
CASES = [
    "empty",
    "truncated",
    "not-utf8",
    "bom",
    "folder",
    "no-permission",
    "huge",
    "deep",
    "huge-number",
    "wrong-types",
]
CAUSES = {
    "empty": "it is empty",
    "truncated": "it is not valid JSON",
    "not-utf8": "it is not UTF-8 text",
    "folder": "it is a folder, not a file",
    "no-permission": "it cannot be read (permission denied)",
    "huge": "it is too large",
    "deep": "it is nested too deep (more than 16 levels)",
    "huge-number": "it holds a number of 5000 digits",
    "wrong-types": "must be",
}


def damage(case: str, name: str, good: bytes) -> bytes | None:
    """The bad bytes of `case` for the file `name` (None for a folder)."""
    if case == "folder":
        return None
    if case == "wrong-types" and name == OLD_HISTORY:
        entry = json.loads(good.splitlines()[0])
        return json.dumps({**entry, "scores": "1, 2, 3"}).encode() + b"\n"
    return {
        "empty": b"",
        "truncated": good[: len(good) // 2],
        "not-utf8": good[:5] + b"\xff\xfe" + good[5:],
        "bom": b"\xef\xbb\xbf" + good,
        "no-permission": good,
        "huge": good,  # made huge (and sparse) by put()
        "deep": b"[" * DEPTHS[name] + b"]" * DEPTHS[name],
        "huge-number": HUGE_NUMBERS[name],
        "wrong-types": WRONG_TYPES.get(name) or b"",
    }[case]


def put(home: Path, name: str, case: str, bad: bytes | None) -> None:
    """Write the damaged file (a folder with a file in it for "folder")."""
    path = home / name
    if bad is None:
        path.mkdir()
        (path / "inside.txt").write_text("the user's own file")
        return
    path.write_bytes(bad)
    if case == "huge":
        with path.open("r+b") as stream:
            stream.truncate(LIMITS[name] + 1024 * 1024)


def deny_reading(monkeypatch, name: str) -> None:
    """Make opening the file `name` for reading fail as it would without permission."""
    real_open = Path.open

    def open_unless_denied(self, mode="r", *args, **kwargs):
        if self.name == name and "r" in mode:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real_open(self, mode, *args, **kwargs)

    monkeypatch.setattr(Path, "open", open_unless_denied)


def one_sentence(text: str) -> None:
    """A single sentence a player can read: a capital, one line, a full stop, not too long."""
    assert text[0].isupper() and text.endswith(".") and text.isprintable(), text
    assert len(text) <= LONGEST_SENTENCE, len(text)


def play_a_little(app, home: Path, moves: int = 3) -> None:
    """Start an ONO 99 game and play until `moves` actions are in the autosave."""
    match = Match.new("ono99", 3, {}, 21, SEATS, executor=THINKER)
    app.play(match)
    deadline = time.monotonic() + 60
    while len(match.record.actions) < moves:
        assert time.monotonic() < deadline, "the game made no progress"
        if match.human_to_move():
            match.submit(match.state.legal_actions()[0])
        app.step(1 / 60)
        time.sleep(0.001)
    app.autosaver.flush()
    frames(app)
    saved = json.loads((home / AUTOSAVE).read_text())
    assert saved["actions"] == match.record.actions


@pytest.fixture(scope="module")
def good(tmp_path_factory) -> dict[str, bytes]:
    """Good copies of every file."""
    return good_files(tmp_path_factory.mktemp("good"))


def place_companions(home: Path, name: str, good: dict[str, bytes]) -> None:
    """Whatever must stand beside the damaged file for it to be read: the seats file is read
    only with an autosave to continue."""
    if name == AUTOSAVE_SEATS:
        (home / AUTOSAVE).write_bytes(good[AUTOSAVE])


def read_as_the_player_does(app, name: str, case: str) -> list[str]:
    """Open what reads the file (the settings and the history are read at start; the autosave
    and its seats when Continue is clicked; the lessons' progress when Learn is) and return the
    notices."""
    if name == AUTOSAVE_SEATS or (name == AUTOSAVE and case != "folder"):
        click_button(app, "Continue")
        app.show_menu()  # back from the table, if Continue opened it
    if name == PROGRESS:
        click_button(app, "Learn")
        app.show_menu()
    frames(app)
    return app.notices.texts()


def is_accepted(name: str, case: str) -> bool:
    """A byte-order mark is no damage, and an empty history is a history with no games."""
    return case == "bom" or (name == OLD_HISTORY and case == "empty")


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("name", [SETTINGS, AUTOSAVE, AUTOSAVE_SEATS, OLD_HISTORY, PROGRESS])
def test_a_bad_file_is_one_sentence_kept_aside_and_the_app_plays_on(
    tmp_path, monkeypatch, good, name, case
):
    home = tmp_path
    bad = damage(case, name, good[name])
    place_companions(home, name, good)
    put(home, name, case, bad)
    app = None
    try:
        with monkeypatch.context() as patch:
            if case == "no-permission":
                deny_reading(patch, name)
            app = start_app(home, monkeypatch)
            app.settings.think_time, app.speed = 0.0, 50.0
            notices = read_as_the_player_does(app, name, case)
        if is_accepted(name, case):
            assert notices == [] and not list(home.glob("*.corrupt"))
        elif name == AUTOSAVE and case == "folder":
            assert notices == []  # nothing to continue; the first autosave sets it aside
        else:
            [notice] = notices
            one_sentence(notice)
            assert CAUSES[case] in notice, notice
        play_a_little(app, home)
        if name == AUTOSAVE and case == "folder":
            [notice] = app.notices.texts()
            assert notice == (
                f"{AUTOSAVE} was not a file, so it was kept as {AUTOSAVE}.corrupt and a fresh "
                f"{AUTOSAVE} was written."
            )
        app.game_finished(finished_match(21))  # the game play_a_little began, played out
        assert isinstance(app.stack.top, ScoringScene)
        app.quit(0)
        app.step(1 / 60)
        assert app.status == 0
    finally:
        if app is not None:
            app.close()
    history, problems = read_history(home)
    assert problems == [] and len(history) == 1 + (name == OLD_HISTORY and case == "bom")
    assert not (home / AUTOSAVE).exists(), "a finished game clears the autosave"
    if not is_accepted(name, case):
        assert_kept(home / f"{name}.corrupt", bad, case, name)


def assert_kept(kept: Path, bad: bytes | None, case: str, name: str) -> None:
    """The bad file survives, byte for byte, under its `.corrupt` name."""
    if bad is None:
        assert (kept / "inside.txt").read_text() == "the user's own file"
    elif case == "huge":
        assert kept.stat().st_size == LIMITS[name] + 1024 * 1024
        with kept.open("rb") as stream:
            assert stream.read(len(bad)) == bad
    else:
        assert kept.read_bytes() == bad
