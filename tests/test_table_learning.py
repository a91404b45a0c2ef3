"""Learning at the table, driven through the real app: the move log tells every move the viewer
saw and nothing hidden (a pass-and-play seat never reads another's drawn card; a resumed game's
log is the log as played); the hint is worked out off the frame loop and rings the advised move;
undo brings back exactly the earlier position and marks the game assisted, and pass-and-play has
none; the coach's note follows a clearly worse move and goes into the history with the game;
Enter with nothing selected selects the advised move while a hint shows, else the first playable
card. The coach searches a fixed number of iterations in the test's own thread, so every run is
the same."""

from __future__ import annotations

import time
from concurrent.futures import Executor, Future

import pygame
import pytest
from app_driver import InlineExecutor

from game.ai.coach import advise
from game.core.actions import Action
from game.core.seats import SPECTATOR
from game.history import read_history, record_finished_game
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame, Record
from game.review import BLUNDER, INACCURACY, MISTAKE, Judgement, judgement_of
from game.rules import GAME_NAMES
from game.rules.ono99_cards import card_message
from game.saves import load_autosave
from game.settings import FIRST_GAMES
from scenes.app import App
from scenes.auto_person import AutoplayApp
from scenes.pass_device import PassDeviceScene
from scenes.table.assist import RING, AdviceWork, coach_wanted, severity
from scenes.table.base import TableScene
from scenes.table.move_log import MOST_LINES

FRAME = 1 / 60
ITERATIONS = 24
PLAYERS = {"ono99": 3, "uno-duo": 2, "moon": 3}
NAMES = ("Ann", "Ben", "Cal")


class Gate(Executor):
    """A worker that does its work only when the test opens the gate (so the test sees the table
    while the advice is still being worked out)."""

    def __init__(self) -> None:
        self.waiting: list[tuple[Future, object, tuple, dict]] = []

    def submit(self, fn, /, *args, **kwargs):
        future: Future = Future()
        self.waiting.append((future, fn, args, kwargs))
        return future

    def open(self) -> None:
        for future, fn, args, kwargs in self.waiting:
            future.set_result(fn(*args, **kwargs))
        self.waiting.clear()


@pytest.fixture
def app(app):
    """The real app with fast animations, no pause before computer moves, and the coach at a
    fixed number of iterations in the test's thread."""
    app.speed, app.settings.think_time, app.settings.sound_volume = 25.0, 0.0, 0.0
    app.advice = AdviceWork(InlineExecutor(), iterations=ITERATIONS)
    return app


def a_match(game: str, humans: int = 1, seed: int = 5, players: int | None = None) -> Match:
    """A new match of `game`: the first `humans` seats people, the rest Easy computers that
    think in the test's thread."""
    players = players or PLAYERS[game]
    seats = [
        Seat(HUMAN, NAMES[seat]) if seat < humans else Seat(COMPUTER, f"C{seat}", "easy")
        for seat in range(players)
    ]
    return Match.new(game, players, {}, seed, seats, executor=InlineExecutor())


def open_table(app: App, match: Match) -> TableScene:
    app.play(match)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def settle(app: App, table: TableScene, limit: float = 60.0) -> None:
    """Frames until a person must act (the device to pass, or their decision with nothing
    animating) or the game is over."""
    ends = time.monotonic() + limit
    while time.monotonic() < ends:
        if handing_over(app, table):
            return
        if not table.busy and (table.viewer_decides() or table.match.is_over):
            return
        app.step(FRAME)
    raise AssertionError("the table never settled")


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.step(FRAME)
    app.step(FRAME)


def handing_over(app: App, table: TableScene) -> bool:
    """True while the device is being handed over: the hand-off screen is up, or the curtain of
    UNO Duo's draft is down at the table."""
    return isinstance(app.stack.top, PassDeviceScene) or getattr(table, "curtain", None) is not None


def pass_device(app: App) -> None:
    """The next person takes the device."""
    assert handing_over(app, table_of_app(app))
    press(app, pygame.K_RETURN)


def table_of_app(app: App) -> TableScene:
    return next(scene for scene in app.stack.scenes if isinstance(scene, TableScene))


def log_lines(table: TableScene, viewer) -> list:
    """The log's lines as they would be built again from the events `viewer` saw."""
    names = table.names()
    narrate = table.spec.narrator.log
    lines = [narrate(event, names, viewer) for event in table.match.observation(viewer).events]
    return [line for line in lines if line is not None][-MOST_LINES:]


# The move log ----------------------------------------------------------------------------------


