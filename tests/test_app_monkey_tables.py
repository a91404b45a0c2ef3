"""A monkey at the tables: random clicks (anywhere, and on the cards and buttons the table shows),
keys and window resizes through a whole game of each title and on its scoring screen must never
crash the app. The monkey's one human seat plays what its clicks choose; when they choose nothing
for a while, it plays a random legal action, so every game reaches its end. If the monkey pauses
and quits to the menu, Continue takes it straight back to the table (the autosave resumes): left
there, its keys and clicks would sooner or later press the menu's Quit, which closes the app as
it should. In each title's lesson, the monkey's clicks and keys are answered and the lesson,
helped along by its expected moves, reaches its end."""

from __future__ import annotations

import random
import time
from concurrent.futures import ThreadPoolExecutor

import pygame
import pytest
from app_driver import FRAME, start_app

from game.core.actions import Action
from game.history import read_history
from game.lessons import find_lesson
from game.match import COMPUTER, HUMAN, Match, Seat
from game.rules import GAME_NAMES
from scenes.app import SMALLEST_WINDOW
from scenes.learn import start_lesson
from scenes.menu import MenuScene
from scenes.pass_device import PassDeviceScene
from scenes.pause import PauseScene
from scenes.scoring import ScoringScene
from scenes.table.base import TableScene

THINKER = ThreadPoolExecutor(1)
KEYS = (
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_BACKSPACE,
    pygame.K_F11,
    pygame.K_a,
    pygame.K_d,
    pygame.K_p,
    pygame.K_u,
    pygame.K_r,
    pygame.K_4,
)
SIZES = ((1280, 720), (640, 360), (1920, 1080), (800, 800), (320, 240), (1600, 500), (200, 150))
IDLE_FRAMES = 6
"""Frames the human may be to move before the monkey plays a random legal action itself."""
SCORING_EVENTS = 120
FRAME_BUDGET = 60_000
"""Frames a whole game or lesson may take (counted, not timed): on 2026-11-27 the longest of
these games took 1,722."""
GAMES = [
    ("ono99", 3, {}),
    ("ono99", 4, {"edition": "1980", "draw_race": True, "ono_on_round_ten": True}),
    ("uno-duo", 2, {"target": 15}),
    ("moon", 3, {"target": 7}),
]


def spots(app) -> list[tuple[int, int]]:
    """Where the table's cards and buttons are, if a table is on top."""
    table = app.stack.top
    if not isinstance(table, TableScene):
        return []
    found = [target.rect.center for target in table.targets()]
    found += [(round(sprite.pos[0]), round(sprite.pos[1])) for sprite in table.hands[table.viewer]]
    return found


def monkey_events(app, rng: random.Random) -> list[pygame.event.Event]:
    """One thing a monkey does: a click (anywhere, or on a card or button), a key, or a resize
    of the window to a random size (tiny ones included)."""
    chance = rng.random()
    width, height = app.size
    if chance < 0.35:
        pos = (rng.randrange(width), rng.randrange(height))
    elif chance < 0.6:
        pos = rng.choice(spots(app) or [(width // 2, height // 2)])
    elif chance < 0.9:
        key = rng.choice(KEYS)
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)]
    else:
        size = rng.choice(SIZES)
        return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3))),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def back_to_the_table(app) -> None:
    """Where the monkey wandered off (the menu, a screen over the pause), go back the way a
    person would: Continue from the menu, or close the screens on top."""
    top = app.stack.top
    if isinstance(top, MenuScene):
        top.continue_game()
    elif isinstance(top, PassDeviceScene):
        top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    elif len(app.stack.scenes) > 1:
        app.stack.pop()


