"""Each game's story page, and what the pages share: `scenes/stories/<game>.py` exports `PAGE`, a
`StoryPage`, found through the list of games (`page_of`); here are the final scores best first,
round by round, and the race to the target, which a game of rounds puts together."""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core.messages import N_, Message
from game.games import game_entry, load_piece
from game.story import RoundResult, Told
from game.words import Words
from scenes.charts import LineChart, Series

# TRANSLATORS: a player's points in a round or hand and their total after it: "Ada +5 (12)".
CELL = N_("{player} {points} ({total})")


RoundLine = Callable[[RoundResult, list[str], Words], str]
"""A round or hand in words, from its result and the seats' names (HTML-escaped)."""


@dataclass(frozen=True)
class StoryPage:
    """How a game's story shows: `html(game, names, words)` its lines of text-box HTML (names
    HTML-escaped), `chart(game, words)` its chart or None."""

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