def test_in_pass_and_play_a_seats_drawn_cards_never_reach_another_seats_log(app):
    match = a_match("ono99", humans=3, seed=11)
    table = open_table(app, match)
    hand_offs = 0
    while hand_offs < 7:
        settle(app, table)
        if isinstance(app.stack.top, PassDeviceScene):
            pass_device(app)
            hand_offs += 1
            viewer = table.viewer
            own = [
                event["card"]
                for event in match.observation(viewer).events
                if event.type == "card_drawn" and event["seat"] == viewer
            ]
            lines = list(table.log.lines)
            assert lines == log_lines(table, viewer)
            drawn = [line for line in lines if "card" in line.fields and "drew" in line.id]
            assert [line.id for line in drawn] == ["You drew {card}."] * len(own)
            assert [line.fields["card"] for line in drawn] == [card_message(code) for code in own]
            continue
        table.choose(match.legal_for(table.viewer)[0])
    assert any(line.id == "{player} drew a card." for line in table.log.lines)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_resumed_game_shows_the_log_as_it_was_played(app, game):
    match = a_match(game, seed=3)
    table = open_table(app, match)
    for _ in range(6):
        settle(app, table)
        if match.is_over:
            break
        table.choose(match.legal_for(0)[-1])
    settle(app, table)
    played = list(table.log.lines)
    assert played and played == log_lines(table, 0)
    moves = {"ono99": "card_played", "uno-duo": "card_played", "moon": "tile_played"}[game]
    seen = [event for event in match.observation(0).events if event.type == moves]
    assert sum(" played " in str(line) for line in played) >= len(seen)
    resumed = open_table(
        app, Match.from_record(match.record, match.seats, executor=InlineExecutor())
    )
    assert list(resumed.log.lines) == played


def test_the_log_folds_to_a_tab_and_scrolls_back_through_the_game(app):
    match = a_match("ono99", seed=2)
    table = open_table(app, match)
    for _ in range(5):
        settle(app, table)
        table.choose(match.legal_for(0)[0])
    settle(app, table)
    assert not table.log.folded
    press(app, pygame.K_PAGEUP)
    assert table.log.scrolled > 0
    press(app, pygame.K_PAGEDOWN)
    press(app, pygame.K_PAGEDOWN)
    assert table.log.scrolled == 0
    press(app, pygame.K_l)
    assert table.log.folded
    tab = table.log.title_rect(table, table.rects["log"])
    assert tab.width < table.rects["log"].width
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tab.center, button=1))
    app.step(FRAME)
    assert not table.log.folded


# The hint --------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_hint_is_worked_out_off_the_frame_loop_then_rings_the_advised_move(app, game):
    gate = Gate()
    app.advice = AdviceWork(gate, iterations=ITERATIONS)
    match = a_match(game, seed=7)
    table = open_table(app, match)
    settle(app, table)
    press(app, pygame.K_h)
    assert match.assisted and table.assist.thinking() and table.polls()
    for _ in range(5):
        app.step(FRAME)  # frames go on while the coach thinks
    assert table.assist.hint.advice is None and table.next_frame() < 1
    gate.open()
    app.step(FRAME)
    advice = table.assist.hint.advice
    assert advice == advise(
        match.observation(0), iterations=ITERATIONS, seed=len(match.record.actions)
    )
    ring = table.assist.advised_rect(table.assist.hint)
    best = advice.best
    targets = [target.rect for target in table.targets() if target.action == best]
    cards = [
        sprite.hit_rect(table.card_sizes)
        for sprite in table.hands[0]
        if (action := table.card_action(sprite.code)).verb == best.verb
        and action.args[:1] == best.args[:1]
    ]
    assert ring is not None and ring == (targets + cards)[0]
    edge = ring.inflate(table.px(12), table.px(12))
    assert tuple(app.window.get_at((edge.centerx, edge.top + 1)))[:3] == RING
    table.choose(best)
    assert table.assist.hint is None


def test_a_hint_is_only_for_the_persons_own_turn(app):
    match = a_match("moon", seed=4)
    table = open_table(app, match)
    settle(app, table)
    table.choose(match.legal_for(0)[0])
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
    assert table.assist.hint is None and not match.assisted
    assert table.message.id == "A hint is for your own turn."


# Undo ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAME_NAMES)
def test_undo_brings_back_exactly_the_view_before_the_move_and_marks_the_game(app, game):
    match = a_match(game, seed=9)
    table = open_table(app, match)
    settle(app, table)
    table.choose(match.legal_for(0)[0])
    settle(app, table)
    before = match.view(0)
    lines_before = list(table.log.lines)
    actions_before = list(match.record.actions)
    table.choose(match.legal_for(0)[-1])
    settle(app, table)
    assert match.record.actions != actions_before
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.record.actions == actions_before
    assert match.view(0) == before and table.view == before and table.in_step(before)
    assert list(table.log.lines) == lines_before
    assert match.assisted and table.message.id == "Your last move was taken back."
    app.autosaver.flush()
    loaded = load_autosave()
    assert loaded.assisted and loaded.game.record.actions == actions_before


def test_pass_and_play_has_no_undo(app):
    match = a_match("uno-duo", humans=2, seed=4)
    table = open_table(app, match)
    settle(app, table)
    pass_device(app)
    assert [name for name, _, _ in table.assist.buttons()] == ["hint"]
    table.choose(match.legal_for(table.viewer)[0])
    actions = list(match.record.actions)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.record.actions == actions and not match.assisted


