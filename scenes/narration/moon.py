"""Three-Player Moon in words: deals, bids and passes, a thrown-in deal, the widow, trumps,
tricks and the end (docs/events-moon.md)."""

from __future__ import annotations

from game.core.events import Event
from game.core.messages import N_, Message
from game.core.seats import Viewer
from scenes.narration import Names, Narrator

WHY_WON = {
    # TRANSLATORS: {player} is a player's name, here and in the table's other sentences.
    "moon": N_("{player} won every trick on a bid of 21."),
    "target": N_("{player} reached {points} points ahead of both."),
}


def trump_named(trump: str) -> str:
    """The message id of a seat naming `trump` ("0"…"6", "doubles" or "none")."""
    if trump == "doubles":
        return N_("{player} names doubles trumps.")
    if trump == "none":
        return N_("{player} names no trumps.")
    # TRANSLATORS: {number} is the number of the tiles that are trumps, e.g. "names 6s trumps".
    return N_("{player} names {number}s trumps.")


def narrate(event: Event, names: Names, viewer: Viewer) -> Message | None:
    """What `event` did, in words, or None."""
    kind = event.type
    player = names[event["seat"]] if "seat" in event.data else ""
    if kind == "hand_dealt":
        fields = {"number": event["hand_number"], "player": names[event["first_bidder"]]}
        return Message(N_("Hand {number}: {player} bids first."), fields)
    if kind == "bid_made":
        if event["bid"] == 21:
            return Message(N_("{player} bids 21 (shooting the moon)."), {"player": player})
        return Message(N_("{player} bids {bid}."), {"player": player, "bid": event["bid"]})
    if kind == "passed":
        return Message(N_("{player} passes."), {"player": player})
    if kind == "thrown_in":
        return Message(N_("Everyone passed: the tiles are gathered and dealt again."))
    if kind == "widow_taken":
        return Message(
            N_("{player} picks up the widow and lays one tile away."), {"player": player}
        )
    if kind == "trump_named":
        trump = event["trump"]
        number = int(trump) if trump.isdigit() else 0
        return Message(trump_named(trump), {"player": player, "number": number})
    if kind == "trick_won":
        return Message(N_("{player} wins the trick."), {"player": player})
    return None


def win_reason(event: Event, names: Names) -> Message:
    """Why the game was won, under the winner's banner."""
    seat = event["seat"]
    fields = {"player": names[seat], "points": event["scores"][seat]}
    return Message(WHY_WON[event["reason"]], fields)


NARRATOR = Narrator(narrate, win_reason)
