"""The coach's review on screen: the kinds of slip with their names, colours and Lichess's
symbols, and how far the review has got (a judged move in words is `game.reviewing.judged`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.messages import N_, Message
from game.review import BLUNDER, INACCURACY, MISTAKE, Judgement


@dataclass(frozen=True)
class Severity:
    """How one kind of slip is shown: its name, Lichess's symbol and its colour."""

    words: Message
    symbol: str
    colour: tuple[int, int, int]


SEVERITIES = {
    # TRANSLATORS: the coach's marks of a move, as Lichess has them: an inaccuracy gave away a
    # little of the chance of winning, a mistake more, a blunder much.
    INACCURACY: Severity(Message(N_("Inaccuracy")), "?!", (226, 200, 90)),
    MISTAKE: Severity(Message(N_("Mistake")), "?", (240, 140, 50)),
    BLUNDER: Severity(Message(N_("Blunder")), "??", (226, 72, 62)),
}


def progress(judgements: Sequence[Judgement], done: int, total: int, finished: bool) -> Message:
    """How far the review has got; once finished, the slips it found of each kind."""
    if not total:
        return Message(N_("No move of the reviewed player to review."))
    if not finished:
        return Message(N_("Reviewing {done} of {total} moves…"), {"done": done, "total": total})
    counts = {kind: 0 for kind in SEVERITIES}
    for judgement in judgements:
        if judgement.severity is not None:
            counts[judgement.severity] += 1
    return Message(
        # TRANSLATORS: the symbols are the marks of a blunder, a mistake and an inaccuracy.
        N_("Review done: ?? {blunders} · ? {mistakes} · ?! {inaccuracies}"),
        {
            "blunders": counts[BLUNDER],
            "mistakes": counts[MISTAKE],
            "inaccuracies": counts[INACCURACY],
        },
    )
