"""Drawing the Moon table around the tiles: the seat plates with each bid and the tricks won, the
contract (the bid, trumps, the target), the score history, the widow's place, the buttons, the
glow under playable tiles, the trick's winning tile and each hand's result.

`MoonPanels` is mixed into `MoonTable`; it only reads the table's figures and draws them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.messages import N_, NP_, Message
from game.narration.moon import trump_words
from game.rules.moon_tiles import INDEX, LEAD, TRUMP_LED, TRUMP_NAMES
from scenes.fonts import wrap_text
from scenes.table.moon_prompts import Button, bid_words
from scenes.table.widgets import (
    INK,
    Badge,
    Cell,
    ScoreSheet,
    SeatPlate,
    draw_score_sheet,
    panel,
)
from scenes.theme import BUTTON, BUTTON_HOVER, CREAM, DISABLED, GOLD, MUTED

if TYPE_CHECKING:
    from game.core.events import Event
    from scenes.table.host import MoonHost as _Host
else:
    _Host = object

GLOW = (236, 200, 96)
SET = (235, 96, 80)
RESULT_FILL = (8, 40, 27, 235)


class MoonPanels(_Host):
    """Drawing methods of the Moon table (mixed into `MoonTable`)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Everything but the plates and the tiles: panels, the widow's place, glows, buttons."""
        self._draw_contract(surface)
        draw_score_sheet(self, surface, self.rects["scores"], self._score_sheet())
        self._draw_widow_place(surface)
        for sprite in self.playable():
            rect = sprite.hit_rect(self.card_sizes).inflate(self.px(10), self.px(10))
            pygame.draw.rect(surface, GLOW, rect, self.px(3), border_radius=self.px(10))
        for seat in range(3):
            self._draw_pile_caption(surface, seat)
        stops = len(self.hands[self.bottom])
        for index, target in enumerate(self.targets()):
            self._draw_button(surface, target, self.selected == stops + index)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """Over the tiles: the widow just picked up, the trick's winning and leading tiles,
        the hand's result."""
        if self.new_tile is not None and self.new_tile in self.playable():
            rect = self.new_tile.hit_rect(self.card_sizes)
            corner = (rect.right + self.px(6), rect.top - self.px(16))
            self.badge(surface, Message(N_("WIDOW")), GOLD, INK, corner)
        if self.marked is not None:
            rect = self.marked.hit_rect(self.card_sizes).inflate(self.px(10), self.px(10))
            pygame.draw.rect(surface, GOLD, rect, self.px(4), border_radius=self.px(10))
            tag = self.text(Message(N_("WINS")), 13, INK, bold=True)
            box = tag.get_rect().inflate(self.px(10), self.px(4))
            box.midtop = (rect.centerx, rect.bottom - self.px(2))
            pygame.draw.rect(surface, GOLD, box, border_radius=self.px(6))
            surface.blit(tag, tag.get_rect(center=box.center))
        if self.leading is not None:
            rect = self.leading.hit_rect(self.card_sizes)
            # TRANSLATORS: a tag on the tile that led the trick.
            tag = self.text(Message(N_("LED")), 12, INK, bold=True)
            box = tag.get_rect().inflate(self.px(10), self.px(2))
            box.midbottom = (rect.centerx, rect.top - self.px(3))
            pygame.draw.rect(surface, MUTED, box, border_radius=self.px(6))
            surface.blit(tag, tag.get_rect(center=box.center))
        if self.result is not None:
            self._draw_result(surface, self.result)

    # Seats ----------------------------------------------------------------------------------------

    def seat_plate(self, seat: int) -> SeatPlate:
        """Name, who plays and the points; the tricks once trumps are named; the bid as a badge
        ("BIDS FIRST" before the first bid); framed while the seat decides."""
        score = self.scores[seat]
        bidder = seat == self.bidder
        badge = None
        bid = bid_words(self.bids[seat])
        if bid is not None:
            badge = Badge(bid, GOLD if bidder else MUTED)
        elif seat == self.first_bidder and self.widow is not None:
            badge = Badge(Message(N_("BIDS FIRST")), CREAM)
        points = Message.counted(NP_("{count} point", "{count} points"), {"count": score})
        return SeatPlate(
            f"{self.words(self.who(seat))} · {self.words(points)}",
            extra=self._tricks_line(seat),
            extra_colour=GOLD if bidder else CREAM,
            badge=badge,
            frame=None if self.busy else self.turn_frame(seat),
        )

    def _tricks_line(self, seat: int) -> Message | str:
        """'Tricks: 2 of 5' for the bidder once the bidding is over, 'Tricks: 1' for the others."""
        if self.trump is None:
            return ""
        won = self.tricks_won[seat]
        if seat == self.bidder:
            needed = 7 if self.bid == 21 else self.bid
            return Message(N_("Tricks: {won} of {needed}"), {"won": won, "needed": needed})
        return Message(N_("Tricks: {won}"), {"won": won})

    # The contract and the scores ------------------------------------------------------------------

    def _draw_contract(self, surface: pygame.Surface) -> None:
        rect = self.rects["contract"]
        panel(self, surface, rect, edge=True)
        x, y = rect.left + self.px(12), rect.top + self.px(10)
        self._width = rect.right - self.px(12) - x
        # TRANSLATORS: the panel of the deal in play: its number (thrown-in deals count too).
        deal = Message(N_("DEAL {number}"), {"number": max(1, self.hand_number)})
        y = self._line(surface, deal, 16, GOLD, (x, y), bold=True)
        y += self.px(6)
        y = self._line(surface, Message(N_("Bid")), 14, MUTED, (x, y))
        if self.bidder is None:
            words = Message(N_("bidding…")) if self.widow is not None else "—"
        else:
            fields = {"player": self.seat_name(self.bidder), "bid": self.bid}
            if self.bid == 21:
                words = Message(N_("{player}: {bid}  (the moon: all 7)"), fields)
            else:
                words = Message(N_("{player}: {bid}"), fields)
        y = self._line(surface, words, 18, CREAM, (x, y), bold=True)
        y += self.px(6)
        y = self._line(surface, Message(N_("Trumps")), 14, MUTED, (x, y))
        y = self._draw_trump(surface, (x, y))
        target = {"target": self.options["target"]}
        footer = [
            Message(N_("Game to {target} points."), target),
            Message(N_("A tie at the top plays on.")),
        ]
        bottom = rect.bottom - self.px(10)
        for words in reversed(footer):  # wrapped, not shrunk: the panel has the room
            shown = self.line_words(words)
            font = self.app.font(self.px(14), False, shown)
            for row in reversed(wrap_text(font, shown, self._width)):
                image = self.text(row, 14, MUTED)
                bottom -= image.get_height()
                surface.blit(image, (x, bottom))

    def _draw_trump(self, surface: pygame.Surface, topleft: tuple[int, int]) -> int:
        x, y = topleft
        if self.trump is None:
            return self._line(surface, Message(N_("not named yet")), 18, MUTED, (x, y))
        side = self.px(34)
        if self.trump.isdigit():
            surface.blit(self.tiles.half(int(self.trump), side), (x, y))
            x += side + self.px(8)
        elif self.trump == "doubles":
            for number in (6, 6):
                surface.blit(self.tiles.half(number, side), (x, y))
                x += side
            x += self.px(8)
        named = self.words(trump_words(self.trump))
        room = self._width - (x - topleft[0])
        image = self.fitted(named[:1].upper() + named[1:], 24, GOLD, room, bold=True)
        surface.blit(image, image.get_rect(midleft=(x, y + side // 2)))
        return y + side + self.px(4)

    def _score_sheet(self) -> ScoreSheet:
        """The points of each hand (the bidder's gold if made, red if set) and the totals."""
        words = self.app.words
        rows = []
        for number, event in enumerate(self.history, start=1):
            cells = [Cell(words.signed(points)) for points in event["points"]]
            bidder = event["bidder"]
            cells[bidder] = Cell(cells[bidder].words, GOLD if event["made"] else SET)
            rows.append((words.number(number), tuple(cells)))
        totals = tuple(Cell(words.number(score)) for score in self.scores)
        names = tuple(self.seat_name(seat) for seat in range(3))
        title = Message(N_("SCORES"))
        return ScoreSheet(title, names, tuple(rows), totals, (0.45, 0.7, 0.93))

    def _line(self, surface, words, size, colour, topleft, bold=False) -> int:
        image = self.fitted(words, size, colour, self._width, bold)
        surface.blit(image, topleft)
        return topleft[1] + image.get_height()

    def _draw_pile_caption(self, surface: pygame.Surface, seat: int) -> None:
        won = self.tricks_won[seat]
        if not self.won[seat]:
            return
        rect = self.rects[f"pile{self.position_of(seat)}"]
        tricks = NP_("{player}: {count} trick", "{player}: {count} tricks")
        words = Message.counted(tricks, {"player": self.seat_name(seat), "count": won})
        image = self.fitted(words, 13, MUTED, rect.width)
        surface.blit(image, (rect.left, rect.top))

    def _draw_widow_place(self, surface: pygame.Surface) -> None:
        rect = self.rects["widow"]
        if self.widow is not None:
            words: Message | str = Message(N_("the widow"))
        elif self.laid_away is not None and self.bidder is not None:
            laid = {"player": self.seat_name(self.bidder)}
            words = Message(N_("laid away by {player}"), laid)
        else:
            return
        image = self.fitted(words, 14, MUTED, rect.width + self.px(60))
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.bottom - self.px(14))))

    # Buttons --------------------------------------------------------------------------------------

    def _draw_button(self, surface: pygame.Surface, button: Button, chosen: bool) -> None:
        rect = button.rect
        hover = button.enabled and rect.collidepoint(pygame.mouse.get_pos())
        fill = (BUTTON_HOVER if hover else BUTTON) if button.enabled else DISABLED
        pygame.draw.rect(surface, fill, rect, border_radius=self.px(10))
        edge = GOLD if chosen else (CREAM if button.enabled else MUTED)
        pygame.draw.rect(surface, edge, rect, self.px(3 if chosen else 2), self.px(10))
        ink = CREAM if button.enabled else MUTED
        if button.number is not None:
            label = self.text(self.app.words.number(button.number), 20, ink, bold=True)
        else:
            room = rect.width - self.px(20)
            label = self.fitted(button.label, 16, ink, room, bold=True)
        if button.pips is not None:
            side = min(rect.height - self.px(18), rect.width // 2)
            icon = self.tiles.half(button.pips, side)
            width = side + self.px(6) + label.get_width()
            left = rect.centerx - width // 2
            surface.blit(icon, icon.get_rect(midleft=(left, rect.centery)))
            surface.blit(label, label.get_rect(midright=(left + width, rect.centery)))
        else:
            surface.blit(label, label.get_rect(center=rect.center))
        hint = self.text(button.hint, 11, MUTED)
        surface.blit(hint, hint.get_rect(topright=(rect.right - self.px(6), rect.top + self.px(3))))

    def prompt_words(self) -> Message:
        """The message line while the viewer decides: what to do and with which keys."""
        phase = self.phase()
        if phase == "bidding":
            if self.bidder is None:
                return Message(
                    N_(
                        "Your bid: pass, 4–7 tricks, or 21 to shoot the moon: all 7 (keys P, "
                        "4–7, M)."
                    )
                )
            fields = {"bid": self.bid, "player": self.seat_name(self.bidder)}
            return Message(
                N_(
                    "Your bid: pass, 4–7 tricks, or 21 to shoot the moon: all 7 (keys P, 4–7, "
                    "M). Highest: {bid} ({player})."
                ),
                fields,
            )
        if phase == "discard":
            return Message(N_("Lay one tile away, face down: click it (or arrows and Enter)."))
        if phase == "trump":
            return Message(N_("Name trumps: click a button, or press 0–6, D or N."))
        if not self.trick:
            return Message(N_("Your lead: play any tile."))
        lead = self.trick[0][1].code
        assert lead is not None, "a trick's tiles lie face up"
        led = LEAD[TRUMP_NAMES.index(self.trump)][INDEX[lead]]
        if led == TRUMP_LED:
            return Message(N_("Your turn: play a trump if you can (highlighted tiles)."))
        # TRANSLATORS: {number} is the suit led, e.g. "follow 6s".
        follow = N_("Your turn: follow {number}s if you can (highlighted tiles).")
        return Message(follow, {"number": int(led)})

    # The hand's result and the winner -------------------------------------------------------------

    def _draw_result(self, surface: pygame.Surface, event: Event) -> None:
        bidder, bid = event["bidder"], event["bid"]
        words = self.app.words
        fields = {"player": self.seat_name(bidder), "bid": bid}
        if event["made"]:
            head = Message(N_("{player} bid {bid} and made it: +{bid}"), fields), GOLD
        else:
            head = Message(N_("{player} bid {bid} and was set: -{bid}"), fields), SET
        names = [self.seat_name(seat) for seat in range(3)]
        tricks = [f"{names[seat]} {words.number(event['tricks_won'][seat])}" for seat in range(3)]
        points = event["points"]
        others = [
            f"{names[seat]} {words.signed(points[seat])}" for seat in range(3) if seat != bidder
        ]
        totals = [f"{names[seat]} {words.number(event['scores'][seat])}" for seat in range(3)]

        def listed(message_id: str, parts: list[str]) -> Message:
            return Message(message_id, {"list": " · ".join(parts)})

        lines = [
            (head[0], 24, head[1], True),
            # TRANSLATORS: {list} is each player's name and number, "Ada 3 · Bram 2 · Cleo 2".
            (listed(N_("Tricks: {list}"), tricks), 17, CREAM, False),
            (listed(N_("One point a trick: {list}"), others), 17, CREAM, False),
            (listed(N_("Scores: {list}"), totals), 17, MUTED, False),
        ]
        top = max(event["scores"])
        if top >= self.options["target"] and event["scores"].count(top) > 1:
            tied = Message(N_("Tied at the top with {score}: play goes on."), {"score": top})
            lines.append((tied, 17, GOLD, True))
        room = round(surface.get_width() * 0.9)
        images = [self.fitted(text, size, ink, room, bold) for text, size, ink, bold in lines]
        gap = self.px(12)
        height = sum(image.get_height() for image in images) + gap * (len(images) + 1)
        width = max(image.get_width() for image in images) + 2 * self.px(28)
        rect = pygame.Rect(0, 0, max(width, self.rects["banner"].width), height)
        rect.center = self.rects["banner"].center
        panel(self, surface, rect, RESULT_FILL, 16)
        pygame.draw.rect(surface, GOLD, rect, self.px(3), border_radius=self.px(16))
        y = rect.top + gap
        for image in images:
            surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            y += image.get_height() + gap
