"""Driving the real app at the network's screens as a person does: typing into a field, waiting
for what a connection brings, and opening "Join a table" at an address typed by hand."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from game.net.client import ClientThread
from scenes.app import App
from scenes.auto_person import AutoplayApp
from scenes.net.join import JoinScene
from scenes.table.assist import AdviceWork
from tests.app_driver import InlineExecutor, click_at, click_button, frames, step_until


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


def playing_app(person_seed: int) -> AutoplayApp:
    """The real app at the menu with a stand-in for its person who plays at once through the
    hint (computed in this process), its files where TRIO_TABLE_HOME says."""
    app = AutoplayApp((1280, 720), speed=25.0, person_seed=person_seed)
    app.settings.think_time = 0.0
    app.advice = AdviceWork(InlineExecutor(), iterations=8)
    app.show_menu()
    frames(app)
    return app


def answer(client: ClientThread, kind: str, seconds: float = 10.0) -> dict[str, Any]:
    """The first message of `kind` the host sends `client` (others are passed over)."""
    ends = time.monotonic() + seconds
    while True:
        found = [message for message in client.messages() if message["type"] == kind]
        if found:
            return found[0]
        assert time.monotonic() < ends, f"no {kind} within {seconds} s"
        time.sleep(0.05)
