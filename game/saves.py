"""The player's files: the autosave (a CONTRACT.md record plus a seats sidecar), the history of
finished games, exported records and crash reports. A bad file is never trusted, overwritten or
deleted: it is moved aside with a `.corrupt` suffix and the caller gets one sentence saying why."""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from game.core.errors import RecordError
from game.match import COMPUTER, HUMAN, Match, Seat
from game.paths import user_data_dir
from game.records import PlayedGame, Record, write_atomically

AUTOSAVE = "autosave.json"
AUTOSAVE_SEATS = "autosave-seats.json"
HISTORY = "history.jsonl"
SEATS_FORMAT = 1
LEVELS = ("easy", "normal", "hard")


def seat_to_json(seat: Seat) -> dict[str, Any]:
    """A seat as JSON data for the seats file."""
    if seat.is_human:
        return {"kind": HUMAN, "name": seat.name}
    return {"kind": COMPUTER, "name": seat.name, "level": seat.level}


def seat_from_json(data: Any) -> Seat:
    """Read a seat from the seats file; ValueError says what is wrong."""
    if not isinstance(data, dict) or not isinstance(data.get("name"), str):
        raise ValueError("a seat has no name")
    if data.get("kind") == HUMAN:
        return Seat(HUMAN, data["name"])
    if data.get("kind") == COMPUTER and data.get("level") in LEVELS:
        return Seat(COMPUTER, data["name"], data["level"])
    raise ValueError(f"the seat {data['name']!r} is neither a human nor a known computer level")


def default_seats(players: int) -> list[Seat]:
    """One human in seat 0 and Normal computer players in the others."""
    computers = [Seat(COMPUTER, f"Computer {seat}", "normal") for seat in range(1, players)]
    return [Seat(HUMAN, "Player 1"), *computers]


def move_aside(path: Path) -> Path:
    """Rename a bad file to `<name>.corrupt` (`<name>.N.corrupt` if taken); return the new path."""
    target = path.with_name(f"{path.name}.corrupt")
    number = 2
    while target.exists():
        target = path.with_name(f"{path.name}.{number}.corrupt")
        number += 1
    path.rename(target)
    return target


def _unused_path(folder: Path, stem: str, suffix: str) -> Path:
    """`folder/stem-<time><suffix>`, with a number added if that file exists already."""
    base = f"{stem}-{datetime.now():%Y%m%d-%H%M%S}"
    path = folder / f"{base}{suffix}"
    number = 2
    while path.exists():
        path = folder / f"{base}-{number}{suffix}"
        number += 1
    return path


def _autosave_files(record: Record, seats: list[Seat]) -> tuple[str, str]:
    """The texts of the seats sidecar and of the record, as they are now."""
    sidecar = {
        "format": SEATS_FORMAT,
        "game": record.game,
        "seats": [seat_to_json(seat) for seat in seats],
    }
    return json.dumps(sidecar, indent=1) + "\n", json.dumps(record.to_json(), indent=1) + "\n"


def _write_autosave_files(texts: tuple[str, str], folder: Path | None) -> None:
    folder = folder or user_data_dir()
    write_atomically(folder / AUTOSAVE_SEATS, texts[0])
    write_atomically(folder / AUTOSAVE, texts[1])


def write_autosave(record: Record, seats: list[Seat], folder: Path | None = None) -> None:
    """Save the game in progress: the seats first, then the record, each written atomically."""
    _write_autosave_files(_autosave_files(record, seats), folder)


class AutosaveWriter:
    """Autosaves on a background thread, so a slow disk (each file is fsynced) never holds up a
    frame. The game is turned into text at once, on the caller's thread; if saves come faster
    than the disk takes them, only the newest waiting one is written. An error in the writer is
    raised again by the next `save` or `flush`."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        self._changed = threading.Condition()
        self._waiting: tuple[str, str] | None = None
        self._writing = False
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None

    def save(self, record: Record, seats: list[Seat]) -> None:
        """Queue the game as it is now for writing."""
        texts = _autosave_files(record, seats)
        with self._changed:
            self._raise_error()
            self._waiting = texts
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._changed.notify_all()

    def flush(self) -> None:
        """Wait until every queued save is on disk."""
        with self._changed:
            while self._waiting is not None or self._writing:
                self._changed.wait()
            self._raise_error()

    def _raise_error(self) -> None:
        error, self._error = self._error, None
        if error is not None:
            raise error

    def _run(self) -> None:
        while True:
            with self._changed:
                while self._waiting is None:
                    self._changed.wait()
                texts, self._waiting, self._writing = self._waiting, None, True
            try:
                _write_autosave_files(texts, self.folder)
            except Exception as error:  # handed to the app's thread by the next save or flush
                with self._changed:
                    self._error = error
            finally:
                with self._changed:
                    self._writing = False
                    self._changed.notify_all()


def has_autosave(folder: Path | None = None) -> bool:
    """True when there is a game to continue."""
    return ((folder or user_data_dir()) / AUTOSAVE).is_file()


def clear_autosave(folder: Path | None = None) -> None:
    """Forget the game in progress (it has finished, or the player started another)."""
    folder = folder or user_data_dir()
    for name in (AUTOSAVE, AUTOSAVE_SEATS):
        (folder / name).unlink(missing_ok=True)


@dataclass
class LoadedGame:
    """The result of loading the autosave: the replayed game (None if there is none to continue),
    its seats, and a sentence for each file that was bad and moved aside."""

    game: PlayedGame | None
    seats: list[Seat]
    problems: list[str] = field(default_factory=list)


def _read_seats(path: Path) -> tuple[str, list[Seat]]:
    """The game name and the seats of a sidecar file; ValueError says what is wrong."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        raise ValueError("the seats file is not readable JSON") from None
    if not isinstance(data, dict) or data.get("format") != SEATS_FORMAT:
        raise ValueError(f"the seats file is not in format {SEATS_FORMAT}")
    if not isinstance(data.get("game"), str) or not isinstance(data.get("seats"), list):
        raise ValueError("the seats file has no game name or no list of seats")
    return data["game"], [seat_from_json(seat) for seat in data["seats"]]


