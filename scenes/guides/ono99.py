"""How to play ONO 99: the rules told briefly for players, written from the project's rules
page (which stays the authority), and the pieces shown beside them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.messages import N_
from scenes.cards import CardPainter, ono99_face
from scenes.guides import Guide

if TYPE_CHECKING:
    from scenes.app import App

PAGE = (
    (
        # TRANSLATORS: a how-to-play page, a heading and its paragraph at a time; keep <b>…</b>
        # round the words in bold, and the rules' numbers.
        N_("Aim"),
        N_(
            "Be the last player still in the game. Every card played changes a running total that "
            "starts at 0, and nobody may make it reach 99."
        ),
    ),
    (
        N_("Your turn"),
        N_(
            "Play one card from your hand of four onto the pile; the total changes by its value. "
            "Then draw back up to four. A card may only be played if the total stays at 98 or "
            "below. "
            "If none of your cards can be played, you are out: your hand is laid open and you sit "
            "out the rest of the game."
        ),
    ),
    (
        N_("The cards"),
        N_(
            "Number cards add their number. <b>-10</b> takes ten off (never below 0 in the 2022 "
            "edition). <b>Reverse</b> turns the direction of play round (with only two players "
            "left "
            "it adds nothing). <b>Play 2</b> makes the next player play two cards in a row; they "
            "may "
            "instead pass the duty on with a Reverse or a Play 2 of their own. <b>ONO 99</b> can "
            "never be played: it only clogs your hand. With four of them you may throw all four "
            "away "
            "and draw four new cards."
        ),
    ),
    (
        N_("The 1980 edition"),
        N_(
            "A smaller deck with <b>Hold</b> (adds 0) and <b>Double Play</b>, which is answered "
            "with "
            "a Hold or a Reverse. The total may go below zero. Options let you play an ONO 99 when "
            "the total ends in 0, or race to draw your card in time (the <b>draw race</b>)."
        ),
    ),
    (
        N_("Deciding the game"),
        N_(
            "Normally the last player left wins. With <b>tokens</b> each player has three, losing "
            "one for each round they bust. With <b>points</b>, cards left in hand score against "
            "you "
            "when a round ends, and the target decides when the game is over."
        ),
    ),
)

PICTURES = (
    # TRANSLATORS: captions under the pictures of the pieces; at most about 18 characters.
    ("7", N_("adds 7")),
    ("-10", N_("takes 10 off")),
    ("REV", N_("turns play round")),
    ("PLAY2", N_("next plays two")),
    ("ONO99", N_("never playable")),
    ("10", N_("adds 10")),
)


def _painter(app: App) -> CardPainter:
    """The painter of ONO 99 cards."""
    return CardPainter(app.card_font, ono99_face)


GUIDE = Guide(PAGE, PICTURES, _painter)
