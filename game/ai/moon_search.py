"""What ISMCTS needs for Moon: sampled states, Normal-guided playouts to the end of the deal, and
rewards from the points each seat gained in it (a won game is worth everything)."""

from __future__ import annotations

from typing import Any

from game.ai.determinize_moon import MoonDeterminizer
from game.ai.ismcts import SearchGame
from game.ai.moon_strategy import playout_action
from game.core.actions import Action
from game.core.observation import Observation

_POINTS_SCALE = 16.0


def shortcut(observation: Observation) -> Action | None:
    """The only legal action needs no search."""
    legal = observation.legal
    return legal[0] if len(legal) == 1 else None


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
    return state.legal_actions()


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
