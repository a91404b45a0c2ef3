"""What the Moon coach searches on: Hard's surface with every legal action at the root, the
bids Hard would not risk included, so that each has a value. Hard weighs bids by the paired rule,
among the bids it would make (`searched_bids`); later in the deal it searches with the tree, so
the best starts as Hard's own move and there are no paired choices to give. Either way the
coach's own values overrule Hard where they show another move surely better
(`game.ai.coach.agreeing`)."""

from __future__ import annotations

from dataclasses import replace

from game.ai.moon.search import paired, searched_bids, surface
from game.ai.plugin import Coaching
from game.core.actions import Action
from game.core.observation import Observation
from game.rules.moon import MoonState


def coaching(observation: Observation) -> Coaching:
    """Every legal action measured."""
    choices = searched_bids(observation) if paired(observation) else None
    return Coaching(replace(surface(observation), moves=_every_move), choices, False)


def _every_move(state: MoonState) -> list[Action]:
    return state.legal_actions()
