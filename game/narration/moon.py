"""Three-Player Moon in words: deals, bids and passes, a thrown-in deal, the widow, trumps,
tricks and the end (docs/events-moon.md); for the move log every bid, pass, tile played and
trick, the widow's tile and the tile laid away named only to the bidder; a move in words."""

from __future__ import annotations

from game.core.actions import Action
from game.core.events import Event
from game.core.messages import N_, Message
from game.core.seats import SPECTATOR, Viewer
from game.narration import WINS, Names, Narrator, View
from game.rules.moon import lead_of

WHY_WON = {
    # TRANSLATORS: {player} is a player's name, here and in the table's other sentences.
    "moon": N_("{player} won every trick on a bid of 21."),
    # TRANSLATORS: {points} is the winner's total, {lead} how many points more than the next.
    "target": N_("{player} reached {points} points, ahead by {lead}."),
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


def trump_words(trump: str) -> Message:
    """How trumps are said: '6s', 'doubles', 'no trumps'."""
    if trump == "doubles":
        return Message(N_("doubles"))
    if trump == "none":
        return Message(N_("no trumps"))
    # TRANSLATORS: the tiles of a number as trumps, e.g. "6s".
    return Message(N_("{number}s"), {"number": int(trump)})


def log(event: Event, names: Names, viewer: Viewer) -> Message | None:
    """The event's line in the move log, or None."""
    kind = event.type
    seat = event.data.get("seat")
    player = {"player": names[seat] if isinstance(seat, int) else ""}
    if kind == "bid_made":
        if event["bid"] == 21:
            return Message(N_("{player} bid 21 (shooting the moon)."), player)
        return Message(N_("{player} bid {bid}."), {**player, "bid": event["bid"]})
    if kind == "passed":
        return Message(N_("{player} passed."), player)
    if kind in ("widow_taken", "tile_laid_away"):
        return _bidders_tile(event, player, seat == viewer and viewer is not SPECTATOR)
    if kind == "trump_named":
        return Message(N_("{player} named trumps: {trumps}."), {**player, "trumps": _trumps(event)})
    if kind == "tile_played":
        return Message(N_("{player} played {tile}."), {**player, "tile": event["tile"]})
    if kind == "trick_won":
        return Message(N_("{player} won the trick."), player)
    if kind == "hand_scored":
        fields = {"player": names[event["bidder"]], "bid": event["bid"]}
        if event["made"]:
            return Message(N_("{player} bid {bid} and made it: +{bid}"), fields)
        return Message(N_("{player} bid {bid} and was set: -{bid}"), fields)
    if kind == "game_won":
        return Message(WINS, player)
    return narrate(event, names, viewer)


def _bidders_tile(event: Event, player: dict[str, str], mine: bool) -> Message:
    """The widow picked up, or a tile laid away: the tile named only to the bidder (and the
    spectator)."""
    taken = event.type == "widow_taken"
    if "tile" not in event.data:
        if taken:
            return Message(N_("{player} picked up the widow."), player)
        return Message(N_("{player} laid a tile away."), player)
    tile = {**player, "tile": event["tile"]}
    if mine:
        if taken:
            return Message(N_("You picked up the widow: {tile}."), tile)
        return Message(N_("You laid away {tile}."), tile)
    if taken:
        return Message(N_("{player} picked up the widow: {tile}."), tile)
    return Message(N_("{player} laid away {tile}."), tile)


def _trumps(event: Event) -> Message:
    return trump_words(event["trump"])


def move(action: Action, view: View) -> Message:
    """A legal action in words ("Bid 5", "Play 6-4")."""
    verb, args = action.verb, action.args
    if verb == "bid":
        if args[0] == "21":
            return Message(N_("Bid 21 (shoot the moon)"))
        return Message(N_("Bid {bid}"), {"bid": int(args[0])})
    if verb == "pass":
        # TRANSLATORS: the bidding's button for not bidding; at most about 8 characters.
        return Message(N_("Pass"))
    if verb == "discard":
        return Message(N_("Lay away {tile}"), {"tile": args[0]})
    if verb == "trump":
        return Message(N_("Trumps: {trumps}"), {"trumps": trump_words(args[0])})
    return Message(N_("Play {tile}"), {"tile": args[0]})


def win_reason(event: Event, names: Names) -> Message:
    """Why the game was won, under the winner's banner."""
    seat = event["seat"]
    scores = event["scores"]
    fields = {"player": names[seat], "points": scores[seat], "lead": lead_of(scores, seat)}
    return Message(WHY_WON[event["reason"]], fields)


NARRATOR = Narrator(narrate, win_reason, log, move)
