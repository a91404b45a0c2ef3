"""The wary reader and writer every file goes through (game/storage.py) and the shape checks
(game/shapes.py): each failure is one short clause naming the real cause, hostile input costs
linear time at most, and bad files are set aside, never lost."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import time
from contextlib import closing, suppress
from pathlib import Path

import pytest

from game.core.messages import N_, Message, quote
from game.shapes import INTEGER, LIST, STRING, WrongShape, expect, expect_keys, expect_list
from game.storage import (
    MAX_DEPTH,
    MAX_DIGITS,
    BadFile,
    decode_text,
    is_present,
    keep_aside,
    nesting_depth,
    os_cause,
    parse_json,
    read_bytes,
    read_json,
    read_json_lines,
    remove_file,
    set_aside,
    write_atomically,
)

SENTENCE = N_("The test file was set aside because {reason}; {kept}.")


def refusal(call, *args) -> str:
    """The English clause of the BadFile that `call(*args)` raises."""
    with pytest.raises(BadFile) as refused:
        call(*args)
    return str(refused.value)


def test_a_missing_file_a_folder_and_a_fifo_are_named_for_what_they_are(tmp_path):
    assert refusal(read_bytes, tmp_path / "none.json", 100) == "it does not exist"
    assert refusal(read_bytes, tmp_path / "none" / "x.json", 100) == "it does not exist"
    assert refusal(read_bytes, tmp_path, 100) == "it is a folder, not a file"
    os.mkfifo(tmp_path / "pipe")
    assert refusal(read_bytes, tmp_path / "pipe", 100) == "it is not a regular file"


def test_a_file_larger_than_its_limit_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (3 * 1024 * 1024 + 5))
    monkeypatch.setattr(Path, "open", lambda *args: pytest.fail("a huge file was opened"))
    assert refusal(read_bytes, path, 64 * 1024) == "it is too large (3.0 MB; the most is 64 KB)"


def test_a_file_that_may_not_be_read_says_permission_denied(tmp_path, monkeypatch):
    path = tmp_path / "secret.json"
    path.write_text("{}")

    def denied(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(Path, "open", denied)
    assert refusal(read_bytes, path, 100) == "it cannot be read (permission denied)"


def test_text_must_be_utf8_and_a_byte_order_mark_is_dropped():
    assert decode_text(b"\xef\xbb\xbf{}") == "{}"
    assert refusal(decode_text, b"ab\xff") == "it is not UTF-8 text (byte 0xff at position 2)"
    utf16 = "{}".encode("utf-16")
    assert refusal(decode_text, utf16) == "it is not UTF-8 text (byte 0xff at position 0)"


@pytest.mark.parametrize(
    ("text", "clause"),
    [
        ("", "it is empty"),
        (" \n\t", "it is empty"),
        ("{", "it is not valid JSON (a key in double quotes is missing"),
        ('["a', "it is not valid JSON (a text in quotes is not closed at line 1, column 2)"),
        ('{"a": 1', "it is not valid JSON (a comma is missing at line 1, column 8)"),
        ("[" * 100_000 + "]" * 100_000, f"it is nested too deep (more than {MAX_DEPTH} levels)"),
        ("[" * 100_000, f"it is nested too deep (more than {MAX_DEPTH} levels)"),
        ("9" * 5000, f"it holds a number of 5000 digits (the most is {MAX_DIGITS})"),
        ('{"seed": -' + "9" * 41 + "}", "it holds a number of 41 digits"),
        ("[NaN]", "it holds NaN, which is not a JSON number"),
        ('{"x": -Infinity}', "it holds -Infinity, which is not a JSON number"),
        ('{"seed": 1, "seed": 2}', "the key 'seed' appears twice"),
        ('{"' + "k" * 100_000 + '": 1, "' + "k" * 100_000 + '": 2}', "the key 'kkkkk"),
    ],
)
def test_hostile_json_is_refused_in_one_short_clause(text, clause):
    found = refusal(parse_json, text)
    assert found.startswith(clause) and len(found) < 120


def test_brackets_inside_strings_do_not_count_as_nesting():
    text = json.dumps({"a": ["[[[[" * 1000, '\\"{{{{' * 1000], "b": {"c": [1]}})
    assert nesting_depth(text) == 3
    assert parse_json(text)["b"] == {"c": [1]}
    deepest = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert nesting_depth(deepest) == MAX_DEPTH and isinstance(parse_json(deepest), list)


@pytest.mark.parametrize(
    "text",
    [
        '"' + '\\"' * 2_000_000,  # an unterminated string of escaped quotes
        "[]" * 2_000_000,
        '"' * 4_000_000,
        "[" + "0," * 2_000_000 + "0]",
    ],
    ids=["escaped-quotes", "flat-brackets", "quotes", "long-list"],
)
def test_hostile_text_of_four_megabytes_is_judged_in_well_under_a_second(text):
    # CPU time, not the wall clock: the check is that judging stays linear in the text, and
    # other processes on a loaded machine must not make it fail.
    started = time.process_time()
    with suppress(BadFile):
        parse_json(text)
    assert time.process_time() - started < 1.5


def test_json_lines_name_the_first_bad_line_after_the_convert(tmp_path):
    path = tmp_path / "lines.jsonl"
    path.write_text('{"n": 1}\n\n{"n": "two"}\n')

    def number_of(data):
        expect(data["n"], INTEGER, "n")
        return data["n"]

    assert refusal(read_json_lines, path, 1000, number_of) == (
        "its line 3 is unusable: 'n' must be an integer, not a string"
    )
    path.write_text('{"n": 1}\r\n{"n": 2}\n')
    assert read_json_lines(path, 1000, number_of) == [1, 2]


def test_shapes_name_the_field_the_type_wanted_and_the_type_found():
    def wrong(call, *args) -> str:
        with pytest.raises(WrongShape) as refused:
            call(*args)
        return str(refused.value)

    assert (
        wrong(expect, True, INTEGER, "format") == "'format' must be an integer, not true or false"
    )
    assert wrong(expect, "1", INTEGER, "format") == "'format' must be an integer, not a string"
    assert wrong(expect, 2.5, STRING, "game") == "'game' must be a string, not a decimal number"
    assert wrong(expect, {}, LIST, "actions") == "'actions' must be a list, not a JSON object"
    assert wrong(expect_list, ["a", None], STRING, "deck") == (
        "item 1 of 'deck' must be a string, not null"
    )
    assert wrong(expect_keys, {"a": 1}, ("a", "b"), ()) == "it has no 'b' key"
    assert wrong(expect_keys, {"a": 1, "z" * 500: 2}, ("a",), ()).startswith(
        "it has an unknown key 'zzz"
    )


def test_set_aside_numbers_the_copies_and_moves_folders_too(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("one")
    assert set_aside(path).name == "settings.json.corrupt"
    path.mkdir()
    (path / "inside").write_text("kept")
    assert set_aside(path).name == "settings.json.2.corrupt"
    assert (tmp_path / "settings.json.2.corrupt" / "inside").read_text() == "kept"
    assert not is_present(path)


def test_keep_aside_fills_in_the_sentence_or_says_the_file_could_not_be_moved(
    tmp_path, monkeypatch
):
    path = tmp_path / "progress.json"
    path.write_bytes(b"\xff")
    reason = Message(N_("it is not UTF-8 text"))
    assert str(keep_aside(path, SENTENCE, reason)) == (
        "The test file was set aside because it is not UTF-8 text; "
        "it was kept as progress.json.corrupt."
    )
    path.write_bytes(b"\xff")

    def refused(self, target):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(Path, "rename", refused)
    assert str(keep_aside(path, SENTENCE, reason)) == (
        "The test file was set aside because it is not UTF-8 text; it could not be set aside "
        "(permission denied), so it was left as it is."
    )


def test_a_damaged_sqlite_database_is_set_aside_the_way_the_docstring_says(tmp_path):
    """The pattern the SQLite history will follow (game/storage.py's docstring)."""
    path = tmp_path / "history.sqlite"
    with closing(sqlite3.connect(path)) as db:
        db.execute("CREATE TABLE games (record TEXT)")
        db.commit()
    damaged = path.read_bytes()[:100] + b"\x00garbage" * 200
    path.write_bytes(damaged)
    try:
        with closing(sqlite3.connect(path)) as db:
            db.execute("PRAGMA quick_check").fetchall()
        problem = None
    except sqlite3.DatabaseError as error:
        reason = Message(N_("it is not a usable database ({cause})"), {"cause": quote(str(error))})
        problem = keep_aside(path, SENTENCE, reason)
    assert str(problem).startswith("The test file was set aside because it is not a usable")
    assert (tmp_path / "history.sqlite.corrupt").read_bytes() == damaged
    with closing(sqlite3.connect(path)) as db:  # a fresh database in its place
        assert db.execute("PRAGMA quick_check").fetchone() == ("ok",)


def test_a_folder_in_the_way_of_a_write_is_set_aside_and_a_fresh_file_written(tmp_path):
    path = tmp_path / "autosave.json"
    (path / "sub").mkdir(parents=True)
    kept = write_atomically(path, "new\n")
    assert kept == tmp_path / "autosave.json.corrupt" and (kept / "sub").is_dir()
    assert path.read_text() == "new\n"
    assert write_atomically(path, "newer\n") is None and path.read_text() == "newer\n"


def test_remove_file_deletes_a_file_and_sets_anything_else_aside(tmp_path):
    path = tmp_path / "autosave.json"
    path.write_text("x")
    remove_file(path)
    assert not is_present(path)
    remove_file(path)  # nothing there: nothing to do
    path.mkdir()
    remove_file(path)
    assert not is_present(path) and (tmp_path / "autosave.json.corrupt").is_dir()


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (errno.EACCES, "permission denied"),
        (errno.ENOSPC, "the disk is full"),
        (errno.EROFS, "the disk is read-only"),
        (errno.EISDIR, "a folder is in the way"),
        (errno.ENOTDIR, "a file stands where a folder should be"),
    ],
)
def test_the_cause_of_a_failed_write_is_named_in_a_few_words(number, words):
    assert str(os_cause(OSError(number, os.strerror(number)))) == words


def test_an_unknown_cause_is_the_systems_own_words_cut_short():
    assert str(os_cause(OSError(errno.EBUSY, "Device or resource busy"))) == (
        "Device or resource busy"
    )
    assert len(str(os_cause(OSError(999, "x" * 10_000)))) <= 40


def test_read_json_is_the_three_steps_in_a_row(tmp_path):
    path = tmp_path / "data.json"
    path.write_bytes(b'\xef\xbb\xbf{"a": [1, 2]}')
    assert read_json(path, 100) == {"a": [1, 2]}
    assert refusal(read_json, path, 10) == "it is too large (16 bytes; the most is 10 bytes)"
