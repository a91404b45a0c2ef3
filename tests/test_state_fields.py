"""A state's fields declared once (issue 37): `state_class` gives slots, the constructor and a
`copy()` that takes each field as its declaration says; the three games' states are such."""

from __future__ import annotations

import random

import pytest

from game.core.fields import copied_list, copied_lists, not_copied, state_class
from game.core.options import resolve_options
from game.core.shared_random import SharedRandom
from game.games import GAME_NAMES
from game.rules import find_game


@state_class
class Sample:
    shared: tuple[int, ...] = (1, 2)
    pile: list[int] = copied_list(factory=lambda: [1, 2])
    hands: list[list[int]] = copied_lists(factory=lambda: [[1], [2]])
    sink: list[int] | None = not_copied(default=None)
    seat: int

    def copy(self) -> Sample:
        raise AssertionError("replaced by state_class")


def test_a_copy_takes_lists_as_declared_and_shares_the_rest():
    original = Sample(seat=1, sink=[9])
    twin = original.copy()
    assert (twin.shared, twin.pile, twin.hands, twin.sink, twin.seat) == (
        (1, 2),
        [1, 2],
        [[1], [2]],
        None,
        1,
    )
    assert twin.shared is original.shared
    twin.pile.append(3)
    twin.hands[0].append(3)
    assert original.pile == [1, 2] and original.hands == [[1], [2]]


def test_a_state_class_has_slots_so_a_misspelt_field_fails():
    with pytest.raises(AttributeError):
        Sample(seat=0).sate = 1  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_games_state_is_a_state_class_whose_copy_keeps_every_field(game):
    rules = find_game(game)
    players = rules.player_counts(resolve_options(rules.option_specs, {})).start
    state, _ = rules.start(players, {}, 3)
    rng = random.Random(3)
    for _ in range(25):
        state.push(rng.choice(state.legal_actions()))
    assert not hasattr(state, "__dict__"), "slotted"
    twin = state.copy()
    for name in type(state).__dataclass_fields__:
        mine, theirs = getattr(state, name), getattr(twin, name)
        if isinstance(mine, SharedRandom):
            assert mine.own.getstate() == theirs.own.getstate()
        elif name != "_events":
            assert mine == theirs, name
            if isinstance(mine, list):
                assert mine is not theirs, f"{name} is copied, not shared"
