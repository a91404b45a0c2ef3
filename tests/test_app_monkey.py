"""A monkey: thousands of random clicks and keys on the menu, new-game, settings, how-to-play,
Learn, watch-a-record-file and pause screens must never crash the app. Each screen gets its
share; when the monkey leaves it for the menu or a table (Back, Start, Resume), or the menu for
any screen, it is put back."""

from __future__ import annotations

import random

import pygame
import pytest
from app_driver import FRAME, ono99_match, start_app

from scenes.how_to_play import HowToPlayScene
from scenes.learn import LearnScene
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene
from scenes.open_record import OpenRecordScene
from scenes.pause import PauseScene
from scenes.settings_scene import SettingsScene
from scenes.table.base import TableScene

KEYS = (
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_BACKSPACE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_F11,
    pygame.K_1,
    pygame.K_a,
)
EVENTS_PER_SCREEN = 400


def random_event(rng: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    """A click (press and release at one place), a key press, or typed text."""
    kind = rng.random()
    if kind < 0.7:
        pos = (rng.randrange(size[0]), rng.randrange(size[1]))
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3))),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    if kind < 0.9:
        key = rng.choice(KEYS)
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")]
    return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("7x é"))]


def open_screen(app, screen: type) -> None:
    """Show `screen` as a person would reach it: from the menu, or over a table for Pause."""
    if screen is PauseScene:
        app.play(ono99_match())
        app.stack.push(PauseScene(app, app.match))
    else:
        app.show_menu()
        if screen is not MenuScene:
            app.stack.push(screen(app))


@pytest.mark.slow
@pytest.mark.parametrize(
    "screen",
    [
        MenuScene,
        NewGameScene,
        SettingsScene,
        HowToPlayScene,
        LearnScene,
        OpenRecordScene,
        PauseScene,
    ],
)
def test_random_clicks_and_keys_never_crash_the_shell(tmp_path, monkeypatch, screen):
    app = start_app(tmp_path, monkeypatch)
    rng = random.Random(f"monkey {screen.__name__}")
    on_screen = 0
    try:
        open_screen(app, screen)
        for _ in range(EVENTS_PER_SCREEN):
            for event in random_event(rng, app.size):
                pygame.event.post(event)
            app.step(FRAME)  # not run_frame: a crash must fail the test, not be reported
            top = app.stack.top
            on_screen += isinstance(top, screen)
            left = isinstance(top, TableScene | MenuScene) or screen is MenuScene
            wandered_off = left and not isinstance(top, screen)
            if app.status is not None or wandered_off:  # Quit, Start, Resume, Back: start over
                app.status = None
                open_screen(app, screen)
        assert on_screen > EVENTS_PER_SCREEN // 3
    finally:
        app.close()
