"""UNO Duo card art and table map: every card is drawn in its colour at the size asked, the
colour-blind shapes show only with the setting on, rotations are cached, and the map has every
anchor the table needs inside the window."""

from __future__ import annotations

import pygame
import pytest

from game.rules.uno_duo_cards import CARD_CODES, CARD_COLOUR
from scenes.fonts import load_font
from scenes.layout import load_layout
from scenes.table.uno_duo import hand_order, required_anchors
from scenes.uno_cards import BLACK, COLOUR_RGB, UnoCardPainter

SIZE = (92, 138)


@pytest.fixture(scope="module")
def fonts():
    pygame.init()
    cache = {}

    def font(size_px, bold=False):
        if (size_px, bold) not in cache:
            cache[(size_px, bold)] = load_font(size_px, bold)
        return cache[(size_px, bold)]

    return font


def share_of(surface: pygame.Surface, colour: tuple[int, int, int]) -> float:
    """The share of the card's pixels within a few steps of `colour`."""
    mask = pygame.mask.from_threshold(surface, (*colour, 255), (12, 12, 12, 255))
    return mask.count() / (surface.get_width() * surface.get_height())


@pytest.mark.parametrize("code", CARD_CODES)
def test_every_card_is_painted_in_its_colour_at_the_size_asked(fonts, code):
    painter = UnoCardPainter(fonts, lambda: True)
    face = painter.surface(code, SIZE)
    assert face.get_size() == SIZE
    colour = CARD_COLOUR[code]
    if colour is None:
        assert share_of(face, BLACK) > 0.3
        assert all(share_of(face, COLOUR_RGB[c]) > 0.02 for c in COLOUR_RGB)
    else:
        assert share_of(face, COLOUR_RGB[colour]) > 0.25
        others = [c for c in COLOUR_RGB if c != colour]
        assert all(share_of(face, COLOUR_RGB[c]) < 0.01 for c in others)


def test_the_back_differs_from_every_face(fonts):
    painter = UnoCardPainter(fonts, lambda: True)
    back = pygame.image.tobytes(painter.surface(None, SIZE), "RGBA")
    faces = {pygame.image.tobytes(painter.surface(code, SIZE), "RGBA") for code in CARD_CODES}
    assert back not in faces and len(faces) == len(CARD_CODES)


def test_colour_blind_shapes_show_only_with_the_setting_on(fonts):
    setting = {"on": True}
    painter = UnoCardPainter(fonts, lambda: setting["on"])
    with_shapes = pygame.image.tobytes(painter.surface("R7", SIZE), "RGBA")
    setting["on"] = False
    without = pygame.image.tobytes(painter.surface("R7", SIZE), "RGBA")
    assert with_shapes != without, "turning the setting off did not repaint the card"
    shapes = [
        pygame.image.tobytes(UnoCardPainter(fonts, lambda: True).surface(c + "7", SIZE), "RGBA")
        for c in "RYGB"
    ]
    plain = [
        pygame.image.tobytes(UnoCardPainter(fonts, lambda: False).surface(c + "7", SIZE), "RGBA")
        for c in "RYGB"
    ]
    assert len(set(shapes)) == 4 and len(set(plain)) == 4


def test_rotated_cards_are_cached(fonts):
    painter = UnoCardPainter(fonts, lambda: True)
    first = painter.surface("G+2", SIZE, angle=10.0)
    assert painter.surface("G+2", SIZE, angle=10.4) is first
    assert first.get_width() > SIZE[0], "the card was not rotated"


def test_cards_are_painted_at_the_windows_size(fonts):
    painter = UnoCardPainter(fonts, lambda: True)
    large = painter.surface("BSKIP", (138, 207))
    assert large.get_size() == (138, 207)
    assert share_of(large, COLOUR_RGB["B"]) > 0.25


def test_a_hand_sorts_by_colour_then_rank():
    hand = ["W+4", "B2", "R+2", "RSKIP", "R9", "Y0", "W", "G5"]
    assert sorted(hand, key=hand_order) == ["R9", "RSKIP", "R+2", "Y0", "G5", "B2", "W", "W+4"]


def test_the_uno_duo_map_has_every_anchor_inside_the_window():
    layout = load_layout("uno-duo", 2)
    assert layout.missing(required_anchors()) == []
    rects = layout.scaled((1280, 720))
    window = pygame.Rect(0, 0, 1280, 720)
    assert all(window.contains(rect) for rect in rects.values())
    assert not rects["seat0"].colliderect(rects["seat1"])
    for pile in ("draw_pile", "discard_pile", "draft_pile"):
        assert not rects[pile].colliderect(rects["hand"]) and not rects[pile].colliderect(
            rects["seat1"]
        )
    assert not rects["prompt"].colliderect(rects["hand"])
    assert not rects["uno"].colliderect(rects["hand"])
