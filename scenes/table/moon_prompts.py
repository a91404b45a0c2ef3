"""What the Moon table asks a player: the bidding and trump buttons with their keys, the order a
hand is shown in (trumps first once named, then suit by suit), and the words for bids and trumps.

Keys: P pass, 4 5 6 7 bid that many tricks, M bids 21 (shooting the moon); 0–6 name that number
trumps, D doubles, N no trumps.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

from game.core.actions import Action
from game.core.messages import N_, Message
from game.rules.moon_actions import BID_ACTIONS, PASS, TRUMP_ACTIONS
from game.rules.moon_tiles import CODES, TRUMP_LED, TRUMP_NAMES, ranked_suit
from scenes.table.base import Target

NUMBER_KEYS = (pygame.K_0, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6)
BID_KEYS = {4: pygame.K_4, 5: pygame.K_5, 6: pygame.K_6, 7: pygame.K_7, 21: pygame.K_m}
TRUMP_KEYS = dict(zip(TRUMP_NAMES, (*NUMBER_KEYS, pygame.K_d, pygame.K_n), strict=True))
WORD_SHARE = 1.8
"""A button with a word on it is this many times as wide as one with a number."""
TRUMP_LABELS = {
    # TRANSLATORS: buttons for naming trumps; at most about 12 characters.
    "doubles": (N_("Doubles"), "D"),
    "none": (N_("No trumps"), "N"),
}


@dataclass(frozen=True)
class Choice:
    """One button before it is placed: caption (a word as a message, or a number), key hint,
    action, and the pips it shows."""

    label: Message | int
    hint: str
    action: Action
    pips: int | None = None


@dataclass(frozen=True)
class Button(Target):
    """A button on the table: a Target with whether it may be chosen now, its key hint and the
    number whose pips it shows (trump buttons); `number` is the caption of a number button."""

    enabled: bool = True
    hint: str = ""
    pips: int | None = None
    number: int | None = None


def bid_choices() -> list[Choice]:
    """Pass and every bid, in order (which are allowed is decided by the rules)."""
    # TRANSLATORS: the bidding's button for not bidding; at most about 8 characters.
    choices = [Choice(Message(N_("Pass")), "P", PASS)]
    for value, action in BID_ACTIONS.items():
        choices.append(Choice(value, "M" if value == 21 else str(value), action))
    return choices


def trump_choices(allowed: list[Action]) -> list[Choice]:
    """A button for each trump the game's options allow: 0–6, doubles, no trumps."""
    choices = []
    for name, action in zip(TRUMP_NAMES, TRUMP_ACTIONS, strict=True):
        if action not in allowed:
            continue
        if name.isdigit():
            choices.append(Choice(int(name), name, action, int(name)))
        else:
            label, hint = TRUMP_LABELS[name]
            choices.append(Choice(Message(label), hint, action))
    return choices


CLAIM = Action.of("claim")
"""The table's own choice (no rules action): play out the viewer's sure leads."""
CLAIM_KEY = pygame.K_c


def claim_button(area: pygame.Rect, width: int) -> Button:
    """The "Claim the rest" button, centred in the prompt's row."""
    rect = pygame.Rect(0, area.top, min(width, area.width), area.height)
    rect.centerx = area.centerx
    # TRANSLATORS: a button: the player's tiles win every trick left, so they are played at once.
    return Button("claim", rect, CLAIM, Message(N_("Claim the rest")), hint="C")


def key_actions(phase: str) -> dict[int, Action]:
    """The keys of the decision in `phase` and the actions they ask for (allowed or not: a key
    for a refused choice gets the rules' reason, as a click on its button does)."""
    if phase == "bidding":
        return {pygame.K_p: PASS, **{BID_KEYS[v]: action for v, action in BID_ACTIONS.items()}}
    if phase == "trump":
        pairs = zip(TRUMP_NAMES, TRUMP_ACTIONS, strict=True)
        return {TRUMP_KEYS[name]: action for name, action in pairs}
    if phase == "play":
        return {CLAIM_KEY: CLAIM}
    return {}


def prompt_choices(phase: str, legal: list[Action]) -> list[Choice]:
    """The buttons of the decision in `phase`: the bidding row, or the trump chooser."""
    if phase == "bidding":
        return bid_choices()
    if phase == "trump":
        return trump_choices(legal)
    return []


def row_of_buttons(
    choices: list[Choice], legal: list[Action], area: pygame.Rect, gap: int
) -> list[Button]:
    """The choices as buttons centred in a row in `area` (a word button wider than a number
    button); the illegal ones disabled."""
    if not choices:
        return []
    shares = [WORD_SHARE if isinstance(choice.label, Message) else 1.0 for choice in choices]
    unit = min(area.height * 2, (area.width - gap * (len(choices) - 1)) / sum(shares))
    widths = [round(unit * share) for share in shares]
    left = area.centerx - (sum(widths) + gap * (len(choices) - 1)) // 2
    buttons = []
    for index, choice in enumerate(choices):
        rect = pygame.Rect(left, area.top, widths[index], area.height)
        left += widths[index] + gap
        label = choice.label
        number = None if isinstance(label, Message) else label
        buttons.append(
            Button(
                f"choice{index}",
                rect,
                choice.action,
                label if isinstance(label, Message) else str(label),
                choice.action in legal,
                choice.hint,
                choice.pips,
                number,
            )
        )
    return buttons


def bid_words(bid: int | str | None) -> Message | None:
    """A seat's bid on its plate: 'PASS', 'BID 5', 'BID 21: MOON', or None before its turn."""
    if bid is None:
        return None
    # TRANSLATORS: badges on a player's name plate, in capitals where the script has them.
    if bid == "pass":
        return Message(N_("PASS"))
    if bid == 21:
        # TRANSLATORS: the badge of a bid of 21, shooting the moon: all 7 tricks.
        return Message(N_("BID 21: MOON"))
    return Message(N_("BID {bid}"), {"bid": bid})


@cache
def hand_order(trump: str | None) -> dict[str, int]:
    """Where each tile goes in a hand shown with `trump` named (None: not yet): the trumps first,
    highest first, then the rest suit by suit (by the higher end), highest first."""
    trumps = [] if trump is None else ranked_suit(TRUMP_LED, TRUMP_NAMES.index(trump))
    rest = [code for code in CODES if code not in trumps]
    return {code: place for place, code in enumerate(trumps + rest)}


def hand_group(code: str, trump: str | None) -> str:
    """The group a tile is shown in: 'trump', or the suit of its higher end."""
    if trump is not None and hand_order(trump)[code] < _trump_count(trump):
        return "trump"
    return code[0]


@cache
def _trump_count(trump: str) -> int:
    return len(ranked_suit(TRUMP_LED, TRUMP_NAMES.index(trump)))
