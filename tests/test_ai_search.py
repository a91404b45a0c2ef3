"""The search core on a toy game: the paired search keeps the prior unless another move is surely
better, and ISMCTS finds the better move."""

from __future__ import annotations

import random

from game.ai.ismcts import SearchSurface, search
from game.core.actions import Action

SAFE, RISKY = Action.of("safe"), Action.of("risky")


class _Toss:
    """One decision by seat 0, then a coin decides the reward of the risky move."""

    def __init__(self, coin: float, risky_mean: float) -> None:
        self.coin = coin
        self.risky_mean = risky_mean
        self.chosen: Action | None = None
        self.to_move: int | None = 0

    def copy(self) -> _Toss:
        twin = _Toss(self.coin, self.risky_mean)
        twin.chosen, twin.to_move = self.chosen, self.to_move
        return twin


def _toy(risky_mean: float) -> SearchSurface:
    def play(state: _Toss, action: Action) -> None:
        state.chosen, state.to_move = action, None

    def rewards(state: _Toss, start: _Toss) -> list[float]:
        if state.chosen is SAFE:
            return [0.5]
        return [1.0 if state.coin < state.risky_mean else 0.0]

    return SearchSurface(
        sample=lambda rng: _Toss(rng.random(), risky_mean),
        moves=lambda state: [SAFE, RISKY],
        play=play,
        policy=lambda state, rng: SAFE,
        rewards=rewards,
        horizon=lambda state, start: state.to_move is None,
    )


def test_paired_search_keeps_the_prior_when_the_alternative_is_only_as_good():
    result = search(_toy(0.5), random.Random(1), iterations=400, paired=True, prior=SAFE)
    assert result.action is SAFE


def test_paired_search_leaves_the_prior_for_a_surely_better_move():
    result = search(_toy(0.7), random.Random(1), iterations=400, paired=True, prior=SAFE)
    assert result.action is RISKY


def test_ismcts_visits_the_better_move_most():
    result = search(_toy(0.8), random.Random(2), iterations=300)
    assert result.action is RISKY
    assert result.visits[RISKY] > result.visits[SAFE]
    assert result.iterations == 300
