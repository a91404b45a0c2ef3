"""A guard on the Moon core's speed (measured at about 2-3 us an action and 0.4 us a copy on the
development machine, `python -m game.rules.moon_bench`); the bounds leave ten times that for slow
or busy machines, and still fail on a deep copy or a rebuilt table per move."""

from game.rules.moon import MoonState
from game.rules.moon_bench import cost_per_call, first_leads, mid_hand_positions, playout_speed


def test_a_random_playout_costs_at_most_30_microseconds_an_action():
    actions, seconds = min((playout_speed(2, checked=True) for _ in range(3)), key=lambda r: r[1])
    assert seconds / actions < 30e-6


def test_a_copy_and_a_listing_of_legal_actions_cost_at_most_10_microseconds():
    positions = mid_hand_positions(first_leads(5))
    assert cost_per_call(positions, MoonState.copy) < 10
    assert cost_per_call(positions, MoonState.legal_actions) < 10
