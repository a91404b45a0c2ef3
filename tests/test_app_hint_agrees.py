"""At the table, the hint a person asks for with H never shows a move above the one it advises
(issue 35.4): the real app, the person's turns of a game of each title, H pressed on each and
the panel's figures read as they are drawn."""

from __future__ import annotations

import re

import pygame
import pytest
from app_driver import InlineExecutor
from test_table_learning import FRAME, a_match, open_table, press, settle

from game.rules import GAME_NAMES
from scenes.table.assist import AdviceWork, estimate

ITERATIONS = 6
"""Few iterations: the search's noise is large, as where the panel used to contradict itself."""
TURNS = 12
"""The person's turns asked about in each game."""


@pytest.fixture
def app(app):
    """The real app with fast animations and the coach at few iterations in the test's thread."""
    app.speed, app.settings.think_time, app.settings.sound_volume = 25.0, 0.0, 0.0
    app.advice = AdviceWork(InlineExecutor(), iterations=ITERATIONS)
    return app


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_hint_panel_never_shows_a_move_above_the_advised_one(app, game):
    words = app.words
    table = open_table(app, a_match(game, seed=11))
    contradictions, asked = [], 0
    while asked < TURNS and not table.match.is_over:
        settle(app, table)
        if table.match.is_over:
            break
        press(app, pygame.K_h)
        app.step(FRAME)
        advice = table.assist.hint.advice
        assert advice is not None
        shown = [words.say(estimate(move.value, advice.wins)) for move in advice.moves]
        figures = [int(re.match(r"\d+", text).group()) for text in shown]
        if any(figure > figures[0] for figure in figures[1:]):
            contradictions.append(figures)
        asked += 1
        table.choose(advice.best)
        app.step(FRAME)
    assert asked >= 5
    assert contradictions == []
