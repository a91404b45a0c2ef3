"""UNO Duo's story: each round's closing card, the counted hand and its points, and the race to
the target; its own figure is the points each seat conceded, round by round."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.events import Event
from game.story import RoundResult, Story, Teller, race


def uno_duo_story(players: int, events: Sequence[Event]) -> Story:
    """An UNO Duo game's rounds and race, from its events."""
    rounds: list[RoundResult] = []
    last_played: dict[int, str] = {}
    for event in events:
        if event.type == "card_played":
            last_played[event["seat"]] = event["card"]
        elif event.type == "round_scored":
            rounds.append(
                RoundResult(
                    event["round"],
                    list(event["points"]),
                    list(event["scores"]),
                    winner=event["winner"],
                    cards=list(event["cards"]),
                    last_card=last_played.get(event["winner"]),
                )
            )
            last_played = {}
    return Story(rounds=rounds, race=race(players, rounds))


def conceded(players: int, events: Sequence[Event]) -> dict[str, Any]:
    """`conceded`: the points of each round, each a list by seat."""
    return {"conceded": [list(event["points"]) for event in events if event.type == "round_scored"]}


TELLER = Teller(uno_duo_story, figures=conceded)
