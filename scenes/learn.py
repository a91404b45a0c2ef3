"""Learn: the guided first game of each title with how far the player is in it (not started, a
step of so many, done), started, resumed or restarted from here; and `start_lesson`, which puts a
lesson on its game's real table and remembers the player's progress after every action."""

from __future__ import annotations

import pygame

from game.core.messages import N_, Message
from game.lessons import Lesson, find_lesson, lesson_match
from game.lessons.progress import (
    FINISHED,
    UNDER_WAY,
    LessonProgress,
    load_progress,
    save_progress,
)
from game.match import Match
from game.rules import GAME_NAMES, find_game
from scenes.guides import find_guide, game_painters
from scenes.lesson import Choice, LessonTutor
from scenes.net.across import across_computers
from scenes.new_game import NewGameScene, player_name
from scenes.ui_scene import UIScene

ROW_TOP, ROW_HEIGHT = 150, 148
PICTURE_CENTRE_X = 190


class ProgressKeeper:
    """Remembers, after each action of a lesson's match, how far the lesson is (not in runs
    that keep no records); a problem writing it is said once, until a write succeeds."""

    def __init__(self, app, lesson: Lesson, progress: LessonProgress) -> None:
        self.app = app
        self.lesson = lesson
        self.progress = progress
        self.said: Message | None = None

    def __call__(self, match: Match) -> None:
        """Note and save the actions taken in `match`."""
        self.progress.advance(self.lesson, len(match.record.actions))
        if not self.app.keep_records:
            return
        problem = save_progress(self.progress)
        if problem is not None and (self.said is None or problem.id != self.said.id):
            self.app.notice(problem)
        self.said = problem


def start_lesson(app, game: str, restart: bool = False) -> None:
    """Put `game`'s lesson on its table: where the player left it, or from the start."""
    lesson = find_lesson(game)
    progress, problem = load_progress()
    if problem is not None:
        app.notice_once(problem)
    done = 0 if restart else progress.resume_at(lesson)
    keeper = ProgressKeeper(app, lesson, progress)
    match = lesson_match(lesson, player_name(lesson.learner, app.words), done, keeper)
    keeper(match)
    table = app.play(match, autosave=False)

    def real_game() -> None:
        app.show_menu()
        app.stack.push(NewGameScene(app, game, across=across_computers(app)))

    def back() -> None:
        app.show_menu()
        app.stack.push(LearnScene(app))

    choices = (
        # TRANSLATORS: buttons at the end of a lesson; at most about 18 characters each.
        Choice(Message(N_("Play a real game")), real_game),
        Choice(Message(N_("Back to lessons")), back),
    )
    table.tutor = LessonTutor(table, lesson, choices, resumed=done > 0)


class LearnScene(UIScene):
    """A row per title: a piece of the game, its name, what its lesson teaches, how far the
    player is, and Start, or Resume and Restart, or Play again."""

    escape_closes = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.painters = game_painters(app)
        self.progress = LessonProgress()

    def enter(self) -> None:
        """Read the progress afresh each time (a lesson may have moved on meanwhile)."""
        self.progress, problem = load_progress()
        if problem is not None:
            self.app.notice_once(problem)
        self.rebuild()
        self.focus_first()

    def resize(self, size: tuple[int, int]) -> None:
        """The pieces are painted again at the new size."""
        for painter in self.painters.values():
            painter.clear()
        super().resize(size)

    def build(self) -> None:
        """The title, a line on what a lesson is, a row per game, and Back."""
        words = self.app.words
        _ = words.gettext
        # TRANSLATORS: the menu's entry and the screen's title for the guided first games.
        self.title(_("Learn"))
        intro = _("A guided first game of each title, on its real table, one rule at a time.")
        self.label(intro, self.rect(0, 96, 1280, 34), "@centred")
        for row, game in enumerate(GAME_NAMES):
            self.build_row(row, find_lesson(game))
        self.button(_("Back"), self.rect(530, 648, 220, 54), self.app.stack.pop)

    def build_row(self, row: int, lesson: Lesson) -> None:
        """One game's name, summary, stage and buttons."""
        words = self.app.words
        _ = words.gettext
        top = ROW_TOP + row * ROW_HEIGHT
        title = _(find_game(lesson.game).title)
        self.label(title, self.rect(290, top, 560, 48), "@heading")
        self.label(words.say(lesson.summary), self.rect(290, top + 52, 950, 28), "@help")
        self.label(words.say(self.stage_words(lesson)), self.rect(290, top + 84, 560, 32))
        stage = self.progress.stage(lesson)
        if stage == UNDER_WAY:
            buttons = [
                # TRANSLATORS: buttons of the Learn screen; at most about 14 characters each.
                (_("Resume"), lambda: start_lesson(self.app, lesson.game)),
                (_("Restart"), lambda: start_lesson(self.app, lesson.game, restart=True)),
            ]
        elif stage == FINISHED:
            buttons = [(_("Play again"), lambda: start_lesson(self.app, lesson.game, True))]
        else:
            buttons = [(_("Start"), lambda: start_lesson(self.app, lesson.game))]
        for index, (text, action) in enumerate(buttons):
            self.button(text, self.rect(880 + index * 180, top, 170, 48), action)

    def stage_words(self, lesson: Lesson) -> Message:
        """How far the player is in `lesson`, in words."""
        stage = self.progress.stage(lesson)
        if stage == UNDER_WAY:
            number = lesson.step_number(self.progress.resume_at(lesson))
            count = len(lesson.learner_steps)
            # TRANSLATORS: how far a lesson is, e.g. "Step 3 of 9".
            return Message(N_("Step {number} of {count}"), {"number": number, "count": count})
        if stage == FINISHED:
            return Message(N_("Done"))
        return Message(N_("Not started"))

    def draw_extra(self, surface: pygame.Surface) -> None:
        """A piece of each game beside its row."""
        for row, game in enumerate(GAME_NAMES):
            code, size = find_guide(game).pictures[0][0], find_guide(game).picture_size
            piece = self.painters[game].surface(code, (self.app.px(size[0]), self.app.px(size[1])))
            centre = self.rect(PICTURE_CENTRE_X, ROW_TOP + row * ROW_HEIGHT + 64, 0, 0).topleft
            surface.blit(piece, piece.get_rect(center=centre))
