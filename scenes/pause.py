"""The pause screen over the table (Esc): resume, how to play, settings, export the game for a bug
report, quit to the menu."""

from __future__ import annotations

import pygame

from game.core.messages import N_, Message
from game.match import TableSurface
from game.saves import export_record
from game.storage import os_cause
from scenes.how_to_play import HowToPlayScene
from scenes.settings_scene import SettingsScene
from scenes.ui_scene import UIScene

VEIL = (0, 0, 0, 150)


class PauseScene(UIScene):
    """An overlay that dims the table; Esc or Resume goes back to the game."""

    overlay = True
    escape_closes = True

    def __init__(self, app, match: TableSurface) -> None:
        super().__init__(app)
        self.match = match
        self.exported: str | None = None

    def build(self) -> None:
        """A column of buttons, and the path of the last export under it."""
        _ = self.app.words.gettext
        self.title(_("Paused"), 90)
        # TRANSLATORS: the pause screen's buttons; at most about 30 characters each.
        entries = [
            (_("Resume"), self.app.stack.pop),
            (
                _("How to play"),
                lambda: self.app.stack.push(HowToPlayScene(self.app, self.match.game)),
            ),
            (_("Settings"), lambda: self.app.stack.push(SettingsScene(self.app))),
            (_("Export game for a bug report"), self.export),
            (_("Quit to menu"), self.app.show_menu),
        ]
        for index, (text, action) in enumerate(entries):
            self.button(text, self.rect(440, 200 + index * 72, 400, 56), action)
        if self.exported is not None:
            saved = self.app.words.say(Message(N_("Saved to {path}"), {"path": self.exported}))
            self.label(saved, self.rect(40, 568, 1200, 34), "@centred")

    def export(self) -> None:
        """Write the game's record to a file under the user data folder and show where."""
        try:
            path = export_record(self.match.record)
        except OSError as error:
            self.app.notice(
                Message(N_("The game could not be exported ({cause})."), {"cause": os_cause(error)})
            )
            return
        self.exported = str(path)
        self.app.notice(Message(N_("The game was exported to {path}."), {"path": str(path)}))
        self.rebuild()

    def draw_background(self, surface: pygame.Surface) -> None:
        """Dim the table underneath instead of covering it."""
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(VEIL)
        surface.blit(veil, (0, 0))
