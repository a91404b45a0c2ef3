"""Whole Moon games on the table: computers alone animate a game to 21 and hand it to the app
with the table in step all the way; random clicks and keys, solo and pass-and-play, never crash
the table nor get an illegal action past it."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from test_table_moon import ANN, BEN, BRAM, CAL, CLEO, FRAME, open_table, start_app

from game.match import COMPUTER, Match, Seat
from game.records import PlayedGame
from scenes.pass_device import PassDeviceScene

MONKEY_KEYS = [
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_p,
    pygame.K_m,
    pygame.K_d,
    pygame.K_n,
    pygame.K_a,
    pygame.K_TAB,
    *(getattr(pygame, f"K_{number}") for number in range(10)),
]


@pytest.fixture
def monkey_app(tmp_path, monkeypatch):
    """An app with very fast animations, closed after the test."""
    app = start_app(tmp_path, monkeypatch, speed=30.0)
    yield app
    app.close()


def test_a_game_of_computers_animates_to_21_and_is_handed_to_the_app(tmp_path, monkeypatch):
    app = start_app(tmp_path, monkeypatch, speed=40.0, quit_at_end=True)
    seats = [Seat(COMPUTER, name, "normal") for name in ("Ada", "Bo", "Cy")]
    match = Match.new("moon", 3, {}, 2024, seats)
    try:
        table = open_table(app, match)
        ends = time.monotonic() + 120
        while app.status is None:
            assert time.monotonic() < ends, "the game did not end in time"
            app.step(1 / 30)
            time.sleep(0.0005)
        assert app.status == 0 and match.is_over and table.finished
        assert max(match.outcome.scores) >= 21
        assert table.rebuilds == 0 and table.in_step(table.match.view(table.viewer)), (
            "the animations kept the table in step"
        )
        assert table.history == [e for e in match.played.events if e.type == "hand_scored"]
        assert table.scores == list(match.outcome.scores) and table.words(
            table.banner.words
        ).endswith("wins!")
    finally:
        app.close()


@pytest.mark.parametrize(
    "seats", [(ANN, BRAM, CLEO), (ANN, BEN, CAL)], ids=["solo", "pass-and-play"]
)
def test_random_clicks_and_keys_never_crash_the_table_nor_play_an_illegal_action(monkey_app, seats):
    app = monkey_app
    rng = random.Random(len(seats[1].name))
    match = Match.new("moon", 3, {}, 99, list(seats))
    table = open_table(app, match)
    for _ in range(700):
        if match.is_over:
            break
        chance = rng.random()
        if chance < 0.55 and app.stack.top is table:
            spots = [target.rect.center for target in table.targets()]
            spots += [sprite.pos for sprite in table.hands[table.viewer]]
            pos = rng.choice(spots) if spots else (640, 360)
            pos = (round(pos[0]), round(pos[1]))
            event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        elif chance < 0.75:
            pos = (rng.randrange(1280), rng.randrange(720))
            event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 3]))
        else:
            event = pygame.event.Event(pygame.KEYDOWN, key=rng.choice(MONKEY_KEYS), mod=0)
        pygame.event.post(event)
        for _ in range(3):
            app.step(FRAME)
        if not match.human_to_move():
            time.sleep(0.001)
    assert app.stack.top is table or isinstance(app.stack.top, PassDeviceScene) or match.is_over
    replayed = PlayedGame(match.record)
    assert replayed.state.to_json() == match.state.to_json()
    assert sum(action.startswith("play") for action in match.record.actions) >= 21
