"""What players expect of the screens (issue 35): the menu's buttons keep their places whether
or not there is a game to continue; every menu-like screen opens with its first button focused,
so that Enter presses it; the screens say why (the marks' legend, the UNO Duo target, Moon's 21
bid, the lead); the lesson's panel keeps in step with its table; the replay viewer's hands are
readable. Driven through the real App with posted events."""

from __future__ import annotations

import random
from concurrent.futures import Future

import pygame
import pytest
from app_driver import (
    click_button,
    elements,
    frames,
    label_texts,
    ono99_match,
    press,
    save_game,
    step_until,
)
from pygame_gui.elements import UIButton

from game.core.actions import Action
from game.core.messages import N_, Message
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame, Record
from game.review import Judgement
from game.reviewing import decisions_of
from scenes.app import App
from scenes.history_scene import HistoryScene
from scenes.learn import start_lesson
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene
from scenes.pause import PauseScene
from scenes.replay import ReplayScene
from scenes.scoring import ScoringScene
from scenes.settings_scene import SettingsScene
from scenes.statistics_scene import StatisticsScene
from scenes.table.widgets import caption_rect


def button_rects(app) -> dict[str, pygame.Rect]:
    """The menu's buttons by caption, with where they are."""
    return {button.text: button.rect.copy() for button in elements(app, UIButton)}


def test_the_menu_buttons_keep_their_places_when_a_saved_game_comes(app):
    before = button_rects(app)
    match = ono99_match(moves=3)
    save_game(match.record, list(match.seats))
    app.show_menu()
    frames(app)
    after = button_rects(app)
    assert after == before
    assert before["Settings"] != before["Quit"]


def focused_caption(app) -> str | None:
    focus = app.stack.top._focus
    return None if focus is None else focus.text


def first_enabled_button(app) -> str:
    scene = app.stack.top
    return next(button.text for button in scene._actions if button.is_enabled and button.visible)


def test_enter_on_the_menu_presses_its_first_button(app):
    assert focused_caption(app) == "New game"
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, NewGameScene)


def finished_match():
    match = ono99_match(moves=0)
    while not match.is_over:
        match.played.play(match.state.legal_actions()[0])
    return match


SCREENS = {
    "new game": lambda app: NewGameScene(app),
    "settings": lambda app: SettingsScene(app),
    "history": lambda app: HistoryScene(app),
    "statistics": lambda app: StatisticsScene(app),
    "pause": lambda app: PauseScene(app, ono99_match(moves=2)),
    "scoring": lambda app: ScoringScene(app, finished_match()),
}


@pytest.mark.parametrize("screen", SCREENS)
def test_each_menu_like_screen_opens_with_its_first_button_focused_and_enter_presses_it(
    app, screen
):
    app.stack.push(SCREENS[screen](app))
    frames(app)
    scene = app.stack.top
    first = first_enabled_button(app)
    assert focused_caption(app) == first
    pressed = []
    for button, action in list(scene._actions.items()):
        if button.text == first:  # the button's own action runs, and is noted as it does

            def noted(action=action) -> None:
                pressed.append(first)
                action()

            scene._actions[button] = noted
    press(app, pygame.K_RETURN)
    assert pressed == [first]


def test_back_on_the_menu_after_a_screen_the_focus_is_where_it_was(app):
    press(app, pygame.K_TAB)
    press(app, pygame.K_TAB)
    assert focused_caption(app) == "How to play"
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    assert focused_caption(app) == "How to play"


# Say why ---------------------------------------------------------------------------------------


def test_the_uno_duo_setup_says_that_reaching_the_target_loses(app):
    press(app, pygame.K_RETURN)  # New game, the focused first button
    click_button(app, "UNO Duo")
    assert any("loses" in text for text in label_texts(app)), label_texts(app)


def test_uno_duos_round_roles_read_as_roles_not_names(app):
    app.play(uno_duo_match())
    table = app.stack.top
    frames(app, 30)
    details = [table.words(table.seat_plate(seat).detail) for seat in range(2)]
    assert {"drafts first", "plays first"} == {detail.split(" · ")[-1] for detail in details}
    assert not any("Player" in detail for detail in details)


