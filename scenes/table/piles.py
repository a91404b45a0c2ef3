"""The piles of the card tables (ONO 99, UNO Duo): the face-down draw pile that cards come from
and are riffled on, and the discard pile whose last few cards lie a little askew on the
`draw_pile` and `discard_pile` anchors. A pile holds its table weakly (the table holds the pile),
so a table that is gone is freed at once."""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import proxy

import pygame

from game.core.events import Event
from game.core.messages import N_, Message
from scenes.sprites import CardSprite
from scenes.table.widgets import caption_under
from scenes.theme import MUTED

if TYPE_CHECKING:
    from scenes.table.base import TableScene

DISCARDS_SHOWN = 6
"""How many cards of the discard pile are kept as sprites (the ones that can show)."""


class DrawPile:
    """The draw pile: how many cards it holds, drawn as a stack of backs one layer per
    `per_layer` cards (at most `most_layers`) with "N to draw" under it, `caption_gap` design
    pixels below the anchor. `lift` raises it (pixels), e.g. while a pile slides under it."""

    def __init__(
        self, table: TableScene, per_layer: int, most_layers: int, caption_gap: float
    ) -> None:
        self.table = proxy(table)
        self.per_layer = per_layer
        self.most_layers = most_layers
        self.caption_gap = caption_gap
        self.count = 0
        self.lift = 0.0

    def centre(self) -> tuple[float, float]:
        """Where the top card of the pile lies."""
        rect = self.table.rects["draw_pile"]
        return rect.centerx, rect.centery - self.lift

    def take(self, code: str | None) -> CardSprite:
        """The top card, as a sprite at the pile (`code` None: a card the viewer may not see)."""
        sprite = CardSprite(code, size="pile")
        sprite.pos = self.centre()
        self.count = max(0, self.count - 1)
        return sprite

    def draw(self, surface: pygame.Surface) -> None:
        """The stack of backs (an outline when empty) and its caption."""
        table = self.table
        rect = table.rects["draw_pile"]
        size = table.card_sizes["pile"]
        if self.count:
            x, y = self.centre()
            back = table.painter.surface(None, size)
            layers = min(self.most_layers, (self.count + self.per_layer - 1) // self.per_layer)
            for layer in range(layers, 0, -1):
                offset = layer * table.px(2)
                surface.blit(back, back.get_rect(center=(round(x - offset), round(y - offset))))
        else:
            outline = pygame.Rect((0, 0), size)
            outline.center = rect.center
            pygame.draw.rect(surface, MUTED, outline, table.px(2), border_radius=table.px(8))
        caption = Message(N_("{count} to draw"), {"count": self.count})
        caption_under(table, surface, caption, rect, self.caption_gap)

    def riffle(self, times: int, delay: float = 0.0) -> float:
        """Cards split from the pile to both sides and come back together, `times` over; returns
        how long it takes."""
        table = self.table
        centre = self.centre()
        reach = table.card_sizes["pile"][0] * 0.7
        for index in range(6):
            sprite = CardSprite(None, size="pile")
            sprite.pos = centre
            side = -1 if index % 2 else 1
            out = (centre[0] + side * reach, centre[1] - index * table.px(2))
            table.flying.append(sprite)
            table.tweens.after(
                delay + index * 0.02, lambda s=sprite, o=out: self._split(s, centre, o, times)
            )
        return delay + times * 0.3 + 0.1

    def _split(
        self, sprite: CardSprite, centre: tuple[float, float], out: tuple[float, float], times: int
    ) -> None:
        """One card of a riffle goes out to `out` and back (each leg chained to the one before,
        so no tween replaces another), `times` over, then vanishes."""
        tweens = self.table.tweens
        if times <= 0:
            self.table.flying.remove(sprite)
            return

        def again() -> None:
            self._split(sprite, centre, out, times - 1)

        def back() -> None:
            tweens.animate(sprite, 0.14, "easeInQuad", again, pos=centre)

        tweens.animate(sprite, 0.14, "easeOutQuad", back, pos=out)


class DiscardPile:
    """The discard pile: how many cards it holds and its top `DISCARDS_SHOWN` as sprites, each
    a little askew at a spot fixed by its number in the pile."""

    def __init__(self, table: TableScene, draw_pile: DrawPile) -> None:
        self.table = proxy(table)
        self.draw_pile = draw_pile
        self.sprites: list[CardSprite] = []
        self.count = 0

    @property
    def top(self) -> str | None:
        """The code of the top card, or None when the pile is empty."""
        return self.sprites[-1].code if self.sprites else None

    def spot(self, number: int) -> tuple[float, float, float]:
        """Where the `number`th card of the pile lies (x, y) and its slight turn."""
        rect = self.table.rects["discard_pile"]
        scale = self.table.scale
        jitter = ((number * 37) % 11 - 5) * 3
        x = rect.centerx + jitter * 0.6 * scale
        y = rect.centery + ((number * 13) % 7 - 3) * scale
        return x, y, float(jitter)

    def add(self, sprite: CardSprite, seconds: float) -> None:
        """A card flies onto the pile, turning face up on the way, and settles there."""
        self.count += 1
        x, y, angle = self.spot(self.count)
        if not sprite.face_up:
            self.table.turn_over(sprite, seconds * 0.2, seconds * 0.5)
        sprite.size = "pile"
        self.table.tweens.animate(sprite, seconds, "easeOutCubic", pos=(x, y), angle=angle)
        self.sprites.append(sprite)
        del self.sprites[:-DISCARDS_SHOWN]

    def set(self, codes: list[str]) -> None:
        """Lay the pile out as `codes` (bottom first), without animation."""
        self.count = len(codes)
        self.sprites = [CardSprite(code, face_up=True, size="pile") for code in codes]
        del self.sprites[:-DISCARDS_SHOWN]
        self.lay_out()

    def lay_out(self) -> None:
        """Put the shown cards at their spots (after a resize)."""
        first = self.count - len(self.sprites)
        for index, sprite in enumerate(self.sprites):
            x, y, angle = self.spot(first + index + 1)
            sprite.pos, sprite.angle = (x, y), angle

    def clear(self) -> list[CardSprite]:
        """Empty the pile (a new round); returns the sprites that lay on it."""
        gathered, self.sprites, self.count = self.sprites, [], 0
        return gathered

    def on_reshuffled(self, event: Event) -> float:
        """All but the top card go back face down into a new draw pile of `event["cards"]`
        cards, which is riffled; returns how long that takes (the narrator says it)."""
        table = self.table
        top = self.sprites[-1]
        for sprite in self.sprites[:-1]:
            sprite.face_up = False
            table.fly_away(sprite, self.draw_pile.centre(), 0.35)
        self.sprites = [top]
        self.count = 1
        self.draw_pile.count = event["cards"]
        table.sounds.play("reshuffle")
        return 0.4 + self.draw_pile.riffle(1, delay=0.35)
