"""How far the player is in each lesson, remembered in `lessons.json` in the user data folder:
the actions taken in a lesson under way, the lessons finished at least once, and the titles whose
lesson the new-game screen has offered already. Read and written through `game.storage`, its
shape checked; a bad file is set aside with one sentence and the player starts afresh."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.messages import N_, Message, quote
from game.lessons.lesson import Lesson
from game.paths import user_data_dir
from game.rules import GAME_NAMES
from game.shapes import (
    INTEGER,
    OBJECT,
    STRING,
    WrongShape,
    expect,
    expect_keys,
    expect_list,
    expect_object,
)
from game.storage import (
    SMALL_LIMIT,
    BadFile,
    is_present,
    keep_aside,
    obstacle_notice,
    os_cause,
    read_json,
    write_atomically,
)

PROGRESS = "lessons.json"
FORMAT = 1
NOT_STARTED, UNDER_WAY, FINISHED = "not started", "under way", "finished"


@dataclass
class LessonProgress:
    """By game: the actions taken in a lesson under way (`taken`), the lessons finished at least
    once (`finished`), and the games whose lesson was offered on the new-game screen."""

    taken: dict[str, int] = field(default_factory=dict)
    finished: set[str] = field(default_factory=set)
    offered: set[str] = field(default_factory=set)

    def stage(self, lesson: Lesson) -> str:
        """NOT_STARTED, UNDER_WAY (it can be resumed) or FINISHED (and not begun again)."""
        taken = self.taken.get(lesson.game, 0)
        if 0 < taken < len(lesson.steps):
            return UNDER_WAY
        return FINISHED if lesson.game in self.finished else NOT_STARTED

    def resume_at(self, lesson: Lesson) -> int:
        """The actions to take again when the lesson is resumed (0: from the start)."""
        taken = self.taken.get(lesson.game, 0)
        return taken if 0 < taken < len(lesson.steps) else 0

    def advance(self, lesson: Lesson, taken: int) -> None:
        """Note that `taken` actions of `lesson` are taken; all of them finish it."""
        if lesson.is_over(taken):
            self.finished.add(lesson.game)
            self.taken.pop(lesson.game, None)
        else:
            self.taken[lesson.game] = taken

    def to_json(self) -> dict[str, Any]:
        """The progress as JSON data, games in a fixed order."""
        return {
            "format": FORMAT,
            "taken": {game: self.taken[game] for game in GAME_NAMES if game in self.taken},
            "finished": [game for game in GAME_NAMES if game in self.finished],
            "offered": [game for game in GAME_NAMES if game in self.offered],
        }

    @classmethod
    def from_json(cls, data: Any) -> LessonProgress:
        """Read progress; WrongShape says what is wrong (an unknown game, a negative count)."""
        expect_object(data)
        expect_keys(data, ("format",), ("taken", "finished", "offered"))
        expect(data["format"], INTEGER, "format")
        if data["format"] != FORMAT:
            raise WrongShape(
                Message(
                    N_("its format {format} is not supported (only {supported})"),
                    {"format": quote(data["format"]), "supported": FORMAT},
                )
            )
        taken = data.get("taken", {})
        expect(taken, OBJECT, "taken")
        for game, count in taken.items():
            _known_game(game)
            expect(count, INTEGER, game)
            if count < 0:
                raise WrongShape(
                    Message(N_("{field} must not be negative"), {"field": quote(game)})
                )
        lists = {}
        for key in ("finished", "offered"):
            games = data.get(key, [])
            expect_list(games, STRING, key)
            for game in games:
                _known_game(game)
            lists[key] = set(games)
        return cls(dict(taken), lists["finished"], lists["offered"])


def _known_game(game: str) -> None:
    if game not in GAME_NAMES:
        raise WrongShape(Message(N_("it names an unknown game {game}"), {"game": quote(game)}))


def load_progress(folder: Path | None = None) -> tuple[LessonProgress, Message | None]:
    """The saved progress, or none. A bad file is set aside and a sentence says so."""
    path = (folder or user_data_dir()) / PROGRESS
    if not is_present(path):
        return LessonProgress(), None
    try:
        return LessonProgress.from_json(read_json(path, SMALL_LIMIT)), None
    except BadFile as error:
        reset = N_("The lessons' progress was reset because {reason}; {kept}.")
        return LessonProgress(), keep_aside(path, reset, error.message)


def save_progress(progress: LessonProgress, folder: Path | None = None) -> Message | None:
    """Write the progress atomically; the sentence for a folder that stood in the way, if one
    did, or for a file that could not be written (None when all went well)."""
    path = (folder or user_data_dir()) / PROGRESS
    try:
        kept = write_atomically(path, json.dumps(progress.to_json(), indent=1) + "\n")
    except OSError as error:
        unsaved = N_("The lessons' progress could not be saved ({cause}).")
        return Message(unsaved, {"cause": os_cause(error)})
    return None if kept is None else obstacle_notice(path, kept)
