"""How to play Three-Player Moon: the rules told briefly for players, written from the project's
rules page (which stays the authority), and the tiles shown beside them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.messages import N_
from scenes.dominoes import DominoPainter
from scenes.guides import Guide

if TYPE_CHECKING:
    from scenes.app import App

PAGE = (
    (
        # TRANSLATORS: a how-to-play page, a heading and its paragraph at a time; keep <b>…</b>
        # round the words in bold, and the rules' numbers.
        N_("Aim"),
        N_(
            "A trick-taking game with dominoes for exactly three players: be the first to 21 "
            "points, "
            "ahead of both others."
        ),
    ),
    (
        N_("The tiles"),
        N_(
            "22 tiles: a double-six set without the blanks, except the double-blank. Each player "
            "gets seven; one tile, the <b>widow</b>, stays face down."
        ),
    ),
    (
        N_("Bidding"),
        N_(
            "Each player has one chance to pass or to bid how many of the seven tricks they will "
            "win: 4, 5, 6 or 7, or 21 to <b>shoot the moon</b> and win them all. Each bid must "
            "beat "
            "the one before. The highest bidder takes the widow, lays one tile away and names "
            "trumps: a number, the doubles, or no trumps."
        ),
    ),
    (
        N_("Suits"),
        N_(
            "A tile belongs to the suits of both its numbers; a double only to its own. Within a "
            "suit the double is highest, then the tiles by their other number. Every tile carrying "
            "the trump number is a trump."
        ),
    ),
    (
        N_("Playing a trick"),
        N_(
            "The bidder leads first. If a trump is led, play a trump if you can. Otherwise the led "
            "tile's higher number is the suit: follow it if you can, or play anything. The highest "
            "trump wins the trick, or else the highest tile of the suit led. The winner leads next."
        ),
    ),
    (
        N_("Scoring"),
        N_(
            "A bidder who makes the bid scores it; one who fails loses it. The others score one "
            "point per trick. Shooting the moon successfully wins the game at once."
        ),
    ),
)

PICTURES = (
    # TRANSLATORS: captions under the pictures of the pieces; at most about 18 characters.
    ("6-6", N_("top of suit 6")),
    ("6-4", N_("suits 6 and 4")),
    ("5-2", N_("suits 5 and 2")),
    ("0-0", N_("the only blank")),
    ("3-3", N_("top of suit 3")),
    ("2-1", N_("suits 2 and 1")),
)


def _painter(app: App) -> DominoPainter:
    """The painter of the tiles."""
    return DominoPainter()


# Upright tiles as tall as the other games' cards.
GUIDE = Guide(PAGE, PICTURES, _painter, (59, 118))
