"""The history: every game played, newest first, a page of rows at a time (the wheel, Page Up
and Page Down, or Newer and Older move through them), filtered by title. A row shows when, the
title, how it ended, the seats with their levels, the options unlike the usual ones and whether
help was used; choosing one opens its story (`scenes.past_game`). "Watch a record file" opens a
record file in the replay viewer (`scenes.open_record`)."""

from __future__ import annotations

from functools import partial

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel

from game.core.messages import N_, Message
from game.history import PastGame, read_history
from game.rules import GAME_NAMES, find_game
from scenes.open_record import OpenRecordScene
from scenes.past_game import (
    PastGameScene,
    load_story,
    options_words,
    result_words,
    seats_words,
    when_words,
)
from scenes.theme import TEXT_SIZES
from scenes.ui_scene import UIScene

ALL = ""
"""The filter that shows every title."""
ROWS = 7
ROW_TOP, ROW_HEIGHT, ROW_GAP = 160, 58, 8
LEFT, WIDTH = 40, 1200
TAB_WIDTH, TAB_GAP = 280, 16
WHEEL_ROWS = 3


class Caption(UILabel):
    """A label laid over a row's button: the mouse goes through it to the button."""

    def can_hover(self) -> bool:
        """Never: the row's button under it is hovered and clicked."""
        return False


class HistoryScene(UIScene):
    """The list of past games. A bad history was set aside by `game.history`; its sentence is
    shown as a notice and the list starts empty."""

    escape_closes = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games, problems = read_history()
        for problem in problems:
            app.notice_once(problem)
        self.title_filter = ALL
        self.first = 0

    # The model --------------------------------------------------------------------------------

    def shown(self) -> list[PastGame]:
        """The games that pass the filter, newest first."""
        if self.title_filter == ALL:
            return self.games
        return [game for game in self.games if game.game == self.title_filter]

    def scroll(self, rows: int) -> None:
        """Move the page by `rows` (down: older), staying within the list."""
        last = max(0, len(self.shown()) - ROWS)
        first = min(max(0, self.first + rows), last)
        if first != self.first:
            self.first = first
            self.rebuild()

    def pick_title(self, title: str) -> None:
        """Show one title's games (or all), from the newest."""
        self.title_filter = title
        self.first = 0
        self.rebuild()

    def open_game(self, game: PastGame) -> None:
        """Open a game's story; a record that cannot be read is said in one sentence."""
        told, record, problems = load_story(game)
        for problem in problems:
            self.app.notice(problem)
        if told is not None and record is not None:
            self.app.stack.push(PastGameScene(self.app, game, told, record))

    # The screen -------------------------------------------------------------------------------

    def build(self) -> None:
        """The title, the filter tabs, a page of rows, and Back, Newer and Older."""
        words = self.app.words
        _ = words.gettext
        self.title(_("History"))
        self.build_tabs()
        shown = self.shown()
        page = shown[self.first : self.first + ROWS]
        for index, game in enumerate(page):
            self.build_row(game, ROW_TOP + index * (ROW_HEIGHT + ROW_GAP))
        if not shown:
            empty = (
                N_("No games yet: every game you finish or leave is listed here.")
                if not self.games
                else N_("No games of this title yet.")
            )
            self.label(_(empty), self.rect(0, 300, 1280, 40), "@centred")
        self.button(_("Back"), self.rect(LEFT, 640, 200, 56), self.app.stack.pop)
        # TRANSLATORS: a button that opens a game record file in the replay viewer.
        watch = _("Watch a record file")
        self.button(watch, self.rect(LEFT + 220, 640, 210, 56), self.watch_file)
        if len(shown) > ROWS:
            self.build_pager(len(shown))

    def watch_file(self) -> None:
        """Open the screen that opens a record file in the replay viewer."""
        self.app.stack.push(OpenRecordScene(self.app))

    def build_tabs(self) -> None:
        _ = self.app.words.gettext
        titles = {ALL: _("All games")} | {game: _(find_game(game).title) for game in GAME_NAMES}
        left = (1280 - len(titles) * TAB_WIDTH - (len(titles) - 1) * TAB_GAP) / 2
        for index, (title, caption) in enumerate(titles.items()):
            rect = self.rect(left + index * (TAB_WIDTH + TAB_GAP), 92, TAB_WIDTH, 48)
            tab = self.button(caption, rect, partial(self.pick_title, title))
            if title == self.title_filter:
                tab.select()

    def build_row(self, game: PastGame, top: float) -> None:
        """One game: a button the width of the list, its texts laid over it."""
        words = self.app.words
        rect = self.rect(LEFT, top, WIDTH, ROW_HEIGHT)
        self.button("", rect, lambda: self.open_game(game), object_id="#row")
        first, second = top, top + 31
        self.caption(when_words(game, words), (LEFT + 16, first, 270, 31))
        self.caption(words.gettext(find_game(game.game).title), (LEFT + 300, first, 250, 31))
        self.caption(result_words(game, words), (LEFT + 560, first, 480, 31))
        if game.assisted:
            # TRANSLATORS: a mark on a game of the history in which undo or hints were used.
            mark = N_("assisted")
            self.caption(words.gettext(mark), (LEFT + 1050, first, 134, 31), "@help")
        details = seats_words(game, words)
        options = options_words(game.game, game.options, words)
        if options:
            details = f"{details}  ·  {options}"
        self.caption(details, (LEFT + 16, second, WIDTH - 32, 27), "@help")

    def caption(self, text: str, box: tuple[float, float, float, float], style: str = "") -> None:
        """A text over a row (smaller if it would not fit); `style` "" or "@help"."""
        rect = self.rect(*box)
        shrink = self.shrunk(text, rect.width, TEXT_SIZES["small" if style else "body"])
        Caption(
            rect, text, self.manager, object_id=ObjectID(object_id=shrink, class_id=style or None)
        )

    def build_pager(self, count: int) -> None:
        """Newer and Older, and which rows are shown: "8–14 of 120"."""
        words = self.app.words
        _ = words.gettext
        last = min(count, self.first + ROWS)
        where = Message(
            # TRANSLATORS: which rows of the history are shown: "8–14 of 120".
            N_("{first}–{last} of {count}"),
            {"first": self.first + 1, "last": last, "count": count},
        )
        self.label(words.say(where), self.rect(480, 650, 320, 36), "@centred")
        newer = self.button(_("Newer"), self.rect(820, 640, 200, 56), lambda: self.scroll(-ROWS))
        older = self.button(_("Older"), self.rect(1040, 640, 200, 56), lambda: self.scroll(ROWS))
        if self.first == 0:
            newer.disable()
        if last >= count:
            older.disable()

    def handle_ui(self, event: pygame.event.Event) -> bool:
        """The wheel scrolls a few rows; Page Up and Page Down a page."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * WHEEL_ROWS)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll(ROWS if event.key == pygame.K_PAGEDOWN else -ROWS)
            return True
        return False
