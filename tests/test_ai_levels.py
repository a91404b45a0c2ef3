"""Every level of every game, over many random positions and every option set: only legal
actions, the same decision for the same observation, and nothing but the observation read."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from game.ai import make_player
from game.ai.base import RandomPlayer
from game.ai.easy import EasyPlayer
from game.ai.hard import HardPlayer
from game.ai.moon.determinize import MoonDeterminizer
from game.ai.ono99.determinize import Ono99Determinizer
from game.ai.uno_duo.determinize import UnoDuoDeterminizer
from game.core.observation import Observation, observe
from game.records import PlayedGame, Record

SETUPS = [
    ("ono99", 4, {}),
    ("ono99", 3, {"scoring": "points", "finish": "lowest_score", "target": 60}),
    ("ono99", 3, {"edition": "1980", "scoring": "tokens", "ono_on_round_ten": True}),
    ("ono99", 2, {"edition": "1980", "draw_race": True}),
    ("uno-duo", 2, {"target": 40}),
    ("uno-duo", 2, {"deck": "108", "target": 40}),
    ("moon", 3, {}),
    ("moon", 3, {"forced_bid": True, "doubles_trump": False, "no_trump": False, "target": 7}),
]
DETERMINIZERS = {
    "ono99": Ono99Determinizer,
    "uno-duo": UnoDuoDeterminizer,
    "moon": MoonDeterminizer,
}


def random_positions(
    game: str, players: int, options: dict, count: int, seed: int, mover_level: str = "random"
):
    """`count` observations picked at random from games played by `mover_level` players."""
    rng = random.Random(seed)
    played = PlayedGame(Record(game, players, seed, options))
    mover = RandomPlayer(game, seed) if mover_level == "random" else make_player(game, mover_level)
    positions = []
    while len(positions) < count:
        if played.state.is_over:
            seed += 1
            played = PlayedGame(Record(game, players, seed, options))
        seat = played.state.to_move
        observation = played.observation(seat)
        if rng.random() < 0.15:
            positions.append(observation)
        played.play(mover.choose(observation))
    return positions


def _player(game: str, level: str, seed: int):
    if level == "hard":
        return HardPlayer(game, seed, iterations=12)
    return make_player(game, level, seed)


@pytest.mark.parametrize(("game", "players", "options"), SETUPS)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_only_ever_returns_a_legal_action(game, players, options, level):
    count = 12 if level == "hard" else 60
    for index, observation in enumerate(random_positions(game, players, options, count, 7)):
        action = _player(game, level, index).choose(observation)
        assert action in observation.legal, (str(action), observation.view)


@pytest.mark.parametrize(("game", "players", "options"), SETUPS)
def test_determinized_state_shows_the_seat_exactly_its_observation(game, players, options):
    rng = random.Random(3)
    for observation in random_positions(game, players, options, 40, 11):
        state = DETERMINIZERS[game](observation).sample(rng)
        assert state.view(observation.seat) == observation.view
        assert state.legal_actions() == list(observation.legal)


def _twin_observations(game: str, players: int, options: dict, seed: int):
    """Two different full states that give the seat to move the same observation."""
    for observation in random_positions(game, players, options, 30, seed):
        if observation.view.get("phase") == "draft" or len(observation.legal) < 2:
            continue
        rng = random.Random(seed)
        determinizer = DETERMINIZERS[game](observation)
        first, second = determinizer.sample(rng), determinizer.sample(rng)
        if first.to_json() == second.to_json():
            continue
        return (
            observe(game, first, observation.seat, observation.events),
            observe(game, second, observation.seat, observation.events),
        )
    raise AssertionError("no position with hidden cards was found")


@pytest.mark.parametrize(("game", "players", "options"), SETUPS[::2])
def test_states_with_the_same_observation_get_the_same_decision(game, players, options):
    first, second = _twin_observations(game, players, options, 5)
    assert first == second
    for level in ("easy", "normal"):
        assert make_player(game, level, 9).choose(first) == make_player(game, level, 9).choose(
            second
        )
    hard = HardPlayer(game, 9, iterations=30).choose(first)
    assert hard == HardPlayer(game, 9, iterations=30).choose(second)


def test_computer_players_build_states_only_through_the_rules_rebuild_from_a_view():
    """A state in the AI comes from `RULES.rebuild(view, options, hidden, rng)` (then copies):
    no AI module constructs a state class, starts a game or builds one any other way."""
    for path in Path("game/ai").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = ast.unparse(node.func)
            assert not name.endswith(("State", ".from_view", ".start", "._start")), (path, name)


def test_choose_is_given_an_observation_and_an_observation_holds_no_state():
    fields = set(Observation.__dataclass_fields__)
    assert fields == {"game", "seat", "players", "options", "view", "legal", "events"}


def test_easy_sometimes_forgets_to_call_uno_where_normal_always_calls():
    calls = forgotten = 0
    for observation in random_positions("uno-duo", 2, {"target": 60}, 300, 2, "normal"):
        if not any(action.verb == "uno" for action in observation.legal):
            continue
        if make_player("uno-duo", "normal", 0).choose(observation).verb != "uno":
            continue
        calls += 1
        if EasyPlayer("uno-duo", calls).choose(observation).verb != "uno":
            forgotten += 1
    assert calls >= 10
    assert 0 < forgotten < calls


def test_unknown_level_is_refused_with_the_levels_named():
    with pytest.raises(ValueError, match="levels: random, easy, normal, hard"):
        make_player("moon", "expert")


def test_hard_calls_uno_before_a_searched_play_that_leaves_one_card():
    from game.ai.uno_duo.search import announce
    from game.rules.uno_duo_cards import UNO

    for observation in random_positions("uno-duo", 2, {"target": 60}, 400, 5, "normal"):
        plays = [action for action in observation.legal if action.verb == "play"]
        if UNO in observation.legal and plays and len(observation.view["hand"]) == 2:
            assert announce(observation, plays[0]) == UNO
            assert announce(observation, UNO) == UNO
            return
    pytest.fail("no position with two cards and a play was found")
