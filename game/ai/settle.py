"""When a search may stop before its budget is spent: the decision it would make at the end of
the budget is already known, with confidence, from the root's statistics so far.

The search asks at checkpoints spaced by a quarter more iterations each time (64, 80, 100, …:
about twenty looks over a budget of thousands; every look is a chance to stop on a fluke, so
they are few, and docs/ai.md measures how often the stop differs from the full search), once
at least `FIRST_CHECK` iterations have run. It tells how many iterations the
budget would run in all (`planned`): the iteration count when one was given, else the rate so
far times the seconds allowed. With an iteration count the answer is therefore a pure function
of the statistics, so a search with a seed stays reproducible.

**Paired search** (`paired_settled`). The full search keeps the prior (Normal's move) unless a
challenger's mean gain over it, after `planned` iterations, is above zero by `confidence`
standard errors (`ismcts._surely_better`). What that final bound will be is predicted from the
iterations so far: its centre is the mean gain less `confidence` standard errors at the
planned count, and its spread is how far the mean of all `planned` samples can still move,
given the ones seen: the standard deviation times sqrt((planned - n) / (planned * n)) (the
predictive spread of a mean of which n of the samples are known; zero at the end of the
budget). The decision "can no longer be overtaken" when it is the same at `Z_PAIRED` of those
spreads either way: every challenger's final bound stays at or below zero even if its mean
rises by that much (the prior is kept), or one challenger's final bound stays above zero and
above every other's even if its mean falls and theirs rise by that much (it replaces the
prior). A challenger whose gain was exactly zero in every sample so far (a move that played
out the same as the prior every time) cannot overtake; `FIRST_CHECK` samples bound what a rare
unseen difference can cost (at most about 1/(e·n) of the reward's range, in expectation).

**Tree search** (`tree_settled`). The full search plays the most visited root move. It is
settled when
- only one root move exists (the others are never legal, or the game's surface searches only
  one). The root's moves are the searching seat's own, the same in every sample, and the tree
  tries each before it repeats one, so after the first look every root move has a child;
- the leader's lead in visits is greater than the iterations left: the runner-up could not
  catch it even if it took every one (the classic early termination, which never changes the
  move);
- or no other move can be much better than the leader: each is equivalent to it (both gave
  one same reward in every iteration, each at least `SAME_VISITS` times: a Moon deal whose
  outcome no move of this one can change), surely worse (its mean plus `Z_TREE` standard
  errors is below the leader's mean less `Z_TREE` of its own), or close (both seen
  `SAME_VISITS` times, and its mean better than the leader's by at most `CLOSE` even with
  `Z_CLOSE` standard errors of the difference added). A standard error is never taken below
  1/n, the most one unseen extreme reward among n could move a mean, so a move seen only a few
  times is not judged by the luck of identical rewards. Most Moon card plays settle as close:
  four to nine tiles whose values a second of search cannot tell apart. The search keeps
  visiting the move with the best mean, so the full search would play the leader too, a move
  equivalent to it, or one at most about `CLOSE` better (docs/ai.md measures what that costs).
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from typing import Protocol

from game.core.actions import Action

FIRST_CHECK = 64
"""Iterations before the first look."""
GROWTH = 1.25
"""Each look comes after this many times the iterations of the one before."""
Z_PAIRED = 2.0
"""Predictive spreads by which a paired decision must hold either way."""
Z_TREE = 2.5
"""Standard errors on each side by which the tree's leader must be the best."""
SAME_VISITS = 32
"""Visits a move and the leader each need before identical rewards make them equivalent, or
close means close."""
CLOSE = 0.02
"""Reward by which another move may be better than the leader when the leader is played anyway:
in Moon a fifth of what one trick more or less is worth to a seat (1.5 points in 16)."""
Z_CLOSE = 2.0
"""Standard errors of the difference by which a close move's lead over the leader stays below
`CLOSE`."""
_SAME = 1e-9
"""Rewards closer than this are the same (sums of exact binary fractions, in practice)."""


class RootMove(Protocol):
    """What the rules read of a root move's statistics (`ismcts._Node`)."""

    visits: int
    reward: float
    reward_squares: float
    gain: float
    gain_squares: float


def next_check(done: int) -> int:
    """The iteration count of the look after one at `done` iterations."""
    return max(done + 1, math.ceil(done * GROWTH))


def planned_total(done: int, elapsed: float, seconds: float) -> float:
    """How many iterations a time budget of `seconds` would run, at the rate so far."""
    return done * seconds / max(elapsed, 1e-9)


def paired_settled(
    children: Mapping[Action, RootMove],
    prior: Action | None,
    confidence: float,
    choices: Collection[Action] | None,
    planned: float,
) -> Action | None:
    """The paired search's final decision if no challenger can still change it, else None."""
    if prior not in children:
        return None
    bounds: dict[Action, tuple[float, float]] = {}
    for action, child in children.items():
        count = child.visits
        if action == prior or (choices is not None and action not in choices):
            continue
        if count < 2:
            return None
        total = max(planned, count)
        mean = child.gain / count
        deviation = math.sqrt(max(0.0, child.gain_squares / count - mean * mean))
        centre = mean - confidence * deviation / math.sqrt(total - 1)
        spread = Z_PAIRED * deviation * math.sqrt((total - count) / (total * count))
        bounds[action] = (centre - spread, centre + spread)
    if all(high <= 0 for _, high in bounds.values()):
        return prior
    best = max(bounds, key=lambda action: bounds[action][0])
    low = bounds[best][0]
    if low > 0 and all(high <= low for action, (_, high) in bounds.items() if action != best):
        return best
    return None


def tree_settled(children: Mapping[Action, RootMove], done: int, planned: float) -> Action | None:
    """The tree search's final move (the most visited) if it can no longer change, else None."""
    if not children:
        return None
    leader = max(children, key=lambda action: (children[action].visits, children[action].reward))
    if len(children) == 1:
        return leader
    others = [child for action, child in children.items() if action != leader]
    first = children[leader]
    if first.visits - max(child.visits for child in others) > planned - done:
        return leader
    floor = _mean(first) - Z_TREE * _error(first)
    for child in others:
        if not (
            _same(child, first)
            or _mean(child) + Z_TREE * _error(child) < floor
            or _close(child, first)
        ):
            return None
    return leader


def _mean(child: RootMove) -> float:
    return child.reward / child.visits


def _error(child: RootMove) -> float:
    """The standard error of the move's mean reward, at least 1/visits."""
    count = child.visits
    mean = child.reward / count
    variance = max(0.0, child.reward_squares / count - mean * mean)
    return max(math.sqrt(variance / count), 1.0 / count)


def _same(child: RootMove, leader: RootMove) -> bool:
    """Both moves seen `SAME_VISITS` times, each giving the same one reward every time."""
    for move in (child, leader):
        mean = _mean(move)
        if move.visits < SAME_VISITS or move.reward_squares / move.visits - mean * mean > _SAME:
            return False
    return abs(_mean(child) - _mean(leader)) <= _SAME


def _close(child: RootMove, leader: RootMove) -> bool:
    """Both moves seen `SAME_VISITS` times, the move no more than `CLOSE` better than the leader
    with `Z_CLOSE` standard errors of the difference to spare."""
    if min(child.visits, leader.visits) < SAME_VISITS:
        return False
    error = math.hypot(_error(child), _error(leader))
    return _mean(child) - _mean(leader) + Z_CLOSE * error <= CLOSE
