"""The look of the app: a dark-green card-table palette, the felt background and the pygame_gui
theme, built for the window's size so that every font is rendered at its final pixel size."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from scenes.fonts import BENGALI, FontFamily, family_for, font_file, text_px

DESIGN_SIZE = (1280, 720)
"""The window size the layouts are designed at; other sizes scale from it."""

FELT = (18, 74, 50)
FELT_DARK = (8, 40, 27)
PANEL = (12, 52, 36)
CREAM = (242, 234, 211)
MUTED = (178, 196, 180)
GOLD = (222, 184, 92)
BUTTON = (27, 92, 63)
BUTTON_HOVER = (39, 120, 84)
BUTTON_SELECTED = (150, 112, 36)
BORDER = (86, 140, 104)
DISABLED = (34, 58, 46)
WARNING = (240, 160, 80)

# Font sizes (pixels at the design size) of the text styles the scenes use.
TEXT_SIZES = {"body": 20, "small": 16, "fine": 14, "heading": 26, "title": 50}
SHRINK_SIZES = (18, 16, 14, 12)
"""Smaller sizes a label or button takes (object id `#shrink<size>`) when its text in some
language is too long for it at its style's size (drawn no smaller than MIN_TEXT_PX pixels)."""


def scale_for(size: tuple[int, int]) -> float:
    """How much larger than the design size a window of `size` is (the smaller of the two axes)."""
    return min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1])


def _hex(colour: tuple[int, ...]) -> str:
    return "#" + "".join(f"{channel:02x}" for channel in colour)


def _font_block(
    size_px: int, family: FontFamily, language: str, bold: bool = False
) -> dict[str, str]:
    """A theme font block for the manager's language (pygame_gui picks fonts by its locale)."""
    font = {
        "name": family.name,
        "locale": language,
        "size": str(text_px(size_px)),
        "bold": "1" if bold else "0",
        "regular_path": str(font_file(family.regular)),
        "bold_path": str(font_file(family.bold)),
    }
    if family.script is not None:
        font["script"] = family.script
    return font


ARROWS = Path(pygame_gui.__file__).parent / "data" / "FiraCode-Regular.ttf"
"""pygame_gui's own Fira Code, which has the ▼ ▲ of a drop-down's button (Noto Sans has not)."""


def _arrows_font(size_px: int, language: str) -> dict[str, str]:
    return {
        "name": "fira_code",
        "locale": language,
        "size": str(size_px),
        "regular_path": str(ARROWS),
        "bold_path": str(ARROWS),
    }


def preloaded_fonts(scale: float, language: str) -> list[dict[str, str | int | float]]:
    """The bold body font, used by <b> in text boxes, to load with the theme, shaped with the
    family's script (pygame_gui shapes a preloaded font as Latin unless told)."""
    size = max(1, round(TEXT_SIZES["body"] * scale))
    family = family_for(language)
    font: dict[str, str | int | float] = {
        "name": family.name,
        "point_size": size,
        "style": "bold",
        "antialiased": 1,
    }
    if family.script is not None:
        font["script"] = family.script
    return [font]


def bengali_id(size: int, bold: bool = False) -> str:
    """The theme id of the Bengali family at a design size (bold for titles and headings)."""
    return f"#bengali{'_bold' if bold else ''}{size}"


def _pad(horizontal: int, vertical: int) -> str:
    return f"{horizontal},{vertical}"


