"""Table maps: every ONO 99 map (2 to 8 players) has the anchors its table needs, inside the
window, with no two seats on top of each other."""

import pygame
import pytest

from scenes.layout import load_layout
from scenes.table.ono99 import required_anchors


@pytest.mark.parametrize("players", range(2, 9))
def test_every_ono99_map_has_the_anchors_its_table_needs(players):
    layout = load_layout("ono99", players)
    assert layout.missing(required_anchors(players)) == []
    assert f"seat{players}" not in layout.anchors, "a map has a seat too many"


@pytest.mark.parametrize("players", range(2, 9))
def test_ono99_anchors_lie_inside_the_window_and_seats_do_not_overlap(players):
    rects = load_layout("ono99", players).scaled((1280, 720))
    window = pygame.Rect(0, 0, 1280, 720)
    assert all(window.contains(rect) for rect in rects.values())
    seats = [rects[f"seat{position}"] for position in range(players)]
    for index, seat in enumerate(seats):
        assert seat.collidelist(seats[index + 1 :]) == -1
        assert not seat.colliderect(rects["total"]) and not seat.colliderect(rects["draw_pile"])


def test_anchors_scale_with_the_window():
    layout = load_layout("ono99", 4)
    small, large = layout.scaled((1280, 720)), layout.scaled((2560, 1440))
    assert large["total"].size == (small["total"].width * 2, small["total"].height * 2)


def test_a_missing_map_is_reported_with_its_path():
    with pytest.raises(FileNotFoundError, match="no table map for ono99 with 9 players"):
        load_layout("ono99", 9)


HELP_ANCHORS = ("log", "tools", "hint")
KEPT_CLEAR = {
    "ono99": ["hand", "draw_pile", "discard_pile", "total", "message", "button"],
    "uno-duo": [
        "hand", "draw_pile", "discard_pile", "draft_pile", "colour", "message", "prompt",
        "uno", "catch", "scores", "count", "cut",
    ],
    "moon": ["hand", "trick", "widow", "contract", "prompt", "message", "pile0", "pile1", "pile2"],
}  # fmt: skip
"""What the move log, the tool buttons and the hint's panel never cover: the hand, the piles,
the prompts and buttons, the total and the panels a decision reads (Moon's score sheet is the one
thing the hint lies over while it is shown: that table has no other room)."""
MAPS = [("ono99", players) for players in range(2, 9)] + [("uno-duo", 2), ("moon", 3)]


@pytest.mark.parametrize(("game", "players"), MAPS)
def test_the_log_tools_and_hint_cover_no_hand_pile_prompt_or_seat(game, players):
    rects = load_layout(game, players).scaled((1280, 720))
    window = pygame.Rect(0, 0, 1280, 720)
    seats = [f"seat{position}" for position in range(players)]
    for name in HELP_ANCHORS:
        assert window.contains(rects[name]), name
        for other in KEPT_CLEAR[game] + seats:
            assert not rects[name].colliderect(rects[other]), f"{name} covers {other}"
    assert not rects["log"].colliderect(rects["hint"])
    assert not rects["tools"].colliderect(rects["hint"])
    assert not rects["tools"].colliderect(rects["log"])
