"""Starting a game in place of another: no game disappears (issues 35 point 3, 36 points 3-4).

The game a new one replaces is the one the app keeps in memory only (`App.kept_game`: its
autosave or its recording failed), else the autosave's. A finished one is recorded as finished;
an unfinished one is recorded as abandoned, after the person is told so and goes on. If the
history cannot take it, the person is asked again before the new game replaces it for good.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial

import pygame
from pygame_gui.elements import UITextBox

from game.core.messages import N_, Message
from game.history import IN_HISTORY, record_left_game
from game.match import Match
from game.saves import load_autosave
from scenes.ui_scene import UIScene


class ConfirmScene(UIScene):
    """A sentence and two buttons over the screen that asked: `go` does the thing (Enter), Back
    (Esc) returns to the screen before."""

    escape_closes = True

    def __init__(self, app, message: Message, go_caption: str, on_go: Callable[[], object]) -> None:
        super().__init__(app)
        self.message = message
        self.go_caption = go_caption
        self.on_go = on_go

    def build(self) -> None:
        """The sentence in a box, Back and the go button under it."""
        _ = self.app.words.gettext
        text = html.escape(self.app.words.say(self.message))
        UITextBox(text, self.rect(240, 200, 800, 220), self.manager)
        # TRANSLATORS: a button that leaves a question without doing anything.
        self.button(_("Back"), self.rect(340, 460, 280, 56), self.app.stack.pop)
        self.button(_(self.go_caption), self.rect(660, 460, 280, 56), self.go)

    def go(self) -> None:
        """Close the question, then do the thing."""
        self.app.stack.pop()
        self.on_go()

    def handle_ui(self, event: pygame.event.Event) -> bool:
        """Enter goes on."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.go()
            return True
        return False


# TRANSLATORS: the buttons of the questions asked before a new game replaces a saved one.
START_NEW = N_("Start new game")
START_ANYWAY = N_("Start anyway")


def start_over(app, start: Callable[[], object]) -> None:
    """Call `start` (which plays a new game) once the game it replaces is recorded, or the person
    chose to lose it; an unfinished game is recorded as abandoned only after the person says so."""
    old = _old_game(app)
    if old is None:
        start()
        return
    if old.is_over:
        _record_then_start(app, old, start)
        return
    question = Message(
        N_(
            "Your game of {title} is saved but not finished: a new game puts it in the history "
            "as not finished."
        ),
        {"title": Message(old.rules.title)},
    )
    go_on = partial(_record_then_start, app, old, start)
    app.stack.push(ConfirmScene(app, question, START_NEW, go_on))


def _old_game(app) -> Match | None:
    """The game a new one would replace: the one only the app's memory holds, else the
    autosave's (a bad autosave is set aside and said, as Continue does)."""
    if not app.keep_records:
        return None
    if app.kept_game is not None:
        return app.kept_game
    loaded = load_autosave()
    for problem in loaded.problems:
        app.notice(problem)
    if loaded.game is None:
        return None
    match = Match(loaded.game, loaded.seats)
    match.assisted = loaded.assisted
    return match


def _record_then_start(app, old: Match, start: Callable[[], object]) -> None:
    """Record the old game (finished or abandoned, as it is), then start; if it cannot be
    recorded, ask whether to lose it."""
    recording = record_left_game(old)
    if recording.kept == IN_HISTORY:
        for problem in recording:
            app.notice(problem)
        app.kept_game = None
        start()
        return
    question = Message(
        N_(
            "The last game of {title} could not be added to the list of played games ({cause}), "
            "and a new game would replace it for good."
        ),
        {"title": Message(old.rules.title), "cause": recording.cause},
    )

    def lose_it() -> None:
        app.kept_game = None
        start()

    app.stack.push(ConfirmScene(app, question, START_ANYWAY, lose_it))