def ui_theme(scale: float, language: str) -> dict[str, Any]:
    """The pygame_gui theme (as a dict) for a window `scale` times the design size, with the fonts
    of `language` (a manager is made for one language; switching makes a new one). The class
    `@bengali` draws a text with Bengali letters in it in any language (the name বাংলা), and so
    do the ids of `bengali_id` at each size."""

    def px(value: float) -> int:
        return max(1, round(value * scale))

    family = family_for(language)

    def _font(size_px: int, bold: bool = False) -> dict[str, str]:
        return _font_block(size_px, family, language, bold)

    colours = {
        "normal_bg": _hex(BUTTON),
        "hovered_bg": _hex(BUTTON_HOVER),
        "disabled_bg": _hex(DISABLED),
        "selected_bg": _hex(BUTTON_SELECTED),
        "active_bg": _hex(BUTTON_SELECTED),
        "dark_bg": _hex(PANEL),
        "disabled_dark_bg": _hex(DISABLED),
        "normal_text": _hex(CREAM),
        "hovered_text": "#ffffff",
        "selected_text": "#ffffff",
        "active_text": "#ffffff",
        "disabled_text": _hex(MUTED),
        "normal_border": _hex(BORDER),
        "hovered_border": _hex(GOLD),
        "selected_border": _hex(GOLD),
        "active_border": _hex(GOLD),
        "disabled_border": _hex(DISABLED),
        "filled_bar": _hex(GOLD),
        "unfilled_bar": _hex(FELT_DARK),
        "text_cursor": _hex(CREAM),
        "link_text": _hex(GOLD),
        "link_hover": "#ffe9a8",
        "link_selected": "#ffe9a8",
    }
    rounded = {
        "shape": "rounded_rectangle",
        "shape_corner_radius": str(px(8)),
        "border_width": str(px(2)),
        "shadow_width": "0",
    }
    flat = {"shape": "rectangle", "border_width": "0", "shadow_width": "0"}
    body, small = TEXT_SIZES["body"], TEXT_SIZES["small"]
    list_row = str(px(34))
    """A drop-down row: a line of the body font (the tallest, Bengali's, 1.5 times its size)
    with room above and below."""
    transparent_label = {"dark_bg": "#00000000", "normal_text": _hex(CREAM)}
    return {
        "defaults": {"colours": colours, "font": _font(px(body)), "misc": rounded},
        "button": {"misc": rounded, "font": _font(px(body))},
        "drop_down_menu": {
            "misc": {**rounded, "expand_direction": "down", "list_item_height": list_row}
        },
        "drop_down_menu.#expand_button": {"misc": flat, "font": _arrows_font(px(body), language)},
        "drop_down_menu.#selected_option": {"misc": flat},
        # The list reads its rows' height from its own block (without it, 20 pixels, which cut
        # the body font's letters in half in Bengali: a line of it is 30 pixels high).
        "drop_down_menu.#drop_down_options_list": {
            "misc": {**flat, "border_width": str(px(1)), "list_item_height": list_row}
        },
        "drop_down_menu.#drop_down_options_list.@selection_list_item": {"misc": flat},
        "label": {
            "font": _font(px(body)),
            "colours": transparent_label,
            "misc": {"text_horiz_alignment": "left"},
        },
        "@title": {
            "font": _font(px(TEXT_SIZES["title"]), bold=True),
            "colours": {"normal_text": _hex(GOLD)},
            "misc": {"text_horiz_alignment": "center"},
        },
        "@heading": {
            "font": _font(px(TEXT_SIZES["heading"]), bold=True),
            "colours": {"normal_text": _hex(GOLD)},
        },
        "@help": {"font": _font(px(small)), "colours": {"normal_text": _hex(MUTED)}},
        "@fine": {"font": _font(px(TEXT_SIZES["fine"])), "colours": {"normal_text": _hex(MUTED)}},
        "@centred": {"misc": {"text_horiz_alignment": "center"}},
        "@warning": {"colours": {"normal_text": _hex(WARNING)}},
        "text_box": {  # see-through: its rounded panel is drawn by draw_text_box_panel
            "font": _font(px(body)),
            "colours": {"dark_bg": "#00000000", "normal_border": "#00000000"},
            "misc": {
                **rounded,
                "shape": "rectangle",
                "padding": _pad(px(10), px(8)),
            },
        },
        "text_entry_line": {
            "font": _font(px(body)),
            "misc": {**rounded, "padding": _pad(px(6), px(4))},
        },
        "horizontal_slider": {"misc": {**rounded, "enable_arrow_buttons": "1"}},
        "panel": {"colours": {"dark_bg": _hex(PANEL)}, "misc": rounded},
        "tool_tip": {"font": _font(px(small))},
        "@bengali": {"font": _font_block(px(body), BENGALI, language)},
        # A label whose text has Bengali letters in another language's screen (a table or a
        # player named in Bengali): its size, in the Bengali family (`bengali_id`).
        **{
            bengali_id(size, bold): {"font": _font_block(px(size), BENGALI, language, bold)}
            for size in {*SHRINK_SIZES, *TEXT_SIZES.values()}
            for bold in (False, True)
        },
        # A list's rows (the history's): square corners, as a wide rounded shape is drawn four
        # times larger each way by pygame_gui (a row of the list took 30 ms to build).
        "#row": {"misc": {**flat, "border_width": str(px(2))}},
        **{f"#shrink{size}": {"font": _font(px(size))} for size in SHRINK_SIZES},
    }


def draw_text_box_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The rounded panel behind a text box. pygame_gui draws a rounded shape four times larger
    each way (sixteen times the pixels) for each of its states: a 1000×440 text box took over
    140 MiB for a moment. So text boxes are plain and see-through in the theme, and their
    panel, in the colours and shape of the other elements, is drawn here."""
    radius, border = max(1, round(8 * scale)), max(1, round(2 * scale))
    pygame.draw.rect(surface, PANEL, rect, border_radius=radius)
    pygame.draw.rect(surface, BORDER, rect, border, border_radius=radius)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table felt for a window of `size`: green, lighter in the middle, darker at the edges."""
    steps = 24
    surface = pygame.Surface(size)
    surface.fill(FELT_DARK)
    width, height = size
    for step in range(steps):
        fraction = step / steps
        colour = [round(d + (f - d) * fraction) for d, f in zip(FELT_DARK, FELT, strict=True)]
        inset_x, inset_y = round(width * 0.45 * fraction), round(height * 0.45 * fraction)
        rect = pygame.Rect(inset_x - width // 4, inset_y - height // 4, 0, 0)
        rect.size = (width - 2 * rect.x, height - 2 * rect.y)
        pygame.draw.ellipse(surface, colour, rect)
    return surface
