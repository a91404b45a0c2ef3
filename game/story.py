"""What a finished game's events tell, as figures: the places of the seats, and per game the
figures the statistics read (Moon's bids made and set, UNO Duo's points conceded each round)."""

from __future__ import annotations

from typing import Any

from game.core.events import Event
from game.records import PlayedGame


def game_details(played: PlayedGame) -> dict[str, Any]:
    """`places` by seat (1 for the winner; empty while the game is unfinished), and `bids`
    ([made, set] by seat, Moon) or `conceded` (points by round, each a list by seat, UNO Duo)."""
    events = played.events
    players = played.state.players
    outcome = played.state.outcome()
    details: dict[str, Any] = {"places": []}
    if outcome is not None:
        details["places"] = places(played.rules.name, events, outcome.winner, outcome.scores)
    if played.rules.name == "moon":
        bids = [[0, 0] for _ in range(players)]
        for event in events:
            if event.type == "hand_scored":
                bids[event["bidder"]][0 if event["made"] else 1] += 1
        details["bids"] = bids
    elif played.rules.name == "uno-duo":
        details["conceded"] = [
            list(event["points"]) for event in events if event.type == "round_scored"
        ]
    return details


def places(game: str, events: list[Event], winner: int, scores: tuple[int, ...]) -> list[int]:
    """By seat, where each finished: 1 for the winner, then (ONO 99) the later a player went out
    the better, or (the others) the better the final score."""
    players = len(scores)
    if game == "ono99":
        out_order = [event["seat"] for event in events if event.type == "player_out"]
        ranking = [winner, *reversed(out_order)]
        ranking += [seat for seat in range(players) if seat not in ranking]
    else:
        better = (lambda seat: scores[seat]) if game == "uno-duo" else (lambda seat: -scores[seat])
        ranking = [winner, *sorted((s for s in range(players) if s != winner), key=better)]
    result = [0] * players
    for place, seat in enumerate(dict.fromkeys(ranking), start=1):
        result[seat] = place
    return result
