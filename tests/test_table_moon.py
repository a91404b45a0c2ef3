"""The Moon table, driven by real pygame events in a headless window: clicks at the buttons' and
tiles' rectangles and keys move the match; bids at or below the high bid, tiles that do not follow
suit and trumps the options forbid are refused or not offered, with the rules' reasons; the widow
is face up only for the seat that took it; tricks are marked, swept and counted; hands are scored
on screen."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.events import Event
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame, Record
from game.rules.moon_tiles import CODES, stacked_deck
from scenes.app import App
from scenes.dominoes import DominoPainter
from scenes.layout import load_layout
from scenes.pass_device import PassDeviceScene
from scenes.table.moon import MoonTable, required_anchors
from scenes.table.moon_prompts import hand_order

FRAME = 1 / 60
ANN, BEN, CAL = Seat(HUMAN, "Ann"), Seat(HUMAN, "Ben"), Seat(HUMAN, "Cal")
BRAM, CLEO = Seat(COMPUTER, "Bram", "normal"), Seat(COMPUTER, "Cleo", "normal")

# Ann holds 6-1 as her only 6; Bram leads 6-5 and Cleo tops it with 6-6 (no trumps).
FOLLOW_HANDS = [
    ["6-1", "5-3", "4-1", "3-1", "2-1", "0-0", "3-2"],
    ["6-5", "5-5", "5-4", "4-4", "4-3", "3-3", "1-1"],
    ["6-6", "6-3", "6-2", "5-2", "5-1", "4-2", "2-2"],
]
FOLLOW_WIDOW = "6-4"
TO_FOLLOW = ["bid 4", "pass", "pass", "discard 1-1", "trump none", "play 6-5", "play 6-6"]


# Driving the app ----------------------------------------------------------------------------------


def start_app(home, monkeypatch, speed: float = 6.0, quit_at_end: bool = False) -> App:
    """A real App with its files in `home`, animations `speed` times faster, no thinking pause
    and no sound."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(home))
    app = App((1280, 720), speed=speed, quit_at_end=quit_at_end)
    app.settings.think_time = 0.0
    app.settings.sound_volume = 0.0
    return app


def moon_match(
    seats=(ANN, BRAM, CLEO),
    hands=FOLLOW_HANDS,
    widow=FOLLOW_WIDOW,
    first_bidder=1,
    actions=(),
    options=None,
    animate=True,
) -> Match:
    """A match dealt from stacked hands after `actions`; with `animate` the table plays every
    event from the first deal, else it opens on the position as it stands (a resumed game)."""
    deck = stacked_deck(hands, widow)
    record = Record("moon", 3, 1, dict(options or {}), deck, [], {"first_bidder": first_bidder})
    if not animate:
        record.actions = list(actions)
        return Match.from_record(record, list(seats))
    played = PlayedGame(record)
    for action in actions:
        played.play(action)
    return Match(played, list(seats), opening_events=played.events)


def open_table(app: App, match: Match) -> MoonTable:
    """Put `match` on the app's screen and return its table."""
    app.play(match)
    return app.stack.top


def settle(app: App, table: MoonTable, limit: float = 60.0) -> None:
    """Run frames until nothing animates and a person must act (a hand-off screen, a human's
    decision) or the game is over."""
    ends = time.monotonic() + limit
    while time.monotonic() < ends:
        if isinstance(app.stack.top, PassDeviceScene):
            return
        match = table.match
        if not table.busy and (match.human_to_move() or match.is_over):
            app.step(FRAME)
            if not table.busy:
                return
        app.step(FRAME)
        if not match.human_to_move():
            time.sleep(0.001)  # let the computer's thread think
    raise AssertionError("the table never settled")


