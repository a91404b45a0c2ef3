"""The end of a game: who won and why, and the game's story (`scenes.story_view`: the places or
scores, round by round, with a chart), read from the events every player saw; the deal code, so
a friend can play the same deal; Menu and Play again."""

from __future__ import annotations

import random
from collections.abc import Callable

from pygame_gui.elements import UIButton

from game.core.messages import N_, Message
from game.core.seats import SPECTATOR
from game.match import Match, TableSurface
from game.story import tell
from scenes.replace_game import start_over
from scenes.story_view import GameTold, StoryScene, deal_of, reason_line


def told_of_match(match: TableSurface) -> GameTold:
    """A finished match's story for its scoring screen."""
    record = match.record
    # Only what every player saw is read (scores, rounds, who went out and the hands laid down).
    events = list(match.observation(SPECTATOR).events)
    told = tell(record.game, record.players, events, match.outcome)
    names = [seat.name for seat in match.seats]
    return GameTold(record.game, record.options, names, told, deal_of(record))


class ScoringScene(StoryScene):
    """Shown when a game ends: Play again (same seats and options, a new shuffle) or Menu.
    A networked game gives its own `again` (a new table at the same place)."""

    def __init__(self, app, match: TableSurface, again: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.again = again
        self.game = told_of_match(match)
        self.again_button: UIButton | None = None

    def build(self) -> None:
        """The winner, the reason, the story with its chart and deal code, and the buttons."""
        words = self.app.words
        _ = words.gettext
        outcome = self.match.outcome
        if outcome is None:
            raise ValueError("the scores are shown for a finished match only")
        winner = {"player": self.game.names[outcome.winner]}
        title = words.say(Message(N_("{player} wins!"), winner))
        self.build_story(self.game, title, reason_line(self.game, words))
        # Play again is made first, so the keyboard's focus opens on it (`focus_first`): the
        # likeliest next step, and an extra Enter from the last move starts another game (the
        # finished one is in the history) rather than leaving the table for the menu.
        self.again_button = self.button(
            _("Play again"), self.rect(690, 640, 260, 56), self.play_again
        )
        self.button(_("Menu"), self.rect(330, 640, 260, 56), self.app.show_menu)

    def play_again(self) -> None:
        """A new game with the same seats and options and a fresh shuffle, once this one is in
        the history (or the person chose to lose it: `scenes.replace_game`)."""
        if self.again is not None:
            self.again()
            return
        record = self.match.record
        seed = random.SystemRandom().randrange(2**31)
        fresh = Match.new(record.game, record.players, record.options, seed, self.match.seats)
        start_over(self.app, lambda: self.app.play(fresh))
