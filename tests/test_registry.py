"""The one list of the games (`game.games`): every game's pieces are where their floor keeps them
and have the shape the floor expects, every lookup refuses a game that is not in the list, and
nothing outside a game's own modules compares a game's name (what differs between games is a
fact of its entry or a piece of its own)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from game.ai.plugin import GameAI, find_ai
from game.core.actions import Action
from game.core.errors import RecordError
from game.core.protocol import GameRules
from game.deal_code import Deal, deal_code
from game.games import FIGURES, FLOORS, GAME_NAMES, GAMES, game_entry, load_piece
from game.lessons import Lesson, find_lesson
from game.move_words import move_words
from game.narration import Narrator, find_narrator
from game.rules import find_game
from game.story import Teller, places, story, teller
from scenes.guides import Guide, find_guide
from scenes.stories import StoryPage, page_of
from scenes.table import find_table
from scenes.table.base import TableScene

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("game", "scenes", "bench", "tools")
SHAPES = {
    "rules": GameRules,
    "ai": GameAI,
    "narration": Narrator,
    "story": Teller,
    "lesson": Lesson,
    "page": StoryPage,
    "guide": Guide,
}
UNKNOWN = "crazy-eights"


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_piece_lives_on_its_floor_and_has_its_floors_shape(game):
    entry = game_entry(game)
    for floor, (package, _export) in FLOORS.items():
        module = importlib.import_module(entry.piece(floor))
        assert module.__name__.startswith(package + "."), "import-linter checks it where it is"
        piece = load_piece(game, floor)
        if floor == "table":
            assert issubclass(piece, TableScene)
        else:
            assert isinstance(piece, SHAPES[floor])
    assert find_game(game).name == game and find_lesson(game).game == game
    assert entry.figures and set(entry.figures) <= set(FIGURES)


def test_each_game_has_its_own_stable_code():
    assert sorted(entry.code for entry in GAMES.values()) == list(range(len(GAMES)))


@pytest.mark.parametrize(
    "lookup",
    [
        find_game,
        find_ai,
        find_narrator,
        teller,
        find_lesson,
        page_of,
        find_table,
        find_guide,
        lambda game: move_words(game, Action.parse("pass")),
        lambda game: story(game, 2, []),
        lambda game: places(game, [], 0, (1, 2)),
        lambda game: deal_code(Deal(game, 2, {}, 1)),
    ],
)
def test_a_game_not_in_the_list_is_refused_everywhere(lookup):
    with pytest.raises(RecordError, match=UNKNOWN):
        lookup(UNKNOWN)


def _own(path: Path, module: str) -> bool:
    """Whether `path` is one of a game's own modules: named after it (`ono99.py`,
    `ono99_cards.py`) or inside its package (`game/ai/ono99/`)."""
    names = [*path.parts[:-1], path.stem]
    return any(name == module or name.startswith(module + "_") for name in names)


def _compared_names(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, name) of each game's name a comparison or a `match` case holds as a literal."""
    found = []
    for node in ast.walk(tree):
        operands: list[ast.AST] = []
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
        elif isinstance(node, ast.MatchValue):
            operands = [node.value]
        for operand in operands:
            for part in ast.walk(operand):
                if isinstance(part, ast.Constant) and part.value in GAMES:
                    found.append((part.lineno, part.value))
    return found


def test_nothing_outside_a_games_own_modules_compares_its_name():
    compared = []
    for top in SOURCES:
        for path in sorted((ROOT / top).rglob("*.py")):
            relative = path.relative_to(ROOT)
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for line, name in _compared_names(tree):
                if not _own(relative, game_entry(name).module):
                    compared.append(f"{relative}:{line} compares {name!r}")
    assert compared == []


def test_the_scan_finds_a_comparison_of_a_games_name():
    tree = ast.parse('if game == "moon" or title in ("uno-duo",):\n    pass\n')
    assert sorted(_compared_names(tree)) == [(1, "moon"), (1, "uno-duo")]
    assert _own(Path("game/rules/moon_tiles.py"), "moon")
    assert not _own(Path("game/story/__init__.py"), "moon")
