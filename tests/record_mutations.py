"""Valid game records of each title and hypothesis strategies that damage them the ways a disk, a
tool or a person would: types swapped, values huge, nesting, truncation, random bytes. Used by the
replay property test (test_replay_fuzz.py)."""

from __future__ import annotations

import contextlib
import io
import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from game.cli import main as cli_main
from game.records import PlayedGame, Record
from game.rules import find_game

LONGEST_ERROR = 300
REPLAY_KEYS = {"game", "to_move", "legal", "over", "winner", "scores", "state", "events"}


def played_record(game: str, players: int, options: dict, seed: int, moves: int, **extras) -> dict:
    """A valid record: `moves` random legal actions from a fresh game (fewer if it ends)."""
    played = PlayedGame(Record(game, players, seed, dict(options), extras=extras))
    chooser = random.Random(seed)
    for _ in range(moves):
        if played.state.is_over:
            break
        played.play(chooser.choice(played.state.legal_actions()))
    return played.record.to_json()


def with_deck(data: dict) -> dict:
    """The record with its first deal written out as a `deck` (the same game, stacked)."""
    rules = find_game(data["game"])
    deck = rules.full_deck(rules.start(data["players"], data["options"])[0].options)
    random.Random(data["seed"]).shuffle(deck)
    return {**data, "deck": deck, "actions": []}


BASE_RECORDS = [
    played_record("ono99", 3, {}, 42, 12),
    played_record("ono99", 4, {"edition": "1980", "scoring": "points", "draw_race": True}, 7, 20),
    played_record("uno-duo", 2, {"target": 50}, 5, 25),
    played_record("moon", 3, {"forced_bid": True}, 9, 15, first_bidder=1),
    with_deck(played_record("moon", 3, {}, 3, 0)),
    with_deck(played_record("uno-duo", 2, {"deck": "108"}, 8, 0)),
]

PLAUSIBLE: dict[str, list] = {
    "players": [-1, 0, 1, 2, 3, 4, 6, 7, 10**30],
    "seed": [-1, 0, 2**63, 10**19, 10**20, -(10**25)],
    "target": [1, 2, 7, 10**30],
    "edition": ["1980", "2022"],
    "scoring": ["tokens", "points", "elimination"],
    "draw_race": [True, False],
    "forced_bid": [True, False],
    "deck": [0, 1, 2],  # a shuffle of the record's deck, by this seed
    "actions": [
        ["play 7", "draw", "pass"],
        ["bid 4", "pass", "pass", "discard 6-4", "trump doubles", "play 6-6"],
        ["keep", "discard", "play W R", "draw", "pass", "challenge", "uno", "catch"],
        ["dump", "colour R", "accept", "discard ONO99", "play PLAY2", "play REV"],
    ],
}
"""Values of the right type that a tool might write: the record still decodes, and the rules
must judge it (deals from a shuffled deck, odd targets, actions of the wrong game)."""

KEYS = ["format", "game", "players", "options", "seed", "deck", "actions", "first_bidder", "x"]

scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(10**30), 10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(["1", "ono99", "moon", "uno-duo", "2022", "play 7", "R5", "6-4", ""])
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)
huge_values = st.sampled_from(
    [
        ("number", "9" * 5000),
        ("negative", "-" + "9" * 4400),
        ("long-int", "1" + "0" * 45),
        ("deep", "[" * 100_000 + "]" * 100_000),
        ("deep-object", '{"a":' * 50_000 + "0" + "}" * 50_000),
        ("unclosed", "[" * 100_000),
        ("long-string", json.dumps("play " + "7" * 200_000)),
        ("long-key", json.dumps({"k" * 100_000: 1})),
        ("long-list", json.dumps(["play 7"] * 50_000)),
        ("nan", "NaN"),
        ("infinity", "-Infinity"),
        ("float", "1e999"),
    ]
)


@dataclass
class Damaged:
    """A record's data being damaged, and the raw pieces of text that JSON cannot hold as values
    (a 5,000-digit number, nesting 100,000 deep), written out in place of their stand-ins."""

    data: Any
    raws: list[str] = field(default_factory=list)

    def raw(self, text: str) -> str:
        """A stand-in for `text`, which the written file holds as it is."""
        self.raws.append(text)
        return f"\x00raw{len(self.raws) - 1}\x00"

    def text(self) -> str:
        """The JSON text of the data with the raw pieces written out."""
        text = json.dumps(self.data)
        for number, raw in enumerate(self.raws):
            text = text.replace(json.dumps(f"\x00raw{number}\x00"), raw)
        return text


