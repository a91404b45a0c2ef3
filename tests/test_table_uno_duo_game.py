"""Whole UNO Duo games at the table: computers play a game to its end through the real App in
step with the rules; a monkey's random clicks and keys never crash the table, human against
computer or in pass-and-play; the table lays itself out again when the window is resized."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from test_table_uno_duo import (
    ANN,
    BEN,
    BOT,
    KEEPS,
    REDS,
    THINKER,
    WILD_HAND,
    click,
    fast_app,
    frames,
    press,
    settle,
    table_of,
    uno_match,
)

from game.match import Match, Seat
from game.records import PlayedGame, Record
from scenes.app import App
from scenes.pass_device import PassDeviceScene
from scenes.pause import PauseScene
from scenes.table.uno_duo import UnoDuoTable


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from fast_app(tmp_path, monkeypatch)


@pytest.mark.slow
def test_computers_play_a_game_to_the_target_in_step_with_the_rules(tmp_path, monkeypatch):
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    autoplay = App(quit_at_end=True, speed=8.0)
    autoplay.settings.sound_volume = 0.0
    seats = [Seat("computer", "Bot 1", "easy"), Seat("computer", "Bot 2", "easy")]
    try:
        autoplay.play(Match.new("uno-duo", 2, {"target": 40}, 33, seats, executor=THINKER))
        table = autoplay.stack.top
        deadline = time.monotonic() + 240
        while autoplay.status is None:
            assert time.monotonic() < deadline, "the autoplay game did not finish"
            autoplay.step(1 / 60)
            time.sleep(0.0005)  # a moment for the computer's thinking thread
        assert autoplay.status == 0 and table.match.is_over
        assert table.rebuilds == 0, "the animated table drifted from the state"
        assert table.words(table.banner.words).endswith("wins!")
        assert table.scores == table.match.state.scores() and table.history
        assert max(table.scores) >= 40
    finally:
        autoplay.close()


EASY_BOT = Seat("computer", "Bot", "easy")


def person_clicks(app: App, table: UnoDuoTable, rng: random.Random) -> None:
    """What a person would do: click a button or a card that is not dimmed, as the screen shows
    them (UNO whenever two cards are left, Catch whenever it is offered)."""
    buttons = {table.words(target.label): target for target in table.targets()}
    hand = table.hands[table.viewer]
    if "Catch!" in buttons or ("UNO!" in buttons and len(hand) == 2):
        choice = buttons.get("Catch!") or buttons["UNO!"]
        click(app, choice.rect.center)
        return
    cards = [sprite for sprite in hand if not sprite.dimmed]
    playing = table.match.state.phase in ("play", "drawn", "volley", "dump")
    if cards and playing and table.choosing is None:
        click(app, table_card_point(table, rng.choice(cards)))
        return
    choices = [target for label, target in buttons.items() if label != "UNO!"]
    click(app, rng.choice(choices).rect.center)


def table_card_point(table: UnoDuoTable, sprite) -> tuple[int, int]:
    """A point on `sprite` that no card to its right covers."""
    hand = table.hands[table.viewer]
    rect = sprite.hit_rect(table.card_sizes)
    later = [other.hit_rect(table.card_sizes) for other in hand[hand.index(sprite) + 1 :]]
    right = min([other.left for other in later if other.colliderect(rect)], default=rect.right)
    return (rect.left + right) // 2, rect.centery


def play_as_people(app: App, match: Match, seed: int, limit: float = 150.0) -> UnoDuoTable:
    """Play `match` to its end clicking what the table offers, handing the device over when
    asked; every click must change something."""
    app.play(match)
    table = table_of(app)
    rng = random.Random(seed)
    deadline = time.monotonic() + limit
    while not table.match.is_over:
        assert time.monotonic() < deadline, "the game did not end"
        settle(app)
        if isinstance(app.stack.top, PassDeviceScene) or table.curtain is not None:
            press(app, pygame.K_RETURN)
        elif table.match.human_to_move():
            before = len(table.match.record.actions), table.choosing
            person_clicks(app, table, rng)
            after = len(table.match.record.actions), table.choosing
            assert after != before, f"a click on what the table offered did nothing: {before}"
    return table


@pytest.mark.slow
@pytest.mark.parametrize("seats", [(ANN, EASY_BOT), (ANN, BEN)], ids=["solo", "pass-and-play"])
def test_people_clicking_what_the_table_offers_play_a_game_to_the_target(app, seats):
    app.speed = 30.0
    match = Match.new("uno-duo", 2, {"target": 60}, 5, list(seats), executor=THINKER)
    table = play_as_people(app, match, 5)
    assert max(table.match.state.scores()) >= 60 and table.rebuilds == 0


MONKEY_KEYS = (
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_BACKSPACE,
    pygame.K_k,
    pygame.K_d,
    pygame.K_p,
    pygame.K_x,
    pygame.K_h,
    pygame.K_l,
    pygame.K_a,
    pygame.K_r,
    pygame.K_y,
    pygame.K_g,
    pygame.K_b,
    pygame.K_u,
    pygame.K_c,
)


def monkey_event(rng: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    """A click anywhere (half of them on the table's middle and bottom, where the buttons and
    cards are) or one of the table's keys."""
    if rng.random() < 0.75:
        low = 0 if rng.random() < 0.5 else size[1] // 3
        pos = (rng.randrange(size[0]), rng.randrange(low, size[1]))
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    key = rng.choice(MONKEY_KEYS)
    return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")]


