"""What settling early costs Moon's Hard (`bench/moon_settling.py`), on tiny sizes: the judging
search plays only the move it judges, moves that change nothing are judged alike, and a count
too small to stop before costs nothing."""

from test_hard_settles_early import SIXES

from bench.decisions import Settling
from bench.moon_settling import judging_search, searched_positions, settling_cost
from game.ai.moon import search as moon_search
from game.ai.settle import FIRST_CHECK
from game.records import PlayedGame, Record
from game.rules.moon_tiles import stacked_deck


def test_positions_are_seeded_decisions_where_hard_searches():
    positions = searched_positions(6, seed=3)
    assert len(positions) == 6
    assert all(moon_search.shortcut(observation) is None for observation in positions)
    assert [observation.view for observation in searched_positions(6, seed=3)] == [
        observation.view for observation in positions
    ]


def test_the_judging_search_makes_only_the_judged_move_at_its_root():
    observation = searched_positions(1, seed=3)[0]
    for action in observation.legal[:2]:
        result = judging_search(observation, action, 200, seed=1)
        assert set(result.visits) == {action}
        assert result.visits[action] == result.iterations == 200
        assert 0.0 <= result.values[action] <= 1.0


def test_leads_that_change_nothing_are_judged_alike():
    deck = stacked_deck([SIXES, [], []], "1-1")
    actions = ["bid 7", "pass", "pass", "discard 1-1", "trump 6"]
    observation = PlayedGame(Record("moon", 3, 1, {}, deck, actions)).observation(0)
    values = {
        judging_search(observation, action, 100, seed=2).values[action]
        for action in observation.legal
    }
    assert len(values) == 1


def test_settling_costs_nothing_at_a_count_too_small_to_stop_before():
    positions = searched_positions(3, seed=5)
    assert settling_cost(positions, FIRST_CHECK - 1, 50) == Settling(0.0, 0.0, 0.0, 1.0)
