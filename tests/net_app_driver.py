"""Driving the real app at the network's screens as a person does: typing into a field, waiting
for what a connection brings, and opening "Join a table" at an address typed by hand."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.app import App
from scenes.net.join import JoinScene
from tests.app_driver import click_at, click_button, frames, step_until


def type_text(app: App, text: str) -> None:
    """Type `text` into the focused field, a character at a time."""
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    frames(app, 3)


def retype(app: App, text: str) -> None:
    """Select the whole of the focused field (Ctrl+A) and type `text` over it."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(
            pygame.event.Event(kind, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="")
        )
    frames(app, 2)
    type_text(app, text)


def wait(app: App, condition: Callable[[], object], seconds: float) -> None:
    """Step frames until `condition()` holds (`step_until`); fail after `seconds`."""
    step_until(app, lambda: bool(condition()), "a network screen's answer", seconds=seconds)


def open_join_screen(app: App, url: str) -> JoinScene:
    """From the menu: New game → Join a table → the address typed → Connect, until the tables
    at that address are listed."""
    _ = app.words.gettext
    click_button(app, _("New game"))
    click_button(app, _("Join a table"))
    join = app.stack.top
    assert isinstance(join, JoinScene) and join.entry is not None
    click_at(app, join.entry.rect.center)
    type_text(app, url.removeprefix("ws://"))
    click_button(app, _("Connect"))
    wait(app, lambda: join.tables is not None, 20)
    return join
