"""Hard's search surface for Moon: sampled states, Normal-guided playouts to the end of the deal,
and rewards from the points each seat gained in it (a won game is worth everything)."""

from __future__ import annotations

from game.ai.ismcts import SearchSurface
from game.ai.moon.determinize import MoonDeterminizer
from game.ai.moon.strategy import allowed_kinds, playout_action, safe_bid
from game.core.actions import Action
from game.core.observation import Observation
from game.rules.moon import BIDDING, MoonState

_POINTS_SCALE = 16.0
PAIRED = False
"""Moon searches with the ISMCTS tree, not paired root playouts."""
CONFIDENCE = 1.5
"""Standard errors by which another move must beat Normal's before a paired search plays it."""


def shortcut(observation: Observation) -> Action | None:
    """The only legal action needs no search."""
    legal = observation.legal
    return legal[0] if len(legal) == 1 else None


def surface(observation: Observation) -> SearchSurface[MoonState]:
    """The search surface of Moon for this observation."""
    return SearchSurface(
        sample=MoonDeterminizer(observation).sample,
        moves=_moves,
        play=_play,
        policy=playout_action,
        rewards=_rewards,
        horizon=_horizon,
    )


def _moves(state: MoonState) -> list:
    """The legal moves, but no bid more than one trick above what Normal would call safe: the
    search may stretch a bid, never gamble on one."""
    legal = state.legal_actions()
    if state.phase != BIDDING:
        return legal
    ceiling = safe_bid(state.hands[state.turn], allowed_kinds(state.options)) + 1
    kept = [action for action in legal if action.verb == "pass" or int(action.arg) <= ceiling]
    return kept or legal


def _play(state: MoonState, action: Action) -> None:
    state.push(action)


def _horizon(state: MoonState, start: MoonState) -> bool:
    return state.to_move is None or state.hand_number != start.hand_number


def _rewards(state: MoonState, start: MoonState) -> list[float]:
    if state.winner is not None:
        return [1.0 if seat == state.winner else 0.0 for seat in range(3)]
    gains = [now - before for now, before in zip(state.totals, start.totals, strict=True)]
    rewards = []
    for seat in range(3):
        others = (gains[(seat + 1) % 3] + gains[(seat + 2) % 3]) / 2
        rewards.append(min(1.0, max(0.0, 0.5 + (gains[seat] - others) / _POINTS_SCALE)))
    return rewards
