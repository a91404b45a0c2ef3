"""The UNO Duo table's prompts, driven through the real App by real pygame events (clicks at the
buttons' and cards' rectangles, keys): keep/discard, colours, play or keep a drawn card, dump or
pass, challenge or accept, UNO and catch, volleys; each one must move the match.

Positions are reached with stacked decks (`stacked_deck`): with every draft decision `keep`, seat 0
(Player 1) holds the first hand and seat 1 (Player 2, who plays first) the second.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import cast

import pygame
import pytest

from game.match import Match, Seat
from game.records import PlayedGame, Record
from game.rules.uno_duo_cards import CARD_POINTS, stacked_deck
from scenes.app import App
from scenes.table.uno_duo import UnoDuoTable
from tests.app_driver import settle, table_of

ANN = Seat("human", "Ann")
BEN = Seat("human", "Ben")
BOT = Seat("computer", "Bot", "normal")
KEEPS = ["keep"] * 14
FRAME = 1 / 60
THINKER = ThreadPoolExecutor(1, thread_name_prefix="uno-table-tests")
"""Computer seats think in a thread here: no worker process to start in every test."""

BLUES = ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]
REDS = ["R1", "R2", "R3", "R4", "R6", "R7", "R8"]


def uno_match(hands, start, seats, actions=(), draws=(), animated=False) -> Match:
    """A match from a stacked deck after `actions`; `animated`: its table animates every event
    from the start of the game, else it shows the position as it stands."""
    deck = stacked_deck(hands, start, draws)
    record = Record("uno-duo", 2, 1, {}, deck, list(actions))
    if not animated:
        return Match.from_record(record, list(seats), executor=THINKER)
    played = PlayedGame(record)
    return Match(played, list(seats), executor=THINKER, opening_events=played.events)


def fast_app(home, monkeypatch) -> Iterator[App]:
    """The real App (files in `home`), fast animations, silent, no think time; closed after."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(home))
    app = App(speed=12.0)
    app.settings.sound_volume = 0.0
    app.settings.think_time = 0.0
    yield app
    app.close()


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from fast_app(tmp_path, monkeypatch)


def frames(app: App, count: int = 1) -> None:
    """Run `count` frames, leaving a moment between them for the computer's thinking thread."""
    for _ in range(count):
        app.step(FRAME)
        time.sleep(0.0005)


def show(app: App, match: Match) -> UnoDuoTable:
    app.play(match)
    return cast(UnoDuoTable, settle(app))


