"""A stand-in for a person at the table (`python -m game play --autoplay --person`), for the
frame benchmark of the hint and the coach: at each of the person's decisions it presses H, as a
person would, waits for the coach's advice and takes the advised move, or now and then the move
the coach valued least, so that the coach has something to note.

`AutoplayApp` is the app with the stand-in: it looks in on the table shortly after the person's
turn comes (as a person takes a moment to react), while the loop is otherwise at rest.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from scenes.app import App
from scenes.table.assist import HINT_KEY
from scenes.table.base import TableScene

REACTION_SECONDS = 0.3
"""How long the stand-in takes to react to its turn, and to a hint once it shows."""
SLIPS = 0.25
"""The share of decisions where it takes the move the coach valued least."""


class AutoPerson:
    """Plays the person's seats of the table on top of the stack through the hint."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.waited = 0.0

    def wants_to_act(self, app: App) -> bool:
        """True when the person is to decide at a table at rest."""
        table = app.stack.top
        return isinstance(table, TableScene) and not table.busy and table.viewer_decides()

    def act(self, app: App, dt: float) -> None:
        """Ask for a hint, or take the move it advised, once the reaction time has passed."""
        if not self.wants_to_act(app):
            self.waited = 0.0
            return
        self.waited += dt
        if self.waited < REACTION_SECONDS:
            return
        table = app.stack.top
        assert isinstance(table, TableScene)
        hint = table.assist.hint
        if hint is None or hint.key != table.assist.key():
            self.waited = 0.0
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=HINT_KEY, mod=0, unicode=""))
            return
        if hint.advice is None:
            return
        moves = hint.advice.moves
        self.waited = 0.0
        table.choose(moves[-1].action if self.rng.random() < SLIPS else moves[0].action)


class AutoplayApp(App):
    """The app with a stand-in for the person at its tables."""

    def __init__(self, *args: Any, person_seed: int = 0, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.person = AutoPerson(person_seed)

    def step(self, dt: float, draw: bool = True) -> None:
        """The stand-in looks at the table, then the frame goes on as usual."""
        self.person.act(self, dt)
        super().step(dt, draw)

    def next_frame(self) -> float:
        """As the app's, but no later than the stand-in's next look while it has to act."""
        soonest = super().next_frame()
        if self.person.wants_to_act(self):
            return min(soonest, REACTION_SECONDS / 2)
        return soonest