def play_through(app, match: Match, rng: random.Random, frames: int = FRAME_BUDGET) -> None:
    """Monkey the table until the game is over and the scoring screen has had its share of
    events (or the monkey left it, by Menu or Play again), within a budget of frames (counted,
    not timed, so a loaded machine does not fail a game that is only slow to end)."""
    app.play(match)
    idle = off_table = on_scoring = 0
    for _frame in range(frames):
        if on_scoring >= SCORING_EVENTS:
            break
        for event in monkey_events(app, rng):
            pygame.event.post(event)
        before = len(match.record.actions)
        app.step(FRAME)  # not run_frame: a crash must fail the test, not be reported
        assert app.status is None, "the monkey closed the app"
        top = app.stack.top
        if isinstance(top, ScoringScene):
            on_scoring += 1
            continue
        if on_scoring:
            return  # Menu or Play again on the scoring screen: this game is behind us
        if app.match is not None:
            match = app.match  # Continue resumes the autosave as a new Match
        on_table = isinstance(top, TableScene)
        off_table = 0 if on_table else off_table + 1
        if off_table > 20 or isinstance(top, MenuScene):
            back_to_the_table(app)  # at once from the menu, whose own Quit would close the app
            off_table = 0
        human_waits = on_table and match.human_to_move() and not top.busy
        idle = idle + 1 if human_waits and len(match.record.actions) == before else 0
        if idle > IDLE_FRAMES:
            match.submit(rng.choice(match.state.legal_actions()))
            idle = 0
        if not match.human_to_move():
            time.sleep(0.0005)  # a moment for the computer thinking in the background
    else:
        pytest.fail(f"no end after {frames} frames and {len(match.record.actions)} moves")


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_random_clicks_keys_and_resizes_never_crash_a_whole_game_and_its_scores(
    tmp_path, monkeypatch, game, players, options
):
    app = start_app(tmp_path, monkeypatch)
    app.settings.think_time, app.settings.sound_volume, app.speed = 0.0, 0.0, 40.0
    rng = random.Random(f"table monkey {game} {players}")
    seats = [Seat(HUMAN, "Monkey")]
    seats += [Seat(COMPUTER, f"Bot {seat}", "easy") for seat in range(1, players)]
    try:
        match = Match.new(game, players, options, rng.randrange(1000), seats, executor=THINKER)
        play_through(app, match, rng)
    finally:
        app.close()
    history, problems = read_history(tmp_path)
    assert problems == [] and history, "the finished game went into the history"
    assert history[0].game == game


def test_a_resize_while_paused_over_a_table_lays_out_both(tmp_path, monkeypatch):
    app = start_app(tmp_path, monkeypatch)
    try:
        seats = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "Bo", "easy"), Seat(COMPUTER, "Cy", "easy")]
        app.play(Match.new("moon", 3, {}, 4, seats, executor=THINKER))
        app.stack.push(PauseScene(app, app.match))
        for size in SIZES:
            pygame.event.post(
                pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
            )
            app.step(FRAME)
            assert app.size == tuple(map(max, size, SMALLEST_WINDOW))
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("game", GAME_NAMES)
def test_random_clicks_and_keys_never_crash_a_lesson_which_goes_only_as_written(
    tmp_path, monkeypatch, game
):
    app = start_app(tmp_path, monkeypatch)
    app.settings.think_time, app.settings.sound_volume, app.speed = 0.0, 0.0, 40.0
    rng = random.Random(f"lesson monkey {game}")
    lesson = find_lesson(game)
    try:
        start_lesson(app, game)
        idle = 0
        for _frame in range(FRAME_BUDGET):
            table = app.stack.top
            if not isinstance(table, TableScene) or table.tutor is None:
                break  # the end's buttons were pressed
            match = table.match
            assert match.record.actions == lesson.actions[: len(match.record.actions)]
            for event in monkey_events(app, rng):
                if event.type != pygame.KEYDOWN or event.key != pygame.K_ESCAPE:
                    pygame.event.post(event)
            before = len(match.record.actions)
            app.step(FRAME)
            waits = table.viewer_decides() and not table.busy
            idle = idle + 1 if waits and len(match.record.actions) == before else 0
            if idle > IDLE_FRAMES and table.tutor.holding is None:
                table.choose(Action.parse(match.scripted_action()))  # as the lesson teaches
                idle = 0
            if table.tutor.ended and rng.random() < 0.1:
                table.tutor.choices[rng.randrange(2)].act()
        else:
            pytest.fail(f"the lesson did not end within {FRAME_BUDGET} frames")
        assert match.record.actions == lesson.actions
    finally:
        app.close()
