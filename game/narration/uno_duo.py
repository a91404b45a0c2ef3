"""UNO Duo in words: the cut, the draft, the starting card, wild colours, penalties, dumps,
challenges, UNO calls and catches, counted hands and the end (docs/events-uno-duo.md); for the
move log every play, draw, call and catch (a drawn or kept card named only to the one who holds
it); a move in words. Cards are named with the rules' card messages ("yellow 7", "Wild Draw
4")."""

from __future__ import annotations

from game.core.actions import Action
from game.core.events import Event
from game.core.messages import N_, NP_, Message
from game.core.seats import SPECTATOR, Viewer
from game.narration import WINS, Names, Narrator, View, with_fields
from game.rules.uno_duo_cards import (
    CARD_CODES,
    CARD_RANK,
    COLOUR_MESSAGES,
    WILDS,
    card_message,
)

START = {
    # TRANSLATORS: {card} is a card's name ("the red Draw 2"); {first} and {second} are the
    # names of the players who play first and second in this round.
    "+2": N_("The starting card is the {card}: {second} draws 2."),
    "W+4": N_("The starting card is the {card}: {second} draws 4, {first} names the colour."),
    "W": N_("The starting card is the {card}: {first} names the colour."),
    "SKIP": N_("The starting card is the {card}: {first} plays first."),
    "REV": N_("The starting card is the {card}: {second} may dump."),
}
PENALTY = {
    "start": N_("{player} draws {count} (the starting card)."),
    "volley": N_("{player} draws {count} (the Draw 2 volley)."),
    "draw4": N_("{player} draws {count} (Wild Draw 4)."),
    "challenge": N_("{player} draws {count} (the challenge)."),
    "uno": N_("{player} draws {count} (no UNO called)."),
    "last_card": N_("{player} draws {count} (the last card)."),
}


PENALTY_WHY = {
    # TRANSLATORS: why cards were drawn, in the move log: "You drew 6 cards (the Draw 2 volley)."
    "start": N_("the starting card"),
    "volley": N_("the Draw 2 volley"),
    "draw4": N_("Wild Draw 4"),
    "challenge": N_("the challenge"),
    "uno": N_("no UNO called"),
    "last_card": N_("the last card"),
}
MOVES = {
    # TRANSLATORS: moves the hint lists; most are also the table's buttons.
    "draw": Message(N_("Draw")),
    "keep": Message(N_("Keep")),
    "discard": Message(N_("Discard")),
    "dump": Message(N_("Dump")),
    "challenge": Message(N_("Challenge")),
    "accept": Message(N_("Accept: draw 4")),
    "uno": Message(N_("Call UNO")),
    "catch": Message(N_("Catch!")),
}


def _rank(code: str) -> int | Message:
    """A cut card's rank: its number, or its name."""
    rank = CARD_RANK[code]
    return int(rank) if rank.isdigit() else card_message(code)


def _cut(event: Event, names: Names) -> Message:
    first, second = (_rank(code) for code in event["cards"])
    if event["winner"] is None:
        return Message(N_("Both cut a {rank}: cut again."), {"rank": first})
    fields = {
        "first": names[0],
        "first_rank": first,
        "second": names[1],
        "second_rank": second,
        "winner": names[event["winner"]],
    }
    return Message(
        N_("{first} cuts {first_rank}, {second} cuts {second_rank}: {winner} drafts first."),
        fields,
    )


def _hand_revealed(event: Event, names: Names, viewer: Viewer) -> Message:
    fields = {"player": names[event["seat"]], "challenger": names[event["to"]]}
    if "cards" not in event.data:
        return Message(N_("{challenger} looks at {player}'s hand."), fields)
    if event["to"] == viewer:
        return Message(N_("{player}'s hand, shown to you only."), fields)
    return Message(N_("{player}'s hand, shown to {challenger}."), fields)


