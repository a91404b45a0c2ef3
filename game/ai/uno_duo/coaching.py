"""What the UNO Duo coach searches on: Hard's surface, with every legal action at the root —
the calls (`uno`, `catch`) and the draft too — each made exactly as given. The playouts go on
as Hard's do, the automatic calls included, so a root move that leaves UNO uncalled or a catch
unmade is measured with what that costs, and a root call is never made twice."""

from __future__ import annotations

from dataclasses import replace

from game.ai.plugin import Coaching
from game.ai.uno_duo.search import surface
from game.core.actions import Action
from game.core.observation import Observation
from game.rules.uno_duo import UnoDuoState
from game.rules.uno_duo_cards import CATCH, UNO


def coaching(observation: Observation) -> Coaching:
    """Every legal action measured; Hard chooses among all but the calls."""
    searched = replace(surface(observation), moves=_every_move, root_play=_as_given)
    choices = frozenset(action for action in observation.legal if action not in (UNO, CATCH))
    return Coaching(searched, choices, False)


def _every_move(state: UnoDuoState) -> list[Action]:
    return state.legal_actions()


def _as_given(state: UnoDuoState, action: Action) -> None:
    state.push(action)
