"""`python -m game replay` on damaged records (issue 18): whatever the damage — types swapped,
values huge, nesting, truncation, random bytes — the answer is a valid replay or exit status 2
with one JSON error object whose sentence is at most 300 characters on one line; never a
traceback. The property runs the command's entry point in this process; the probe's cases also
run as a real process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from record_mutations import (
    BASE_RECORDS,
    LONGEST_ERROR,
    check_replay_output,
    damaged_records,
    replay_file,
)

PROJECT = Path(__file__).resolve().parents[1]
ONO99 = BASE_RECORDS[0]


@pytest.fixture(scope="module")
def record_path(tmp_path_factory) -> Path:
    """The one file the property writes each damaged record into."""
    return tmp_path_factory.mktemp("fuzz") / "record.json"


@pytest.mark.slow
@settings(max_examples=400)
@given(raw=damaged_records())
def test_a_damaged_record_replays_or_gives_one_short_sentence(record_path, raw):
    record_path.write_bytes(raw)
    status, printed = replay_file(record_path)
    check_replay_output(status, printed)


def test_the_undamaged_records_replay(tmp_path):
    for data in BASE_RECORDS:
        (tmp_path / "record.json").write_text(json.dumps(data))
        status, printed = replay_file(tmp_path / "record.json")
        assert status == 0, printed
        check_replay_output(status, printed)


def text_with(key: str, raw: str) -> str:
    """The ONO 99 record's JSON with `key` set to the raw JSON text `raw`."""
    data = {**ONO99, key: "\x00stand-in"}
    return json.dumps(data).replace(json.dumps("\x00stand-in"), raw)


PROBE = [
    ("deep", "[" * 100_000 + "]" * 100_000, "it is nested too deep (more than 16 levels)"),
    ("deep-seed", text_with("seed", "[" * 100_000 + "]" * 100_000), "nested too deep"),
    ("huge-seed", text_with("seed", "9" * 5000), "it holds a number of 5000 digits"),
    ("long-seed", text_with("seed", "9" * 30), "the seed must have at most 20 digits"),
    ("long-action", text_with("actions", json.dumps(["x" * 200_000])), "too long to be an action"),
    ("long-key", text_with("k" * 100_000, "1"), "the key 'kkkkkkkkk"),
    ("options-list", text_with("options", "[]"), "'options' must be a JSON object, not a list"),
    ("actions-zero", text_with("actions", "0"), "'actions' must be a list, not an integer"),
    ("format-true", text_with("format", "true"), "record format true is not supported"),
    ("format-text", text_with("format", '"1"'), "record format '1' is not supported"),
    ("players-text", text_with("players", '"3"'), "'players' must be an integer, not a string"),
    ("deck-codes", text_with("deck", "[1, 2]"), "item 0 of 'deck' must be a string"),
    ("nan-seed", text_with("seed", "NaN"), "it holds NaN, which is not a JSON number"),
    ("utf16", json.dumps(ONO99).encode("utf-16"), "it is not UTF-8 text"),
    ("huge-file", b" " * (5 * 1024 * 1024), "it is too large (5.0 MB; the most is 4.0 MB)"),
]


@pytest.mark.parametrize(("case", "content", "words"), PROBE, ids=[case for case, *_ in PROBE])
def test_the_probes_hostile_records_give_one_sentence_from_the_real_command(
    tmp_path, case, content, words
):
    path = tmp_path / "record.json"
    if isinstance(content, str):
        content = content.encode()
    path.write_bytes(content)
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)],
        cwd=PROJECT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stderr == "" and done.returncode == 2
    report = json.loads(done.stdout)
    assert set(report) == {"error", "index"}
    assert words in report["error"] and len(report["error"]) <= LONGEST_ERROR
    assert sorted(tmp_path.iterdir()) == [path], "replay must not write anything"


def test_a_record_that_is_a_folder_or_unreadable_names_the_cause(tmp_path, monkeypatch):
    folder = tmp_path / "record.json"
    folder.mkdir()
    status, printed = replay_file(folder)
    assert status == 2
    assert json.loads(printed)["error"] == "cannot read 'record.json': it is a folder, not a file"

    def denied(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    path = tmp_path / "locked.json"
    path.write_text(json.dumps(ONO99))
    monkeypatch.setattr(Path, "open", denied)
    status, printed = replay_file(path)
    assert json.loads(printed)["error"] == (
        "cannot read 'locked.json': it cannot be read (permission denied)"
    )
