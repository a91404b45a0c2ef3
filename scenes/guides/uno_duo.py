"""How to play UNO Duo: the rules told briefly for players, written from the project's rules
page (which stays the authority), and the pieces shown beside them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.guides import Guide
from scenes.uno_cards import UnoCardPainter

if TYPE_CHECKING:
    from scenes.app import App

PAGE = """<b>Aim</b>
A game for two with an UNO deck: have the lower score when someone reaches the target (200 points).

<b>The draft</b>
Instead of a deal, the players take turns drawing from the deck. Look at the card and keep it, or \
discard it and keep the next one instead. Each player drafts seven cards. Player 2 plays first.

<b>Your turn</b>
Play a card that matches the top of the discard pile in colour, number or symbol, or play a Wild. \
Or draw one card; if it can be played, you may play it at once. You never have to play.

<b>Action cards</b>
<b>Draw 2</b>: your opponent draws two, unless they answer with a Draw 2 of their own, and so on: \
the first player who cannot answer draws the whole amount. <b>Skip</b>: you play again. \
<b>Reverse</b>: you may at once play every other card of that colour in your hand. <b>Wild</b>: \
you name the colour. <b>Wild Draw 4</b>: your opponent draws four and you go again, but they may \
challenge you: if you held a card of the colour in play, you draw four instead; if not, they draw \
six.

<b>UNO!</b>
Call UNO when you play your second-to-last card. If your opponent catches you first, you draw two.

<b>Scoring</b>
When a player runs out of cards, the other scores what they still hold: numbers at face value, \
Draw 2, Skip and Reverse 10, Wild 15, Wild Draw 4 20. The lower total wins the game."""

PICTURES = (
    ("R7", "red 7"),
    ("GSKIP", "Skip: go again"),
    ("BREV", "Reverse"),
    ("Y+2", "Draw 2"),
    ("W", "Wild"),
    ("W+4", "Wild Draw 4"),
)


def _painter(app: App) -> UnoCardPainter:
    """The painter of UNO cards, with the colour-blind shapes while the setting is on."""
    return UnoCardPainter(app.font, lambda: app.settings.colour_blind_symbols)


GUIDE = Guide(PAGE, PICTURES, _painter)
