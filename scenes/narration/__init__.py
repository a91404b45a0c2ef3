"""What happened, in words: each game's narrator turns a rules event, as the viewer saw it, and
the seats' names into a message (or None when the event goes unsaid), so the table's message
line and a move log tell a game alike, in any language. Names are data, not words: they go into
the messages as the `{player}` fields. `scenes/narration/<game>.py` exports `NARRATOR`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.core.events import Event
from game.core.messages import Message
from game.core.seats import Viewer

Names = Sequence[str]


@dataclass(frozen=True)
class Narrator:
    """A game's narration: `narrate(event, names, viewer)` says what an event did, or None;
    `win_reason(event, names)` says why the `game_won` event's winner won (under the banner)."""

    narrate: Callable[[Event, Names, Viewer], Message | None]
    win_reason: Callable[[Event, Names], Message]
