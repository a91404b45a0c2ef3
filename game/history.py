"""The history of played games: a SQLite database, `history.sqlite`, in the user data folder.

One row per game finished or abandoned: when, the title, its options, the seats (names, human or
computer and level), the result (winner, scores, places), whether the player was helped (undo or
hints: `assisted`), what the coach found (`review`), the whole record (replayable) and the
figures the statistics read (`details`, worked out once when the game is added; see
`game.story`). A game is written in one transaction, so a crash mid-write leaves the history as it
was; the schema's version is `PRAGMA user_version`.

A history that cannot be used — not a database, damaged, made by a newer version of the app,
another program's database, a table of games that is not this version's, a folder in its place —
is set aside as `.corrupt` with one sentence and a fresh one started; a row that does not hold
what it should (a title this version does not know, say) is left out of what is read, with one
sentence. A history that another program holds locked is not damaged: SQLite waits
`HISTORY_WAIT` seconds for it, then the read or write fails with a sentence and the file is left
as it is. The `history.jsonl` of earlier versions is read into the database once, then kept as
`history.jsonl.imported`.

A game is recorded whole: the history is written, then the autosave cleared if it holds that
game (never another app's). If the history cannot be written the game stays where it is: the
saved game, when the autosave holds it (Continue records it later), or else only the app's
memory, and the sentence says which (`Recording.kept`). A record that is in the history already
is not added again.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Sequence
from contextlib import closing
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from game.core.errors import RecordError
from game.core.messages import N_, Message, quote
from game.match import Match, Seat
from game.paths import user_data_dir
from game.records import PlayedGame, Record
from game.saves import (
    autosave_holds,
    clear_autosave,
    expect_game,
    seat_from_json,
    seat_to_json,
)
from game.shapes import (
    INTEGER,
    OBJECT,
    STRING,
    WrongShape,
    expect,
    expect_keys,
    expect_list,
    expect_object,
)
from game.storage import (
    HISTORY_LIMIT,
    BadFile,
    is_present,
    keep_aside,
    os_cause,
    read_json_lines,
)
from game.story import game_details

HISTORY = "history.sqlite"
OLD_HISTORY = "history.jsonl"
SCHEMA_VERSION = 1
BAD_FIELD = N_("a field of it is not what Trio Table writes")
FINISHED, ABANDONED = "finished", "abandoned"
HISTORY_UNREAD = N_("The list of played games could not be read because {reason}; {kept}.")
HISTORY_WAIT = 2.0
"""The seconds a read or write waits for another program's lock on the history (SQLite's busy
timeout) before it gives up, leaving the file as it is."""
IN_HISTORY, IN_AUTOSAVE, IN_MEMORY = "history", "autosave", "memory"

_SCHEMA = f"""
BEGIN;
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    played TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seats TEXT NOT NULL,
    status TEXT NOT NULL,
    winner INTEGER,
    scores TEXT NOT NULL,
    assisted INTEGER NOT NULL,
    details TEXT NOT NULL,
    review TEXT NOT NULL,
    record TEXT NOT NULL,
    record_hash TEXT NOT NULL UNIQUE
);
CREATE INDEX games_by_title ON games (game, played);
PRAGMA user_version = {SCHEMA_VERSION};
COMMIT;
"""
_SQLITE_CAUSES = (
    ("readonly", N_("permission denied")),
    ("unable to open", N_("permission denied")),
    ("disk is full", N_("the disk is full")),
    ("disk i/o", N_("the disk could not be read or written")),
    ("locked", N_("another program is using it")),
)
"""SQLite's own words for a failure, and the cause a player is told."""
_OLD_KEYS = ("finished", "game", "seats", "winner", "scores", "record")
_SQLITE_HEADER = b"SQLite format 3\x00"
_COLUMNS = "id, played, game, options, seats, status, winner, scores, assisted, details, review"
_ALL_COLUMNS = (*_COLUMNS.split(", "), "record", "record_hash")


@dataclass(frozen=True)
class PastGame:
    """One game of the history. `places` (in `details`) rank the seats, 1 for the winner."""

    id: int
    played: str
    game: str
    options: dict[str, Any]
    seats: list[Seat]
    status: str
    winner: int | None
    scores: list[int]
    assisted: bool
    details: dict[str, Any] = field(default_factory=dict)
    review: list[Any] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        """True for a game played to its end (not abandoned)."""
        return self.status == FINISHED

    @property
    def when(self) -> datetime:
        """When the game was added to the history (its end, or when it was left)."""
        return datetime.fromisoformat(self.played)

    @property
    def winner_name(self) -> str | None:
        """The name of the winning seat, or None for an abandoned game."""
        return None if self.winner is None else self.seats[self.winner].name

    @property
    def places(self) -> list[int]:
        """By seat, the place each finished (1 first); empty for an abandoned game."""
        return list(self.details.get("places", []))