@st.composite
def mutate(draw: Any, damaged: Damaged) -> None:
    """Change the data in place: a field swapped for another type or a huge value, removed, or
    an action, card, option or extra key damaged."""
    data = damaged.data
    kinds = ["swap", "huge", "delete", "action", "deck", "option", "extra", "plausible"]
    kind = draw(st.sampled_from(kinds))
    key = draw(st.sampled_from(KEYS))
    if kind == "plausible":
        key = draw(st.sampled_from(sorted(PLAUSIBLE)))
        value = draw(st.sampled_from(PLAUSIBLE[key]))
        if key in ("players", "seed"):
            data[key] = value
        elif key == "actions" and isinstance(data.get("actions"), list):
            data["actions"][draw(st.integers(0, len(data["actions"]))) :] = value
        elif key == "deck" and isinstance(data.get("deck"), list):
            random.Random(value).shuffle(data["deck"])
        elif isinstance(data.get("options"), dict):
            data["options"][key] = value
    elif kind == "swap":
        data[key] = draw(json_values)
    elif kind == "huge":
        data[key] = damaged.raw(draw(huge_values)[1])
    elif kind == "delete":
        data.pop(key, None)
    elif kind == "action" and isinstance(data.get("actions"), list):
        actions = data["actions"]
        spot = draw(st.integers(0, len(actions)))
        action = draw(json_values | st.text(max_size=20) | huge_values.map(lambda huge: huge[1]))
        actions.insert(spot, action)
        if draw(st.booleans()) and len(actions) > 1:
            del actions[draw(st.integers(0, len(actions) - 1))]
    elif kind == "deck" and isinstance(data.get("deck"), list) and data["deck"]:
        deck = data["deck"]
        spot = draw(st.integers(0, len(deck) - 1))
        deck[spot] = draw(st.sampled_from([deck[0], "X", "W+4", "6-6", "ONO99", "-10", 7, None]))
    elif kind == "option" and isinstance(data.get("options"), dict):
        name = draw(st.sampled_from(["edition", "scoring", "target", "deck", "draw_race", "k"]))
        data["options"][name] = draw(json_values)
    else:
        data[draw(st.sampled_from(["first_bidder", "first_bidder", "dealer"]))] = draw(json_values)


@st.composite
def damaged_records(draw: Any) -> bytes:
    """The bytes of a record file, damaged by one to three mutations."""
    damaged = Damaged(json.loads(json.dumps(draw(st.sampled_from(BASE_RECORDS)))))
    for _ in range(draw(st.integers(1, 3))):
        draw(mutate(damaged))
    raw = damaged.text().encode()
    step = draw(st.sampled_from(["none", "none", "truncate", "bytes", "bom", "utf16", "wrap"]))
    if step == "truncate":
        raw = raw[: draw(st.integers(0, max(0, len(raw) - 1)))]
    elif step == "bytes":
        for _ in range(draw(st.integers(1, 4))):
            spot = draw(st.integers(0, len(raw)))
            raw = raw[:spot] + draw(st.binary(min_size=1, max_size=3)) + raw[spot + 1 :]
    elif step == "bom":
        raw = b"\xef\xbb\xbf" + raw
    elif step == "utf16":
        raw = raw.decode().encode("utf-16")
    elif step == "wrap":
        raw = b"[" + raw + b"]"
    return raw


def replay_file(path: Path) -> tuple[int, str]:
    """Run the replay command in this process, as `python -m game replay` does; its exit
    status and what it printed."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = cli_main(["replay", str(path)])
    return status, out.getvalue()


def check_replay_output(status: int, printed: str) -> None:
    """A valid replay (status 0, the CONTRACT.md object) or one JSON error object with a short
    one-line sentence (status 2); anything else fails."""
    lines = printed.splitlines()
    assert len(lines) == 1, f"expected one line of output, got {len(lines)}"
    report = json.loads(lines[0])
    if status == 0:
        assert set(report) == REPLAY_KEYS
        return
    assert status == 2, f"exit status {status}"
    assert set(report) == {"error", "index"}
    error = report["error"]
    assert isinstance(error, str) and 0 < len(error) <= LONGEST_ERROR, len(error)
    assert error.isprintable(), f"the sentence is not one printable line: {error!r}"
    assert report["index"] is None or isinstance(report["index"], int)
