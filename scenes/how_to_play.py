"""How to play: a page per game with its rules in short, pictures of its cards or tiles, and a
credit of the source articles' languages (each by its own name; বাংলা shaped with the Bengali
script in every language)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextBox

from game.core.languages import LANGUAGES
from game.core.messages import N_, Message
from game.rules import GAME_NAMES, find_game
from scenes.guides import find_guide, game_painters
from scenes.theme import CREAM, MUTED
from scenes.ui_scene import UIScene

CREDIT = Message(
    # TRANSLATORS: {swahili}, {bengali} and {welsh} are those languages' own names.
    N_("Written from rule articles in {swahili}, {bengali} (Bengali) and {welsh} (Welsh)."),
    {"swahili": LANGUAGES["sw"], "bengali": LANGUAGES["bn"], "welsh": LANGUAGES["cy"]},
)
CAPTION_WIDTH = 180


class HowToPlayScene(UIScene):
    """Tabs for the three games; the text scrolls; Back or Esc returns."""

    escape_closes = True

    def __init__(self, app, game: str = GAME_NAMES[0]) -> None:
        super().__init__(app)
        self.game = game
        self.guides = {name: find_guide(name) for name in GAME_NAMES}
        self.painters = game_painters(app)
        self._rendered: dict[tuple, pygame.Surface] = {}

    def build(self) -> None:
        """Tabs, the current page's rules text, and Back; other pages are made when first shown."""
        _ = self.app.words.gettext
        self.title(_("How to play"))
        titles = {game: _(find_game(game).title) for game in GAME_NAMES}
        self.tabs = self.tab_row(titles, self.game, self.show)
        self.pages: dict[str, UITextBox] = {}
        self.page(self.game).show()
        self.button(_("Back"), self.rect(530, 648, 220, 54), self.app.stack.pop)

    def page(self, game: str) -> UITextBox:
        """The text box of `game`'s rules (made once per layout: parsing the text is slow)."""
        if game not in self.pages:
            text = self.guides[game].html(self.app.words)
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
        for index, (code, caption) in enumerate(guide.pictures):
            cell = self.rect(850 + (index % 2) * 190, 160 + (index // 2) * 148, CAPTION_WIDTH, 148)
            picture = self.painters[self.game].surface(code, size)
            surface.blit(picture, picture.get_rect(midtop=(cell.centerx, cell.top)))
            text = self.rendered(self.app.words.gettext(caption), 15, CREAM, cell.width)
            surface.blit(text, text.get_rect(midtop=(cell.centerx, cell.top + size[1] + 2)))
        area = self.rect(0, 608, 1280, 30)
        credit = self.rendered(self.app.words.say(CREDIT), 16, MUTED, area.width)
        surface.blit(credit, credit.get_rect(center=area.center))

    def rendered(
        self, text: str, size: float, colour: tuple[int, int, int], width: int
    ) -> pygame.Surface:
        """`text` at design size `size`, smaller if it would be wider than `width` pixels
        (cached until the layout is built again)."""
        key = (text, size, colour, width)
        if key not in self._rendered:
            size_px = self.app.px(size)
            while size_px > 8 and self.app.font(size_px, text=text).size(text)[0] > width:
                size_px -= 1
            font = self.app.font(size_px, text=text)
            self._rendered[key] = font.render(text, True, colour)
        return self._rendered[key]

    def rebuild(self) -> None:
        """Forget the rendered captions (a new size or language) and build again."""
        self._rendered = {}
        super().rebuild()
