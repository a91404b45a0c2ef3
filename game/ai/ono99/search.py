"""Hard's search surface for ONO 99: sampled states, Normal-guided playouts, and rewards.

Elimination games are played out to the end and each seat is rewarded by its place (first out
0, winner 1), a steadier signal than the win alone; under tokens or points scoring a playout
stops at the end of the round and the reward says how the round went for each seat.
"""

from __future__ import annotations

from random import Random

from game.ai.ismcts import SearchSurface
from game.ai.ono99.beliefs import BeliefDealer
from game.ai.ono99.determinize import HandDealer, Ono99Determinizer
from game.ai.ono99.strategy import CARD_OF_CODE, playout_action, strains
from game.core.actions import Action
from game.core.observation import Observation
from game.rules.ono99 import OVER, Ono99State
from game.rules.ono99_cards import DRAW_ACTION

_POINTS_SCALE = 60.0
CONFIDENCE = 1.0
"""Standard errors by which another move must beat Normal's before the paired search plays it."""


class Playout:
    """A sampled state and what the playout follows beside the rules: the seats seen short of
    room (the Normal players aim at them) and, in elimination games, the order players went out
    (the places the rewards are paid by)."""

    __slots__ = ("state", "strained", "out_order")

    def __init__(
        self, state: Ono99State, strained: frozenset[int], out_order: tuple[int, ...] = ()
    ) -> None:
        self.state = state
        self.strained = strained
        self.out_order = out_order

    @property
    def to_move(self) -> int | None:
        """The seat to move in the sampled state."""
        return self.state.to_move

    def copy(self) -> Playout:
        """An independent copy."""
        return Playout(self.state.copy(), self.strained, self.out_order)


def shortcut(observation: Observation) -> Action | None:
    """A decision that needs no search: the only legal action, or the draw race's draw."""
    legal = observation.legal
    if len(legal) == 1:
        return legal[0]
    if DRAW_ACTION in legal:
        return DRAW_ACTION
    return None


def surface(observation: Observation, dealer: HandDealer | None = None) -> SearchSurface[Playout]:
    """The search surface of ONO 99 for this observation. The hidden hands are dealt by
    `dealer`, by default the beliefs' `BeliefDealer`; the parameter lets the benchmarks measure
    another reading of the hands (`bench/hand_filter.py`)."""
    beliefs = BeliefDealer(observation)
    determinizer = Ono99Determinizer(observation, dealer or beliefs)
    strained = beliefs.strained

    def sample(rng: Random) -> Playout:
        return Playout(determinizer.sample(rng), strained)

    return SearchSurface(
        sample=sample,
        moves=_moves,
        play=_play,
        policy=_policy,
        rewards=_rewards,
        horizon=_horizon,
    )


def _moves(playout: Playout) -> tuple[Action, ...]:
    return playout.state.legal


def _policy(playout: Playout, rng: Random) -> Action:
    return playout_action(playout.state, playout.strained)


def _play(playout: Playout, action: Action) -> None:
    """Make the move; remember who was seen short of room and, in elimination games, the order
    in which players go out."""
    state = playout.state
    active = state.active
    if action.verb == "play" and strains(state.total, CARD_OF_CODE[action.arg]):
        playout.strained = playout.strained | {state.seat}
    state.push(action)
    if state.active < active and state.setup.scoring == "elimination":
        order = playout.out_order
        gone = tuple(seat for seat in range(state.players) if state.out[seat] and seat not in order)
        playout.out_order = order + gone


def _horizon(playout: Playout, start: Playout) -> bool:
    """Elimination: the end of the game; tokens and points: the end of the round."""
    state = playout.state
    return state.phase == OVER or state.round != start.state.round


def _rewards(playout: Playout, start_playout: Playout) -> list[float]:
    """Elimination: by place, from 0 for the first out to 1 for the winner; tokens: 0 for the
    round's loser; points: less the more points the round cost."""
    state, start = playout.state, start_playout.state
    players = state.players
    scoring = state.setup.scoring
    if scoring == "elimination":
        places = [1.0] * players
        for place, seat in enumerate(playout.out_order):
            places[seat] = place / (players - 1)
        return places
    if state.round == start.round:
        return [0.0 if state.out[seat] else 1.0 for seat in range(players)]
    if scoring == "tokens":
        return [
            0.0 if state.gone[seat] or state.tokens[seat] < start.tokens[seat] else 1.0
            for seat in range(players)
        ]
    return [
        max(0.0, 1.0 - (state.points[seat] - start.points[seat]) / _POINTS_SCALE)
        for seat in range(players)
    ]