class History:
    """An open history database. Use `open_history()`; close it when done (or use `with`)."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self._db = connection
        self.problems: list[Message] = []

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the database."""
        self._db.close()

    def add(
        self,
        played: PlayedGame,
        seats: Sequence[Seat],
        *,
        assisted: bool = False,
        review: Sequence[Any] = (),
        when: datetime | None = None,
    ) -> int | None:
        """Add a game (finished or not: an unfinished one is abandoned); its id, or None when
        the same record is in the history already."""
        record_text = json.dumps(played.record.to_json(), sort_keys=True)
        digest = hashlib.sha256(record_text.encode()).hexdigest()
        outcome = played.state.outcome()
        row = (
            (when or datetime.now()).isoformat(timespec="seconds"),
            played.rules.name,
            json.dumps(played.state.options),
            json.dumps([seat_to_json(seat) for seat in seats]),
            FINISHED if outcome is not None else ABANDONED,
            None if outcome is None else outcome.winner,
            json.dumps(played.state.scores()),
            int(assisted),
            json.dumps(game_details(played)),
            json.dumps(list(review)),
            record_text,
            digest,
        )
        with self._db:
            cursor = self._db.execute(
                "INSERT OR IGNORE INTO games (played, game, options, seats, status, winner, "
                "scores, assisted, details, review, record, record_hash) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                row,
            )
        return cursor.lastrowid if cursor.rowcount else None

    def set_review(self, game_id: int, review: Sequence[Any]) -> None:
        """Keep what the coach found for a game (the review screen fills it in later)."""
        with self._db:
            self._db.execute(
                "UPDATE games SET review = ? WHERE id = ?", (json.dumps(list(review)), game_id)
            )

    def count(self, status: str | None = None) -> int:
        """How many games the history holds (of one status when `status` is given)."""
        if status is None:
            return int(self._db.execute("SELECT COUNT(*) FROM games").fetchone()[0])
        query = "SELECT COUNT(*) FROM games WHERE status = ?"
        return int(self._db.execute(query, (status,)).fetchone()[0])

    def finished_with_people(self, game: str) -> int:
        """How many games of `game` a person played to their end (games of computers alone and
        rows whose seats cannot be read are not counted)."""
        query = "SELECT seats FROM games WHERE game = ? AND status = ?"
        count = 0
        for (seats,) in self._db.execute(query, (game, FINISHED)):
            try:
                count += any(seat_from_json(seat).is_human for seat in _json_list(seats, "seats"))
            except (ValueError, WrongShape):
                continue
        return count

    def latest(self, status: str = FINISHED) -> PastGame | None:
        """The newest game of this status, or None."""
        query = f"SELECT {_COLUMNS} FROM games WHERE status = ? ORDER BY played DESC, id DESC"
        row = self._db.execute(query + " LIMIT 1", (status,)).fetchone()
        return None if row is None else self._entry(row)

    def games(self, game: str | None = None) -> list[PastGame]:
        """The games, newest first (of one title when `game` is given); a row that cannot be
        read is left out and said in `problems`."""
        query = f"SELECT {_COLUMNS} FROM games"
        arguments: tuple[Any, ...] = ()
        if game is not None:
            query += " WHERE game = ?"
            arguments = (game,)
        query += " ORDER BY played DESC, id DESC"
        found = []
        seats: dict[str, list[Seat]] = {}  # the same seats are read once (most games have them)
        for row in self._db.execute(query, arguments):
            entry = self._entry(row, seats)
            if entry is not None:
                found.append(entry)
        return found

    def get(self, game_id: int) -> PastGame | None:
        """The game with this id, or None."""
        row = self._db.execute(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (game_id,)).fetchone()
        return None if row is None else self._entry(row)

    def record(self, game_id: int) -> Record | None:
        """The record of the game with this id (replayable), or None when it has none usable."""
        row = self._db.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            return None
        try:
            return Record.from_text(row[0])
        except RecordError as error:
            self._bad_row(game_id, error.message)
            return None

    def _entry(
        self, row: tuple[Any, ...], seats: dict[str, list[Seat]] | None = None
    ) -> PastGame | None:
        game_id = row[0]
        try:
            return _past_game(row, {} if seats is None else seats)
        except (ValueError, TypeError, KeyError, WrongShape) as error:
            reason = error.message if isinstance(error, WrongShape) else Message(BAD_FIELD)
            self._bad_row(game_id, reason)
            return None

    def _bad_row(self, game_id: int, reason: Message) -> None:
        self.problems.append(
            Message(
                N_("Game {number} of the history could not be read ({reason}) and is left out."),
                {"number": game_id, "reason": reason},
            )
        )


