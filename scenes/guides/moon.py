"""How to play Three-Player Moon: the rules told briefly for players, written from the project's
rules page (which stays the authority), and the tiles shown beside them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.dominoes import DominoPainter
from scenes.guides import Guide

if TYPE_CHECKING:
    from scenes.app import App

PAGE = """<b>Aim</b>
A trick-taking game with dominoes for exactly three players: be the first to 21 points, ahead of \
both others.

<b>The tiles</b>
22 tiles: a double-six set without the blanks, except the double-blank. Each player gets seven; \
one tile, the <b>widow</b>, stays face down.

<b>Bidding</b>
Each player has one chance to pass or to bid how many of the seven tricks they will win: 4, 5, 6 \
or 7, or 21 to <b>shoot the moon</b> and win them all. Each bid must beat the one before. The \
highest bidder takes the widow, lays one tile away and names trumps: a number, the doubles, or no \
trumps.

<b>Suits</b>
A tile belongs to the suits of both its numbers; a double only to its own. Within a suit the \
double is highest, then the tiles by their other number. Every tile carrying the trump number is \
a trump.

<b>Playing a trick</b>
The bidder leads first. If a trump is led, play a trump if you can. Otherwise the led tile's \
higher number is the suit: follow it if you can, or play anything. The highest trump wins the \
trick, or else the highest tile of the suit led. The winner leads next.

<b>Scoring</b>
A bidder who makes the bid scores it; one who fails loses it. The others score one point per \
trick. Shooting the moon successfully wins the game at once."""

PICTURES = (
    ("6-6", "top of suit 6"),
    ("6-4", "suits 6 and 4"),
    ("5-2", "suits 5 and 2"),
    ("0-0", "the only blank"),
    ("3-3", "top of suit 3"),
    ("2-1", "suits 2 and 1"),
)


def _painter(app: App) -> DominoPainter:
    """The painter of the tiles."""
    return DominoPainter()


# Upright tiles as tall as the other games' cards.
GUIDE = Guide(PAGE, PICTURES, _painter, (59, 118))
