"""How to play: a page per game with its rules in short, pictures of its cards or tiles, and a
credit of the source articles' languages (the Bengali name shaped with the Bengali script)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextBox

from game.rules import GAME_NAMES, find_game
from scenes.cards import CardPainter, ono99_face
from scenes.dominoes import DominoPainter
from scenes.rules_text import PAGES
from scenes.theme import CREAM, MUTED
from scenes.ui_scene import UIScene
from scenes.uno_cards import UnoCardPainter

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
CREDIT = (
    ("Written from rule articles in Kiswahili, ", False),
    ("বাংলা", True),
    (" (Bengali) and Cymraeg (Welsh).", False),
)


def game_painters(app) -> dict[str, CardPainter | DominoPainter]:
    """The tables' painters of each game's cards or tiles, by game name."""
    return {
        "ono99": CardPainter(app.font, ono99_face),
        "uno-duo": UnoCardPainter(app.font, lambda: app.settings.colour_blind_symbols),
        "moon": DominoPainter(),
    }


class HowToPlayScene(UIScene):
    """Tabs for the three games; the text scrolls; Back or Esc returns."""

    escape_closes = True

    def __init__(self, app, game: str = GAME_NAMES[0]) -> None:
        super().__init__(app)
        self.game = game
        self.painters = game_painters(app)

    def build(self) -> None:
        """Tabs, the current page's rules text, and Back; other pages are made when first shown."""
        self.title("How to play")
        titles = {game: find_game(game).title for game in GAME_NAMES}
        self.tabs = self.tab_row(titles, self.game, self.show)
        self.pages: dict[str, UITextBox] = {}
        self.page(self.game).show()
        self.button("Back", self.rect(530, 648, 220, 54), self.app.stack.pop)

    def page(self, game: str) -> UITextBox:
        """The text box of `game`'s rules (made once per layout: parsing the text is slow)."""
        if game not in self.pages:
            text = PAGES[game].replace("\n", "<br>")
            self.pages[game] = UITextBox(text, self.rect(60, 160, 760, 440), self.manager)
        return self.pages[game]

    def show(self, game: str) -> None:
        """Switch to another game's page."""
        self.tabs[self.game].unselect()
        self.page(self.game).hide()
        self.game = game
        self.tabs[game].select()
        self.page(game).show()

    def resize(self, size: tuple[int, int]) -> None:
        """Cards are drawn again at the new size."""
        for painter in self.painters.values():
            painter.clear()
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
        """One card of the current game, or an upright tile as tall as a card."""
        if self.game == "moon":
            size = (size[1] // 2, size[1])
        return self.painters[self.game].surface(code, size)

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