def uno_duo_match() -> Match:
    """An UNO Duo game of a person and a computer, a few moves into the draft."""
    seats = [Seat(HUMAN, "Player 1"), Seat(COMPUTER, "Bram", "easy")]
    match = Match(PlayedGame(Record("uno-duo", 2, 5, {})), seats)
    for _ in range(4):
        match.played.play(match.state.legal_actions()[0])
    return match


def moon_match(seats: list[Seat], actions: list[str] = ()) -> Match:
    match = Match(PlayedGame(Record("moon", 3, 11, {"target": 7})), seats)
    for action in actions:
        match.played.play(Action.parse(action))
    return match


def until_the_person_decides(app, table) -> None:
    """Frames until the person at `table` is to decide (the computers think in their worker
    meanwhile)."""
    step_until(app, lambda: table.viewer_decides() and not table.busy, "the person's turn")


MOON_SEATS = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "Bram", "easy"), Seat(COMPUTER, "Cleo", "easy")]


def test_the_moon_bid_of_21_says_it_shoots_the_moon_for_all_7_tricks(app):
    match = moon_match(MOON_SEATS)
    app.settings.think_time = 0.0
    app.play(match)
    table = app.stack.top
    until_the_person_decides(app, table)
    assert table.phase() == "bidding" and table.viewer_decides()
    prompt = table.line_words(table.status_line()[0])
    assert "21 to shoot the moon: all 7" in prompt, prompt


def test_a_moon_lead_is_the_same_n_on_the_table_and_the_scoring_screen(app):
    """The last action of a finished game is played by the person at the table: the banner's
    reason and the scoring screen's say "ahead by" the same lead, the winner's points less the
    best of the others'."""
    finished = moon_match([Seat(COMPUTER, name, "easy") for name in ("Ann", "Bram", "Cleo")])
    rng = random.Random(4)
    while not finished.is_over:
        finished.played.play(rng.choice(finished.state.legal_actions()))
    actions = finished.record.actions
    assert finished.played.state.outcome().reason.id.startswith("reached")  # not a moon
    last_seat = moon_match(MOON_SEATS, actions[:-1]).to_move
    seats = [
        Seat(HUMAN, name) if seat == last_seat else Seat(COMPUTER, name, "easy")
        for seat, name in enumerate(("Ann", "Bram", "Cleo"))
    ]
    match = moon_match(seats, actions[:-1])
    app.play(match)
    table = app.stack.top
    until_the_person_decides(app, table)
    table.choose(Action.parse(actions[-1]))
    banners: list[str] = []

    def note_the_banner() -> None:
        if table.banner.reason and not banners:
            banners.append(table.words(table.banner.reason))

    step_until(
        app,
        lambda: isinstance(app.stack.top, ScoringScene),
        "the scores",
        each_frame=note_the_banner,
    )
    banner = banners[0] if banners else None
    scores = finished.state.scores()
    winner = scores.index(max(scores))
    lead = scores[winner] - sorted(scores)[-2]
    assert banner is not None and f"ahead by {lead}" in banner, banner
    assert any(f"ahead by {lead}" in text for text in label_texts(app)), label_texts(app)


def test_the_replay_bar_has_a_legend_of_the_coachs_marks(app):
    record = finished_match().record
    index = record_decision(record)
    action = Action.parse(record.actions[index])
    marked = Judgement(index, 0, action, 0.2, action, 0.6, True)
    viewer = ReplayScene(app, record, None, review=[marked.to_json()], executor=NeverDone())
    app.stack.push(viewer)
    frames(app, 3)
    shown = [placed.text for placed in viewer.bar.placed]
    for symbol, name in (("??", "Blunder"), ("?", "Mistake"), ("?!", "Inaccuracy")):
        assert symbol in shown and name in shown, shown


def record_decision(record) -> int:
    return next(decision.index for decision in decisions_of(record) if decision.index > 0)


class NeverDone:
    """An executor whose jobs never finish: the viewer's review stays under way."""

    def submit(self, *args, **kwargs) -> Future:
        return Future()


