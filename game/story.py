"""What a game's events tell: the places of the seats and the figures the statistics read
(Moon's bids made and set, UNO Duo's points conceded each round), and the story the scoring
screen tells (ONO 99: who went out, when, on what total, holding what, and the running total
over the game; every game: each round or hand and the race to the target)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from game.core.events import Event
from game.core.protocol import Outcome
from game.records import PlayedGame, Record
from game.rules.ono99 import TOKENS


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
    the better (out in the same round, the lower score), or (the others) the better the final
    score."""
    players = len(scores)
    if game == "ono99":
        outs = _rounds_out(events)
        # Later rounds first; out in the same round, the lower score, then the later out, first.
        order = sorted(
            range(len(outs)), key=lambda index: (-outs[index][0], scores[outs[index][1]], -index)
        )
        ranking = [winner, *(outs[index][1] for index in order)]
        ranking += [seat for seat in range(players) if seat not in ranking]
    else:
        better = (lambda seat: scores[seat]) if game == "uno-duo" else (lambda seat: -scores[seat])
        ranking = [winner, *sorted((s for s in range(players) if s != winner), key=better)]
    result = [0] * players
    for place, seat in enumerate(dict.fromkeys(ranking), start=1):
        result[seat] = place
    return result


def _rounds_out(events: list[Event]) -> list[tuple[int, int]]:
    """ONO 99: (round, seat) of each player out of the game, in the order they went out."""
    outs = []
    number = 1
    for event in events:
        if event.type == "round_started":
            number = event["round"]
        elif event.type == "player_out":
            outs.append((number, event["seat"]))
    return outs


@dataclass(frozen=True)
class Exit:
    """An ONO 99 player leaving: out of the game (`for_good`) or of one round."""

    seat: int
    round: int
    total: int
    """The running total when they could not go on."""
    hand: list[str]
    """The cards they were left holding: laid face up when out of the game, shown when the round
    is scored when out of a round under points; empty when never shown (a token lost)."""
    reason: str
    """The event's reason (`cannot_play`, `busted`, `no_tokens` …), or `token_lost`."""
    for_good: bool
    at: int = 0
    """How many cards had been played in the game when they went out (where on the chart of the
    running total)."""


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
    last_card: str | None = None
    """UNO Duo: the card the winner went out with."""
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
        return _uno_duo_story(players, events)
    return _moon_story(players, events)


@dataclass(frozen=True)
class Told:
    """A game's story with its ending: how it ended (None while unfinished) and the places."""

    story: Story
    outcome: Outcome | None
    places: list[int]
    """By seat, as `places` ranks them; empty while the game is unfinished."""


def tell(game: str, players: int, events: Sequence[Event], outcome: Outcome | None) -> Told:
    """The story of a game and its ending, from its events (as its viewer saw them)."""
    ranked = [] if outcome is None else places(game, list(events), outcome.winner, outcome.scores)
    return Told(story(game, players, events), outcome, ranked)


def retold(record: Record) -> Told:
    """The story of a recorded game (from the history) and its ending; RecordError when the
    record does not replay."""
    played = PlayedGame(record)
    # The story reads only what every player saw: no secret field of an event.
    return tell(record.game, record.players, played.events, played.state.outcome())


def _race(players: int, rounds: list[RoundResult]) -> list[list[int]]:
    """By seat, the game total before the first round and after each one."""
    return [[0, *(result.totals[seat] for result in rounds)] for seat in range(players)]


def _ono99_story(players: int, events: Sequence[Event]) -> Story:
    rounds: list[RoundResult] = []
    exits: list[Exit] = []
    totals: list[int] = []
    total, number = 0, 1
    tokens = [TOKENS] * players
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
            exit_ = Exit(event["seat"], number, total, hand, event["reason"], for_good, len(totals))
            exits.append(exit_)
        elif kind == "token_lost":
            exits.append(Exit(event["seat"], number, total, [], kind, False, len(totals)))
            tokens[event["seat"]] = event["tokens"]
            lost = [0] * players
            lost[event["seat"]] = 1
            rounds.append(RoundResult(number, lost, [], tokens=list(tokens)))
        elif kind == "round_scored":
            _show_hands(exits, number, event["hands"])
            rounds.append(RoundResult(number, list(event["points"]), list(event["scores"])))
    race = _race(players, rounds) if rounds and rounds[0].totals else []
    return Story(rounds=rounds, exits=exits, totals=totals, race=race)


def _show_hands(exits: list[Exit], number: int, hands: list[list[str]]) -> None:
    """Points scoring: the hands of those who left round `number` are shown when it is scored."""
    for index, exit_ in enumerate(exits):
        if exit_.round == number and not exit_.for_good and not exit_.hand:
            exits[index] = replace(exit_, hand=list(hands[exit_.seat]))


def _uno_duo_story(players: int, events: Sequence[Event]) -> Story:
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
    return Story(rounds=rounds, race=_race(players, rounds))


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
