"""Memory that does not grow: a finished table, its scenes and its images are freed when the next
game starts, the image caches keep only what a table uses, and the scores screen builds without a
burst of memory."""

from __future__ import annotations

import gc
import platform
import weakref
from pathlib import Path

import pygame
import pytest
from app_driver import click_button, frames, step_until

from game.match import COMPUTER, Match, Seat
from scenes.cards import CACHE_LIMIT, CardPainter, ono99_face
from scenes.fonts import load_font
from scenes.heap import _malloc_trim, release_memory
from scenes.lru import LruCache
from scenes.scoring import ScoringScene
from scenes.table.base import TableScene

GAMES = {"ono99": 4, "uno-duo": 2, "moon": 3}
STATUS = Path("/proc/self/status")


def computers(game: str, seed: int = 1) -> Match:
    """A match of Normal computers."""
    players = GAMES[game]
    return Match.new(game, players, {}, seed, [Seat(COMPUTER, f"C{i}") for i in range(players)])


@pytest.fixture
def app(app):
    """The app at the menu, computers moving without a pause."""
    app.settings.think_time = 0.0
    return app


def test_a_finished_table_and_its_images_are_gone_once_the_next_game_starts(app):
    app.speed = 20
    app.play(computers("ono99"))
    table = weakref.ref(app.stack.top)
    painter = weakref.ref(app.stack.top.painter)
    step_until(app, lambda: isinstance(app.stack.top, ScoringScene), "the scores", dt=0.2)
    scores = weakref.ref(app.stack.top)
    click_button(app, "Play again")
    assert isinstance(app.stack.top, TableScene) and app.stack.top is not table()
    assert table() is None and painter() is None and scores() is None


@pytest.mark.parametrize("game", GAMES)
def test_a_table_left_mid_move_is_freed_without_the_cycle_collector(app, game):
    app.play(computers(game))
    frames(app, 30)  # cards in flight, callbacks waiting in the tweens
    table = weakref.ref(app.stack.top)
    assert table().tweens.busy
    gc.disable()
    try:
        app.show_menu()
        assert table() is None
    finally:
        gc.enable()


def test_the_card_cache_keeps_what_is_used_and_lets_the_rest_go():
    cache: LruCache[str] = LruCache(3)
    for key in "abc":
        cache.get(key, lambda key=key: key.upper())
    cache.get("a", lambda: "made again")  # used again: kept
    cache.get("d", lambda: "D")  # the least recently used, "b", goes
    assert len(cache) == 3
    assert cache.get("a", lambda: "made again") == "A"
    assert cache.get("b", lambda: "made again") == "made again"


def test_a_painter_holds_at_most_its_limit_of_card_images():
    pygame.init()
    painter = CardPainter(lambda size, bold: load_font(size, bold), ono99_face)
    for angle in range(0, 360, 2):
        for code in ("7", "9"):
            painter.surface(code, (84, 124), angle, squash=0.5)
    assert len(painter._cache) == CACHE_LIMIT


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="glibc's malloc_trim")
def test_freed_memory_is_handed_back_where_glibc_can():
    release_memory()
    assert _malloc_trim() is not None


@pytest.mark.skipif(not STATUS.exists(), reason="needs Linux /proc")
def test_the_scores_screen_opens_without_a_burst_of_memory(app):
    try:
        Path("/proc/self/clear_refs").write_text("5")  # the peak starts again from now
    except OSError:
        pytest.skip("the peak resident memory cannot be reset here")
    match = computers("ono99", seed=4)
    while not match.is_over:
        match.poll()
    match.close()

    def resident(field: str) -> float:
        line = next(line for line in STATUS.read_text().splitlines() if line.startswith(field))
        return int(line.split()[1]) / 1024

    before = resident("VmHWM")
    app.stack.push(ScoringScene(app, match))
    frames(app, 30)
    # pygame_gui drew a rounded text box at 16 times its pixels: over 140 MiB for a moment
    assert resident("VmHWM") - before < 50
