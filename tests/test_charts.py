"""The charts (scenes/charts.py): round ticks, dashed lines, seat styles that never tell seats
apart by colour alone, anti-aliased lines, numbers in the language's digits, and a chart drawn
once per window size."""

from __future__ import annotations

import math

import pygame
import pytest

from game.words import words_for
from scenes import charts
from scenes.charts import (
    DASHED,
    SOLID,
    ChartView,
    LineChart,
    Series,
    draw_chart,
    nice_ticks,
    seat_style,
)
from scenes.fonts import LATIN, load_font
from scenes.theme import PANEL


@pytest.fixture(scope="module")
def font_for():
    pygame.init()
    fonts: dict[int, pygame.font.Font] = {}

    def font(size: int, text: str) -> pygame.font.Font:
        if size not in fonts:
            fonts[size] = load_font(size, False, LATIN)
        return fonts[size]

    return font


@pytest.mark.parametrize(
    ("low", "high", "expected"),
    [
        (0, 99, [0, 20, 40, 60, 80, 100]),
        (0, 8, [0, 2, 4, 6, 8]),
        (0, 1, [0, 1]),
        (-455, 20, [-500, -400, -300, -200, -100, 0, 100]),
        (0, 1234, [0, 500, 1000, 1500]),
    ],
)
def test_ticks_are_few_round_numbers_that_hold_the_range(low, high, expected):
    ticks = nice_ticks(low, high)
    assert ticks == expected and len(ticks) <= 7
    assert ticks[0] <= low and ticks[-1] >= high


def test_a_dashed_line_draws_its_dashes_and_skips_its_gaps():
    line = [(0.0, 0.0), (90.0, 0.0), (90.0, 90.0)]
    assert charts._dashes(line, []) == list(zip(line, line[1:], strict=False))
    dashes = charts._dashes(line, [6.0, 3.0])
    drawn = sum(math.dist(start, end) for start, end in dashes)
    assert drawn == pytest.approx(180 * 6 / 9)
    assert all(math.dist(start, end) <= 6 + 1e-9 for start, end in dashes)


def test_no_two_seats_differ_by_colour_alone():
    styles = [seat_style(seat) for seat in range(8)]
    for seat, (colour, dash, marker) in enumerate(styles):
        for other in styles[:seat]:
            assert (dash, marker) != (other[1], other[2]), "a line style or marker tells them apart"
        assert colour != PANEL


def chart_of(points, **more) -> LineChart:
    series = [Series.of_seat(0, "Ada", points), Series.of_seat(1, "Bram", points[::-1])]
    return LineChart(series, "Round", "Points", lambda value: str(round(value)), **more)


def test_lines_are_anti_aliased_blends_of_their_colour_and_the_panel(font_for):
    image = draw_chart(chart_of([(0, 0), (5, 13), (10, 21)], target=21), (500, 300), 1.0, font_for)
    colour = seat_style(0)[0]
    blends = []
    for x in range(image.get_width()):
        for y in range(image.get_height()):
            pixel = tuple(image.get_at((x, y)))[:3]
            share = [
                (p - q) / (c - q) if c != q else None
                for p, q, c in zip(pixel, PANEL, colour, strict=True)
            ]
            known = [value for value in share if value is not None]
            between = known and all(0.15 < value < 0.85 for value in known)
            if between and max(known) - min(known) < 0.08:  # the same share in each channel
                blends.append(pixel)
    assert image.get_size() == (500, 300)
    assert len(blends) > 100, "edge pixels between the line's colour and the panel"
    assert len(set(blends)) >= 4, "in several steps"


def test_tick_numbers_are_written_by_the_chart_s_number_function(font_for):
    bengali = words_for("bn")
    asked: list[str] = []

    def number(value: float) -> str:
        asked.append(bengali.number(round(value)))
        return asked[-1]

    series = [Series("Win rate", [(1, 0.0), (2, 50.0), (3, 66.7)], (255, 255, 255))]
    chart = LineChart(series, "Games", "Win rate", number, y_range=(0, 100), legend=False)
    draw_chart(chart, (400, 240), 1.0, font_for)
    assert "১০০" in asked and "৩" in asked


def test_a_chart_is_drawn_once_for_a_window_size_and_again_for_another(monkeypatch, font_for):
    drawn = []
    real = charts.draw_chart

    def counting(*args):
        drawn.append(args[1])
        return real(*args)

    monkeypatch.setattr(charts, "draw_chart", counting)

    class FakeApp:
        def __init__(self, size, scale):
            self.size, self.scale = size, scale

        def layout_rect(self, x, y, width, height):
            return pygame.Rect(
                x * self.scale, y * self.scale, width * self.scale, height * self.scale
            )

        def font(self, size, text=""):
            return font_for(size, text)

    view = ChartView(chart_of([(0, 0), (1, 5)]), (0, 0, 600, 400))
    window = pygame.Surface((1280, 720))
    big = FakeApp((1280, 720), 1.0)
    view.draw(window, big)
    view.draw(window, big)
    assert len(drawn) == 1
    view.draw(pygame.Surface((960, 540)), FakeApp((960, 540), 0.75))
    assert len(drawn) == 2 and drawn[1][0] < drawn[0][0]
    view.forget()
    view.draw(window, big)
    assert len(drawn) == 3


def test_a_line_of_markers_alone_draws_no_line_and_its_legend_says_so(font_for):
    lone = Series.of_seat(2, "Cleo out", [], marks=[(3, 97)], line=False)
    assert list(lone.marked) == [(3, 97)] and not lone.line
    solid = Series("Running total", [(1, 5), (2, 9)], (255, 255, 255))
    assert solid.dash == SOLID and list(solid.marked) == []
    assert Series.of_seat(1, "Bram", [(0, 0)]).dash == DASHED
    chart = LineChart([solid, lone], "Cards played", "Total", str, y_range=(0, 99), target=99)
    assert draw_chart(chart, (300, 200), 0.75, font_for).get_size() == (300, 200)
