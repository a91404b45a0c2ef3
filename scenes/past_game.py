"""One game of the history: its story as the scoring screen told it (retold from the stored
record), the seats and options, Watch again (the replay viewer, with the coach's review) and
Export record (the record as a file, replayable)."""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from typing import Any

from game.core.errors import RecordError
from game.core.messages import N_, Message
from game.history import PastGame, open_history
from game.match import Seat
from game.records import Record
from game.rules import find_game
from game.saves import export_record
from game.storage import os_cause
from game.story import retold
from game.words import Words
from scenes.new_game import option_label, value_label
from scenes.replay import ReplayScene, watch
from scenes.seat_names import with_names
from scenes.story_view import GameTold, StoryScene, deal_of

LEVEL_NAMES = {
    # TRANSLATORS: a computer player's level, after its name: "Bram (Hard)".
    "easy": N_("Easy"),
    "normal": N_("Normal"),
    "hard": N_("Hard"),
}
BUTTON_WIDTH, BUTTON_GAP = 300, 40
SAVED_LINE = (40, 592, 1200, 32)
"""Where the path of an exported record is shown, across under the story."""


def seat_words(seat: Seat, words: Words) -> str:
    """A seat as the history shows it: a person's name, or a computer's with its level."""
    if seat.is_human:
        return seat.name
    level = words.gettext(LEVEL_NAMES.get(seat.level or "", N_("Normal")))
    # TRANSLATORS: a computer player and its level: "Bram (Hard)".
    return words.say(Message(N_("{player} ({level})"), {"player": seat.name, "level": level}))


def seats_words(game: PastGame, words: Words) -> str:
    """Every seat of a past game: "Ann, Bram (Normal), Cleo (Hard)"."""
    return ", ".join(seat_words(seat, words) for seat in game.seats)


def options_words(
    title: str, options: Mapping[str, Any], words: Words, *, every: bool = False
) -> str:
    """A game's options in words: those unlike the usual (every one that applies with `every`),
    "Scoring: points, Target: 60"; "" when all are the usual ones."""
    specs = find_game(title).option_specs
    resolved = {key: options.get(key, spec.default) for key, spec in specs.items()}
    shown = []
    for key, spec in specs.items():
        if not spec.applies(resolved) or (not every and resolved[key] == spec.default):
            continue
        # TRANSLATORS: an option and its value in the list of a game's options: "Target: 60".
        pair = N_("{option}: {value}")
        value = value_label(resolved[key], words)
        shown.append(words.say(Message(pair, {"option": option_label(key, words), "value": value})))
    return ", ".join(shown)


def when_words(game: PastGame, words: Words) -> str:
    """When a past game was played, in the language."""
    return words.date_time(game.when)


def result_words(game: PastGame, words: Words) -> str:
    """ "Ann won", or "Not finished" for a game left unfinished."""
    if game.winner_name is None:
        # TRANSLATORS: the result of a game left unfinished, in the history.
        unfinished = N_("Not finished")
        return words.gettext(unfinished)
    # TRANSLATORS: the result of a game in the history.
    return words.say(Message(N_("{player} won"), {"player": game.winner_name}))


def load_story(game: PastGame) -> tuple[GameTold | None, Record | None, list[Message]]:
    """A past game's story and record, from the history; None for both, with the sentences
    why, when its record cannot be read or replayed."""
    with open_history() as history:
        record = history.record(game.id)
        problems = list(history.problems)
    if record is None:
        return None, None, problems
    try:
        told = retold(record)
    except RecordError as error:
        reason = Message(
            N_("Game {number} of the history could not be read ({reason}) and is left out."),
            {"number": game.id, "reason": error.message},
        )
        return None, None, [*problems, reason]
    names = [seat.name for seat in game.seats]
    return GameTold(game.game, record.options, names, told, deal_of(record)), record, problems


class PastGameScene(StoryScene):
    """A past game told again: its title, when it was played and how it ended, the seats and
    options, the story with its chart and deal code; Back, Watch again and Export record."""

    escape_closes = True

    def __init__(self, app, game: PastGame, told: GameTold, record: Record) -> None:
        super().__init__(app)
        self.game = game
        self.told = told
        self.record = record
        self.exported: str | None = None
        self.replay: ReplayScene | None = None
        """The replay viewer last opened from here (its review is newer than the history's)."""

    def build(self) -> None:
        """The story under a line of when and how it ended, and the buttons."""
        words = self.app.words
        _ = words.gettext
        line = f"{when_words(self.game, words)}  ·  {self.ending(words)}"
        leave = 0 if self.exported is None else SAVED_LINE[3] + 4
        title = _(find_game(self.game.game).title)
        self.build_story(self.told, title, line, self.preface(words), leave)
        buttons = self.actions()
        width = len(buttons) * BUTTON_WIDTH + (len(buttons) - 1) * BUTTON_GAP
        left = (1280 - width) / 2
        for index, (text, action) in enumerate(buttons):
            rect = self.rect(left + index * (BUTTON_WIDTH + BUTTON_GAP), 640, BUTTON_WIDTH, 56)
            self.button(text, rect, action)
        if self.exported is not None:
            saved = words.say(Message(N_("Saved to {path}"), {"path": self.exported}))
            self.label(saved, self.rect(*SAVED_LINE), "@help")

    def actions(self) -> list[tuple[str, Callable[[], object]]]:
        """The buttons under the story, in order (room for three)."""
        _ = self.app.words.gettext
        # TRANSLATORS: buttons under a game of the history.
        return [
            (_("Back"), self.app.stack.pop),
            (_("Watch again"), self.watch_again),
            (_("Export record"), self.export),
        ]

    def watch_again(self) -> None:
        """The game in the replay viewer, with the review the history keeps of it (a record
        that cannot be replayed is said in one sentence)."""
        game = self.game
        review = game.review if self.replay is None else self.replay.review.stored()
        problem = watch(self.app, self.record, game.seats, game_id=game.id, review=review)
        if problem is not None:
            self.app.notice(problem)
        elif isinstance(self.app.stack.top, ReplayScene):
            self.replay = self.app.stack.top

    def ending(self, words: Words) -> str:
        """How the game ended, and whether help was used."""
        outcome = self.told.told.outcome
        if outcome is None:
            text = result_words(self.game, words)
        else:
            reason = with_names(outcome.reason, self.told.names)
            ended = N_("{player} won: {reason}")
            text = words.say(Message(ended, {"player": self.game.winner_name, "reason": reason}))
        if self.game.assisted:
            # TRANSLATORS: a mark on a game in which undo or hints were used.
            assisted = N_("assisted (undo or hints)")
            text += "  ·  " + words.gettext(assisted)
        return text

    def preface(self, words: Words) -> list[str]:
        """The seats and the options, before the story."""
        seats = Message(N_("Players: {seats}"), {"seats": seats_words(self.game, words)})
        options = options_words(self.game.game, self.told.options, words, every=True)
        lines = [html.escape(words.say(seats))]
        if options:
            shown = Message(N_("Options: {options}"), {"options": options})
            lines.append(html.escape(words.say(shown)))
        return [*lines, ""]

    def export(self) -> None:
        """Write the game's record to a file and say where (one sentence)."""
        try:
            path = export_record(self.record)
        except OSError as error:
            cause = {"cause": os_cause(error)}
            self.app.notice(Message(N_("The game could not be exported ({cause})."), cause))
            return
        self.exported = str(path)
        self.app.notice(Message(N_("The game was exported to {path}."), {"path": str(path)}))
        self.rebuild()
