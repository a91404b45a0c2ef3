"""ONO 99 options and illegal actions: every option is checked, every refusal says why."""

import pytest
from test_ono99_helpers import climbed, legal, play, start

from game.core.actions import Action
from game.core.errors import IllegalAction, RecordError
from game.rules.ono99 import OPTIONS, RULES
from game.rules.ono99_cards import stacked_deck

ONE_LINE = 100


def test_every_option_has_its_default_first_and_a_one_line_help_text():
    assert list(OPTIONS) == [
        "edition",
        "scoring",
        "target",
        "finish",
        "ono_on_round_ten",
        "draw_race",
    ]
    for spec in OPTIONS.values():
        assert spec.choices is None or spec.choices[0] == spec.default
        assert spec.help and "\n" not in spec.help and len(spec.help) <= ONE_LINE
    assert OPTIONS["target"].default == 100


def test_options_take_their_defaults():
    state, _ = RULES.start(2, None, seed=1)
    assert state.options == {
        "edition": "2022",
        "scoring": "elimination",
        "target": 100,
        "finish": "last_standing",
        "ono_on_round_ten": False,
        "draw_race": False,
    }


@pytest.mark.parametrize(
    "options, sentence",
    [
        ({"draw_race": True}, "option 'draw_race' only applies to the 1980 edition"),
        ({"ono_on_round_ten": False}, "option 'ono_on_round_ten' only applies to the 1980 edition"),
        ({"finish": "lowest_score"}, "option 'finish' only applies with points scoring"),
        ({"scoring": "tokens", "finish": "last_standing"}, "only applies with points scoring"),
        ({"target": 50}, "option 'target' only applies with points scoring"),
        ({"edition": "1999"}, "option 'edition' must be one of '2022', '1980', not '1999'"),
        ({"edition": 1980}, "option 'edition' must be one of"),
        ({"scoring": "golf"}, "option 'scoring' must be one of"),
        ({"scoring": "points", "target": 0}, "option 'target' must be a positive integer"),
        ({"draw_race": "yes", "edition": "1980"}, "option 'draw_race' must be one of"),
        ({"colour": "R"}, "unknown option 'colour'"),
    ],
)
def test_bad_options_are_refused_with_a_sentence(options, sentence):
    with pytest.raises(RecordError, match=sentence):
        RULES.start(2, options, seed=1)


def test_1980_options_and_finish_are_accepted_where_they_apply():
    options = {
        "edition": "1980",
        "scoring": "points",
        "target": 50,
        "finish": "lowest_score",
        "ono_on_round_ten": True,
        "draw_race": True,
    }
    state, _ = RULES.start(8, options, seed=1)
    assert state.options == options


@pytest.mark.parametrize(
    "deck, sentence",
    [
        (RULES.full_deck({"edition": "2022"})[:-1], "the deck must hold 112 cards, not 111"),
        (["HOLD"] + RULES.full_deck({"edition": "2022"})[1:], "'HOLD', which is not a ONO 99"),
        (["0"] + RULES.full_deck({"edition": "2022"})[1:] + ["5"], "must hold 112 cards, not 113"),
        (["1"] + RULES.full_deck({"edition": "2022"})[1:], "must hold 8 of '0', not 7"),
    ],
)
def test_a_wrong_deck_is_refused_with_a_sentence(deck, sentence):
    with pytest.raises(RecordError, match=sentence):
        RULES.start(2, {}, seed=1, deck=deck)


def reason(state, text):
    reason = state.why_illegal(Action.parse(text))
    return None if reason is None else str(reason)


def test_reaching_99_is_refused_with_the_sum():
    state = climbed(["10"] * 8, [["9", "9", "0", "ONO99"], ["9", "9", "9", "4"]], draw=["9"])
    play(state, "play 9", "play 9")
    assert reason(state, "play 9") == "98 + 9 would make 107: the total must stay below 99"
    state = climbed(["10"] * 8, [["9", "9", "0", "ONO99"], ["9", "4", "9", "4"]], draw=["9"])
    play(state, "play 9", "play 9")
    play(state, "play 0")
    assert reason(state, "play 4") == "98 + 4 would make 102: the total must stay below 99"


