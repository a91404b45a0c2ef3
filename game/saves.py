"""The player's game files: the autosave (a docs/contract.md record plus a seats sidecar), exported
records and crash reports (the history of finished games is `game.history`).

Every file is read through `game.storage` and its shape checked field by field: a bad one is never
trusted, overwritten or deleted but set aside with a `.corrupt` suffix, and the caller gets one
sentence (a Message) saying why. A write that fails (no permission, a full disk) becomes a
sentence too, never a crash."""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from game.core.errors import RecordError
from game.core.messages import N_, Message, quote
from game.match import COMPUTER, HUMAN, Seat
from game.paths import user_data_dir
from game.records import PlayedGame, Record
from game.review import Judgement
from game.rules import GAME_NAMES
from game.shapes import (
    BOOLEAN,
    INTEGER,
    OBJECT,
    STRING,
    WrongShape,
    expect,
    expect_keys,
    expect_list,
    expect_object,
    json_type,
)
from game.storage import (
    RECORD_LIMIT,
    SMALL_LIMIT,
    BadFile,
    is_present,
    keep_aside,
    obstacle_notice,
    os_cause,
    read_json,
    remove_file,
    write_atomically,
)

AUTOSAVE = "autosave.json"
AUTOSAVE_SEATS = "autosave-seats.json"
SEATS_FORMAT = 1
LEVELS = ("easy", "normal", "hard")
LONGEST_NAME = 32
"""The most characters a seat's name may have in a file (the new-game screen allows 16)."""
MOST_COACH_NOTES = 200
"""The most coach's notes the seats file keeps (the first ones), so it stays well within its
64 KB however many slips a game holds."""

SEATS_RESET = N_("The seats of the saved game were reset because {reason}; {kept}.")
NOT_CONTINUED = N_("The saved game could not be continued because {reason}; {kept}.")


def seat_to_json(seat: Seat) -> dict[str, Any]:
    """A seat as JSON data for the seats file."""
    if seat.is_human:
        return {"kind": HUMAN, "name": seat.name}
    return {"kind": COMPUTER, "name": seat.name, "level": seat.level}


def seat_from_json(data: Any) -> Seat:
    """Read a seat from a file; WrongShape says what is wrong."""
    if not isinstance(data, dict):
        raise WrongShape(
            Message(N_("a seat must be a JSON object, not {actual}"), {"actual": json_type(data)})
        )
    required = ("kind", "name", "level") if data.get("kind") == COMPUTER else ("kind", "name")
    expect_keys(data, required, ())
    name = data["name"]
    expect(name, STRING, "name")
    if not 0 < len(name) <= LONGEST_NAME or not name.isprintable():
        raise WrongShape(
            Message(
                N_("the seat name {name} is not 1 to {limit} printable characters"),
                {"name": quote(name), "limit": LONGEST_NAME},
            )
        )
    if data["kind"] == HUMAN:
        return Seat(HUMAN, name)
    if data["kind"] == COMPUTER and data["level"] in LEVELS:
        return Seat(COMPUTER, name, data["level"])
    raise WrongShape(
        Message(
            N_("the seat {name} is neither a human nor a known computer level"),
            {"name": quote(name)},
        )
    )


def default_seats(players: int) -> list[Seat]:
    """One human in seat 0 and Normal computer players in the others."""
    computers = [Seat(COMPUTER, f"Computer {seat}", "normal") for seat in range(1, players)]
    return [Seat(HUMAN, "Player 1"), *computers]


def _unused_path(folder: Path, stem: str, suffix: str) -> Path:
    """`folder/stem-<time><suffix>`, with a number added if that file exists already."""
    base = f"{stem}-{datetime.now():%Y%m%d-%H%M%S}"
    path = folder / f"{base}{suffix}"
    number = 2
    while path.exists():
        path = folder / f"{base}-{number}{suffix}"
        number += 1
    return path


def _autosave_files(
    record: Record, seats: list[Seat], assisted: bool, notes: Sequence[Judgement]
) -> tuple[str, str]:
    """The texts of the seats sidecar (with whether the player was helped and the coach's
    notes) and of the record."""
    sidecar = {
        "format": SEATS_FORMAT,
        "game": record.game,
        "seed": record.seed,
        "seats": [seat_to_json(seat) for seat in seats],
        "assisted": assisted,
        "coach_notes": [note.to_json() for note in notes[:MOST_COACH_NOTES]],
    }
    return json.dumps(sidecar, indent=1) + "\n", json.dumps(record.to_json(), indent=1) + "\n"


