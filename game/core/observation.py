"""Observations: all a seat may know, built so that hidden cards never get in."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.core.protocol import GameState
from game.core.seats import Viewer


@dataclass(frozen=True)
class Observation:
    """One seat's knowledge: the state's `view(seat)`, its legal actions when it is to move, and
    every event so far as that seat saw it. Computer players receive this and nothing else."""

    game: str
    seat: Viewer
    players: int
    options: dict[str, Any]
    view: Mapping[str, Any]
    legal: tuple[Action, ...]
    events: tuple[Event, ...]

    @property
    def own_seat(self) -> int:
        """The seat this observation belongs to (every computer player's has one); ValueError
        for the spectator's."""
        if self.seat is None:
            raise ValueError("the spectator sits at no seat")
        return self.seat

    @property
    def to_move(self) -> int | None:
        """The seat to move, as public knowledge."""
        return self.view.get("to_move")


def observe(game: str, state: GameState, seat: Viewer, log: Iterable[Event]) -> Observation:
    """Build `seat`'s observation of `state` (the spectator's too), given the game's event log."""
    legal = tuple(state.legal_actions()) if seat is not None and state.to_move == seat else ()
    return Observation(
        game=game,
        seat=seat,
        players=state.players,
        options=dict(state.options),
        view=state.view(seat),
        legal=legal,
        events=tuple(event.seen_by(seat) for event in log),
    )