def _past_game(row: tuple[Any, ...], known_seats: dict[str, list[Seat]]) -> PastGame:
    """A row as a PastGame, every field checked (`known_seats`: seats read already, by their
    text)."""
    game_id, played, game, options, seats, status, winner, scores, assisted, details, review = row
    datetime.fromisoformat(played)
    expect_game(game)
    if seats not in known_seats:
        known_seats[seats] = [seat_from_json(seat) for seat in _json_list(seats, "seats")]
    seat_list = list(known_seats[seats])
    score_list = _json_list(scores, "scores")
    if status not in (FINISHED, ABANDONED) or len(score_list) != len(seat_list):
        raise WrongShape(Message(N_("its result does not fit its seats")))
    if status == FINISHED and not (isinstance(winner, int) and 0 <= winner < len(seat_list)):
        raise WrongShape(Message(N_("its winner is not one of its seats")))
    option_data = json.loads(options)
    detail_data = json.loads(details)
    if not isinstance(option_data, dict) or not isinstance(detail_data, dict):
        raise WrongShape(Message(N_("its options or figures are not JSON objects")))
    return PastGame(
        game_id,
        played,
        game,
        option_data,
        seat_list,
        status,
        winner if status == FINISHED else None,
        [int(score) for score in score_list],
        bool(assisted),
        detail_data,
        _json_list(review, "review"),
    )


def _json_list(text: str, name: str) -> list[Any]:
    value = json.loads(text)
    if not isinstance(value, list):
        raise WrongShape(Message(N_("its {name} are not a JSON list"), {"name": name}))
    return value


def open_history(folder: Path | None = None) -> History:
    """The history of the user data folder, made if there is none; anything unusable in its place
    is set aside and said in `problems` (an OSError or a sqlite3.Error when the folder cannot hold
    a database)."""
    folder = folder or user_data_dir()
    folder.mkdir(parents=True, exist_ok=True)  # the real cause, if the folder cannot be made
    path = folder / HISTORY
    problems: list[Message] = []
    if path.exists() and not path.is_file():
        kind = N_("it is a folder, not a file") if path.is_dir() else N_("it is not a file")
        problems.append(_set_aside(path, Message(kind)))
    connection = _connect(path, problems)
    history = History(connection)
    history.problems.extend(problems)
    _import_old_history(folder, history)
    return history


def _connect(path: Path, problems: list[Message]) -> sqlite3.Connection:
    """Open (or make) the database; a damaged or newer one is set aside and a fresh one made.
    A file that cannot be read at all (no permission) raises OSError and is left alone."""
    if path.is_file():
        with path.open("rb") as stream:
            header = stream.read(len(_SQLITE_HEADER))
        if header and header != _SQLITE_HEADER:
            problems.append(_set_aside(path, Message(N_("it is not a SQLite database"))))
    try:
        return _usable(sqlite3.connect(path, timeout=HISTORY_WAIT))
    except sqlite3.DatabaseError as error:
        if is_locked(error):
            raise  # another program is writing it: it is not damaged
        problems.append(_set_aside(path, _unusable(error)))
    except _Unusable as unusable:
        problems.append(_set_aside(path, unusable.reason))
    return _usable(sqlite3.connect(path, timeout=HISTORY_WAIT))


def is_locked(error: sqlite3.Error) -> bool:
    """True when SQLite failed because another connection holds a lock (busy or locked)."""
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)



class _Unusable(Exception):
    """A database that is not a history of this version: a newer one, another program's, or
    one whose table of games is not the one this version keeps."""

    def __init__(self, reason: Message) -> None:
        super().__init__(str(reason))
        self.reason = reason


def _other_version(version: int) -> _Unusable:
    """A history of schema `version`, not this app's."""
    return _Unusable(Message(_version_words(version), {"version": version}))


def _version_words(version: int) -> str:
    """Why a history of schema `version` (not this app's) is not read."""
    if version > SCHEMA_VERSION:
        return N_("it was made by a newer Trio Table (version {version})")
    return N_("its version ({version}) is not one that Trio Table writes")


