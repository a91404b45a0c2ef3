"""A game's story on screen: the words and the chart the scoring screen shows at a game's end and
the history shows for a past game (`game.story` reads the story from the events). What each game
shows is its own page (`scenes/stories/<game>.py`, found through the list of games); here are the
screen, the parts the pages share (the final scores best first, round by round, the race to the
target) and the deal code."""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame
from pygame_gui.elements import UITextBox

from game.core.messages import N_, Message
from game.deal_code import Deal, deal_code
from game.games import game_entry, load_piece
from game.records import Record
from game.story import RoundResult, Told
from game.words import Words
from scenes.charts import ChartView, LineChart, Series
from scenes.seat_names import with_names
from scenes.ui_scene import UIScene

# TRANSLATORS: a player's points in a round or hand and their total after it: "Ada +5 (12)".
CELL = N_("{player} {points} ({total})")
TEXT_BOX = (40, 126, 610, 494)
CHART = (670, 126, 570, 372)
DEAL_LINE = (670, 506, 570, 32)
DEAL_HELP = (670, 538, 570, 26)
"""Where the story's words, its chart and its deal code lie (design coordinates)."""


RoundLine = Callable[[RoundResult, list[str], Words], str]
"""A round or hand in words, from its result and the seats' names (HTML-escaped)."""


@dataclass(frozen=True)
class StoryPage:
    """How a game's story shows: `html(game, names, words)` its lines of text-box HTML (names
    HTML-escaped), `chart(game, words)` its chart or None. `scenes/stories/<game>.py` exports
    one as `PAGE`, found through the list of games."""

    html: Callable[[GameTold, list[str], Words], list[str]]
    chart: Callable[[GameTold, Words], LineChart | None]


def page_of(game: str) -> StoryPage:
    """The story page of the game called `game`; RecordError for a game not in the list."""
    page: StoryPage = load_piece(game, "page")
    return page


@dataclass(frozen=True)
class GameTold:
    """All a story screen shows of one game: its title and options, the seats' names, the story
    and ending, and the deal code (None for a deal a code cannot give)."""

    game: str
    options: Mapping[str, Any]
    names: list[str]
    told: Told
    deal: str | None


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


def heading(text: str, words: Words) -> str:
    return f"<b>{html.escape(words.gettext(text))}</b>"


def cells(result: RoundResult, names: list[str], words: Words) -> str:
    """Each seat's points in a round and the total after it: "Ada +5 (12),  Bram 0 (4)"."""
    return ",  ".join(
        words.say(Message(CELL, {"player": name, "points": words.signed(points), "total": total}))
        for name, points, total in zip(names, result.points, result.totals, strict=False)
    )


def scores(game: GameTold, names: list[str], words: Words) -> list[str]:
    """The final scores, best first (or the scores so far of a game left unfinished)."""
    outcome, rounds = game.told.outcome, game.told.story.rounds
    if outcome is not None:
        final, title = list(outcome.scores), N_("Final scores")
    elif rounds:
        final, title = rounds[-1].totals, N_("Scores so far")
    else:
        return []
    sign = 1 if game_entry(game.game).lower_wins else -1
    order = sorted(range(len(names)), key=lambda seat: sign * final[seat])
    score = N_("{player}: {score}")
    lines = [heading(title, words)]
    lines += [words.say(Message(score, {"player": names[s], "score": final[s]})) for s in order]
    return [*lines, ""]


def rounds_html(
    game: GameTold, names: list[str], words: Words, title: str, line: RoundLine
) -> list[str]:
    """The rounds or hands under `title`, each as `line` says it, with each seat's points."""
    rounds = game.told.story.rounds
    if not rounds:
        return []
    lines = [heading(title, words)]
    for result in rounds:
        lines.append(f"{line(result, names, words)}  {cells(result, names, words)}")
    return lines

# The chart -----------------------------------------------------------------------------------


def story_chart(game: GameTold, words: Words) -> LineChart | None:
    """The game's chart (its page's), or None before anything to chart."""
    return page_of(game.game).chart(game, words)


def race_chart(game: GameTold, words: Words, x_title: str) -> LineChart | None:
    """Each seat's total after every round or hand (`x_title` names them), with the target;
    None before the first."""
    story = game.told.story
    if not story.rounds:
        return None
    series = []
    for seat, name in enumerate(game.names):
        points = list(enumerate(story.race[seat]))
        marks = None if len(points) <= 25 else points[-1:]
        series.append(Series.of_seat(seat, name, points, marks=marks))
    target = game.options.get("target")
    label = "" if target is None else words.say(Message(N_("Target {target}"), {"target": target}))
    return LineChart(
        series,
        words.gettext(x_title),
        words.gettext(N_("Points")),
        lambda value: words.number(round(value)),
        target=target,
        target_label=label,
    )

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
            self.label(help_text, self.rect(*DEAL_HELP), "@help")

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
