"""Pieces of sentences that the coach's reasons in every game share."""

from __future__ import annotations

from game.core.messages import N_, Message


def player(seat: int) -> Message:
    """Another player, as a sentence names them: "seat 2" here; the app may put the seat's name
    in its place, since the seat travels as the message's `seat` field."""
    return Message(N_("seat {seat}"), {"seat": seat})
