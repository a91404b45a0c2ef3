"""Drawing the UNO Duo table around the cards: the seat plates' lines, the draw pile and the draft
pile, the colour in force, the amount a volley has made due, the game score with its rounds, the
count of a round's cards, the cut, the buttons and the called-out words.

`UnoDuoPanels` is mixed into `UnoDuoTable`; it only reads the table's figures and draws them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.messages import N_, NP_, Message
from game.rules.uno_duo_cards import COLOUR_MESSAGES
from scenes.table.uno_duo_prompts import Button
from scenes.table.widgets import (
    Badge,
    Cell,
    ScoreSheet,
    SeatPlate,
    draw_score_sheet,
    panel,
)
from scenes.theme import BUTTON, CREAM, FELT_DARK, GOLD, MUTED, WARNING
from scenes.uno_cards import COLOUR_RGB, INK, WHITE, draw_colour_symbol

if TYPE_CHECKING:
    from scenes.table.host import UnoDuoHost as _Host
else:
    _Host = object

# TRANSLATORS: UNO Duo's roles in a round, on a seat's plate (the rules' "Player 1" drafts
# first, "Player 2" plays first): words, so that a role is never read as a second name.
DRAFTS_FIRST = N_("drafts first")
PLAYS_FIRST = N_("plays first")
DUE = (240, 130, 40)
ALARM = (214, 44, 44)
QUIET_ALARM = (120, 40, 40)
"""The UNO button while calling is allowed but not yet needed (more than two cards)."""


class UnoDuoPanels(_Host):
    """Drawing methods of the UNO Duo table (mixed into `UnoDuoTable`)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Everything but the plates, the hands, the cards on the piles and the flying cards."""
        if self.counting is None:  # a counted hand lies over the piles
            self._draw_piles(surface)
        self._draw_colour(surface)
        self._draw_volley(surface)
        draw_score_sheet(self, surface, self.rects["scores"], self._score_sheet())
        self._draw_count(surface)
        self._draw_cut_names(surface)
        stops = len(self.hands[self.bottom])
        for index, target in enumerate(self.targets()):
            chosen = self.selected == stops + index
            if isinstance(target, Button):
                self._draw_button(surface, target, chosen)
            else:
                self.highlight(surface, target.rect, GOLD if chosen else DUE)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """The words called out at the seats ("UNO!", "Caught!")."""
        for bubble in self.bubbles:
            grow = min(1.0, bubble.age / 0.2)
            image = self.fitted(bubble.words, 26, INK, self.px(150), bold=True)
            if grow < 1:
                width, height = image.get_size()
                image = pygame.transform.smoothscale(
                    image, (max(1, round(width * grow)), max(1, round(height * grow)))
                )
            plate = self.plate_rect(bubble.seat)
            if bubble.seat == self.bottom:
                centre = (plate.centerx, plate.top - self.px(34))
            else:
                centre = (self.seat_rect(bubble.seat).left - self.px(70), plate.centery)
            box = image.get_rect(center=centre).inflate(self.px(22), self.px(10))
            pygame.draw.rect(surface, WHITE, box, border_radius=self.px(14))
            pygame.draw.rect(surface, ALARM, box, self.px(3), border_radius=self.px(14))
            surface.blit(image, image.get_rect(center=box.center))

    def draw_curtain(self, surface: pygame.Surface, curtain: int) -> None:
        """The draft's curtain before `curtain`'s turn, over the hand's tools, the move log and
        the coach's panel (they may tell of the last drafter's cards)."""
        covered = [self.rects["log"], self.assist.panel_rect()]
        for rect in covered:
            if rect is not None:
                pygame.draw.rect(surface, FELT_DARK, rect, border_radius=self.px(10))
        area = self.rects["prompt"].union(self.rects["message"]).inflate(-self.px(100), 0)
        pygame.draw.rect(surface, FELT_DARK, area, border_radius=self.px(12))
        pygame.draw.rect(surface, GOLD, area, self.px(2), border_radius=self.px(12))
        name = {"player": self.seat_name(curtain)}
        # TRANSLATORS: the hand-off during a pass-and-play draft; {player} drafts next.
        title = self.fitted(Message(N_("{player}'s draft"), name), 22, GOLD, area.width, True)
        # TRANSLATORS: under "{player}'s draft": any key or a click shows that player's cards.
        line = Message(N_("{player}: press any key or click to look; the others look away."), name)
        words = self.fitted(line, 16, CREAM, area.width - self.px(20))
        gap = self.px(4)
        top = area.centery - (title.get_height() + gap + words.get_height()) // 2
        surface.blit(title, title.get_rect(midtop=(area.centerx, top)))
        surface.blit(words, words.get_rect(midtop=(area.centerx, top + title.get_height() + gap)))

    # Seats --------------------------------------------------------------------------------------

    def seat_plate(self, seat: int) -> SeatPlate:
        """Name, who plays, cards, this round's role (drafts first or plays first: the rules'
        Player 1 and 2, in words that cannot be read as a name); "UNO" on a seat that called it
        on one card."""
        cards = len(self.hands[seat])
        count = {"count": cards}
        parts = [self.who(seat), Message.counted(NP_("{count} card", "{count} cards"), count)]
        if self.round:
            parts.append(Message(DRAFTS_FIRST if seat == self.player1 else PLAYS_FIRST))
        called = cards == 1 and self.called_on_one[seat]
        badge = Badge(Message(N_("UNO")), ALARM, WHITE) if called else None
        detail = " · ".join(self.words(part) for part in parts)
        return SeatPlate(detail, badge=badge, frame=self.turn_frame(seat))

    # Piles --------------------------------------------------------------------------------------

    def _draw_piles(self, surface: pygame.Surface) -> None:
        """The draw pile and the draft pile; the draft pile under it while it slides there."""
        if self.draft_under:
            self._draw_draft(surface)
            self.draw_pile.draw(surface)
        else:
            self.draw_pile.draw(surface)
            self._draw_draft(surface)

    def _draw_draft(self, surface: pygame.Surface) -> None:
        for sprite in self.draft:
            sprite.draw(surface, self.painter, self.card_sizes)
        if self.draft_count and not self.draft_under:
            rect = self.rects["draft_pile"]
            words = Message(N_("draft pile: {count}"), {"count": self.draft_count})
            image = self.fitted(words, 14, MUTED, rect.width)
            surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.bottom)))

    # The colour in force and the amount due -----------------------------------------------------

    def _draw_colour(self, surface: pygame.Surface) -> None:
        if not self.discard_pile.sprites or self.counting is not None:
            return
        rect = self.rects["colour"]
        # TRANSLATORS: over the colour in force, in capitals where the script has them.
        title = self.fitted(Message(N_("COLOUR")), 14, MUTED, rect.width, bold=True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top)))
        radius = round(rect.width * 0.27 * (1 + 0.25 * self.colour_pulse))
        centre = (rect.centerx, rect.centery)
        if self.colour is None:
            pygame.draw.circle(surface, MUTED, centre, radius, self.px(3))
            words = self.words(Message(N_("to be named")))
            mark = self.text("?", 30, MUTED, bold=True)
            surface.blit(mark, mark.get_rect(center=centre))
        else:
            pygame.draw.circle(surface, WHITE, centre, radius + self.px(3))
            pygame.draw.circle(surface, COLOUR_RGB[self.colour], centre, radius)
            if self.app.settings.colour_blind_symbols:
                draw_colour_symbol(surface, self.colour, centre, radius * 0.9, WHITE, INK)
            words = self.words(COLOUR_MESSAGES[self.colour]).upper()
        name = self.fitted(words, 18, CREAM, rect.width, bold=True)
        surface.blit(name, name.get_rect(midbottom=(rect.centerx, rect.bottom)))

    def _draw_volley(self, surface: pygame.Surface) -> None:
        if self.volley <= 0:
            return
        rect = self.rects["volley"]
        due = Message(N_("+{count} due"), {"count": self.volley})
        image = self.fitted(due, 24, WHITE, rect.width, bold=True)
        scale = max(0.05, self.volley_pop)
        if abs(scale - 1) > 0.01:
            width, height = image.get_size()
            image = pygame.transform.smoothscale(
                image, (max(1, round(width * scale)), max(1, round(height * scale)))
            )
        box = image.get_rect(center=rect.center).inflate(self.px(18), self.px(6))
        pygame.draw.rect(surface, DUE, box, border_radius=self.px(12))
        pygame.draw.rect(surface, WHITE, box, self.px(2), border_radius=self.px(12))
        surface.blit(image, image.get_rect(center=box.center))

    # Scores -------------------------------------------------------------------------------------

    def _score_sheet(self) -> ScoreSheet:
        """The game score: each round's points and the totals (warning colour near the target)."""
        number = self.app.words.number
        rows = tuple(
            (
                Message(N_("Round {number}"), {"number": index}),
                tuple(Cell(number(value) if value else "–") for value in points),
            )
            for index, points in enumerate(self.history, start=1)
        )
        totals = tuple(
            Cell(number(value), WARNING if value >= self.target * 0.8 else CREAM)
            for value in self.scores
        )
        names = tuple(self.seat_name(seat) for seat in range(2))
        title = Message(N_("Game to {target}"), {"target": self.target})
        return ScoreSheet(title, names, rows, totals, (0.55, 0.96))

    def _draw_count(self, surface: pygame.Surface) -> None:
        if self.counting is None:
            return
        rect = self.rects["count"]
        panel(self, surface, rect, edge=True)
        words = Message.counted(
            NP_("{player}'s cards: {count} point", "{player}'s cards: {count} points"),
            {"player": self.seat_name(self.counting), "count": self.count_points},
        )
        image = self.fitted(words, 22, GOLD, rect.width - self.px(16), bold=True)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.top + self.px(8))))

    def _draw_cut_names(self, surface: pygame.Surface) -> None:
        if not self.cut_cards:
            return
        height = self.card_sizes["pile"][1]
        for seat in range(2):
            x, y = self.cut_spot(seat)
            name = self.text(self.seat_name(seat), 15, CREAM, bold=True)
            surface.blit(name, name.get_rect(midtop=(round(x), round(y + height / 2 + self.px(6)))))
            if seat == self.cut_winner:
                frame = pygame.Rect((0, 0), self.card_sizes["pile"])
                frame.center = (round(x), round(y))
                self.highlight(surface, frame)

    # Buttons ------------------------------------------------------------------------------------

    def _draw_button(self, surface: pygame.Surface, button: Button, chosen: bool) -> None:
        radius = self.px(10)
        fill = {"uno": ALARM, "catch": DUE}.get(button.style, BUTTON)
        if button.style == "uno" and len(self.hands[self.bottom]) != 2:
            fill = QUIET_ALARM
        if button.colour is not None:
            fill = COLOUR_RGB[button.colour]
        pygame.draw.rect(surface, fill, button.rect, border_radius=radius)
        edge = GOLD if chosen else CREAM
        pygame.draw.rect(surface, edge, button.rect, self.px(3 if chosen else 2), radius)
        size = 24 if button.style == "uno" else 17
        hint = self.text(f"[{pygame.key.name(button.key).upper()}]", 13, WHITE)
        shape = button.colour if self.app.settings.colour_blind_symbols else None
        room = button.rect.width - hint.get_width() - self.px(18 + (0 if shape is None else 28))
        label = self.fitted(button.label, size, WHITE, room, bold=True)
        width = label.get_width() + self.px(6) + hint.get_width()
        left = button.rect.centerx - width // 2
        if shape is not None:
            symbol = self.px(16)
            centre = (button.rect.left + self.px(16), button.rect.centery)
            draw_colour_symbol(surface, shape, centre, symbol, WHITE, INK)
            left = max(left, button.rect.left + self.px(28))
        surface.blit(label, label.get_rect(midleft=(left, button.rect.centery)))
        surface.blit(
            hint,
            hint.get_rect(midleft=(left + label.get_width() + self.px(6), button.rect.centery)),
        )
