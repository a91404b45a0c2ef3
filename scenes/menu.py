"""The main menu: New game, Continue (greyed out when there is no autosave, so that no button
moves when one comes or goes), Learn, How to play, History, Statistics, Settings, Quit, in two
columns (room for eight). The screens behind the buttons are
imported when first chosen, so the first menu frame does not wait for them."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.core.messages import NP_, Message
from game.history import finished_summary
from game.match import Match
from game.net.kept_seat import has_kept_seat, load_kept_seat
from game.rules import GAME_NAMES, find_game
from game.saves import has_autosave, load_autosave
from scenes.guides import game_painters
from scenes.theme import TEXT_SIZES
from scenes.ui_scene import UIScene

BUTTON_WIDTH, BUTTON_HEIGHT, BUTTON_GAP = 290, 58, 16
COLUMN_GAP, BUTTONS_TOP = 24, 240
MOST_ENTRIES = 8
"""The buttons the menu has room for: two columns of four."""
CARD = (84, 124)
SHOWCASE = (
    # game, code, centre (design coordinates), angle in degrees, size
    ("ono99", "9", (140, 350), 16, CARD),
    ("ono99", "ONO99", (205, 335), 0, CARD),
    ("ono99", "-10", (270, 350), -16, CARD),
    ("moon", "6-6", (205, 500), 0, (CARD[1], CARD[1] // 2)),
    ("uno-duo", "R7", (1010, 350), 16, CARD),
    ("uno-duo", "W+4", (1075, 335), 0, CARD),
    ("uno-duo", "B+2", (1140, 350), -16, CARD),
    ("moon", "5-3", (1075, 500), 0, (CARD[1], CARD[1] // 2)),
)
"""The pieces of the three games laid out beside the buttons."""


def button_places(count: int) -> list[tuple[float, float]]:
    """The top left corners (design coordinates) of `count` menu buttons: down the left column,
    then down the right one, the columns centred and of equal length (one more on the left)."""
    if count > MOST_ENTRIES:
        raise ValueError(f"the menu has room for {MOST_ENTRIES} buttons, not {count}")
    rows = (count + 1) // 2
    left = (1280 - 2 * BUTTON_WIDTH - COLUMN_GAP) / 2
    return [
        (left + (index // rows) * (BUTTON_WIDTH + COLUMN_GAP),
         BUTTONS_TOP + (index % rows) * (BUTTON_HEIGHT + BUTTON_GAP))
        for index in range(count)
    ]  # fmt: skip


class MenuScene(UIScene):
    """The first screen. Problems found while loading files are shown as notices."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.painters = game_painters(app)

    def enter(self) -> None:
        """Lay out again every time: the autosave may have come or gone meanwhile."""
        self.rebuild()
        self.focus_first()

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
        for (text, action), (left, top) in zip(entries, button_places(len(entries)), strict=True):
            button = self.button(text, self.rect(left, top, BUTTON_WIDTH, BUTTON_HEIGHT), action)
            if action == self.continue_game and not self.can_continue():
                button.disable()
        summary = self.history_summary()
        if summary:
            # As wide as its text (the small style has no centring of its own), centred.
            width = self.app.font(self.app.px(TEXT_SIZES["small"]), text=summary).size(summary)[0]
            design_width = min(1240, width / self.app.scale + 12)
            self.label(
                summary, self.rect((1280 - design_width) / 2, 650, design_width, 30), "@help"
            )

    def entries(self) -> list[tuple[str, Callable[[], object]]]:
        """The buttons, down the left column then the right: caption and action. Continue
        keeps its place when there is nothing to continue (`build` greys it out)."""
        _ = self.app.words.gettext
        # TRANSLATORS: the menu's buttons; at most about 24 characters each.
        return [
            (_("New game"), self.new_game),
            (_("Continue"), self.continue_game),
            (_("Learn"), self.learn),
            (_("How to play"), self.how_to_play),
            (_("History"), self.history),
            (_("Statistics"), self.statistics),
            (_("Settings"), self.settings),
            (_("Quit"), self.app.quit),
        ]

    def can_continue(self) -> bool:
        """True when there is a game to continue: a seat at a table on another computer, one
        the app's memory keeps, or the autosave."""
        return has_kept_seat() or self.app.kept_game is not None or has_autosave()

    def history_summary(self) -> str:
        """One line about the finished games, or "" when there are none."""
        count, last, problems = finished_summary()
        for problem in problems:
            self.app.notice_once(problem)
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
        from scenes.learn import start_lesson
        from scenes.net.across import across_computers
        from scenes.new_game import NewGameScene

        app = self.app
        lesson = partial(start_lesson, app)
        app.stack.push(NewGameScene(app, offer_lesson=lesson, across=across_computers(app)))

    def learn(self) -> None:
        """Open the lessons."""
        from scenes.learn import LearnScene

        self.app.stack.push(LearnScene(self.app))

    def continue_game(self) -> None:
        """Go back to the seat this app held at a table on another computer (its game goes on
        there), else to the game only the app's memory holds, else load the autosave and go to
        its table; a bad file is reported and the menu stays."""
        seat, problem = load_kept_seat()
        if problem is not None:
            self.app.notice(problem)
        if seat is not None:
            from scenes.net.join import take_back

            take_back(self.app, seat)
            return
        kept = self.app.kept_game
        if kept is not None:
            match = Match.from_record(kept.record, kept.seats)
            match.assisted, match.coach_notes = kept.assisted, kept.coach_notes
            self.app.kept_game = match  # until the table autosaves it
            self.app.play(match)
            return
        loaded = load_autosave()
        for problem in loaded.problems:
            self.app.notice(problem)
        if loaded.game is None:
            self.rebuild()
            return
        match = Match(loaded.game, loaded.seats)
        match.assisted = loaded.assisted
        match.coach_notes = loaded.coach_notes
        self.app.play(match)

    def how_to_play(self) -> None:
        """Open the rules pages."""
        from scenes.how_to_play import HowToPlayScene

        self.app.stack.push(HowToPlayScene(self.app))

    def history(self) -> None:
        """Open the list of played games."""
        from scenes.history_scene import HistoryScene

        self.app.stack.push(HistoryScene(self.app))

    def statistics(self) -> None:
        """Open the statistics."""
        from scenes.statistics_scene import StatisticsScene

        self.app.stack.push(StatisticsScene(self.app))

    def settings(self) -> None:
        """Open the settings."""
        from scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))
