"""The decision-quality measure (`bench/decisions.py`) on tiny sizes: true values come from
the real hands, Normal scores nothing against itself, and nobody beats the best move."""

import pytest

from bench import decisions
from bench.decisions import (
    Score,
    Settling,
    ValuedPosition,
    score,
    settling_cost,
    true_values,
    valued_positions,
)
from game.ai.ono99.strategy import Ono99Normal
from game.ai.settle import FIRST_CHECK
from game.records import PlayedGame, Record

TEN = 10


@pytest.fixture(scope="module")
def positions() -> list[ValuedPosition]:
    return valued_positions(games=3, playouts=16, seed=7)


def test_every_legal_move_gets_a_true_value_between_0_and_1(positions):
    assert len(positions) >= 5
    for position in positions:
        assert set(position.values) == set(position.observation.legal)
        assert all(0.0 <= value <= 1.0 for value in position.values.values())
        assert position.normal in position.values


def test_normal_gains_nothing_over_itself(positions):
    assert score(positions, lambda position: position.normal) == Score(0.0, 0.0, 0.0)


def test_no_player_beats_the_best_move_in_any_position(positions):
    for hard in (decisions.hard_chooser(iterations=8), decisions.filtered_chooser(iterations=8)):
        for position in positions:
            assert position.gain(hard(position)) <= position.gain(position.best())
        assert score(positions, ValuedPosition.best).gain >= score(positions, hard).gain


def test_settling_costs_nothing_at_a_count_too_small_to_stop_before(positions):
    assert settling_cost(positions, FIRST_CHECK - 1) == Settling(0.0, 0.0, 0.0, 1.0)


def test_the_same_seed_gives_the_same_values():
    first = valued_positions(games=1, playouts=8, seed=3)
    again = valued_positions(games=1, playouts=8, seed=3)
    assert [position.values for position in first] == [position.values for position in again]


def _high_total_position():
    """A real position at a total of 89 or more, no Play 2 owed, with a 0 to play."""
    for seed in range(200):
        played = PlayedGame(Record("ono99", 4, seed, {}))
        normal = Ono99Normal("ono99")
        while not played.state.is_over:
            state = played.state
            observation = played.observation(state.to_move)
            zeros = [action for action in observation.legal if action.args[0] == "0"]
            if state.total >= 89 and state.owed == 0 and zeros and state.active > 2:
                return played, observation, zeros[0]
            played.play(normal.choose(observation))
    raise AssertionError("no seeded game reached a high total")


def test_true_values_read_the_real_hands_of_the_others():
    played, observation, zero = _high_total_position()
    state = played.state
    after = state.seat
    while True:  # the next player still in, in the current direction
        after = (after + state.direction) % state.players
        if not state.out[after]:
            break
    values = {}
    for label, hand in (("helpless", [TEN] * 4), ("safe", [0] * 4)):
        real = state.copy()
        real.hands[after] = hand[:]
        values[label] = true_values(real, observation, playouts=40, seed=1)
    # Four 10s cannot be played on 89 or more: after the mover's 0 that player goes out at once,
    # so the mover cannot come last, which a player holding four 0s does not promise.
    assert values["helpless"][zero] > values["safe"][zero]
