"""ONO 99 reasons: one sentence on what a move does in the position, from the seat's observation.

A sentence names only the seat's own cards, the totals and other seats (as `player` fields the
app may put names in); it never guesses at a hidden hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.ono99.strategy import CARD_OF_CODE, strained_seats
from game.ai.phrases import player
from game.core.actions import Action
from game.core.messages import N_, Message
from game.core.observation import Observation
from game.rules.ono99_cards import ADDS, HOLD, MINUS_TEN, ONO99, PLAY2, REVERSE, SCORE, VALUE

SAFE_CARDS = frozenset({0, HOLD, REVERSE, PLAY2, MINUS_TEN})
"""Cards that add nothing or take 10 off: the ones that keep a player in at a high total."""
_MOST = 98
_NAMES = {
    MINUS_TEN: Message(N_("-10")),
    REVERSE: Message(N_("Reverse")),
    HOLD: Message(N_("Hold")),
    ONO99: Message(N_("ONO 99")),
}
_PLAY2_NAMES = (Message(N_("Play 2")), Message(N_("Double Play")))
"""The Play 2 by edition: 2022, 1980."""

_VERB_REASONS = {
    "discard": Message(
        N_("Four ONO 99 cards can only be discarded together: you draw four new cards.")
    ),
    "draw": Message(
        N_("Take your card from the draw pile, or your hand stays short for the rest of the round.")
    ),
    "pass": Message(
        N_("Letting the card go leaves your hand a card short for the rest of the round.")
    ),
}


@dataclass(frozen=True)
class _Position:
    """What the seat to move knows, in card ints."""

    seat: int
    hand: Sequence[int]
    total: int
    owed: int
    direction: int
    out: Sequence[bool]
    is_1980: bool
    strained: frozenset[int]

    @classmethod
    def of(cls, observation: Observation) -> _Position:
        view = observation.view
        return cls(
            observation.own_seat,
            [CARD_OF_CODE[code] for code in view["hand"]],
            view["total"],
            view["owed"],
            view["direction"],
            view["out"],
            observation.options["edition"] == "1980",
            frozenset(strained_seats(observation)),
        )

    @property
    def active(self) -> int:
        return self.out.count(False)

    def name(self, card: int) -> Message | int:
        """A card as a sentence names it: its number, or its name."""
        if card == PLAY2:
            return _PLAY2_NAMES[self.is_1980]
        return _NAMES.get(card, card)

    def after(self, card: int) -> int:
        """The total once `card` is played."""
        total = self.total + ADDS[card]
        return total if self.is_1980 else max(0, total)

    def next_seat(self, card: int) -> int:
        """Who plays after the seat has played `card` (and owes nothing more)."""
        step = -self.direction if card == REVERSE and self.active > 2 else self.direction
        seat = (self.seat + step) % len(self.out)
        while self.out[seat]:
            seat = (seat + step) % len(self.out)
        return seat

    def fitting_numbers(self, hand: Sequence[int], total: int) -> list[int]:
        """The number cards of `hand` (1 to 10) that fit under 99 on `total`."""
        return [card for card in hand if 1 <= card <= 10 and total + card <= _MOST]


def explain(observation: Observation, action: Action) -> Message:
    """Why `action` suits the position of the seat to move."""
    if action.verb != "play":
        return _VERB_REASONS[action.verb]
    position = _Position.of(observation)
    card = CARD_OF_CODE[action.arg]
    if card == ONO99:
        return Message(
            N_(
                "On a total ending in 0 an ONO 99 card may be played for nothing: one dead card "
                "fewer."
            )
        )
    if position.total + VALUE[card] > _MOST:
        return _bust(position, card)
    if position.owed == 2:
        return _under_duty(position, card)
    return _play(position, card)


def _bust(position: _Position, card: int) -> Message:
    """Points scoring with nothing that fits: the card played busts, and what is left in the hand
    is scored."""
    fields = {"card": position.name(card)}
    if SCORE[card] == max(SCORE[other] for other in position.hand if other <= 10):
        return Message(
            N_(
                "No card keeps the total under 99, so you are out of the round: playing the "
                "{card} leaves the fewest points in your hand."
            ),
            fields,
        )
    return Message(N_("No card keeps the total under 99, so the {card} ends your round."), fields)


def _under_duty(position: _Position, card: int) -> Message:
    """A card played while owing two: an answer passes the duty on, anything else is the first of
    the two."""
    rest = list(position.hand)
    rest.remove(card)
    answers = (REVERSE, HOLD) if position.is_1980 else (REVERSE, PLAY2)
    if card in answers:
        fields = {"player": player(position.next_seat(card)), "card": position.name(card)}
        stay_in = not _two_fit(rest, position.total)
        if card == REVERSE:
            duty = _PLAY2_NAMES[position.is_1980]
            if stay_in:
                return Message(
                    N_("The Reverse hands the {duty} back to {player}, so you stay in."),
                    {**fields, "duty": duty},
                )
            return Message(
                N_(
                    "The Reverse hands the {duty} back to {player}, so you play one card instead "
                    "of two."
                ),
                {**fields, "duty": duty},
            )
        if stay_in:
            return Message(
                N_("Your {card} passes the duty on to {player}, so you stay in."), fields
            )
        return Message(
            N_("Your {card} passes the duty on to {player}, so you play one card instead of two."),
            fields,
        )
    total = position.after(card)
    fields = {"card": position.name(card), "total": total}
    if any(total + VALUE[other] <= _MOST for other in rest):
        return Message(
            N_(
                "You owe two cards: with the {card} first the total is {total}, leaving room for "
                "your second."
            ),
            fields,
        )
    return Message(
        N_(
            "You owe two cards: with the {card} first the total is {total}, and only the card you "
            "draw can be your second."
        ),
        fields,
    )


def _two_fit(hand: Sequence[int], total: int) -> bool:
    """True when two cards of `hand` can be played one after the other on `total`."""
    for index, first in enumerate(hand):
        if total + VALUE[first] > _MOST:
            continue
        after = total + ADDS[first]
        if any(
            after + VALUE[second] <= _MOST for other, second in enumerate(hand) if other != index
        ):
            return True
    return False


def _play(position: _Position, card: int) -> Message:
    """A card played with no duty to pass on."""
    total = position.after(card)
    following = position.next_seat(card)
    if card == MINUS_TEN:
        return Message(
            N_("The -10 brings the total down to {total}, giving you room."), {"total": total}
        )
    if card == REVERSE and position.active == 2:
        return Message(
            N_("With two players left the Reverse counts as a 0: the total stays at {total}."),
            {"total": total},
        )
    fields = {"card": position.name(card), "total": total, "player": player(following)}
    short = following in position.strained
    if card == REVERSE:
        if short:
            return Message(
                N_(
                    "The Reverse keeps the total at {total} and turns play to {player}, who "
                    "looked short of room."
                ),
                fields,
            )
        return Message(
            N_("The Reverse keeps the total at {total} and turns play to {player}."), fields
        )
    if card == PLAY2:
        if short:
            return Message(
                N_(
                    "The {card} keeps the total at {total} and makes {player}, who looked short "
                    "of room, play two cards."
                ),
                fields,
            )
        return Message(
            N_("The {card} keeps the total at {total} and makes {player} play two cards."), fields
        )
    if card in SAFE_CARDS:
        return _nothing_added(position, fields)
    return _number(position, card, fields)


def _nothing_added(position: _Position, fields: dict) -> Message:
    """A 0 or a Hold: the total stays where it is."""
    room = _MOST - position.total
    if not position.fitting_numbers(position.hand, position.total):
        return Message(
            N_("None of your numbers fits, so the {card} keeps the total at {total}."), fields
        )
    if room == 0:
        return Message(
            N_("The {card} keeps the total at {total}, so {player} needs a safe card."), fields
        )
    if room < 10:
        return Message(
            N_(
                "The {card} keeps the total at {total}, so {player} needs a card of {room} or "
                "less or a safe card."
            ),
            {**fields, "room": room},
        )
    return Message(
        N_("The {card} keeps the total at {total} and saves your numbers for later."), fields
    )


def _number(position: _Position, card: int, fields: dict) -> Message:
    """A number card: squeeze the next player, or spend big numbers while there is room."""
    room = _MOST - fields["total"]
    if room == 0:
        return Message(
            N_("Playing the {card} takes the total to {total}, so {player} needs a safe card."),
            fields,
        )
    if room < 10:
        return Message(
            N_(
                "Playing the {card} takes the total to {total}, so {player} needs a card of "
                "{room} or less or a safe card."
            ),
            {**fields, "room": room},
        )
    biggest = max(position.fitting_numbers(position.hand, position.total))
    if card < biggest:
        return Message(
            N_("Playing the {card} takes the total to {total} and keeps your {bigger} for later."),
            {**fields, "bigger": biggest},
        )
    if any(other in SAFE_CARDS for other in position.hand):
        return Message(
            N_(
                "Playing the {card}, your biggest number that fits, takes the total to {total} and "
                "keeps your safe cards for later."
            ),
            fields,
        )
    return Message(
        N_(
            "Playing the {card}, your biggest number that fits, takes the total to {total} while "
            "there is room."
        ),
        fields,
    )
