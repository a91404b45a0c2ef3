"""The one list of the games: each game's name, its stable code, the facts that set it apart, and
where its pieces live, floor by floor. A game is added here, in one entry, and nowhere else.

Each floor finds its own piece of a game through this list and nothing else: the rules
(`game.rules.find_game`), the computer players (`game.ai.find_ai`), the narration
(`game.narration.find_narrator`), the story (`game.story`), the lesson (`game.lessons.find_lesson`),
the table (`scenes.table.find_table`), the story page (`scenes.stories.find_page`) and the guide
(`scenes.guides.find_guide`). Pieces are named here as module paths, so this list imports nothing
and no floor imports upward to read it; `tests/test_registry.py` holds each named module to its
floor's package (which import-linter checks) and to the one export it must have: `RULES`, `AI`,
`NARRATOR`, `TELLER`, `LESSON`, `TABLE`, `PAGE` or `GUIDE`.

Nothing outside a game's own modules compares a game's name (`tests/test_registry.py` looks): what
differs between games is a fact of its entry here or a piece of its own.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from game.core.errors import RecordError
from game.core.messages import N_, Message, quote

FLOORS = {
    "rules": ("game.rules", "RULES"),
    "ai": ("game.ai", "AI"),
    "narration": ("game.narration", "NARRATOR"),
    "story": ("game.story", "TELLER"),
    "lesson": ("game.lessons", "LESSON"),
    "table": ("scenes.table", "TABLE"),
    "page": ("scenes.stories", "PAGE"),
    "guide": ("scenes.guides", "GUIDE"),
}
"""By floor: the package its pieces live in and the one name each piece's module exports."""

FIGURES = ("average_place", "average_score", "conceded_per_round", "bids")
"""The statistics figures a game may show beside the ones every game has (`game.statistics`)."""


@dataclass(frozen=True)
class GameEntry:
    """One game.

    - `name`: its name in records, on the command line and in the history.
    - `code`: its number in deal codes, given once and never changed or reused, so reordering
      or adding games leaves every code already given to a friend dealing the same game.
    - `lower_wins`: the lower final score is the better (ONO 99's points, UNO Duo's conceded
      points), else the higher (Moon's points).
    - `figures`: its own statistics figures (of `FIGURES`), in order; the last that has a name
      beside the other games' is the one shown for it there.
    - `module`: the last part of its pieces' module paths (`game.rules.<module>` …).
    """

    name: str
    code: int
    lower_wins: bool
    figures: tuple[str, ...]
    module: str

    def piece(self, floor: str) -> str:
        """The module path of this game's piece on `floor` (a key of `FLOORS`)."""
        return f"{FLOORS[floor][0]}.{self.module}"


GAMES: dict[str, GameEntry] = {
    entry.name: entry
    for entry in (
        GameEntry("ono99", 0, lower_wins=True, figures=("average_place",), module="ono99"),
        GameEntry(
            "uno-duo",
            1,
            lower_wins=True,
            figures=("average_place", "average_score", "conceded_per_round"),
            module="uno_duo",
        ),
        GameEntry(
            "moon",
            2,
            lower_wins=False,
            figures=("average_place", "average_score", "bids"),
            module="moon",
        ),
    )
}

GAME_NAMES: tuple[str, ...] = tuple(GAMES)


def game_entry(name: Any) -> GameEntry:
    """The entry of the game called `name`; RecordError for any other name."""
    entry = GAMES.get(name) if isinstance(name, str) else None
    if entry is None:
        raise RecordError(
            Message(
                N_("unknown game {name} (the games are {games})"),
                {"name": quote(name), "games": ", ".join(GAME_NAMES)},
            )
        )
    return entry


def game_of_code(code: int) -> GameEntry:
    """The game whose deal-code number is `code`; ValueError for a number no game has."""
    for entry in GAMES.values():
        if entry.code == code:
            return entry
    raise ValueError(f"no game has the code {code}")


def load_piece(name: str, floor: str) -> Any:
    """The piece on `floor` (a key of `FLOORS`) of the game called `name`: the one name its
    module exports; RecordError for a game not in the list."""
    module = importlib.import_module(game_entry(name).piece(floor))
    return getattr(module, FLOORS[floor][1])
