"""A game's story on screen: the words and the chart the scoring screen shows at a game's end and
the history shows for a past game (`game.story` reads the story from the events). What each game
shows is its own page (`scenes/stories/<game>.py`, found through the list of games, with the parts
the pages share in `scenes.stories`); here are the screen and the deal code."""

from __future__ import annotations

import html
from collections.abc import Sequence

import pygame
from pygame_gui.elements import UITextBox

from game.core.messages import N_, Message
from game.deal_code import Deal, deal_code
from game.records import Record
from game.words import Words
from scenes.charts import ChartView, LineChart
from scenes.seat_names import with_names
from scenes.stories import GameTold, page_of
from scenes.ui_scene import UIScene

TEXT_BOX = (40, 126, 610, 494)
CHART = (670, 126, 570, 372)
DEAL_LINE = (670, 506, 570, 32)
DEAL_HELP = (670, 536, 570, 24)
"""The deal code's help: a row, or two when it is too long for one at a readable size."""
"""Where the story's words, its chart and its deal code lie (design coordinates)."""


def deal_of(record: Record) -> str | None:
    """The deal code of a record's deal, or None when a code cannot give it (a stacked deck, or
    extras a code does not hold)."""
    if record.deck is not None or record.extras:
        return None
    return deal_code(Deal(record.game, record.players, dict(record.options), record.seed))


def reason_line(game: GameTold, words: Words) -> str:
    """Why the winner won, with a capital ("" for a game left unfinished)."""
    outcome = game.told.outcome
    if outcome is None:
        return ""
    reason = words.say(with_names(outcome.reason, game.names))
    return reason[:1].upper() + reason[1:]


# The words -----------------------------------------------------------------------------------


def story_html(game: GameTold, words: Words) -> str:
    """The story in words, as text-box HTML (names escaped)."""
    names = [html.escape(name) for name in game.names]
    return "<br>".join(page_of(game.game).html(game, names, words))


def story_chart(game: GameTold, words: Words) -> LineChart | None:
    """The game's chart (its page's), or None before anything to chart."""
    return page_of(game.game).chart(game, words)


# The screen ----------------------------------------------------------------------------------


class StoryScene(UIScene):
    """A screen that tells one game: a title, a line under it, the story's words on the left,
    its chart on the right and the deal code under the chart. Subclasses add their buttons."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.chart: ChartView | None = None

    def build_story(
        self,
        game: GameTold,
        title: str,
        line: str,
        preface: Sequence[str] = (),
        leave: float = 0,
    ) -> None:
        """Lay out the story of `game` under `title` and `line` (`preface`: HTML lines before the
        story's; `leave`: design pixels left free under the text box, for a line across)."""
        words = self.app.words
        self.title(title, 10)
        if line:
            self.label(line, self.rect(0, 84, 1280, 34), "@centred")
        chart = story_chart(game, words)
        self.chart = None if chart is None else ChartView(chart, CHART)
        text = "<br>".join([*preface, story_html(game, words)])
        left, top, width, height = TEXT_BOX
        self.text_box(text, self.rect(left, top, width if chart else 1200, height - leave))
        if game.deal is not None and chart is not None:
            code = Message(N_("Deal code: {code}"), {"code": game.deal})
            self.label(words.say(code), self.rect(*DEAL_LINE), "@centred")
            help_text = words.gettext(
                N_("A friend who types it on the new-game screen plays the very same deal.")
            )
            self.wrapped_label(help_text, self.rect(*DEAL_HELP), "@help")

    def text_box(self, text: str, rect: pygame.Rect) -> UITextBox:
        """A text box as tall as its text, up to `rect`'s height (then it scrolls)."""
        box = UITextBox(text, rect, self.manager, wrap_to_height=True)
        if box.rect.height > rect.height:
            box.kill()
            box = UITextBox(text, rect, self.manager)
        return box

    def draw_extra(self, surface: pygame.Surface) -> None:
        """The chart, drawn at the window's size (kept until the next rebuild)."""
        if self.chart is not None:
            self.chart.draw(surface, self.app)

    def close(self) -> None:
        """The chart's image goes with the elements."""
        super().close()
        self.chart = None
