"""What the parts of a table may use of the table they are part of, declared: `TableHost` for
the input (`input.py`), the shared drawing helpers (`widgets.py`) and every game's panels;
`MoonHost` and `UnoDuoHost` add what one game's panels read of its table's figures.

A part is typed against its host, never against `TableScene` itself, so what it relies on is
written down here and mypy checks that the table provides it. Runtime never sees these classes:
a mixin takes its host as its base for the type checker only (under `TYPE_CHECKING`; `object`
when the app runs), so the table's method order is what it always was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar, Protocol

import pygame

if TYPE_CHECKING:
    from game.core.actions import Action
    from game.core.events import Event
    from game.core.messages import Message
    from game.core.seats import Viewer
    from game.match import LiveControls, TableSurface
    from scenes.app import App
    from scenes.cards import CachedPainter
    from scenes.dominoes import DominoPainter
    from scenes.sound import Sounds
    from scenes.sprites import CardSprite
    from scenes.table.assist import Assistant
    from scenes.table.base import Target, Words
    from scenes.table.moon_prompts import Button as MoonButton
    from scenes.table.piles import DiscardPile, DrawPile
    from scenes.table.spec import TableSpec
    from scenes.table.tutor import Tutor
    from scenes.table.uno_duo import Bubble
    from scenes.uno_cards import UnoCardPainter

Colour = tuple[int, int, int]


class TableHost(Protocol):
    """What a table gives its parts: the match it reads, the hands and their places, the
    window's geometry, and text drawn in the language of the day."""

    spec: ClassVar[TableSpec]
    app: App
    match: TableSurface
    assist: Assistant
    tutor: Tutor | None
    painter: CachedPainter
    sounds: Sounds
    scale: float
    watching: bool
    hands: list[list[CardSprite]]
    reasons: list[Message | None]
    selected: int | None
    rects: dict[str, pygame.Rect]
    card_sizes: dict[str, tuple[int, int]]

    @property
    def viewer(self) -> Viewer: ...
    @property
    def bottom(self) -> int: ...
    @property
    def busy(self) -> bool: ...

    def live(self) -> LiveControls: ...

    # Whose decision it is and what the viewer may choose
    def viewer_decides(self) -> bool: ...
    def shows_faces(self, seat: int) -> bool: ...
    def card_action(self, code: str) -> Action: ...
    def targets(self) -> Sequence[Target]: ...
    def handle(self, event: pygame.event.Event) -> bool: ...

    # Places
    def px(self, value: float) -> int: ...
    def position_of(self, seat: int) -> int: ...
    def seat_rect(self, seat: int) -> pygame.Rect: ...
    def plate_rect(self, seat: int) -> pygame.Rect: ...
    def hand_slots(self, seat: int, count: int) -> list[tuple[float, float, float]]: ...
    def lay_out_hand(self, seat: int, seconds: float = 0.25) -> None: ...
    def show_selection(self) -> None: ...

    # Words and drawing
    def seat_name(self, seat: int) -> str: ...
    def who(self, seat: int) -> Message: ...
    def turn_frame(self, seat: int) -> Colour | None: ...
    def words(self, words: Words) -> str: ...
    def line_words(self, words: Words) -> str: ...
    def say(self, words: Words) -> None: ...
    def text(
        self, words: Words, size: float, colour: Colour = ..., bold: bool = False
    ) -> pygame.Surface: ...
    def fitted(
        self, words: Words, size: float, colour: Colour, width: int, bold: bool = False
    ) -> pygame.Surface: ...
    def shape(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface: ...
    def badge(
        self, surface: pygame.Surface, words: Words, fill: Colour, ink: Colour,
        topright: tuple[int, int],
    ) -> None: ...  # fmt: skip
    def badge_rect(self, words: Words, topright: tuple[int, int]) -> pygame.Rect: ...
    def highlight(
        self, surface: pygame.Surface, rect: pygame.Rect, colour: Colour = ...
    ) -> None: ...


class MoonHost(TableHost, Protocol):
    """What Moon's panels read of its table: the bidding, the contract, the trick and the
    hand's result."""

    options: dict
    widow: CardSprite | None
    laid_away: CardSprite | None
    trick: list[tuple[int, CardSprite]]
    won: list[list[CardSprite]]
    marked: CardSprite | None
    leading: CardSprite | None
    new_tile: CardSprite | None
    bids: list[int | str | None]
    bidder: int | None
    bid: int | None
    trump: str | None
    tricks_won: list[int]
    scores: list[int]
    hand_number: int
    first_bidder: int
    history: list[Event]
    result: Event | None

    @property
    def tiles(self) -> DominoPainter: ...

    def targets(self) -> Sequence[MoonButton]: ...
    def phase(self) -> str: ...
    def playable(self) -> list[CardSprite]: ...


class UnoDuoHost(TableHost, Protocol):
    """What UNO Duo's panels read of its table: the piles and the draft, the colour and the
    volley, the cut, the count of a round's points and the words called out."""

    target: int
    draw_pile: DrawPile
    discard_pile: DiscardPile
    draft: list[CardSprite]
    draft_count: int
    draft_under: bool
    cut_cards: list[CardSprite]
    cut_winner: int | None
    colour: str | None
    colour_pulse: float
    volley: int
    volley_pop: float
    scores: list[int]
    history: list[list[int]]
    round: int
    player1: int
    counting: int | None
    count_points: int
    called_on_one: list[bool]
    bubbles: list[Bubble]
    curtain: int | None

    @property
    def cards(self) -> UnoCardPainter: ...

    def cut_spot(self, seat: int) -> tuple[float, float]: ...
