"""How to play UNO Duo: the rules told briefly for players, written from the project's rules
page (which stays the authority), and the pieces shown beside them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.messages import N_
from scenes.guides import Guide
from scenes.uno_cards import UnoCardPainter

if TYPE_CHECKING:
    from scenes.app import App

PAGE = (
    (
        # TRANSLATORS: a how-to-play page, a heading and its paragraph at a time; keep <b>…</b>
        # round the words in bold, and the rules' numbers.
        N_("Aim"),
        N_(
            "A game for two with an UNO deck: have the lower score when someone reaches the target "
            "(200 points)."
        ),
    ),
    (
        N_("The draft"),
        N_(
            "Instead of a deal, the players take turns drawing from the deck. Look at the card and "
            "keep it, or discard it and keep the next one instead. Each player drafts seven cards. "
            "Player 2 plays first."
        ),
    ),
    (
        N_("Your turn"),
        N_(
            "Play a card that matches the top of the discard pile in colour, number or symbol, or "
            "play a Wild. Or draw one card; if it can be played, you may play it at once. You "
            "never "
            "have to play."
        ),
    ),
    (
        N_("Action cards"),
        N_(
            "<b>Draw 2</b>: your opponent draws two, unless they answer with a Draw 2 of their "
            "own, "
            "and so on: the first player who cannot answer draws the whole amount. <b>Skip</b>: "
            "you "
            "play again. <b>Reverse</b>: you may at once play every other card of that colour in "
            "your hand. <b>Wild</b>: you name the colour. <b>Wild Draw 4</b>: your opponent draws "
            "four and you go again, but they may challenge you: if you held a card of the colour "
            "in "
            "play, you draw four instead; if not, they draw six."
        ),
    ),
    (
        N_("UNO!"),
        N_(
            "Call UNO when you play your second-to-last card. If your opponent catches you first, "
            "you draw two."
        ),
    ),
    (
        N_("Scoring"),
        N_(
            "When a player runs out of cards, the other scores what they still hold: numbers at "
            "face "
            "value, Draw 2, Skip and Reverse 10, Wild 15, Wild Draw 4 20. The lower total wins the "
            "game."
        ),
    ),
)

PICTURES = (
    # TRANSLATORS: captions under the pictures of the pieces; at most about 18 characters.
    ("R7", N_("red 7")),
    ("GSKIP", N_("Skip: go again")),
    ("BREV", N_("Reverse")),
    ("Y+2", N_("Draw 2")),
    ("W", N_("Wild")),
    ("W+4", N_("Wild Draw 4")),
)


def _painter(app: App) -> UnoCardPainter:
    """The painter of UNO cards, with the colour-blind shapes while the setting is on."""
    return UnoCardPainter(app.card_font, lambda: app.settings.colour_blind_symbols)


GUIDE = Guide(PAGE, PICTURES, _painter)
