"""What a table asks of a lesson played on it (its `tutor`; `scenes/lesson.py` is the one): the
table stays a game's table, and hands the lesson its input, its moments at rest, its computers'
turns and a layer to draw on."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.core.actions import Action
from game.core.messages import Message


class Tutor(Protocol):
    """A lesson at the table (`scenes/lesson.py`): it speaks first to the viewer's input and
    moves, is told when the table is at rest after each action, may hold the computers while the
    learner reads, and draws its panel over the table."""

    def refusal(self, action: Action, reason: Message | None) -> Message | None:
        """What stops the viewer's `action` (the rules' `reason`, None if they allow it)."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Take a click or key before the table does; True when taken."""

    def at_rest(self) -> None:
        """The table shows the position after the latest action."""

    def holds(self) -> bool:
        """True while the computers must wait."""

    def waiting_words(self) -> Message:
        """The message line while the computers wait for the learner to read on."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw over the table."""
