"""The end of a game: who won and why, the final scores, and for games of several rounds the
score after each round, read from the match's event log (see docs/events-*.md)."""

from __future__ import annotations

import html
import random
from collections.abc import Mapping
from typing import Any

from pygame_gui.elements import UIButton, UITextBox

from game.core.events import Event
from game.core.messages import N_, Message
from game.core.seats import SPECTATOR
from game.match import Match
from game.words import Words
from scenes.ui_scene import UIScene

SCORED_EVENTS = {
    # TRANSLATORS: the start of a line of the score history: "Round 3:  Ada +5 (12), …".
    "round_scored": N_("Round {number}:"),
    "hand_scored": N_("Hand {number}:"),
}
"""Event types that close a round (or a Moon hand) and carry `points` and `scores` by seat."""
SEAT = "seat {seat}"
"""The message id the rules use for a seat inside a reason; the screen puts the name there."""


def keeps_points(events: list[Event]) -> bool:
    """True when the game was decided on points (some round or hand was scored)."""
    return any(event.type in SCORED_EVENTS for event in events)


def history_lines(events: list[Event], names: list[str], words: Words) -> list[str]:
    """The game round by round, one line each, from its event log: the points each seat made
    and the totals after them, or (ONO 99 tokens) who lost a token."""
    lines = []
    round_number = 1
    scored = dict.fromkeys(SCORED_EVENTS, 0)
    for event in events:
        if event.type == "round_started":
            round_number = event["round"]
        elif event.type == "token_lost":
            fields = {"round": round_number, "player": names[event["seat"]]}
            lost = N_("Round {round}: {player} lost a token ({count} left)")
            lines.append(words.say(Message(lost, {**fields, "count": event["tokens"]})))
        elif event.type in SCORED_EVENTS:
            scored[event.type] += 1
            # TRANSLATORS: a player's points in a round and their total after it: "Ada +5 (12)".
            cell = N_("{player} {points} ({total})")
            cells = [
                words.say(Message(cell, {"player": name, "points": points, "total": total}))
                for name, points, total in zip(
                    names, [words.signed(p) for p in event["points"]], event["scores"], strict=False
                )
            ]
            parts = [words.say(Message(SCORED_EVENTS[event.type], {"number": scored[event.type]}))]
            if "bid" in event.data:  # a Moon hand: say how the bidder fared first
                fields = {"player": names[event["bidder"]], "bid": event["bid"]}
                fared = (
                    N_("{player} bid {bid} and made it;")
                    if event["made"]
                    else N_("{player} bid {bid} and failed it;")
                )
                parts.append(words.say(Message(fared, fields)))
            lines.append("  ".join(parts) + "  " + ",  ".join(cells))
    return lines


def with_names(reason: Message, names: list[str]) -> Message:
    """The outcome's reason with each seat the rules name (`seat N`) replaced by its name."""

    def named(value: Any) -> Any:
        if isinstance(value, Message):
            if value.id == SEAT:
                return names[value.fields["seat"]]
            return with_names(value, names)
        return value

    fields: Mapping[str, Any] = {key: named(value) for key, value in reason.fields.items()}
    return Message(reason.id, fields, reason.plural, reason.count)


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
        words = self.app.words
        _ = words.gettext
        outcome = self.match.outcome
        names = [seat.name for seat in self.match.seats]
        winner = {"player": names[outcome.winner]}
        self.title(words.say(Message(N_("{player} wins!"), winner)), 30)
        reason = words.say(with_names(outcome.reason, names))
        reason = reason[:1].upper() + reason[1:]
        self.label(reason, self.rect(0, 118, 1280, 34), "@centred")
        escaped = [html.escape(name) for name in names]
        UITextBox(self.standings(escaped), self.rect(140, 170, 1000, 440), self.manager)
        self.button(_("Menu"), self.rect(330, 640, 260, 56), self.app.show_menu)
        self.again_button = self.button(
            _("Play again"), self.rect(690, 640, 260, 56), self.play_again
        )

    def standings(self, names: list[str]) -> str:
        """The final scores (or places) and the round-by-round history, as text-box HTML
        (`names` already escaped)."""
        words = self.app.words
        outcome = self.match.outcome
        # Only events that every player saw whole are read here (scores, rounds, who went out).
        events = list(self.match.observation(SPECTATOR).events)
        if keeps_points(events):
            lines = [f"<b>{words.gettext('Final scores')}</b>"]
            score = N_("{player}: {score}")
            lines += [
                words.say(Message(score, {"player": name, "score": outcome.scores[seat]}))
                for seat, name in enumerate(names)
            ]
        else:
            out = elimination_order(events)
            order = [outcome.winner] + [seat for seat in reversed(out) if seat != outcome.winner]
            order += [seat for seat in range(len(names)) if seat not in order]
            lines = [f"<b>{words.gettext('Places')}</b>"]
            # TRANSLATORS: a place in the final order: "1. Ada".
            place_id = N_("{place}. {player}")
            lines += [
                words.say(Message(place_id, {"place": place, "player": names[seat]}))
                for place, seat in enumerate(order, start=1)
            ]
        history = history_lines(events, names, words)
        if history:
            lines += ["", f"<b>{words.gettext('Score history')}</b>", *history]
        return "<br>".join(lines)

    def play_again(self) -> None:
        """A new game with the same seats and options and a fresh shuffle."""
        record = self.match.record
        seed = random.SystemRandom().randrange(2**31)
        fresh = Match.new(record.game, record.players, record.options, seed, self.match.seats)
        self.app.play(fresh)
