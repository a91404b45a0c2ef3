"""What ISMCTS needs for ONO 99: sampled states, Normal-guided playouts, and rewards.

Elimination games are played out to the end and each seat is rewarded by its place (first out
0, winner 1), a steadier signal than the win alone; under tokens or points scoring a playout
stops at the end of the round and the reward says how the round went for each seat.
"""

from __future__ import annotations

from random import Random
from typing import Any

from game.ai.determinize_ono99 import HandDealer, Ono99Determinizer
from game.ai.ismcts import SearchGame
from game.ai.ono99_beliefs import Judge
from game.ai.ono99_strategy import (
    CARD_OF_CODE,
    Ono99Normal,
    playout_action,
    strains,
)
from game.core.actions import Action
from game.core.observation import Observation
from game.rules.ono99_cards import DRAW_ACTION

_POINTS_SCALE = 60.0

_NORMAL = Ono99Normal("ono99")
PAIRED = True
"""Whether this game searches with paired root playouts rather than the ISMCTS tree."""
CONFIDENCE = 1.0
"""Standard errors by which another move must beat Normal's before the paired search plays it."""


def shortcut(observation: Observation) -> Action | None:
    """A decision that needs no search: the only legal action, or the draw race's draw."""
    legal = observation.legal
    if len(legal) == 1:
        return legal[0]
    if DRAW_ACTION in legal:
        return DRAW_ACTION
    return None


def prior(observation: Observation) -> Action:
    """The Normal strategy's move, which the paired search keeps unless it finds better."""
    return _NORMAL.choose(observation)


def search_game(observation: Observation, dealer: HandDealer | None = None) -> SearchGame:
    """The search surface of ONO 99 for this observation; the hidden hands are dealt by
    `dealer`, by default the beliefs' `Judge`."""
    judge = Judge(observation)
    determinizer = Ono99Determinizer(observation, dealer or judge)
    strained = judge.strained

    def sample(rng: Random) -> Any:
        state = determinizer.sample(rng)
        state.strained = strained
        return state

    return SearchGame(
        sample=sample,
        moves=_moves,
        play=_play,
        policy=playout_action,
        rewards=_rewards,
        horizon=_horizon,
    )


def _moves(state: Any) -> tuple[Action, ...]:
    return state._legal


def _play(state: Any, action: Action) -> None:
    """Make the move; remember who was seen short of room (the Normal players aim at them) and,
    in elimination games, the order in which players go out."""
    active = state.active
    if action.verb == "play" and strains(state.total, CARD_OF_CODE[action.arg]):
        state.strained = state.strained | {state.seat}
    state._apply(action)
    if state.active < active and state.scoring == "elimination":
        order = state.__dict__.get("out_order", ())
        gone = tuple(seat for seat in range(state.players) if state.out[seat] and seat not in order)
        state.out_order = order + gone


def _horizon(state: Any, start: Any) -> bool:
    """Elimination: the end of the game; tokens and points: the end of the round."""
    return state.phase == 2 or state.round != start.round


def _rewards(state: Any, start: Any) -> list[float]:
    """Elimination: by place, from 0 for the first out to 1 for the winner; tokens: 0 for the
    round's loser; points: less the more points the round cost."""
    players = state.players
    if state.scoring == "elimination":
        order = state.__dict__.get("out_order", ())
        places = [1.0] * players
        for place, seat in enumerate(order):
            places[seat] = place / (players - 1)
        return places
    if state.round == start.round:
        return [0.0 if state.out[seat] else 1.0 for seat in range(players)]
    if state.scoring == "tokens":
        return [
            0.0 if state.gone[seat] or state.tokens[seat] < start.tokens[seat] else 1.0
            for seat in range(players)
        ]
    return [
        max(0.0, 1.0 - (state.points[seat] - start.points[seat]) / _POINTS_SCALE)
        for seat in range(players)
    ]