def _write_autosave_files(texts: tuple[str, str], folder: Path | None) -> list[Message]:
    """Write the seats, then the record; the sentences for anything set aside on the way."""
    folder = folder or user_data_dir()
    notes = []
    for name, text in ((AUTOSAVE_SEATS, texts[0]), (AUTOSAVE, texts[1])):
        kept = write_atomically(folder / name, text)
        if kept is not None:
            notes.append(obstacle_notice(folder / name, kept))
    return notes


def autosave_failed(error: OSError) -> Message:
    """The sentence for an autosave that could not be written."""
    return Message(
        N_("The game could not be saved ({cause}); play goes on and saving is tried again."),
        {"cause": os_cause(error)},
    )


class AutosaveWriter:
    """Autosaves on a background thread, so a slow disk (each file is fsynced) never holds up a
    frame. The game is turned into text at once, on the caller's thread; if saves come faster
    than the disk takes them, only the newest waiting one is written.

    A write that fails (OSError) is said once in `problems()` until a write works again; any other
    error in the writer is a bug and is raised again by the next `save` or `flush`."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        self._changed = threading.Condition()
        self._waiting: tuple[str, str] | None = None
        self._writing = False
        self._error: BaseException | None = None
        self._problems: list[Message] = []
        self._failing = False
        self._thread: threading.Thread | None = None

    def save(
        self,
        record: Record,
        seats: list[Seat],
        assisted: bool = False,
        notes: Sequence[Judgement] = (),
    ) -> None:
        """Queue the game as it is now for writing (`assisted`: the player was helped; `notes`:
        what the coach found of their moves)."""
        texts = _autosave_files(record, seats, assisted, notes)
        with self._changed:
            self._raise_error()
            self._waiting = texts
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._changed.notify_all()

    def flush(self) -> None:
        """Wait until every queued save is on disk (or has failed)."""
        with self._changed:
            while self._waiting is not None or self._writing:
                self._changed.wait()
            self._raise_error()

    @property
    def failing(self) -> bool:
        """True when the last write failed (the autosave holds an older game, or none)."""
        with self._changed:
            return self._failing

    def problems(self) -> list[Message]:
        """The sentences about the autosave since the last call, for the player."""
        with self._changed:
            problems, self._problems = self._problems, []
        return problems

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
                notes = _write_autosave_files(texts, self.folder)
            except OSError as error:
                with self._changed:
                    if not self._failing:
                        self._problems.append(autosave_failed(error))
                    self._failing = True
            except Exception as error:  # a bug: handed to the app's thread by the next save/flush
                with self._changed:
                    self._error = error
            else:
                with self._changed:
                    self._problems.extend(notes)
                    self._failing = False
            finally:
                with self._changed:
                    self._writing = False
                    self._changed.notify_all()


def has_autosave(folder: Path | None = None) -> bool:
    """True when there is a game to continue (False when the folder cannot even be looked into)."""
    try:
        return ((folder or user_data_dir()) / AUTOSAVE).is_file()
    except OSError:
        return False


def saved_record(folder: Path | None = None) -> Record | None:
    """The record the autosave holds, or None when there is none or it cannot be read (it is
    left as it is: Continue says what is wrong with it)."""
    path = (folder or user_data_dir()) / AUTOSAVE
    try:
        if not is_present(path):
            return None
        return Record.from_json(read_json(path, RECORD_LIMIT))
    except (OSError, BadFile, RecordError):
        return None


def same_game(first: Record, second: Record) -> bool:
    """True when two records are of one game (at any two points of it, or after an undo): the
    same title, players, options, seed and deck."""
    return (first.game, first.players, first.seed, first.options, first.deck) == (
        second.game,
        second.players,
        second.seed,
        second.options,
        second.deck,
    )


def autosave_holds(record: Record, folder: Path | None = None) -> bool:
    """True when the autosave holds exactly `record` (the game as it is now)."""
    return saved_record(folder) == record


def clear_autosave(record: Record, folder: Path | None = None) -> None:
    """Forget the saved game if it is `record`'s game (it has been recorded): the record first,
    then its seats. The autosave of another game (another app's, or a newer one) is left alone.
    OSError when it cannot be removed."""
    folder = folder or user_data_dir()
    saved = saved_record(folder)
    if saved is None or not same_game(saved, record):
        return
    for name in (AUTOSAVE, AUTOSAVE_SEATS):
        remove_file(folder / name)


@dataclass
class LoadedGame:
    """The result of loading the autosave: the replayed game (None if there is none to continue),
    its seats, and a sentence for each file that was bad and moved aside."""

    game: PlayedGame | None
    seats: list[Seat]
    problems: list[Message] = field(default_factory=list)
    assisted: bool = False
    """The player was helped in this game (a move taken back, a hint)."""
    coach_notes: list[Judgement] = field(default_factory=list)
    """What the coach found of the person's moves so far."""


@dataclass(frozen=True)
class _Sidecar:
    """What the seats file holds besides the record."""

    game: str
    seats: list[Seat]
    assisted: bool
    coach_notes: list[Judgement]
    seed: int | None
    """The seed of the game it belongs to (None in the files of earlier versions)."""


def _read_seats(path: Path) -> _Sidecar:
    """The game name, the seats, whether the player was helped and the coach's notes, from a
    sidecar file; BadFile says what is wrong."""
    data = read_json(path, SMALL_LIMIT)
    expect_object(data)
    expect_keys(data, ("format", "game", "seats"), ("assisted", "coach_notes", "seed"))
    if data["format"] != SEATS_FORMAT or isinstance(data["format"], bool):
        raise WrongShape(Message(N_("it is not in format {format}"), {"format": SEATS_FORMAT}))
    expect_game(data["game"])
    expect_list(data["seats"], OBJECT, "seats")
    assisted = data.get("assisted", False)
    expect(assisted, BOOLEAN, "assisted")
    notes = data.get("coach_notes", [])
    expect_list(notes, OBJECT, "coach_notes")
    seed = data.get("seed")
    if seed is not None:
        expect(seed, INTEGER, "seed")
    seats = [seat_from_json(seat) for seat in data["seats"]]
    judgements = [Judgement.from_json(note) for note in notes]
    return _Sidecar(data["game"], seats, assisted, judgements, seed)


def expect_game(name: Any) -> None:
    """Raise WrongShape unless `name` is the name of one of the games."""
    expect(name, STRING, "game")
    if name not in GAME_NAMES:
        raise WrongShape(Message(N_("it names an unknown game {name}"), {"name": quote(name)}))


def load_autosave(expected_game: str | None = None, folder: Path | None = None) -> LoadedGame:
    """Load and replay the autosave. A bad record (unreadable, of the wrong shape, an illegal
    action, another game than expected) or a bad seats file is set aside and reported in a
    sentence; with a bad seats file the game goes on with the default seats."""
    folder = folder or user_data_dir()
    record_path, seats_path = folder / AUTOSAVE, folder / AUTOSAVE_SEATS
    problems: list[Message] = []
    seats: list[Seat] | None = None
    assisted = False
    notes: list[Judgement] = []
    seed: int | None = None
    if is_present(seats_path):
        try:
            sidecar = _read_seats(seats_path)
            seats, assisted, notes = sidecar.seats, sidecar.assisted, sidecar.coach_notes
            seed = sidecar.seed
            expected_game = expected_game or sidecar.game
        except BadFile as error:
            problems.append(keep_aside(seats_path, SEATS_RESET, error.message))
    if not is_present(record_path):
        return LoadedGame(None, [], problems)
    try:
        record = Record.from_json(read_json(record_path, RECORD_LIMIT))
        if expected_game is not None and record.game != expected_game:
            raise RecordError(
                Message(
                    N_("it holds a game of {game}, not of {expected}"),
                    {"game": record.game, "expected": expected_game},
                )
            )
        game = PlayedGame(record)
    except (BadFile, RecordError) as error:
        problems.append(keep_aside(record_path, NOT_CONTINUED, error.message))
        return LoadedGame(None, [], problems)
    reason = None
    if seats is not None and seed is not None and seed != record.seed:
        # Another game's seats: written just before that game's record, which never came.
        reason = Message(N_("the seats file belongs to another game"))
    elif seats is not None and len(seats) != record.players:
        reason = Message(
            N_("the seats file has {count} seats for {players} players"),
            {"count": len(seats), "players": record.players},
        )
    if reason is not None:
        problems.append(keep_aside(seats_path, SEATS_RESET, reason))
        seats, notes, assisted = None, [], False
    # A note on a move the record does not hold: the seats file was written, the record not.
    notes = [note for note in notes if 0 <= note.index < len(record.actions)]
    return LoadedGame(game, seats or default_seats(record.players), problems, assisted, notes)


def export_record(record: Record, folder: Path | None = None) -> Path:
    """Write the game's record for a bug report (replayable with `python -m game replay`);
    OSError when it cannot be written."""
    exports = (folder or user_data_dir()) / "exports"
    exports.mkdir(parents=True, exist_ok=True)
    path = _unused_path(exports, record.game, ".json")
    record.save(path)
    return path


def write_crash_report(record: Record | None, trace: str, folder: Path | None = None) -> Path:
    """Write the traceback and the current game's record (if any) beside the saves; OSError when
    it cannot be written."""
    folder = folder or user_data_dir()
    report = {"traceback": trace, "record": None if record is None else record.to_json()}
    path = _unused_path(folder, "crash", ".json")
    write_atomically(path, json.dumps(report, indent=1) + "\n")
    return path
