"""The hint panel at the table, driven through the real app in each title, at two window sizes
and in English and Bengali (taller script): it shows the advised move and a few others however
long the coach's sentence, and nothing (the Sort button) is drawn over it."""

from __future__ import annotations

import pygame
import pytest
from app_driver import InlineExecutor
from test_table_learning import FRAME, a_match, open_table, press, settle

from game.rules import GAME_NAMES
from scenes.app import App
from scenes.table.assist import AdviceWork

ITERATIONS = 12
FEWEST_ROWS = 3
"""The moves the panel shows at the least (when the coach weighed as many)."""


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("language", ["en", "bn"])
@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_hint_panel_shows_the_advised_move_and_others_with_nothing_over_it(
    tmp_path, monkeypatch, game, language, size
):
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    app = App(size, speed=25.0)
    try:
        app.settings.think_time = 0.0
        app.settings.sound_volume = 0.0
        app.set_language(language)
        app.advice = AdviceWork(InlineExecutor(), iterations=ITERATIONS)
        table = open_table(app, a_match(game, seed=11))
        settle(app, table)
        for _ in range(20):  # UNO Duo's draft first: the play is where the Sort button shows
            if table.match.view(0).get("phase") != "draft":
                break
            table.choose(table.match.legal_for(0)[0])
            settle(app, table)
        press(app, pygame.K_h)
        for _ in range(3):
            app.step(FRAME)
        hint = table.assist.hint
        assert hint is not None and hint.advice is not None
        panel = table.assist.panel_rect()
        if table.can_arrange():
            assert not table.sort_button().colliderect(panel)
        narrator = table.spec.narrator
        wanted = [
            table.words(narrator.move(move.action, hint.view))
            for move in hint.advice.moves[:FEWEST_ROWS]
        ]
        drawn = [key[0] for key in table._texts._items]
        missing = [
            words for words in wanted if not any(text.startswith(words[:8]) for text in drawn)
        ]
        assert missing == [], f"rows not drawn in the panel {panel}"
    finally:
        app.close()
