"""How you are doing, from the history (`game.statistics`): for a title (or all), against
computers of a level (or any) and for a player (or everyone): games, wins, the win rate and its
chart over time, streaks, average place and score, and each title's own figures (ONO 99's
average place, UNO Duo's points conceded a round, Moon's bids made and set).

The history is read once when the screen opens; a choice only counts again, from the rows in
memory (no game is replayed), so the screen opens at once with a long history."""

from __future__ import annotations

from collections.abc import Callable

from game.core.messages import N_, NP_, Message
from game.games import game_entry
from game.history import PastGame, read_history
from game.rules import GAME_NAMES, find_game
from game.saves import LEVELS
from game.statistics import Tally, human_names, tally
from game.words import Words
from scenes.charts import CIRCLE, ChartView, LineChart, Series
from scenes.past_game import LEVEL_NAMES
from scenes.theme import CREAM
from scenes.ui_scene import UIScene

EVERY = ""
"""The choice of every title, level or player."""
ROW_TOP, ROW = 160, 34
CHART = (660, 160, 580, 460)
MOST_MARKED = 40
"""A win-rate line of more games than this has a marker at its end only."""


def streak_words(streak: int, words: Words) -> str:
    """The current streak: "3 wins in a row", "2 losses in a row", or "–" before any game."""
    if streak == 0:
        return "–"
    if streak > 0:
        forms = NP_("{count} win in a row", "{count} wins in a row")
    else:
        forms = NP_("{count} loss in a row", "{count} losses in a row")
    return words.say(Message.counted(forms, {"count": abs(streak)}))


def rate_words(figures: Tally, words: Words) -> str:
    """The win rate and of how many games: "58% of 12" ("–" before any)."""
    if figures.win_rate is None:
        return "–"
    rate = {"rate": words.percent(figures.win_rate), "count": figures.games}
    # TRANSLATORS: a win rate and the number of games it is of: "58% of 12".
    return words.say(Message(N_("{rate} of {count}"), rate))


def bids_words(figures: Tally, words: Words) -> str:
    """Moon's bids: "5 made, 2 set"."""
    # TRANSLATORS: Moon bids: "5 made, 2 set".
    made = Message(
        N_("{made} made, {set} set"), {"made": figures.bids_made, "set": figures.bids_set}
    )
    return words.say(made)


def decimal(value: float | None, words: Words) -> str:
    """A mean to two decimals at most, in the language ("–" when there is none)."""
    return "–" if value is None else words.number(round(value, 2))


FIGURES: dict[str, tuple[str, str | None, Callable[[Tally, Words], str]]] = {
    "average_place": (
        # TRANSLATORS: the names of a title's own figures on the statistics screen; with {title}
        # (a game's name), the same figure beside the other titles': "ONO 99: average place".
        N_("Average place"),
        N_("{title}: average place"),
        lambda figures, words: decimal(figures.average_place, words),
    ),
    "average_score": (
        N_("Average score"),
        None,
        lambda figures, words: decimal(figures.average_score, words),
    ),
    "conceded_per_round": (
        N_("Points conceded a round"),
        N_("{title}: points conceded a round"),
        lambda figures, words: decimal(figures.conceded_per_round, words),
    ),
    "bids": (N_("Bids made and set"), N_("{title}: bids made and set"), bids_words),
}
"""By figure a game's entry may name (`game.games.FIGURES`): its row's name, its name beside the
other titles' (None: never shown there) and its value in words. Beside the other titles, a title
shows the last of its figures that has such a name."""


