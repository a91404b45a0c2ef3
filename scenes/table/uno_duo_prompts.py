"""What the UNO Duo table asks the player to do: the prompt buttons of each decision (with their
keys), the UNO and Catch buttons, and the sentence on the message line.

Keys: K keep, D discard / draw / dump, P play the drawn card / pass, X challenge, A accept,
R Y G B a colour, U call UNO, C catch the opponent, Backspace closes the colour chooser. (H is
every table's hint, L its move log.)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.actions import Action
from game.core.messages import N_, Message
from game.rules.uno_duo_cards import COLOUR_MESSAGES, COLOURS, WILDS, card_message, top_message
from scenes.table.base import Target

COLOUR_KEYS = {"R": pygame.K_r, "Y": pygame.K_y, "G": pygame.K_g, "B": pygame.K_b}
UNO_KEY = pygame.K_u
CATCH_KEY = pygame.K_c
CANCEL_KEY = pygame.K_BACKSPACE
COLOUR_BUTTONS = {
    # TRANSLATORS: buttons that name the colour for a wild card; at most about 9 characters.
    "R": N_("Red"),
    "Y": N_("Yellow"),
    "G": N_("Green"),
    "B": N_("Blue"),
}


@dataclass(frozen=True)
class Choice:
    """One prompt button before it is placed: caption, key, action, and the colour it names."""

    label: Message
    key: int
    action: Action
    colour: str | None = None


@dataclass(frozen=True)
class Button(Target):
    """A button on the table: a Target with its key, the colour it names (colour buttons), and
    its style (`prompt`, `uno` or `catch`)."""

    key: int = 0
    colour: str | None = None
    style: str = "prompt"


def colour_choices(verb: str, *args: str) -> list[Choice]:
    """One button per colour: `play W R`… for a wild, `colour R`… for a starting Wild."""
    return [
        Choice(
            Message(COLOUR_BUTTONS[colour]),
            COLOUR_KEYS[colour],
            Action.of(verb, *args, colour),
            colour,
        )
        for colour in COLOURS
    ]


def prompt_choices(
    view: Mapping[str, Any], legal: list[Action], choosing: str | None
) -> list[Choice]:
    """The buttons of the decision `view` (the viewer's `state.view`) shows, given the legal
    actions and the wild waiting for its colour (if any)."""
    phase = view["phase"]
    if choosing is not None:
        return colour_choices("play", choosing)
    if phase == "start_colour":
        return colour_choices("colour")
    if phase == "draft":
        return [
            # TRANSLATORS: the table's buttons; at most about 14 characters.
            Choice(Message(N_("Keep")), pygame.K_k, Action.of("keep")),
            Choice(Message(N_("Discard")), pygame.K_d, Action.of("discard")),
        ]
    if phase == "drawn":
        drawn = view["drawn_card"]
        keep = Choice(Message(N_("Keep it")), pygame.K_k, Action.of("pass"))
        if drawn in WILDS:
            return [*colour_choices("play", drawn), keep]
        return [Choice(Message(N_("Play it")), pygame.K_p, Action.of("play", drawn)), keep]
    if phase == "volley":
        draw = Message(N_("Draw {count}"), {"count": view["volley"]})
        return [Choice(draw, pygame.K_d, Action.of("draw"))]
    if phase == "challenge":
        return [
            Choice(Message(N_("Challenge")), pygame.K_x, Action.of("challenge")),
            Choice(Message(N_("Accept: draw 4")), pygame.K_a, Action.of("accept")),
        ]
    if phase == "dump_offer":
        return [
            Choice(Message(N_("Dump")), pygame.K_d, Action.of("dump")),
            Choice(Message(N_("Pass")), pygame.K_p, Action.of("pass")),
        ]
    if phase == "play" and Action.of("draw") in legal:
        return [Choice(Message(N_("Draw")), pygame.K_d, Action.of("draw"))]
    return []


def row_of_buttons(choices: list[Choice], area: pygame.Rect, width: int, gap: int) -> list[Button]:
    """`choices` as buttons of `width` pixels, `gap` apart, centred in `area`."""
    if not choices:
        return []
    width = min(width, (area.width - gap * (len(choices) - 1)) // len(choices))
    total = width * len(choices) + gap * (len(choices) - 1)
    left = area.centerx - total // 2
    buttons = []
    for index, choice in enumerate(choices):
        rect = pygame.Rect(left + index * (width + gap), area.top, width, area.height)
        name = f"prompt:{choice.action}"
        buttons.append(Button(name, rect, choice.action, choice.label, choice.key, choice.colour))
    return buttons


def what_to_do(view: Mapping[str, Any], choosing: str | None, hand_size: int) -> Message:
    """The sentence that tells the player to move what the decision is."""
    phase = view["phase"]
    if choosing is not None:
        # TRANSLATORS: {card} is a card's name, e.g. "Wild Draw 4".
        card = {"card": card_message(choosing)}
        return Message(N_("Choose the colour for your {card} (Backspace: back)."), card)
    if phase == "draft":
        return Message(N_("Keep this card, or discard it and take the next one."))
    if phase == "start_colour":
        return Message(N_("The starting card is a Wild: name the colour."))
    if phase == "drawn":
        card = {"card": card_message(view["drawn_card"])}
        return Message(N_("You drew the {card}: play it, or keep it."), card)
    if phase == "volley":
        count = {"count": view["volley"]}
        return Message(N_("Draw 2! Play a Draw 2 of your own, or draw {count}."), count)
    if phase == "challenge":
        return Message(N_("Wild Draw 4! Challenge it, or accept and draw 4."))
    colour = {"colour": COLOUR_MESSAGES.get(view.get("dump_colour") or "", Message(""))}
    if phase == "dump_offer":
        return Message(N_("Reverse: dump all your other {colour} cards, or pass?"), colour)
    if phase == "dump":
        left = sum(code[0] == view["dump_colour"] and code not in WILDS for code in view["hand"])
        return Message(
            N_("Click your {colour} cards in the order to play them ({count} left)."),
            {**colour, "count": left},
        )
    if phase == "play":
        top = {"top": top_message(view["top"], view["colour"])}
        if hand_size == 2:
            return Message(
                N_("Your turn: match the {top}, or draw. Press U to call UNO first!"), top
            )
        return Message(N_("Your turn: match the {top}, or draw."), top)
    return Message("")
