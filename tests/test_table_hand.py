"""The hand at the table, the person's way (issue 35, "Your hand, your way"), driven through the
real App with posted pygame events: a 14-card UNO hand fanned so every corner index shows, the
hand sorted by colour or by number (the choice remembered), a card dragged to a new place or onto
the pile."""

from __future__ import annotations

import math
import time
from concurrent.futures import ThreadPoolExecutor

import pygame
import pytest

from game.match import Match, Seat
from game.records import PlayedGame, Record
from game.rules.uno_duo_cards import stacked_deck
from scenes.app import App
from scenes.pass_device import PassDeviceScene
from scenes.table.base import TableScene
from scenes.table.uno_duo import hand_order
from tests.app_driver import settle, table_of

FRAME = 1 / 60
THINKER = ThreadPoolExecutor(1, thread_name_prefix="hand-tests")
ANN = Seat("human", "Ann")
BOT = Seat("computer", "Bot", "normal")
REDS = ["R1", "R2", "R3", "R4", "R6", "R7", "R8"]
BLUES = ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]
DRAWS = [
    "G+2",
    "Y+2",
    "GSKIP",
    "YREV",
    "G4",
    "G6",
    "Y4",
    "Y6",
    "G7",
    "Y7",
    "G8",
    "Y8",
    "G9",
    "Y9",
    "G1",
    "G2",
    "G3",
    "Y1",
    "Y2",
    "Y3",
    "W+4",
    "B+2",
    "B9",
    "R9",
]


def uno_record(hand_size: int) -> Record:
    """A UNO Duo record in which seat 1 (who plays first) has drawn up to `hand_size` cards and
    is to play: both seats draw and pass, turn about, from a stacked deck."""
    record = Record("uno-duo", 2, 1, {}, stacked_deck([REDS, BLUES], "G5", DRAWS), ["keep"] * 14)
    played = PlayedGame(record)
    for _ in range(60):
        state = played.state
        legal = [str(action) for action in state.legal_actions()]
        if state.to_move == 1 and len(state.view(1)["hand"]) >= hand_size and "draw" in legal:
            return played.record
        played.play("draw" if "draw" in legal else "pass")
    raise AssertionError("the stacked deck never gave seat 1 that many cards")


def open_app(home, monkeypatch, size=(1280, 720)) -> App:
    monkeypatch.setenv("TRIO_TABLE_HOME", str(home))
    app = App(size, speed=12.0)
    app.settings.sound_volume = 0.0
    app.settings.think_time = 0.0
    return app


@pytest.fixture
def app(tmp_path, monkeypatch):
    app = open_app(tmp_path, monkeypatch)
    yield app
    app.close()


def frames(app: App, count: int = 1) -> None:
    for _ in range(count):
        app.step(FRAME)
        time.sleep(0.0005)


def show(app: App, record: Record, seats) -> TableScene:
    app.play(Match.from_record(record, list(seats), executor=THINKER))
    return settle(app)


# The 14-card fan ----------------------------------------------------------------------------


def _corners_on_screen(sprite, size, box: pygame.Rect) -> list[tuple[float, float]]:
    """The corners of `box` (card pixels, top left at 0, 0) where the sprite lies on screen,
    turned as the card is turned (pygame turns counter-clockwise for a positive angle)."""
    width, height = size
    turn = math.radians(sprite.angle)
    points = []
    for x, y in (
        (box.left, box.top),
        (box.right, box.top),
        (box.left, box.bottom),
        (box.right, box.bottom),
        box.center,
    ):
        u, v = x - width / 2, y - height / 2
        points.append(
            (
                sprite.x + u * math.cos(turn) + v * math.sin(turn),
                sprite.y - u * math.sin(turn) + v * math.cos(turn),
            )
        )
    return points


def _inside(sprite, size, point) -> bool:
    """True when `point` on screen lies on the (turned) card."""
    width, height = size
    turn = math.radians(sprite.angle)
    dx, dy = point[0] - sprite.x, point[1] - sprite.y
    u = dx * math.cos(turn) - dy * math.sin(turn)
    v = dx * math.sin(turn) + dy * math.cos(turn)
    return abs(u) < width / 2 and abs(v) < height / 2


def covered_indexes(table) -> list[str]:
    """The cards of the bottom hand whose top-left index a card drawn over it hides, in part."""
    hand = table.hands[table.bottom]
    size = table.card_sizes["hand"]
    hidden = []
    for index, sprite in enumerate(hand):
        box = table.painter.index_box(sprite.code, size)
        points = _corners_on_screen(sprite, size, box)
        if any(_inside(other, size, point) for other in hand[index + 1 :] for point in points):
            hidden.append(sprite.code)
    return hidden


