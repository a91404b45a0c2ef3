"""What a Moon position shows, as typed JSON data: a seat's view (`MoonView`, also the wire
format of networked play) and the whole state (`MoonJson`, docs/contract.md `state`). The keys
and values are those of docs/events-moon.md; only the typing is here."""

from __future__ import annotations

from typing import Literal, TypedDict

MoonPhase = Literal["bidding", "discard", "trump", "play", "over"]
PHASE_NAMES: tuple[MoonPhase, ...] = ("bidding", "discard", "trump", "play", "over")
"""The phases by their number inside the rules (`BIDDING` … `OVER`)."""


class MoonPublic(TypedDict):
    """What every seat sees of the hand being played and the game."""

    bids: list[int | str | None]
    """By seat: None before bidding, "pass" or the bid."""
    bidder: int | None
    bid: int | None
    trump: str | None
    """"0"…"6", "doubles", "none", or None before trumps are named."""
    leader: int | None
    trick: list[list[int | str]]
    """The tiles of the trick so far, each `[seat, tile]`."""
    tricks_won: list[int]
    scores: list[int]
    target: int
    winner: int | None
    win_reason: str | None
    """How the game ended (`MoonEnd`: "moon" or "target"), None while it goes on."""


class MoonView(MoonPublic):
    """What one seat (or the spectator, `seat` None) may see."""

    seat: int | None
    phase: MoonPhase
    to_move: int | None
    hand_number: int
    first_bidder: int
    hand: list[str]
    hands: list[list[str] | int]
    """By seat: the tiles where this viewer sees them, else how many."""
    hand_counts: list[int]
    widow: str | None
    laid_away: str | None


class MoonJson(MoonPublic):
    """The whole state, hidden tiles included."""

    hands: list[list[str]]
    phase: MoonPhase
    hand_number: int
    first_bidder: int
    widow: str
    laid_away: str | None
