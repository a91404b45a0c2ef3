"""What ISMCTS needs for ONO 99: sampled states, Normal-guided playouts, and rewards.

A playout stops at the next player out of the game or round (or at the end of a round): each
seat still in scores 1 and the one out 0. Surviving the next elimination is what a decision can
change; playing on to the end of the game mostly adds the luck of later deals.
"""

from __future__ import annotations

from typing import Any

from game.ai.determinize_ono99 import Ono99Determinizer
from game.ai.ismcts import SearchGame
from game.ai.ono99_strategy import Ono99Normal, playout_action
from game.core.actions import Action
from game.core.observation import Observation
from game.rules.ono99_cards import DRAW_ACTION

_POINTS_SCALE = 60.0

_NORMAL = Ono99Normal("ono99")
PAIRED = False
"""Whether this game searches with paired root playouts rather than the ISMCTS tree."""


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


def search_game(observation: Observation) -> SearchGame:
    """The search surface of ONO 99 for this observation."""
    return SearchGame(
        sample=Ono99Determinizer(observation).sample,
        moves=_moves,
        play=_play,
        policy=playout_action,
        rewards=_rewards,
        horizon=_horizon,
    )


def _moves(state: Any) -> tuple[Action, ...]:
    return state._legal


def _play(state: Any, action: Action) -> None:
    state._apply(action)


def _horizon(state: Any, start: Any) -> bool:
    """The playout stops at the next player out (or the end of the round or game)."""
    return state.phase == 2 or state.round != start.round or state.active < start.active


def _rewards(state: Any, start: Any) -> list[float]:
    players = state.players
    if state.winner is not None:
        return [1.0 if seat == state.winner else 0.0 for seat in range(players)]
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
