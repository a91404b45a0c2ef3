"""The hand at the table, the person's way (issue 35, "Your hand, your way"), driven through the
real App with posted pygame events: a 14-card UNO hand fanned so every corner index shows, the
hand sorted by colour or by number (the choice remembered), a card dragged to a new place or onto
the pile."""

from __future__ import annotations

import math
import time
from concurrent.futures import ThreadPoolExecutor

import pygame
import pytest

from game.match import Match, Seat
from game.records import PlayedGame, Record
from game.rules.uno_duo_cards import stacked_deck
from scenes.app import App
from scenes.pass_device import PassDeviceScene
from scenes.table.base import TableScene

FRAME = 1 / 60
THINKER = ThreadPoolExecutor(1, thread_name_prefix="hand-tests")
ANN = Seat("human", "Ann")
BOT = Seat("computer", "Bot", "normal")
REDS = ["R1", "R2", "R3", "R4", "R6", "R7", "R8"]
BLUES = ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]
DRAWS = ["G1", "G2", "G3", "Y1", "Y2", "Y3", "G4", "G6", "Y4", "Y6", "G7", "Y7", "G8", "Y8"]


def uno_record(hand_size: int) -> Record:
    """A UNO Duo record in which seat 1 (who plays first) has drawn up to `hand_size` cards and
    is to play: both seats draw and pass, turn about, from a stacked deck."""
    record = Record("uno-duo", 2, 1, {}, stacked_deck([REDS, BLUES], "G5", DRAWS), ["keep"] * 14)
    played = PlayedGame(record)
    for _ in range(60):
        state = played.state
        legal = [str(action) for action in state.legal_actions()]
        if state.to_move == 1 and len(state.view(1)["hand"]) >= hand_size and "draw" in legal:
            return played.record
        played.play("draw" if "draw" in legal else "pass")
    raise AssertionError("the stacked deck never gave seat 1 that many cards")


def open_app(home, monkeypatch, size=(1280, 720)) -> App:
    monkeypatch.setenv("TRIO_TABLE_HOME", str(home))
    app = App(size, speed=12.0)
    app.settings.sound_volume = 0.0
    app.settings.think_time = 0.0
    return app


@pytest.fixture
def app(tmp_path, monkeypatch):
    app = open_app(tmp_path, monkeypatch)
    yield app
    app.close()


def frames(app: App, count: int = 1) -> None:
    for _ in range(count):
        app.step(FRAME)
        time.sleep(0.0005)


def table_of(app: App) -> TableScene:
    return next(scene for scene in app.stack.scenes if isinstance(scene, TableScene))


def settle(app: App, limit: float = 20.0) -> TableScene:
    """Frames until the table waits for a person (or a hand-off, or the end)."""
    table = table_of(app)
    deadline = time.monotonic() + limit
    while True:
        frames(app)
        if isinstance(app.stack.top, PassDeviceScene):
            return table
        if (table.match.human_to_move() or table.match.is_over) and not table.busy:
            frames(app, 2)
            return table
        assert time.monotonic() < deadline, "the table never settled"


def show(app: App, record: Record, seats) -> TableScene:
    app.play(Match.from_record(record, list(seats), executor=THINKER))
    return settle(app)


# The 14-card fan ----------------------------------------------------------------------------


def _corners_on_screen(sprite, size, box: pygame.Rect) -> list[tuple[float, float]]:
    """The corners of `box` (card pixels, top left at 0, 0) where the sprite lies on screen,
    turned as the card is turned (pygame turns counter-clockwise for a positive angle)."""
    width, height = size
    turn = math.radians(sprite.angle)
    points = []
    for x, y in ((box.left, box.top), (box.right, box.top), (box.left, box.bottom),
                 (box.right, box.bottom), box.center):
        u, v = x - width / 2, y - height / 2
        points.append((sprite.x + u * math.cos(turn) + v * math.sin(turn),
                       sprite.y - u * math.sin(turn) + v * math.cos(turn)))
    return points


def _inside(sprite, size, point) -> bool:
    """True when `point` on screen lies on the (turned) card."""
    width, height = size
    turn = math.radians(sprite.angle)
    dx, dy = point[0] - sprite.x, point[1] - sprite.y
    u = dx * math.cos(turn) - dy * math.sin(turn)
    v = dx * math.sin(turn) + dy * math.cos(turn)
    return abs(u) < width / 2 and abs(v) < height / 2


def covered_indexes(table) -> list[str]:
    """The cards of the bottom hand whose top-left index a card drawn over it hides, in part."""
    hand = table.hands[table.bottom]
    size = table.card_sizes["hand"]
    hidden = []
    for index, sprite in enumerate(hand):
        box = table.painter.index_box(sprite.code, size)
        points = _corners_on_screen(sprite, size, box)
        if any(_inside(other, size, point) for other in hand[index + 1:] for point in points):
            hidden.append(sprite.code)
    return hidden


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_fourteen_card_uno_hand_shows_every_corner_index(tmp_path, monkeypatch, size):
    app = open_app(tmp_path, monkeypatch, size)
    try:
        table = show(app, uno_record(14), [BOT, ANN])
        hand = table.hands[table.bottom]
        assert len(hand) == 14 and all(sprite.face_up for sprite in hand)
        assert covered_indexes(table) == []
        screen = pygame.Rect((0, 0), size)
        assert all(screen.contains(sprite.hit_rect(table.card_sizes)) for sprite in hand)
    finally:
        app.close()
