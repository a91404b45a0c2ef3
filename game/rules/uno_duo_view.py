"""What an UNO Duo position shows, as typed JSON data: a seat's view (`UnoDuoView`, also the
wire format of networked play) and the whole state (`UnoDuoJson`, docs/contract.md `state`).
The keys and values are those of docs/events-uno-duo.md; only the typing is here."""

from __future__ import annotations

from typing import Literal, TypedDict

UnoDuoPhase = Literal[
    "draft", "start_colour", "play", "drawn", "volley", "challenge", "dump_offer", "dump", "over"
]


class UnoDuoPublic(TypedDict):
    """What both seats see."""

    phase: UnoDuoPhase
    to_move: int | None
    round: int
    player1: int
    top: str | None
    colour: str | None
    volley: int
    draw_pile: int
    discard_pile: int
    discards: list[str]
    draft_pile: list[str]
    hand_counts: list[int]
    dump_colour: str | None
    dump_from_start: bool
    after_colour: int
    uno_called: bool
    called_on_one: list[bool]
    catchable: int | None
    round_scores: list[list[int]]
    scores: list[int]
    target: int
    winner: int | None


class UnoDuoView(UnoDuoPublic):
    """What one seat (or the spectator, `seat` None) may see."""

    seat: int | None
    hand: list[str]
    hands: list[list[str] | int]
    """By seat: the cards where this viewer sees them, else how many."""
    draft_card: str | None
    drawn_card: str | None


class UnoDuoJson(UnoDuoPublic):
    """The whole state, hidden cards included."""

    hands: list[list[str]]
    draft_card: str | None
    drawn_card: str | None
