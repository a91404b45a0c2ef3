"""What ISMCTS needs for UNO Duo: sampled states, Normal-guided playouts to the end of the
round, and rewards from the scores (each seat's share of the distance still to the target).

Calls are not searched: every move catches an uncalled opponent first and calls UNO before
playing its second-to-last card, as the Normal player does; the draft and challenges are
decided by the Normal strategy (a sample cannot know how the opponent chose its Wild Draw 4).
"""

from __future__ import annotations

from typing import Any

from game.ai.determinize_uno_duo import UnoDuoDeterminizer
from game.ai.ismcts import SearchGame
from game.ai.uno_duo_strategy import CATCH, UNO, UnoDuoNormal, playout_action
from game.core.actions import Action
from game.core.observation import Observation
from game.rules.uno_duo_cards import CARD_POINTS

_NORMAL = UnoDuoNormal("uno-duo")
_SEARCHED_PHASES = ("play", "drawn", "volley", "dump_offer", "dump", "start_colour")

PAIRED = True
"""Whether this game searches with paired root playouts rather than the ISMCTS tree."""
CONFIDENCE = 1.5
"""Standard errors by which another move must beat Normal's before the paired search plays it."""


def shortcut(observation: Observation) -> Action | None:
    """Calls, the draft, challenges and forced moves go to the Normal strategy."""
    legal = observation.legal
    choices = [action for action in legal if action not in (UNO, CATCH)]
    normal = _NORMAL.choose(observation)
    if normal in (UNO, CATCH) or len(choices) == 1:
        return normal if normal in (UNO, CATCH) else choices[0]
    if observation.view["phase"] not in _SEARCHED_PHASES:
        return normal
    return None


def prior(observation: Observation) -> Action:
    """The Normal strategy's move, which the paired search keeps unless it finds better."""
    return _NORMAL.choose(observation)


def search_game(observation: Observation) -> SearchGame:
    """The search surface of UNO Duo for this observation."""
    return SearchGame(
        sample=UnoDuoDeterminizer(observation).sample,
        moves=_moves,
        play=_play,
        policy=playout_action,
        rewards=_rewards,
        horizon=_horizon,
    )


def _moves(state: Any) -> list[Action]:
    return [action for action in state.legal_actions() if action is not UNO and action is not CATCH]


def _play(state: Any, action: Action) -> None:
    seat = state.to_move
    caught = state.catchable
    if caught is not None and caught != seat and len(state.hands[caught]) == 1:
        state._apply(CATCH)
    if (
        action.verb == "play"
        and len(state.hands[seat]) == 2
        and state.phase in ("play", "drawn")
        and not state.uno_called
    ):
        state._apply(UNO)
    state._apply(action)


def _horizon(state: Any, start: Any) -> bool:
    return state.to_move is None or state.round != start.round


def _rewards(state: Any, start: Any) -> list[float]:
    if state.winner is not None:
        return [1.0 if seat == state.winner else 0.0 for seat in (0, 1)]
    totals = list(state.totals)
    if state.round == start.round:
        for seat in (0, 1):
            totals[seat] += sum(CARD_POINTS[card] for card in state.hands[seat]) // 2
    left = [max(1, state.target - total) for total in totals]
    share = left[0] / (left[0] + left[1])
    return [share, 1.0 - share]