@pytest.mark.parametrize("cards", [14, 20, 26])
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_big_uno_hand_shows_every_corner_index(tmp_path, monkeypatch, size, cards):
    app = open_app(tmp_path, monkeypatch, size)
    try:
        table = show(app, uno_record(cards), [BOT, ANN])
        hand = table.hands[table.bottom]
        assert len(hand) == cards and all(sprite.face_up for sprite in hand)
        assert covered_indexes(table) == []
        screen = pygame.Rect((0, 0), size)
        assert all(screen.contains(sprite.hit_rect(table.card_sizes)) for sprite in hand)
    finally:
        app.close()


# Sorting ------------------------------------------------------------------------------------


def codes(table) -> list[str]:
    return [sprite.code for sprite in table.hands[table.bottom]]


def post(kind, **fields) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def click(app: App, pos) -> None:
    pos = (round(pos[0]), round(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(app, 3)


def drag(app: App, start, end, steps: int = 6) -> None:
    """Press at `start`, move with the button held to `end` in a few steps, let go there."""
    start, end = (round(start[0]), round(start[1])), (round(end[0]), round(end[1]))
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for step in range(1, steps + 1):
        pos = (
            start[0] + (end[0] - start[0]) * step // steps,
            start[1] + (end[1] - start[1]) * step // steps,
        )
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    frames(app, 3)


MIXED = ["R1", "B7", "G2", "R9", "Y5", "B1", "G8"]


def mixed_record() -> Record:
    deck = stacked_deck([REDS, MIXED], "G5")
    return Record("uno-duo", 2, 1, {}, deck, ["keep"] * 14)


def test_the_sort_button_sorts_by_number_and_the_choice_is_remembered(tmp_path, monkeypatch):
    app = open_app(tmp_path, monkeypatch)
    try:
        table = show(app, mixed_record(), [BOT, ANN])
        assert codes(table) == ["R1", "R9", "Y5", "G2", "G8", "B1", "B7"]
        click(app, table.sort_button().center)
        assert codes(table) == ["R1", "B1", "G2", "Y5", "B7", "G8", "R9"]
        assert app.settings.hand_sort == "number"
    finally:
        app.close()
    again = open_app(tmp_path, monkeypatch)
    try:
        table = show(again, mixed_record(), [BOT, ANN])
        assert again.settings.hand_sort == "number"
        assert codes(table) == ["R1", "B1", "G2", "Y5", "B7", "G8", "R9"]
        post(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s")
        frames(again, 2)
        assert codes(table) == ["R1", "R9", "Y5", "G2", "G8", "B1", "B7"]
    finally:
        again.close()


def test_moon_tiles_sort_by_pips_too(app):
    from game.rules.moon_tiles import stacked_deck as moon_deck

    hands = [["6-1", "5-5", "3-2", "6-6", "4-1", "2-2", "0-0"], [], []]
    record = Record("moon", 3, 1, {}, moon_deck(hands), [], {"first_bidder": 0})
    table = show(app, record, [ANN, BOT, Seat("computer", "Cy", "normal")])
    before = codes(table)
    click(app, table.sort_button().center)
    assert codes(table) == ["6-6", "5-5", "6-1", "4-1", "3-2", "2-2", "0-0"] != before


# Dragging -----------------------------------------------------------------------------------


def test_a_card_dragged_to_another_place_stays_there_when_cards_come_and_go(app):
    table = show(app, mixed_record(), [BOT, ANN])
    hand = table.hands[table.bottom]
    first, last = hand[0], hand[-1]
    drag(app, first.pos, (last.x + 10, last.y))
    assert codes(table) == ["R9", "Y5", "G2", "G8", "B1", "B7", "R1"]
    assert table.match.record.actions == ["keep"] * 14, "a drag inside the hand is no move"
    slots = table.hand_slots(table.bottom, 7)
    assert [round(sprite.x) for sprite in hand] == [round(x) for x, _, _ in slots]
    click(app, table.rects["draw_pile"].center)
    settle(app)
    assert codes(table)[:7] == ["R9", "Y5", "G2", "G8", "B1", "B7", "R1"]
    assert len(codes(table)) >= 8
    assert table.words(table.sort_words("suit")) == "Sort: colour"
    click(app, table.sort_button().center)  # sorts again as the setting says
    assert codes(table) == sorted(codes(table), key=hand_order) and not table.arranged()
    assert app.settings.hand_sort == "suit"


def test_a_card_dragged_onto_the_pile_is_played_when_it_may_be(app):
    table = show(app, mixed_record(), [BOT, ANN])
    green = next(sprite for sprite in table.hands[table.bottom] if sprite.code == "G2")
    drag(app, green.pos, table.rects["discard_pile"].center)
    assert table.match.record.actions[14:] == ["play G2"]


def test_a_card_that_may_not_be_played_goes_back_from_the_pile_and_says_why(app):
    table = show(app, mixed_record(), [BOT, ANN])
    blue = next(sprite for sprite in table.hands[table.bottom] if sprite.code == "B7")
    home = blue.pos
    drag(app, home, table.rects["discard_pile"].center)
    assert table.match.record.actions == ["keep"] * 14
    assert (round(blue.x), round(blue.y)) == (round(home[0]), round(home[1]))
    reason = table.reason_words(table.match.why_illegal(table.card_action("B7")))
    assert table.message_left > 0 and table.words(table.message) == table.words(reason)
    assert table.words(reason) == "blue 7 does not match the green 5"


def test_a_card_dragged_onto_the_pile_on_the_computers_turn_is_no_move(app):
    table = show(app, mixed_record(), [BOT, ANN])
    click(app, table.rects["draw_pile"].center)
    frames(app, 1)
    green = next(sprite for sprite in table.hands[table.bottom] if sprite.code == "G2")
    assert not table.viewer_decides() or table.busy
    actions = list(table.match.record.actions)
    drag(app, green.pos, table.rects["discard_pile"].center)
    assert "play G2" not in table.match.record.actions[len(actions) :]
    assert table.words(table.message) in (
        "It is Bot's turn.",
        "Wait until the move on the table is over.",
    )


# Say why ------------------------------------------------------------------------------------


def test_the_mouse_over_a_dimmed_card_shows_why_it_cannot_be_played(app):
    table = show(app, mixed_record(), [BOT, ANN])
    blue = next(sprite for sprite in table.hands[table.bottom] if sprite.code == "B7")
    assert blue.dimmed
    post(pygame.MOUSEMOTION, pos=(round(blue.x), round(blue.y)), rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 2)
    reason = table.match.why_illegal(table.card_action("B7"))
    assert reason is not None and table.hover_reason() == reason
    green = next(sprite for sprite in table.hands[table.bottom] if sprite.code == "G2")
    post(
        pygame.MOUSEMOTION, pos=(round(green.x), round(green.y + 30)), rel=(0, 0), buttons=(0, 0, 0)
    )
    frames(app, 2)
    assert table.hover_reason() is None


# Moon: claim the rest -----------------------------------------------------------------------

CY = Seat("computer", "Cy", "normal")


def moon_record(hands, widow, actions) -> Record:
    from game.rules.moon_tiles import stacked_deck as moon_deck

    return Record("moon", 3, 1, {}, moon_deck(hands, widow), list(actions), {"first_bidder": 0})


def labels(table) -> list[str]:
    return [table.words(target.label) for target in table.targets()]


def test_claim_the_rest_plays_out_the_hand_as_ordinary_plays(app):
    sixes = [["6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "5-5"], [], []]
    record = moon_record(sixes, "0-0", ["bid 4", "pass", "pass", "discard 0-0", "trump 6"])
    table = show(app, record, [ANN, BOT, CY])
    assert labels(table) == ["Claim the rest"]
    claim = table.targets()[0]
    click(app, claim.rect.center)
    deadline = time.monotonic() + 30
    while not any(event.type == "hand_scored" for event in table.match.played.events):
        frames(app)
        assert time.monotonic() < deadline, "the claimed hand was never played out"
    plays = table.match.record.actions[5:]
    assert plays[0] == "play 6-6" and all(action.startswith("play ") for action in plays)
    scored = next(e for e in table.match.played.events if e.type == "hand_scored")
    assert scored["tricks_won"] == [7, 0, 0]


def test_no_claim_is_offered_while_an_unseen_tile_could_win_a_trick(app):
    from test_moon_helpers import DEAL_A, WIDOW_AB

    record = moon_record(
        DEAL_A, WIDOW_AB, ["bid 4", "pass", "pass", f"discard {WIDOW_AB}", "trump 6"]
    )
    table = show(app, record, [ANN, BOT, CY])
    assert table.viewer_decides() and labels(table) == []
    post(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c")
    frames(app, 2)
    assert table.match.record.actions[5:] == []
    assert "not yet sure" in table.words(table.message)


def test_the_mouse_over_a_tile_that_does_not_follow_shows_why(app):
    from test_moon_helpers import DEAL_A, WIDOW_AB

    record = moon_record(
        DEAL_A, WIDOW_AB, ["pass", "bid 4", "pass", f"discard {WIDOW_AB}", "trump 6"]
    )
    table = show(app, record, [ANN, BOT, CY])
    assert table.viewer_decides()
    dimmed = next(sprite for sprite in table.hands[table.bottom] if sprite.dimmed)
    post(pygame.MOUSEMOTION, pos=(round(dimmed.x), round(dimmed.y)), rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 2)
    reason = table.match.why_illegal(table.card_action(dimmed.code))
    assert reason is not None and table.hover_reason() == reason


# Pace ---------------------------------------------------------------------------------------


def test_the_pace_settings_are_set_in_the_settings_screen_and_kept(tmp_path, monkeypatch):
    from app_driver import click_at, click_button, elements, label_texts, start_app
    from pygame_gui.elements import UIButton

    app = start_app(tmp_path, monkeypatch)
    try:
        click_button(app, "Settings")
        plus = [button for button in elements(app, UIButton) if button.text == "+"]
        assert len(plus) == 4  # animation speed, volume, think time, the move in view
        for _ in range(4):
            click_at(app, plus[3].rect.center)
        assert app.settings.move_pause == 1.0 and "1 s" in label_texts(app)
        click_button(app, "Colour or suit first")
        assert app.settings.hand_sort == "number"
        click_button(app, "Back")
    finally:
        app.close()
    fresh = start_app(tmp_path, monkeypatch)
    try:
        assert (fresh.settings.move_pause, fresh.settings.hand_sort) == (1.0, "number")
    finally:
        fresh.close()


def computer_gaps(app: App, record: Record, seats, moves: int) -> list[float]:
    """Seconds of stepped time between the computers' moves, for the first `moves` moves."""
    app.play(Match.from_record(record, list(seats), executor=THINKER))
    table = table_of(app)
    clock, last, gaps = 0.0, None, []
    count = len(table.match.record.actions)
    deadline = time.monotonic() + 60
    while len(gaps) < moves:
        frames(app)
        clock += FRAME
        now = len(table.match.record.actions)
        if now != count:
            if last is not None:
                gaps.append(clock - last)
            last, count = clock, now
        assert time.monotonic() < deadline, "the computers stopped moving"
    return gaps


def test_a_computers_move_stays_in_view_as_long_as_the_pace_setting_says(app):
    """Three computers play ONO 99 (the viewer watches); with the move held 1.5 s each move
    stays at least that long before the next, however fast the animations run."""
    from game.match import COMPUTER

    seats = [Seat(COMPUTER, f"C{i}", "easy") for i in range(3)]
    record = Record("ono99", 3, 4, {}, None, [])
    app.settings.move_pause = 1.5
    gaps = computer_gaps(app, record, seats, 4)
    assert min(gaps) >= 1.5, gaps


# Pass and play: the draft --------------------------------------------------------------------

BEN = Seat("human", "Ben")


def key(app: App, code: int) -> None:
    post(pygame.KEYDOWN, key=code, mod=0, unicode="")
    post(pygame.KEYUP, key=code, mod=0, unicode="")
    frames(app, 2)


def test_the_pass_and_play_draft_hands_over_at_the_table_with_one_key(app):
    """No whole-screen hand-off in the draft: the drafter's cards lie face down under a curtain
    that one key lifts without moving; then K or D decides, and the curtain names the other
    drafter. Fourteen turns take 28 keys and no other screen."""
    record = Record("uno-duo", 2, 1, {}, stacked_deck([REDS, BLUES], "G5", DRAWS), [])
    table = show(app, record, [ANN, BEN])
    keys = 0
    for turn in range(14):
        assert not isinstance(app.stack.top, PassDeviceScene)
        assert table.curtain == table.viewer == table.match.to_move
        private = [*table.hands[table.bottom], table.drafted]
        assert not any(sprite.face_up for sprite in private), "a face shows under the curtain"
        assert table.targets() == [] and not table.viewer_decides()
        key(app, pygame.K_k)  # lifts the curtain only
        keys += 1
        assert table.curtain is None and table.drafted.face_up
        assert len(table.match.record.actions) == turn
        key(app, pygame.K_k)
        keys += 1
        assert table.match.record.actions[-1] == "keep"
        settle(app)
    assert keys == 28 and table.match.record.actions == ["keep"] * 14
    assert table.view["phase"] == "play" and table.curtain is None


def test_undo_during_a_claim_stops_it(app):
    sixes = [["6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "5-5"], [], []]
    record = moon_record(sixes, "0-0", ["bid 4", "pass", "pass", "discard 0-0", "trump 6"])
    table = show(app, record, [ANN, BOT, CY])
    click(app, table.targets()[0].rect.center)
    assert table.claiming and table.match.record.actions[5:6] == ["play 6-6"]
    post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="")
    frames(app, 2)
    assert not table.claiming
    settle(app)
    frames(app, 30)
    assert table.match.record.actions == record.actions
    assert labels(table) == ["Claim the rest"]
