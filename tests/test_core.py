"""The game-independent core: action notation, event privacy, options, record shape."""

import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction, RecordError
from game.core.events import Event
from game.core.options import OptionSpec, resolve_options
from game.core.seats import SPECTATOR
from game.records import Record
from game.rules.ono99 import RULES as ONO99


def test_action_notation_round_trips_and_is_interned():
    action = Action.parse("play W+4 G")
    assert action.verb == "play" and action.args == ("W+4", "G")
    assert str(action) == "play W+4 G"
    assert Action.parse("play W+4 G") is action is Action.of("play", "W+4", "G")


@pytest.mark.parametrize("text", ["", " play 3", "play  3", "play 3 "])
def test_badly_spaced_action_is_refused(text):
    with pytest.raises(IllegalAction):
        Action.parse(text)


def test_an_action_longer_than_any_game_has_is_refused_in_a_short_sentence():
    with pytest.raises(IllegalAction) as refused:
        Action.parse("play " + "7" * 200_000)
    assert str(refused.value) == f"'play {'7' * 34}…' is too long to be an action"


def test_bad_options_and_players_quote_the_input_only_in_part():
    specs = {"target": OptionSpec(100, None, "points")}
    for given in ({"k" * 100_000: 1}, {"target": "9" * 100_000}):
        with pytest.raises(RecordError) as refused:
            resolve_options(specs, given)
        assert len(str(refused.value)) < 120
    with pytest.raises(RecordError, match="takes 2 to 6 players, not 'xxx"):
        ONO99.start("x" * 100_000)


@pytest.mark.parametrize("seed", [10**20, -(10**20), 10**5000], ids=["21", "-21", "5001"])
def test_a_seed_of_more_than_twenty_digits_is_refused(seed):
    with pytest.raises(RecordError, match="the seed must have at most 20 digits"):
        ONO99.start(3, {}, seed)


def test_private_event_hides_its_secret_from_other_seats_but_not_from_the_spectator():
    event = Event("card_drawn", {"seat": 1, "card": "7"}, private_to=1, secret=("card",))
    assert event.seen_by(1).to_json() == {"type": "card_drawn", "seat": 1, "card": "7"}
    assert event.seen_by(0).to_json() == {"type": "card_drawn", "seat": 1}
    assert event.seen_by(SPECTATOR).to_json() == {"type": "card_drawn", "seat": 1, "card": "7"}


SPECS = {
    "edition": OptionSpec("2022", ("2022", "1980"), "which deck"),
    "target": OptionSpec(100, None, "points target"),
    "race": OptionSpec(
        False, (False, True), "draw race", lambda o: o["edition"] == "1980", "to the 1980 edition"
    ),
}


def test_options_take_defaults_for_missing_keys():
    assert resolve_options(SPECS, {}) == {"edition": "2022", "target": 100, "race": False}


@pytest.mark.parametrize(
    "given, words",
    [
        ({"colour": 1}, "unknown option 'colour'"),
        ({"edition": "1999"}, "must be one of"),
        ({"target": 0}, "positive integer"),
        ({"target": True}, "positive integer"),
        ({"race": 1}, "must be one of"),
        ({"race": True}, "only applies to the 1980 edition"),
    ],
)
def test_bad_options_are_refused_with_a_sentence(given, words):
    with pytest.raises(RecordError, match=words):
        resolve_options(SPECS, given)


@pytest.mark.parametrize(
    "data, words",
    [
        ([], "must be a JSON object"),
        ({"game": "ono99", "players": 2, "seed": 1}, "no 'format'"),
        ({"format": 2, "game": "ono99", "players": 2, "seed": 1}, "format 2"),
        ({"format": 1, "game": "chess", "players": 2, "seed": 1}, "unknown game 'chess'"),
        ({"format": 1, "game": "ono99", "players": 2, "seed": 1, "x": 1}, "'x' is not allowed"),
        (
            {"format": 1, "game": "ono99", "players": 2, "seed": 1, "actions": [3]},
            "item 0 of 'actions' must be a string, not an integer",
        ),
    ],
)
def test_malformed_records_are_refused_with_a_sentence(data, words):
    with pytest.raises(RecordError, match=words):
        Record.from_json(data)


def test_record_text_that_is_not_json_is_refused():
    with pytest.raises(RecordError, match="not valid JSON"):
        Record.from_text("{nope")


def test_a_shared_generator_gives_each_copy_the_same_future_and_no_copy_disturbs_another():
    import random

    from game.core.shared_random import SharedRandom

    original = SharedRandom(random.Random(7))
    copy = original.share()
    expected = random.Random(7)
    ahead = [expected.random() for _ in range(3)]
    assert [copy.own.random() for _ in range(3)] == ahead
    assert [original.own.random() for _ in range(3)] == ahead
    assert copy.own is not original.own


def test_shuffle_gives_random_shuffles_order_and_leaves_the_generator_where_it_would():
    import random

    from game.core.shared_random import shuffle

    for seed in range(60):
        for length in (0, 1, 2, 3, 17, 54, 112):
            ours, theirs = random.Random(seed), random.Random(seed)
            cards, expected = list(range(length)), list(range(length))
            shuffle(ours, cards)
            theirs.shuffle(expected)
            assert cards == expected
            assert ours.getstate() == theirs.getstate()
