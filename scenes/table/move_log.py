"""The move log at the table: every move the viewer saw, in words ("Bram played 10: total 28",
"Cleo passed.", "You drew 6 cards (the Draw 2 volley)."), the newest at the bottom and the whole
game a scroll away (the mouse wheel over it, or Page Up and Page Down); shown by default, folded
to a small tab with L or a click on its title.

The lines come from the game's narrator (`Narrator.log`) and the events as the viewer saw them,
so a hidden card is never named: the log is filled as the table animates each event, and built
again from `match.observation(viewer).events` whenever the table is set from a view without the
events (a resumed game, a pass-and-play hand-off, an undo).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from game.core.events import Event
from game.core.messages import N_, Message
from game.core.seats import Viewer
from game.narration import Narrator
from scenes.fonts import wrap_text
from scenes.lru import LruCache
from scenes.table.widgets import panel
from scenes.theme import CREAM, GOLD, MUTED

if TYPE_CHECKING:
    from scenes.table.base import TableScene

MOST_LINES = 600
"""Lines the log keeps (the oldest go first): a whole game of any title, bounded."""
WRAPPED_LIMIT = 200
"""Lines whose wrapping into rows is remembered (the ones on show and scrolled past lately)."""
TEXT_SIZE = 14
TITLE_SIZE = 15
ROW_GAP = 3
PAD = 8
SCROLL_KEYS = {pygame.K_PAGEUP: 1, pygame.K_PAGEDOWN: -1}
FOLD_KEY = pygame.K_l
# TRANSLATORS: the title of the move log at the table; "[L]" is its key.
TITLE = Message(N_("Moves"))
# TRANSLATORS: under the move log's title while older lines are shown.
SCROLLED = Message(N_("older moves: Page Down for the newest"))


class MoveLog:
    """The lines of the log, whether it is folded, and how far it is scrolled back (rows)."""

    def __init__(self, narrator: Narrator) -> None:
        self.narrator = narrator
        self.lines: deque[Message] = deque(maxlen=MOST_LINES)
        self.folded = False
        self.scrolled = 0
        """Rows scrolled back from the newest (0: the newest line is the last row shown)."""
        self._rows: LruCache[list[str]] = LruCache(WRAPPED_LIMIT)

    # What it holds ------------------------------------------------------------------------------

    def add(self, event: Event, names: list[str], viewer: Viewer) -> None:
        """The line of an event as `viewer` saw it, if it has one."""
        line = self.narrator.log(event, names, viewer)
        if line is not None:
            self.lines.append(line)
            if self.scrolled:
                self.scrolled += 1  # what the reader is looking at stays put

    def rebuild(self, events: Iterable[Event], names: list[str], viewer: Viewer) -> None:
        """Every line again from the events as `viewer` saw them, scrolled to the newest."""
        self.lines.clear()
        self.scrolled = 0
        for event in events:
            line = self.narrator.log(event, names, viewer)
            if line is not None:
                self.lines.append(line)

    def clear_cache(self) -> None:
        """Forget the wrapped rows (the window's size or the language changed)."""
        self._rows.clear()

    # Input --------------------------------------------------------------------------------------

    def toggle(self) -> None:
        """Fold the log to its tab, or unfold it."""
        self.folded = not self.folded
        self.scrolled = 0

    def scroll(self, table: TableScene, rect: pygame.Rect, rows: int) -> None:
        """Scroll back (`rows` > 0) or forward, within the game's lines."""
        if self.folded:
            return
        width = self._text_width(table, rect)
        total = sum(len(self._wrapped(table, line, width)) for line in self.lines)
        room = self._room(table, rect)
        self.scrolled = max(0, min(self.scrolled + rows, total - room))

    def title_rect(self, table: TableScene, rect: pygame.Rect) -> pygame.Rect:
        """The clickable title bar (the whole tab when folded), at the top of `rect`."""
        title = self._title(table)
        height = title.get_height() + 2 * table.px(PAD // 2)
        room = title.get_width() + table.px(4 * PAD)
        width = rect.width if not self.folded else min(rect.width, room)
        return pygame.Rect(rect.right - width, rect.top, width, height)

    # Drawing ------------------------------------------------------------------------------------

    def draw(self, table: TableScene, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The tab, or the panel with the title and the rows that fit, newest at the bottom."""
        px = table.px
        bar = self.title_rect(table, rect)
        if self.folded:
            panel(table, surface, bar, radius=8, edge=True)
            title = self._title(table)
            surface.blit(title, title.get_rect(center=bar.center))
            return
        panel(table, surface, rect, radius=10, edge=True)
        title = self._title(table)
        surface.blit(title, (rect.left + px(PAD), bar.centery - title.get_height() // 2))
        top = bar.bottom
        if self.scrolled:
            note = table.fitted(SCROLLED, 12, MUTED, rect.width - 2 * px(PAD))
            surface.blit(note, (rect.left + px(PAD), top))
            top += note.get_height()
        width = self._text_width(table, rect)
        step = self._row_height(table)
        y = rect.bottom - px(PAD) - step
        skip = self.scrolled
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-px(PAD), 0).clip(clip))
        for age, line in enumerate(reversed(self.lines)):
            colour = CREAM if age == 0 and not self.scrolled else MUTED
            for row in reversed(self._wrapped(table, line, width)):
                if skip:
                    skip -= 1
                    continue
                if y < top:
                    break
                surface.blit(table.text(row, TEXT_SIZE, colour), (rect.left + px(PAD), y))
                y -= step
            if y < top:
                break
        surface.set_clip(clip)

    def _title(self, table: TableScene) -> pygame.Surface:
        words = f"{table.words(TITLE)}  [{pygame.key.name(FOLD_KEY).upper()}]"
        return table.text(words, TITLE_SIZE, GOLD, bold=True)

    def _text_width(self, table: TableScene, rect: pygame.Rect) -> int:
        return rect.width - 2 * table.px(PAD)

    def _row_height(self, table: TableScene) -> int:
        return table.app.font(table.px(TEXT_SIZE)).get_linesize() + table.px(ROW_GAP) // 2

    def _room(self, table: TableScene, rect: pygame.Rect) -> int:
        """How many rows fit under the title."""
        top = self.title_rect(table, rect).bottom
        return max(1, (rect.bottom - table.px(PAD) - top) // self._row_height(table))

    def _wrapped(self, table: TableScene, line: Message, width: int) -> list[str]:
        """`line` in the language, cut into rows that fit `width` pixels."""
        shown = table.wrapped_words(line)
        font = table.app.font(table.px(TEXT_SIZE), False, shown)
        return self._rows.get((shown, width), lambda: wrap_text(font, shown, width))
