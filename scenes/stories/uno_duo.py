"""UNO Duo's story page: the final scores, each round's closing card and counted hand and its
points, and the race to the target."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from game.core.messages import N_, Message
from game.rules.uno_duo_cards import card_message
from game.story import RoundResult
from game.words import Words
from scenes.charts import LineChart
from scenes.stories import GameTold, StoryPage, race_chart, rounds_html, scores


def uno_hand(hand: Sequence[str], words: Words) -> str:
    """UNO Duo cards in words: "red 7, Wild Draw 4"."""
    return ", ".join(words.say(card_message(code)) for code in hand)


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


def story_lines(game: GameTold, names: list[str], words: Words) -> list[str]:
    """The final scores, then round by round."""
    rounds = rounds_html(game, names, words, N_("Round by round"), _uno_round)
    return scores(game, names, words) + rounds


def race(game: GameTold, words: Words) -> LineChart | None:
    """The race to the target, round by round."""
    return race_chart(game, words, N_("Round"))


PAGE = StoryPage(story_lines, race)
