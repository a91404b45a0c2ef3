"""The coach's benchmark with tiny budgets: the positions are ones where Hard searches, the
command runs, and every position gets one advice beside one Hard decision."""

from __future__ import annotations

import pytest

from bench import coach
from game.ai.plugin import find_ai


@pytest.mark.parametrize("game", ["ono99", "uno-duo", "moon"])
def test_positions_are_seeded_decisions_where_hard_searches(game):
    positions = coach.searched_positions(game, 3)
    assert len(positions) == 3
    assert all(find_ai(game).shortcut(observation) is None for observation in positions)
    assert [o.view for o in coach.searched_positions(game, 3)] == [o.view for o in positions]


def test_the_mid_game_record_ends_at_a_searched_decision_and_the_command_reads_it():
    record = coach.mid_game_record("moon")
    assert len(record.actions) >= coach.MID_GAME
    seconds = coach.hint_seconds(record, 0.02, 1)
    assert len(seconds) == 1 and seconds[0] > 0


def test_every_position_gets_one_advice_beside_one_hard_decision():
    found = coach.agreement("uno-duo", coach.searched_positions("uno-duo", 2), 0.02)
    assert len(found.seconds) == len(found.iterations) == len(found.agreed) == 2
    assert all(count >= 1 for count in found.iterations)
    assert found.note().startswith(f"{sum(found.agreed)}/2; where Hard left Normal's move ")
