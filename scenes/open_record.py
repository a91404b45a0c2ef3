"""Watch a record file: a screen with a path field that opens a record file (docs/contract.md) in
the replay viewer. A file dropped on the window anywhere in the app opens the same way (`App`); a
file that cannot be read or replayed is said in one sentence and nothing else happens."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.messages import N_, Message
from scenes.new_game import as_sentence
from scenes.replay import watch_file
from scenes.ui_scene import UIScene

PATH_LIMIT = 1024
"""The longest path the field takes."""


class OpenRecordScene(UIScene):
    """The path of a record file, typed or pasted, and Watch."""

    escape_closes = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.path = ""
        self.problem: Message | None = None

    def build(self) -> None:
        """The title, what to do, the path field, the last problem, Back and Watch."""
        words = self.app.words
        _ = words.gettext
        self.title(_("Watch a record file"), 90)
        self.label(
            _("The path of a game record file, saved or exported by Trio Table:"),
            self.rect(140, 230, 1000, 36),
        )
        field = self.text_entry(
            self.path, self.rect(140, 272, 1000, 48), self.set_path, limit=PATH_LIMIT
        )
        field.focus()
        self.label(
            _("Or drop a record file on the window, wherever you are in the game."),
            self.rect(140, 330, 1000, 30),
            "@help",
        )
        if self.problem is not None:
            problem = as_sentence(words.say(self.problem), words)
            self.label(problem, self.rect(140, 380, 1000, 32), "@warning")
        self.button(_("Back"), self.rect(140, 600, 220, 54), self.app.stack.pop)
        # TRANSLATORS: a button that opens the record file in the replay viewer.
        self.button(_("Watch"), self.rect(920, 600, 220, 54), self.watch)

    def set_path(self, text: str) -> None:
        """Remember the path as typed."""
        self.path = text

    def watch(self) -> None:
        """Open the file in the replay viewer, or say why it cannot be watched."""
        if not self.path.strip():
            self.problem = Message(N_("type the path of a game record file first"))
        else:
            self.problem = watch_file(self.app, self.path)
        if self.problem is not None:
            self.rebuild()

    def handle_ui(self, event: pygame.event.Event) -> bool:
        """Enter in the path field watches."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.watch()
            return True
        return False
