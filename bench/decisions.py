"""How good ONO 99's Hard decisions are, judged against each move's true value.

Games won are mostly the luck of four-card hands, so 400 games cannot tell a small improvement
from noise. This measure takes decisions from seeded games of four Normal players and values
every legal move while the real game is at hand: many playouts from the real position (every
hand as it is; only the order of the draw pile and later shuffles drawn again), Normal moving
afterwards, each playout scored by place as Hard's search scores it. A player's score is the
mean value of its moves less that of Normal's moves in the same positions.

Hard decides from its observation, as in play. The best move by the true values is what a player
who knew every hand would play: the ceiling of what the hidden cards allow.

The same positions measure what settling early costs (issue #22): Hard settling early and Hard
searching its whole budget, at the same iteration count and seed, position by position (a
paired difference, far more precise than either gain).
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bench.figures import Figure, Sizes
from bench.hand_filter import HandFilter
from game.ai.hard import HardPlayer
from game.ai.ismcts import SearchSurface, search
from game.ai.ono99 import search as ono99_search
from game.ai.ono99.search import Playout
from game.ai.ono99.strategy import Ono99Normal, strained_seats
from game.core.actions import Action
from game.core.observation import Observation
from game.records import PlayedGame, Record
from game.rules.ono99 import RULES, Ono99Hidden, Ono99State

SECTION = "decisions"
GAME = "ono99"
PLAYERS = 4
SEED = 2026
SHARE = 0.12
"""Share of the searched decisions (two or more sensible moves) kept as positions."""


@dataclass(frozen=True)
class ValuedPosition:
    """A decision from a real game, the true value of each legal move, and Normal's move."""

    observation: Observation
    values: dict[Action, float]
    normal: Action

    def gain(self, action: Action) -> float:
        """How much `action` is worth more than Normal's move here."""
        return self.values[action] - self.values[self.normal]

    def best(self) -> Action:
        """The move with the highest true value."""
        return max(self.values, key=self.values.__getitem__)


@dataclass(frozen=True)
class Score:
    """A player's mean gain over Normal per decision, its standard error, and how often it
    moved otherwise than Normal."""

    gain: float
    error: float
    differs: float


def true_values(
    state: Ono99State, observation: Observation, playouts: int, seed: int
) -> dict[Action, float]:
    """Each legal move's mean place reward to the seat to move, over `playouts` paired playouts
    from the real `state` with the draw pile (and every later shuffle) drawn again each time."""
    strained = frozenset(strained_seats(observation))
    seat = observation.seat
    view = state.view(seat)
    hidden = state.hidden_from(seat)

    def real_position(rng: random.Random) -> Playout:
        state_rng = random.Random(rng.getrandbits(64))
        draw_pile = hidden.draw_pile[:]
        rng.shuffle(draw_pile)
        real = RULES.rebuild(view, state.options, Ono99Hidden(hidden.hands, draw_pile), state_rng)
        return Playout(real, strained)

    surface = ono99_search.surface(observation)
    truth: SearchSurface[Playout] = dataclasses.replace(surface, sample=real_position)
    return search(truth, random.Random(seed), iterations=playouts, paired=True).values


def valued_positions(games: int, playouts: int, seed: int = SEED) -> list[ValuedPosition]:
    """Decisions from `games` seeded games of four Normal players (about `SHARE` of those with a
    choice), each with the true values of its moves."""
    normal = Ono99Normal(GAME)
    positions = []
    for number in range(games):
        pick = random.Random(seed + number)
        played = PlayedGame(Record(GAME, PLAYERS, seed + number, {}))
        while not played.state.is_over:
            observation = played.observation(played.state.to_move)
            move = normal.choose(observation)
            if ono99_search.shortcut(observation) is None and pick.random() < SHARE:
                real = played.state
                values = true_values(real, observation, playouts, pick.getrandbits(32))
                positions.append(ValuedPosition(observation, values, move))
            played.play(move)
    return positions


def score(positions: Sequence[ValuedPosition], choose: Callable[[ValuedPosition], Action]) -> Score:
    """The mean gain over Normal of the moves `choose` makes in `positions`."""
    moves = [choose(position) for position in positions]
    gains = [position.gain(move) for position, move in zip(positions, moves, strict=True)]
    mean, error = mean_and_error(gains)
    differs = sum(move != position.normal for position, move in zip(positions, moves, strict=True))
    return Score(mean, error, differs / len(gains))


