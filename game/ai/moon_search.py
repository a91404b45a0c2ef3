"""What ISMCTS needs for Moon: sampled states, Normal-guided playouts to the end of the deal, and
rewards from the points each seat gained in it (a won game is worth everything)."""

from __future__ import annotations

from typing import Any

from game.ai.determinize_moon import MoonDeterminizer
from game.ai.ismcts import SearchGame
from game.ai.moon_strategy import MoonNormal, allowed_kinds, playout_action, safe_bid
from game.core.actions import Action
from game.core.observation import Observation

_POINTS_SCALE = 16.0

_NORMAL = MoonNormal("moon")
PAIRED = False
"""Whether this game searches with paired root playouts rather than the ISMCTS tree."""
CONFIDENCE = 1.5
"""Standard errors by which another move must beat Normal's before the paired search plays it."""


def shortcut(observation: Observation) -> Action | None:
    """The only legal action needs no search."""
    legal = observation.legal
    return legal[0] if len(legal) == 1 else None


def prior(observation: Observation) -> Action:
    """The Normal strategy's move, which the paired search keeps unless it finds better."""
    return _NORMAL.choose(observation)


def search_game(observation: Observation) -> SearchGame:
    """The search surface of Moon for this observation."""
    return SearchGame(
        sample=MoonDeterminizer(observation).sample,
        moves=_moves,
        play=_play,
        policy=playout_action,
        rewards=_rewards,
        horizon=_horizon,
    )


def _moves(state: Any) -> list[Action]:
    """The legal moves, but no bid more than one trick above what Normal would call safe: the
    search may stretch a bid, never gamble on one."""
    legal = state.legal_actions()
    if state._phase != 0:
        return legal
    ceiling = safe_bid(state._hands[state._turn], allowed_kinds(state.options)) + 1
    kept = [action for action in legal if action.verb == "pass" or int(action.arg) <= ceiling]
    return kept or legal


def _play(state: Any, action: Action) -> None:
    state._apply(action)


def _horizon(state: Any, start: Any) -> bool:
    return state.to_move is None or state._hand_number != start._hand_number


def _rewards(state: Any, start: Any) -> list[float]:
    if state._winner >= 0:
        return [1.0 if seat == state._winner else 0.0 for seat in range(3)]
    gains = [now - before for now, before in zip(state._scores, start._scores, strict=True)]
    rewards = []
    for seat in range(3):
        others = (gains[(seat + 1) % 3] + gains[(seat + 2) % 3]) / 2
        rewards.append(min(1.0, max(0.0, 0.5 + (gains[seat] - others) / _POINTS_SCALE)))
    return rewards
