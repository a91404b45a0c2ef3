"""Deal codes: a title, options, players and seed as short text that deals the very same game;
a mistyped or swapped character is caught, and any other text gets one sentence."""

from __future__ import annotations

import random

import pytest

from game.deal_code import Deal, DealCodeError, deal_code, read_deal_code
from game.records import PlayedGame, Record

DEALS = [
    Deal("ono99", 4, {}, 0),
    Deal("ono99", 5, {"edition": "1980", "scoring": "points", "target": 150}, 2**31 - 5),
    Deal("ono99", 3, {"scoring": "tokens"}, 123_456),
    Deal("uno-duo", 2, {"deck": "108", "target": 100}, 7),
    Deal("moon", 3, {"forced_bid": True, "no_trump": False}, 987_654_321),
]


@pytest.mark.parametrize("deal", DEALS, ids=lambda deal: deal.game)
def test_a_deal_code_deals_the_very_same_game(deal):
    code = deal_code(deal)
    assert len(code.replace("-", "")) <= 20 and code == code.upper()
    found = read_deal_code(code)
    assert (found.game, found.players, found.seed) == (deal.game, deal.players, deal.seed)
    first = PlayedGame(Record(deal.game, deal.players, deal.seed, deal.options))
    again = PlayedGame(Record(found.game, found.players, found.seed, found.options))
    assert again.state.to_json() == first.state.to_json()


def test_a_code_reads_in_either_case_with_spaces_and_the_look_alike_letters():
    code = deal_code(DEALS[1])
    assert read_deal_code(code) == read_deal_code(" " + code.lower().replace("-", " ") + " ")
    assert read_deal_code(code.replace("1", "I").replace("0", "o")) == read_deal_code(code)


def test_every_single_mistyped_symbol_and_every_swap_of_neighbours_is_caught():
    """(Luhn mod 32 cannot see 0 and Z swapped; no other pair of neighbours.)"""
    code = deal_code(DEALS[2]).replace("-", "")
    symbols = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    for index in range(len(code)):
        for symbol in symbols:
            if symbol != code[index]:
                typo = code[:index] + symbol + code[index + 1 :]
                with pytest.raises(DealCodeError):
                    read_deal_code(typo)
    for index in range(len(code) - 1):
        if code[index] != code[index + 1] and {code[index], code[index + 1]} != {"0", "Z"}:
            swapped = code[:index] + code[index + 1] + code[index] + code[index + 2 :]
            with pytest.raises(DealCodeError):
                read_deal_code(swapped)


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        ("", "Type a deal code first."),
        ("   ", "Type a deal code first."),
        ("hello!", "'hello!' is not a deal code."),
        ("U" * 10_000_000, "is not a deal code."),
    ],
)
def test_text_that_is_no_deal_code_gets_one_short_sentence(text, sentence):
    with pytest.raises(DealCodeError) as refused:
        read_deal_code(text)
    assert str(refused.value).endswith(sentence) and len(str(refused.value)) < 120


def test_random_text_of_code_symbols_is_refused_or_names_a_playable_deal():
    rng = random.Random(3)
    symbols = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    for _ in range(3000):
        text = "".join(rng.choice(symbols) for _ in range(rng.randrange(1, 20)))
        try:
            deal = read_deal_code(text)
        except DealCodeError as error:
            assert len(str(error)) < 120
        else:
            PlayedGame(Record(deal.game, deal.players, deal.seed, deal.options))