def test_a_game_of_computers_offers_no_hint_or_undo(app):
    table = open_table(app, a_match("ono99", humans=0))
    assert table.viewer is SPECTATOR and table.assist.buttons() == []


# The coach -------------------------------------------------------------------------------------


@pytest.mark.coach
def test_the_coach_notes_a_clearly_worse_move_and_the_history_keeps_it(app):
    assert app.settings.coach == "first"  # and no game finished yet: the notes are on
    match = a_match("ono99", seed=21, players=2)
    table = open_table(app, match)
    assert table.assist.coaching
    noted = None
    while not match.is_over:
        settle(app, table)
        if match.is_over:
            break
        index = len(match.record.actions)
        advice = advise(match.observation(0), iterations=ITERATIONS, seed=index)
        worse = [move.action for move in advice.moves if advice.moves[0].value - move.value >= 0.1]
        if noted is None and worse:
            noted = judgement_of(advice, worse[-1], index)
            table.choose(worse[-1])
            app.step(FRAME)
            assert table.assist.note is not None and table.assist.note.judgement == noted
            assert match.coach_notes == [noted]
        else:
            table.choose(advice.best)
    assert noted is not None and noted.severity is not None
    for _ in range(600):
        app.step(FRAME)
        if table.finished:
            break
    games, _ = read_history()
    assert games[0].review == [noted.to_json()]


def finished_game(seed: int) -> Match:
    seats = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "C")]
    match = Match(PlayedGame(Record("ono99", 2, seed)), seats, executor=InlineExecutor())
    while not match.is_over:
        match.played.play(match.state.legal_actions()[0])
    return match


@pytest.mark.coach
def test_first_games_means_the_notes_stop_after_a_persons_fifth_game_of_a_title(tmp_path):
    match = a_match("ono99")
    for seed in range(FIRST_GAMES - 1):
        record_finished_game(finished_game(seed), folder=tmp_path)
    assert coach_wanted("first", match, tmp_path) == (True, [])
    record_finished_game(finished_game(99), folder=tmp_path)
    assert coach_wanted("first", match, tmp_path) == (False, [])
    assert coach_wanted("first", a_match("moon"), tmp_path) == (True, [])
    assert coach_wanted("on", match, tmp_path) == (True, [])
    assert coach_wanted("off", a_match("moon"), tmp_path) == (False, [])
    assert coach_wanted("on", a_match("ono99", humans=2), tmp_path) == (False, [])


# Enter -----------------------------------------------------------------------------------------


def test_enter_with_nothing_selected_selects_the_first_playable_card(app):
    match = a_match("ono99", seed=13)
    table = open_table(app, match)
    settle(app, table)
    assert table.selected is None
    actions = list(match.record.actions)
    press(app, pygame.K_RETURN)
    first = next(index for index, reason in enumerate(table.reasons) if reason is None)
    assert table.selected == first and match.record.actions == actions
    code = table.hands[0][first].code
    press(app, pygame.K_RETURN)
    assert match.record.actions == [*actions, f"play {code}"]


def test_enter_in_the_draft_selects_the_keep_button(app):
    match = a_match("uno-duo", seed=6)
    table = open_table(app, match)
    settle(app, table)
    assert match.view(0)["phase"] == "draft"
    press(app, pygame.K_RETURN)
    keep = len(table.hands[0])
    assert table.selected == keep and str(table.targets()[0].action) == "keep"


# The benchmark's stand-in for a person -----------------------------------------------------------


def test_the_benchmarks_stand_in_plays_the_persons_seat_through_the_hint(tmp_path, monkeypatch):
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    app = AutoplayApp((1280, 720), speed=25.0, keep_records=False, person_seed=1)
    try:
        app.settings.think_time = 0.0
        app.advice = AdviceWork(InlineExecutor(), iterations=ITERATIONS)
        match = a_match("ono99", seed=8)
        open_table(app, match)
        ends = time.monotonic() + 60
        while sum(seat == 0 for seat in match.played.movers) < 4 and time.monotonic() < ends:
            app.step(FRAME)
        assert sum(seat == 0 for seat in match.played.movers) >= 4
        assert match.assisted
    finally:
        app.close()


def test_a_slip_is_weighed_on_the_tables_own_scale():
    def judged(best_value: float, played_value: float) -> Judgement:
        play, other = Action.parse("play 3"), Action.parse("play 9")
        return Judgement(4, 0, play, played_value, other, best_value, False)

    assert severity(judged(0.6, 0.52), 0.1) is None
    assert severity(judged(0.6, 0.5), 0.1) == INACCURACY
    assert severity(judged(0.6, 0.3), 0.1) == BLUNDER
    assert severity(judged(0.6, 0.57), 0.03) == INACCURACY
    assert severity(judged(0.6, 0.54), 0.03) == MISTAKE
    assert severity(judged(0.6, 0.59), 0.03) is None
