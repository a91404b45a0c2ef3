"""Driving the app in tests the way a person would: real pygame events posted to the queue and
handled by `App.step`, clicks aimed at the elements' on-screen rectangles."""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Executor, Future
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import Record
from game.rules.ono99_cards import stacked_deck
from game.saves import AutosaveWriter
from scenes.app import App
from scenes.pass_device import PassDeviceScene
from scenes.table.base import TableScene

FRAME = 1 / 60
WAIT_SECONDS = 120.0
"""The longest a test waits for the app to get somewhere (a computer's move, the scores):
generous, since a loaded machine makes the workers slow while the test's frames stay cheap."""


class InlineExecutor(Executor):
    """Runs work at once in the caller's thread (stands in for a worker process: the computers'
    or the coach's)."""

    def submit(self, fn, /, *args, **kwargs):
        future = Future()
        future.set_result(fn(*args, **kwargs))
        return future


def frames(app: App, count: int = 2) -> None:
    """Run `count` frames (UI events posted in one frame are handled in the next)."""
    for _ in range(count):
        app.step(FRAME)


def step_until(
    app: App,
    condition: Callable[[], bool],
    what: str,
    *,
    dt: float = FRAME,
    each_frame: Callable[[], None] | None = None,
    seconds: float = WAIT_SECONDS,
) -> None:
    """Step frames of `dt` until `condition()` holds (calling `each_frame` before each, if
    given); AssertionError naming `what` after `seconds`. How many frames that takes depends on
    how fast the workers answer, so no count bounds it; and while nothing moves (the app waits
    for a worker) each frame leaves the worker a millisecond, so the test's loop does not take
    the CPU from what it waits for."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"waited {seconds:.0f} s in vain for {what}"
        if each_frame is not None:
            each_frame()
        app.step(dt)
        if app.next_frame() > 0:
            time.sleep(0.001)


def first_legal_for_people(match: Match) -> Callable[[], None]:
    """An `each_frame` for `step_until`: whenever a person is to move in `match`, they take the
    first legal action (the set-up of a test, not what it tests)."""

    def take() -> None:
        if match.human_to_move():
            match.submit(match.state.legal_actions()[0])

    return take


def click_at(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """Move the mouse to `pos`, press and release there, and let the app react."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    frames(app, 5)


def press(app: App, key: int, unicode: str = "") -> None:
    """Press and release a key, and let the app react."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=unicode))
    frames(app, 5)


def elements(app: App, kind: type = pygame_gui.core.UIElement) -> list:
    """The visible pygame_gui elements of `kind` in the top scene."""
    manager = app.stack.top.manager
    return [sprite for sprite in manager.get_sprite_group().sprites() if isinstance(sprite, kind)]


def button_texts(app: App) -> list[str]:
    """The captions of the top scene's buttons."""
    return [button.text for button in elements(app, UIButton) if button.visible]


def enabled_button_texts(app: App) -> list[str]:
    """The captions of the top scene's buttons that can be pressed (the menu's Continue keeps
    its place, greyed out, when there is nothing to continue)."""
    return [
        button.text for button in elements(app, UIButton) if button.visible and button.is_enabled
    ]


def label_texts(app: App) -> list[str]:
    """The texts of the top scene's labels."""
    return [label.text for label in elements(app, UILabel)]


def click_button(app: App, text: str) -> None:
    """Click the centre of the (first) visible button captioned `text`."""
    found = [button for button in elements(app, UIButton) if button.text == text and button.visible]
    assert found, f"no button {text!r} among {button_texts(app)}"
    click_at(app, found[0].rect.center)


def ono99_match(players: int = 3, seed: int = 7, moves: int = 0) -> Match:
    """An ONO 99 match with one human and computers, after `moves` first legal actions."""
    seats = [Seat(HUMAN, "Ann")] + [Seat(COMPUTER, f"C{i}", "easy") for i in range(1, players)]
    match = Match.new("ono99", players, {}, seed, seats)
    for _ in range(moves):
        match.played.play(match.state.legal_actions()[0])
    return match


def nobody_can_play_match() -> Match:
    """A finished two-player ONO 99 game between computers that nobody could play on: four 10s
    each (80); Ann 8, Bram a Play 2, Ann 9 (97) and stuck on her second card; Bram holds 9 9
    ONO99 9 and cannot play either: Ann, who played last, goes out first and Bram is the last
    player left (docs/rules/ono99.md, Decision (order of the two rules))."""
    draw = ["8", "PLAY2", "9", "9", "ONO99", "9", "ONO99", "ONO99", "10", "9", "10"]
    deck = stacked_deck("2022", 2, [["10"] * 4, ["10"] * 4], draw)
    actions = ["play 10"] * 8 + ["play 8", "play PLAY2", "play 9"]
    seats = [Seat(COMPUTER, name, "easy") for name in ("Ann", "Bram")]
    return Match.from_record(Record("ono99", 2, 1, {}, deck, actions), seats)


def start_app(home, monkeypatch, size: tuple[int, int] = (1280, 720)) -> App:
    """A fresh app whose files live in `home`, showing the menu."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(home))
    app = App(size)
    app.show_menu()
    frames(app)
    return app


def save_game(record: Record, seats: list[Seat], folder: Path | None = None) -> None:
    """Autosave `record` and its seats as the app does, and wait until both are on disk."""
    writer = AutosaveWriter(folder)
    writer.save(record, seats)
    writer.flush()


def table_of(app: App) -> TableScene:
    """The table in the app's stack (under a hand-off or a pause, too)."""
    return next(scene for scene in app.stack.scenes if isinstance(scene, TableScene))


def settle(app: App, limit: float = 20.0) -> TableScene:
    """Frames until the table waits for a person (or a hand-off, or the end), leaving a moment
    between them for a computer's thinking thread."""

    def frame() -> None:
        app.step(FRAME)
        time.sleep(0.0005)

    table = table_of(app)
    deadline = time.monotonic() + limit
    while True:
        frame()
        if isinstance(app.stack.top, PassDeviceScene):
            return table
        if (table.match.human_to_move() or table.match.is_over) and not table.busy:
            frame()
            frame()
            return table
        assert time.monotonic() < deadline, "the table never settled"