def narrate(event: Event, names: Names, viewer: Viewer) -> Message | None:
    """What `event` did, in words, or None."""
    kind = event.type
    seat = event.data.get("seat")
    player = {"player": names[seat] if isinstance(seat, int) else ""}
    unseen = viewer not in (seat, SPECTATOR)
    """The viewer does not see that seat's cards, so a sentence says what it did."""
    if kind == "cut":
        return _cut(event, names)
    if kind == "round_started" and event["round"] > 1:
        fields = {"round": event["round"], "player": names[event["player1"]]}
        return Message(N_("Round {round}: {player} drafts first."), fields)
    if kind == "draft_kept" and unseen:
        if event["forced"]:
            return Message(N_("{player} takes the next card."), player)
        return Message(N_("{player} keeps the card."), player)
    if kind == "draft_discarded":
        card = {**player, "card": card_message(event["card"])}
        if event["turned"]:
            return Message(N_("The next card, the {card}, is turned onto the draft pile."), card)
        return Message(N_("{player} discards the {card}."), card)
    if kind == "draft_pile_under":
        return Message(N_("The draft pile goes face down under the draw pile."))
    if kind == "start_card":
        code = event["card"]
        fields = {
            "card": card_message(code),
            "second": names[event["seat"]],
            "first": names[1 - event["seat"]],
        }
        ending = N_("The starting card is the {card}: {second} plays first.")
        return Message(START.get(CARD_RANK[code], ending), fields)
    if kind == "colour_named":
        return Message(N_("{player} names {colour}."), {**player, "colour": _colour(event)})
    if kind == "card_played" and event["card"] in WILDS:
        fields = {**player, "card": card_message(event["card"]), "colour": _colour(event)}
        return Message(N_("{player} plays a {card}: {colour}."), fields)
    if kind == "nothing_to_draw":
        return Message(N_("Both piles are empty: {player} cannot draw and passes."), player)
    if kind == "penalty_drawn":
        return Message(PENALTY[event["reason"]], {**player, "count": event["count"]})
    if kind == "pile_rebuilt":
        return Message(N_("The discard pile is shuffled into a new draw pile."))
    if kind == "dump_started" and unseen:
        forms = NP_(
            "{player} dumps {count} more {colour} card.",
            "{player} dumps {count} more {colour} cards.",
        )
        fields = {**player, "count": event["count"], "colour": _colour(event)}
        return Message.counted(forms, fields)
    if kind == "hand_revealed":
        return _hand_revealed(event, names, viewer)
    if kind == "challenge":
        if event["legal"]:
            return Message(N_("The Wild Draw 4 was legal: {player} draws 6."), player)
        against = {"player": names[event["against"]]}
        return Message(N_("Caught out! {player} held the colour in play and draws 4."), against)
    if kind == "uno_called":
        return Message(N_("{player} calls UNO!"), player)
    if kind == "uno_caught":
        fields = {**player, "caught": names[event["caught"]]}
        return Message(N_("{player} catches {caught} without UNO."), fields)
    if kind == "round_scored":
        fields = {"winner": names[event["winner"]], "player": names[event["seat"]]}
        return Message(N_("{winner} goes out! {player}'s cards are counted."), fields)
    return None


