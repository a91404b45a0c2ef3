"""The end of a game: who won and why, the final scores, and for games of several rounds the
score after each round, read from the match's event log (see docs/events-*.md)."""

from __future__ import annotations

import html
import random
import re

from pygame_gui.elements import UIButton, UITextBox

from game.core.events import Event
from game.core.seats import SPECTATOR
from game.match import Match
from scenes.ui_scene import UIScene

SCORED_EVENTS = {"round_scored": "Round", "hand_scored": "Hand"}
"""Event types that close a round (or a Moon hand) and carry `points` and `scores` by seat."""


def keeps_points(events: list[Event]) -> bool:
    """True when the game was decided on points (some round or hand was scored)."""
    return any(event.type in SCORED_EVENTS for event in events)


def history_lines(events: list[Event], names: list[str]) -> list[str]:
    """The game round by round, one line each, from its event log: the points each seat made
    and the totals after them, or (ONO 99 tokens) who lost a token."""
    lines = []
    round_number = 1
    scored = dict.fromkeys(SCORED_EVENTS, 0)
    for event in events:
        if event.type == "round_started":
            round_number = event["round"]
        elif event.type == "token_lost":
            name, left = names[event["seat"]], event["tokens"]
            lines.append(f"Round {round_number}: {name} lost a token ({left} left)")
        elif event.type in SCORED_EVENTS:
            scored[event.type] += 1
            cells = [
                f"{name} {points:+d} ({total})"
                for name, points, total in zip(
                    names, event["points"], event["scores"], strict=False
                )
            ]
            bid = ""
            if "bid" in event.data:  # a Moon hand: say how the bidder fared first
                outcome = "made" if event["made"] else "failed"
                bid = f"{names[event['bidder']]} bid {event['bid']} and {outcome} it;  "
            heading = f"{SCORED_EVENTS[event.type]} {scored[event.type]}:  "
            lines.append(heading + bid + ",  ".join(cells))
    return lines


def with_names(reason: str, names: list[str]) -> str:
    """The outcome's reason as a sentence, with "seat N" replaced by that seat's name."""
    named = re.sub(r"\b[Ss]eat (\d+)", lambda found: names[int(found[1])], reason)
    return named[:1].upper() + named[1:]


def elimination_order(events: list[Event]) -> list[int]:
    """The seats in the order they went out of the game (ONO 99's `player_out`)."""
    return [event["seat"] for event in events if event.type == "player_out"]


class ScoringScene(UIScene):
    """Shown when a game ends: Play again (same seats and options, a new shuffle) or Menu."""

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.again_button: UIButton | None = None

    def build(self) -> None:
        """The winner, the reason, the standings and the history, and the two buttons."""
        outcome = self.match.outcome
        names = [seat.name for seat in self.match.seats]
        self.title(f"{names[outcome.winner]} wins!", 30)
        self.label(with_names(str(outcome.reason), names), self.rect(0, 118, 1280, 34), "@centred")
        escaped = [html.escape(name) for name in names]
        UITextBox(self.standings(escaped), self.rect(140, 170, 1000, 440), self.manager)
        self.button("Menu", self.rect(330, 640, 260, 56), self.app.show_menu)
        self.again_button = self.button("Play again", self.rect(690, 640, 260, 56), self.play_again)

    def standings(self, names: list[str]) -> str:
        """The final scores (or places) and the round-by-round history, as text-box HTML
        (`names` already escaped)."""
        outcome = self.match.outcome
        # Only events that every player saw whole are read here (scores, rounds, who went out).
        events = list(self.match.observation(SPECTATOR).events)
        if keeps_points(events):
            lines = ["<b>Final scores</b>"]
            lines += [f"{name}: {outcome.scores[seat]}" for seat, name in enumerate(names)]
        else:
            out = elimination_order(events)
            order = [outcome.winner] + [seat for seat in reversed(out) if seat != outcome.winner]
            order += [seat for seat in range(len(names)) if seat not in order]
            lines = ["<b>Places</b>"]
            lines += [f"{place}. {names[seat]}" for place, seat in enumerate(order, start=1)]
        history = history_lines(events, names)
        if history:
            lines += ["", "<b>Score history</b>", *history]
        return "<br>".join(lines)

    def play_again(self) -> None:
        """A new game with the same seats and options and a fresh shuffle."""
        record = self.match.record
        seed = random.SystemRandom().randrange(2**31)
        fresh = Match.new(record.game, record.players, record.options, seed, self.match.seats)
        self.app.play(fresh)
