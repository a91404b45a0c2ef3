"""Each game's guide: its how-to-play page, the pieces shown beside it, and the painter of its
cards or tiles. Found by the game's name in the one list of the games (`game.games`):
`scenes/guides/<game>.py` exports `GUIDE`. The menu and the how-to-play screen read guides only,
so they need no table; each table takes its painter from its game's guide."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.games import GAME_NAMES, load_piece
from game.words import Words

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.cards import CachedPainter

Size = tuple[int, int]


@dataclass(frozen=True)
class Guide:
    """A game's how-to-play page: the rules in short as (heading, paragraph) message ids (the
    paragraphs in pygame_gui's small HTML, bold only), six pieces shown beside them with a
    caption id each at `picture_size` design pixels, and `painter`, which makes the painter of
    the game's pieces for an app."""

    page: tuple[tuple[str, str], ...]
    pictures: tuple[tuple[str, str], ...]
    painter: Callable[[App], CachedPainter]
    picture_size: Size = (80, 118)

    def html(self, words: Words) -> str:
        """The page in `words`' language as text-box HTML."""
        return "<br><br>".join(
            f"<b>{words.gettext(heading)}</b><br>{words.gettext(paragraph)}"
            for heading, paragraph in self.page
        )


def find_guide(game: str) -> Guide:
    """The guide of the game called `game`."""
    guide: Guide = load_piece(game, "guide")
    return guide


def game_painters(app: App) -> dict[str, CachedPainter]:
    """A painter of each game's cards or tiles, by game name."""
    return {game: find_guide(game).painter(app) for game in GAME_NAMES}
