"""Actions: small immutable values with a text notation (`play 10`, `bid 21`, `play W+4 G`)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.errors import IllegalAction
from game.core.messages import N_, Message, quote

LONGEST_ACTION = 64
"""More characters than any action of any game has (the longest is `trump doubles`)."""


@dataclass(frozen=True, slots=True)
class Action:
    """A verb and its arguments; `str(action)` is the docs/contract.md notation."""

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))

    @property
    def arg(self) -> str:
        """The first argument (most actions have exactly one)."""
        return self.args[0]

    @staticmethod
    def parse(text: str) -> Action:
        """Parse notation; results are interned, so parsing the same text again is a lookup."""
        found = _INTERNED.get(text)
        if found is not None:
            return found
        if isinstance(text, str) and len(text) > LONGEST_ACTION:
            raise IllegalAction(
                Message(N_("{text} is too long to be an action"), {"text": quote(text)})
            )
        if not isinstance(text, str) or not text or text != text.strip() or "  " in text:
            raise IllegalAction(
                Message(
                    N_("{text} is not an action (a verb and arguments, single-spaced)"),
                    {"text": quote(text)},
                )
            )
        verb, *args = text.split(" ")
        return Action.of(verb, *args)

    @staticmethod
    def of(verb: str, *args: str) -> Action:
        """The interned action with this verb and these arguments."""
        text = " ".join((verb, *args))
        found = _INTERNED.get(text)
        if found is None:
            found = _INTERNED[text] = Action(verb, tuple(args))
        return found


_INTERNED: dict[str, Action] = {}
