"""The lessons on their real tables, driven by real keys and clicks: each followed with Enter
alone reaches its end (the keyboard starts on the expected move, Enter reads on), a wrong move is
explained and not taken, the computers wait while a note is read, the expected card is ringed,
a lesson left half-way is resumed or restarted from the Learn screen, and a lesson is neither
autosaved nor kept in the history."""

from __future__ import annotations

import json
import time

import pygame
import pytest
from app_driver import button_texts, click_at, click_button, frames, label_texts, press

from game.core.actions import Action
from game.core.messages import Message
from game.history import read_history
from game.lessons import find_lesson
from game.lessons.lesson import NOT_YET, REFUSED
from game.lessons.progress import PROGRESS
from game.records import PlayedGame
from game.rules import GAME_NAMES
from game.saves import AUTOSAVE
from scenes.app import App
from scenes.learn import LearnScene, start_lesson
from scenes.lesson import BODY_SIZES, GLOW, READABLE_SIZE, SEE_PANEL
from scenes.new_game import NewGameScene, computer_name
from scenes.table.base import TableScene
from scenes.theme import CREAM


@pytest.fixture
def app(app):
    """The app at the menu, computers quick and animations fast."""
    app.settings.think_time, app.speed = 0.0, 40.0
    return app


def table_of(app) -> TableScene:
    table = app.stack.top
    assert isinstance(table, TableScene) and table.tutor is not None
    return table


def centre(sprite) -> tuple[int, int]:
    return round(sprite.x), round(sprite.y)


