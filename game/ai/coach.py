"""The coach: every legal move of the seat to move, valued by Hard's search, the best first, and
one sentence on why the best suits the position.

It reads the seat's observation only, never a state, so its advice is what that seat may know.
Every legal action is played out on the same sampled worlds (the paired search of `ismcts`);
the best starts as the move Hard plays: Hard's shortcut where Hard decides without searching; where
Hard searches by the paired rule, the same search decides (Normal's move unless another of
Hard's choices is surely better by the game's confidence rule); where Hard searches with the
tree (Moon), Hard itself decides with half the budget, and the values take the other half.
With an iteration count the advice is a pure function of the observation and the seed.

The advice agrees with its own numbers (`agreeing`): every move is compared with the advised one
sample by sample, on the values shown, with the game's confidence rule. A move surely better
than Hard's choice (one Hard never weighs, such as a bid it would not risk, or a move better by
the chance of winning where Hard decides by places, or better than the tree's pick) takes its
place, as Hard's paired search steps from Normal's move. The moves the search cannot tell
apart from the best (neither surely better nor surely worse: Normal's move kept within the
noise) are shown at one figure, the highest of their values, so no move is listed above the
advised one and a move about as good as the best is never judged to have lost anything
(`game.review`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.ai.hard import DEFAULT_BUDGET, HardPlayer
from game.ai.ismcts import search
from game.ai.plugin import find_ai
from game.core.actions import Action
from game.core.messages import Message
from game.core.observation import Observation

__all__ = ["DEFAULT_BUDGET", "Advice", "MoveValue", "advise", "agreeing"]

_SAME = 1e-9
"""Mean differences closer to zero than this are none (sums of binary fractions, in practice)."""


@dataclass(frozen=True)
class MoveValue:
    """A legal action and the search's estimate, from 0 to 1, of how it turns out for the seat."""

    action: Action
    value: float


@dataclass(frozen=True)
class Advice:
    """The coach's advice to `seat`: every legal move once, the best first and the rest by value
    (the moves about as good as the best share its value, which no other move's exceeds);
    `reason` says why the best suits the position; `wins` says the values are chances of winning
    the game (else they are the search's rewards: the round's or the deal's prospects);
    `iterations` is how many paired iterations the search ran."""

    seat: int
    moves: tuple[MoveValue, ...]
    reason: Message
    wins: bool
    iterations: int

    @property
    def best(self) -> Action:
        """The advised move."""
        return self.moves[0].action


def advise(
    observation: Observation,
    *,
    iterations: int | None = None,
    budget: float = DEFAULT_BUDGET,
    seed: int = 0,
) -> Advice:
    """Advice for the seat to move in `observation`, from `iterations` paired iterations when
    given (and as many tree iterations where Hard searches with the tree), else from `budget`
    seconds of search in all; ValueError when it has no move to make."""
    legal = list(dict.fromkeys(observation.legal))
    if not legal:
        raise ValueError("the observation's seat has no move to make")
    ai = find_ai(observation.game)
    coaching = ai.coach(observation)
    settled = ai.shortcut(observation)
    asks_hard = settled is None and not ai.paired(observation)
    share = budget / 2 if asks_hard else budget
    result = search(
        coaching.surface,
        random.Random(seed),
        seconds=share,
        iterations=iterations,
        paired=True,
        prior=ai.normal(observation.game, seed).choose(observation),
        confidence=ai.confidence,
        choices=coaching.choices,
        keep_samples=True,
    )
    samples = result.samples
    missing = [str(action) for action in legal if action not in samples]
    if missing:
        raise ValueError(f"the search left legal moves unmeasured: {', '.join(missing)}")
    if len({len(samples[action]) for action in legal}) > 1:
        raise ValueError("the search measured the legal moves on different samples")
    if settled is not None:
        hards = settled
    elif asks_hard:
        hards = HardPlayer(observation.game, seed, share, iterations).choose(observation)
    else:
        hards = result.action
    moves = agreeing(hards, {action: samples[action] for action in legal}, ai.confidence)
    return Advice(
        observation.own_seat,
        moves,
        ai.explain(observation, moves[0].action),
        coaching.wins,
        result.iterations,
    )


def agreeing(
    chosen: Action, samples: Mapping[Action, Sequence[float]], confidence: float
) -> tuple[MoveValue, ...]:
    """Every move of `samples` (its value in each of the same sampled worlds) valued, the best
    first. The best is `chosen` unless another move is surely better (`_gain`: its mean
    difference from `chosen`, sample by sample, above zero by `confidence` standard errors);
    then the one surely better by the most takes its place, and so on until none is, as Hard's
    paired search steps from Normal's move. The moves the search cannot tell apart from the best
    by the same rule share one value, the highest of their means (the best's included); the rest
    follow by mean, each below it."""
    means = {action: sum(values) / len(values) for action, values in samples.items()}
    best = chosen
    while True:
        gains = {action: _gain(samples[action], samples[best], confidence) for action in samples}
        better = [action for action in samples if gains[action][0] > _SAME]
        if not better:
            break
        best = max(better, key=lambda action: gains[action][0])
    alike = [
        action
        for action in samples
        if action != best and gains[action][0] <= _SAME and gains[action][1] >= -_SAME
    ]
    shared = max(means[action] for action in (best, *alike))
    alike.sort(key=lambda action: -means[action])
    rest = sorted(
        (action for action in samples if action != best and action not in alike),
        key=lambda action: -means[action],
    )
    return (
        MoveValue(best, shared),
        *(MoveValue(action, shared) for action in alike),
        *(MoveValue(action, means[action]) for action in rest),
    )


def _gain(values: Sequence[float], base: Sequence[float], confidence: float) -> tuple[float, float]:
    """The bounds, `confidence` standard errors either side of the mean, of what the move of
    `values` gains over the move of `base`, paired sample by sample. As in `game.ai.settle`, a
    standard error is never taken below 1/n, the most one unseen extreme sample among n could
    move a mean, so a few samples that happened to agree prove nothing."""
    count = len(values)
    if count < 2:
        return -math.inf, math.inf
    gains = [value - other for value, other in zip(values, base, strict=True)]
    mean = sum(gains) / count
    variance = max(0.0, sum(gain * gain for gain in gains) / count - mean * mean)
    margin = confidence * max(math.sqrt(variance / (count - 1)), 1.0 / count)
    return mean - margin, mean + margin
