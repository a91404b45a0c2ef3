"""The search core on a toy game: the paired search keeps the prior unless another move is surely
better, ISMCTS finds the better move, and settling early stops when the decision is clear and
only then, on the move the full search makes."""

from __future__ import annotations

import random
from types import SimpleNamespace

from game.ai.ismcts import SearchSurface, search
from game.ai.settle import FIRST_CHECK, tree_settled
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


def _toy(risky_mean: float, safe_reward: float | None = 0.5) -> SearchSurface:
    """Safe pays `safe_reward`, risky 1 with chance `risky_mean`; with `safe_reward` None safe
    pays what risky would (the moves are equivalent)."""

    def play(state: _Toss, action: Action) -> None:
        state.chosen, state.to_move = action, None

    def rewards(state: _Toss, start: _Toss) -> list[float]:
        risky = 1.0 if state.coin < state.risky_mean else 0.0
        if state.chosen is SAFE:
            return [risky if safe_reward is None else safe_reward]
        return [risky]

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


def _settling(risky_mean: float, paired: bool, safe_reward: float | None = 0.5, seed: int = 1):
    """The toy searched for 2,000 iterations settling early, and in full."""
    runs = [
        search(
            _toy(risky_mean, safe_reward),
            random.Random(seed),
            iterations=2000,
            paired=paired,
            prior=SAFE if paired else None,
            settle=settle,
        )
        for settle in (True, False)
    ]
    return runs[0], runs[1]


def test_paired_search_settles_early_on_a_prior_surely_kept():
    settled, full = _settling(0.2, paired=True)
    assert settled.action is full.action is SAFE
    assert settled.iterations < 200


def test_paired_search_settles_early_on_a_move_surely_better_than_the_prior():
    settled, full = _settling(0.9, paired=True)
    assert settled.action is full.action is RISKY
    assert settled.iterations < 200


def test_paired_search_settles_at_the_first_look_when_every_move_plays_out_alike():
    settled, full = _settling(0.5, paired=True, safe_reward=None)
    assert settled.action is full.action is SAFE
    assert settled.iterations == FIRST_CHECK


def test_paired_search_takes_a_modestly_better_move_as_the_full_search_does():
    """Risky gains 0.06 on average with a spread of 0.5: over ten seeds the early stop makes the
    full search's move every time, after more than a first look in most."""
    looks = []
    for seed in range(1, 11):
        settled, full = _settling(0.56, paired=True, seed=seed)
        assert settled.action is full.action is RISKY
        looks.append(settled.iterations)
    assert sorted(looks)[5] > FIRST_CHECK


def test_the_tree_settles_early_on_a_surely_better_move():
    settled, full = _settling(0.8, paired=False, seed=2)
    assert settled.action is full.action is RISKY
    assert settled.iterations < 500


def _root_move(visits: int, reward: float) -> SimpleNamespace:
    """A root move's statistics with a reward of spread 0.5 (no move surely better)."""
    return SimpleNamespace(visits=visits, reward=reward, reward_squares=visits * 0.5)


def test_the_tree_settles_once_the_runner_up_could_not_catch_up_in_the_iterations_left():
    children = {SAFE: _root_move(60, 30.0), RISKY: _root_move(10, 5.0)}
    assert tree_settled(children, done=70, planned=100) is SAFE
    assert tree_settled(children, done=70, planned=120) is None


def _close_move(visits: int, mean: float) -> SimpleNamespace:
    """A root move's statistics with mean `mean` and a reward of spread 0.1."""
    return SimpleNamespace(
        visits=visits, reward=visits * mean, reward_squares=visits * (mean * mean + 0.01)
    )


def test_the_tree_settles_on_its_leader_when_no_other_move_can_be_more_than_a_little_better():
    """A runner-up 0.001 better by its mean, 0.016 at two standard errors: within `CLOSE`; 0.015
    better by its mean, it could be 0.03 better, and the search goes on."""
    leader = _close_move(400, 0.72)
    assert tree_settled({SAFE: leader, RISKY: _close_move(300, 0.721)}, 700, 5000) is SAFE
    assert tree_settled({SAFE: leader, RISKY: _close_move(300, 0.735)}, 700, 5000) is None
    assert tree_settled({SAFE: leader, RISKY: _close_move(20, 0.72)}, 420, 5000) is None
