"""Write the compatibility corpus: whole games of every title under every option that changes
the rules, played by Easy computers and saved as the app saves a record, each beside its
`replay` output (`tests/data/compat/<game>-v<rules version>-<case>.json`).

`tests/test_compat_corpus.py` replays every file with today's rules: a record of the current
rules version must replay to exactly the output kept, one of another version must be refused.
So a rule change that alters a stored game fails until its title's `rules_version` moves; then
`.venv/bin/python -m tools.compat_corpus` adds the files of the new version beside the old ones
(a file that exists is never rewritten: the old versions' records stay, to be refused).
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.ai import make_player
from game.cli import replay_report
from game.core.options import resolve_options
from game.records import PlayedGame, Record
from game.rules import find_game

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "compat"
LONGEST_GAME = 20_000
"""The most actions a corpus game may take (a guard: Easy players finish far sooner)."""


@dataclass(frozen=True)
class Case:
    """One game of the corpus: its title, players, options, seed and, for a stacked deal, the
    deck's shuffle seed and the record's extra keys."""

    name: str
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    deck_seed: int | None = None
    extras: dict[str, Any] = field(default_factory=dict)


CASES = (
    Case("2022-elimination", "ono99", 3, {}, 101),
    Case("2022-tokens", "ono99", 4, {"scoring": "tokens"}, 102),
    Case("2022-points-last-standing", "ono99", 2, {"scoring": "points", "target": 40}, 103),
    Case(
        "2022-points-lowest-score",
        "ono99",
        6,
        {"scoring": "points", "target": 40, "finish": "lowest_score"},
        104,
    ),
    Case("2022-stacked-deck", "ono99", 3, {}, 105, deck_seed=5),
    Case("1980-elimination", "ono99", 5, {"edition": "1980"}, 106),
    Case(
        "1980-tokens-ono-on-round-ten",
        "ono99",
        3,
        {"edition": "1980", "scoring": "tokens", "ono_on_round_ten": True},
        107,
    ),
    Case(
        "1980-points-draw-race",
        "ono99",
        8,
        {"edition": "1980", "scoring": "points", "target": 40, "draw_race": True},
        108,
    ),
    Case(
        "1980-both-options-lowest-score",
        "ono99",
        4,
        {
            "edition": "1980",
            "scoring": "points",
            "target": 40,
            "finish": "lowest_score",
            "ono_on_round_ten": True,
            "draw_race": True,
        },
        109,
    ),
    Case("112", "uno-duo", 2, {}, 201),
    Case("108", "uno-duo", 2, {"deck": "108", "target": 100}, 202),
    Case("112-stacked-deck", "uno-duo", 2, {"target": 60}, 203, deck_seed=6),
    Case("defaults", "moon", 3, {}, 301),
    Case(
        "forced-bid-no-doubles-no-no-trump",
        "moon",
        3,
        {"target": 7, "forced_bid": True, "doubles_trump": False, "no_trump": False},
        302,
    ),
    Case(
        "first-bidder",
        "moon",
        3,
        {"target": 7, "forced_bid": True},
        303,
        extras={"first_bidder": 2},
    ),
    Case("stacked-deck", "moon", 3, {"target": 7, "doubles_trump": False}, 304, deck_seed=7),
)


def play(case: Case) -> Record:
    """The case's game played to its end by Easy computers, as the app saves its record."""
    rules = find_game(case.game)
    deck = None
    if case.deck_seed is not None:
        deck = rules.full_deck(resolve_options(rules.option_specs, case.options))
        random.Random(case.deck_seed).shuffle(deck)
    played = PlayedGame(
        Record(case.game, case.players, case.seed, dict(case.options), deck, [], dict(case.extras))
    )
    computers = [
        make_player(case.game, "easy", case.seed * 10 + seat) for seat in range(case.players)
    ]
    while not played.state.is_over:
        if len(played.record.actions) >= LONGEST_GAME:
            raise RuntimeError(f"{case.name} took more than {LONGEST_GAME} actions")
        seat = played.state.to_move
        played.play(computers[seat].choose(played.observation(seat)))
    with tempfile.TemporaryDirectory() as folder:  # written and read back as the app does
        path = Path(folder) / "record.json"
        played.record.save(path)
        return Record.load(path)


def corpus_file(case: Case) -> Path:
    """Where the case's record of the current rules version is kept."""
    return CORPUS / f"{case.game}-v{find_game(case.game).rules_version}-{case.name}.json"


def write_corpus() -> list[Path]:
    """Write the files of the current rules versions that are missing; the paths written."""
    CORPUS.mkdir(parents=True, exist_ok=True)
    written = []
    for case in CASES:
        path = corpus_file(case)
        if path.exists():
            continue
        record = play(case)
        kept = {"record": record.to_json(), "replay": replay_report(PlayedGame(record))}
        path.write_text(json.dumps(kept, separators=(",", ":")) + "\n", encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write_corpus():
        print(f"wrote {path.relative_to(CORPUS.parent.parent.parent)}", file=sys.stdout)
