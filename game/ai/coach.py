"""The coach: every legal move of the seat to move, valued by Hard's search, the best first, and
one sentence on why the best suits the position.

It reads the seat's observation only, never a state, so its advice is what that seat may know.
Every legal action is played out on the same sampled worlds (the paired search of `ismcts`);
the best is the move Hard plays: Hard's shortcut where Hard decides without searching; where
Hard searches by the paired rule, the same search decides (Normal's move unless another of
Hard's choices is surely better by the game's confidence rule); where Hard searches with the
tree (Moon), Hard itself decides with half the budget, and the values take the other half.
With an iteration count the advice is a pure function of the observation and the seed, and the
best is Hard's move at that count and seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai.hard import DEFAULT_BUDGET, HardPlayer
from game.ai.ismcts import search
from game.ai.plugin import find_ai
from game.core.actions import Action
from game.core.messages import Message
from game.core.observation import Observation

__all__ = ["DEFAULT_BUDGET", "Advice", "MoveValue", "advise"]


@dataclass(frozen=True)
class MoveValue:
    """A legal action and the search's estimate, from 0 to 1, of how it turns out for the seat."""

    action: Action
    value: float


@dataclass(frozen=True)
class Advice:
    """The coach's advice to `seat`: every legal move once, the best first and the rest by value;
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
    )
    values = result.scores
    missing = [str(action) for action in legal if action not in values]
    if missing:
        raise ValueError(f"the search left legal moves unmeasured: {', '.join(missing)}")
    if settled is not None:
        best = settled
    elif asks_hard:
        best = HardPlayer(observation.game, seed, share, iterations).choose(observation)
    else:
        best = result.action
    rest = sorted((action for action in legal if action != best), key=lambda a: -values[a])
    return Advice(
        observation.own_seat,
        tuple(MoveValue(action, values[action]) for action in (best, *rest)),
        ai.explain(observation, best),
        coaching.wins,
        result.iterations,
    )
