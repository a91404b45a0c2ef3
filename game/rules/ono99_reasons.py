"""Why an ONO 99 action is illegal, in a sentence a player can read ("98 + 4 would reach 99").

Only called for actions already known to be illegal, so each branch names the first rule the
action breaks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.messages import N_, Message, quote
from game.rules.ono99_cards import ALL_CODES, ONO99, PLAY2, VALUE, card_of

if TYPE_CHECKING:
    from game.rules.ono99 import Ono99State

_ACTIONS = "play <card>, discard ONO99, draw, pass"


def illegal_reason(state: Ono99State, action: Action, drawing: bool) -> str | Message:
    """The reason `action` is illegal for the seat to move; `drawing` is the draw-race decision."""
    verb, args = action.verb, action.args
    if verb not in ("play", "discard", "draw", "pass"):
        return Message(
            N_("{action} is not an ONO 99 action (the actions are {actions})"),
            {"action": quote(str(action)), "actions": _ACTIONS},
        )
    if drawing:
        if verb in ("draw", "pass"):
            return f"{verb} takes nothing after it"
        return "first take your card from the draw pile (draw) or let it go (pass)"
    if verb in ("draw", "pass"):
        return f"you must play a card, not {verb}"
    if verb == "discard":
        return _discard_reason(state, args)
    if len(args) != 1:
        return "play takes exactly one card, e.g. play 7"
    return _play_reason(state, args[0])


def _discard_reason(state: Ono99State, args: tuple[str, ...]) -> str:
    if args != ("ONO99",):
        return "only four ONO 99 cards can be discarded: discard ONO99"
    if state.old:
        return "the 1980 edition has no four-ONO-99 discard"
    held = state.hands[state.seat].count(ONO99)
    return f"you may discard only when you hold four ONO 99 cards (you hold {held})"


def _play_reason(state: Ono99State, code: str) -> str | Message:
    card = card_of(code, state.edition)
    if card is None:
        if code in ALL_CODES:
            return f"the {state.edition} edition has no {code} cards"
        return Message(N_("{code} is not an ONO 99 card"), {"code": quote(code)})
    hand = state.hands[state.seat]
    if card not in hand:
        return f"you have no {code} in your hand"
    if card == ONO99:
        return _ono_reason(state, hand)
    if card == PLAY2 and state.old and state.owed == 2:
        return "a Double Play cannot be the first of the two cards you owe"
    return f"{state.total} + {VALUE[card]} would reach 99"


def _ono_reason(state: Ono99State, hand: list[int]) -> str:
    if not state.round_ten:
        if hand.count(ONO99) == 4 and not state.old:
            return "ONO 99 cards cannot be played; discard all four instead (discard ONO99)"
        return "ONO 99 cards cannot be played"
    if state.ono_used:
        return "only one ONO 99 card may be played a turn"
    return f"an ONO 99 card may only be played on a total ending in 0, not on {state.total}"
