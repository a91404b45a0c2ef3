"""The keyboard and the hint agree (a newcomer's play test): once a hint marks a move, the
keyboard's cursor stands on it, so one Enter plays what the hint said, never another move. The
real app, keys posted as a person presses them, frames stepped."""

from __future__ import annotations

import pygame
from app_driver import frames, nobody_can_play_match, step_until
from app_driver import press as driver_press
from test_table_learning import ITERATIONS, Gate, a_match, open_table, press, settle

from game.rules.uno_duo_cards import COLOURS, WILDS
from scenes.scoring import ScoringScene
from scenes.table.assist import AdviceWork
from scenes.table.base import TableScene

TURNS = 30
"""The person's turns a test plays through looking for the position it needs."""


def ask_hint(app, table: TableScene):
    """Press H at the person's decision and wait for the advice; the advised action."""
    press(app, pygame.K_h)
    step_until(app, lambda: table.assist.hint.advice is not None, "the hint's advice")
    app.step(1 / 60)
    return table.assist.hint.advice.best


def test_one_enter_after_a_hint_plays_the_advised_card(app):
    """ONO 99: H marks a card; the cursor is on it at once and the first Enter plays it (it
    used to only move the cursor there, a second Enter playing it). Turns are asked about until
    the advice differs from the first playable card (what Enter picks with no hint)."""
    match = a_match("ono99", seed=13)
    table = open_table(app, match)
    differed = False
    for _ in range(12):
        settle(app, table)
        if match.is_over:
            break
        best = ask_hint(app, table)
        selected = table.selected
        assert selected is not None and selected < len(table.hands[0])
        assert table.card_action(table.hands[0][selected].code) == best
        first = next(index for index, reason in enumerate(table.reasons) if reason is None)
        differed = differed or selected != first
        actions = list(match.record.actions)
        press(app, pygame.K_RETURN)
        assert match.record.actions == [*actions, str(best)]
        if differed:
            break
    assert differed


def test_a_hint_asked_during_the_deal_is_what_enter_bids(app):
    """Moon: H pressed while the deal still animates; once the table is at rest the cursor is on
    the advised bid and Enter bids it (it used to bid Pass, the first button)."""
    match = a_match("moon", seed=4)
    table = open_table(app, match)
    step_until(app, lambda: table.viewer_decides(), "the person's first bid")
    assert table.busy, "the deal should still be animating"
    press(app, pygame.K_h)
    step_until(app, lambda: table.assist.hint.advice is not None, "the hint's advice")
    best = table.assist.hint.advice.best
    settle(app, table)
    actions = list(match.record.actions)
    press(app, pygame.K_RETURN)
    assert match.record.actions == [*actions, str(best)]


def test_an_enter_before_the_hint_came_never_plays_a_move_other_than_the_hint(app):
    """Moon: H during the deal, and Enter at rest while the coach still thinks selects the first
    choice (Pass); once the hint comes the cursor moves to the advised bid, so the next Enter
    bids what the hint shows (it used to bid Pass, the coach then calling it a blunder)."""
    gate = Gate()
    app.advice = AdviceWork(gate, iterations=ITERATIONS)
    match = a_match("moon", seed=4)
    table = open_table(app, match)
    step_until(app, lambda: table.viewer_decides(), "the person's first bid")
    assert table.busy, "the deal should still be animating"
    press(app, pygame.K_h)
    settle(app, table)
    actions = list(match.record.actions)
    press(app, pygame.K_RETURN)
    first = table.selected
    assert first is not None and str(table.targets()[first - len(table.hands[0])].action) == "pass"
    gate.open()
    app.step(1 / 60)
    best = table.assist.hint.advice.best
    assert str(best) != "pass", "the test wants a hint other than the first choice"
    press(app, pygame.K_RETURN)
    assert match.record.actions == [*actions, str(best)]


def to_a_wild_hint(app, table: TableScene):
    """UNO Duo: the person plays the advised moves (by one Enter each) until a hint advises
    playing a wild; that advice."""
    match = table.match
    for _ in range(TURNS):
        settle(app, table)
        if match.is_over:
            break
        best = ask_hint(app, table)
        if best.verb == "play" and best.args[0] in WILDS:
            return best
        table.choose(best)
        app.step(1 / 60)
    raise AssertionError("no wild was advised")


def test_in_the_colour_choice_the_cursor_is_on_the_hinted_colour(app):
    """UNO Duo: the hint advises a wild and a colour; Enter opens the colour choice with the
    cursor on the hinted colour, and Enter names it (it used to close the choice again)."""
    match = a_match("uno-duo", seed=6)
    table = open_table(app, match)
    best = to_a_wild_hint(app, table)
    actions = list(match.record.actions)
    press(app, pygame.K_RETURN)
    assert table.choosing == best.args[0] and match.record.actions == actions
    press(app, pygame.K_RETURN)
    assert match.record.actions == [*actions, str(best)]


def test_without_a_hint_the_colour_choice_starts_on_the_first_colour(app):
    """UNO Duo: a wild selected with the arrows and Enter opens the colour choice with the cursor
    on the first colour; Enter names it."""
    match = a_match("uno-duo", seed=6)
    table = open_table(app, match)
    best = to_a_wild_hint(app, table)
    press(app, pygame.K_h)  # the hint hidden again
    assert not table.assist.hint.shown
    wild = next(i for i, s in enumerate(table.hands[0]) if s.code == best.args[0])
    for _ in range(len(table.hands[0]) + len(table.targets())):
        if table.selected == wild:
            break
        press(app, pygame.K_RIGHT)
    assert table.selected == wild
    actions = list(match.record.actions)
    press(app, pygame.K_RETURN)
    assert table.choosing == best.args[0]
    press(app, pygame.K_RETURN)
    assert match.record.actions == [*actions, f"play {best.args[0]} {COLOURS[0]}"]


def test_enter_on_the_scores_plays_again(app):
    """The scores screen: an extra Enter (a person still pressing it to play their last card)
    plays again, the likeliest next step, rather than leaving the table for the menu."""
    app.stack.push(ScoringScene(app, nobody_can_play_match()))
    frames(app)
    driver_press(app, pygame.K_RETURN)
    top = app.stack.top
    assert isinstance(top, TableScene), f"Enter left the scores for {type(top).__name__}"
    assert top.match.record.game == "ono99"
