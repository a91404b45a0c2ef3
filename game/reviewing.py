"""The coach's review of a finished game, worked out in the background while it is watched.

`BackgroundReview` judges each decision with a choice of the reviewed seats, one position at a
time, in an executor (the coach's worker process, `game.ai.thinker.coach_executor`): the job
sent is the record and an index, and the worker replays the record to that position and judges
the move from the mover's observation (`game.review.judge`, at `REVIEW_ITERATIONS` and
`REVIEW_SEED`), so each judgement holds exactly what `python -m game hint` says of that position
at those settings. The caller polls it each frame; nothing here ever waits on a job.

Judgements known already (the history's `review` of the game: an earlier review, or the coach's
notes taken during play) are read back with `known_judgements` and not worked out again.
`judged` says a judgement in words. No pygame here.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from concurrent.futures import BrokenExecutor, Executor, Future
from dataclasses import dataclass, replace
from typing import Any

from game.core.actions import Action
from game.core.messages import N_, NP_, Message
from game.move_words import move_words
from game.records import PlayedGame, Record
from game.review import REVIEW_ITERATIONS, REVIEW_SEED, Judgement, judge
from game.shapes import WrongShape


@dataclass(frozen=True)
class Decision:
    """The action at `index` of a record: taken by `seat`, which had `choices` legal moves."""

    index: int
    seat: int
    choices: int


def decisions_of(record: Record) -> list[Decision]:
    """Every action of `record` as a decision, in order (the record is replayed once;
    RecordError if it cannot be)."""
    played = PlayedGame(replace(record, actions=[]))
    found = []
    for index, action in enumerate(record.actions):
        choices = len(set(played.state.legal_actions()))
        played.play(action)
        found.append(Decision(index, played.movers[-1], choices))
    return found


def judge_decision(record: Record, index: int, iterations: int, seed: int) -> Judgement:
    """The worker's job: the coach's judgement of the action at `index` of `record`, from the
    mover's observation just before it."""
    played = PlayedGame(replace(record, actions=record.actions[:index]))
    seat = played.state.to_move
    action = Action.parse(record.actions[index])
    return judge(played.observation(seat), action, index, iterations=iterations, seed=seed)


def known_judgements(
    entries: Iterable[Any], record: Record, decisions: Sequence[Decision]
) -> tuple[dict[int, Judgement], Message | None]:
    """The judgements of `record` (whose `decisions` are as `decisions_of` finds them) among
    stored JSON `entries`, by action index, and one sentence when some were left out: an entry
    that is not a judgement, or one that does not fit the record (no such move, another seat,
    another action)."""
    movers = [decision.seat for decision in decisions]
    found: dict[int, Judgement] = {}
    bad = 0
    reason: Message | None = None
    for entry in entries:
        try:
            judgement = Judgement.from_json(entry)
            _check_fits(judgement, record, movers)
        except WrongShape as error:
            bad += 1
            reason = reason or error.message
            continue
        found[judgement.index] = judgement
    if not bad:
        return found, None
    # TRANSLATORS: {reason} says what was wrong with the first of the notes left out.
    sentence = NP_(
        "{count} of the coach's notes on this game could not be used ({reason}) and was left out.",
        "{count} of the coach's notes on this game could not be used ({reason}) and were left out.",
    )
    return found, Message.counted(sentence, {"count": bad, "reason": reason})


def _check_fits(judgement: Judgement, record: Record, movers: Sequence[int]) -> None:
    index = judgement.index
    if not 0 <= index < len(movers):
        raise WrongShape(Message(N_("it names no move of the game")))
    if movers[index] != judgement.seat or Action.parse(record.actions[index]) != judgement.played:
        raise WrongShape(Message(N_("it names another move than the game's")))


