"""A guided first game as data: a stacked deal and the script of every action taken in it, with
what the lesson says around the learner's moves. No pygame and no words here, only message ids.

A `Lesson` is a record set-up (game, players, options, seed, a stacked `deck`, extras such as
Moon's `first_bidder`) and its `steps`, one per action of the game, in order. A step says who
takes the action: the learner's seat, or a computer seat whose move is scripted (never searched),
so the game always goes as written. A learner's step carries what the lesson says before the
move (`teach`: what to do and why), the short instruction repeated after any other move (`hint`)
and, where one helps, the explanation of a particular other move (`wrong_for`); any step may
carry a `note`, shown once its action has been seen (a computer's move that shows a rule). The
lesson may stop before the game's end, once a round or hand has been scored; its `ending` says
what comes next.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.messages import N_, Message
from game.records import Record

NOT_YET = N_("Not yet. {hint}")
# TRANSLATORS: a lesson's answer to a move the rules refuse: {reason} is the rules' reason
# (starting in lower case), {hint} the lesson's instruction for this move, a whole sentence.
REFUSED = N_("{reason}. {hint}")


@dataclass(frozen=True)
class Step:
    """One action of the lesson's game: the seat that takes it, the action (in notation), and
    what the lesson says around it (see the module's docstring)."""

    seat: int
    action: str
    teach: Message | None = None
    hint: Message | None = None
    note: Message | None = None
    wrong_for: Mapping[str, Message] = field(default_factory=dict)


def learner(
    action: str,
    teach: Message,
    hint: Message,
    note: Message | None = None,
    wrong_for: Mapping[str, Message] | None = None,
    seat: int = 0,
) -> Step:
    """A step the learner takes (seat 0 unless said otherwise)."""
    return Step(seat, action, teach, hint, note, dict(wrong_for or {}))


def computer(seat: int, action: str, note: Message | None = None) -> Step:
    """A step a computer seat takes, as scripted."""
    return Step(seat, action, note=note)


@dataclass(frozen=True)
class Lesson:
    """A guided first game: its record set-up, the learner's seat, the steps in order, what it
    teaches in a line (`summary`), the opening words (`intro`), the closing words (`ending`),
    and explanations of moves that hold at every step of the learner (`wrong_for`, by action)
    unless the step says otherwise."""

    game: str
    players: int
    seed: int
    deck: tuple[str, ...]
    summary: Message
    intro: Message
    steps: tuple[Step, ...]
    ending: Message
    names: tuple[str, ...]
    """The seats' names: "" for the learner's, whose name is the app's to give."""
    options: Mapping[str, Any] = field(default_factory=dict)
    extras: Mapping[str, Any] = field(default_factory=dict)
    learner: int = 0
    wrong_for: Mapping[str, Message] = field(default_factory=dict)

    @property
    def actions(self) -> list[str]:
        """Every action of the script, in order."""
        return [step.action for step in self.steps]

    def record(self, done: int = 0) -> Record:
        """The lesson's game as a record, with its first `done` actions taken."""
        return Record(
            self.game,
            self.players,
            self.seed,
            dict(self.options),
            list(self.deck),
            self.actions[:done],
            dict(self.extras),
        )

    @property
    def learner_steps(self) -> list[int]:
        """The indices of the steps the learner takes."""
        return [index for index, step in enumerate(self.steps) if step.seat == self.learner]

    def step_number(self, done: int) -> int:
        """Which of the learner's steps (counted from 1) comes next once `done` actions are
        taken: the number of the learner's steps so far, plus one."""
        return sum(index < done for index in self.learner_steps) + 1

    def is_over(self, done: int) -> bool:
        """True once every action of the script is taken."""
        return done >= len(self.steps)

    def explain(self, done: int, action: str, reason: Message | None) -> Message | None:
        """What the lesson says to the learner's `action` when `done` actions are taken: None
        for the expected move; the rules' `reason` and the step's hint for a move the rules
        refuse; else the explanation of that move, or "Not yet" and the hint."""
        step = self.steps[done]
        if action == step.action:
            return None
        hint = step.hint or Message("")
        if reason is not None:
            return Message(REFUSED, {"reason": reason, "hint": hint})
        specific = step.wrong_for.get(action) or self.wrong_for.get(action)
        return specific or Message(NOT_YET, {"hint": hint})
