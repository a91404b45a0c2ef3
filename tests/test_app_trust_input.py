"""Input belongs to the moment it was made, and an answer shows the moment it arrives (issue 35,
points 1 and 2), on the real App with real workers: a click or key made while the decision is
not the person's never becomes a move; a hint asked for and then left alone is drawn within two
frames of the coach's answer; a computer thinking for a while shows it at its seat."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from app_driver import FRAME, step_until

from game.match import COMPUTER, HUMAN, Match, Seat
from scenes.app import App
from scenes.table.assist import AdviceWork
from scenes.table.base import THINKING_SHOWN_AFTER, TableScene
from scenes.theme import GOLD, MUTED

PLAYERS = {"ono99": 3, "uno-duo": 2, "moon": 3}
NAMES = ("Ann", "Bram", "Cleo")
QUIET_FRAMES = 300
"""Frames stepped without any input after the stray clicks and keys."""


@pytest.fixture
def app(app):
    """The app at the menu, computers pausing 0.3 s before they move."""
    app.settings.think_time = 0.3
    return app


def person_against_computers(game: str, seed: int = 5, level: str = "easy") -> Match:
    """A new match of `game`: the person at seat 0 ("Ann"), computers at the others."""
    players = PLAYERS[game]
    seats = [Seat(HUMAN, NAMES[0])] + [
        Seat(COMPUTER, NAMES[seat], level) for seat in range(1, players)
    ]
    return Match.new(game, players, {}, seed, seats)


def play_until(app: App, table: TableScene, condition: Callable[[], bool]) -> None:
    """Step frames until `condition` holds, the person (seat 0) taking the first legal move
    whenever it is theirs at rest (the set-up, not what is tested; the workers' processes start
    meanwhile)."""

    def persons_first_move() -> None:
        if not table.busy and table.viewer_decides():
            table.choose(table.match.legal_for(0)[0])

    step_until(app, condition, "the table's set-up", each_frame=persons_first_move)


def stray_input(table: TableScene) -> None:
    """Enter twice (on a table taking input, the first selects a card or button that can be
    played and the second plays it), then a click on the person's first card."""
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
    card = table.hands[0][0]
    pos = (round(card.x), round(card.y))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def quiet(app: App, table: TableScene) -> None:
    """`QUIET_FRAMES` frames without input, then more until the person's turn comes (the
    computers' worker answers in real time)."""
    for _ in range(QUIET_FRAMES):
        app.step(FRAME)
    step_until(app, lambda: not table.busy and table.match.to_move == 0, "the person's turn")


def said_by(table: TableScene) -> list[str]:
    """What `table` says on its message line from now on, in words, as it says it."""
    said: list[str] = []
    say = table.say

    def saying(words) -> None:
        said.append(table.line_words(words))
        say(words)

    table.say = saying  # type: ignore[method-assign]
    return said


def persons_moves(match: Match, since: int) -> list[int]:
    """The indices of the person's (seat 0's) actions from action `since` on."""
    return [index for index, seat in enumerate(match.played.movers) if index >= since and seat == 0]


def computer_move_showing(table: TableScene) -> bool:
    """True while the latest action is a computer's and is being shown."""
    movers = table.match.played.movers
    showing = table.animating and bool(movers) and movers[-1] != 0
    return showing and bool(table.hands[0]) and not table.match.is_over


def computer_thinking(table: TableScene) -> bool:
    """True while the table is at rest and a computer is to move."""
    match = table.match
    return not table.busy and not match.is_over and match.to_move not in (None, 0)


@pytest.mark.parametrize("game", PLAYERS)
def test_clicks_and_keys_during_a_computers_turn_never_become_the_persons_move(app, game):
    table = app.play(person_against_computers(game))
    play_until(app, table, lambda: computer_move_showing(table))
    before = len(table.match.record.actions)
    said = said_by(table)
    stray_input(table)
    app.step(FRAME)
    told = [words for words in said if "playing" in words or words.startswith("One moment")]
    for _ in range(QUIET_FRAMES):
        if computer_thinking(table):
            stray_input(table)  # and again while the next computer thinks, at rest
            app.step(FRAME)
            break
        app.step(FRAME)
    quiet(app, table)
    match = table.match
    assert persons_moves(match, before) == [], "a stray click or key was played as a move"
    assert match.to_move == 0 and not table.busy, "the person's turn came, and waits for them"
    assert len(told) == 1, f"the table said {said}, not once why the input was dropped"


