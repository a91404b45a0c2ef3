"""What the Moon coach searches on: Hard's surface with every legal action at the root, the
bids Hard would not risk included, so that each has a value; Hard's choices stay its own."""

from __future__ import annotations

from dataclasses import replace

from game.ai.moon.search import searched_moves, surface
from game.ai.plugin import Coaching
from game.core.actions import Action
from game.core.observation import Observation
from game.rules.moon import MoonState
from game.rules.moon_tiles import mask_of


def coaching(observation: Observation) -> Coaching:
    """Every legal action measured; Hard chooses among the bids it would risk and every other
    move."""
    view = observation.view
    choices = searched_moves(
        list(observation.legal),
        view["phase"] == "bidding",
        mask_of(view["hand"]),
        observation.options,
    )
    return Coaching(replace(surface(observation), moves=_every_move), frozenset(choices), False)


def _every_move(state: MoonState) -> list[Action]:
    return state.legal_actions()
