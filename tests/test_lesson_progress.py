"""The lessons' progress file: what it keeps (actions taken in a lesson under way, the lessons
finished, the titles offered), how a lesson's stage follows from it, and its shape check."""

from __future__ import annotations

import pytest

from game.lessons import find_lesson
from game.lessons.progress import (
    FINISHED,
    NOT_STARTED,
    PROGRESS,
    UNDER_WAY,
    LessonProgress,
    load_progress,
    save_progress,
)
from game.shapes import WrongShape

ONO = find_lesson("ono99")


def test_a_lesson_is_not_started_then_under_way_then_finished_and_can_be_begun_again():
    progress = LessonProgress()
    assert progress.stage(ONO) == NOT_STARTED and progress.resume_at(ONO) == 0
    progress.advance(ONO, 5)
    assert progress.stage(ONO) == UNDER_WAY and progress.resume_at(ONO) == 5
    progress.advance(ONO, len(ONO.steps))
    assert progress.stage(ONO) == FINISHED and progress.resume_at(ONO) == 0
    progress.advance(ONO, 3)
    assert progress.stage(ONO) == UNDER_WAY, "begun again, it can be resumed"
    progress.advance(ONO, 0)
    assert progress.stage(ONO) == FINISHED, "restarted and left at once, it stays done"


def test_progress_is_saved_and_read_back_in_the_user_folder(tmp_path):
    progress = LessonProgress({"moon": 4}, {"ono99"}, {"uno-duo", "ono99"})
    assert save_progress(progress, tmp_path) is None
    assert (tmp_path / PROGRESS).is_file()
    assert load_progress(tmp_path) == (progress, None)
    assert progress.to_json()["offered"] == ["ono99", "uno-duo"], "in the games' order"


def test_no_file_is_no_progress(tmp_path):
    assert load_progress(tmp_path) == (LessonProgress(), None)


@pytest.mark.parametrize(
    ("data", "cause"),
    [
        ([], "must be a JSON object"),
        ({}, "no 'format' key"),
        ({"format": 2}, "format 2 is not supported"),
        ({"format": 1, "taken": {"chess": 3}}, "unknown game 'chess'"),
        ({"format": 1, "taken": {"moon": -1}}, "'moon' must not be negative"),
        ({"format": 1, "finished": "moon"}, "'finished' must be a list"),
        ({"format": 1, "offered": ["moon", 7]}, "item 1 of 'offered' must be a string"),
        ({"format": 1, "extra": True}, "unknown key 'extra'"),
    ],
)
def test_a_progress_file_of_the_wrong_shape_says_what_is_wrong(data, cause):
    with pytest.raises(WrongShape, match=cause):
        LessonProgress.from_json(data)


def test_a_bad_progress_file_is_set_aside_with_one_sentence(tmp_path):
    (tmp_path / PROGRESS).write_text('{"format": 1, "taken": {"moon": true}}')
    progress, problem = load_progress(tmp_path)
    assert progress == LessonProgress()
    assert str(problem).startswith("The lessons' progress was reset because 'moon' must be")
    assert (tmp_path / f"{PROGRESS}.corrupt").is_file()


def test_progress_that_cannot_be_written_is_a_sentence(tmp_path):
    (tmp_path / "blocked").write_text("a file where the folder should be")
    problem = save_progress(LessonProgress(), tmp_path / "blocked")
    assert str(problem).startswith("The lessons' progress could not be saved (")
