"""What a game's events tell: the places of the seats and the figures the statistics read, and
the story the scoring screen tells. What differs between games is each game's own `Teller`
(`game/story/<game>.py` exports `TELLER`, found through the list of games): its story (ONO 99:
who went out, when, on what total, holding what, and the running total over the game; the others:
each round or hand and the race to the target), its own figures for the statistics (Moon's bids
made and set, UNO Duo's points conceded each round) and, where the final scores do not decide the
places, its own ranking (ONO 99's exits)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.events import Event
from game.core.protocol import Outcome
from game.games import game_entry, load_piece
from game.records import PlayedGame, Record

Ranking = Callable[[Sequence[Event], int, tuple[int, ...]], list[int]]
"""Seats best first from a finished game's events, its winner and its final scores."""


def game_details(played: PlayedGame) -> dict[str, Any]:
    """`places` by seat (1 for the winner; empty while the game is unfinished), and the game's
    own figures (`Teller.figures`: Moon's `bids`, UNO Duo's `conceded`)."""
    events = played.events
    outcome = played.state.outcome()
    game = played.rules.name
    details: dict[str, Any] = {"places": []}
    if outcome is not None:
        details["places"] = places(game, events, outcome.winner, outcome.scores)
    details.update(teller(game).figures(played.state.players, events))
    return details


def places(game: str, events: Sequence[Event], winner: int, scores: tuple[int, ...]) -> list[int]:
    """By seat, where each finished: 1 for the winner, then as the game's own ranking says (ONO
    99: the later a player went out the better), else the better the final score (lower or higher
    as the game's entry says)."""
    players = len(scores)
    ranking = teller(game).ranking
    if ranking is not None:
        order = ranking(events, winner, scores)
    else:
        sign = 1 if game_entry(game).lower_wins else -1
        order = sorted((s for s in range(players) if s != winner), key=lambda s: sign * scores[s])
    ranked = [winner, *order]
    ranked += [seat for seat in range(players) if seat not in ranked]
    result = [0] * players
    for place, seat in enumerate(dict.fromkeys(ranked), start=1):
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


def no_figures(players: int, events: Sequence[Event]) -> dict[str, Any]:
    """A game with no figures of its own."""
    return {}


@dataclass(frozen=True)
class Teller:
    """What a game's events tell that differs from game to game.

    - `story(players, events)`: the game's `Story` from its events as its viewer saw them.
    - `figures(players, events)`: the game's own figures for the statistics, kept in the
      history's details (JSON data; `game.statistics` reads them).
    - `ranking(events, winner, scores)`: the seats other than the winner, best first, where the
      final scores do not decide it; None where they do.
    """

    story: Callable[[int, Sequence[Event]], Story]
    figures: Callable[[int, Sequence[Event]], dict[str, Any]] = no_figures
    ranking: Ranking | None = None


def teller(game: str) -> Teller:
    """The teller of the game called `game`; RecordError for a game not in the list."""
    found: Teller = load_piece(game, "story")
    return found


def story(game: str, players: int, events: Sequence[Event]) -> Story:
    """The story of a game of `game` from its events (as its viewer saw them)."""
    return teller(game).story(players, events)


@dataclass(frozen=True)
class Told:
    """A game's story with its ending: how it ended (None while unfinished) and the places."""

    story: Story
    outcome: Outcome | None
    places: list[int]
    """By seat, as `places` ranks them; empty while the game is unfinished."""


def tell(game: str, players: int, events: Sequence[Event], outcome: Outcome | None) -> Told:
    """The story of a game and its ending, from its events (as its viewer saw them)."""
    ranked = [] if outcome is None else places(game, events, outcome.winner, outcome.scores)
    return Told(story(game, players, events), outcome, ranked)


def retold(record: Record) -> Told:
    """The story of a recorded game (from the history) and its ending; RecordError when the
    record does not replay."""
    played = PlayedGame(record)
    # The story reads only what every player saw: no secret field of an event.
    return tell(record.game, record.players, played.events, played.state.outcome())


def race(players: int, rounds: list[RoundResult]) -> list[list[int]]:
    """By seat, the game total before the first round and after each one."""
    return [[0, *(result.totals[seat] for result in rounds)] for seat in range(players)]


