"""What a game's events tell: the places of the seats and the figures the statistics read
(Moon's bids made and set, UNO Duo's points conceded each round), and the story the scoring
screen tells (ONO 99: who went out, when, on what total, holding what, and the running total
over the game; every game: each round or hand and the race to the target)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
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


@dataclass(frozen=True)
class Exit:
    """An ONO 99 player leaving: out of the game (`for_good`) or of one round."""

    seat: int
    round: int
    total: int
    """The running total when they could not go on."""
    hand: list[str]
    """The cards they were left holding (laid face up; empty when not shown)."""
    reason: str
    for_good: bool


@dataclass(frozen=True)
class RoundResult:
    """One round or hand of a game: its number, who went out or bid, and the figures by seat."""

    number: int
    points: list[int]
    """What the round gave each seat (ONO 99 points, UNO Duo points conceded, Moon points)."""
    totals: list[int]
    """Each seat's game total after it."""
    winner: int | None = None
    """UNO Duo: who went out; Moon: the bidder (whether or not the bid was made)."""
    cards: list[str] = field(default_factory=list)
    """UNO Duo: the hand that was counted."""
    bid: int | None = None
    trump: str | None = None
    tricks: list[int] = field(default_factory=list)
    made: bool | None = None
    tokens: list[int] = field(default_factory=list)
    """ONO 99 tokens scoring: the tokens left by seat after the round."""


@dataclass(frozen=True)
class Story:
    """A game told from its events, for the scoring screen: the rounds (or hands) with their
    results, ONO 99's exits and the running total after every card (`totals`, for a chart), and
    the race to the target (`race`: each seat's total after each round, starting at 0)."""

    rounds: list[RoundResult] = field(default_factory=list)
    exits: list[Exit] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    race: list[list[int]] = field(default_factory=list)


def story(game: str, players: int, events: Sequence[Event]) -> Story:
    """The story of a game of `game` from its events (as its viewer saw them)."""
    if game == "ono99":
        return _ono99_story(players, events)
    if game == "uno-duo":
        rounds = [
            RoundResult(
                event["round"],
                list(event["points"]),
                list(event["scores"]),
                winner=event["winner"],
                cards=list(event["cards"]),
            )
            for event in events
            if event.type == "round_scored"
        ]
        return Story(rounds=rounds, race=_race(players, rounds))
    return _moon_story(players, events)


def _race(players: int, rounds: list[RoundResult]) -> list[list[int]]:
    """By seat, the game total before the first round and after each one."""
    return [[0, *(result.totals[seat] for result in rounds)] for seat in range(players)]


def _ono99_story(players: int, events: Sequence[Event]) -> Story:
    rounds: list[RoundResult] = []
    exits: list[Exit] = []
    totals: list[int] = []
    total, number = 0, 1
    tokens = [0] * players
    for event in events:
        kind = event.type
        if kind == "round_started":
            number, total = event["round"], 0
        elif kind == "card_played":
            total = event["total"]
            totals.append(total)
        elif kind in ("player_out", "out_of_round"):
            hand = list(event.get("hand", []))
            for_good = kind == "player_out"
            exits.append(Exit(event["seat"], number, total, hand, event["reason"], for_good))
        elif kind == "token_lost":
            tokens[event["seat"]] = event["tokens"]
            lost = [0] * players
            lost[event["seat"]] = 1
            rounds.append(RoundResult(number, lost, [], tokens=_tokens_left(events, tokens)))
        elif kind == "round_scored":
            rounds.append(RoundResult(number, list(event["points"]), list(event["scores"])))
    race = _race(players, rounds) if rounds and rounds[0].totals else []
    return Story(rounds=rounds, exits=exits, totals=totals, race=race)


def _tokens_left(events: Sequence[Event], known: list[int]) -> list[int]:
    """The tokens every seat holds now: 3 for a seat that has not lost one yet."""
    lost_any = {event["seat"] for event in events if event.type == "token_lost"}
    return [known[seat] if seat in lost_any else 3 for seat in range(len(known))]


def _moon_story(players: int, events: Sequence[Event]) -> Story:
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
    return Story(rounds=rounds, race=_race(players, rounds))
