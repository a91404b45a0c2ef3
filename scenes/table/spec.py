"""What sets one game's table apart, as data: its layout maps, its card or tile sizes, its guide
(with the painter of its pieces) and a few numbers. Each table class carries one `TableSpec` as
`spec`; the table base reads it, and nothing overrides the base's internals to get the same
effect."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.core.messages import N_
from game.narration import Narrator
from scenes.guides import Guide, Size

CARD_SIZES: Mapping[str, Size] = {"hand": (92, 138), "pile": (80, 120), "seat": (46, 69)}
"""The card games' sizes at the 1280×720 design size: the hand at the bottom, the piles, the
other seats' hands."""


@dataclass(frozen=True)
class TableSpec:
    """One game's table as data.

    `game` names the layout maps (`assets/tables/<game>-<players>.tmx`). `piece_sizes` are the
    sizes of the pieces at the 1280×720 design size by name: at least `hand` (the hand at the
    bottom of the screen) and `seat` (the other hands). `guide` holds the painter of the game's
    pieces, `narrator` the game's events in words. `plate_gap` is the design-pixel gap between
    another seat's cards and its name plate; `celebration` how long the winner's banner holds
    before the scores; with `turn_note_while_busy` the message line names the seat to move while
    a move animates (else it stays empty then). `outlook` says what the coach's estimates are
    where they are not chances of winning (the round's or the deal's prospects); `inaccuracy` is
    how much of them a move must give away for the coach to note it (Lichess's 0.1 where they are
    chances of winning, scaled where they move less in one move).
    """

    game: str
    piece_sizes: Mapping[str, Size]
    guide: Guide
    narrator: Narrator
    plate_gap: int = 10
    celebration: float = 2.4
    turn_note_while_busy: bool = True
    # TRANSLATORS: over the hint's estimates when they are not chances of winning the game.
    outlook: str = N_("How the round looks after each move, out of 100")
    inaccuracy: float = 0.1
