"""What players expect of the screens (issue 35): the menu's buttons keep their places whether
or not there is a game to continue; every menu-like screen opens with its first button focused,
so that Enter presses it; the screens say why (the marks' legend, the UNO Duo target, Moon's 21
bid, the lead); the lesson's panel keeps in step with its table; the replay viewer's hands are
readable. Driven through the real App with posted events."""

from __future__ import annotations

import pygame
import pytest
from app_driver import elements, frames, ono99_match, press, save_game, start_app
from pygame_gui.elements import UIButton

from scenes.history_scene import HistoryScene
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene
from scenes.pause import PauseScene
from scenes.scoring import ScoringScene
from scenes.settings_scene import SettingsScene
from scenes.statistics_scene import StatisticsScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    """The app at the menu, its files in tmp_path."""
    app = start_app(tmp_path, monkeypatch)
    yield app
    app.close()


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
    for button in scene._actions:
        if button.text == first:
            scene._actions[button] = lambda: pressed.append(first)
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