class BackgroundReview:
    """The review of `seats`' decisions with a choice in `record` (its `decisions`, as
    `decisions_of` finds them), one position at a time in `executor`.

    Call `poll()` every frame: it takes a finished judgement and sends the next position; it
    never waits. `prefer(index)` judges that decision next (the one on screen).
    """

    def __init__(
        self,
        record: Record,
        decisions: Sequence[Decision],
        seats: Collection[int],
        executor: Executor,
        *,
        known: dict[int, Judgement] | None = None,
        iterations: int = REVIEW_ITERATIONS,
        seed: int = REVIEW_SEED,
    ) -> None:
        self.record = record
        self.executor = executor
        self.iterations = iterations
        self.seed = seed
        self.judgements: dict[int, Judgement] = dict(known or {})
        """Every judgement known, by the index of the action judged."""
        self.reviewed = [
            decision.index
            for decision in decisions
            if decision.seat in seats and decision.choices > 1
        ]
        """The indices of the decisions with a choice this review covers, in order."""
        self.stopped: Message | None = None
        """Why the review stopped before its end (its worker failed), or None."""
        self._waiting = [index for index in self.reviewed if index not in self.judgements]
        self._future: Future | None = None
        self._index: int | None = None

    @property
    def done(self) -> bool:
        """True when every decision is judged (or the review stopped)."""
        return self.stopped is not None or (not self._waiting and self._future is None)

    @property
    def progress(self) -> tuple[int, int]:
        """How many of the reviewed decisions are judged, and how many there are."""
        return sum(index in self.judgements for index in self.reviewed), len(self.reviewed)

    def prefer(self, index: int) -> None:
        """Judge decision `index` next, if it still waits."""
        if index in self._waiting:
            self._waiting.remove(index)
            self._waiting.insert(0, index)

    def poll(self) -> bool:
        """Take a finished judgement, if any, and send the next position; True when a judgement
        came in (or the review stopped)."""
        came = False
        future = self._future
        if future is not None and future.done():
            self._future = None
            try:
                judgement = future.result()
            except BrokenExecutor:
                return self._stop()
            self.judgements[judgement.index] = judgement
            came = True
        if self._future is None and self._waiting and self.stopped is None:
            self._index = self._waiting.pop(0)
            try:
                self._future = self.executor.submit(
                    judge_decision, self.record, self._index, self.iterations, self.seed
                )
            except BrokenExecutor:
                return self._stop()
        return came

    def cancel(self) -> None:
        """Drop the job under way (a running one finishes in the worker and is ignored)."""
        if self._future is not None:
            self._future.cancel()
            self._future = None
            if self._index is not None:
                self._waiting.insert(0, self._index)

    def _stop(self) -> bool:
        self._future = None
        self.stopped = Message(N_("The coach's review stopped: its worker is not running."))
        return True

    def stored(self) -> list[dict[str, Any]]:
        """Every judgement known, in the record's order, as the history keeps them."""
        return [self.judgements[index].to_json() for index in sorted(self.judgements)]


# In words -----------------------------------------------------------------------------------


def estimate(value: float, wins: bool) -> Message:
    """An estimate in words: a chance of winning the game, or the coach's rating of the move."""
    percent = round(value * 100)
    if wins:
        # TRANSLATORS: a move's chance of winning the game. "%" followed by a space and a letter
        # ("{value}% c…") reads to gettext as a printf placeholder: end with the figure, or put
        # a punctuation mark after "%".
        return Message(N_("chance of winning {value}%"), {"value": percent})
    # TRANSLATORS: how good the coach thinks a move is, from 0% to 100%.
    return Message(N_("rated {value}%"), {"value": percent})


def judged(game: str, judgement: Judgement, names: Sequence[str]) -> Message:
    """The move played and the coach's best, each with its estimate, in one sentence."""
    player = names[judgement.seat]
    played = move_words(game, judgement.played)
    value = estimate(judgement.played_value, judgement.wins)
    if judgement.played == judgement.best:
        return Message(
            # TRANSLATORS: {move} is a move ("play the red 7"), {estimate} how good it is.
            N_("{player}'s move: {move}, {estimate}: the coach's best."),
            {"player": player, "move": played, "estimate": value},
        )
    return Message(
        N_("{player}'s move: {move}, {estimate}; the coach's best: {best}, {best_estimate}."),
        {
            "player": player,
            "move": played,
            "estimate": value,
            "best": move_words(game, judgement.best),
            "best_estimate": estimate(judgement.best_value, judgement.wins),
        },
    )