def log(event: Event, names: Names, viewer: Viewer) -> Message | None:
    """The event's line in the move log, or None."""
    kind = event.type
    seat = event.data.get("seat")
    player = {"player": names[seat] if isinstance(seat, int) else ""}
    mine = seat == viewer and viewer is not SPECTATOR
    if kind == "round_started":
        fields = {"round": event["round"], "player": names[event["player1"]]}
        return Message(N_("Round {round}: {player} drafts first."), fields)
    if kind == "draft_kept":
        return _kept(event, player, mine)
    if kind == "draft_discarded" and not event["turned"]:
        return Message(N_("{player} discarded the {card}."), {**player, "card": _card(event)})
    if kind == "colour_named":
        return Message(N_("{player} named {colour}."), {**player, "colour": _colour(event)})
    if kind == "card_played":
        fields = {**player, "card": _card(event), "colour": _colour(event)}
        if event["card"] in WILDS:
            return Message(N_("{player} played a {card}: {colour}."), fields)
        return Message(N_("{player} played the {card}."), fields)
    if kind == "volley_grew":
        return Message(N_("The Draw 2 volley stands at {count}."), {"count": event["amount"]})
    if kind == "card_drawn":
        if "card" not in event.data:
            return Message(N_("{player} drew a card."), player)
        if mine:
            return Message(N_("You drew the {card}."), {"card": _card(event)})
        return Message(N_("{player} drew the {card}."), {**player, "card": _card(event)})
    if kind == "penalty_drawn":
        fields = {
            **player,
            "count": event["count"],
            "reason": Message(PENALTY_WHY[event["reason"]]),
        }
        if mine:
            return Message.counted(
                NP_("You drew {count} card ({reason}).", "You drew {count} cards ({reason})."),
                fields,
            )
        forms = NP_(
            "{player} drew {count} card ({reason}).", "{player} drew {count} cards ({reason})."
        )
        return Message.counted(forms, fields)
    if kind == "dump_started":
        forms = NP_(
            "{player} dumps {count} more {colour} card.",
            "{player} dumps {count} more {colour} cards.",
        )
        return Message.counted(forms, {**player, "count": event["count"], "colour": _colour(event)})
    if kind == "uno_called":
        return Message(N_("{player} called UNO!"), player)
    if kind == "uno_caught":
        fields = {**player, "caught": names[event["caught"]]}
        return Message(N_("{player} caught {caught} without UNO."), fields)
    if kind == "game_won":
        return Message(WINS, {"player": names[event["seat"]]})
    if kind == "draft_drawn":
        return None  # what became of the card follows
    return narrate(event, names, viewer)


def _kept(event: Event, player: dict[str, str], mine: bool) -> Message:
    """A card kept in the draft: named to the drafter (and the spectator), else only counted."""
    forced = event["forced"]
    if "card" not in event.data:
        if forced:
            return Message(N_("{player} took the next card."), player)
        return Message(N_("{player} kept the card."), player)
    card = {**player, "card": _card(event)}
    if mine:
        if forced:
            return Message(N_("You took the next card, the {card}."), card)
        return Message(N_("You kept the {card}."), card)
    if forced:
        return Message(N_("{player} took the next card, the {card}."), card)
    return Message(N_("{player} kept the {card}."), card)


def move(action: Action, view: View) -> Message:
    """A legal action of the seat whose `view` it is, in words ("Play the red 7")."""
    verb = action.verb
    if verb == "play":
        card = {"card": card_message(action.args[0])}
        if len(action.args) > 1:
            colour = {**card, "colour": COLOUR_MESSAGES[action.args[1]]}
            # TRANSLATORS: a wild card played and the colour it names: "Play the Wild: blue".
            return Message(N_("Play the {card}: {colour}"), colour)
        return Message(N_("Play the {card}"), card)
    if verb == "colour":
        return Message(N_("Name {colour}"), {"colour": COLOUR_MESSAGES[action.args[0]]})
    if verb == "draw" and view.get("phase") == "volley":
        return Message(N_("Draw {count}"), {"count": view["volley"]})
    if verb == "pass":
        # TRANSLATORS: after drawing a playable card, keeping it instead; also a button.
        return Message(N_("Keep it") if view.get("phase") == "drawn" else N_("Pass"))
    return MOVES[verb]


def reason(message: Message) -> Message:
    """One of the coach's sentences with each card it names by code ("R9") named as a player
    says it ("red 9")."""
    return with_fields(message, _card_name)


def _card_name(value: object) -> object:
    return card_message(value) if isinstance(value, str) and value in _CODES else value


_CODES = frozenset(CARD_CODES)


def _card(event: Event) -> Message:
    return card_message(event["card"])


def _colour(event: Event) -> Message:
    return COLOUR_MESSAGES[event["colour"]]


def win_reason(event: Event, names: Names) -> Message:
    """Why the game was won: the loser reached the target."""
    loser = 1 - event["seat"]
    fields = {"player": names[loser], "points": event["scores"][loser]}
    return Message(N_("{player} reached {points} points."), fields)


NARRATOR = Narrator(narrate, win_reason, log, move, reason)