class StatisticsScene(UIScene):
    """Three choices on top, the figures on the left, the win rate's chart on the right."""

    escape_closes = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games: list[PastGame]
        self.games, problems = read_history()
        for problem in problems:
            app.notice_once(problem)
        names = human_names(self.games)
        self.title_choice = EVERY
        self.level_choice = EVERY
        self.player_choice = names[0] if len(names) == 1 else EVERY
        self.chart: ChartView | None = None

    # The model --------------------------------------------------------------------------------

    def figures(self, title: str | None = None) -> Tally:
        """The tally of the chosen games (of `title` when given, else the chosen title)."""
        return tally(
            self.games,
            self.player_choice or None,
            title or self.title_choice or None,
            self.level_choice or None,
        )

    def choose(self, what: str, value: str) -> None:
        """A choice changed: count again."""
        setattr(self, what, value)
        self.rebuild()

    # The screen -------------------------------------------------------------------------------

    def build(self) -> None:
        """The choices, then the figures and the chart (or a sentence when there is nothing)."""
        words = self.app.words
        _ = words.gettext
        self.title(_("Statistics"))
        self.build_choices()
        figures = self.figures()
        self.chart = None
        self.button(_("Back"), self.rect(40, 640, 200, 56), self.app.stack.pop)
        if not figures.games and not figures.abandoned:
            empty = (
                N_("No games yet: play a game to the end and its figures appear here.")
                if not self.games
                else N_("No games match these choices.")
            )
            self.label(_(empty), self.rect(0, 300, 1280, 40), "@centred")
            return
        rows = self.general_rows(figures) + self.title_rows()
        for index, (name, value) in enumerate(rows):
            top = ROW_TOP + index * ROW
            self.label(name, self.rect(40, top, 390, ROW - 2))
            self.label(value, self.rect(440, top, 200, ROW - 2))
        if figures.course:
            self.chart = ChartView(self.win_rate_chart(figures), CHART)

    def build_choices(self) -> None:
        """Title, opponents' level and player, each a drop-down list."""
        words = self.app.words
        _ = words.gettext
        titles = {_("All games"): EVERY} | {_(find_game(game).title): game for game in GAME_NAMES}
        levels = {_("Any level"): EVERY} | {_(LEVEL_NAMES[level]): level for level in LEVELS}
        players = {_("Everyone"): EVERY} | {name: name for name in human_names(self.games)}
        choices = (
            # TRANSLATORS: the choices of the statistics screen, before drop-down lists.
            (_("Game"), titles, "title_choice", (40, 90, 320)),
            (_("Opponents"), levels, "level_choice", (470, 140, 220)),
            (_("Player"), players, "player_choice", (850, 90, 300)),
        )
        for caption, entries, what, (left, label_width, width) in choices:
            self.label(caption, self.rect(left, 96, label_width - 8, 36))
            current = next(text for text, value in entries.items() if value == getattr(self, what))

            def on_choice(text: str, entries: dict[str, str] = entries, what: str = what) -> None:
                self.choose(what, entries[text])

            self.dropdown(
                list(entries), current, self.rect(left + label_width, 96, width, 36), on_choice
            )

    def general_rows(self, figures: Tally) -> list[tuple[str, str]]:
        """Games, wins, rate, streaks, the chosen title's own figures, abandoned, assisted."""
        words = self.app.words
        _ = words.gettext
        # TRANSLATORS: the names of the figures on the statistics screen.
        rows = [
            (_("Games finished"), words.number(figures.games)),
            (_("Wins"), words.number(figures.wins)),
            (_("Win rate"), rate_words(figures, words)),
            (_("Current streak"), streak_words(figures.streak, words)),
            (_("Best winning streak"), words.number(figures.best_streak)),
        ]
        if self.title_choice:
            for figure in game_entry(self.title_choice).figures:
                name, _beside, value = FIGURES[figure]
                rows.append((_(name), value(figures, words)))
        rows += [
            (_("Not finished"), words.number(figures.abandoned)),
            (_("Assisted (undo or hints)"), words.number(figures.assisted)),
        ]
        return rows

    def title_rows(self) -> list[tuple[str, str]]:
        """With every title chosen, each title's win rate and own figure."""
        if self.title_choice:
            return []
        words = self.app.words
        rows = []
        for title in GAME_NAMES:
            figures = self.figures(title)
            name = {"title": words.gettext(find_game(title).title)}
            # TRANSLATORS: {title} is a game's name: "ONO 99: win rate".
            rows.append(
                (words.say(Message(N_("{title}: win rate"), name)), rate_words(figures, words))
            )
            shown = [FIGURES[figure] for figure in game_entry(title).figures]
            caption, value = [(caption, value) for _name, caption, value in shown if caption][-1]
            rows.append((words.say(Message(caption, name)), value(figures, words)))
        return rows

    def win_rate_chart(self, figures: Tally) -> LineChart:
        """The win rate after each finished game, oldest first, in percent."""
        words = self.app.words
        _ = words.gettext
        course = figures.course
        points = [(index, rate * 100) for index, (_when, rate) in enumerate(course, start=1)]
        marks = None if len(points) <= MOST_MARKED else points[-1:]
        series = Series(_("Win rate"), points, CREAM, marker=CIRCLE, marks=marks)
        return LineChart(
            [series],
            _("Games finished"),
            _("Win rate over time"),
            lambda value: words.number(round(value)),
            y_number=lambda value: words.percent(value / 100),
            x_range=(0, 1),
            y_range=(0, 100),
            legend=False,
        )

    def draw_extra(self, surface) -> None:
        """The chart, drawn at the window's size (kept until the next rebuild)."""
        if self.chart is not None:
            self.chart.draw(surface, self.app)

    def close(self) -> None:
        """The chart's image goes with the elements."""
        super().close()
        self.chart = None
