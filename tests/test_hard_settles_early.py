"""Hard settles early when the choice is clear (issue #22): what the full search decided before
the early stop existed is kept, pinned here."""

from __future__ import annotations

import pytest
from test_ai_levels import random_positions

from game.ai.hard import HardPlayer
from game.ai.plugin import find_ai
from game.core.observation import Observation

PINNED_ITERATIONS = 300
PINNED = {
    "ono99": (
        4,
        "play 6, play 10, play 1, play 5, play 7, play 6, play 0, play PLAY2, play 6, play PLAY2",
    ),
    "uno-duo": (
        2,
        "play Y1, play G1, play W R, play G7, play G4, play R8, play R3, play R3, play B9, play B2",
    ),
    "moon": (
        3,
        "pass, pass, trump 1, play 6-1, play 6-1, play 3-3, play 5-3, play 4-4, play 5-5, play 0-0",
    ),
}
"""Hard's moves at `PINNED_ITERATIONS`, seed = the position's index, on the first ten positions
where it searches (`_searched`), recorded before the early stop was written."""


def _searched(game: str, players: int, count: int) -> list[Observation]:
    """The first `count` positions of seeded Normal games where Hard searches."""
    shortcut = find_ai(game).shortcut
    positions = random_positions(game, players, {}, 10 * count, 31, "normal")
    return [observation for observation in positions if shortcut(observation) is None][:count]


def _full_search(game: str, seed: int, iterations: int) -> HardPlayer:
    return HardPlayer(game, seed, iterations=iterations, settle_early=False)


@pytest.mark.parametrize("game", sorted(PINNED))
def test_the_full_search_at_fixed_iterations_makes_the_pinned_decisions(game):
    players, pinned = PINNED[game]
    positions = _searched(game, players, 10)
    decided = [
        str(_full_search(game, index, PINNED_ITERATIONS).choose(observation))
        for index, observation in enumerate(positions)
    ]
    assert ", ".join(decided) == pinned
