"""The coach's judgement of moves already made: for one decision of a seat, the coach's estimate
of the move played and of its best move in the same position, and how much the move played lost.

The coach's notes at the table (after each of a person's moves) and the review of a game in the
replay viewer both judge moves this way, and the history keeps the judgements with the game
(`PastGame.review`, as `Judgement.to_json` writes them). A judgement is made from the mover's
observation only, by `game.ai.coach.advise`: with the same iterations and seed it gives exactly
the estimates `python -m game hint` prints for that position.

How bad a move was follows Lichess's "learn from your mistakes": the estimate it gave away
(from 0 to 1; in ONO 99 the chance of winning the game) of 0.1 or more is an inaccuracy, 0.2 a
mistake, 0.3 a blunder. A move the coach's search cannot tell apart from its best (within the
noise: `game.ai.coach.agreeing`) has the best's estimate, so it gives nothing away.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from game.ai.coach import DEFAULT_BUDGET, Advice, advise
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.messages import N_, Message, quote
from game.core.observation import Observation
from game.records import PlayedGame, Record
from game.shapes import BOOLEAN, INTEGER, NUMBER, STRING, WrongShape, expect, expect_keys

INACCURACY, MISTAKE, BLUNDER = "inaccuracy", "mistake", "blunder"
SEVERITIES = ((0.3, BLUNDER), (0.2, MISTAKE), (0.1, INACCURACY))
"""The least estimate a move must give away to be each kind of slip, the worst first."""
REVIEW_ITERATIONS = 400
"""Paired iterations of the coach's search for each move a review judges (fixed, so a review
is the same on every machine and every run)."""
REVIEW_SEED = 0
"""The seed of the review's search."""

_KEYS = ("index", "seat", "played", "played_value", "best", "best_value", "wins")


@dataclass(frozen=True)
class Judgement:
    """The coach's view of the action at `index` of a record, made by `seat`: the estimate of
    the move `played` and of the `best` move (the two are the same move when it was the best);
    `wins` says the estimates are chances of winning the game."""

    index: int
    seat: int
    played: Action
    played_value: float
    best: Action
    best_value: float
    wins: bool

    @property
    def loss(self) -> float:
        """How much of the estimate the move played gave away (0 for the best move)."""
        if self.played == self.best:
            return 0.0
        return max(0.0, round(self.best_value - self.played_value, 9))

    @property
    def severity(self) -> str | None:
        """INACCURACY, MISTAKE or BLUNDER by the estimate given away, or None for a good move."""
        for least, severity in SEVERITIES:
            if self.loss >= least:
                return severity
        return None

    def to_json(self) -> dict[str, Any]:
        """The judgement as JSON data (how the history keeps it)."""
        return {
            "index": self.index,
            "seat": self.seat,
            "played": str(self.played),
            "played_value": self.played_value,
            "best": str(self.best),
            "best_value": self.best_value,
            "wins": self.wins,
        }

    @classmethod
    def from_json(cls, data: Any) -> Judgement:
        """A judgement from JSON data; WrongShape (one sentence) when it is not one."""
        if not isinstance(data, dict):
            raise WrongShape(Message(N_("a judgement of the coach must be a JSON object")))
        expect_keys(data, _KEYS, ())
        for key in ("index", "seat"):
            expect(data[key], INTEGER, key)
        for key in ("played", "best"):
            expect(data[key], STRING, key)
        for key in ("played_value", "best_value"):
            expect(data[key], NUMBER, key)
            if not 0 <= data[key] <= 1:
                raise WrongShape(
                    Message(N_("{field} must lie between 0 and 1"), {"field": quote(key)})
                )
        expect(data["wins"], BOOLEAN, "wins")
        try:
            played, best = Action.parse(data["played"]), Action.parse(data["best"])
        except IllegalAction:
            raise WrongShape(Message(N_("a judgement of the coach names no action"))) from None
        return cls(
            data["index"],
            data["seat"],
            played,
            float(data["played_value"]),
            best,
            float(data["best_value"]),
            data["wins"],
        )


def review_data(judgements: Iterable[Judgement]) -> list[dict[str, Any]]:
    """Judgements as JSON data, as the history keeps them (`PastGame.review`)."""
    return [judgement.to_json() for judgement in judgements]


def judge(
    observation: Observation,
    played: Action,
    index: int,
    *,
    iterations: int | None = None,
    budget: float = DEFAULT_BUDGET,
    seed: int = 0,
) -> Judgement:
    """The coach's judgement of `played`, the action at `index` of the record, taken by the
    seat of `observation` (its knowledge just before it moved); ValueError when it had no
    choice to make or `played` is not one of its legal moves."""
    if played not in observation.legal:
        raise ValueError(f"{played} is not a legal move of the observation's seat")
    advice = advise(observation, iterations=iterations, budget=budget, seed=seed)
    return judgement_of(advice, played, index)


def judgement_of(advice: Advice, played: Action, index: int) -> Judgement:
    """The judgement of `played`, the action at `index` of the record, by the coach's `advice`
    for the position it was played in (a hint already worked out judges the move at once);
    ValueError when the advice does not value `played`."""
    values = {move.action: move.value for move in advice.moves}
    if played not in values:
        raise ValueError(f"{played} is not one of the advised position's moves")
    best = advice.moves[0]
    return Judgement(
        index, advice.seat, played, values[played], best.action, best.value, advice.wins
    )


def decisions(record: Record, seats: Collection[int]) -> Iterator[tuple[int, Observation, Action]]:
    """Each decision of `seats` in `record` that had a choice (two legal moves or more), in
    order: the action's index, the mover's observation just before it, and the action taken.
    RecordError if the record cannot be replayed."""
    played = PlayedGame(replace(record, actions=[]))
    for index, text in enumerate(record.actions):
        seat = played.state.to_move
        action = Action.parse(text)
        if seat in seats and len(set(played.state.legal_actions())) > 1:
            yield index, played.observation(seat), action
        played.play(action)


def review(
    record: Record,
    seats: Collection[int],
    *,
    iterations: int = REVIEW_ITERATIONS,
    seed: int = REVIEW_SEED,
) -> Iterator[Judgement]:
    """Judge every decision of `seats` in `record` that had a choice, in order (each takes the
    coach's search of `iterations` paired iterations; run it off the frame loop)."""
    for index, observation, action in decisions(record, seats):
        yield judge(observation, action, index, iterations=iterations, seed=seed)
