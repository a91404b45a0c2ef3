"""Line charts drawn with pygame alone: the running total of an ONO 99 game, the race to the
target, the win rate over time.

A small module of our own rather than a charting library: matplotlib 3.11 brings numpy, Pillow
and fontTools (167 MB installed, against a 120 MiB target for all of `dist/`) and took 0.7 s
warm, 2.1 s cold, to import and draw its first chart here (2026-11-26), for three kinds of line
chart. Lines and markers are drawn three times larger and scaled down smoothly (anti-aliased,
at any width); texts are rendered at their final size, so a chart is crisp at the window's size.
Every series has a colour *and* a line style or marker shape of its own, so colour is never the
only cue.
`ChartView` keeps the drawn chart until the window changes size.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from scenes.theme import BORDER, CREAM, GOLD, MUTED, PANEL

Point = tuple[float, float]
FontFor = Callable[[int, str], pygame.font.Font]
"""A font of that many pixels that can draw that text (the app's `font(size, text=…)`)."""

SOLID, DASHED, DOTTED, DASH_DOT = (), (6.0, 3.0), (1.2, 2.4), (6.0, 2.5, 1.2, 2.5)
"""Line styles: lengths of drawn and skipped stretches, in line widths (none: solid)."""
CIRCLE, SQUARE, TRIANGLE, DIAMOND, CROSS, STAR = (
    "circle",
    "square",
    "triangle",
    "diamond",
    "cross",
    "star",
)
SEAT_STYLES = (
    ((230, 159, 0), SOLID, CIRCLE),
    ((86, 180, 233), DASHED, SQUARE),
    ((225, 130, 190), DOTTED, TRIANGLE),
    ((240, 228, 66), DASH_DOT, DIAMOND),
    ((255, 255, 255), SOLID, CROSS),
    ((255, 120, 80), DASHED, STAR),
)
"""Each seat's colour (Okabe and Ito's palette, lightened for the dark felt), line style and
marker; seat 7 and 8 take the first two again with a different marker order."""
GRID = (38, 84, 62)
LINE_WIDTH = 2.5
"""Design pixels."""
MARKER_SIZE = 5.5
"""Design pixels: a marker's half-width."""
SUPERSAMPLE = 3
"""The plot is drawn this many times larger, then scaled down (anti-aliasing)."""
LARGE_PLOT = 600_000
"""Plot areas of more pixels than this (a full-screen chart) are drawn only twice larger."""


def seat_style(seat: int) -> tuple[tuple[int, int, int], tuple[float, ...], str]:
    """The colour, line style and marker of a seat."""
    colour, dash, marker = SEAT_STYLES[seat % len(SEAT_STYLES)]
    if seat >= len(SEAT_STYLES):
        marker = SEAT_STYLES[(seat + 2) % len(SEAT_STYLES)][2]
    return colour, dash, marker


@dataclass(frozen=True)
class Series:
    """One line of a chart. `marks` are the points given a marker (None: every point); a series
    with `line` False is markers alone (the exits on the running total)."""

    label: str
    points: Sequence[Point]
    colour: tuple[int, int, int]
    dash: tuple[float, ...] = SOLID
    marker: str | None = None
    marks: Sequence[Point] | None = None
    line: bool = True

    @classmethod
    def of_seat(cls, seat: int, label: str, points: Sequence[Point], **more) -> Series:
        """A series in the seat's colour, line style and marker."""
        colour, dash, marker = seat_style(seat)
        return cls(label, points, colour, dash, marker, **more)

    @property
    def marked(self) -> Sequence[Point]:
        """The points drawn with a marker."""
        if self.marker is None:
            return ()
        return self.points if self.marks is None else self.marks


@dataclass(frozen=True)
class LineChart:
    """What a chart shows: its series, the ranges (at least; they grow to the data and to round
    ticks), a target line, the axes' titles, and how the ticks' numbers are written."""

    series: Sequence[Series]
    x_title: str
    y_title: str
    number: Callable[[float], str]
    """A tick's number in words (`words.number`, or a percentage)."""
    y_number: Callable[[float], str] | None = None
    """The y ticks' numbers, when written unlike the x ticks'."""
    x_range: tuple[float, float] = (0, 1)
    y_range: tuple[float, float] = (0, 1)
    target: float | None = None
    target_label: str = ""
    legend: bool = True

    def ranges(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """The x and y ranges that hold the data, the target and the given ranges."""
        xs = [x for series in self.series for x, _ in (*series.points, *series.marked)]
        ys = [y for series in self.series for _, y in (*series.points, *series.marked)]
        if self.target is not None:
            ys.append(self.target)
        x_low, x_high = min([self.x_range[0], *xs]), max([self.x_range[1], *xs])
        y_low, y_high = min([self.y_range[0], *ys]), max([self.y_range[1], *ys])
        return (x_low, x_high if x_high > x_low else x_low + 1), (
            y_low,
            y_high if y_high > y_low else y_low + 1,
        )


def nice_ticks(low: float, high: float, most: int = 7) -> list[float]:
    """At most `most` round ticks (steps of 1, 2 or 5 times a power of ten, whole numbers at
    least) from `low` to at least `high`."""
    span = max(high - low, 1e-9)
    step = 1.0
    for power in range(0, 12):
        for base in (1, 2, 5):
            step = base * 10**power
            if math.ceil(high / step) - math.floor(low / step) + 1 <= most:
                first = math.floor(low / step) * step
                count = math.ceil((high - first) / step - 1e-9)
                return [first + index * step for index in range(count + 1)]
    return [low, low + span]


@dataclass
class _Frame:
    """Where the plot lies in the chart, and the data ranges it shows."""

    plot: pygame.Rect
    x_ticks: list[float]
    y_ticks: list[float]

    def point(self, x: float, y: float, factor: float = 1.0) -> tuple[float, float]:
        """A data point in the plot's pixels (times `factor`, the plot's own origin)."""
        x_low, x_high = self.x_ticks[0], self.x_ticks[-1]
        y_low, y_high = self.y_ticks[0], self.y_ticks[-1]
        width, height = self.plot.width * factor, self.plot.height * factor
        return (
            (x - x_low) / (x_high - x_low) * (width - 1),
            (height - 1) - (y - y_low) / (y_high - y_low) * (height - 1),
        )


def draw_chart(
    chart: LineChart, size: tuple[int, int], scale: float, font_for: FontFor
) -> pygame.Surface:
    """The chart drawn on a panel-coloured surface of `size` pixels (`scale`: the window's
    size relative to the design size, for widths and fonts)."""
    surface = pygame.Surface(size)
    surface.fill(PANEL)
    tick_size = max(8, round(14 * scale))
    font = font_for(tick_size, "")
    pad = max(2, round(8 * scale))
    top = pad
    if chart.legend:
        top = _draw_legend(surface, chart.series, scale, font_for, pad) + pad
    title = _fitted(font_for, round(14 * scale), chart.y_title, size[0] - 2 * pad)
    surface.blit(title.render(chart.y_title, True, MUTED), (pad, top))
    top += font.get_linesize() + pad // 2
    (x_low, x_high), (y_low, y_high) = chart.ranges()
    x_ticks, y_ticks = nice_ticks(x_low, x_high), nice_ticks(y_low, y_high)
    y_number = chart.y_number or chart.number
    y_texts = [y_number(tick) for tick in y_ticks]
    left = pad + max(font.size(text)[0] for text in y_texts) + pad
    bottom = size[1] - 2 * pad - 2 * font.get_linesize()  # the ticks, then the x axis title
    right = size[0] - pad - font.size(chart.number(x_ticks[-1]))[0] // 2
    plot = pygame.Rect(left, top + font.get_linesize() // 2, right - left, bottom - top)
    if plot.width < 20 or plot.height < 20:
        return surface
    frame = _Frame(plot, x_ticks, y_ticks)
    image, margin = _plot_image(chart, frame, scale)
    surface.blit(image, (plot.left - margin, plot.top - margin))
    _draw_axes(surface, chart, frame, y_texts, (font, tick_size), font_for, scale)
    return surface


def _fitted(font_for: FontFor, size: int, text: str, width: int) -> pygame.font.Font:
    """The font at `size` pixels, or smaller until `text` fits `width` (down to 8 pixels)."""
    font = font_for(max(8, size), text)
    while font.size(text)[0] > width and size > 8:
        size -= 1
        font = font_for(size, text)
    return font


def _draw_legend(
    surface: pygame.Surface, series: Sequence[Series], scale: float, font_for: FontFor, pad: int
) -> int:
    """Each series' sample (its line style and marker) and label, in rows; the bottom."""
    size = max(8, round(15 * scale))
    sample = round(34 * scale)
    x, y = pad, pad
    line_height = font_for(size, "").get_linesize()
    for entry in series:
        font = _fitted(font_for, size, entry.label, surface.get_width() - 3 * pad - sample)
        label = font.render(entry.label, True, CREAM)
        width = sample + pad // 2 + label.get_width()
        if x > pad and x + width > surface.get_width() - pad:
            x, y = pad, y + line_height + pad // 2
        key = _legend_key(entry, (sample, line_height), scale)
        surface.blit(key, (x, y))
        surface.blit(label, (x + sample + pad // 2, y + (line_height - label.get_height()) // 2))
        x += width + 2 * pad
    return y + line_height


def _legend_key(entry: Series, size: tuple[int, int], scale: float) -> pygame.Surface:
    """A short stretch of the series' line with its marker in the middle."""
    factor = SUPERSAMPLE
    big = pygame.Surface((size[0] * factor, size[1] * factor))
    big.fill(PANEL)
    middle = size[1] * factor / 2
    width = LINE_WIDTH * scale * factor
    if entry.line:
        _polyline(big, entry.colour, [(0, middle), (size[0] * factor, middle)], width, entry.dash)
    if entry.marker is not None:
        _marker(big, entry.marker, entry.colour, (size[0] * factor / 2, middle), scale * factor)
    return pygame.transform.smoothscale(big, size)


def _plot_image(chart: LineChart, frame: _Frame, scale: float) -> tuple[pygame.Surface, int]:
    """The grid, the target line and the series, drawn larger and scaled down to the plot, with
    a clear margin round it where a marker at the plot's edge may reach; and that margin."""
    plot = frame.plot
    factor = SUPERSAMPLE if plot.width * plot.height <= LARGE_PLOT else 2
    margin = math.ceil(MARKER_SIZE * scale * 1.5)
    edge = margin * factor
    big = pygame.Surface(
        ((plot.width + 2 * margin) * factor, (plot.height + 2 * margin) * factor), pygame.SRCALPHA
    )
    big.fill(PANEL, pygame.Rect(edge, edge, plot.width * factor, plot.height * factor))

    def at(x: float, y: float) -> tuple[float, float]:
        point = frame.point(x, y, factor)
        return point[0] + edge, point[1] + edge

    width = max(1.0, LINE_WIDTH * scale * factor)
    right = edge + plot.width * factor
    for tick in frame.y_ticks[1:-1]:
        y = at(frame.x_ticks[0], tick)[1]
        pygame.draw.line(big, GRID, (edge, y), (right, y), max(1, round(width / 2)))
    if chart.target is not None:
        y = at(frame.x_ticks[0], chart.target)[1]
        _polyline(big, GOLD, [(edge, y), (right, y)], width * 0.8, DASHED)
    for series in chart.series:
        points = [at(x, y) for x, y in series.points]
        if series.line and len(points) > 1:
            _polyline(big, series.colour, points, width, series.dash)
    taken: dict[tuple[int, int], int] = {}
    step = 2.4 * MARKER_SIZE * scale * factor
    for series in chart.series:
        for x, y in series.marked:
            # A lone marker where another already is (two players out on the same card) goes
            # under it; a marker on a line stays on its line.
            centre = at(x, y)
            spot = (round(centre[0] / step), round(centre[1] / step))
            above = taken[spot] = taken.get(spot, -1) + 1
            shifted = centre if series.line else (centre[0], centre[1] + above * step)
            _marker(big, series.marker or CIRCLE, series.colour, shifted, scale * factor)
    size = (plot.width + 2 * margin, plot.height + 2 * margin)
    return pygame.transform.smoothscale(big, size), margin


def _draw_axes(
    surface: pygame.Surface,
    chart: LineChart,
    frame: _Frame,
    y_texts: list[str],
    tick_font: tuple[pygame.font.Font, int],
    font_for: FontFor,
    scale: float,
) -> None:
    """The axes, the ticks' numbers, the x axis' title and the target's label (`tick_font`:
    the ticks' font and its size)."""
    plot = frame.plot
    font, size = tick_font
    width = max(1, round(1.5 * scale))
    pygame.draw.line(surface, BORDER, plot.bottomleft, plot.topleft, width)
    pygame.draw.line(surface, BORDER, plot.bottomleft, plot.bottomright, width)
    gap = max(2, round(5 * scale))
    for tick, text in zip(frame.y_ticks, y_texts, strict=True):
        y = plot.top + frame.point(frame.x_ticks[0], tick)[1]
        image = font.render(text, True, MUTED)
        surface.blit(image, image.get_rect(midright=(plot.left - gap, y)))
    for tick in frame.x_ticks:
        x = plot.left + frame.point(tick, frame.y_ticks[0])[0]
        image = font.render(chart.number(tick), True, MUTED)
        surface.blit(image, image.get_rect(midtop=(x, plot.bottom + gap // 2)))
    title_font = _fitted(font_for, size, chart.x_title, plot.width)
    title = title_font.render(chart.x_title, True, MUTED)
    surface.blit(title, title.get_rect(midbottom=(plot.centerx, surface.get_height() - gap)))
    if chart.target is not None and chart.target_label:
        y = plot.top + frame.point(frame.x_ticks[0], chart.target)[1]
        label_font = _fitted(font_for, size, chart.target_label, plot.width // 2)
        label = label_font.render(chart.target_label, True, GOLD)
        surface.blit(label, label.get_rect(bottomright=(plot.right - gap, y - gap // 2)))


def _polyline(
    surface: pygame.Surface,
    colour: tuple[int, int, int],
    points: Sequence[tuple[float, float]],
    width: float,
    dash: tuple[float, ...],
) -> None:
    """A thick line through `points`, solid or in the dash pattern (lengths in line widths),
    with round joins."""
    radius = width / 2
    thickness = max(1, round(width))
    for start, end in _dashes(points, [length * width for length in dash]):
        pygame.draw.line(surface, colour, start, end, thickness)
        pygame.draw.circle(surface, colour, start, radius)
        pygame.draw.circle(surface, colour, end, radius)


def _dashes(
    points: Sequence[tuple[float, float]], pattern: list[float]
) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The stretches of the line through `points` that are drawn under the dash `pattern`
    (lengths of drawn and skipped stretches in turn; empty: all of it)."""
    pairs = list(zip(points, points[1:], strict=False))
    if not pattern:
        return pairs
    drawn: list[tuple[tuple[float, float], tuple[float, float]]] = []
    index, left = 0, pattern[0]
    for (x1, y1), (x2, y2) in pairs:
        length = math.hypot(x2 - x1, y2 - y1)
        done = 0.0
        while done < length:
            step = min(left, length - done)
            if index % 2 == 0:
                a, b = done / length, (done + step) / length
                drawn.append(
                    (
                        (x1 + (x2 - x1) * a, y1 + (y2 - y1) * a),
                        (x1 + (x2 - x1) * b, y1 + (y2 - y1) * b),
                    )
                )
            done += step
            left -= step
            if left <= 1e-9:
                index = (index + 1) % len(pattern)
                left = pattern[index]
    return drawn


def _marker(
    surface: pygame.Surface,
    shape: str,
    colour: tuple[int, int, int],
    centre: tuple[float, float],
    scale: float,
) -> None:
    """A marker of `shape`, outlined in the panel's colour so it stands out on its line."""
    x, y = centre
    size = MARKER_SIZE * scale
    outline = max(1, round(scale * 1.2))
    if shape == CIRCLE:
        pygame.draw.circle(surface, PANEL, centre, size + outline)
        pygame.draw.circle(surface, colour, centre, size)
        return
    if shape == CROSS:
        arm = size * 1.1
        for dx, dy in ((arm, arm), (arm, -arm)):
            start, end = (x - dx, y - dy), (x + dx, y + dy)
            pygame.draw.line(surface, PANEL, start, end, round(size * 0.9) + 2 * outline)
            pygame.draw.line(surface, colour, start, end, max(1, round(size * 0.9)))
        return
    polygon = _shape(shape, x, y, size)
    pygame.draw.polygon(surface, PANEL, _shape(shape, x, y, size + 1.6 * outline))
    pygame.draw.polygon(surface, colour, polygon)


def _shape(shape: str, x: float, y: float, size: float) -> list[tuple[float, float]]:
    """The corners of a square, triangle, diamond or five-pointed star around (x, y)."""
    if shape == SQUARE:
        side = size * 0.9
        return [
            (x - side, y - side),
            (x + side, y - side),
            (x + side, y + side),
            (x - side, y + side),
        ]
    if shape == TRIANGLE:
        return [
            (x, y - size * 1.2),
            (x + size * 1.1, y + size * 0.8),
            (x - size * 1.1, y + size * 0.8),
        ]
    if shape == DIAMOND:
        return [(x, y - size * 1.3), (x + size, y), (x, y + size * 1.3), (x - size, y)]
    corners = []
    for index in range(10):
        radius = size * (1.35 if index % 2 == 0 else 0.6)
        angle = -math.pi / 2 + index * math.pi / 5
        corners.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
    return corners


@dataclass
class ChartView:
    """A chart at a place on the screen (a rectangle in design coordinates), drawn when first
    shown and again only when the window's size or the chart changes."""

    chart: LineChart
    design_rect: tuple[float, float, float, float]
    _image: pygame.Surface | None = field(default=None, repr=False)
    _size: tuple[int, int] = (0, 0)

    def draw(self, surface: pygame.Surface, app) -> None:
        """Draw the chart in its panel (the app gives the layout, the scale and the fonts)."""
        rect = app.layout_rect(*self.design_rect)
        radius, border = max(1, round(8 * app.scale)), max(1, round(2 * app.scale))
        pygame.draw.rect(surface, PANEL, rect, border_radius=radius)
        pygame.draw.rect(surface, BORDER, rect, border, border_radius=radius)
        inner = rect.inflate(-2 * (radius + border), -2 * (radius + border))
        if self._image is None or self._size != inner.size:
            self._image = draw_chart(
                self.chart, inner.size, app.scale, lambda size, text: app.font(size, text=text)
            )
            self._size = inner.size
        surface.blit(self._image, inner.topleft)

    def forget(self) -> None:
        """Let the drawn image go (the scene is closed, or the chart will change)."""
        self._image = None
