"""What the UNO Duo table asks the player to do: the prompt buttons of each decision (with their
keys), the UNO and Catch buttons, and the sentence on the message line.

Keys: K keep, D discard / draw / dump, P play the drawn card / pass, H challenge, A accept,
R Y G B a colour, U call UNO, C catch the opponent, Backspace closes the colour chooser.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core.actions import Action
from game.rules.uno_duo_cards import COLOUR_NAMES, COLOURS, WILDS, card_name, top_name
from scenes.table.base import Target

COLOUR_KEYS = {"R": pygame.K_r, "Y": pygame.K_y, "G": pygame.K_g, "B": pygame.K_b}
UNO_KEY = pygame.K_u
CATCH_KEY = pygame.K_c
CANCEL_KEY = pygame.K_BACKSPACE


@dataclass(frozen=True)
class Choice:
    """One prompt button before it is placed: caption, key, action, and the colour it names."""

    label: str
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
            COLOUR_NAMES[colour].capitalize(),
            COLOUR_KEYS[colour],
            Action.of(verb, *args, colour),
            colour,
        )
        for colour in COLOURS
    ]


def prompt_choices(view: dict[str, Any], legal: list[Action], choosing: str | None) -> list[Choice]:
    """The buttons of the decision `view` (the viewer's `state.view`) shows, given the legal
    actions and the wild waiting for its colour (if any)."""
    phase = view["phase"]
    if choosing is not None:
        return colour_choices("play", choosing)
    if phase == "start_colour":
        return colour_choices("colour")
    if phase == "draft":
        return [
            Choice("Keep", pygame.K_k, Action.of("keep")),
            Choice("Discard", pygame.K_d, Action.of("discard")),
        ]
    if phase == "drawn":
        drawn = view["drawn_card"]
        keep = Choice("Keep it", pygame.K_k, Action.of("pass"))
        if drawn in WILDS:
            return [*colour_choices("play", drawn), keep]
        return [Choice("Play it", pygame.K_p, Action.of("play", drawn)), keep]
    if phase == "volley":
        return [Choice(f"Draw {view['volley']}", pygame.K_d, Action.of("draw"))]
    if phase == "challenge":
        return [
            Choice("Challenge", pygame.K_h, Action.of("challenge")),
            Choice("Accept: draw 4", pygame.K_a, Action.of("accept")),
        ]
    if phase == "dump_offer":
        return [
            Choice("Dump", pygame.K_d, Action.of("dump")),
            Choice("Pass", pygame.K_p, Action.of("pass")),
        ]
    if phase == "play" and Action.of("draw") in legal:
        return [Choice("Draw", pygame.K_d, Action.of("draw"))]
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


def what_to_do(view: dict[str, Any], choosing: str | None, hand_size: int) -> str:
    """The sentence that tells the player to move what the decision is."""
    phase = view["phase"]
    if choosing is not None:
        return f"Choose the colour for your {card_name(choosing)} (Backspace: back)."
    if phase == "draft":
        return "Keep this card, or discard it and take the next one."
    if phase == "start_colour":
        return "The starting card is a Wild: name the colour."
    if phase == "drawn":
        return f"You drew the {card_name(view['drawn_card'])}: play it, or keep it."
    if phase == "volley":
        return f"Draw 2! Play a Draw 2 of your own, or draw {view['volley']}."
    if phase == "challenge":
        return "Wild Draw 4! Challenge it, or accept and draw 4."
    if phase == "dump_offer":
        colour = COLOUR_NAMES[view["dump_colour"]]
        return f"Reverse: dump all your other {colour} cards, or pass?"
    if phase == "dump":
        colour = COLOUR_NAMES[view["dump_colour"]]
        left = sum(code[0] == view["dump_colour"] and code not in WILDS for code in view["hand"])
        return f"Click your {colour} cards in the order to play them ({left} left)."
    if phase == "play":
        top = top_name(view["top"], view["colour"])
        ending = " Press U to call UNO first!" if hand_size == 2 else ""
        return f"Your turn: match the {top}, or draw.{ending}"
    return ""