def until_the_learner_decides(app, table: TableScene, seconds: float = 30) -> None:
    """Run frames until the lesson waits on the learner: a text to read, their move, or the
    end."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.step(1 / 60)
        tutor = table.tutor
        if table.busy:
            continue
        if tutor.holds() or table.viewer_decides():
            return
    raise AssertionError("the lesson stalled")


def follow_with_enter(app, table: TableScene) -> None:
    """Press Enter until the lesson is over: it reads on, or plays the selected move."""
    lesson = table.tutor.lesson
    for _ in range(3 * len(lesson.steps)):
        until_the_learner_decides(app, table)
        if table.tutor.ended:
            return
        press(app, pygame.K_RETURN)
    raise AssertionError("the lesson did not end")


@pytest.mark.slow
@pytest.mark.parametrize("game", GAME_NAMES)
def test_each_lesson_followed_with_enter_alone_reaches_its_end(app, tmp_path, game):
    start_lesson(app, game)
    table = table_of(app)
    follow_with_enter(app, table)
    lesson = find_lesson(game)
    assert table.match.record.actions == lesson.actions
    assert table.tutor.ended and table.tutor.holds()
    progress = json.loads((tmp_path / PROGRESS).read_text())
    assert progress["finished"] == [game] and progress["taken"] == {}
    assert not (tmp_path / AUTOSAVE).exists()
    frames(app, 30)
    assert read_history(tmp_path)[0] == [], "a lesson is not a game of the history"
    assert table.match.record.actions == lesson.actions, "the computers wait at the end"


def test_a_wrong_move_is_explained_in_the_panel_and_not_taken(app):
    start_lesson(app, "ono99")
    table = table_of(app)
    until_the_learner_decides(app, table)
    press(app, pygame.K_RETURN)  # read the opening
    until_the_learner_decides(app, table)
    hand = [sprite.code for sprite in table.hands[0]]
    assert hand == ["10", "REV", "ONO99", "PLAY2"]
    step = find_lesson("ono99").steps[0]
    click_at(app, centre(table.hands[0][1]))  # the Reverse: legal, but not yet
    assert table.match.record.actions == []
    assert table.tutor.explanation == Message(NOT_YET, {"hint": step.hint})
    assert table.message == Message(SEE_PANEL)
    assert table.selected == 0, "the keyboard goes back to the expected card"
    click_at(app, centre(table.hands[0][2]))  # the ONO 99 card: the rules refuse it
    assert table.match.record.actions == []
    explanation = table.tutor.explanation
    assert explanation.id == REFUSED and explanation.fields["hint"] == step.hint
    assert table.message == explanation.fields["reason"]
    click_at(app, centre(table.hands[0][0]))  # the 10, as taught
    assert table.match.record.actions[:1] == ["play 10"]


def test_the_expected_card_is_ringed_and_the_keyboard_starts_on_it(app):
    start_lesson(app, "ono99")
    table = table_of(app)
    until_the_learner_decides(app, table)
    press(app, pygame.K_RETURN)
    assert table.selected == 0 and table.hands[0][0].code == "10"
    ring = table.hands[0][0].hit_rect(table.card_sizes).inflate(table.px(12), table.px(12))
    frames(app)
    assert app.window.get_at(ring.midtop)[:3] == GLOW


def test_the_computers_wait_while_a_note_is_read(app):
    start_lesson(app, "ono99")
    table = table_of(app)
    lesson = find_lesson("ono99")
    noted = next(i for i, step in enumerate(lesson.steps) if step.seat != 0 and step.note)
    until_the_learner_decides(app, table)
    while len(table.match.record.actions) <= noted:
        press(app, pygame.K_RETURN)
        until_the_learner_decides(app, table)
    taken = len(table.match.record.actions)
    assert table.tutor.holding == lesson.steps[taken - 1].note
    assert not table.polls() and table.next_frame() > 0
    frames(app, 30)
    click_at(app, centre(table.hands[0][0]))
    assert len(table.match.record.actions) == taken, "a click elsewhere does not read on"
    click_at(app, table.rects["lesson"].center)
    assert table.tutor.holding is None


def test_keys_pressed_while_the_computers_move_do_not_play_the_learners_next_move(app):
    start_lesson(app, "moon")  # Bram passes, Cleo bids 4, then the learner bids
    table = table_of(app)
    until_the_learner_decides(app, table)
    press(app, pygame.K_RETURN)  # read the opening
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")
    while len(table.match.record.actions) < 2:
        pygame.event.post(enter)
        app.step(1 / 60)
    pygame.event.post(enter)  # while Cleo's bid is shown
    until_the_learner_decides(app, table)
    frames(app, 10)
    assert table.match.record.actions == ["pass", "bid 4"], "the learner reads, then bids"
    assert table.selected is not None


def test_a_lesson_left_half_way_is_resumed_or_restarted_from_the_learn_screen(app):
    start_lesson(app, "moon")
    table = table_of(app)
    until_the_learner_decides(app, table)
    while len(table.match.record.actions) < 4:
        press(app, pygame.K_RETURN)
        until_the_learner_decides(app, table)
    taken = len(table.match.record.actions)
    app.show_menu()
    frames(app)
    click_button(app, "Learn")
    assert isinstance(app.stack.top, LearnScene)
    lesson = find_lesson("moon")
    number, count = lesson.step_number(taken), len(lesson.learner_steps)
    assert f"Step {number} of {count}" in label_texts(app)
    assert button_texts(app).count("Start") == 2 and "Resume" in button_texts(app)
    click_button(app, "Resume")
    table = table_of(app)
    assert table.match.record.actions == lesson.actions[:taken]
    assert table.tutor.holding is not None, "a resumed lesson welcomes the learner back"
    app.show_menu()
    frames(app)
    click_button(app, "Learn")
    click_button(app, "Restart")
    assert table_of(app).match.record.actions == []


def test_the_end_of_a_lesson_offers_a_real_game_or_the_lessons(app):
    lesson = find_lesson("moon")
    for choice, scene in ((0, NewGameScene), (1, LearnScene)):
        start_lesson(app, "moon")
        table = table_of(app)
        follow_with_enter(app, table)
        assert table.tutor.choices and table.tutor.focus == 0
        if choice:
            press(app, pygame.K_RIGHT)
        press(app, pygame.K_RETURN)
        assert isinstance(app.stack.top, scene)
        if scene is NewGameScene:
            assert app.stack.top.game == lesson.game and not app.stack.top.offers
    assert "Done" in label_texts(app) and "Play again" in button_texts(app)


def lesson_texts(lesson) -> list[tuple[Message, bool]]:
    """Every text the lesson's panel can show, with whether buttons share the panel with it:
    the opening, notes and ending (with buttons), each step's teaching, and the explanations
    of other moves: general, particular, and the rules' reasons with the hint."""
    texts = [(lesson.intro, True), (lesson.ending, True)]
    texts += [(text, False) for text in lesson.wrong_for.values()]
    for index, step in enumerate(lesson.steps):
        if step.note is not None:
            texts.append((step.note, True))
        if step.seat != lesson.learner:
            continue
        texts += [(step.teach, False), (Message(NOT_YET, {"hint": step.hint}), False)]
        texts += [(text, False) for text in step.wrong_for.values()]
        state = PlayedGame(lesson.record(index)).state
        hand = state.view(lesson.learner)["hand"]
        for code in hand:
            reason = state.why_illegal(Action.of("play", code))
            if reason is not None:
                texts.append((lesson.explain(index, f"play {code}", reason), False))
    return texts


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("language", ["xx", "bn", "cy", "sw", "en"])
def test_every_lesson_text_fits_its_panel_in_every_language(tmp_path, monkeypatch, language, size):
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    app = App(size, language=language, keep_records=False)
    try:
        for game in GAME_NAMES:
            start_lesson(app, game)
            tutor = table_of(app).tutor
            lesson = tutor.lesson
            anchor, message_line = table_of(app).rects["lesson"], table_of(app).rects["message"]
            for message, buttons in lesson_texts(lesson):
                text = app.words.say(message)
                room = tutor.body_room(anchor, buttons)
                # Drawn readable (no text under 12 px): where it does not fit, the panel grows,
                # and stays above the message line.
                smallest = READABLE_SIZE if buttons else BODY_SIZES[-1]
                block = tutor.text_block(text, CREAM, room.width, room.height, smallest)
                grown = anchor.height + max(0, block.get_height() - room.height)
                assert anchor.top + grown <= message_line.top, f"{game}: {text!r} too long"
                assert block.get_width() <= room.width, f"{game}: {text!r} overflows"
    finally:
        app.close()


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_computers_of_a_lesson_are_named_as_in_a_new_game(game):
    lesson = find_lesson(game)
    for seat, name in enumerate(lesson.names):
        assert name == ("" if seat == lesson.learner else computer_name(seat))


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_lesson_offers_no_hint_undo_or_log_its_panel_tells_the_moves(app, game):
    app.settings.coach = "on"
    start_lesson(app, game)
    table = table_of(app)
    until_the_learner_decides(app, table)
    while table.tutor.holds():
        press(app, pygame.K_RETURN)
        until_the_learner_decides(app, table)
    assert table.viewer_decides()
    assert table.assist.buttons() == [] and not table.assist.coaching
    folded = table.log.folded
    press(app, pygame.K_h)
    press(app, pygame.K_l)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    frames(app)
    assert table.assist.hint is None and not table.match.assisted and table.match.undos == 0
    assert table.log.folded == folded
    done = table.match.record.actions
    assert done == table.tutor.lesson.actions[: len(done)]
