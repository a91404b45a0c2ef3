"""How a player is doing, from the history: games, wins, win rate and its course over time, streaks,
average place and score, and each title's own figures (Moon's bids made and set, UNO Duo's points
conceded a round). Worked out from the rows of `game.history` alone, with no game replayed, so
the statistics screen opens at once with a long history."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from game.history import PastGame


@dataclass(frozen=True)
class Tally:
    """One player's figures over a set of games (finished games count; abandoned ones are only
    counted). `course` is the win rate after each finished game, oldest first, for a chart."""

    games: int = 0
    wins: int = 0
    abandoned: int = 0
    assisted: int = 0
    streak: int = 0
    """The current streak: positive for wins in a row, negative for games lost in a row."""
    best_streak: int = 0
    average_place: float | None = None
    average_score: float | None = None
    bids_made: int = 0
    bids_set: int = 0
    conceded_per_round: float | None = None
    course: list[tuple[str, float]] = field(default_factory=list)

    @property
    def win_rate(self) -> float | None:
        """Wins over finished games, or None before the first."""
        return self.wins / self.games if self.games else None


def human_names(games: Iterable[PastGame]) -> list[str]:
    """The names of the people who played, most games first."""
    counts: dict[str, int] = {}
    for game in games:
        for seat in game.seats:
            if seat.is_human:
                counts[seat.name] = counts.get(seat.name, 0) + 1
    return sorted(counts, key=lambda name: (-counts[name], name))


def opponent_levels(game: PastGame) -> set[str]:
    """The levels of the computer players a game was played against."""
    return {seat.level for seat in game.seats if not seat.is_human}


def tally(
    games: Sequence[PastGame],
    player: str | None = None,
    title: str | None = None,
    level: str | None = None,
) -> Tally:
    """`player`'s figures over the games they played as a person (every person's, each seat a
    game, when `player` is None), of one title when `title` is given and against computers of
    `level` when it is given (`games` newest first, as the history gives them)."""
    chosen = [
        (game, seat)
        for game in reversed(games)
        if (title is None or game.game == title)
        and (level is None or level in opponent_levels(game))
        for seat in _seats_of(game, player)
    ]
    finished = [(game, seat) for game, seat in chosen if game.finished]
    results: list[bool] = []
    places: list[int] = []
    scores: list[int] = []
    made = lost = 0
    conceded: list[int] = []
    course: list[tuple[str, float]] = []
    wins = 0
    for game, seat in finished:
        won = game.winner == seat
        wins += won
        results.append(won)
        course.append((game.played, wins / len(results)))
        ranked = game.details.get("places")
        if ranked:
            places.append(ranked[seat])
        scores.append(game.scores[seat])
        bids = game.details.get("bids")
        if bids:
            made += bids[seat][0]
            lost += bids[seat][1]
        conceded += [points[seat] for points in game.details.get("conceded", [])]
    return Tally(
        games=len(finished),
        wins=wins,
        abandoned=len(chosen) - len(finished),
        assisted=sum(game.assisted for game, _ in chosen),
        streak=_current_streak(results),
        best_streak=_best_streak(results),
        average_place=_mean(places),
        average_score=_mean(scores),
        bids_made=made,
        bids_set=lost,
        conceded_per_round=_mean(conceded),
        course=course,
    )


def _seats_of(game: PastGame, player: str | None) -> list[int]:
    """The seat `player` held as a person (the first, should a name be typed twice), or every
    person's seat when `player` is None."""
    people = [
        index
        for index, seat in enumerate(game.seats)
        if seat.is_human and (player is None or seat.name == player)
    ]
    return people if player is None else people[:1]


def _current_streak(results: list[bool]) -> int:
    if not results:
        return 0
    last = results[-1]
    length = 0
    for result in reversed(results):
        if result != last:
            break
        length += 1
    return length if last else -length


def _best_streak(results: list[bool]) -> int:
    best = run = 0
    for result in results:
        run = run + 1 if result else 0
        best = max(best, run)
    return best


def _mean(values: Sequence[int]) -> float | None:
    return sum(values) / len(values) if values else None
