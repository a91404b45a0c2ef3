"""Drawing the Moon table around the tiles: the seat plates with each bid and the tricks won, the
contract (the bid, trumps, the target), the score history, the widow's place, the buttons, the
glow under playable tiles, the trick's winning tile and each hand's result.

`MoonPanels` is a part `MoonTable` holds; it only reads the table's figures (what `MoonHost`
declares) and draws them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.messages import N_, NP_, Message
from game.narration.moon import trump_words
from game.rules.moon_tiles import INDEX, LEAD, TRUMP_LED, TRUMP_NAMES
from scenes.fonts import wrap_text
from scenes.table.held import HeldByTable
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
    from scenes.table.host import MoonHost

GLOW = (236, 200, 96)
SET = (235, 96, 80)
RESULT_FILL = (8, 40, 27, 235)


class MoonPanels(HeldByTable["MoonHost"]):
    """The drawing of the Moon table around the tiles, a part the table holds; it reads the
    figures its host declares (`MoonHost`)."""

    def __init__(self, table: MoonHost) -> None:
        super().__init__(table)
        self._width = 0
        """The width of the contract panel's text, as it was last drawn."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Everything but the plates and the tiles: panels, the widow's place, glows, buttons."""
        table = self.table
        self._draw_contract(surface)
        draw_score_sheet(table, surface, table.rects["scores"], self._score_sheet())
        self._draw_widow_place(surface)
        for sprite in table.playable():
            rect = sprite.hit_rect(table.card_sizes).inflate(table.px(10), table.px(10))
            pygame.draw.rect(surface, GLOW, rect, table.px(3), border_radius=table.px(10))
        for seat in range(3):
            self._draw_pile_caption(surface, seat)
        stops = len(table.hands[table.bottom])
        for index, target in enumerate(table.targets()):
            self._draw_button(surface, target, table.selected == stops + index)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """Over the tiles: the widow just picked up, the trick's winning and leading tiles,
        the hand's result."""
        table = self.table
        if table.new_tile is not None and table.new_tile in table.playable():
            rect = table.new_tile.hit_rect(table.card_sizes)
            corner = (rect.right + table.px(6), rect.top - table.px(16))
            table.badge(surface, Message(N_("WIDOW")), GOLD, INK, corner)
        if table.marked is not None:
            rect = table.marked.hit_rect(table.card_sizes).inflate(table.px(10), table.px(10))
            pygame.draw.rect(surface, GOLD, rect, table.px(4), border_radius=table.px(10))
            tag = table.text(Message(N_("WINS")), 13, INK, bold=True)
            box = tag.get_rect().inflate(table.px(10), table.px(4))
            box.midtop = (rect.centerx, rect.bottom - table.px(2))
            pygame.draw.rect(surface, GOLD, box, border_radius=table.px(6))
            surface.blit(tag, tag.get_rect(center=box.center))
        if table.leading is not None:
            rect = table.leading.hit_rect(table.card_sizes)
            # TRANSLATORS: a tag on the tile that led the trick.
            tag = table.text(Message(N_("LED")), 12, INK, bold=True)
            box = tag.get_rect().inflate(table.px(10), table.px(2))
            box.midbottom = (rect.centerx, rect.top - table.px(3))
            pygame.draw.rect(surface, MUTED, box, border_radius=table.px(6))
            surface.blit(tag, tag.get_rect(center=box.center))
        if table.result is not None:
            self._draw_result(surface, table.result)

    # Seats ----------------------------------------------------------------------------------------

    def seat_plate(self, seat: int) -> SeatPlate:
        """Name, who plays and the points; the tricks once trumps are named; the bid as a badge
        ("BIDS FIRST" before the first bid); framed while the seat decides."""
        table = self.table
        score = table.scores[seat]
        bidder = seat == table.bidder
        badge = None
        bid = bid_words(table.bids[seat])
        if bid is not None:
            badge = Badge(bid, GOLD if bidder else MUTED)
        elif seat == table.first_bidder and table.widow is not None:
            badge = Badge(Message(N_("BIDS FIRST")), CREAM)
        points = Message.counted(NP_("{count} point", "{count} points"), {"count": score})
        return SeatPlate(
            f"{table.words(table.who(seat))} · {table.words(points)}",
            extra=self.tricks_line(seat),
            extra_colour=GOLD if bidder else CREAM,
            badge=badge,
            frame=None if table.busy else table.turn_frame(seat),
        )

    def tricks_line(self, seat: int) -> Message | str:
        """'Tricks: 2 of 5' for the bidder once the bidding is over, 'Tricks: 1' for the others."""
        table = self.table
        if table.trump is None:
            return ""
        won = table.tricks_won[seat]
        if seat == table.bidder:
            needed = 7 if table.bid == 21 else table.bid
            return Message(N_("Tricks: {won} of {needed}"), {"won": won, "needed": needed})
        return Message(N_("Tricks: {won}"), {"won": won})

    # The contract and the scores ------------------------------------------------------------------

    def _draw_contract(self, surface: pygame.Surface) -> None:
        table = self.table
        rect = table.rects["contract"]
        panel(table, surface, rect, edge=True)
        x, y = rect.left + table.px(12), rect.top + table.px(10)
        self._width = rect.right - table.px(12) - x
        # TRANSLATORS: the panel of the deal in play: its number (thrown-in deals count too).
        deal = Message(N_("DEAL {number}"), {"number": max(1, table.hand_number)})
        y = self._line(surface, deal, 16, GOLD, (x, y), bold=True)
        y += table.px(6)
        y = self._line(surface, Message(N_("Bid")), 14, MUTED, (x, y))
        if table.bidder is None:
            words = Message(N_("bidding…")) if table.widow is not None else "—"
        else:
            fields = {"player": table.seat_name(table.bidder), "bid": table.bid}
            if table.bid == 21:
                words = Message(N_("{player}: {bid}  (the moon: all 7)"), fields)
            else:
                words = Message(N_("{player}: {bid}"), fields)
        y = self._line(surface, words, 18, CREAM, (x, y), bold=True)
        y += table.px(6)
        y = self._line(surface, Message(N_("Trumps")), 14, MUTED, (x, y))
        y = self._draw_trump(surface, (x, y))
        # "Game to 1 point.": the panel's count of points, in the title of UNO Duo's scores,
        # made a sentence as a reason is (three texts already translated).
        points = Message.counted(
            NP_("{count} point", "{count} points"), {"count": table.options["target"]}
        )
        target = Message(N_("Game to {target}"), {"target": points})
        footer = [
            Message(N_("{reason}."), {"reason": target}),
            Message(N_("A tie at the top plays on.")),
        ]
        bottom = rect.bottom - table.px(10)
        for words in reversed(footer):  # wrapped, not shrunk: the panel has the room
            shown = table.line_words(words)
            font = table.app.font(table.px(14), False, shown)
            for row in reversed(wrap_text(font, shown, self._width)):
                image = table.text(row, 14, MUTED)
                bottom -= image.get_height()
                surface.blit(image, (x, bottom))

    def _draw_trump(self, surface: pygame.Surface, topleft: tuple[int, int]) -> int:
        table = self.table
        x, y = topleft
        if table.trump is None:
            return self._line(surface, Message(N_("not named yet")), 18, MUTED, (x, y))
        side = table.px(34)
        if table.trump.isdigit():
            surface.blit(table.tiles.half(int(table.trump), side), (x, y))
            x += side + table.px(8)
        elif table.trump == "doubles":
            for number in (6, 6):
                surface.blit(table.tiles.half(number, side), (x, y))
                x += side
            x += table.px(8)
        named = table.words(trump_words(table.trump))
        room = self._width - (x - topleft[0])
        image = table.fitted(named[:1].upper() + named[1:], 24, GOLD, room, bold=True)
        surface.blit(image, image.get_rect(midleft=(x, y + side // 2)))
        return y + side + table.px(4)

    def _score_sheet(self) -> ScoreSheet:
        """The points of each hand (the bidder's gold if made, red if set) and the totals."""
        table = self.table
        words = table.app.words
        rows = []
        for number, event in enumerate(table.history, start=1):
            cells = [Cell(words.signed(points)) for points in event["points"]]
            bidder = event["bidder"]
            cells[bidder] = Cell(cells[bidder].words, GOLD if event["made"] else SET)
            rows.append((words.number(number), tuple(cells)))
        totals = tuple(Cell(words.number(score)) for score in table.scores)
        names = tuple(table.seat_name(seat) for seat in range(3))
        title = Message(N_("SCORES"))
        return ScoreSheet(title, names, tuple(rows), totals, (0.45, 0.7, 0.93))

    def _line(self, surface, words, size, colour, topleft, bold=False) -> int:
        table = self.table
        image = table.fitted(words, size, colour, self._width, bold)
        surface.blit(image, topleft)
        return topleft[1] + image.get_height()

    def _draw_pile_caption(self, surface: pygame.Surface, seat: int) -> None:
        table = self.table
        won = table.tricks_won[seat]
        if not table.won[seat]:
            return
        rect = table.rects[f"pile{table.position_of(seat)}"]
        tricks = NP_("{player}: {count} trick", "{player}: {count} tricks")
        words = Message.counted(tricks, {"player": table.seat_name(seat), "count": won})
        image = table.fitted(words, 13, MUTED, rect.width)
        surface.blit(image, (rect.left, rect.top))

    def _draw_widow_place(self, surface: pygame.Surface) -> None:
        table = self.table
        rect = table.rects["widow"]
        if table.widow is not None:
            words: Message | str = Message(N_("the widow"))
        elif table.laid_away is not None and table.bidder is not None:
            laid = {"player": table.seat_name(table.bidder)}
            words = Message(N_("laid away by {player}"), laid)
        else:
            return
        image = table.fitted(words, 14, MUTED, rect.width + table.px(60))
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.bottom - table.px(14))))

    # Buttons --------------------------------------------------------------------------------------

    def _draw_button(self, surface: pygame.Surface, button: Button, chosen: bool) -> None:
        table = self.table
        rect = button.rect
        hover = button.enabled and rect.collidepoint(pygame.mouse.get_pos())
        fill = (BUTTON_HOVER if hover else BUTTON) if button.enabled else DISABLED
        pygame.draw.rect(surface, fill, rect, border_radius=table.px(10))
        edge = GOLD if chosen else (CREAM if button.enabled else MUTED)
        pygame.draw.rect(surface, edge, rect, table.px(3 if chosen else 2), table.px(10))
        ink = CREAM if button.enabled else MUTED
        if button.number is not None:
            label = table.text(table.app.words.number(button.number), 20, ink, bold=True)
        else:
            room = rect.width - table.px(20)
            label = table.fitted(button.label, 16, ink, room, bold=True)
        if button.pips is not None:
            side = min(rect.height - table.px(18), rect.width // 2)
            icon = table.tiles.half(button.pips, side)
            width = side + table.px(6) + label.get_width()
            left = rect.centerx - width // 2
            surface.blit(icon, icon.get_rect(midleft=(left, rect.centery)))
            surface.blit(label, label.get_rect(midright=(left + width, rect.centery)))
        else:
            surface.blit(label, label.get_rect(center=rect.center))
        hint = table.text(button.hint, 11, MUTED)
        corner = (rect.right - table.px(6), rect.top + table.px(3))
        surface.blit(hint, hint.get_rect(topright=corner))

    def prompt_words(self) -> Message:
        """The message line while the viewer decides: what to do and with which keys."""
        table = self.table
        phase = table.phase()
        if phase == "bidding":
            if table.bidder is None:
                return Message(
                    N_(
                        "Your bid: pass, 4–7 tricks, or 21 to shoot the moon: all 7 (keys P, "
                        "4–7, M)."
                    )
                )
            fields = {"bid": table.bid, "player": table.seat_name(table.bidder)}
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
        if not table.trick:
            return Message(N_("Your lead: play any tile."))
        lead = table.trick[0][1].code
        assert lead is not None, "a trick's tiles lie face up"
        led = LEAD[TRUMP_NAMES.index(table.trump)][INDEX[lead]]
        if led == TRUMP_LED:
            return Message(N_("Your turn: play a trump if you can (highlighted tiles)."))
        # TRANSLATORS: {number} is the suit led, e.g. "follow 6s".
        follow = N_("Your turn: follow {number}s if you can (highlighted tiles).")
        return Message(follow, {"number": int(led)})

    # The hand's result and the winner -------------------------------------------------------------

    def _draw_result(self, surface: pygame.Surface, event: Event) -> None:
        table = self.table
        bidder, bid = event["bidder"], event["bid"]
        words = table.app.words
        fields = {"player": table.seat_name(bidder), "bid": bid}
        if event["made"]:
            head = Message(N_("{player} bid {bid} and made it: +{bid}"), fields), GOLD
        else:
            head = Message(N_("{player} bid {bid} and was set: -{bid}"), fields), SET
        names = [table.seat_name(seat) for seat in range(3)]
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
        if top >= table.options["target"] and event["scores"].count(top) > 1:
            tied = Message(N_("Tied at the top with {score}: play goes on."), {"score": top})
            lines.append((tied, 17, GOLD, True))
        room = round(surface.get_width() * 0.9)
        images = [table.fitted(text, size, ink, room, bold) for text, size, ink, bold in lines]
        gap = table.px(12)
        height = sum(image.get_height() for image in images) + gap * (len(images) + 1)
        width = max(image.get_width() for image in images) + 2 * table.px(28)
        rect = pygame.Rect(0, 0, max(width, table.rects["banner"].width), height)
        rect.center = table.rects["banner"].center
        panel(table, surface, rect, RESULT_FILL, 16)
        pygame.draw.rect(surface, GOLD, rect, table.px(3), border_radius=table.px(16))
        y = rect.top + gap
        for image in images:
            surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            y += image.get_height() + gap
