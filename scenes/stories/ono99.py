"""ONO 99's story page: the places and how each player went out (when, on what total, holding
what); tokens or points round by round; the running total over the game as a chart, each exit
marked."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from game.core.messages import N_, NP_, Message
from game.rules.ono99_cards import CARD_NAMES
from game.story import Exit
from game.words import Words
from scenes.charts import LineChart, Series
from scenes.stories import GameTold, StoryPage, cells, heading
from scenes.theme import CREAM

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
# TRANSLATORS: a place in the final order: "1. Ada".
PLACE = N_("{place}. {player}")


def ono99_hand(hand: Sequence[str], words: Words) -> str:
    """ONO 99 cards in words: "9, ONO 99, −10"."""
    return ", ".join(
        words.say(CARD_NAMES[code]) if code in CARD_NAMES else words.digits(code) for code in hand
    )


def story_lines(game: GameTold, names: list[str], words: Words) -> list[str]:
    """The places, then round by round."""
    return _places(game, names, words) + _ono99_rounds(game, names, words)


def _places(game: GameTold, names: list[str], words: Words) -> list[str]:
    """ONO 99's places, each with how the player went out (a game left unfinished: who is out so
    far)."""
    told = game.told
    out_for_good = {exit_.seat: exit_ for exit_ in told.story.exits if exit_.for_good}
    if told.outcome is None:
        return [_how_out(exit_, names, names[exit_.seat], words) for exit_ in out_for_good.values()]
    lines = [heading(N_("Places"), words)]
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
    lines = [heading(N_("Round by round"), words)]
    for result in story.rounds:
        left = [e for e in story.exits if e.round == result.number and not e.for_good]
        opening = words.say(Message(N_("Round {number}:"), {"number": result.number}))
        exits = [_left_round(exit_, names, words) for exit_ in left]
        lines.append("  ".join([opening, *exits, cells(result, names, words)]))
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
    return [heading(N_("Round by round"), words), *lines] if lines else []


def _left_round(exit_: Exit, names: list[str], words: Words) -> str:
    sentence = LEFT_ROUND.get(exit_.reason, LEFT_ROUND["cannot_play"])
    return words.say(Message(sentence, _exit_fields(exit_, names, words)))


def running_total(game: GameTold, words: Words) -> LineChart | None:
    """The running total after every card, each player's exits marked; None before a card."""
    story = game.told.story
    _ = words.gettext

    def number(value: float) -> str:
        return words.number(round(value))

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


PAGE = StoryPage(story_lines, running_total)
