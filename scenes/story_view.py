"""A game's story on screen: the words and the chart the scoring screen shows at a game's end and
the history shows for a past game (`game.story` reads the story from the events).

ONO 99: the places and how each player went out (when, on what total, holding what); tokens or
points round by round; the running total over the game as a chart, each exit marked. UNO Duo:
each round's closing card and counted hand and its points; the race to the target. Moon: each
hand's bid, trumps and tricks, made or set; the race to the target."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame
from pygame_gui.elements import UITextBox

from game.core.messages import N_, NP_, Message
from game.deal_code import Deal, deal_code
from game.records import Record
from game.rules.ono99_cards import CARD_NAMES
from game.rules.uno_duo_cards import card_message
from game.story import Exit, RoundResult, Told
from game.words import Words
from scenes.charts import ChartView, LineChart, Series
from scenes.seat_names import with_names
from scenes.theme import CREAM
from scenes.ui_scene import UIScene

HOW_OUT = {
    # TRANSLATORS: how a player went out of an ONO 99 game, after "2. Bram: ". {hand} lists
    # the cards they held, e.g. "9, ONO 99, 10".
    "cannot_play": N_("out on {total} after {cards} cards, holding {hand}"),
    "no_tokens": N_("out of tokens in round {round}, on {total}, holding {hand}"),
    "reached_target": N_("reached the target in round {round}"),
    "tie_lost": N_("out in round {round}, not among the lowest scores"),
}
LEFT_ROUND = {
    # TRANSLATORS: a player leaving a round of ONO 99 under points scoring, inside the round's
    # line: "Round 2:  Bram busted on 97, holding 9, 10;  Ada +12 (40), …".
    "busted": N_("{player} busted on {total}, holding {hand};"),
    "cannot_play": N_("{player} could not play on {total}, holding {hand};"),
}
ON_THE_TOTAL = ("cannot_play", "busted", "no_tokens", "token_lost")
"""The exits a running total tells (the others come of the scores, at a round's end)."""
TRUMPS = {"doubles": N_("doubles"), "none": N_("no trumps")}
# TRANSLATORS: the tiles of one number as trumps in Moon, e.g. "6s".
NUMBER_TRUMPS = N_("{number}s")
# TRANSLATORS: a player's points in a round or hand and their total after it: "Ada +5 (12)".
CELL = N_("{player} {points} ({total})")
# TRANSLATORS: a place in the final order: "1. Ada".
PLACE = N_("{place}. {player}")
TEXT_BOX = (40, 126, 610, 494)
CHART = (670, 126, 570, 372)
DEAL_LINE = (670, 506, 570, 32)
DEAL_HELP = (670, 536, 570, 24)
"""The deal code's help: a row, or two when it is too long for one at a readable size."""
"""Where the story's words, its chart and its deal code lie (design coordinates)."""


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


def ono99_hand(hand: Sequence[str], words: Words) -> str:
    """ONO 99 cards in words: "9, ONO 99, −10"."""
    return ", ".join(
        words.say(CARD_NAMES[code]) if code in CARD_NAMES else words.digits(code) for code in hand
    )


def uno_hand(hand: Sequence[str], words: Words) -> str:
    """UNO Duo cards in words: "red 7, Wild Draw 4"."""
    return ", ".join(words.say(card_message(code)) for code in hand)


def trump_words(trump: str | None, words: Words) -> str:
    """A Moon hand's trumps in words: "6s", "doubles", "no trumps"."""
    if trump is None:
        return "?"
    if trump in TRUMPS:
        return words.gettext(TRUMPS[trump])
    return words.say(Message(NUMBER_TRUMPS, {"number": int(trump)}))


# The words -----------------------------------------------------------------------------------


def story_html(game: GameTold, words: Words) -> str:
    """The story in words, as text-box HTML (names escaped)."""
    names = [html.escape(name) for name in game.names]
    if game.game == "ono99":
        lines = _places(game, names, words) + _ono99_rounds(game, names, words)
    else:
        lines = _scores(game, names, words) + _rounds(game, names, words)
    return "<br>".join(lines)


def _heading(text: str, words: Words) -> str:
    return f"<b>{html.escape(words.gettext(text))}</b>"


def _cells(result: RoundResult, names: list[str], words: Words) -> str:
    """Each seat's points in a round and the total after it: "Ada +5 (12),  Bram 0 (4)"."""
    return ",  ".join(
        words.say(Message(CELL, {"player": name, "points": words.signed(points), "total": total}))
        for name, points, total in zip(names, result.points, result.totals, strict=False)
    )


def _scores(game: GameTold, names: list[str], words: Words) -> list[str]:
    """The final scores, best first (or the scores so far of a game left unfinished)."""
    outcome, rounds = game.told.outcome, game.told.story.rounds
    if outcome is not None:
        scores, heading = list(outcome.scores), N_("Final scores")
    elif rounds:
        scores, heading = rounds[-1].totals, N_("Scores so far")
    else:
        return []
    lower_wins = game.game == "uno-duo"
    order = sorted(range(len(names)), key=lambda s: scores[s] if lower_wins else -scores[s])
    score = N_("{player}: {score}")
    lines = [_heading(heading, words)]
    lines += [words.say(Message(score, {"player": names[s], "score": scores[s]})) for s in order]
    return [*lines, ""]


def _rounds(game: GameTold, names: list[str], words: Words) -> list[str]:
    """UNO Duo's rounds or Moon's hands, one line each."""
    rounds = game.told.story.rounds
    if not rounds:
        return []
    moon = game.game == "moon"
    lines = [_heading(N_("Hand by hand") if moon else N_("Round by round"), words)]
    for result in rounds:
        said = _moon_hand(result, names, words) if moon else _uno_round(result, names, words)
        lines.append(f"{said}  {_cells(result, names, words)}")
    return lines


def _uno_round(result: RoundResult, names: list[str], words: Words) -> str:
    """A round of UNO Duo: "Round 2: Ada went out with the red 7; Bram held …"."""
    winner = result.winner or 0
    fields: dict[str, Any] = {
        "number": result.number,
        "winner": names[winner],
        "player": names[1 - winner],
        "points": max(result.points),
        "hand": html.escape(uno_hand(result.cards, words)),
    }
    if result.last_card is None:
        # TRANSLATORS: a round of UNO Duo; {hand} lists the cards counted.
        went_out = N_("Round {number}: {winner} went out; {player} held {hand}, {points} points.")
    else:
        fields["card"] = card_message(result.last_card)
        # TRANSLATORS: a round of UNO Duo; {card} is a card's name, {hand} the cards counted.
        went_out = N_(
            "Round {number}: {winner} went out with the {card}; {player} held {hand}, "
            "{points} points."
        )
    return words.say(Message(went_out, fields))


def _moon_hand(result: RoundResult, names: list[str], words: Words) -> str:
    """A hand of Moon: "Hand 3: Bram bid 5 (trumps: 6s), took 5 tricks: made."."""
    bidder = result.winner or 0
    fields = {
        "number": result.number,
        "player": names[bidder],
        "bid": result.bid,
        "trump": trump_words(result.trump, words),
        "count": result.tricks[bidder] if result.tricks else 0,
    }
    if result.made:
        forms = NP_(
            "Hand {number}: {player} bid {bid} (trumps: {trump}), took {count} trick: made.",
            "Hand {number}: {player} bid {bid} (trumps: {trump}), took {count} tricks: made.",
        )
    else:
        forms = NP_(
            "Hand {number}: {player} bid {bid} (trumps: {trump}), took {count} trick: set.",
            "Hand {number}: {player} bid {bid} (trumps: {trump}), took {count} tricks: set.",
        )
    return words.say(Message.counted(forms, fields))


def _places(game: GameTold, names: list[str], words: Words) -> list[str]:
    """ONO 99's places, each with how the player went out (a game left unfinished: who is out so
    far)."""
    told = game.told
    out_for_good = {exit_.seat: exit_ for exit_ in told.story.exits if exit_.for_good}
    if told.outcome is None:
        return [_how_out(exit_, names, names[exit_.seat], words) for exit_ in out_for_good.values()]
    lines = [_heading(N_("Places"), words)]
    for place, seat in sorted((place, seat) for seat, place in enumerate(told.places)):
        where = words.say(Message(PLACE, {"place": place, "player": names[seat]}))
        if game.options.get("scoring") == "points":
            points = Message(N_("{points} points"), {"points": told.outcome.scores[seat]})
            where = f"{where} ({words.say(points)})"
        exit_ = out_for_good.get(seat)
        if seat == told.outcome.winner:
            lines.append(f"<b>{where}</b>")
        else:
            lines.append(where if exit_ is None else _how_out(exit_, names, where, words))
    return [*lines, ""]


def _exit_fields(exit_: Exit, names: Sequence[str], words: Words) -> dict[str, Any]:
    return {
        "player": names[exit_.seat],
        "round": exit_.round,
        "total": exit_.total,
        "cards": exit_.at,
        "hand": html.escape(ono99_hand(exit_.hand, words)),
    }


def _how_out(exit_: Exit, names: Sequence[str], where: str, words: Words) -> str:
    """How a player went out, after `where` ("2. Bram"): "2. Bram: out on 97 after …"."""
    fields = _exit_fields(exit_, names, words)
    how = words.say(Message(HOW_OUT.get(exit_.reason, N_("out")), fields))
    # TRANSLATORS: a place (or a name) and how the player went out: "2. Bram: out on 97 …".
    return words.say(Message(N_("{place}: {how}"), {"place": where, "how": how}))


def _ono99_rounds(game: GameTold, names: list[str], words: Words) -> list[str]:
    """Tokens: each token lost; points: each round's exits and points."""
    story = game.told.story
    if game.options.get("scoring") == "tokens":
        return _token_lines(game, names, words)
    if not story.rounds:
        return []
    lines = [_heading(N_("Round by round"), words)]
    for result in story.rounds:
        left = [e for e in story.exits if e.round == result.number and not e.for_good]
        opening = words.say(Message(N_("Round {number}:"), {"number": result.number}))
        exits = [_left_round(exit_, names, words) for exit_ in left]
        lines.append("  ".join([opening, *exits, _cells(result, names, words)]))
    return lines


def _token_lines(game: GameTold, names: list[str], words: Words) -> list[str]:
    """Who could not play in each round, and the tokens they had left (none: out)."""
    story = game.told.story
    left_after = {result.number: result.tokens for result in story.rounds}
    lines = []
    for exit_ in story.exits:
        fields = _exit_fields(exit_, names, words)
        if exit_.reason == "token_lost":
            forms = NP_(
                "Round {round}: {player} could not play on {total} and lost a token "
                "({count} left).",
                "Round {round}: {player} could not play on {total} and lost a token "
                "({count} left).",
            )
            count = left_after[exit_.round][exit_.seat]
            lines.append(words.say(Message.counted(forms, {**fields, "count": count})))
        else:
            out = N_("Round {round}: {player} could not play on {total} with no token left: out.")
            lines.append(words.say(Message(out, fields)))
    return [_heading(N_("Round by round"), words), *lines] if lines else []


def _left_round(exit_: Exit, names: list[str], words: Words) -> str:
    sentence = LEFT_ROUND.get(exit_.reason, LEFT_ROUND["cannot_play"])
    return words.say(Message(sentence, _exit_fields(exit_, names, words)))


# The chart -----------------------------------------------------------------------------------


def story_chart(game: GameTold, words: Words) -> LineChart | None:
    """ONO 99: the running total after every card, each player's exits marked; the others: each
    seat's total after every round or hand, with the target. None before anything to chart."""
    story = game.told.story
    _ = words.gettext

    def number(value: float) -> str:
        return words.number(round(value))

    if game.game == "ono99":
        if not story.totals:
            return None
        totals = [(index, total) for index, total in enumerate(story.totals, start=1)]
        series = [Series(_("Running total"), totals, CREAM)]
        for seat, name in enumerate(game.names):
            marks = [
                (exit_.at, exit_.total)
                for exit_ in story.exits
                if exit_.seat == seat and exit_.reason in ON_THE_TOTAL
            ]
            if marks:
                # TRANSLATORS: in a chart's legend, the marker of where a player went out.
                label = words.say(Message(N_("{player} out"), {"player": name}))
                series.append(Series.of_seat(seat, label, [], marks=marks, line=False))
        return LineChart(
            series,
            _("Cards played"),
            _("Total"),
            number,
            y_range=(0, 99),
            target=99,
            target_label=words.number(99),
        )
    if not story.rounds:
        return None
    series = []
    for seat, name in enumerate(game.names):
        points = list(enumerate(story.race[seat]))
        marks = None if len(points) <= 25 else points[-1:]
        series.append(Series.of_seat(seat, name, points, marks=marks))
    target = game.options.get("target")
    label = "" if target is None else words.say(Message(N_("Target {target}"), {"target": target}))
    x_title = _("Hand") if game.game == "moon" else _("Round")
    return LineChart(series, x_title, _("Points"), number, target=target, target_label=label)


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
