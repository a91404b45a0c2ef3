"""Deal codes already given to friends keep dealing the same game: codes taken from the app before
the games got stable codes of their own (issue 37), pinned both ways. Reordering or adding games
must leave every one of them as it is."""

from __future__ import annotations

import pytest

from game.deal_code import Deal, deal_code, read_deal_code

PINNED = [
    (Deal("ono99", 4, {}, 12345), "1040-0SKG-30"),
    (Deal("uno-duo", 2, {"target": 100}, 7), "1120-M67W"),
    (Deal("moon", 3, {"forced_bid": True}, 2026), "123N-1100-TY7X"),
    (Deal("ono99", 5, {"edition": "1980"}, 1), "1051-0001-P"),
]


@pytest.mark.parametrize(("deal", "code"), PINNED)
def test_a_known_deal_keeps_its_code(deal, code):
    assert deal_code(deal) == code


@pytest.mark.parametrize(("deal", "code"), PINNED)
def test_a_known_code_still_deals_its_game(deal, code):
    read = read_deal_code(code)
    assert (read.game, read.players, read.seed) == (deal.game, deal.players, deal.seed)
    assert {key: read.options[key] for key in deal.options} == deal.options
