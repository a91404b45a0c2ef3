"""The main menu: New game, Continue (only when an autosave exists), Learn, How to play, Settings,
Quit, in a column that holds up to `MOST_ENTRIES` buttons."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.messages import NP_, Message
from game.history import finished_summary
from game.match import Match
from game.rules import GAME_NAMES, find_game
from game.saves import has_autosave, load_autosave
from scenes.guides import game_painters
from scenes.how_to_play import HowToPlayScene
from scenes.learn import LearnScene, start_lesson
from scenes.new_game import NewGameScene
from scenes.settings_scene import SettingsScene
from scenes.ui_scene import UIScene

BUTTON_WIDTH, BUTTON_HEIGHT, BUTTON_GAP, TIGHT_GAP = 360, 58, 16, 10
COLUMN_TOP, COLUMN_BOTTOM = 206, 642
"""The band the buttons share (design pixels): under the games' names, over the line about the
last finished game."""
MOST_ENTRIES = 8
CARD = (84, 124)
SHOWCASE = (
    # game, code, centre (design coordinates), angle in degrees, size
    ("ono99", "9", (180, 350), 16, CARD),
    ("ono99", "ONO99", (245, 335), 0, CARD),
    ("ono99", "-10", (310, 350), -16, CARD),
    ("moon", "6-6", (245, 500), 0, (CARD[1], CARD[1] // 2)),
    ("uno-duo", "R7", (970, 350), 16, CARD),
    ("uno-duo", "W+4", (1035, 335), 0, CARD),
    ("uno-duo", "B+2", (1100, 350), -16, CARD),
    ("moon", "5-3", (1035, 500), 0, (CARD[1], CARD[1] // 2)),
)
"""The pieces of the three games laid out beside the buttons."""


class MenuScene(UIScene):
    """The first screen. Problems found while loading files are shown as notices."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.painters = game_painters(app)

    def enter(self) -> None:
        """Lay out again every time: the autosave may have come or gone meanwhile."""
        self.rebuild()

    def resize(self, size: tuple[int, int]) -> None:
        """The pieces are painted again at the new size."""
        for painter in self.painters.values():
            painter.clear()
        super().resize(size)

    def draw_extra(self, surface: pygame.Surface) -> None:
        """A few cards and tiles of each game on either side of the buttons."""
        for game, code, centre, angle, size in SHOWCASE:
            piece = self.painters[game].surface(
                code, (self.app.px(size[0]), self.app.px(size[1])), angle
            )
            surface.blit(piece, piece.get_rect(center=self.rect(*centre, 0, 0).topleft))

    def build(self) -> None:
        """The title, the buttons in a column, and a line about the last finished game."""
        _ = self.app.words.gettext
        # TRANSLATORS: the name of the app, shown as the menu's title and the window's.
        self.title(_("Trio Table"), 76)
        titles = (_(find_game(game).title) for game in GAME_NAMES)
        self.label("  ·  ".join(titles), self.rect(0, 160, 1280, 34), "@centred")
        entries = self.entries()
        for (text, action), place in zip(entries, button_column(len(entries)), strict=True):
            self.button(text, self.rect(*place), action)
        summary = self.history_summary()
        if summary:
            self.label(summary, self.rect(0, 650, 1280, 30), "@help")

    def entries(self) -> list[tuple[str, Callable[[], None]]]:
        """The buttons, top to bottom: caption and action."""
        _ = self.app.words.gettext
        # TRANSLATORS: the menu's buttons; at most about 24 characters each.
        entries = [(_("New game"), self.new_game)]
        if has_autosave():
            entries.append((_("Continue"), self.continue_game))
        entries += [
            (_("Learn"), self.learn),
            (_("How to play"), self.how_to_play),
            (_("Settings"), self.settings),
            (_("Quit"), self.app.quit),
        ]
        return entries

    def history_summary(self) -> str:
        """One line about the finished games, or "" when there are none."""
        count, last, problems = finished_summary()
        for problem in problems:
            self.app.notice(problem)
        if last is None:
            return ""
        summary = Message.counted(
            # TRANSLATORS: {title} is a game's name, {player} the winner's name.
            NP_(
                "{count} finished game; the last, {title}, was won by {player}.",
                "{count} finished games; the last, {title}, was won by {player}.",
            ),
            {
                "count": count,
                "title": Message(find_game(last.game).title),
                "player": last.winner_name,
            },
        )
        return self.app.words.say(summary)

    def new_game(self) -> None:
        """Open the new-game screen, which offers each title's lesson the first time."""
        app = self.app
        app.stack.push(NewGameScene(app, offer_lesson=lambda game: start_lesson(app, game)))

    def learn(self) -> None:
        """Open the lessons."""
        self.app.stack.push(LearnScene(self.app))

    def continue_game(self) -> None:
        """Load the autosave and go to its table; a bad file is reported and the menu stays."""
        loaded = load_autosave()
        for problem in loaded.problems:
            self.app.notice(problem)
        if loaded.game is None:
            self.rebuild()
            return
        match = Match(loaded.game, loaded.seats)
        match.assisted = loaded.assisted
        self.app.play(match)

    def how_to_play(self) -> None:
        """Open the rules pages."""
        self.app.stack.push(HowToPlayScene(self.app))

    def settings(self) -> None:
        """Open the settings."""
        self.app.stack.push(SettingsScene(self.app))


def button_column(count: int) -> list[tuple[float, float, float, float]]:
    """The places (design x, y, width, height) of `count` buttons centred in one column in the
    band between COLUMN_TOP and COLUMN_BOTTOM: full-height buttons while they fit, lower ones
    closer together beyond (up to MOST_ENTRIES)."""
    room = COLUMN_BOTTOM - COLUMN_TOP
    gap = BUTTON_GAP if count * (BUTTON_HEIGHT + BUTTON_GAP) - BUTTON_GAP <= room else TIGHT_GAP
    height = min(BUTTON_HEIGHT, (room - gap * (count - 1)) / count)
    top = COLUMN_TOP + (room - count * height - (count - 1) * gap) / 2
    left = (1280 - BUTTON_WIDTH) / 2
    return [(left, top + index * (height + gap), BUTTON_WIDTH, height) for index in range(count)]
