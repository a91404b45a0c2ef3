"""A seat plate's badge ("PLAY 2") beside the name, never over it: the real app, ONO 99 with a
long name owing two cards, the pixels between the name and the badge read off the window."""

from __future__ import annotations

import pytest
from app_driver import InlineExecutor, frames, start_app

from game.core.messages import N_, Message
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import Record
from game.rules.ono99_cards import stacked_deck
from scenes.table.base import TableScene
from scenes.theme import CREAM

LONG_NAME = "Annabel Lee-Harrington"


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_play_2_badge_stands_clear_of_the_name(tmp_path, monkeypatch, size):
    app = start_app(tmp_path, monkeypatch, size)
    try:
        hands = [["1", "1", "2", "3"], ["4", "5", "6", "7"], ["PLAY2", "2", "3", "4"]]
        owing = ["play 1", "play 4", "play PLAY2"]  # Cleo's Play 2: Ann owes two cards
        record = Record("ono99", 3, 1, {}, stacked_deck("2022", 3, hands), owing)
        seats = [
            Seat(HUMAN, LONG_NAME),
            Seat(COMPUTER, "Bram", "easy"),
            Seat(COMPUTER, "Cleo", "easy"),
        ]
        app.play(Match.from_record(record, seats, executor=InlineExecutor()))
        table = app.stack.top
        assert isinstance(table, TableScene)
        frames(app, 30)
        assert table.seat_plate(0).badge is not None
        plate = table.plate_rect(0)
        corner = (plate.right - table.px(4), plate.top + table.px(2))
        badge = table.badge_rect(Message(N_("PLAY 2")), corner)
        gap = range(badge.left - table.px(4), badge.left)
        name_pixels = [
            (x, y)
            for x in gap
            for y in range(plate.top, badge.bottom)
            if all(
                abs(a - b) < 40 for a, b in zip(app.window.get_at((x, y))[:3], CREAM, strict=True)
            )
        ]
        assert name_pixels == [], "the name runs under the badge"
    finally:
        app.close()