# The replay's hands ----------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["ono99", "uno-duo"])
def test_the_replay_shows_the_other_hands_large_and_spread_out(app, game):
    players = 2 if game == "uno-duo" else 3
    match = Match(
        PlayedGame(Record(game, players, 3, {})),
        [Seat(COMPUTER, f"C{seat}", "easy") for seat in range(players)],
    )
    rng = random.Random(3)
    for _ in range(30):
        match.played.play(rng.choice(match.state.legal_actions()))
    viewer = ReplayScene(app, match.record, None, executor=NeverDone())
    app.stack.push(viewer)
    viewer.go_to(30)
    frames(app, 5)
    table = viewer.table
    for seat in range(players):
        if seat == table.bottom or len(table.hands[seat]) < 2:
            continue
        rects = [sprite.hit_rect(table.card_sizes) for sprite in table.hands[seat]]
        assert all(sprite.face_up for sprite in table.hands[seat])
        assert min(rect.height for rect in rects) >= 80, rects
        shown = [b.left - a.left for a, b in zip(rects, rects[1:], strict=False)]
        assert min(shown) >= rects[0].width * 0.45, shown  # each card's corner and more


# Lessons in step -------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["moon", "ono99"])
def test_the_lesson_panel_keeps_in_step_with_the_table(app, game):
    """Pressing Enter through a whole lesson (Go on, and the move the lesson rings): at every
    frame the panel's step counter counts the learner's moves taken, and "Watch X's move" is
    shown only while X is still to make it."""
    app.speed, app.settings.think_time = 4.0, 0.0
    start_lesson(app, game)
    table = app.stack.top
    tutor = table.tutor
    lesson = tutor.lesson
    words = app.words
    lagging = []
    for frame in range(6000):
        frames(app, 1)
        taken = len(table.match.record.actions)
        if tutor.ended:
            break
        heading = words.say(tutor._heading())
        count = len(lesson.learner_steps)
        expected = f"step {min(lesson.step_number(taken), count)} of {count}"
        if expected not in heading:
            lagging.append((frame, taken, heading))
        body = words.say(tutor._body()[0])
        if body.startswith("Watch "):
            to_move = lesson.steps[taken].seat if taken < len(lesson.steps) else None
            if to_move is None or body != f"Watch {table.seat_name(to_move)}'s move.":
                lagging.append((frame, taken, body))
        if not table.busy and (tutor.holds() or table.viewer_decides()):
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")
            )
    assert tutor.ended
    assert not lagging, lagging[:5]


def test_play_a_real_game_after_a_lesson_keeps_the_last_settings(app):
    press(app, pygame.K_RETURN)  # New game
    click_button(app, "2022")
    click_button(app, "1980")
    click_button(app, "3")
    click_button(app, "4")
    click_button(app, "Start")
    assert app.match.record.players == 4
    assert app.match.record.options["edition"] == "1980"
    app.show_menu()
    frames(app)
    app.speed, app.settings.think_time = 4.0, 0.0
    start_lesson(app, "ono99")
    table = app.stack.top

    def go_on() -> None:
        if not table.busy and (table.tutor.holds() or table.viewer_decides()):
            press(app, pygame.K_RETURN)

    step_until(app, lambda: table.tutor.ended, "the lesson's end", each_frame=go_on)
    press(app, pygame.K_RETURN)  # the end's first button: Play a real game
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    assert (scene.game, scene.players, scene.options["edition"]) == ("ono99", 4, "1980")


# The ONO 99 ring -------------------------------------------------------------------------------


def ring_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The pixels in `rect` that are the direction ring's see-through gold over the felt (the
    captions' muted ink, blended with the felt, is never redder than it is blue)."""
    found = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            red, _, blue, _ = surface.get_at((x, y))
            found += red > 80 and red - blue > 30
    return found


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_no_pile_caption_of_ono99_is_crossed_by_the_direction_ring_in_bengali(
    tmp_path, monkeypatch, size
):
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    app = App(size, language="bn", keep_records=False)
    try:
        app.play(ono99_match(moves=9))
        table = app.stack.top
        until_the_person_decides(app, table)
        frames(app, 3)
        draw = Message(N_("{count} to draw"), {"count": table.draw_pile.count})
        played = Message(N_("{count} played"), {"count": table.discard_pile.count})
        captions = [
            caption_rect(table, words, table.rects[name], -6)
            for words, name in ((draw, "draw_pile"), (played, "discard_pile"))
        ]
        assert all(ring_pixels(app.window, caption) == 0 for caption in captions)
    finally:
        app.close()