def load_autosave(expected_game: str | None = None, folder: Path | None = None) -> LoadedGame:
    """Load and replay the autosave. A bad record (bad JSON, unknown format, an illegal action,
    another game than expected) or a bad seats file is moved aside and reported in a sentence;
    with a bad seats file the game goes on with the default seats."""
    folder = folder or user_data_dir()
    record_path, seats_path = folder / AUTOSAVE, folder / AUTOSAVE_SEATS
    problems: list[str] = []
    seats: list[Seat] | None = None
    if seats_path.is_file():
        try:
            seats_game, seats = _read_seats(seats_path)
            expected_game = expected_game or seats_game
        except ValueError as error:
            kept = move_aside(seats_path)
            problems.append(
                f"The seats of the saved game were reset because {error}; "
                f"the file was kept as {kept.name}."
            )
    if not record_path.is_file():
        return LoadedGame(None, [], problems)
    try:
        record = Record.load(record_path)
        if expected_game is not None and record.game != expected_game:
            raise RecordError(f"it holds a game of {record.game}, not of {expected_game}")
        game = PlayedGame(record)
    except RecordError as error:
        kept = move_aside(record_path)
        problems.append(
            f"The saved game could not be continued because {error}; "
            f"the file was kept as {kept.name}."
        )
        return LoadedGame(None, [], problems)
    if seats is not None and len(seats) != record.players:
        kept = move_aside(seats_path)
        problems.append(
            f"The seats of the saved game were reset because the seats file has {len(seats)} "
            f"seats for {record.players} players; the file was kept as {kept.name}."
        )
        seats = None
    return LoadedGame(game, seats or default_seats(record.players), problems)


@dataclass(frozen=True)
class FinishedGame:
    """One line of the history: when, which game, who sat where, who won, the final scores."""

    finished: str
    game: str
    seats: list[Seat]
    winner: int
    scores: list[int]
    record: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        """The entry as JSON data."""
        return {
            "finished": self.finished,
            "game": self.game,
            "seats": [seat_to_json(seat) for seat in self.seats],
            "winner": self.winner,
            "scores": list(self.scores),
            "record": self.record,
        }

    @classmethod
    def from_json(cls, data: Any) -> FinishedGame:
        """Read an entry; ValueError (or KeyError/TypeError) when it is malformed."""
        seats = [seat_from_json(seat) for seat in data["seats"]]
        if not isinstance(data["winner"], int) or not 0 <= data["winner"] < len(seats):
            raise ValueError("the winner is not one of the seats")
        return cls(
            str(data["finished"]),
            str(data["game"]),
            seats,
            data["winner"],
            [int(score) for score in data["scores"]],
            dict(data["record"]),
        )

    @property
    def winner_name(self) -> str:
        """The name of the winning seat."""
        return self.seats[self.winner].name


def read_history(folder: Path | None = None) -> tuple[list[FinishedGame], str | None]:
    """The finished games, oldest first; a bad history file is moved aside and reported."""
    path = (folder or user_data_dir()) / HISTORY
    if not path.is_file():
        return [], None
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
        return [FinishedGame.from_json(json.loads(line)) for line in lines if line.strip()], None
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError):
        kept = move_aside(path)
        return [], f"The list of finished games was unreadable and was kept as {kept.name}."


def record_finished_game(match: Match, folder: Path | None = None) -> FinishedGame:
    """Add a finished match to the history (rewritten atomically) and clear the autosave."""
    folder = folder or user_data_dir()
    outcome = match.outcome
    if outcome is None:
        raise ValueError("only a finished game goes into the history")
    entry = FinishedGame(
        datetime.now().isoformat(timespec="seconds"),
        match.game,
        list(match.seats),
        outcome.winner,
        list(outcome.scores),
        match.record.to_json(),
    )
    history, _ = read_history(folder)
    lines = [json.dumps(item.to_json()) for item in [*history, entry]]
    write_atomically(folder / HISTORY, "\n".join(lines) + "\n")
    clear_autosave(folder)
    return entry


def export_record(record: Record, folder: Path | None = None) -> Path:
    """Write the game's record for a bug report (replayable with `python -m game replay`)."""
    exports = (folder or user_data_dir()) / "exports"
    exports.mkdir(parents=True, exist_ok=True)
    path = _unused_path(exports, record.game, ".json")
    record.save(path)
    return path


def write_crash_report(record: Record | None, trace: str, folder: Path | None = None) -> Path:
    """Write the traceback and the current game's record (if any) beside the saves."""
    folder = folder or user_data_dir()
    report = {"traceback": trace, "record": None if record is None else record.to_json()}
    path = _unused_path(folder, "crash", ".json")
    write_atomically(path, json.dumps(report, indent=1) + "\n")
    return path
