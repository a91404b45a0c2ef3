"""The coach's reasons in every game: each a message whose id is a literal marked for
translation, readable in every language for every legal move of many positions, and never
naming a card the seat cannot see."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_ai_levels import SETUPS, random_positions

from game.ai.plugin import find_ai
from game.core.messages import Message
from game.core.observation import Observation
from game.words import LANGUAGES, words_for

AI_FOLDER = Path(__file__).resolve().parents[1] / "game" / "ai"
ONO99_NAMES = {
    "-10": "-10",
    "Reverse": "REV",
    "Play 2": "PLAY2",
    "Double Play": "DOUBLE",
    "Hold": "HOLD",
    "ONO 99": "ONO99",
}
MARKERS = {"Message": ("N_", 1), "Message.counted": ("NP_", 2)}
"""How each way of making a message must mark its id: the marker and its literal arguments."""
CARD_FIELDS = ("card", "tile", "last", "bigger")
CODE_PATTERNS = {
    "uno-duo": re.compile(r"(?<![\w+])(?:[RYGB](?:\d|SKIP|REV|\+2)|W\+4|W)(?![\w+])"),
    "moon": re.compile(r"\b\d-\d\b"),
}
"""Card codes as they would stand in a sentence (ONO 99's are plain numbers, read from fields)."""


def _literal_strings(call: ast.Call, count: int) -> bool:
    return len(call.args) == count and all(
        isinstance(arg, ast.Constant) and isinstance(arg.value, str) for arg in call.args
    )


def _marked(node: ast.expr, marker: str, count: int) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == marker
        and _literal_strings(node, count)
    )


def test_every_message_id_of_the_ai_is_a_literal_marked_for_translation():
    unmarked = []
    for path in sorted(AI_FOLDER.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            marker = MARKERS.get(ast.unparse(node.func))
            if marker is not None and not _marked(node.args[0], *marker):
                unmarked.append(f"{path.name}:{node.lineno}")
    assert unmarked == []


def _sweep(game: str, players: int, options: dict) -> Iterator[tuple[Observation, Message]]:
    """Every legal move's reason in positions from random and from Normal play."""
    explain = find_ai(game).explain
    for level in ("random", "normal"):
        for observation in random_positions(game, players, options, 60, 17, level):
            for action in observation.legal:
                yield observation, explain(observation, action)


def _fields(message: Message) -> Iterator[tuple[str, Any]]:
    for key, value in message.fields.items():
        yield key, value
        if isinstance(value, Message):
            yield from _fields(value)


def _visible(observation: Observation) -> set[str]:
    """The card codes the seat has seen in this position."""
    view = observation.view
    seen = set(view["hand"])
    if observation.game == "ono99":
        seen |= set(view["discards"])
        seen |= {code for hand in view["hands"] if isinstance(hand, list) for code in hand}
    elif observation.game == "uno-duo":
        seen |= set(view["discards"]) | set(view["draft_pile"])
        seen |= {view["draft_card"], view["drawn_card"]} - {None}
    else:
        seen |= {event["tile"] for event in observation.events if event.type == "tile_played"}
        seen |= {view["widow"], view["laid_away"]} - {None}
    return seen


def _code(game: str, value: Any) -> str:
    if game == "ono99" and isinstance(value, Message):
        return ONO99_NAMES[value.id]
    return str(value)


@pytest.mark.parametrize(("game", "players", "options"), SETUPS)
def test_every_reason_reads_in_every_language_and_names_only_cards_the_seat_has_seen(
    game, players, options
):
    languages = [words_for(language) for language in LANGUAGES]
    pattern = CODE_PATTERNS.get(game)
    kinds = set()
    for observation, message in _sweep(game, players, options):
        kinds.add(message.id)
        english = str(message)
        assert english.endswith(".") and "{" not in english, english
        assert all(words.say(message) for words in languages)
        seen = _visible(observation)
        named = {_code(game, value) for key, value in _fields(message) if key in CARD_FIELDS}
        if pattern is not None:
            named |= set(pattern.findall(english))
        assert named <= seen, (english, named - seen)
        for key, value in _fields(message):
            if key == "player":
                assert isinstance(value, Message) and set(value.fields) == {"seat"}
    assert len(kinds) >= 8