def _usable(connection: sqlite3.Connection) -> sqlite3.Connection:
    """The connection, its schema made or checked; closed again when it is not usable."""
    try:
        if connection.execute("PRAGMA quick_check").fetchone() != ("ok",):
            raise sqlite3.DatabaseError("the quick check failed")
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        tables = connection.execute("SELECT name FROM sqlite_master").fetchall()
        if version == 0 and tables:
            raise _Unusable(Message(N_("it is another program's database")))
        if version == 0:
            connection.executescript(_SCHEMA)  # one transaction: the table and the version
        elif version != SCHEMA_VERSION:
            raise _other_version(version)
        columns = [row[1] for row in connection.execute("PRAGMA table_info(games)")]
        if sorted(columns) != sorted(_ALL_COLUMNS):
            raise _Unusable(Message(N_("its table of games is not the one this version keeps")))
    except BaseException:
        connection.close()
        raise
    return connection


def _unusable(error: sqlite3.DatabaseError) -> Message:
    return Message(N_("it is not a usable database ({cause})"), {"cause": quote(str(error))})


def _set_aside(path: Path, reason: Message) -> Message:
    return keep_aside(path, HISTORY_UNREAD, reason)


def _import_old_history(folder: Path, history: History) -> None:
    """Read the `history.jsonl` of earlier versions into the database once, then keep it aside
    as `history.jsonl.imported` (a bad one is set aside as `.corrupt`, as before)."""
    path = folder / OLD_HISTORY
    if not is_present(path):
        return
    try:
        lines = read_json_lines(path, HISTORY_LIMIT, _old_line)
    except BadFile as error:
        history.problems.append(keep_aside(path, HISTORY_UNREAD, error.message))
        return
    for when, played, seats in lines:
        history.add(played, seats, when=when)
    path.rename(path.with_name(f"{OLD_HISTORY}.imported"))


def _old_line(data: Any) -> tuple[datetime, PlayedGame, list[Seat]]:
    """One line of the old history: when it finished, the game replayed, its seats."""
    expect_object(data)
    expect_keys(data, _OLD_KEYS, ())
    expect(data["finished"], STRING, "finished")
    expect_list(data["seats"], OBJECT, "seats")
    expect(data["winner"], INTEGER, "winner")
    expect_list(data["scores"], INTEGER, "scores")
    expect(data["record"], OBJECT, "record")
    try:
        when = datetime.fromisoformat(data["finished"])
    except ValueError:
        raise WrongShape(
            Message(
                N_("'finished' must be a date and time, not {value}"),
                {"value": quote(data["finished"])},
            )
        ) from None
    try:
        played = PlayedGame(Record.from_json(data["record"]))
    except RecordError as error:
        raise WrongShape(
            Message(N_("its record is bad: {reason}"), {"reason": error.message})
        ) from None
    return when, played, [seat_from_json(seat) for seat in data["seats"]]


def _cause(error: Exception) -> Message:
    """Why the database could not be used, in the words `os_cause` uses for files."""
    if isinstance(error, OSError):
        return os_cause(error)
    text = str(error).lower()
    for clue, cause in _SQLITE_CAUSES:
        if clue in text:
            return Message(cause)
    return Message(N_("{cause}"), {"cause": quote(str(error))})


class Recording(list[Message]):
    """The sentences for the player about a game being recorded, and where the game is kept now
    (`kept`: IN_HISTORY, or IN_AUTOSAVE when the history could not be written and the autosave
    holds the game, or IN_MEMORY when neither file holds it) and, when not in the history, why
    (`cause`)."""

    def __init__(
        self,
        problems: Sequence[Message] = (),
        kept: str = IN_HISTORY,
        cause: Message | None = None,
    ) -> None:
        super().__init__(problems)
        self.kept = kept
        self.cause = cause


def _not_written(error: Exception, record: Record, folder: Path | None) -> Recording:
    """The sentence for a game the history could not take, saying truly where it is kept."""
    cause = _cause(error)
    if folder is not None and autosave_holds(record, folder):
        sentence = N_(
            "The game could not be added to the list of played games ({cause}); it stays the "
            "saved game, so Continue adds it later."
        )
        return Recording([Message(sentence, {"cause": cause})], IN_AUTOSAVE, cause)
    sentence = N_(
        "The game could not be added to the list of played games ({cause}), and it is not "
        "saved either: it is kept only while Trio Table stays open."
    )
    return Recording([Message(sentence, {"cause": cause})], IN_MEMORY, cause)


def record_finished_game(
    match: Match, *, assisted: bool = False, review: Sequence[Any] = (), folder: Path | None = None
) -> Recording:
    """Add a finished match to the history, then clear the autosave; the sentences for the player
    are returned (a history set aside, a write that failed) with where the game is kept."""
    if match.outcome is None:
        raise ValueError("only a finished game goes into the history as finished")
    return _record(match.played, match.seats, assisted, review, folder)


