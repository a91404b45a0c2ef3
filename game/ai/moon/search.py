"""Hard's search surface for Moon: sampled states, Normal-guided playouts to the end of the deal,
and rewards from the points each seat gained in it (a won game is worth everything)."""

from __future__ import annotations

from typing import Any

from game.ai.ismcts import SearchSurface
from game.ai.moon.determinize import MoonDeterminizer
from game.ai.moon.strategy import allowed_kinds, playout_action, safe_bid
from game.core.actions import Action
from game.core.observation import Observation
from game.rules.moon import BIDDING, MoonState
from game.rules.moon_tiles import mask_of

_POINTS_SCALE = 16.0
CONFIDENCE = 1.5
"""Standard errors by which another bid must beat Normal's before the paired search makes it."""


def paired(observation: Observation) -> bool:
    """Bids are searched with paired root playouts, kept to Normal's bid unless another is surely
    better; every later decision of the deal with the ISMCTS tree.

    The tree judges a bid by the deal it grows below it, where the other seats choose their
    moves in sampled deals that show them every hand: at the iterations of a second their
    defence is perfect and no bid looks worth making (Hard passed 16 of the 17 hands Normal bid,
    and won 4 of 30 games against two Normal players). Played out by Normal in the same samples,
    each bid is worth what that hand makes of it."""
    return observation.view["phase"] == "bidding"


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


def searched_bids(observation: Observation) -> frozenset[Action]:
    """The bids Hard weighs in this bidding observation (`_moves`)."""
    hand = mask_of(observation.view["hand"])
    return frozenset(_within_reach(list(observation.legal), hand, observation.options))


def _moves(state: MoonState) -> list:
    """The legal moves, but no bid more than one trick above what Normal would call safe: the
    search may stretch a bid, never gamble on one."""
    legal = state.legal_actions()
    if state.phase != BIDDING:
        return legal
    return _within_reach(legal, state.hands[state.turn], state.options)


def _within_reach(legal: list[Action], hand: int, options: dict[str, Any]) -> list[Action]:
    """Pass, and the bids at most one trick above the hand's safe bid (all, if none is)."""
    ceiling = safe_bid(hand, allowed_kinds(options)) + 1
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