def test_a_burst_of_clicks_while_a_move_is_shown_plays_nothing(app):
    table = app.play(person_against_computers("ono99", seed=9))
    play_until(app, table, lambda: not table.busy and table.viewer_decides())
    table.choose(table.match.legal_for(0)[0])
    assert table.busy
    before = len(table.match.record.actions)
    for _ in range(3):
        stray_input(table)
    app.step(FRAME)
    quiet(app, table)
    assert persons_moves(table.match, before) == []
    assert table.match.to_move == 0 and not table.busy


def test_the_reason_input_was_dropped_is_told_once_a_turn(app):
    table = app.play(person_against_computers("ono99", seed=9))
    play_until(app, table, lambda: computer_thinking(table))
    said = said_by(table)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LCTRL, mod=0))
    app.step(FRAME)
    assert said == [], "a modifier on its own is nothing to explain"
    pos = (round(table.hands[0][0].x), round(table.hands[0][0].y))
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.step(FRAME)
    assert said == [f"{table.seat_name(table.match.to_move)} is playing."], "told once a turn"


def test_keys_that_are_not_moves_still_work_during_a_computers_turn(app):
    table = app.play(person_against_computers("ono99", seed=9))
    play_until(app, table, lambda: computer_thinking(table))
    folded = table.log.folded
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0))
    app.step(FRAME)
    assert table.log.folded != folded
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step(FRAME)
    assert app.stack.top is not table, "Esc pauses"


def loop_until(app: App, condition: Callable[[], bool], passes: int) -> int:
    """Run passes of the real main loop (with its sleeps) until `condition` holds after one;
    returns how many ran. AssertionError after `passes`."""
    for count in range(1, passes + 1):
        app.run_once()
        if condition():
            return count
    raise AssertionError("the loop never got there")


@pytest.mark.parametrize("game", PLAYERS)
def test_a_hint_asked_for_and_left_alone_is_drawn_within_two_frames_of_its_answer(app, game):
    app.advice = AdviceWork(iterations=300)  # the coach's own worker process, a fixed effort
    table = app.play(person_against_computers(game))
    play_until(app, table, lambda: not table.busy and table.viewer_decides())
    loop_until(app, lambda: app.next_frame() == float("inf"), 600)  # the loop goes to sleep
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0))
    loop_until(app, lambda: table.assist.hint is not None, 10)
    hint = table.assist.hint
    assert hint.future is not None and hint.advice is None
    passes = 0
    answered_after: list[int] = []
    hint.future.add_done_callback(lambda _: answered_after.append(passes))
    shown_at = None
    while shown_at is None and passes < 60 * 60:
        frames = app.frame_stats.frames
        app.run_once()
        passes += 1
        if hint.advice is not None and app.frame_stats.frames > frames:
            shown_at = passes
    assert answered_after, "the coach never answered"
    assert shown_at is not None, "the answer was never drawn without input"
    assert shown_at - answered_after[0] <= 2, "drawn later than two frames after the answer"
    assert table.assist.hint is hint and not table.assist.thinking()


def test_a_computer_thinking_for_a_while_shows_it_at_its_seat(app):
    app.settings.think_time = 1.5  # a Hard player searches this long in the computers' worker
    table = app.play(person_against_computers("ono99", level="hard"))
    play_until(app, table, lambda: computer_thinking(table))
    assert table.thinking_seat() is None, "not in the first moment"
    seat = table.match.to_move
    drawn = app.frame_stats.frames
    loop_until(app, lambda: table.thinking_seat() == seat and app.frame_stats.frames > drawn, 200)
    assert table.think_clock >= THINKING_SHOWN_AFTER
    rect = table.plate_rect(seat)
    name = table.fitted(table.seat_name(seat), 17, GOLD, rect.width - table.px(8), bold=True)
    x = min(rect.left + table.px(6) + name.get_width(), rect.right - table.px(32))
    dots = [
        tuple(app.window.get_at((x + table.px(8 + 10 * dot), rect.top + name.get_height() // 2)))
        for dot in range(3)
    ]
    assert sorted(dot[:3] for dot in dots) == sorted([GOLD, MUTED, MUTED])
