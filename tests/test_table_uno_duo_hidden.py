"""What each seat may see at the UNO Duo table: the card a player drafts is face up only for that
player, in pass-and-play as against a computer, checked on the sprites and on the screen's pixels;
the draft hands the device over between two people like any turn."""

from __future__ import annotations

import pygame
import pytest
from test_table_uno_duo import (
    ANN,
    BEN,
    BLUES,
    BOT,
    REDS,
    button,
    click,
    fast_app,
    frames,
    press,
    settle,
    uno_match,
)

from scenes.pass_device import PassDeviceScene
from scenes.uno_cards import COLOUR_RGB

LIMIT = 600


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from fast_app(tmp_path, monkeypatch)


def blue_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels inside `rect` are the blue of the blue cards."""
    area = surface.subsurface(rect.clip(surface.get_rect()))
    blue = (*COLOUR_RGB["B"], 255)
    return pygame.mask.from_threshold(area, blue, (24, 24, 24, 255)).count()


def drafted_rect(table) -> pygame.Rect:
    rect = pygame.Rect((0, 0), table.card_sizes[table.drafted.size])
    rect.center = (round(table.drafted.x), round(table.drafted.y))
    return rect


def test_the_other_players_drafted_card_is_never_shown_in_pass_and_play(app):
    """Ann (Player 1) keeps her card; Ben's drafted card is the blue 1: it stays face down and
    no blue shows where it lies until Ben has the device (the draft's curtain is lifted)."""
    table = settle_to_pass_device(app, uno_match([REDS, BLUES], "G5", [ANN, BEN]), "Ann")
    press(app, pygame.K_RETURN)
    settle(app)
    assert table.curtain is None
    assert table.drafted.code == "R1" and table.drafted.face_up
    click(app, button(table, "Keep").rect.center)
    assert table.match.record.actions == ["keep"]
    frames_seen = 0
    for _ in range(LIMIT):
        frames(app)
        if handed_to(app, table) is not None:
            break
        frames_seen += 1
        assert not any(sprite.face_up for sprite in table.hands[1])
        if table.drafted is not None and table.drafter == 1:
            assert not table.drafted.face_up
            assert blue_pixels(app.window, drafted_rect(table)) == 0
    assert frames_seen > 3, "the draft was not animated"
    assert handed_to(app, table) == "Ben"
    assert blue_pixels(app.window, drafted_rect(table)) == 0, "Ben's card shows under the curtain"
    press(app, pygame.K_RETURN)
    settle(app)
    assert table.drafted.code == "B1" and table.drafted.face_up
    assert blue_pixels(app.window, drafted_rect(table)) > 50, "the pixel check cannot see a face"
    assert not any(sprite.face_up for sprite in table.hands[0]), "Ann's kept card shows"


def test_a_computers_drafted_card_stays_face_down(app):
    table = settle_to_turn(app, uno_match([REDS, BLUES], "G5", [ANN, BOT]))
    click(app, button(table, "Keep").rect.center)
    looked = 0
    for _ in range(LIMIT):
        frames(app)
        if table.drafted is not None and table.drafter == 1:
            looked += 1
            assert not table.drafted.face_up
            assert blue_pixels(app.window, drafted_rect(table)) == 0
        if table.match.human_to_move() and not table.busy:
            break
    assert looked, "the computer's drafted card was never on the table"
    assert not any(sprite.face_up for sprite in table.hands[1])


@pytest.mark.parametrize("seats", [(ANN, BEN), (BEN, ANN)])
def test_pass_and_play_hands_the_device_over_at_every_draft_turn(app, seats):
    table = settle_to_pass_device(app, uno_match([REDS, BLUES], "G5", list(seats)), seats[0].name)
    names = []
    for _ in range(4):
        names.append(handed_to(app, table))
        press(app, pygame.K_RETURN)
        settle(app)
        click(app, button(table, "Keep").rect.center)
        settle(app)
    assert names == [seats[0].name, seats[1].name] * 2
    assert table.match.record.actions == ["keep"] * 4


def handed_to(app, table) -> str | None:
    """Whom the device is being handed to: the name on the hand-off screen, or under the
    draft's curtain at the table (None: nobody's)."""
    if isinstance(app.stack.top, PassDeviceScene):
        return app.stack.top.player_name
    return None if table.curtain is None else table.seat_name(table.curtain)


def settle_to_pass_device(app, match, name: str):
    app.play(match)
    table = settle(app)
    assert handed_to(app, table) == name
    assert not any(sprite.face_up for hand in table.hands for sprite in hand)
    assert table.drafted is None or not table.drafted.face_up
    return table


def settle_to_turn(app, match):
    app.play(match)
    return settle(app)
