"""Every file the app and its tools read or write goes through here, so none is trusted.

Reading: `read_bytes(path, limit)` takes a regular file of at most `limit` bytes (a folder, a
missing or unreadable file, or one too large is refused before anything is parsed);
`decode_text` wants UTF-8 (a leading byte-order mark is dropped); `parse_json` refuses empty
text, nesting deeper than `MAX_DEPTH`, integers of more than `MAX_DIGITS` digits, NaN and
Infinity, and repeated keys, before or while `json` decodes. `read_json` is the three in a row.
Any failure raises `BadFile`, whose `message` names the real cause in one short clause about the
file ("it is not UTF-8 text (byte 0xff at position 0)"); the caller puts it into its sentence.

The player's own files are never trusted, overwritten or deleted when bad: `keep_aside(path,
sentence, reason)` renames the file (or folder) to `<name>.corrupt` (`<name>.N.corrupt` if
taken) and returns the caller's sentence filled in with the reason and where the bytes were
kept; the app shows it and carries on with defaults.

Writing: `write_atomically(path, text)` replaces a file so that a crash leaves the old text or
the new one. A folder or anything else that is not a file standing at `path` is set aside first
(its new path is returned, for a notice); other failures raise OSError, which `os_cause`
names in a few words ("permission denied", "the disk is full").

Files still to come use the same pieces:
- a SQLite history: open it with `sqlite3.connect` and run `PRAGMA quick_check`; on
  `sqlite3.DatabaseError` (not a database, malformed) call `keep_aside(path, sentence,
  Message(N_("it is not a usable database ({cause})"), {"cause": quote(str(error))}))` and
  start a fresh database (tests/test_storage.py does exactly this with a damaged file);
- language catalogs (gettext `.mo`): `read_bytes(path, limit)`, then
  `gettext.GNUTranslations(io.BytesIO(data))`; a BadFile, or an OSError or ValueError from the
  parser, means English and a notice (shipped files are reported, not moved aside).
Lesson progress (`game.lessons.progress`) is read as the settings are: `read_json(path,
SMALL_LIMIT)`, a shape check, and `keep_aside` on BadFile.
"""

from __future__ import annotations

import codecs
import errno
import json
import os
import re
import stat
import tempfile
from collections.abc import Callable
from itertools import accumulate
from pathlib import Path
from typing import Any, TypeVar

from game.core.messages import N_, QUOTE_LIMIT, Message, quote
from game.json_problems import json_problem
from game.temporaries import temporary_prefix

KB = 1024
MB = 1024 * KB
SMALL_LIMIT = 64 * KB
"""The largest settings or seats file (a few hundred bytes when the app writes it)."""
RECORD_LIMIT = 4 * MB
"""The largest game record or autosave (a game of 10,000 actions takes about 150 KB)."""
HISTORY_LIMIT = 64 * MB
"""The largest history of finished games (each entry holds its game's record)."""
MAX_DEPTH = 16
"""The deepest nesting of lists and objects a file may have (a history entry needs 3)."""
MAX_DIGITS = 40
"""The most digits an integer in a file may have."""

T = TypeVar("T")

_ESCAPE = re.compile(r"\\.", re.DOTALL)
_STRING = re.compile(r'"[^"]*(?:"|$)')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_BRACKET_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class BadFile(ValueError):
    """A file that cannot be used; `message` says why in a clause about it."""

    def __init__(self, message: Message) -> None:
        self.message = message
        super().__init__(str(message))


# Reading ----------------------------------------------------------------------------------------


