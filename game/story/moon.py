"""Three-Player Moon's story: each hand's bid, trumps and tricks, made or set, and the race to
the target; its own figure is the bids each seat made and was set on."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.events import Event
from game.story import RoundResult, Story, Teller, race


def moon_story(players: int, events: Sequence[Event]) -> Story:
    """A Moon game's hands and race, from its events."""
    rounds: list[RoundResult] = []
    trump: str | None = None
    for event in events:
        if event.type == "trump_named":
            trump = event["trump"]
        elif event.type == "hand_scored":
            rounds.append(
                RoundResult(
                    event["hand_number"],
                    list(event["points"]),
                    list(event["scores"]),
                    winner=event["bidder"],
                    bid=event["bid"],
                    trump=trump,
                    tricks=list(event["tricks_won"]),
                    made=event["made"],
                )
            )
            trump = None
    return Story(rounds=rounds, race=race(players, rounds))


def bids(players: int, events: Sequence[Event]) -> dict[str, Any]:
    """`bids`: [made, set] by seat."""
    counted = [[0, 0] for _ in range(players)]
    for event in events:
        if event.type == "hand_scored":
            counted[event["bidder"]][0 if event["made"] else 1] += 1
    return {"bids": counted}


TELLER = Teller(moon_story, figures=bids)
