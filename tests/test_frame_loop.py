"""The real frame loop (`App.run`): it draws nothing while nothing moves, yet every animation to
its end; hover, the caret, computers' moves and the draw race's timer still come through."""

from __future__ import annotations

import time
from itertools import chain

import pygame
import pytest
from app_driver import click_at, elements, frames, start_app
from pygame_gui.elements import UIButton, UITextEntryLine

from game.core.actions import Action
from game.match import COMPUTER, HUMAN, Match, Seat
from scenes.app import FRAME_WINDOW, App
from scenes.new_game import NewGameScene
from scenes.table.assist import DOT_SECONDS
from scenes.table.base import THINKING_SHOWN_AFTER


@pytest.fixture
def home(tmp_path, monkeypatch):
    """The app's files live in tmp_path; computers move without a pause unless a test says."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text('{"think_time": 0}')
    return tmp_path


def run_until(app: App, done, seconds: float = 30.0) -> int:
    """Run the app's real loop until `done()` holds after a frame, or for `seconds` if `done`
    is None; returns the number of frames it drew."""
    step = app.step

    def stepping(dt: float, draw: bool = True) -> None:
        step(dt, draw)
        if done is not None and done():
            app.quit(0)

    app.step = stepping
    pygame.time.set_timer(pygame.QUIT, round(seconds * 1000), loops=1)
    before = app.frame_stats.frames
    try:
        app.run()
    finally:
        pygame.time.set_timer(pygame.QUIT, 0)
        del app.step
        app.status = None
    if done is not None:
        assert done(), f"not done within {seconds} s"
    return app.frame_stats.frames - before


def picture(table) -> list[tuple]:
    """Where every card of the table lies and how it shows, as it would be drawn now."""
    sprites = chain(table.pile_sprites(), *table.hands, table.flying)
    return [
        (round(s.x), round(s.y), round(s.angle), s.face_up, round(s.squash, 2), s.size)
        for s in sprites
    ]


def watch_drawing(table) -> list[list[tuple]]:
    """The picture of every frame the table draws from now on."""
    drawn: list[list[tuple]] = []
    draw = table.draw

    def drawing(surface: pygame.Surface) -> None:
        drawn.append(picture(table))
        draw(surface)

    table.draw = drawing
    return drawn


def at_rest(table) -> bool:
    """True when nothing moves and the human at the screen is to decide."""
    return not table.busy and table.match.human_to_move()


def human_table(home, game: str = "ono99", players: int = 4, speed: float = 3.0, **options):
    """The app at a table where seat 0 is a human and the others Normal computers."""
    app = App(speed=speed)
    seats = [Seat(HUMAN, "Ann")] + [Seat(COMPUTER, f"C{i}", "normal") for i in range(1, players)]
    app.play(Match.new(game, players, options, 3, seats))
    return app, app.stack.top


def test_an_idle_menu_draws_one_frame_a_second_and_no_more(home, monkeypatch):
    app = start_app(home, monkeypatch)
    frames(app, 40)  # the new elements settle
    try:
        assert run_until(app, None, 1.0) == 1  # the loop's first frame
    finally:
        app.close()


def test_a_table_waiting_for_the_human_draws_nothing_until_a_click(home):
    app, table = human_table(home)
    try:
        run_until(app, lambda: at_rest(table))
        assert run_until(app, None, 1.0) == 1
        sprite = next(s for s, why in zip(table.hands[0], table.reasons, strict=True) if not why)
        click_at(app, sprite.hit_rect(table.card_sizes).center)
        assert len(table.match.record.actions) > 0
    finally:
        app.close()


def test_the_deal_and_every_flown_card_are_drawn_to_their_end(home):
    app, table = human_table(home)
    try:
        drawn = watch_drawing(table)
        run_until(app, lambda: at_rest(table))
        assert len(drawn) > 20  # the deal was drawn frame by frame...
        assert drawn[-1] == picture(table) and not table.flying  # ...to its last position
        playable = next(i for i, why in enumerate(table.reasons) if why is None)
        card = table.hands[0][playable].code
        pygame.event.post(
            pygame.event.Event(
                pygame.MOUSEBUTTONDOWN,
                pos=table.hands[0][playable].hit_rect(table.card_sizes).center,
                button=1,
            )
        )
        actions = len(table.match.record.actions)
        run_until(app, lambda: at_rest(table) and len(table.match.record.actions) > actions)
        assert drawn[-1] == picture(table) and not table.flying
        pile = table.discard_pile
        assert card in [sprite.code for sprite in pile.sprites]
        x, y, angle = pile.spot(pile.count)
        assert (round(pile.sprites[-1].x), round(pile.sprites[-1].y)) == (round(x), round(y))
    finally:
        app.close()


def test_a_swept_trick_is_drawn_to_its_end(home):
    app = App(speed=3.0)
    seats = [Seat(COMPUTER, f"C{i}", "normal") for i in range(3)]
    app.play(Match.new("moon", 3, {}, 5, seats))
    table = app.stack.top
    try:
        drawn = watch_drawing(table)
        run_until(app, lambda: sum(table.tricks_won) == 1 and not table.trick and not table.busy)
        assert drawn[-1] == picture(table) and not table.flying
        assert len(table.won[table.tricks_won.index(1)]) == 3
    finally:
        app.close()


def test_a_computers_move_arrives_after_its_think_time_and_the_wait_draws_nothing(home):
    (home / "settings.json").write_text('{"think_time": 1.0}')
    app = App(speed=2.0)
    seats = [Seat(COMPUTER, "Bo", "normal"), Seat(COMPUTER, "Cy", "normal")]
    app.play(Match.new("ono99", 2, {}, 1, seats))
    table = app.stack.top
    try:
        run_until(app, table.polls)  # the deal is over, a computer thinks
        # The think clock may have counted that frame already (a long one on a loaded machine).
        started = time.monotonic() - table.think_clock
        drawn = run_until(app, lambda: len(table.match.record.actions) == 1, 10.0)
        waited = time.monotonic() - started
        assert 0.48 <= waited < 2.0  # the think time, sped up; then at once
        # The move's first frame, and nothing while waiting for it but the thinking dots' steps
        # once the wait runs past THINKING_SHOWN_AFTER (the answer late on a loaded machine).
        late = waited - THINKING_SHOWN_AFTER
        assert drawn <= 2 + (0 if late <= 0 else 1 + int(late / DOT_SECONDS))
    finally:
        app.close()


def test_the_draw_race_runs_out_after_three_seconds_while_the_app_sleeps(home):
    app, table = human_table(home, players=2, speed=1.0, edition="1980", draw_race=True)
    try:
        run_until(app, lambda: at_rest(table))
        table.choose(table.match.state.legal_actions()[0])
        run_until(app, lambda: at_rest(table) and table.race_key is not None)
        started = time.monotonic()
        drawn = run_until(app, lambda: len(table.match.record.actions) == 2, 10.0)
        assert table.match.record.actions[1] == str(Action.of("pass"))
        assert 2.8 <= time.monotonic() - started < 5.0
        assert drawn < 3.5 * 15  # the countdown is redrawn, not every frame
    finally:
        app.close()


def test_a_hovered_button_lights_up_then_the_menu_sleeps(home, monkeypatch):
    app = start_app(home, monkeypatch)
    frames(app, 40)
    button = next(b for b in elements(app, UIButton) if b.text == "Settings")
    try:
        pos = button.rect.center
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.mouse.set_pos(pos)
        assert run_until(app, None, 1.0) > 10  # frames while the hover settles
        assert button.hovered
        assert run_until(app, None, 0.6) == 1
    finally:
        app.close()


def test_a_focused_text_field_blinks_its_caret_with_a_few_frames(home, monkeypatch):
    app = start_app(home, monkeypatch)
    app.stack.push(NewGameScene(app))
    frames(app, 40)
    entry = next(e for e in elements(app, UITextEntryLine) if e.visible)
    click_at(app, entry.rect.center)
    frames(app, 40)
    shown = []
    draw = app.stack.top.draw

    def drawing(surface):
        shown.append(entry.cursor_on)
        draw(surface)

    app.stack.top.draw = drawing
    try:
        drawn = run_until(app, None, 2.0)
        assert entry.is_focused and {True, False} <= set(shown)
        assert drawn < 30  # a frame or two per blink, not sixty a second
    finally:
        app.close()


def test_the_kept_frame_times_stay_a_bounded_window(home, monkeypatch):
    app = start_app(home, monkeypatch)
    try:
        frames(app, FRAME_WINDOW + 50)
        assert len(app.frame_ms) == FRAME_WINDOW
        assert app.frame_stats.frames >= FRAME_WINDOW + 50
    finally:
        app.close()