def read_bytes(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at `path`, refused (BadFile) when there is none, it is a
    folder or another kind of file, it cannot be read, or it holds more than `limit` bytes."""
    try:
        info = path.stat()
        if stat.S_ISDIR(info.st_mode):
            raise BadFile(Message(N_("it is a folder, not a file")))
        if not stat.S_ISREG(info.st_mode):
            raise BadFile(Message(N_("it is not a regular file")))
        if info.st_size > limit:
            raise BadFile(too_large(info.st_size, limit))
        with path.open("rb") as stream:
            data = stream.read(limit + 1)
    except (FileNotFoundError, NotADirectoryError):
        raise BadFile(Message(N_("it does not exist"))) from None
    except OSError as error:
        raise BadFile(
            Message(N_("it cannot be read ({cause})"), {"cause": os_cause(error)})
        ) from None
    if len(data) > limit:  # it grew after it was measured
        raise BadFile(too_large(len(data), limit))
    return data


def too_large(size: int, limit: int) -> Message:
    """Why a file of `size` bytes is refused (in bytes when the units would round the two to the
    same figure)."""
    shown = _in_units(size), _in_units(limit)
    if shown[0] == shown[1]:
        shown = f"{size:,} bytes", f"{limit:,} bytes"
    return Message(
        N_("it is too large ({size}; the most is {limit})"), {"size": shown[0], "limit": shown[1]}
    )


def _in_units(size: int) -> str:
    if size >= MB:
        return f"{size / MB:.1f} MB"
    return f"{size / KB:.0f} KB" if size >= KB else f"{size} bytes"


def decode_text(data: bytes) -> str:
    """`data` as UTF-8 text, a leading byte-order mark dropped; BadFile names the first bad byte."""
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise BadFile(
            Message(
                N_("it is not UTF-8 text (byte {byte} at position {position})"),
                {"byte": f"0x{data[error.start]:02x}", "position": error.start},
            )
        ) from None


def parse_json(text: str) -> Any:
    """Decode JSON text that may be hostile; BadFile says what is wrong with it."""
    if not text.strip():
        raise BadFile(Message(N_("it is empty")))
    if nesting_depth(text) > MAX_DEPTH:
        raise BadFile(
            Message(N_("it is nested too deep (more than {limit} levels)"), {"limit": MAX_DEPTH})
        )
    try:
        return json.loads(
            text,
            parse_int=_bounded_int,
            parse_constant=_no_constant,
            object_pairs_hook=_object_without_repeats,
        )
    except json.JSONDecodeError as error:
        raise BadFile(
            Message(
                N_("it is not valid JSON ({problem} at line {line}, column {column})"),
                {
                    "problem": json_problem(error.msg),
                    "line": error.lineno,
                    "column": error.colno,
                },
            )
        ) from None


def nesting_depth(text: str) -> int:
    """The deepest nesting of brackets outside strings in JSON text (linear time, no recursion:
    escapes are dropped, then strings, then everything but brackets)."""
    bare = _STRING.sub("", _ESCAPE.sub("", text))
    brackets = _NOT_BRACKET.sub("", bare)
    return max(accumulate(map(_BRACKET_STEP.__getitem__, brackets)), default=0)


def _bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise BadFile(
            Message(
                N_("it holds a number of {count} digits (the most is {limit})"),
                {"count": len(digits.lstrip("-")), "limit": MAX_DIGITS},
            )
        )
    return int(digits)


def _no_constant(name: str) -> Any:
    raise BadFile(Message(N_("it holds {name}, which is not a JSON number"), {"name": name}))


def _object_without_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) != len(pairs):
        keys = [key for key, _ in pairs]
        repeated = next(key for index, key in enumerate(keys) if key in keys[:index])
        raise BadFile(Message(N_("the key {key} appears twice"), {"key": quote(repeated)}))
    return data


def read_json(path: Path, limit: int) -> Any:
    """The JSON data of the file at `path` (at most `limit` bytes); BadFile says what is wrong."""
    return parse_json(decode_text(read_bytes(path, limit)))


def read_json_lines(path: Path, limit: int, convert: Callable[[Any], T]) -> list[T]:
    """Each non-blank line of the file at `path` (JSON Lines, at most `limit` bytes) decoded and
    handed to `convert`; a BadFile from either names the first bad line."""
    values = []
    for number, line in enumerate(decode_text(read_bytes(path, limit)).split("\n"), start=1):
        if line.strip():
            try:
                values.append(convert(parse_json(line)))
            except BadFile as error:
                raise BadFile(
                    Message(
                        N_("its line {line} is unusable: {reason}"),
                        {"line": number, "reason": error.message},
                    )
                ) from None
    return values


def is_present(path: Path) -> bool:
    """True when something stands at `path` (a file, a folder, a link), or when that cannot be
    told: reading it then says why."""
    try:
        path.lstat()
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError:
        return True
    return True


# Setting bad files aside ------------------------------------------------------------------------


def set_aside(path: Path) -> Path:
    """Rename a bad file (or whatever stands at `path`) to `<name>.corrupt`, or `<name>.N.corrupt`
    if that is taken, and return the new path; OSError if it cannot be moved."""
    target = path.with_name(f"{path.name}.corrupt")
    number = 2
    while target.exists() or target.is_symlink():
        target = path.with_name(f"{path.name}.{number}.corrupt")
        number += 1
    path.rename(target)
    return target


def keep_aside(path: Path, sentence: str, reason: Message) -> Message:
    """Set the bad file at `path` aside and return `sentence` (a message id with the fields
    `{reason}` and `{kept}`) filled in; if it cannot be moved, `{kept}` says so instead."""
    try:
        kept = Message(N_("it was kept as {name}"), {"name": set_aside(path).name})
    except OSError as error:
        kept = Message(
            N_("it could not be set aside ({cause}), so it was left as it is"),
            {"cause": os_cause(error)},
        )
    return Message(sentence, {"reason": reason, "kept": kept})


# Writing ----------------------------------------------------------------------------------------


def write_atomically(path: Path, text: str) -> Path | None:
    """Replace `path` with `text` so that a crash leaves either the old file or the new one.

    Whatever stands at `path` and is not a file (a folder, say) is set aside first; its new path
    is returned (None when nothing was in the way). OSError when the file cannot be written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    obstacle = None
    if path.exists() and not path.is_file():
        obstacle = set_aside(path)
    handle, temporary = tempfile.mkstemp(".tmp", temporary_prefix(path), path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return obstacle


def obstacle_notice(path: Path, kept: Path) -> Message:
    """The sentence for a folder (or other non-file) that stood where a file is written."""
    return Message(
        N_("{name} was not a file, so it was kept as {kept} and a fresh {name} was written."),
        {"name": path.name, "kept": kept.name},
    )


def remove_file(path: Path) -> None:
    """Delete the file at `path` if there is one; anything else standing there is set aside.
    OSError when it cannot be removed."""
    if path.is_symlink() or path.is_file():
        path.unlink(missing_ok=True)
    elif path.exists():
        set_aside(path)


_CAUSES = {
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EROFS: N_("the disk is read-only"),
    errno.EISDIR: N_("a folder is in the way"),
    errno.ENOTDIR: N_("a file stands where a folder should be"),
    errno.EEXIST: N_("something of that name is in the way"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EIO: N_("the disk could not be read or written"),
}


def os_cause(error: OSError) -> Message:
    """The cause of a failed read or write in a few words ("permission denied")."""
    known = _CAUSES.get(error.errno) if error.errno is not None else None
    if known is not None:
        return Message(known)
    text = error.strerror or type(error).__name__  # the system's own words, short
    return Message(N_("{cause}"), {"cause": text[:QUOTE_LIMIT]})
