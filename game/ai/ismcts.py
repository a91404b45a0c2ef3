"""Single-observer Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012).

Every iteration samples one determinization (a full state consistent with what the searching seat
knows), walks the shared tree with UCB restricted to the actions legal in that sample (each
child's availability counts how often it could have been chosen), expands one new action, plays
the rest out with a game's fast guided policy up to a horizon, and backs up each seat's reward to
the moves that seat made. The searching seat then plays the most visited action at the root.
With `settle`, the search stops as soon as its decision can no longer change within the budget
(`game.ai.settle`).

Each game supplies a `SearchSurface`: how to sample, which actions the tree branches on, how to
make a move, the playout policy and the rewards. The search never sees anything else.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from game.ai.settle import (
    FIRST_CHECK,
    next_check,
    paired_settled,
    planned_total,
    tree_settled,
)
from game.core.actions import Action


class Position(Protocol):
    """What the search itself asks of a sampled position (a game state, or a game's own wrapper
    that follows more than the rules do): whose move it is, and a copy."""

    @property
    def to_move(self) -> int | None:
        """The seat to move, or None once the game is over."""

    def copy(self) -> Any:
        """An independent copy."""


P = TypeVar("P", bound=Position)

SPARE = 0.01
"""Share of a time budget that a search settling early leaves unspent at its end."""


@dataclass(frozen=True)
class SearchSurface(Generic[P]):
    """What the search needs to know of one game, all of it working on sampled states.

    - `sample(rng)`: a fresh determinization of the searching seat's observation.
    - `moves(state)`: the actions the tree branches on (a subset of the legal ones).
    - `play(state, action)`: make a move in place, with any automatic steps around it.
    - `policy(state, rng)`: the playout's move in a sampled state.
    - `rewards(state, start)`: each seat's reward in [0, 1] where the playout stopped; `start`
      is the state at the root, to measure progress within a round.
    - `horizon(state, start)`: True when the playout should stop (end of a round or hand).
    - `root_play(state, action)`: how a paired search makes a root move, when not as `play`
      makes it (the coach makes the seat's own move exactly as given, without automatic calls).
    - `scores(state, start)`: what a paired search reports each root move to be worth, when
      not its reward (the coach reports ONO 99's chance of winning, yet decides by places).
    """

    sample: Callable[[random.Random], P]
    moves: Callable[[P], Sequence[Action]]
    play: Callable[[P, Action], None]
    policy: Callable[[P, random.Random], Action]
    rewards: Callable[[P, P], Sequence[float]]
    horizon: Callable[[P, P], bool]
    root_play: Callable[[P, Action], None] | None = None
    scores: Callable[[P, P], Sequence[float]] | None = None


class _Node:
    """One edge of the tree: the move into it, the seat that made it, and its statistics."""

    __slots__ = (
        "children",
        "visits",
        "available",
        "reward",
        "reward_squares",
        "gain",
        "gain_squares",
        "score",
    )

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.available = 1
        self.reward = 0.0
        self.reward_squares = 0.0
        self.gain = 0.0
        self.gain_squares = 0.0
        self.score = 0.0


@dataclass
class SearchResult:
    """The chosen action, how many iterations were run, and the root's visit counts and mean
    rewards (to the seat that searched) by action; a paired search also gives the mean scores
    (the surface's `scores`, else the rewards again) and, when asked to keep them, each root
    move's score in every iteration, in order (`samples`: the same worlds for every move)."""

    action: Action
    iterations: int
    visits: dict[Action, int]
    values: dict[Action, float]
    scores: dict[Action, float] = field(default_factory=dict)
    samples: dict[Action, list[float]] = field(default_factory=dict)


def search(
    surface: SearchSurface[Any],
    rng: random.Random,
    *,
    seconds: float | None = 1.0,
    iterations: int | None = None,
    exploration: float = 0.7,
    max_playout: int = 400,
    paired: bool = False,
    prior: Action | None = None,
    confidence: float = 1.5,
    choices: Collection[Action] | None = None,
    settle: bool = False,
    keep_samples: bool = False,
) -> SearchResult:
    """Run the search until the iteration count or the time budget is spent (iterations win
    when both are given) and return the best root action.

    By default this is ISMCTS and the most visited root action is played. With `paired`, each
    iteration instead plays every root action out in the same sample (common random numbers:
    the same hidden cards and the same later shuffles), so a difference between two moves is
    measured without the noise of the deal. The `prior` (the Normal strategy's move) is then kept
    unless another move's gain over it, sample by sample, is positive with `confidence` standard
    errors to spare; without a prior the best mean wins. `choices`, when given, are the only root
    moves that may replace the prior (the others are only measured). With `keep_samples`, the
    result keeps every root move's score of every paired iteration, so that the difference
    between any two moves can be measured sample by sample afterwards.

    With `settle`, the search also stops as soon as `game.ai.settle` finds its decision
    settled: with `iterations`, judged against that count (so the decision stays a pure function
    of the surface and the generator); with a time budget, against the iterations the rest of
    the seconds would run at the rate so far, and no iteration is begun that would end after the
    budget if it took half as long again as the longest so far (on a busy machine that includes
    the longest wait for a core; the half is for one longer still, and the work after the loop),
    nor one that would end in the last `SPARE` of the budget (the decision's own work after the
    search, and a pause of the machine the longest iteration did not show).
    """
    root = _Node()
    budget = seconds or 0.0
    started = time.perf_counter()
    deadline = math.inf if iterations is not None else started + budget
    spare = SPARE * budget
    done = 0
    last = started
    longest = 0.0
    check = FIRST_CHECK if settle else -1
    settled: Action | None = None
    samples: dict[Action, list[float]] | None = {} if keep_samples and paired else None
    while True:
        if iterations is not None:
            if done >= iterations:
                break
        elif done:
            now = time.perf_counter()
            longest, last = max(longest, now - last), now
            if now >= deadline or (settle and now + 1.5 * longest > deadline - spare):
                break
        if paired:
            _paired_iteration(surface, root, rng, max_playout, prior, samples)
        else:
            _iterate(surface, root, rng, exploration, max_playout)
        done += 1
        if done == check:
            planned = (
                iterations
                if iterations is not None
                else planned_total(done, time.perf_counter() - started, budget)
            )
            settled = (
                paired_settled(root.children, prior, confidence, choices, planned)
                if paired
                else tree_settled(root.children, done, planned)
            )
            if settled is not None:
                break
            check = next_check(done)
    children = root.children
    visits = {action: child.visits for action, child in children.items()}
    if settled is not None:
        best = settled
    elif paired and prior in children:
        best = _surely_better(children, prior, confidence, choices)
    elif paired:
        best = max(children, key=lambda action: children[action].reward / children[action].visits)
    else:
        best = max(visits, key=lambda action: (visits[action], children[action].reward))
    values = {action: child.reward / child.visits for action, child in children.items()}
    scores = (
        {action: child.score / child.visits for action, child in children.items()} if paired else {}
    )
    return SearchResult(best, done, visits, values, scores, samples or {})


def _paired_iteration(
    surface: SearchSurface[Any],
    root: _Node,
    rng: random.Random,
    max_playout: int,
    prior: Action | None,
    samples: dict[Action, list[float]] | None,
) -> None:
    world = surface.sample(rng)
    mover = world.to_move
    first = surface.root_play or surface.play
    scores = surface.scores
    results: dict[Action, tuple[float, float]] = {}
    for action in surface.moves(world):
        state = world.copy()
        first(state, action)
        _play_out(surface, state, world, rng, max_playout)
        reward = surface.rewards(state, world)[mover]
        score = reward if scores is None else scores(state, world)[mover]
        results[action] = (reward, score)
    base = results[prior][0] if prior in results else None
    for action, (reward, score) in results.items():
        child = root.children.get(action)
        if child is None:
            child = root.children[action] = _Node()
        child.visits += 1
        child.reward += reward
        child.reward_squares += reward * reward
        child.score += score
        if samples is not None:
            samples.setdefault(action, []).append(score)
        if base is not None:
            gain = reward - base
            child.gain += gain
            child.gain_squares += gain * gain


def _surely_better(
    children: dict[Action, _Node],
    prior: Action,
    confidence: float,
    choices: Collection[Action] | None,
) -> Action:
    """The move (among `choices`, when given) whose gain over `prior` has the highest lower
    confidence bound above zero."""
    best, best_bound = prior, 0.0
    for action, child in children.items():
        count = child.visits
        if action == prior or count < 2 or (choices is not None and action not in choices):
            continue
        mean = child.gain / count
        variance = max(0.0, child.gain_squares / count - mean * mean)
        bound = mean - confidence * math.sqrt(variance / (count - 1))
        if bound > best_bound:
            best, best_bound = action, bound
    return best


def _play_out(
    surface: SearchSurface[Any],
    state: Position,
    start: Position,
    rng: random.Random,
    max_playout: int,
) -> None:
    steps = 0
    while steps < max_playout and not surface.horizon(state, start):
        surface.play(state, surface.policy(state, rng))
        steps += 1


def _iterate(
    surface: SearchSurface[Any],
    root: _Node,
    rng: random.Random,
    exploration: float,
    max_playout: int,
) -> None:
    state = surface.sample(rng)
    start = state.copy()
    node = root
    path: list[tuple[_Node, int]] = []
    while not surface.horizon(state, start):
        moves = surface.moves(state)
        children = node.children
        untried = [action for action in moves if action not in children]
        for action in moves:
            child = children.get(action)
            if child is not None:
                child.available += 1
        mover = state.to_move
        if untried:
            action = rng.choice(untried)
            child = children[action] = _Node()
            surface.play(state, action)
            path.append((child, mover))
            break
        action = _select(children, moves, exploration)
        child = children[action]
        surface.play(state, action)
        path.append((child, mover))
        node = child
    _play_out(surface, state, start, rng, max_playout)
    rewards = surface.rewards(state, start)
    for child, mover in path:
        reward = rewards[mover]
        child.visits += 1
        child.reward += reward
        child.reward_squares += reward * reward


def _select(children: dict[Action, _Node], moves: Sequence[Action], exploration: float) -> Action:
    best_action = moves[0]
    best_score = -math.inf
    for action in moves:
        child = children[action]
        score = child.reward / child.visits + exploration * math.sqrt(
            math.log(child.available) / child.visits
        )
        if score > best_score:
            best_action, best_score = action, score
    return best_action