def record_abandoned_game(
    played: PlayedGame,
    seats: Sequence[Seat],
    *,
    assisted: bool = False,
    folder: Path | None = None,
) -> Recording:
    """Add a game another is started in place of to the history, marked abandoned (or finished,
    if it was), then clear the autosave if it holds that game; the sentences for the player are
    returned with where the game is kept."""
    return _record(played, seats, assisted, (), folder)


def record_left_game(match: Match) -> Recording:
    """Add a match another is started in place of to the history, as `record_abandoned_game`
    does (finished, if it was)."""
    return _record(match.played, match.seats, match.assisted, (), None)


def _record(
    played: PlayedGame,
    seats: Sequence[Seat],
    assisted: bool,
    review: Sequence[Any],
    folder: Path | None,
) -> Recording:
    """Add the game to the history (finished or abandoned as its state says), then clear the
    autosave if it holds this game."""
    try:
        folder = folder or user_data_dir()
    except OSError as error:
        return _not_written(error, played.record, None)
    problems: list[Message] = []
    try:
        history = open_history(folder)
    except (OSError, sqlite3.Error) as error:
        return _not_written(error, played.record, folder)
    with closing(history):
        problems.extend(history.problems)
        try:
            history.add(played, seats, assisted=assisted, review=review)
        except (OSError, sqlite3.Error) as error:
            failed = _not_written(error, played.record, folder)
            return Recording([*problems, *failed], failed.kept, failed.cause)
    try:
        clear_autosave(played.record, folder)
    except OSError as error:
        problems.append(
            Message(
                N_(
                    "The game was added to the list of played games, but the saved game "
                    "could not be cleared ({cause})."
                ),
                {"cause": os_cause(error)},
            )
        )
    return Recording(problems)


def keep_review(
    game_id: int, review: Sequence[Any], *, folder: Path | None = None
) -> list[Message]:
    """Keep what the coach found for the history's game `game_id` (its judgements as JSON, in
    the record's order); the sentences for the player are returned (a history set aside, a write
    that failed)."""
    try:
        with open_history(folder) as history:
            history.set_review(game_id, review)
            return history.problems
    except (OSError, sqlite3.Error) as error:
        return [_review_not_kept(error)]


def _review_not_kept(error: Exception) -> Message:
    return Message(
        N_("The coach's review could not be kept with the game ({cause})."),
        {"cause": _cause(error)},
    )


def _nothing_recorded(folder: Path | None) -> bool:
    """True when there is no history to read yet (none, nor one of earlier versions)."""
    try:
        folder = folder or user_data_dir()
        return not (folder / HISTORY).exists() and not is_present(folder / OLD_HISTORY)
    except OSError:  # the folder cannot be looked into: nothing can be read there
        return True


def read_history(folder: Path | None = None) -> tuple[list[PastGame], list[Message]]:
    """Every game of the history, newest first, and the sentences about anything set aside."""
    if _nothing_recorded(folder):
        return [], []
    try:
        with open_history(folder) as history:
            return history.games(), history.problems
    except (OSError, sqlite3.Error) as error:
        return [], [_not_opened(error)]


def finished_summary(folder: Path | None = None) -> tuple[int, PastGame | None, list[Message]]:
    """How many games were played to their end, the newest of them, and the sentences about
    anything set aside."""
    if _nothing_recorded(folder):
        return 0, None, []
    try:
        with open_history(folder) as history:
            return history.count(FINISHED), history.latest(), history.problems
    except (OSError, sqlite3.Error) as error:
        return 0, None, [_not_opened(error)]


def games_finished_by_people(game: str, folder: Path | None = None) -> tuple[int, list[Message]]:
    """How many games of `game` people have played to their end, and the sentences about
    anything set aside (0 games when there is no history yet, or it cannot be opened)."""
    if _nothing_recorded(folder):
        return 0, []
    try:
        with open_history(folder) as history:
            return history.finished_with_people(game), history.problems
    except (OSError, sqlite3.Error) as error:
        return 0, [_not_opened(error)]


def _not_opened(error: Exception) -> Message:
    return Message(
        N_("The list of played games cannot be opened ({cause})."), {"cause": _cause(error)}
    )


__all__ = [
    "ABANDONED",
    "FINISHED",
    "HISTORY",
    "HISTORY_WAIT",
    "IN_AUTOSAVE",
    "IN_HISTORY",
    "IN_MEMORY",
    "History",
    "Recording",
    "is_locked",
    "finished_summary",
    "games_finished_by_people",
    "keep_review",
    "PastGame",
    "open_history",
    "read_history",
    "record_abandoned_game",
    "record_finished_game",
    "record_left_game",
]
