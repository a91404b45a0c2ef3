"""The base of every pygame_gui screen: elements are built in a fresh manager at the window's
size (fonts rendered at their final size, never a scaled bitmap) and rebuilt on resize; buttons
are bound to plain callbacks."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextBox, UITextEntryLine

from scenes.fonts import family_for, family_of, shortened, wrap_text
from scenes.scene import CONFIRM_KEYS, Scene
from scenes.theme import GOLD, SHRINK_SIZES, TEXT_SIZES, bengali_id, draw_text_box_panel

_CHANGE_EVENTS = (pygame_gui.UI_DROP_DOWN_MENU_CHANGED, pygame_gui.UI_TEXT_ENTRY_CHANGED)
_FOCUS_RING = 3
ASCII_DIGITS = "0123456789"
_STYLE_SIZES = {
    "@help": TEXT_SIZES["small"],
    "@fine": TEXT_SIZES["fine"],
    "@heading": TEXT_SIZES["heading"],
    "@title": TEXT_SIZES["title"],
}
"""Design font sizes of the label styles that are not the body size."""
Action = Callable[[], object]
"""What a button calls when pressed; whatever it returns (often the scene it opened) is ignored."""
_BUTTON_MARGIN = 16
SETTLE_SECONDS = 0.5
"""After input or a rebuild, frames go on this long: pygame_gui draws an element's states (hover,
press) over its next few updates."""


def caret_blink_in(entry: UITextEntryLine) -> float:
    """Seconds until a focused text field's caret turns on or off, after pygame_gui's
    `UITextEntryLine.update`: it waits `cursor_blink_delay_after_moving` after the caret moved,
    then turns it over at the first update once `blink_cursor_time` has passed."""
    still = entry.cursor_blink_delay_after_moving - entry.cursor_blink_delay_after_moving_acc
    if still >= 0:
        return still
    return max(0.0, entry.blink_cursor_time - entry.blink_cursor_time_acc)


class UIScene(Scene):
    """A screen laid out with pygame_gui. Subclasses lay out their elements in `build()` (called
    on enter when needed and on every resize) and keep their choices in plain attributes, so a
    rebuild shows the same choices at the new size. With `escape_closes`, Esc calls `leave`."""

    escape_closes = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.manager: pygame_gui.UIManager | None = None
        self._actions: dict[UIButton, Action] = {}
        self._changes: dict[object, Callable[[str], None]] = {}
        self._focus: UIButton | None = None
        self._settling = 0.0

    def enter(self) -> None:
        """Build the elements the first time, or again if the window changed size or the app
        its language meanwhile."""
        if not self._manager_fits():
            self.rebuild()
        self.focus_first()

    def focus_first(self) -> None:
        """A screen opens with the keyboard's focus on its first enabled button (unless one
        already has it), so that Enter presses it."""
        if self._focus is None:
            self._focus = next(
                (widget for widget in self._actions if widget.is_enabled and widget.visible),
                None,
            )

    def resize(self, size: tuple[int, int]) -> None:
        """Lay everything out again at the new size."""
        self.rebuild()

    def _manager_fits(self) -> bool:
        """True when the manager was made for the window's size and the app's language."""
        manager = self.manager
        return (
            manager is not None
            and manager.window_resolution == self.app.size
            and manager.get_locale() == self.app.language
        )

    def rebuild(self) -> None:
        """Throw the elements away and build them again (in a new manager, with the language's
        fonts, if the size or the language changed)."""
        if self.manager is not None and self._manager_fits():
            self.manager.clear_and_reset()
        else:
            self.manager = self.app.ui_manager()
        focused = self._focus_place()
        self._settling = SETTLE_SECONDS
        self._actions = {}
        self._changes = {}
        self._focus = None
        self.build()
        if focused is not None:
            self._focus = self._button_like(*focused)

    def close(self) -> None:
        """Leaving for good: the elements go, and the callbacks bound to them, which refer back
        to the scene."""
        if self.manager is not None:
            self.manager.clear_and_reset()
        self.manager = None
        self._actions, self._changes, self._focus = {}, {}, None

    def leave(self) -> None:
        """Back to the screen below, this one closed (Esc, with `escape_closes`)."""
        self.app.stack.pop()

    def build(self) -> None:
        """Create the elements (override)."""

    def rect(self, x: float, y: float, width: float, height: float) -> pygame.Rect:
        """A rectangle given in design coordinates (1280×720), scaled to the window."""
        return self.app.layout_rect(x, y, width, height)

    def shrunk(self, text: str, width: int, size: int) -> str | None:
        """The object id of a smaller font at which `text` fits `width` pixels, or None when it
        fits at `size` (design pixels); the smallest id when it fits at none (`fitting` then
        shortens it). No size is drawn below MIN_TEXT_PX pixels."""
        app = self.app
        if app.font(app.px(size), text=text).size(text)[0] <= width:
            return None
        for smaller in SHRINK_SIZES:
            if smaller < size and app.font(app.px(smaller), text=text).size(text)[0] <= width:
                return f"#shrink{smaller}"
        return f"#shrink{SHRINK_SIZES[-1]}"

    def fitting(self, text: str, width: int, size: int) -> tuple[str, str | None]:
        """`text` as it is shown in `width` pixels and the object id of its smaller font (None:
        the style's own): smaller down to the smallest readable size, then cut short with an
        ellipsis."""
        shrink = self.shrunk(text, width, size)
        shown_size = int(shrink.removeprefix("#shrink")) if shrink else size
        app = self.app
        return shortened(app.font(app.px(shown_size), text=text), text, width), shrink

    def button(
        self, text: str, rect: pygame.Rect, action: Action, object_id: str | None = None
    ) -> UIButton:
        """A button that calls `action` when pressed (its text smaller if it would not fit;
        `object_id` a theme id such as `#row`, for a button without text)."""
        width = rect.width - self.app.px(_BUTTON_MARGIN)
        shown, shrink = self.fitting(text, width, TEXT_SIZES["body"])
        theme_id = shrink or object_id
        widget = UIButton(
            rect,
            shown,
            self.manager,
            tool_tip_text=text if shown != text else None,
            object_id=ObjectID(object_id=theme_id) if theme_id else None,
        )
        self._actions[widget] = action
        return widget

    def tab_row(
        self, captions: dict[str, str], selected: str, on_pick: Callable[[str], None]
    ) -> dict[str, UIButton]:
        """A centred row of tabs under the title (key → caption); the `selected` one is lit."""
        width, gap = 300, 20
        left = (1280 - len(captions) * width - (len(captions) - 1) * gap) / 2
        tabs = {}
        for index, (key, caption) in enumerate(captions.items()):
            rect = self.rect(left + index * (width + gap), 92, width, 52)
            tabs[key] = self.button(caption, rect, partial(on_pick, key))
        tabs[selected].select()
        return tabs

    def dropdown(
        self, choices: list[str], current: str, rect: pygame.Rect, on_change: Callable[[str], None]
    ) -> UIDropDownMenu:
        """A drop-down list; `on_change(text)` is called with the newly chosen entry."""
        options: list[str | tuple[str, str]] = [*choices]
        widget = UIDropDownMenu(options, current, rect, self.manager)
        self._changes[widget] = on_change
        return widget

    def text_entry(
        self,
        text: str,
        rect: pygame.Rect,
        on_change: Callable[[str], None],
        *,
        numbers_only: bool = False,
        limit: int = 24,
    ) -> UITextEntryLine:
        """A one-line text field; `on_change(text)` is called after every edit. A field of
        `numbers_only` shows `text` in the language's digits and takes them as well as ASCII
        ones (Python's `int` reads either)."""
        in_language = self.app.words.digits
        shown = in_language(text) if numbers_only else text
        widget = UITextEntryLine(rect, self.manager, initial_text=shown)
        widget.set_text_length_limit(limit)
        if numbers_only:
            widget.set_allowed_characters(sorted(set(ASCII_DIGITS + in_language(ASCII_DIGITS))))
        self._changes[widget] = on_change
        return widget

    def title(self, text: str, top: float = 10) -> UILabel:
        """The screen's title, centred across the window."""
        return self.label(text, self.rect(0, top, 1280, 80), "@title")

    def label(self, text: str, rect: pygame.Rect, style: str = "") -> UILabel:
        """A line of text; `style` is a theme class such as `@title`, `@heading` or `@help`. A
        text too long for `rect` in the body or help styles is drawn smaller, down to the
        smallest readable size, then cut short."""
        shrink = None
        size = _STYLE_SIZES.get(style, TEXT_SIZES["body"])
        if style not in ("@title", "@heading"):
            text, shrink = self.fitting(text, rect.width, size)
        if family_of(text, self.app.language) is not family_for(self.app.language):
            bold = style in ("@title", "@heading")
            shown = int(shrink.removeprefix("#shrink")) if shrink else size
            shrink = bengali_id(shown, bold)  # letters this language's font has not
        object_id = ObjectID(object_id=shrink, class_id=style or None)
        return UILabel(rect, text, self.manager, object_id=object_id)

    def wrapped_label(
        self, text: str, rect: pygame.Rect, style: str = "", most_lines: int = 2
    ) -> int:
        """`text` in rows of `rect`'s size, one under the other: one row when it fits (drawn
        smaller if need be, as `label` does), else wrapped between words at the smallest
        readable size into at most `most_lines` rows (the last shortened if it must be).
        Returns the number of rows."""
        size = _STYLE_SIZES.get(style, TEXT_SIZES["body"])
        if self.shrunk(text, rect.width, size) != f"#shrink{SHRINK_SIZES[-1]}":
            self.label(text, rect, style)
            return 1
        app = self.app
        smallest = SHRINK_SIZES[-1]
        font = app.font(app.px(smallest), text=text)
        rows = wrap_text(font, text, rect.width)
        rows = rows[: most_lines - 1] + [" ".join(rows[most_lines - 1 :])]
        object_id = ObjectID(object_id=f"#shrink{smallest}", class_id=style or None)
        for index, row in enumerate(rows):  # every row at the size they were wrapped at
            shown = shortened(font, row, rect.width)
            UILabel(rect.move(0, index * rect.height), shown, self.manager, object_id=object_id)
        return len(rows)

    def handle(self, event: pygame.event.Event) -> bool:
        """Give the event to the elements, run a pressed button's action, then `handle_ui`."""
        if self.manager is None:
            return False
        self._settling = SETTLE_SECONDS
        consumed = self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            self._actions[event.ui_element]()
            return True
        if event.type in _CHANGE_EVENTS and event.ui_element in self._changes:
            self._changes[event.ui_element](event.text)
            return True
        if self.escape_closes and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        if self._navigate(event):
            return True
        return self.handle_ui(event) or consumed

    def _navigate(self, event: pygame.event.Event) -> bool:
        """Tab or Down moves a visible focus to the next enabled button, Shift+Tab or Up to the
        previous one; Enter or Space presses the focused button. A click hides the focus, and
        keys go to a text field while one is being typed in."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._focus = None
            return False
        if event.type != pygame.KEYDOWN or self._typing():
            return False
        buttons = [widget for widget in self._actions if widget.is_enabled and widget.visible]
        key = event.key
        if key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP) and buttons:
            shifted = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            backwards = key == pygame.K_UP or (key == pygame.K_TAB and shifted)
            if self._focus in buttons:
                index = (buttons.index(self._focus) + (-1 if backwards else 1)) % len(buttons)
            else:
                index = -1 if backwards else 0
            self._focus = buttons[index]
            return True
        if key in CONFIRM_KEYS and self._focus in buttons:
            self._actions[self._focus]()
            return True
        return False

    def _focus_place(self) -> tuple[str, int] | None:
        """The focused button's caption and place among the buttons, to find it after a rebuild."""
        if self._focus is None or self._focus not in self._actions:
            return None
        return self._focus.text, list(self._actions).index(self._focus)

    def _button_like(self, text: str, place: int) -> UIButton | None:
        """After a rebuild, the button with that caption nearest that place, else the button at
        that place, else none."""
        buttons = list(self._actions)
        same = [index for index, button in enumerate(buttons) if button.text == text]
        if same:
            return buttons[min(same, key=lambda index: abs(index - place))]
        return buttons[place] if place < len(buttons) else None

    def _typing(self) -> list[UITextEntryLine]:
        """The text field that has the keyboard, if any (a list, empty when none has)."""
        return [
            widget
            for widget in self._changes
            if isinstance(widget, UITextEntryLine) and widget.is_focused
        ]

    def handle_ui(self, event: pygame.event.Event) -> bool:
        """Scene-specific handling of an event the elements did not turn into an action."""
        return False

    def update(self, dt: float) -> None:
        """Let the elements animate (hover, text cursor)."""
        self._settling = max(0.0, self._settling - dt)
        if self.manager is not None:
            self.manager.update(dt)

    def next_frame(self) -> float:
        """0 for a moment after input or a rebuild and while a mouse button is held (a drag, a
        held arrow); else the seconds until a focused text field's caret blinks; else never."""
        if self._settling > 0 or any(pygame.mouse.get_pressed()):
            return 0.0
        return min((caret_blink_in(widget) for widget in self._typing()), default=math.inf)

    def draw(self, surface: pygame.Surface) -> None:
        """The felt, the scene's own drawing, the panels behind the text boxes, then the
        elements."""
        self.draw_background(surface)
        self.draw_extra(surface)
        if self.manager is not None:
            for element in self.manager.get_sprite_group().sprites():
                if isinstance(element, UITextBox) and element.visible:
                    draw_text_box_panel(surface, element.rect, self.app.scale)
            self.manager.draw_ui(surface)
        focus = self._focus
        if focus is not None and focus.visible:
            ring = focus.rect.inflate(4 * _FOCUS_RING, 4 * _FOCUS_RING)
            pygame.draw.rect(surface, GOLD, ring, _FOCUS_RING, border_radius=4 * _FOCUS_RING)

    def draw_background(self, surface: pygame.Surface) -> None:
        """Fill the window with the table felt."""
        surface.blit(self.app.felt(), (0, 0))

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Anything the scene draws itself, under the elements (override)."""
