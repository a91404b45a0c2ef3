"""Why an ONO 99 action is illegal, as a message a player can read ("98 + 4 would make 102: the
total must stay below 99").

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

GAME_OVER = Message(N_("the game is over"))


def illegal_reason(state: Ono99State, action: Action, drawing: bool) -> Message:
    """The reason `action` is illegal for the seat to move; `drawing` is the draw-race decision."""
    verb, args = action.verb, action.args
    if verb not in ("play", "discard", "draw", "pass"):
        return Message(
            N_(
                "{action} is not an ONO 99 action "
                "(the actions are play <card>, discard ONO99, draw, pass)"
            ),
            {"action": quote(str(action))},
        )
    if drawing:
        if verb in ("draw", "pass"):
            return Message(N_("{verb} takes nothing after it"), {"verb": verb})
        return Message(N_("first take your card from the draw pile (draw) or let it go (pass)"))
    if verb in ("draw", "pass"):
        return Message(N_("you must play a card, not {verb}"), {"verb": verb})
    if verb == "discard":
        return _discard_reason(state, args)
    if len(args) != 1:
        return Message(N_("play takes exactly one card, e.g. play 7"))
    return _play_reason(state, args[0])


def _discard_reason(state: Ono99State, args: tuple[str, ...]) -> Message:
    if args != ("ONO99",):
        return Message(N_("only four ONO 99 cards can be discarded: discard ONO99"))
    if state.setup.is_1980:
        return Message(N_("the 1980 edition has no four-ONO-99 discard"))
    held = state.hands[state.seat].count(ONO99)
    return Message(
        N_("you may discard only when you hold four ONO 99 cards (you hold {count})"),
        {"count": held},
    )


def _play_reason(state: Ono99State, code: str) -> Message:
    card = card_of(code, state.setup.edition)
    if card is None:
        if code in ALL_CODES:
            return Message(
                N_("the {edition} edition has no {card} cards"),
                {"edition": state.setup.edition, "card": code},
            )
        return Message(N_("{card} is not an ONO 99 card"), {"card": quote(code)})
    hand = state.hands[state.seat]
    if card not in hand:
        return Message(N_("you have no {card} in your hand"), {"card": code})
    if card == ONO99:
        return _ono_reason(state, hand)
    if card == PLAY2 and state.setup.is_1980 and state.owed == 2:
        return Message(N_("a Double Play cannot be the first of the two cards you owe"))
    value = VALUE[card]
    # TRANSLATORS: a card refused in ONO 99: "94 + 7 would make 101: the total must stay below
    # 99". {sum} is {total} + {value}, 99 or more.
    words = N_("{total} + {value} would make {sum}: the total must stay below 99")
    return Message(words, {"total": state.total, "value": value, "sum": state.total + value})


def _ono_reason(state: Ono99State, hand: list[int]) -> Message:
    if not state.setup.round_ten:
        if hand.count(ONO99) == 4 and not state.setup.is_1980:
            return Message(
                N_("ONO 99 cards cannot be played; discard all four instead (discard ONO99)")
            )
        return Message(N_("ONO 99 cards cannot be played"))
    if state.ono_used:
        return Message(N_("only one ONO 99 card may be played a turn"))
    return Message(
        N_("an ONO 99 card may only be played on a total ending in 0, not on {total}"),
        {"total": state.total},
    )
