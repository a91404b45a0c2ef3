"""What happened, in words: each game's narrator turns a rules event, as the viewer saw it, and
the seats' names into a message (or None when the event goes unsaid), for the table's message
line (the events worth a glance) and for the move log (a line for every move the viewer saw), in
any language; and it says a move a player may make ("Play the red 7") for the hint, the coach and
the review, in one phrasing, at the start of a sentence or inside one (`move(..., MID_SENTENCE)`:
"Bram's move: play the red 7"). Names are data, not words: they go into the messages as the
`{player}` fields. `game/narration/<game>.py` exports `NARRATOR`, found by `find_narrator`. No
pygame here: the table, the hint and the review all read it."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.core.messages import N_, Message
from game.core.seats import Viewer
from game.games import load_piece

Names = Sequence[str]
View = Mapping[str, Any]
# TRANSLATORS: on the winner's banner and in the move log; {player} is the winner's name.
WINS = N_("{player} wins!")
SENTENCE = False
MID_SENTENCE = True
"""Where a move is said: as a sentence or a button of its own ("Play the red 7"), or inside a
sentence ("Bram's move: play the red 7")."""


def as_said(message: Message) -> Message:
    """A message as it is (the coach's reasons of a game that names its pieces as people do)."""
    return message


def with_fields(message: Message, change: Callable[[Any], Any]) -> Message:
    """`message` with `change` applied to each of its fields that is not itself a message, in
    the messages inside it too."""

    def changed(value: Any) -> Any:
        return with_fields(value, change) if isinstance(value, Message) else change(value)

    fields = {key: changed(value) for key, value in message.fields.items()}
    return replace(message, fields=fields)


@dataclass(frozen=True)
class Narrator:
    """A game's narration: `narrate(event, names, viewer)` says what an event did on the message
    line, or None; `win_reason(event, names)` says why the `game_won` event's winner won (under
    the banner); `log(event, names, viewer)` is the event's line in the move log, or None (deals
    and other steps that are no one's move); `phrase(action, view)` is a legal action of the
    seat whose `view` it is, in words, as a sentence (`move` says it where it stands);
    `reason(message)` is one of the coach's sentences with the game's pieces named as the table
    names them (the coach names UNO Duo's cards by code)."""

    narrate: Callable[[Event, Names, Viewer], Message | None]
    win_reason: Callable[[Event, Names], Message]
    log: Callable[[Event, Names, Viewer], Message | None]
    phrase: Callable[[Action, View], Message]
    reason: Callable[[Message], Message] = as_said

    def move(self, action: Action, view: View, case: bool = SENTENCE) -> Message:
        """`action` in words, as a sentence or (`MID_SENTENCE`) inside one; `view` is what the
        seat to move sees (an empty mapping where it is not at hand: the phrase is then the
        plainest)."""
        said = self.phrase(action, view)
        return replace(said, mid_sentence=True) if case is MID_SENTENCE else said


def find_narrator(game: str) -> Narrator:
    """The narration of the game called `game`; RecordError for a game not in the list."""
    narrator: Narrator = load_piece(game, "narration")
    return narrator
