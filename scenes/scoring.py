"""The end of a game: who won and why, the final scores, and for games of several rounds the
score after each round, read from the match's event log (see docs/events-*.md)."""

from __future__ import annotations

import html
import random
from dataclasses import dataclass

from pygame_gui.elements import UITextBox

from game.core.events import Event
from game.match import Match
from scenes.ui_scene import UIScene

ROUND_END_EVENTS = ("round_scored", "hand_scored")
"""Event types that close a round (or a hand) and carry `points` and `scores` by seat."""


@dataclass(frozen=True)
class RoundScore:
    """One row of the score history: the points each seat made and the totals after it."""

    number: int
    points: list[int]
    totals: list[int]


def score_history(events: list[Event]) -> list[RoundScore]:
    """The rounds of a game, in order, from its event log."""
    rounds = [event for event in events if event.type in ROUND_END_EVENTS]
    return [
        RoundScore(number, list(event["points"]), list(event["scores"]))
        for number, event in enumerate(rounds, start=1)
    ]


def elimination_order(events: list[Event]) -> list[int]:
    """The seats in the order they went out of the game (ONO 99's `player_out`)."""
    return [event["seat"] for event in events if event.type == "player_out"]


class ScoringScene(UIScene):
    """Shown when a game ends: Play again (same seats and options, a new shuffle) or Menu."""

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.rounds = score_history(match.played.events)

    def build(self) -> None:
        """The winner, the reason, the standings and the history, and the two buttons."""
        outcome = self.match.outcome
        names = [seat.name for seat in self.match.seats]
        self.title(f"{names[outcome.winner]} wins!", 30)
        self.label(outcome.reason.capitalize(), self.rect(0, 118, 1280, 34), "@centred")
        UITextBox(self.standings(names), self.rect(140, 170, 1000, 440), self.manager)
        self.button("Menu", self.rect(330, 640, 260, 56), self.app.show_menu)
        self.button("Play again", self.rect(690, 640, 260, 56), self.play_again)

    def standings(self, names: list[str]) -> str:
        """The final scores (or places) and the round-by-round history, as text-box HTML."""
        outcome = self.match.outcome
        lines = ["<b>Final scores</b>"] if self.rounds else ["<b>Places</b>"]
        if self.rounds:
            for seat, name in enumerate(names):
                lines.append(f"{html.escape(name)}: {outcome.scores[seat]}")
        else:
            out = elimination_order(self.match.played.events)
            order = [outcome.winner] + [seat for seat in reversed(out) if seat != outcome.winner]
            order += [seat for seat in range(len(names)) if seat not in order]
            lines += [f"{place}. {html.escape(names[seat])}" for place, seat in enumerate(order, 1)]
        if self.rounds:
            lines += ["", "<b>Round by round</b>"]
            for row in self.rounds:
                cells = [
                    f"{html.escape(name)} {points:+d} ({total})"
                    for name, points, total in zip(names, row.points, row.totals, strict=False)
                ]
                lines.append(f"Round {row.number}:  " + ",  ".join(cells))
        return "<br>".join(lines)

    def play_again(self) -> None:
        """A new game with the same seats and options and a fresh shuffle."""
        record = self.match.record
        seed = random.SystemRandom().randrange(2**31)
        fresh = Match.new(record.game, record.players, record.options, seed, self.match.seats)
        self.app.play(fresh)
