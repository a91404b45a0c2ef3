"""Drawing the UNO Duo table around the cards: seat plates, the draw pile and the draft pile, the
colour in force, the amount a volley has made due, the game score with its rounds, the count of a
round's cards, the cut, the buttons, the called-out words and the winner's banner.

`UnoDuoPanels` is mixed into `UnoDuoTable`; it only reads the table's figures and draws them.
"""

from __future__ import annotations

import pygame

from game.rules.uno_duo_cards import COLOUR_NAMES
from scenes.table.uno_duo_prompts import Button
from scenes.theme import BUTTON, CREAM, FELT_DARK, GOLD, MUTED, WARNING
from scenes.uno_cards import COLOUR_RGB, INK, WHITE, draw_colour_symbol

DUE = (240, 130, 40)
ALARM = (214, 44, 44)
QUIET_ALARM = (120, 40, 40)
"""The UNO button while calling is allowed but not yet needed (more than two cards)."""
PANEL = (8, 40, 27, 215)
HISTORY_ROWS = 9


class UnoDuoPanels:
    """Drawing methods of the UNO Duo table (mixed into `UnoDuoTable`)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Everything but the hands, the cards on the piles and the flying cards."""
        for seat in range(2):
            self._draw_seat(surface, seat)
        if self.counting is None:  # a counted hand lies over the piles
            self._draw_piles(surface)
        self._draw_colour(surface)
        self._draw_volley(surface)
        self._draw_scores(surface)
        self._draw_count(surface)
        self._draw_cut_names(surface)
        stops = len(self.hands[self.viewer])
        for index, target in enumerate(self.targets()):
            chosen = self.selected == stops + index
            if isinstance(target, Button):
                self._draw_button(surface, target, chosen)
            else:
                self.highlight(surface, target.rect, GOLD if chosen else DUE)

    # Seats --------------------------------------------------------------------------------------

    def _plate(self, seat: int) -> pygame.Rect:
        rect = self.seat_rect(seat)
        if seat == self.viewer:
            return rect
        top = rect.top + self.card_sizes["seat"][1] + self.px(10)
        return pygame.Rect(rect.left, top, rect.width, rect.bottom - top)

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        plate = self._plate(seat)
        if self.match.to_move == seat and not self.banner:
            self.highlight(surface, plate if seat == self.viewer else self.seat_rect(seat))
        name = self.text(self.seat_name(seat), 17, CREAM, bold=True)
        surface.blit(name, (plate.left + self.px(6), plate.top))
        player = self.match.seats[seat]
        cards = len(self.hands[seat])
        parts = [
            "human" if player.is_human else f"computer, {player.level}",
            f"{cards} card" + ("" if cards == 1 else "s"),
        ]
        if self.round:
            parts.append("Player 1" if seat == self.player1 else "Player 2")
        line = self.text(" · ".join(parts), 14, MUTED)
        surface.blit(line, (plate.left + self.px(6), plate.top + name.get_height()))
        if cards == 1 and self.match.state.called_on_one[seat]:
            self.badge(
                surface, "UNO", ALARM, WHITE, (plate.right - self.px(4), plate.top + self.px(2))
            )

    # Piles --------------------------------------------------------------------------------------

    def _draw_piles(self, surface: pygame.Surface) -> None:
        """The draw pile and the draft pile; the draft pile under it while it slides there."""
        if self.draft_under:
            self._draw_draft(surface)
            self._draw_deck(surface)
        else:
            self._draw_deck(surface)
            self._draw_draft(surface)

    def _draw_deck(self, surface: pygame.Surface) -> None:
        rect = self.rects["draw_pile"]
        size = self.card_sizes["pile"]
        x, y = self._deck_centre()
        if self.draw_count:
            back = self.painter.surface(None, size)
            for layer in range(min(4, (self.draw_count + 11) // 12), 0, -1):
                offset = layer * self.px(2)
                surface.blit(back, back.get_rect(center=(round(x - offset), round(y - offset))))
        else:
            outline = pygame.Rect((0, 0), size)
            outline.center = rect.center
            pygame.draw.rect(surface, MUTED, outline, self.px(2), border_radius=self.px(8))
        self._caption(surface, f"{self.draw_count} to draw", rect)

    def _draw_draft(self, surface: pygame.Surface) -> None:
        for sprite in self.draft:
            sprite.draw(surface, self.painter, self.card_sizes)
        if self.draft_count and not self.draft_under:
            rect = self.rects["draft_pile"]
            words = f"draft pile: {self.draft_count}"
            image = self.text(words, 14, MUTED)
            surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.bottom)))

    def _caption(self, surface: pygame.Surface, words: str, rect: pygame.Rect) -> None:
        image = self.text(words, 14, MUTED)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.bottom + self.px(6))))

    # The colour in force and the amount due -----------------------------------------------------

    def _draw_colour(self, surface: pygame.Surface) -> None:
        if not self.discards or self.counting is not None:
            return
        rect = self.rects["colour"]
        title = self.text("COLOUR", 14, MUTED, bold=True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top)))
        radius = round(rect.width * 0.27 * (1 + 0.25 * self.colour_pulse))
        centre = (rect.centerx, rect.centery)
        if self.colour is None:
            pygame.draw.circle(surface, MUTED, centre, radius, self.px(3))
            words = "to be named"
            mark = self.text("?", 30, MUTED, bold=True)
            surface.blit(mark, mark.get_rect(center=centre))
        else:
            pygame.draw.circle(surface, WHITE, centre, radius + self.px(3))
            pygame.draw.circle(surface, COLOUR_RGB[self.colour], centre, radius)
            if self.app.settings.colour_blind_symbols:
                draw_colour_symbol(surface, self.colour, centre, radius * 0.9, WHITE, INK)
            words = COLOUR_NAMES[self.colour].upper()
        name = self.text(words, 18, CREAM, bold=True)
        surface.blit(name, name.get_rect(midbottom=(rect.centerx, rect.bottom)))

    def _draw_volley(self, surface: pygame.Surface) -> None:
        if self.volley <= 0:
            return
        rect = self.rects["volley"]
        image = self.text(f"+{self.volley} due", 24, WHITE, bold=True)
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

    def _draw_scores(self, surface: pygame.Surface) -> None:
        rect = self.rects["scores"]
        self._panel(surface, rect)
        pad = self.px(10)
        y = rect.top + pad
        title = self.text(f"Game to {self.target}", 16, GOLD, bold=True)
        surface.blit(title, (rect.left + pad, y))
        y += title.get_height() + self.px(4)
        columns = [rect.left + rect.width * 0.55, rect.right - pad]
        for seat, x in enumerate(columns):
            name = self.text(self.seat_name(seat)[:10], 14, CREAM, bold=True)
            surface.blit(name, name.get_rect(topright=(round(x), y)))
        y += self.px(22)
        rows = self.history[-HISTORY_ROWS:]
        first = len(self.history) - len(rows) + 1
        for number, points in enumerate(rows, start=first):
            label = self.text(f"Round {number}", 14, MUTED)
            surface.blit(label, (rect.left + pad, y))
            for value, x in zip(points, columns, strict=True):
                cell = self.text(str(value) if value else "–", 14, CREAM)
                surface.blit(cell, cell.get_rect(topright=(round(x), y)))
            y += self.px(20)
        line_y = rect.bottom - self.px(36)
        pygame.draw.line(
            surface, MUTED, (rect.left + pad, line_y), (rect.right - pad, line_y), self.px(1)
        )
        total = self.text("Total", 16, CREAM, bold=True)
        surface.blit(total, (rect.left + pad, line_y + self.px(6)))
        for value, x in zip(self.scores, columns, strict=True):
            colour = WARNING if value >= self.target * 0.8 else CREAM
            cell = self.text(str(value), 16, colour, bold=True)
            surface.blit(cell, cell.get_rect(topright=(round(x), line_y + self.px(6))))

    def _panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        key = ("panel", rect.size)
        found = self.panels.get(key)
        if found is None:
            found = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(found, PANEL, found.get_rect(), border_radius=self.px(12))
            pygame.draw.rect(found, (*GOLD, 120), found.get_rect(), self.px(2), self.px(12))
            self.panels[key] = found
        surface.blit(found, rect)

    def _draw_count(self, surface: pygame.Surface) -> None:
        if self.counting is None:
            return
        rect = self.rects["count"]
        self._panel(surface, rect)
        words = f"{self.seat_name(self.counting)}'s cards: {self.count_points} points"
        image = self.text(words, 22, GOLD, bold=True)
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

    # Buttons, words and the banner ----------------------------------------------------------------

    def _draw_button(self, surface: pygame.Surface, button: Button, chosen: bool) -> None:
        radius = self.px(10)
        fill = {"uno": ALARM, "catch": DUE}.get(button.style, BUTTON)
        if button.style == "uno" and len(self.hands[self.viewer]) != 2:
            fill = QUIET_ALARM
        if button.colour is not None:
            fill = COLOUR_RGB[button.colour]
        pygame.draw.rect(surface, fill, button.rect, border_radius=radius)
        edge = GOLD if chosen else CREAM
        pygame.draw.rect(surface, edge, button.rect, self.px(3 if chosen else 2), radius)
        size = 24 if button.style == "uno" else 17
        label = self.text(button.label, size, WHITE, bold=True)
        hint = self.text(f"[{pygame.key.name(button.key).upper()}]", 13, WHITE)
        width = label.get_width() + self.px(6) + hint.get_width()
        left = button.rect.centerx - width // 2
        if button.colour is not None and self.app.settings.colour_blind_symbols:
            symbol = self.px(16)
            centre = (button.rect.left + self.px(16), button.rect.centery)
            draw_colour_symbol(surface, button.colour, centre, symbol, WHITE, INK)
            left = max(left, button.rect.left + self.px(28))
        surface.blit(label, label.get_rect(midleft=(left, button.rect.centery)))
        surface.blit(
            hint,
            hint.get_rect(midleft=(left + label.get_width() + self.px(6), button.rect.centery)),
        )

    def draw_bubbles(self, surface: pygame.Surface) -> None:
        """The words called out at the seats ("UNO!", "Caught!")."""
        for bubble in self.bubbles:
            grow = min(1.0, bubble.age / 0.2)
            image = self.text(bubble.words, 26, INK, bold=True)
            if grow < 1:
                width, height = image.get_size()
                image = pygame.transform.smoothscale(
                    image, (max(1, round(width * grow)), max(1, round(height * grow)))
                )
            plate = self._plate(bubble.seat)
            if bubble.seat == self.viewer:
                centre = (plate.centerx, plate.top - self.px(34))
            else:
                centre = (self.seat_rect(bubble.seat).left - self.px(70), plate.centery)
            box = image.get_rect(center=centre).inflate(self.px(22), self.px(10))
            pygame.draw.rect(surface, WHITE, box, border_radius=self.px(14))
            pygame.draw.rect(surface, ALARM, box, self.px(3), border_radius=self.px(14))
            surface.blit(image, image.get_rect(center=box.center))

    def draw_banner(self, surface: pygame.Surface) -> None:
        """The winner's banner and why the game ended."""
        image = self.text(self.banner, 60, GOLD, bold=True)
        if self.banner_scale < 0.999:
            width, height = image.get_size()
            scale = max(0.05, self.banner_scale)
            image = pygame.transform.smoothscale(
                image, (round(width * scale), round(height * scale))
            )
        outcome = self.match.outcome
        words = ""
        if outcome is not None:
            loser = 1 - outcome.winner
            words = (
                f"{self.seat_name(loser)} reached {self.scores[loser]} points"
                f" (target {self.target})"
            )
        reason = self.text(words, 18, CREAM)
        box = image.get_rect(center=surface.get_rect().center).inflate(self.px(80), self.px(76))
        box.width = max(box.width, reason.get_width() + self.px(40))
        box.center = surface.get_rect().center
        pygame.draw.rect(surface, FELT_DARK, box, border_radius=self.px(16))
        pygame.draw.rect(surface, GOLD, box, self.px(3), border_radius=self.px(16))
        surface.blit(image, image.get_rect(center=(box.centerx, box.centery - self.px(10))))
        surface.blit(reason, reason.get_rect(midbottom=(box.centerx, box.bottom - self.px(8))))
