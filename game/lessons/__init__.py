"""The guided first games, one per title (`find_lesson`), and the match a lesson is played in:
its stacked deal, the learner's seat and the scripted computers (`lesson_match`)."""

from __future__ import annotations

from collections.abc import Callable

from game.games import load_piece
from game.lessons.lesson import Lesson, Step
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame

SCRIPTED = "lesson"
"""The level of a computer seat that plays a lesson's script."""

__all__ = ["SCRIPTED", "Lesson", "Step", "find_lesson", "lesson_match"]


def find_lesson(game: str) -> Lesson:
    """The guided first game of `game` (its entry in `game.games` names it); RecordError for a
    game not in the list."""
    lesson: Lesson = load_piece(game, "lesson")
    return lesson


def lesson_match(
    lesson: Lesson,
    learner_name: str,
    done: int = 0,
    on_change: Callable[[Match], None] | None = None,
) -> Match:
    """The match of `lesson` with its first `done` actions taken: the learner at their seat,
    the computers following the script. From the start, the deal waits in the event queue to be
    shown; a resumed lesson's table is set from the position as it stands."""
    played = PlayedGame(lesson.record(done))
    seats = [
        Seat(HUMAN, learner_name) if seat == lesson.learner else Seat(COMPUTER, name, SCRIPTED)
        for seat, name in enumerate(lesson.names)
    ]
    return Match(
        played,
        seats,
        on_change=on_change,
        opening_events=played.events if done == 0 else (),
        script=lesson.actions,
    )
