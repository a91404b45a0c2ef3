"""Drawing the UNO Duo table around the cards: the seat plates' lines, the draw pile and the draft
pile, the colour in force, the amount a volley has made due, the game score with its rounds, the
count of a round's cards, the cut, the buttons and the called-out words.

`UnoDuoPanels` is a part `UnoDuoTable` holds; it only reads the table's figures (what
`UnoDuoHost` declares) and draws them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.messages import N_, NP_, Message
from game.rules.uno_duo_cards import COLOUR_MESSAGES
from scenes.table.held import HeldByTable
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
    from scenes.table.host import UnoDuoHost  # noqa: F401 (the generic's argument)

# TRANSLATORS: UNO Duo's roles in a round, on a seat's plate (the rules' "Player 1" drafts
# first, "Player 2" plays first): words, so that a role is never read as a second name.
DRAFTS_FIRST = N_("drafts first")
PLAYS_FIRST = N_("plays first")
DUE = (240, 130, 40)
ALARM = (214, 44, 44)
QUIET_ALARM = (120, 40, 40)
"""The UNO button while calling is allowed but not yet needed (more than two cards)."""


class UnoDuoPanels(HeldByTable["UnoDuoHost"]):
    """The drawing of the UNO Duo table around the cards, a part the table holds; it reads the
    figures its host declares (`UnoDuoHost`)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Everything but the plates, the hands, the cards on the piles and the flying cards."""
        table = self.table
        if table.counting is None:  # a counted hand lies over the piles
            self._draw_piles(surface)
        self._draw_colour(surface)
        self._draw_volley(surface)
        draw_score_sheet(table, surface, table.rects["scores"], self._score_sheet())
        self._draw_count(surface)
        self._draw_cut_names(surface)
        stops = len(table.hands[table.bottom])
        for index, target in enumerate(table.targets()):
            chosen = table.selected == stops + index
            if isinstance(target, Button):
                self._draw_button(surface, target, chosen)
            else:
                table.highlight(surface, target.rect, GOLD if chosen else DUE)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """The words called out at the seats ("UNO!", "Caught!")."""
        table = self.table
        for bubble in table.bubbles:
            grow = min(1.0, bubble.age / 0.2)
            image = table.fitted(bubble.words, 26, INK, table.px(150), bold=True)
            if grow < 1:
                width, height = image.get_size()
                image = pygame.transform.smoothscale(
                    image, (max(1, round(width * grow)), max(1, round(height * grow)))
                )
            plate = table.plate_rect(bubble.seat)
            if bubble.seat == table.bottom:
                centre = (plate.centerx, plate.top - table.px(34))
            else:
                centre = (table.seat_rect(bubble.seat).left - table.px(70), plate.centery)
            box = image.get_rect(center=centre).inflate(table.px(22), table.px(10))
            pygame.draw.rect(surface, WHITE, box, border_radius=table.px(14))
            pygame.draw.rect(surface, ALARM, box, table.px(3), border_radius=table.px(14))
            surface.blit(image, image.get_rect(center=box.center))

    def draw_curtain(self, surface: pygame.Surface, curtain: int) -> None:
        """The draft's curtain before `curtain`'s turn, over the hand's tools, the move log and
        the coach's panel (they may tell of the last drafter's cards)."""
        table = self.table
        covered = [table.rects["log"], table.assist.panel_rect()]
        for rect in covered:
            if rect is not None:
                pygame.draw.rect(surface, FELT_DARK, rect, border_radius=table.px(10))
        area = table.rects["prompt"].union(table.rects["message"]).inflate(-table.px(100), 0)
        pygame.draw.rect(surface, FELT_DARK, area, border_radius=table.px(12))
        pygame.draw.rect(surface, GOLD, area, table.px(2), border_radius=table.px(12))
        name = {"player": table.seat_name(curtain)}
        # TRANSLATORS: the hand-off during a pass-and-play draft; {player} drafts next.
        title = table.fitted(Message(N_("{player}'s draft"), name), 22, GOLD, area.width, True)
        # TRANSLATORS: under "{player}'s draft": any key or a click shows that player's cards.
        line = Message(N_("{player}: press any key or click to look; the others look away."), name)
        words = table.fitted(line, 16, CREAM, area.width - table.px(20))
        gap = table.px(4)
        top = area.centery - (title.get_height() + gap + words.get_height()) // 2
        surface.blit(title, title.get_rect(midtop=(area.centerx, top)))
        surface.blit(words, words.get_rect(midtop=(area.centerx, top + title.get_height() + gap)))

    # Seats --------------------------------------------------------------------------------------

    def seat_plate(self, seat: int) -> SeatPlate:
        """Name, who plays, cards, this round's role (drafts first or plays first: the rules'
        Player 1 and 2, in words that cannot be read as a name); "UNO" on a seat that called it
        on one card."""
        table = self.table
        cards = len(table.hands[seat])
        count = {"count": cards}
        parts = [table.who(seat), Message.counted(NP_("{count} card", "{count} cards"), count)]
        if table.round:
            parts.append(Message(DRAFTS_FIRST if seat == table.player1 else PLAYS_FIRST))
        called = cards == 1 and table.called_on_one[seat]
        badge = Badge(Message(N_("UNO")), ALARM, WHITE) if called else None
        detail = " · ".join(table.words(part) for part in parts)
        return SeatPlate(detail, badge=badge, frame=table.turn_frame(seat))

    # Piles --------------------------------------------------------------------------------------

    def _draw_piles(self, surface: pygame.Surface) -> None:
        """The draw pile and the draft pile; the draft pile under it while it slides there."""
        table = self.table
        if table.draft_under:
            self._draw_draft(surface)
            table.draw_pile.draw(surface)
        else:
            table.draw_pile.draw(surface)
            self._draw_draft(surface)

    def _draw_draft(self, surface: pygame.Surface) -> None:
        table = self.table
        for sprite in table.draft:
            sprite.draw(surface, table.painter, table.card_sizes)
        if table.draft_count and not table.draft_under:
            rect = table.rects["draft_pile"]
            words = Message(N_("draft pile: {count}"), {"count": table.draft_count})
            image = table.fitted(words, 14, MUTED, rect.width)
            surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.bottom)))

    # The colour in force and the amount due -----------------------------------------------------

    def _draw_colour(self, surface: pygame.Surface) -> None:
        table = self.table
        if not table.discard_pile.sprites or table.counting is not None:
            return
        rect = table.rects["colour"]
        # TRANSLATORS: over the colour in force, in capitals where the script has them.
        title = table.fitted(Message(N_("COLOUR")), 14, MUTED, rect.width, bold=True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top)))
        radius = round(rect.width * 0.27 * (1 + 0.25 * table.colour_pulse))
        centre = (rect.centerx, rect.centery)
        if table.colour is None:
            pygame.draw.circle(surface, MUTED, centre, radius, table.px(3))
            words = table.words(Message(N_("to be named")))
            mark = table.text("?", 30, MUTED, bold=True)
            surface.blit(mark, mark.get_rect(center=centre))
        else:
            pygame.draw.circle(surface, WHITE, centre, radius + table.px(3))
            pygame.draw.circle(surface, COLOUR_RGB[table.colour], centre, radius)
            if table.app.settings.colour_blind_symbols:
                draw_colour_symbol(surface, table.colour, centre, radius * 0.9, WHITE, INK)
            words = table.words(COLOUR_MESSAGES[table.colour]).upper()
        name = table.fitted(words, 18, CREAM, rect.width, bold=True)
        surface.blit(name, name.get_rect(midbottom=(rect.centerx, rect.bottom)))

    def _draw_volley(self, surface: pygame.Surface) -> None:
        table = self.table
        if table.volley <= 0:
            return
        rect = table.rects["volley"]
        due = Message(N_("+{count} due"), {"count": table.volley})
        image = table.fitted(due, 24, WHITE, rect.width, bold=True)
        scale = max(0.05, table.volley_pop)
        if abs(scale - 1) > 0.01:
            width, height = image.get_size()
            image = pygame.transform.smoothscale(
                image, (max(1, round(width * scale)), max(1, round(height * scale)))
            )
        box = image.get_rect(center=rect.center).inflate(table.px(18), table.px(6))
        pygame.draw.rect(surface, DUE, box, border_radius=table.px(12))
        pygame.draw.rect(surface, WHITE, box, table.px(2), border_radius=table.px(12))
        surface.blit(image, image.get_rect(center=box.center))

    # Scores -------------------------------------------------------------------------------------

    def _score_sheet(self) -> ScoreSheet:
        """The game score: each round's points and the totals (warning colour near the target)."""
        table = self.table
        number = table.app.words.number
        rows = tuple(
            (
                Message(N_("Round {number}"), {"number": index}),
                tuple(Cell(number(value) if value else "–") for value in points),
            )
            for index, points in enumerate(table.history, start=1)
        )
        totals = tuple(
            Cell(number(value), WARNING if value >= table.target * 0.8 else CREAM)
            for value in table.scores
        )
        names = tuple(table.seat_name(seat) for seat in range(2))
        title = Message(N_("Game to {target}"), {"target": table.target})
        return ScoreSheet(title, names, rows, totals, (0.55, 0.96))

    def _draw_count(self, surface: pygame.Surface) -> None:
        table = self.table
        if table.counting is None:
            return
        rect = table.rects["count"]
        panel(table, surface, rect, edge=True)
        words = Message.counted(
            NP_("{player}'s cards: {count} point", "{player}'s cards: {count} points"),
            {"player": table.seat_name(table.counting), "count": table.count_points},
        )
        image = table.fitted(words, 22, GOLD, rect.width - table.px(16), bold=True)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.top + table.px(8))))

    def _draw_cut_names(self, surface: pygame.Surface) -> None:
        table = self.table
        if not table.cut_cards:
            return
        height = table.card_sizes["pile"][1]
        for seat in range(2):
            x, y = table.cut_spot(seat)
            name = table.text(table.seat_name(seat), 15, CREAM, bold=True)
            under = (round(x), round(y + height / 2 + table.px(6)))
            surface.blit(name, name.get_rect(midtop=under))
            if seat == table.cut_winner:
                frame = pygame.Rect((0, 0), table.card_sizes["pile"])
                frame.center = (round(x), round(y))
                table.highlight(surface, frame)

    # Buttons ------------------------------------------------------------------------------------

    def _draw_button(self, surface: pygame.Surface, button: Button, chosen: bool) -> None:
        table = self.table
        radius = table.px(10)
        fill = {"uno": ALARM, "catch": DUE}.get(button.style, BUTTON)
        if button.style == "uno" and len(table.hands[table.bottom]) != 2:
            fill = QUIET_ALARM
        if button.colour is not None:
            fill = COLOUR_RGB[button.colour]
        pygame.draw.rect(surface, fill, button.rect, border_radius=radius)
        edge = GOLD if chosen else CREAM
        pygame.draw.rect(surface, edge, button.rect, table.px(3 if chosen else 2), radius)
        size = 24 if button.style == "uno" else 17
        hint = table.text(f"[{pygame.key.name(button.key).upper()}]", 13, WHITE)
        shape = button.colour if table.app.settings.colour_blind_symbols else None
        room = button.rect.width - hint.get_width() - table.px(18 + (0 if shape is None else 28))
        label = table.fitted(button.label, size, WHITE, room, bold=True)
        width = label.get_width() + table.px(6) + hint.get_width()
        left = button.rect.centerx - width // 2
        if shape is not None:
            symbol = table.px(16)
            centre = (button.rect.left + table.px(16), button.rect.centery)
            draw_colour_symbol(surface, shape, centre, symbol, WHITE, INK)
            left = max(left, button.rect.left + table.px(28))
        surface.blit(label, label.get_rect(midleft=(left, button.rect.centery)))
        surface.blit(
            hint,
            hint.get_rect(midleft=(left + label.get_width() + table.px(6), button.rect.centery)),
        )
