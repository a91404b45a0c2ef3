"""How to play: a page per game with its rules in short, pictures of its cards or tiles, and a
credit of the source articles' languages (the Bengali name shaped with the Bengali script)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextBox

from game.rules import GAME_NAMES, find_game
from scenes.guides import find_guide, game_painters
from scenes.theme import CREAM, MUTED
from scenes.ui_scene import UIScene

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
        self.guides = {name: find_guide(name) for name in GAME_NAMES}
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
            text = self.guides[game].page.replace("\n", "<br>")
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
        guide = self.guides[self.game]
        size = (self.app.px(guide.picture_size[0]), self.app.px(guide.picture_size[1]))
        caption_font = self.app.font(self.app.px(15))
        for index, (code, caption) in enumerate(guide.pictures):
            cell = self.rect(850 + (index % 2) * 190, 160 + (index // 2) * 148, 180, 148)
            picture = self.painters[self.game].surface(code, size)
            surface.blit(picture, picture.get_rect(midtop=(cell.centerx, cell.top)))
            text = caption_font.render(caption, True, CREAM)
            surface.blit(text, text.get_rect(midtop=(cell.centerx, cell.top + size[1] + 2)))
        self.draw_credit(surface, self.rect(0, 608, 1280, 30))

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
