"""ONO 99 in words: rounds, the four-ONO-99 discard, Play 2 duties, missed draws, players going
out, tokens, round scores and the end (docs/events-ono99.md); for the move log every card played
with the new total and every draw (the card only to the one who drew it); a move in words."""

from __future__ import annotations

from game.core.actions import Action
from game.core.events import Event
from game.core.messages import N_, NP_, Message
from game.core.seats import Viewer
from game.narration import WINS, Names, Narrator, View
from game.rules.ono99_cards import card_message

MOVES = {
    # TRANSLATORS: moves the hint lists; "Discard four ONO 99" is also a button.
    "discard": Message(N_("Discard four ONO 99")),
    "draw": Message(N_("Take your card")),
    # TRANSLATORS: the 1980 draw race: not taking the card from the draw pile.
    "pass": Message(N_("Let the card go")),
}

OUT = {
    # TRANSLATORS: {player} is a player's name, here and in the table's other sentences.
    "cannot_play": N_("{player} is out: no card keeps the total below 99."),
    "no_tokens": N_("{player} is out: no tokens left."),
    "reached_target": N_("{player} is out: reached the target score."),
    "tie_lost": N_("{player} is out: a higher score than the lowest."),
}
"""A `player_out` event by its reason."""
WON = {
    "last_standing": N_("{player} is the last player left and wins."),
    "lowest_score": N_("{player} has the lowest score and wins."),
}
WHY_WON = {
    "last_standing": N_("{player} is the last player left."),
    "lowest_score": N_("{player} has the lowest score."),
}


def narrate(event: Event, names: Names, viewer: Viewer) -> Message | None:
    """What `event` did, in words, or None."""
    kind = event.type
    player = {"player": names[event["seat"]] if "seat" in event.data else ""}
    if kind == "round_started":
        if event["round"] <= 1:
            return None
        fields = {"round": event["round"], "player": names[event["first"]]}
        return Message(N_("Round {round}: {player} plays first."), fields)
    if kind == "ono_discarded":
        return Message(N_("{player} discards four ONO 99 cards."), player)
    if kind == "duty_owed":
        owed = event["owed"] == 2
        return Message(N_("{player} must play two cards."), player) if owed else None
    if kind == "draw_missed":
        return Message(N_("{player} missed the draw: that hand stays short."), player)
    if kind == "player_out":
        return Message(OUT.get(event["reason"], N_("{player} is out.")), player)
    if kind == "out_of_round":
        if event["reason"] == "busted":
            return Message(N_("{player} busted and is out of this round."), player)
        return Message(N_("{player} could not play and is out of this round."), player)
    if kind == "token_lost":
        forms = NP_(
            "{player} cannot play and loses a token ({count} left).",
            "{player} cannot play and loses a token ({count} left).",
        )
        return Message.counted(forms, {**player, "count": event["tokens"]})
    if kind == "round_scored":
        points = event["points"]
        best = min(range(len(points)), key=lambda seat: (points[seat], seat))
        fields = {"player": names[best], "points": points[best]}
        return Message(N_("Round scored. {player} scored least: {points}."), fields)
    if kind == "pile_reshuffled":
        return Message(N_("The discard pile is shuffled into a new draw pile."))
    if kind == "game_won":
        return Message(WON[event["reason"]], player)
    return None


def log(event: Event, names: Names, viewer: Viewer) -> Message | None:
    """The event's line in the move log, or None."""
    kind = event.type
    player = {"player": names[event["seat"]] if "seat" in event.data else ""}
    if kind == "round_started":
        fields = {"round": event["round"], "player": names[event["first"]]}
        return Message(N_("Round {round}: {player} plays first."), fields)
    if kind == "card_played":
        fields = {**player, "card": card_message(event["card"]), "total": event["total"]}
        if event["card"].isdigit():
            # TRANSLATORS: a line of the move log: "Bram played 10: total 28" (the new total).
            return Message(N_("{player} played {card}: total {total}"), fields)
        # TRANSLATORS: a line of the move log: "Bram played the Reverse: total 28".
        return Message(N_("{player} played the {card}: total {total}"), fields)
    if kind == "card_drawn":
        if "card" not in event.data:
            return Message(N_("{player} drew a card."), player)
        card = {**player, "card": card_message(event["card"])}
        if event["seat"] == viewer:
            return Message(N_("You drew {card}."), card)
        return Message(N_("{player} drew {card}."), card)
    if kind == "direction_reversed":
        if event["direction"] > 0:
            return Message(N_("Play goes clockwise now."))
        return Message(N_("Play goes counter-clockwise now."))
    if kind == "game_won":
        return Message(WINS, player)
    return narrate(event, names, viewer)


def move(action: Action, view: View) -> Message:
    """A legal action in words ("Play the 7", "Play your Reverse", "Take your card"): a named
    card is "your" card, which keeps "Play your Play 2" from reading "Play the Play 2", and a
    number is "the" number, which keeps "Play the 2" from reading as the Play 2 card."""
    if action.verb == "play":
        code = action.args[0]
        card = {"card": card_message(code)}
        return Message(N_("Play the {card}") if code.isdigit() else N_("Play your {card}"), card)
    return MOVES[action.verb]


def win_reason(event: Event, names: Names) -> Message:
    """Why the game was won, under the winner's banner."""
    return Message(WHY_WON[event["reason"]], {"player": names[event["seat"]]})


NARRATOR = Narrator(narrate, win_reason, log, move)