def click(app: App, pos) -> None:
    pos = (round(pos[0]), round(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app)


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
    frames(app)


def button(table: UnoDuoTable, label: str):
    found = [target for target in table.targets() if table.words(target.label) == label]
    assert found, f"no {label!r} button among {[table.words(t.label) for t in table.targets()]}"
    return found[0]


def labels(table: UnoDuoTable) -> list[str]:
    return [table.words(target.label) for target in table.targets()]


def card(table: UnoDuoTable, code: str):
    return next(sprite for sprite in table.hands[table.viewer] if sprite.code == code)


def click_card(app: App, table: UnoDuoTable, code: str) -> None:
    click(app, card(table, code).pos)


def actions(table: UnoDuoTable) -> list[str]:
    return table.match.record.actions


# The draft ------------------------------------------------------------------------------------


def test_keep_button_keeps_the_drafted_card_and_the_next_card_is_turned_up(app):
    table = show(app, uno_match([REDS, BLUES], "G5", [ANN, BOT]))
    assert table.drafted.code == "R1" and table.drafted.face_up
    assert labels(table)[:2] == ["Keep", "Discard"]
    click(app, button(table, "Keep").rect.center)
    assert actions(table)[0] == "keep"
    settle(app)
    assert any(sprite.code == "R1" and sprite.face_up for sprite in table.hands[0])
    assert table.draft and all(sprite.face_up for sprite in table.draft)


def test_discard_key_puts_the_drafted_card_face_up_on_the_draft_pile(app):
    table = show(app, uno_match([REDS, BLUES], "G5", [ANN, BOT]))
    press(app, pygame.K_d)
    assert actions(table)[0] == "discard"
    settle(app)
    assert table.draft[0].code == "R1" and table.draft[0].face_up
    assert "R1" not in [sprite.code for sprite in table.hands[0]]


def test_the_draft_pile_goes_under_the_draw_pile_at_the_end_of_the_draft(app):
    table = show(app, uno_match([REDS, BLUES], "G5", [BOT, BEN], KEEPS[:-1]))
    assert table.draft_count == 13
    lifted = under = False
    click(app, button(table, "Keep").rect.center)
    deadline = time.monotonic() + 10
    while table.draft and time.monotonic() < deadline:
        frames(app)
        lifted |= table.draw_pile.lift > 0
        under |= table.draft_under
    assert lifted and under and not table.draft
    settle(app)
    assert table.draw_pile.count == table.match.state.to_json()["draw_pile"]


# Playing, wild colours, drawing ---------------------------------------------------------------

WILD_HAND = ["W", "B1", "B2", "B3", "B4", "B6", "B7"]


def test_a_card_that_does_not_match_is_dimmed_and_says_why(app):
    table = show(app, uno_match([REDS, WILD_HAND], "R5", [BOT, BEN], KEEPS))
    blue = card(table, "B1")
    assert blue.dimmed and not card(table, "W").dimmed
    click(app, blue.pos)
    assert actions(table) == KEEPS
    assert table.line_words(table.message) == "Blue 1 does not match the red 5"
    assert table.message_left > 0


def test_clicking_a_wild_opens_the_colour_chooser_and_a_colour_button_plays_it(app):
    table = show(app, uno_match([REDS, WILD_HAND], "R5", [BOT, BEN], KEEPS))
    click_card(app, table, "W")
    assert labels(table)[:4] == ["Red", "Yellow", "Green", "Blue"]
    click(app, button(table, "Green").rect.center)
    assert actions(table)[-1] == "play W G"
    while not table.discard_pile.sprites or table.discard_pile.sprites[-1].code != "W":
        frames(app)
    assert table.colour == "G"


def test_the_colour_of_a_wild_can_be_named_by_key(app):
    table = show(app, uno_match([REDS, WILD_HAND], "R5", [BOT, BEN], KEEPS))
    click_card(app, table, "W")
    press(app, pygame.K_BACKSPACE)
    assert "Red" not in labels(table)
    click_card(app, table, "W")
    press(app, pygame.K_b)
    assert actions(table)[-1] == "play W B"


def test_a_starting_wild_asks_player_one_for_the_colour(app):
    table = show(app, uno_match([REDS, BLUES], "W", [ANN, BOT], KEEPS))
    assert table.match.state.phase == "start_colour" and table.colour is None
    click(app, button(table, "Yellow").rect.center)
    assert actions(table)[-1] == "colour Y"
    settle(app)
    assert table.colour == table.match.state.to_json()["colour"]


def test_after_drawing_a_playable_card_keep_it_passes(app):
    hand = ["B1", "B2", "B3", "B4", "B6", "B7", "G1"]
    table = show(app, uno_match([REDS, hand], "R5", [BOT, BEN], KEEPS, draws=["R9"]))
    click(app, button(table, "Draw").rect.center)
    assert actions(table)[-1] == "draw"
    settle(app)
    assert labels(table)[:2] == ["Play it", "Keep it"]
    assert card(table, "R9").selected and card(table, "R9").face_up
    click(app, button(table, "Keep it").rect.center)
    assert actions(table)[-1] == "pass"


def test_after_drawing_a_playable_card_p_plays_it(app):
    hand = ["B1", "B2", "B3", "B4", "B6", "B7", "G1"]
    table = show(app, uno_match([REDS, hand], "R5", [BOT, BEN], KEEPS, draws=["R9"]))
    click(app, table.rects["draw_pile"].center)
    assert actions(table)[-1] == "draw"
    settle(app)
    press(app, pygame.K_p)
    assert actions(table)[-1] == "play R9"


# Volleys ----------------------------------------------------------------------------------------

VOLLEY = KEEPS + ["play R+2", "play G+2", "play B+2"]


def test_the_amount_due_grows_with_each_draw_two_and_the_cards_fly_in_one_by_one(app):
    first = ["G+2", "R1", "R2", "R3", "R4", "R6", "R7"]
    second = ["R+2", "B+2", "B1", "B2", "B3", "B4", "Y6"]
    app.play(uno_match([first, second], "R5", [ANN, BOT], VOLLEY, animated=True))
    table = table_of(app)
    due = []
    while table.busy or table.match.events:
        frames(app)
        due.append(table.volley)
    assert [amount for amount in dict.fromkeys(due) if amount] == [2, 4, 6]
    before = len(table.hands[0])
    sizes, left = [], []
    app.speed = 1.0  # slow enough to see every card arrive
    click(app, button(table, "Draw 6").rect.center)
    assert actions(table)[-1] == "draw"
    while table.busy:
        frames(app)
        sizes.append(len(table.hands[0]))
        left.append(table.volley)
    assert sorted(set(sizes)) == list(range(before + 1, before + 7)), "one card at a time"
    assert sorted(set(left), reverse=True) == [5, 4, 3, 2, 1, 0]


# Reverse dumps ----------------------------------------------------------------------------------

DUMP_HAND = ["RREV", "R3", "R7", "G1", "G2", "B4", "Y6"]


def test_dump_then_the_red_cards_are_played_in_the_order_they_are_clicked(app):
    table = show(app, uno_match([BLUES, DUMP_HAND], "R5", [BOT, BEN], KEEPS))
    click_card(app, table, "RREV")
    settle(app)
    assert labels(table)[:2] == ["Dump", "Pass"]
    click(app, button(table, "Dump").rect.center)
    settle(app)
    assert card(table, "G1").dimmed and not card(table, "R7").dimmed
    click_card(app, table, "R7")
    settle(app)
    click_card(app, table, "R3")
    assert actions(table)[-4:] == ["play RREV", "dump", "play R7", "play R3"]


def test_pass_by_key_declines_the_dump(app):
    table = show(app, uno_match([BLUES, DUMP_HAND], "R5", [BOT, BEN], KEEPS + ["play RREV"]))
    assert table.match.state.phase == "dump_offer"
    press(app, pygame.K_p)
    assert actions(table)[-1] == "pass"


# Wild Draw 4 challenges -----------------------------------------------------------------------

DRAW_FOUR_HAND = ["W+4", "R1", "G2", "G3", "B4", "B6", "Y6"]


def test_challenge_shows_the_hand_to_the_challenger_and_the_penalty_goes_to_the_cheat(app):
    actions_so_far = KEEPS + ["play W+4 G"]
    table = show(app, uno_match([BLUES, DRAW_FOUR_HAND], "R5", [ANN, BOT], actions_so_far))
    assert labels(table)[:2] == ["Challenge", "Accept: draw 4"]
    shown = False
    click(app, button(table, "Challenge").rect.center)
    assert actions(table)[-1] == "challenge"
    while table.busy:
        frames(app)
        shown |= bool(table.hands[1]) and all(sprite.face_up for sprite in table.hands[1])
    assert shown, "the challenged hand was never shown to the challenger"
    assert not any(sprite.face_up for sprite in table.hands[1])
    assert len(table.hands[1]) == 6 + 4 and len(table.hands[0]) == 7


def test_accept_by_key_draws_four(app):
    actions_so_far = KEEPS + ["play W+4 G"]
    table = show(app, uno_match([BLUES, DRAW_FOUR_HAND], "R5", [ANN, BOT], actions_so_far))
    press(app, pygame.K_a)
    assert actions(table)[-1] == "accept"
    while table.busy:
        frames(app)
    assert len(table.hands[0]) == 11


# UNO and catch ----------------------------------------------------------------------------------

SKIPS = ["RSKIP", "GSKIP", "BSKIP", "YSKIP", "RSKIP"]
DOWN_TO_ONE = KEEPS + [f"play {code}" for code in SKIPS] + ["play R3"]


def test_the_uno_button_calls_uno_and_then_goes_away(app):
    table = show(app, uno_match([REDS, WILD_HAND], "R5", [BOT, BEN], KEEPS))
    click(app, button(table, "UNO!").rect.center)
    assert actions(table)[-1] == "uno"
    settle(app)
    assert "UNO!" not in labels(table) and any(
        table.words(b.words) == "UNO!" for b in table.bubbles
    )


def test_u_calls_uno(app):
    table = show(app, uno_match([REDS, WILD_HAND], "R5", [BOT, BEN], KEEPS))
    press(app, pygame.K_u)
    assert actions(table)[-1] == "uno"


def test_catch_button_catches_the_opponent_who_forgot_uno(app):
    second = [*SKIPS, "R3", "B9"]
    table = show(app, uno_match([BLUES, second], "R5", [ANN, BOT], DOWN_TO_ONE))
    assert len(table.hands[1]) == 1
    catch = button(table, "Catch!")
    assert catch.rect == table.rects["catch"]
    click(app, catch.rect.center)
    assert actions(table)[-1] == "catch"
    while table.busy:
        frames(app)
    assert len(table.hands[1]) == 3


def test_c_catches(app):
    second = [*SKIPS, "R3", "B9"]
    table = show(app, uno_match([BLUES, second], "R5", [ANN, BOT], DOWN_TO_ONE))
    press(app, pygame.K_c)
    assert actions(table)[-1] == "catch"


# Scoring ------------------------------------------------------------------------------------------


def test_the_losers_cards_are_counted_card_by_card_into_the_game_score(app):
    second = ["RSKIP", "GSKIP", "BSKIP", "YSKIP", "RSKIP", "GSKIP", "G3"]
    skips = KEEPS + [f"play {code}" for code in second[:-1]]
    first = ["R1", "R9", "B+2", "W", "W+4", "Y6", "G0"]
    table = show(app, uno_match([first, second], "R5", [BOT, BEN], skips))
    counted = []
    click_card(app, table, "G3")
    assert actions(table)[-1] == "play G3"
    while table.round < 2:
        frames(app)
        if table.counting is not None:
            counted.append(table.count_points)
    total = sum(CARD_POINTS[code] for code in first)
    assert counted[-1] == total
    steps = sorted(set(counted))
    assert len(steps) >= len(first), "the cards were not counted one at a time"
    assert table.history == [[total, 0]] and table.scores == [total, 0]
