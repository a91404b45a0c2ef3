"""How to play: a page per game with its rules in short, pictures of its cards or tiles, and a
credit of the source articles' languages (the Bengali name shaped with the Bengali script)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextBox

from game.rules import GAME_NAMES, find_game
from scenes.cards import CardPainter, ono99_face
from scenes.rules_text import PAGES
from scenes.theme import CREAM, MUTED
from scenes.ui_scene import UIScene

PICTURES = {
    "ono99": [
        ("7", "adds 7"),
        ("-10", "takes 10 off"),
        ("REV", "turns play round"),
        ("PLAY2", "next plays two"),
        ("ONO99", "never playable"),
        ("10", "adds 10"),
    ],
    "uno-duo": [
        ("R7", "red 7"),
        ("GSKIP", "Skip: go again"),
        ("BREV", "Reverse"),
        ("Y+2", "Draw 2"),
        ("W", "Wild"),
        ("W+4", "Wild Draw 4"),
    ],
    "moon": [
        ("6-6", "top of suit 6"),
        ("6-4", "suits 6 and 4"),
        ("5-2", "suits 5 and 2"),
        ("0-0", "the only blank"),
        ("3-3", "top of suit 3"),
        ("2-1", "suits 2 and 1"),
    ],
}
UNO_COLOURS = {"R": (200, 50, 45), "Y": (225, 180, 30), "G": (50, 145, 70), "B": (40, 95, 190)}
UNO_RANKS = {"SKIP": "Skip", "REV": "Rev", "+2": "+2"}
# Where the pips of 0…6 sit on one half of a domino, in thirds of the half's side.
PIPS = {
    0: (),
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
}
CREDIT = (
    ("Written from rule articles in Kiswahili, ", False),
    ("বাংলা", True),
    (" (Bengali) and Cymraeg (Welsh).", False),
)


class HowToPlayScene(UIScene):
    """Tabs for the three games; the text scrolls; Back or Esc returns."""

    escape_closes = True

    def __init__(self, app, game: str = GAME_NAMES[0]) -> None:
        super().__init__(app)
        self.game = game
        self.ono_painter = CardPainter(app.font, ono99_face)
        self._pictures: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}

    def build(self) -> None:
        """Tabs, the rules text, the pictures' captions and Back."""
        self.title("How to play")
        width = 300
        left = (1280 - len(GAME_NAMES) * width - 2 * 20) / 2
        for index, game in enumerate(GAME_NAMES):
            tab = self.button(
                find_game(game).title,
                self.rect(left + index * (width + 20), 92, width, 52),
                lambda game=game: self.show(game),
            )
            if game == self.game:
                tab.select()
        text = PAGES[self.game].replace("\n", "<br>")
        UITextBox(text, self.rect(60, 160, 760, 440), self.manager)
        self.button("Back", self.rect(530, 648, 220, 54), self.app.stack.pop)

    def show(self, game: str) -> None:
        """Switch to another game's page."""
        self.game = game
        self.rebuild()

    def resize(self, size: tuple[int, int]) -> None:
        """Cards are drawn again at the new size."""
        self.ono_painter.clear()
        self._pictures.clear()
        super().resize(size)

    def draw_extra(self, surface: pygame.Surface) -> None:
        """The pictures in a 2 × 3 grid beside the text, and the credit line."""
        card_size = (self.app.px(80), self.app.px(118))
        caption_font = self.app.font(self.app.px(15))
        for index, (code, caption) in enumerate(PICTURES[self.game]):
            cell = self.rect(850 + (index % 2) * 190, 160 + (index // 2) * 148, 180, 148)
            picture = self.picture(code, card_size)
            surface.blit(picture, picture.get_rect(midtop=(cell.centerx, cell.top)))
            text = caption_font.render(caption, True, CREAM)
            surface.blit(text, text.get_rect(midtop=(cell.centerx, cell.top + card_size[1] + 2)))
        self.draw_credit(surface, self.rect(0, 608, 1280, 30))

    def picture(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        """One card or tile of the current game (cached until the window is resized)."""
        if self.game == "ono99":
            return self.ono_painter.surface(code, size)
        key = (code, size)
        if key not in self._pictures:
            if self.game == "uno-duo":
                self._pictures[key] = uno_card(self.app, code, size)
            else:
                self._pictures[key] = domino(code, (size[1] // 2, size[1]))
        return self._pictures[key]

    def draw_credit(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The languages of the source articles, centred in `area`."""
        size = self.app.px(16)
        parts = [
            (self.app.bengali_font(size) if bengali else self.app.font(size)).render(
                text, True, MUTED
            )
            for text, bengali in CREDIT
        ]
        x = area.centerx - sum(part.get_width() for part in parts) // 2
        for part in parts:
            surface.blit(part, part.get_rect(left=x, centery=area.centery))
            x += part.get_width()


def uno_card(app, code: str, size: tuple[int, int]) -> pygame.Surface:
    """A simple UNO card: its colour, its colour's letter in the corner (never colour alone)."""
    card = pygame.Surface(size, pygame.SRCALPHA)
    width, height = size
    radius = width // 9
    colour = UNO_COLOURS.get(code[0], (30, 30, 34)) if not code.startswith("W") else (30, 30, 34)
    pygame.draw.rect(card, (250, 247, 238), card.get_rect(), border_radius=radius)
    pygame.draw.rect(
        card, colour, card.get_rect().inflate(-width // 8, -width // 8), border_radius=radius
    )
    rank = code if code.startswith("W") else UNO_RANKS.get(code[1:], code[1:])
    label = {"W": "Wild", "W+4": "+4"}.get(rank, rank)
    text = app.font(height // (4 if len(label) > 2 else 3), True).render(label, True, CREAM)
    card.blit(text, text.get_rect(center=card.get_rect().center))
    if not code.startswith("W"):
        letter = app.font(height // 8, True).render(code[0], True, CREAM)
        card.blit(letter, (width // 8, width // 10))
    return card


def domino(code: str, size: tuple[int, int]) -> pygame.Surface:
    """A domino tile `a-b` standing upright: `a` on top, `b` below, with pips."""
    tile = pygame.Surface(size, pygame.SRCALPHA)
    width, height = size
    pygame.draw.rect(tile, (250, 247, 238), tile.get_rect(), border_radius=width // 8)
    pygame.draw.rect(tile, (40, 40, 40), tile.get_rect(), 1, border_radius=width // 8)
    pygame.draw.line(
        tile, (90, 90, 90), (width // 8, height // 2), (width * 7 // 8, height // 2), 2
    )
    for half, number in enumerate(int(part) for part in code.split("-")):
        cell = width / 4
        for column, row in PIPS[number]:
            centre = (round(cell * (column + 1)), round(half * height / 2 + cell * (row + 1)))
            pygame.draw.circle(tile, (25, 25, 30), centre, max(2, width // 11))
    return tile
