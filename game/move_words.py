"""A move in words inside a sentence: an action of any game as the coach's review says it
("Bram's move: play the red 7"). The phrase is the game's own (`game.narration`), the one the
hint and the coach say at the start of a sentence; only its case differs. No pygame here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.actions import Action
from game.core.messages import Message
from game.narration import MID_SENTENCE, find_narrator


def move_words(game: str, action: Action, view: Mapping[str, Any] | None = None) -> Message:
    """`action` of `game` as a phrase inside a sentence; RecordError for a game not in the list."""
    return find_narrator(game).move(action, view or {}, MID_SENTENCE)
