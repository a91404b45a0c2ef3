"""What an ONO 99 position shows, as typed JSON data: a seat's view (`Ono99View`, also the wire
format of networked play) and the whole state (`Ono99Json`, docs/contract.md `state`). The keys
and values are those of docs/events-ono99.md; only the typing is here."""

from typing import Literal, NotRequired, TypedDict

Ono99Phase = Literal["play", "draw", "over"]
PHASE_NAMES: tuple[Ono99Phase, ...] = ("play", "draw", "over")
"""The phases by their number inside the rules (`PLAY`, `DRAW`, `OVER`)."""


class Ono99Public(TypedDict):
    """What every seat sees. Under tokens or points scoring, `out_of_game` and the scoring's own
    key (`tokens` or `points`) by seat are there too (this module's annotations are evaluated,
    not postponed, so that `NotRequired` marks those keys optional)."""

    phase: Ono99Phase
    to_move: int | None
    total: int
    direction: int
    """1 clockwise, -1 the other way."""
    out: list[bool]
    owed: int
    draw_pile: int
    discard_pile: int
    top: str | None
    discards: list[str]
    hand_counts: list[int]
    round: int
    first: int
    next_owes: bool
    ono_played: bool
    busted: bool
    winner: int | None
    win_reason: str | None
    """How the game ended (`Ono99End`: "last_standing" or "lowest_score"), else None."""
    out_of_game: NotRequired[list[bool]]
    tokens: NotRequired[list[int]]
    points: NotRequired[list[int]]


class Ono99View(Ono99Public):
    """What one seat (or the spectator, `seat` None) may see."""

    seat: int | None
    hand: list[str]
    hands: list[list[str] | int]
    """By seat: the cards where this viewer sees them (a laid-out hand too), else how many."""


class Ono99Json(Ono99Public):
    """The whole state, hidden cards included."""

    hands: list[list[str]]