@pytest.mark.slow
@pytest.mark.parametrize("seats", [(ANN, EASY_BOT), (ANN, BEN)], ids=["solo", "pass-and-play"])
def test_random_clicks_and_keys_never_crash_the_table(app, seats):
    app.play(Match.new("uno-duo", 2, {}, 3, list(seats), executor=THINKER))
    table = app.stack.top
    rng = random.Random(f"uno monkey {len(seats)}")
    for _ in range(1200):
        for event in monkey_event(rng, app.size):
            pygame.event.post(event)
        app.step(1 / 60)  # not run_frame: a crash must fail the test, not be reported
        assert not isinstance(app.stack.top, PauseScene)
        if table.match.is_over:
            break
        time.sleep(0.002)  # real time for the computer to think in the background
    assert len(table.match.record.actions) > 25, "the monkey's choices did not move the game"
    settle(app)
    if isinstance(app.stack.top, PassDeviceScene):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        settle(app)
    assert table.in_step(table.match.view(table.viewer)) and table.rebuilds == 0


def test_a_saved_game_resumes_at_every_kind_of_decision_in_step_with_the_rules(app):
    """Random legal actions until each phase has come up; a table opened on the saved record at
    that point shows exactly the state."""
    played = PlayedGame(Record("uno-duo", 2, 21, {}))
    rng = random.Random(21)
    cuts: dict[str, int] = {}
    while len(cuts) < 7 and not played.state.is_over:
        cuts.setdefault(played.state.phase, len(played.record.actions))
        played.play(rng.choice(played.state.legal_actions()))
    assert {"draft", "play", "drawn", "volley", "challenge", "dump_offer", "dump"} <= set(cuts)
    for phase, count in cuts.items():
        record = Record("uno-duo", 2, 21, {}, None, played.record.actions[:count])
        app.play(Match.from_record(record, [ANN, BEN]))
        table = table_of(app)
        assert table.match.state.phase == phase
        assert table.in_step(table.match.view(table.viewer)) and table.rebuilds == 1, phase
        frames(app, 3)
        assert table.rebuilds == 1, phase


def test_resize_lays_the_table_out_again_at_the_new_size(app):
    app.play(uno_match([REDS, WILD_HAND], "R5", [BOT, BEN], KEEPS))
    table: UnoDuoTable = settle(app)
    height = table.card_sizes["hand"][1]
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    frames(app, 2)
    assert app.size == (1920, 1080)
    assert table.card_sizes["hand"][1] == round(height * 1.5)
    xs = [sprite.x for sprite in table.hands[table.viewer]]
    assert min(xs) > 1920 * 0.2 and max(xs) < 1920 * 0.8
    top = table.discard_pile.sprites[-1]
    assert table.rects["discard_pile"].collidepoint(top.pos)
    buttons = [target.rect for target in table.targets()]
    assert all(pygame.Rect(0, 0, 1920, 1080).contains(rect) for rect in buttons)