def mean_and_error(values: Sequence[float]) -> tuple[float, float]:
    """The mean of `values` and its standard error."""
    count = len(values)
    mean = sum(values) / count
    spread = sum((value - mean) ** 2 for value in values) / max(1, count - 1)
    return mean, math.sqrt(spread / count)


def hard_chooser(iterations: int, settle_early: bool = True) -> Callable[[ValuedPosition], Action]:
    """Hard with a fixed iteration budget (so the machine's load does not change its moves),
    deciding from the position's observation only; with `settle_early=False`, the full search."""
    player = HardPlayer(GAME, SEED, iterations=iterations, settle_early=settle_early)
    return lambda position: player.choose(position.observation)


@dataclass(frozen=True)
class Settling:
    """Hard settling early less the full search, position by position: the mean difference of
    the true values of their moves, its standard error, how often the moves differ, and the
    share of the iterations settling ran."""

    difference: float
    error: float
    differs: float
    iterations_share: float


def settling_cost(positions: Sequence[ValuedPosition], iterations: int) -> Settling:
    """What settling early costs at `iterations`, against the full search of as many."""
    settling = HardPlayer(GAME, SEED, iterations=iterations)
    full = HardPlayer(GAME, SEED, iterations=iterations, settle_early=False)
    differences, ran, differs = [], 0, 0
    for position in positions:
        early = settling.choose(position.observation)
        ran += settling.last_iterations
        whole = full.choose(position.observation)
        differences.append(position.values[early] - position.values[whole])
        differs += early != whole
    count = len(differences)
    mean, error = mean_and_error(differences)
    return Settling(mean, error, differs / count, ran / (count * iterations))


def _filtered_surface(observation: Observation) -> SearchSurface[Playout]:
    """ONO 99's surface with the `HandFilter` as the dealer of hidden hands."""
    return ono99_search.surface(observation, HandFilter(observation))


def filtered_chooser(iterations: int) -> Callable[[ValuedPosition], Action]:
    """Hard with the hidden hands dealt by the `HandFilter`: what the sharpest fair reading of
    the hands is worth."""
    player = HardPlayer(GAME, SEED, iterations=iterations, surface=_filtered_surface)
    return lambda position: player.choose(position.observation)


def decision_figures(sizes: Sizes) -> list[Figure]:
    """Hard's gain over Normal per decision (with its beliefs, then with the exact filter's
    hands), and the best move's, in thousandths of a place."""
    positions = valued_positions(sizes.decision_games, sizes.decision_playouts)
    note = (
        f"{len(positions)} positions from {sizes.decision_games} games, "
        f"{sizes.decision_playouts} playouts per move"
    )
    subject = "ONO 99, 4 players"
    figures = []
    for who, chosen in (
        (
            f"Hard at {sizes.decision_iterations} iterations",
            score(positions, hard_chooser(sizes.decision_iterations)),
        ),
        (
            f"Hard at {sizes.decision_iterations} iterations, hands from the exact filter",
            score(positions, filtered_chooser(sizes.decision_iterations)),
        ),
        ("best move, every hand known", score(positions, ValuedPosition.best)),
    ):
        for measure, value, unit in (
            ("gain over Normal", _thousandths(chosen.gain), "‰"),
            ("its standard error", _thousandths(chosen.error), "‰"),
            ("moves unlike Normal's", round(100 * chosen.differs, 1), "%"),
        ):
            figures.append(Figure(SECTION, subject, f"{who}: {measure}", value, unit, note=note))
    cost = settling_cost(positions, sizes.settle_iterations)
    who = f"Hard at {sizes.settle_iterations} iterations, settling early less the full search"
    return figures + settling_figures(SECTION, subject, who, cost, note)


def settling_figures(
    section: str, subject: str, who: str, cost: Settling, note: str
) -> list[Figure]:
    """The four figures of what settling early costs."""
    return [
        Figure(section, subject, f"{who}: {measure}", value, unit, note=note)
        for measure, value, unit in (
            ("gain", _thousandths(cost.difference), "‰"),
            ("its standard error", _thousandths(cost.error), "‰"),
            ("moves unlike the full search's", round(100 * cost.differs, 1), "%"),
            ("share of the iterations run", round(100 * cost.iterations_share, 1), "%"),
        )
    ]


def _thousandths(value: float) -> float:
    return round(value * 1000, 2)
