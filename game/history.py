"""The history of finished games, `history.jsonl`: one JSON line per game — when it finished, the
seats, the winner, the scores and its record — read and checked field by field through
`game.storage`, and rewritten atomically when a game is added.

A finished game is recorded whole: the history is written, then the autosave cleared. If the
history cannot be written the autosave stays, so Continue records the game later; if the autosave
cannot be cleared, recording the same game again adds nothing."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.core.errors import RecordError
from game.core.messages import N_, Message, quote
from game.match import Match, Seat
from game.paths import user_data_dir
from game.records import Record
from game.saves import clear_autosave, expect_game, seat_from_json, seat_to_json
from game.shapes import (
    INTEGER,
    OBJECT,
    STRING,
    WrongShape,
    expect,
    expect_keys,
    expect_list,
    expect_object,
)
from game.storage import (
    HISTORY_LIMIT,
    BadFile,
    is_present,
    keep_aside,
    obstacle_notice,
    os_cause,
    read_json_lines,
    write_atomically,
)

HISTORY = "history.jsonl"
ENTRY_KEYS = ("finished", "game", "seats", "winner", "scores", "record")
HISTORY_UNREAD = N_("The list of finished games could not be read because {reason}; {kept}.")


@dataclass(frozen=True)
class FinishedGame:
    """One line of the history: when, which game, who sat where, who won, the final scores."""

    finished: str
    game: str
    seats: list[Seat]
    winner: int
    scores: list[int]
    record: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        """The entry as JSON data."""
        return {
            "finished": self.finished,
            "game": self.game,
            "seats": [seat_to_json(seat) for seat in self.seats],
            "winner": self.winner,
            "scores": list(self.scores),
            "record": self.record,
        }

    @classmethod
    def from_json(cls, data: Any) -> FinishedGame:
        """Read an entry, checking every field; WrongShape says what is wrong."""
        expect_object(data)
        expect_keys(data, ENTRY_KEYS, ())
        expect(data["finished"], STRING, "finished")
        try:
            datetime.fromisoformat(data["finished"])
        except ValueError:
            raise WrongShape(
                Message(
                    N_("'finished' must be a date and time, not {value}"),
                    {"value": quote(data["finished"])},
                )
            ) from None
        expect_game(data["game"])
        expect_list(data["seats"], OBJECT, "seats")
        seats = [seat_from_json(seat) for seat in data["seats"]]
        expect(data["winner"], INTEGER, "winner")
        if not 0 <= data["winner"] < len(seats):
            raise WrongShape(
                Message(
                    N_("the winner {winner} is not one of the {count} seats"),
                    {"winner": quote(data["winner"]), "count": len(seats)},
                )
            )
        expect_list(data["scores"], INTEGER, "scores")
        expect(data["record"], OBJECT, "record")
        try:
            record = Record.from_json(data["record"])
        except RecordError as error:
            raise WrongShape(
                Message(N_("its record is bad: {reason}"), {"reason": error.message})
            ) from None
        if record.game != data["game"] or not record.players == len(seats) == len(data["scores"]):
            raise WrongShape(
                Message(N_("its game, seats, scores and record do not agree with each other"))
            )
        return cls(
            data["finished"], data["game"], seats, data["winner"], data["scores"], data["record"]
        )

    @property
    def winner_name(self) -> str:
        """The name of the winning seat."""
        return self.seats[self.winner].name


def read_history(folder: Path | None = None) -> tuple[list[FinishedGame], Message | None]:
    """The finished games, oldest first; a bad history file is set aside and reported."""
    path = (folder or user_data_dir()) / HISTORY
    if not is_present(path):
        return [], None
    try:
        return read_json_lines(path, HISTORY_LIMIT, FinishedGame.from_json), None
    except BadFile as error:
        return [], keep_aside(path, HISTORY_UNREAD, error.message)


def record_finished_game(match: Match, folder: Path | None = None) -> list[Message]:
    """Add a finished match to the history (rewritten atomically), then clear the autosave; the
    sentences for the player are returned (a bad history set aside, a write that failed).

    A finished game is never half-recorded: if the history cannot be written, the autosave stays
    and Continue records the game later; if the autosave cannot be cleared after the history was
    written, recording it again adds nothing (the history's last game is the same record)."""
    folder = folder or user_data_dir()
    outcome = match.outcome
    if outcome is None:
        raise ValueError("only a finished game goes into the history")
    entry = FinishedGame(
        datetime.now().isoformat(timespec="seconds"),
        match.game,
        list(match.seats),
        outcome.winner,
        list(outcome.scores),
        match.record.to_json(),
    )
    history, problem = read_history(folder)
    problems = [] if problem is None else [problem]
    if not history or history[-1].record != entry.record:
        lines = [json.dumps(item.to_json()) for item in [*history, entry]]
        try:
            kept = write_atomically(folder / HISTORY, "\n".join(lines) + "\n")
        except OSError as error:
            problems.append(
                Message(
                    N_(
                        "The game could not be added to the list of finished games ({cause}); "
                        "it stays the saved game, so Continue adds it later."
                    ),
                    {"cause": os_cause(error)},
                )
            )
            return problems
        if kept is not None:
            problems.append(obstacle_notice(folder / HISTORY, kept))
    try:
        clear_autosave(folder)
    except OSError as error:
        problems.append(
            Message(
                N_(
                    "The game was added to the list of finished games, but the saved game "
                    "could not be cleared ({cause})."
                ),
                {"cause": os_cause(error)},
            )
        )
    return problems
