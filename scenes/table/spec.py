"""What sets one game's table apart, as data: its layout maps, its card or tile sizes, the painter
of its pieces, its how-to-play page and a few numbers. Each table class carries one `TableSpec`
as `spec`; the table base, the how-to-play screen and the menu read it, and nothing overrides
the base's internals to get the same effect."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.cards import CachedPainter

Size = tuple[int, int]

CARD_SIZES: Mapping[str, Size] = {"hand": (92, 138), "pile": (80, 120), "seat": (46, 69)}
"""The card games' sizes at the 1280×720 design size: the hand at the bottom, the piles, the
other seats' hands."""


@dataclass(frozen=True)
class Guide:
    """A game's how-to-play page: the rules in short (pygame_gui's small HTML, bold only) and
    six pieces shown beside them with a caption each, at `picture_size` design pixels."""

    page: str
    pictures: tuple[tuple[str, str], ...]
    picture_size: Size = (80, 118)


@dataclass(frozen=True)
class TableSpec:
    """One game's table as data.

    `game` names the layout maps (`assets/tables/<game>-<players>.tmx`). `piece_sizes` are the
    sizes of the pieces at the 1280×720 design size by name: at least `hand` (the hand at the
    bottom of the screen) and `seat` (the other hands). `painter` makes the painter of the
    game's pieces for an app. `plate_gap` is the design-pixel gap between another seat's cards and
    its name plate; `celebration` how long the winner's banner holds before the scores; with
    `turn_note_while_busy` the message line names the seat to move while a move animates (else
    it stays empty then).
    """

    game: str
    piece_sizes: Mapping[str, Size]
    painter: Callable[[App], CachedPainter]
    guide: Guide
    plate_gap: int = 10
    celebration: float = 2.4
    turn_note_while_busy: bool = True
