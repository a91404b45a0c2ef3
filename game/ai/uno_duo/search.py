"""Hard's search surface for UNO Duo: sampled states, Normal-guided playouts to the end of the
round, and rewards from the scores (each seat's share of the distance still to the target).

Calls are not searched: every move catches an uncalled opponent first and calls UNO before
playing its second-to-last card, as the Normal player does; the draft and challenges are
decided by the Normal strategy (a sample cannot know how the opponent chose its Wild Draw 4).
"""

from __future__ import annotations

from game.ai.ismcts import SearchSurface
from game.ai.uno_duo.determinize import UnoDuoDeterminizer
from game.ai.uno_duo.strategy import CATCH, UNO, UnoDuoNormal, playout_action
from game.core.actions import Action
from game.core.observation import Observation
from game.rules.uno_duo import UnoDuoState
from game.rules.uno_duo_cards import CARD_POINTS

_NORMAL = UnoDuoNormal("uno-duo")
_SEARCHED_PHASES = ("play", "drawn", "volley", "dump_offer", "dump", "start_colour")

CONFIDENCE = 1.5
"""Standard errors by which another move must beat Normal's before the paired search plays it."""


def announce(observation: Observation, action: Action) -> Action:
    """UNO before a play that leaves one card (the search made that play with the call)."""
    if action.verb == "play" and UNO in observation.legal and len(observation.view["hand"]) == 2:
        return UNO
    return action


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


def surface(observation: Observation) -> SearchSurface[UnoDuoState]:
    """The search surface of UNO Duo for this observation."""
    return SearchSurface(
        sample=UnoDuoDeterminizer(observation).sample,
        moves=_moves,
        play=_play,
        policy=playout_action,
        rewards=_rewards,
        horizon=_horizon,
    )


def _moves(state: UnoDuoState) -> list[Action]:
    return [action for action in state.legal_actions() if action is not UNO and action is not CATCH]


def _play(state: UnoDuoState, action: Action) -> None:
    seat = state.seat
    caught = state.catchable
    if caught is not None and caught != seat and len(state.hands[caught]) == 1:
        state.push(CATCH)
    if (
        action.verb == "play"
        and len(state.hands[seat]) == 2
        and state.phase in ("play", "drawn")
        and not state.uno_called
    ):
        state.push(UNO)
    state.push(action)


def _horizon(state: UnoDuoState, start: UnoDuoState) -> bool:
    return state.to_move is None or state.round != start.round


def _rewards(state: UnoDuoState, start: UnoDuoState) -> list[float]:
    if state.winner is not None:
        return [1.0 if seat == state.winner else 0.0 for seat in (0, 1)]
    totals = list(state.totals)
    if state.round == start.round:
        for seat in (0, 1):
            totals[seat] += sum(CARD_POINTS[card] for card in state.hands[seat]) // 2
    left = [max(1, state.target - total) for total in totals]
    share = left[0] / (left[0] + left[1])
    return [share, 1.0 - share]