def test_refusals_name_the_broken_rule():
    state, _ = start([["ONO99", "2", "3", "4"], ["5", "6", "7", "8"]])
    assert reason(state, "play ONO99") == "ONO 99 cards cannot be played"
    assert reason(state, "draw") == "you must play a card, not draw"
    assert reason(state, "pass") == "you must play a card, not pass"
    assert reason(state, "play 7") == "you have no 7 in your hand"
    assert reason(state, "play HOLD") == "the 2022 edition has no HOLD cards"
    assert reason(state, "play X") == "'X' is not an ONO 99 card"
    assert reason(state, "play 2 3") == "play takes exactly one card, e.g. play 7"
    assert reason(state, "bid 4").startswith("'bid 4' is not an ONO 99 action")
    assert reason(state, "play 2") is None
    assert reason(state, "discard ONO99") == (
        "you may discard only when you hold four ONO 99 cards (you hold 1)"
    )
    assert reason(state, "discard 2") == "only four ONO 99 cards can be discarded: discard ONO99"


def test_four_ono99_cards_must_be_discarded_not_played():
    state, _ = start([["ONO99"] * 4, ["5", "6", "7", "8"]])
    assert legal(state) == ["discard ONO99"]
    assert reason(state, "play ONO99") == (
        "ONO 99 cards cannot be played; discard all four instead (discard ONO99)"
    )


def test_1980_refusals():
    state, _ = start([["2", "2", "3", "4"], ["5", "6", "7", "8"]], edition="1980")
    assert reason(state, "discard ONO99") == "the 1980 edition has no four-ONO-99 discard"
    assert reason(state, "play 0") == "the 1980 edition has no 0 cards"
    state, _ = start([["2", "2", "3", "4"], ["5", "6", "7", "8"]], edition="1980", draw_race=True)
    play(state, "play 2")
    assert reason(state, "play 2") == (
        "first take your card from the draw pile (draw) or let it go (pass)"
    )
    assert reason(state, "discard ONO99").startswith("first take your card")
    assert reason(state, "draw 2") == "draw takes nothing after it"
    assert reason(state, "draw") is None and reason(state, "pass") is None


def test_illegal_action_raises_and_changes_nothing():
    state, _ = start([["ONO99", "2", "3", "4"], ["5", "6", "7", "8"]])
    before = state.to_json()
    with pytest.raises(IllegalAction, match="ONO 99 cards cannot be played"):
        state.apply("play ONO99")
    assert state.to_json() == before and legal(state) == ["play 2", "play 3", "play 4"]


def test_every_legal_action_is_accepted_and_every_other_refused():
    state, _ = RULES.start(3, {"edition": "1980", "ono_on_round_ten": True}, seed=4)
    candidates = [Action.parse(f"play {code}") for code in ("2", "5", "10", "-10", "REV", "HOLD")]
    candidates += [
        Action.parse(text) for text in ("play DOUBLE", "play PLAY2", "play ONO99", "draw", "pass")
    ]
    for _ in range(20):
        allowed = set(state.legal_actions())
        for action in candidates:
            assert (state.why_illegal(action) is None) == (action in allowed)
        play(state, str(state.legal_actions()[0]))


def test_an_equal_action_that_was_not_interned_is_accepted():
    state, _ = start([["2", "2", "3", "4"], ["5", "6", "7", "8"]])
    assert state.why_illegal(Action("play", ("3",))) is None
    assert state.outcome() is None


def test_stacked_deck_refuses_a_deal_the_deck_cannot_give():
    with pytest.raises(ValueError, match="give 4 cards for each of the 2 seats"):
        stacked_deck("2022", 2, [["1", "2", "3"], ["4", "5", "6", "7"]])
    with pytest.raises(ValueError, match="the 1980 deck has no more 'DOUBLE' cards"):
        stacked_deck("1980", 2, [["DOUBLE", "DOUBLE", "DOUBLE", "2"], ["4", "5", "6", "7"]])