def click(app: App, pos: tuple[float, float]) -> None:
    """A left click at `pos`, handled by the app's own loop."""
    pos = (round(pos[0]), round(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(FRAME)
    app.step(FRAME)


def press(app: App, key: int) -> None:
    """A key pressed and released, handled by the app's own loop."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
    app.step(FRAME)
    app.step(FRAME)


def button(table: MoonTable, label: str):
    """The button captioned `label` on the table now."""
    found = [target for target in table.targets() if table.words(target.label) == label]
    assert found, f"no button {label!r} among {[table.words(t.label) for t in table.targets()]}"
    return found[0]


def tile(table: MoonTable, code: str):
    """The sprite of `code` in the viewer's hand."""
    return next(sprite for sprite in table.hands[table.viewer] if sprite.code == code)


def spy_face_up(table: MoonTable) -> list[tuple[str, int | None]]:
    """From now on, every tile drawn face up, with the seat the table was revealed to."""
    seen: list[tuple[str, int | None]] = []
    real = table.painter.surface

    def surface(code, *args, **kwargs):
        if code is not None:
            seen.append((code, table.viewer if table.revealed else None))
        return real(code, *args, **kwargs)

    table.painter.surface = surface
    return seen


# The map ------------------------------------------------------------------------------------------


def test_the_moon_map_has_every_anchor_inside_the_window():
    rects = load_layout("moon", 3).scaled((1280, 720))
    window = pygame.Rect(0, 0, 1280, 720)
    assert load_layout("moon", 3).missing(required_anchors()) == []
    assert all(window.contains(rects[name]) for name in required_anchors())
    seats = [rects[f"seat{position}"] for position in range(3)]
    assert seats[0].collidelist(seats[1:]) == -1 and not seats[1].colliderect(seats[2])
    assert not rects["trick"].colliderect(rects["hand"])


# Bidding ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("target", "words"), [(1, "Game to 1 point."), (7, "Game to 7 points.")])
def test_the_target_on_the_panel_is_counted_in_the_plural_form_its_number_takes(app, target, words):
    table = open_table(app, moon_match(options={"target": target}))
    settle(app, table)
    shown = [key[0] for key in table._texts._items]
    assert words in shown


def test_bids_not_above_the_high_bid_are_disabled_and_a_click_on_one_says_why(app):
    table = open_table(app, moon_match(first_bidder=2, actions=["bid 5"]))
    settle(app, table)
    enabled = {table.words(target.label): target.enabled for target in table.targets()}
    assert enabled == {"Pass": True, "4": False, "5": False, "6": True, "7": True, "21": True}
    assert table.bids == [None, None, 5], "the computer's bid is shown at its place"
    click(app, button(table, "5").rect.center)
    assert table.match.record.actions == ["bid 5"]
    assert (
        table.line_words(table.message) == "A bid must be higher than 5" and table.message_left > 0
    )
    click(app, button(table, "6").rect.center)
    assert table.match.record.actions == ["bid 5", "bid 6"]


def test_the_p_key_passes_and_the_bid_shows_at_the_seat(app):
    table = open_table(app, moon_match(first_bidder=0))
    settle(app, table)
    press(app, pygame.K_p)
    assert table.match.record.actions[0] == "pass"
    for _ in range(30):
        app.step(FRAME)
        if table.bids[0] == "pass":
            break
    assert table.bids[0] == "pass", "Ann's pass is shown at her place"


def test_with_the_forced_bid_the_third_player_cannot_pass(app):
    options = {"forced_bid": True}
    table = open_table(app, moon_match(first_bidder=1, actions=["pass", "pass"], options=options))
    settle(app, table)
    assert not button(table, "Pass").enabled
    press(app, pygame.K_p)
    assert table.match.record.actions == ["pass", "pass"]
    assert table.line_words(table.message) == "With two passes you must bid at least 4"


def test_when_all_pass_the_tiles_are_gathered_and_dealt_again_on_screen(app):
    table = open_table(app, moon_match(first_bidder=1, actions=["pass", "pass"]))
    settle(app, table)
    press(app, pygame.K_p)
    gathered, messages = 0, set()
    while table.hand_number == 1:
        gathered = max(gathered, len(table.flying))
        messages.add(table.line_words(table.message))
        app.step(FRAME)
    assert gathered >= 22, "every hand and the widow fly to the middle"
    assert "Everyone passed: the tiles are gathered and dealt again." in messages
    settle(app, table)
    assert table.hand_number == 2 and table.match.state.view(0)["hand_number"] == 2
    assert table.in_step(table.match.view(table.viewer)) and table.rebuilds == 0, (
        "the animation kept the table in step"
    )


# The widow and the trumps -------------------------------------------------------------------------


def test_the_bidder_picks_up_the_widow_face_up_and_lays_a_tile_away(app):
    table = open_table(app, moon_match(first_bidder=1, actions=["pass", "pass"]))
    settle(app, table)
    click(app, button(table, "4").rect.center)
    assert table.match.record.actions[-1] == "bid 4"
    widow = table.widow
    steps = 0
    while table.busy:
        app.step(FRAME)
        steps += 1
    assert steps > 3, "the pick-up is animated"
    assert widow in table.hands[0] and widow.code == FOLLOW_WIDOW and widow.face_up
    settle(app, table)
    assert all(not sprite.dimmed for sprite in table.hands[0]), "any tile may be laid away"
    click(app, tile(table, "3-1").pos)
    assert table.match.record.actions[-1] == "discard 3-1"
    settle(app, table)
    assert table.laid_away is not None and not table.laid_away.face_up
    assert "3-1" not in [sprite.code for sprite in table.hands[0]]


def test_a_computer_bidders_widow_and_laid_away_tile_are_never_drawn_face_up(app):
    # Cleo and Ann pass, so with the forced bid Bram must bid and take the widow.
    match = moon_match(first_bidder=2, actions=["pass"], options={"forced_bid": True})
    table = open_table(app, match)
    seen = spy_face_up(table)
    settle(app, table)
    press(app, pygame.K_p)
    while not any(action.startswith("play") for action in match.record.actions):
        app.step(FRAME)  # up to the frame before the first tile played is shown
        time.sleep(0.001)
    hidden = table.match.state.to_json()
    assert hidden["bidder"] == 1
    drawn = {code for code, _ in seen}
    assert hidden["widow"] not in drawn and hidden["laid_away"] not in drawn
    assert set(FOLLOW_HANDS[0]) <= drawn, "Ann's own tiles were drawn face up"


def test_in_pass_and_play_the_widow_shows_its_face_only_to_the_bidder(app):
    table = open_table(app, moon_match(seats=(ANN, BEN, CAL), first_bidder=1))
    seen = spy_face_up(table)
    script = [pygame.K_4, pygame.K_p, pygame.K_p]
    while table.match.state.view(0)["phase"] == "bidding":
        settle(app, table)
        if isinstance(app.stack.top, PassDeviceScene):
            press(app, pygame.K_RETURN)
        else:
            press(app, script.pop(0))
    settle(app, table)
    if isinstance(app.stack.top, PassDeviceScene):
        press(app, pygame.K_RETURN)
        settle(app, table)
    assert table.viewer == 1 and table.phase() == "discard"
    click(app, tile(table, FOLLOW_WIDOW).pos)
    settle(app, table)
    press(app, pygame.K_n)
    settle(app, table)
    shown_to = {revealed for code, revealed in seen if code == FOLLOW_WIDOW}
    assert shown_to == {1}, "only Ben, who took the widow, ever saw its face"


def test_only_the_trumps_the_options_allow_are_offered_and_a_key_names_them(app):
    options = {"doubles_trump": False, "no_trump": False}
    actions = ["pass", "pass", "bid 4", "discard 3-1"]
    table = open_table(app, moon_match(first_bidder=1, actions=actions, options=options))
    settle(app, table)
    assert [table.words(target.label) for target in table.targets()] == [str(n) for n in range(7)]
    press(app, pygame.K_n)
    assert table.match.record.actions == actions, "no trumps is not a choice in this game"
    assert table.line_words(table.message) == "This game must be played with trumps"
    press(app, pygame.K_1)
    assert table.match.record.actions[-1] == "trump 1"
    settle(app, table)
    assert table.trump == "1"
    codes = [sprite.code for sprite in table.hands[0]]
    assert codes[:3] == ["6-1", "4-1", "2-1"], "trumps first, highest first"
    assert codes == sorted(codes, key=hand_order("1").__getitem__)


def test_the_trump_chooser_offers_doubles_and_no_trumps_by_default(app):
    actions = ["pass", "pass", "bid 4", "discard 3-1"]
    table = open_table(app, moon_match(first_bidder=1, actions=actions, animate=False))
    settle(app, table)
    labels = [table.words(target.label) for target in table.targets()]
    assert labels[-2:] == ["Doubles", "No trumps"] and len(labels) == 9
    click(app, button(table, "Doubles").rect.center)
    assert table.match.record.actions[-1] == "trump doubles"


# Following suit and tricks ------------------------------------------------------------------------


def test_a_tile_that_does_not_follow_suit_is_dimmed_and_refused_with_the_reason(app):
    table = open_table(app, moon_match(actions=TO_FOLLOW))
    settle(app, table)
    assert [s.code for s in table.playable()] == ["6-1"]
    assert tile(table, "5-3").dimmed and not tile(table, "6-1").dimmed
    click(app, tile(table, "5-3").pos)
    assert table.match.record.actions == TO_FOLLOW
    assert table.line_words(table.message) == "You must follow 6s"


def test_arrow_keys_and_enter_play_the_selected_tile(app):
    table = open_table(app, moon_match(actions=TO_FOLLOW, animate=False))
    settle(app, table)
    index = [s.code for s in table.hands[0]].index("6-1")
    for _ in range(index + 1):
        press(app, pygame.K_RIGHT)
    assert table.hands[0][index].selected
    press(app, pygame.K_RETURN)
    assert table.match.record.actions[-1] == "play 6-1"


def test_the_winning_tile_is_marked_then_the_trick_is_swept_to_the_winners_pile(app):
    table = open_table(app, moon_match(actions=TO_FOLLOW))
    settle(app, table)
    assert table.leading.code == "6-5", "Bram's lead is tagged"
    click(app, tile(table, "6-1").pos)
    assert table.match.record.actions[-1] == "play 6-1"
    marked = None
    while table.busy and marked is None:
        app.step(FRAME)
        marked = table.marked
    assert marked is not None and marked.code == "6-6", "Cleo's 6-6 wins the trick"
    while table.busy:
        app.step(FRAME)
    assert table.tricks_won == [0, 0, 1] and len(table.won[2]) == 3
    assert not table.trick and all(not sprite.face_up for sprite in table.won[2])
    assert table.leading is None and table.marked is None
    assert table.words(table._tricks_line(1)) == "Tricks: 0 of 4"


def test_the_hand_is_scored_on_screen_with_made_or_set_and_the_points(app):
    # Bram bid 4 with no trumps; the tiles below are played highest-first until Ann's last lead.
    played = PlayedGame(
        Record(
            "moon",
            3,
            1,
            {},
            stacked_deck(FOLLOW_HANDS, FOLLOW_WIDOW),
            [],
            {"first_bidder": 1},
        )
    )
    for action in TO_FOLLOW:
        played.play(action)
    while len(played.state.view(0)["hand"]) > 1 or played.state.to_move != 0:
        played.play(played.state.legal_actions()[0])
        assert played.state.view(0)["hand_number"] == 1
    match = Match.from_record(played.record, [ANN, BRAM, CLEO])
    table = open_table(app, match)
    settle(app, table)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    while table.result is None:
        app.step(FRAME)
    scored = table.result
    assert scored.type == "hand_scored" and scored["bidder"] == 1
    words = "made it: +4" if scored["made"] else "was set: −4"
    drawn = []
    real_text = table.text
    table.text = lambda text, *args, **kwargs: (
        drawn.append(text) or real_text(text, *args, **kwargs)
    )
    app.step(FRAME)
    assert any(words in table.words(text) for text in drawn)
    assert table.history[-1] is scored and table.scores == scored["scores"]


# Tiles and their order -------------------------------------------------------------------------


def test_the_hand_is_shown_trumps_first_then_suit_by_suit():
    assert list(hand_order(None))[:3] == ["6-6", "6-5", "6-4"]
    assert list(hand_order("2"))[:7] == ["2-2", "6-2", "5-2", "4-2", "3-2", "2-1", "6-6"]
    assert list(hand_order("doubles"))[:8] == [
        "6-6", "5-5", "4-4", "3-3", "2-2", "1-1", "0-0", "6-5"
    ]  # fmt: skip
    assert hand_order("none") == hand_order(None)


def test_every_tile_face_is_drawn_distinct_upright_and_lying_and_unlike_the_back(app):
    painter = DominoPainter()
    for size in [(60, 120), (96, 48)]:
        images = {code: painter.surface(code, size) for code in CODES}
        assert all(image.get_size() == size for image in images.values())
        pixels = {pygame.image.tobytes(image, "RGBA") for image in images.values()}
        assert len(pixels) == len(CODES)
        assert pygame.image.tobytes(painter.surface(None, size), "RGBA") not in pixels
        assert painter.surface("6-4", size) is images["6-4"], "drawn once, then cached"


def test_after_a_resize_the_tiles_are_drawn_at_the_new_scale(app):
    table = open_table(app, moon_match(actions=TO_FOLLOW, animate=False))
    settle(app, table)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    app.step(FRAME)
    assert app.size == (1920, 1080) and table.card_sizes["hand"] == (90, 180)
    sprite = tile(table, "6-1")
    assert sprite.image(table.painter, table.card_sizes).get_size() == (90, 180)
    assert table.rects["hand"].contains(sprite.hit_rect(table.card_sizes))
    click(app, sprite.pos)
    assert table.match.record.actions[-1] == "play 6-1"


def test_a_tie_at_the_top_is_shown_as_play_going_on(app):
    table = open_table(app, moon_match(actions=TO_FOLLOW, animate=False))
    settle(app, table)
    drawn = []
    real_text = table.text

    def text(words, *args, **kwargs):
        drawn.append(words)
        return real_text(words, *args, **kwargs)

    table.text = text
    tied = {"bidder": 1, "bid": 4, "made": True, "tricks_won": [2, 4, 1]}
    for scores, says in (([22, 22, 5], True), ([22, 20, 5], False)):
        drawn.clear()
        table.result = Event("hand_scored", {**tied, "points": [2, 4, 1], "scores": scores})
        app.step(FRAME)
        shown = [table.words(words) for words in drawn]
        assert ("Tied at the top with 22: play goes on." in shown) is says
