"""The replay viewer (scenes/replay.py): on the real table of each title it steps forward (with
the animations) and back (at once) to exactly the positions of the record; a seat's view never
shows a card that seat did not see; the coach's marks are shown and found; the review never holds
up a frame; it is kept with the game in the history and used again; a bad record file is said in
one sentence and nothing else happens; the end of the game is celebrated and stays on screen;
the keys and the bar work, and every text of the bar fits its box."""

from __future__ import annotations

import json
import math
import random
import time

import pygame
import pytest
from played_games import GAMES, Gated, Inline, Never, position, whole_game

from game.core.seats import SPECTATOR
from game.history import open_history, read_history, record_finished_game
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame
from game.review import BLUNDER, Judgement
from game.reviewing import decisions_of, judge_decision, judged
from scenes.app import SMALLEST_WINDOW, App
from scenes.menu import MenuScene
from scenes.replay import KEYS, ReplayScene, watch

FEW = 4
SIZES = ((1280, 720), (960, 540), (1920, 1080), (1000, 900))
NAMES = ("Annabel", "Bartholomew", "Cleopatra")


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    app = App((1280, 720), speed=30.0)
    app.settings.sound_volume = 0.0
    app.show_menu()
    yield app
    app.close()


def seats_of(players: int) -> list[Seat]:
    return [Seat(HUMAN, NAMES[0])] + [Seat(COMPUTER, NAMES[n], "easy") for n in range(1, players)]


def viewer(app: App, game: str, executor=None, **kwargs) -> ReplayScene:
    record = kwargs.pop("record", None) or whole_game(game)
    seats = kwargs.pop("seats", seats_of(record.players))
    problem = watch(app, record, seats, executor=executor or Never(), iterations=FEW, **kwargs)
    assert problem is None
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    return scene


def settle(scene: ReplayScene, limit: int = 2000) -> None:
    """Run the scene's frames (without drawing) until the table is at rest."""
    for _ in range(limit):
        scene.update(1 / 60)
        if not scene.table.busy:
            return
    raise AssertionError("the table never came to rest")


def screen_texts(app: App) -> str:
    """Every text of the top screen's labels, joined."""
    elements = app.stack.top.manager.get_sprite_group().sprites()
    return " ".join(getattr(element, "text", "") or "" for element in elements)


def key(app: App, name: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode=""))
    app.step(1 / 60)


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(1 / 60)


def blunder_at(record, seat: int = 0) -> Judgement:
    """A made-up blunder of `seat` at its first decision with a choice after the first move (a
    stored review)."""
    found = decisions_of(record)
    decision = next(d for d in found if d.seat == seat and d.choices > 1 and d.index > 0)
    real = judge_decision(record, decision.index, 2, 0)
    others = [a for a in position(record, decision.index).state.legal_actions()]
    best = next(action for action in others if action != real.played)
    return Judgement(decision.index, seat, real.played, 0.21, best, 0.64, real.wins)


# Positions ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_the_viewer_steps_forward_and_back_to_exactly_the_positions_of_the_record(app, game):
    scene = viewer(app, game)
    table, record = scene.table, scene.record
    assert table.viewer is SPECTATOR and table.bottom == 0
    repairs = table.rebuilds
    for count in range(1, len(record.actions) + 1):
        scene.act("forward")
        settle(scene)
        expected = position(record, count).state.view(SPECTATOR)
        assert scene.match.position == count
        assert table.view == expected and table.in_step(expected), f"after action {count}"
    assert table.rebuilds == repairs, "the animations alone reached every position"
    for count in range(len(record.actions) - 1, -1, -1):
        scene.act("back")
        expected = position(record, count).state.view(SPECTATOR)
        assert table.in_step(expected) and not table.busy, f"back to {count}"
    for count in (len(record.actions) // 2, 5, len(record.actions), 1):
        scene.go_to(count)
        assert table.in_step(position(record, count).state.view(SPECTATOR))


@pytest.mark.parametrize("game", GAMES)
def test_a_seats_view_never_shows_a_card_that_seat_did_not_see(app, game):
    scene = viewer(app, game)
    scene.act("view")
    scene.act("view")
    table, record = scene.table, scene.record
    assert table.viewer == table.bottom == 1

    def only_what_seat_1_saw(count: int) -> None:
        view = position(record, count).state.view(1)
        assert table.in_step(view)
        for seat, hand in enumerate(view["hands"]):
            if isinstance(hand, int):
                sprites = table.hands[seat]
                assert all(s.code is None and not s.face_up for s in sprites), (count, seat)

    for count in range(0, len(record.actions) + 1, 3):
        scene.go_to(count)
        only_what_seat_1_saw(count)
    scene.go_to(0)
    for count in range(1, min(len(record.actions), 120) + 1):
        scene.act("forward")
        settle(scene)
        only_what_seat_1_saw(count)


def test_a_step_asked_for_while_a_move_animates_finishes_that_move_at_once(app):
    scene = viewer(app, "moon")
    scene.act("forward")
    scene.update(1 / 60)
    assert scene.table.busy
    scene.act("forward")
    assert scene.match.position == 2
    settle(scene)
    assert scene.table.in_step(position(scene.record, 2).state.view(SPECTATOR))


# The review ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_the_reviews_marks_are_the_hint_engines_estimates_and_are_shown(app, game):
    scene = viewer(app, game, Inline())
    for _ in range(5000):
        app.step(1 / 60, draw=False)
        if scene.review.done:
            break
    assert scene.review.done and not scene.polls()
    reviewed = scene.review.reviewed
    assert reviewed and set(scene.review.judgements) == set(reviewed)
    for index in reviewed[:: max(1, len(reviewed) // 6)]:
        assert scene.review.judgements[index] == judge_decision(scene.record, index, FEW, 0)
        scene.go_to(index)
        app.step(1 / 60)
        sentence = app.words.say(judged(game, scene.review.judgements[index], NAMES))
        assert sentence in [placed.text for placed in scene.bar.placed]
    assert scene.marks() == [
        scene.review.judgements[i] for i in reviewed if scene.review.judgements[i].severity
    ]


@pytest.mark.parametrize("game", GAMES)
def test_the_legend_of_the_marks_shows_at_move_0_beside_an_unmarked_move(app, game):
    """The review's counts ("?? 0 · ? 0 · ?! 0") have their legend from the first position on,
    not only once a step forward reaches a position without a decision."""
    scene = viewer(app, game, Inline())
    for _ in range(5000):
        app.step(1 / 60, draw=False)
        if scene.review.done:
            break
    assert scene.review.done and scene.match.position == 0
    judgement = scene.judgement_on_show()
    assert judgement is None or judgement.severity is None
    app.step(1 / 60)
    shown = [placed.text for placed in scene.bar.placed]
    assert {"??", "?", "?!"} <= set(shown)
    if judgement is not None:
        assert app.words.say(judged(game, judgement, NAMES)) in shown


def test_next_mistake_goes_to_the_next_marked_decision(app):
    record = whole_game("ono99")
    marked = blunder_at(record)
    scene = viewer(app, "ono99", review=[marked.to_json()], record=record)
    assert scene.marks() == [marked]
    assert scene.can("next_mistake")
    scene.act("next_mistake")
    assert scene.match.position == marked.index
    assert scene.judgement_on_show() == marked
    app.step(1 / 60)
    shown = [placed.text for placed in scene.bar.placed]
    assert any("Blunder" in text for text in shown)
    assert any("21%" in text and "64%" in text for text in shown)
    assert not scene.can("next_mistake")
    scene.act("next_mistake")
    assert scene.match.position == marked.index
    assert "No mistake" in app.words.say(scene.table.message)


def test_the_review_never_holds_up_a_frame(app):
    executor = Gated()
    scene = viewer(app, "uno-duo", executor)
    assert scene.polls()
    slowest = 0.0
    for frame in range(90):
        if frame % 15 == 0:
            key(app, pygame.K_RIGHT)
        started = time.perf_counter()
        app.step(1 / 60)
        slowest = max(slowest, time.perf_counter() - started)
    assert scene.match.position == 6 and not scene.table.busy
    assert scene.review.progress[0] == 0 and scene.polls()
    assert slowest < 0.5, f"a frame took {slowest:.2f} s"
    executor.release()
    for _ in range(10):
        app.step(1 / 60)
    assert scene.review.progress[0] >= 1


def test_a_review_is_kept_with_the_game_in_the_history_and_used_again(app):
    record = whole_game("moon")
    match = Match(PlayedGame(record), seats_of(3))
    assert record_finished_game(match) == []
    past = read_history()[0][0]
    scene = viewer(app, "moon", Inline(), record=record, game_id=past.id, review=past.review)
    for _ in range(3000):
        app.step(1 / 60, draw=False)
        if scene.review.done:
            break
    stored = read_history()[0][0].review
    assert stored == scene.review.stored() and len(stored) == len(scene.review.reviewed)
    scene.leave()
    again = Inline()
    scene = viewer(app, "moon", again, record=record, game_id=past.id, review=stored)
    app.step(1 / 60)
    assert again.jobs == 0 and scene.review.done
    read_back = [Judgement.from_json(entry) for entry in stored]
    assert scene.review.judgements == {judgement.index: judgement for judgement in read_back}


def test_what_was_found_before_leaving_is_kept(app):
    record = whole_game("moon")
    assert record_finished_game(Match(PlayedGame(record), seats_of(3))) == []
    past = read_history()[0][0]
    scene = viewer(app, "moon", Inline(), record=record, game_id=past.id)
    for _ in range(4):
        app.step(1 / 60)
    found = len(scene.review.judgements)
    assert 0 < found < len(scene.review.reviewed)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    assert len(read_history()[0][0].review) == found


def test_a_damaged_note_of_the_coach_is_left_out_with_one_sentence(app):
    record = whole_game("moon")
    good = blunder_at(record)
    scene = viewer(app, "moon", record=record, review=[good.to_json(), {"index": 3}, "x"])
    assert scene.review.judgements == {good.index: good}
    assert len(app.notices.texts()) == 1
    assert "2 of the coach's notes" in app.notices.texts()[0]


def test_a_record_file_names_no_players_and_its_reviewed_seat_is_chosen(app):
    record = whole_game("ono99")
    scene = viewer(app, "ono99", record=record, seats=None)
    assert scene.names == ["Player 1", "Player 2", "Player 3"]
    assert scene.reviewed == (0,) and "review_seat" in scene.chips()
    key(app, pygame.K_r)
    assert scene.reviewed == (1,) and scene.table.bottom == 1
    assert all(record.actions and d in [x.index for x in decisions_of(record) if x.seat == 1]
               for d in scene.review.reviewed)  # fmt: skip
    named = viewer(app, "ono99", record=record)
    assert "review_seat" not in named.chips() and named.reviewed == (0,)


# Files --------------------------------------------------------------------------------------------


BAD_FILES = {
    "not-json.json": b"{ this is not json",
    "not-utf8.json": b"\xff\xfe{}",
    "no-seed.json": json.dumps({"format": 1, "game": "moon", "players": 3}).encode(),
    "illegal.json": json.dumps(
        {"format": 1, "game": "ono99", "players": 3, "seed": 1, "actions": ["play 99"]}
    ).encode(),
    "empty.json": b"",
}


@pytest.mark.parametrize("name", BAD_FILES)
def test_a_damaged_record_file_dropped_on_the_window_is_said_in_one_sentence(app, tmp_path, name):
    path = tmp_path / name
    path.write_bytes(BAD_FILES[name])
    screens = list(app.stack.scenes)
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    app.step(1 / 60)
    texts = app.notices.texts()
    assert len(texts) == 1 and texts[0][0].isupper() and texts[0].endswith(".")
    assert app.stack.scenes == screens
    assert path.read_bytes() == BAD_FILES[name]
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(name)) == [name]


def test_a_folder_or_a_missing_file_is_said_too(app, tmp_path):
    for path in (tmp_path, tmp_path / "missing.json"):
        app.watch_dropped(str(path))
    assert len(app.notices.texts()) == 2
    assert isinstance(app.stack.top, MenuScene)


def test_a_good_record_file_dropped_opens_the_viewer_over_the_screen_on_show(app, tmp_path):
    record = whole_game("moon")
    path = tmp_path / "game.json"
    record.save(path)
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    app.step(1 / 60)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.match.length == len(record.actions)
    scene.review.cancel()  # no coach's worker in these tests
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    app.step(1 / 60)
    assert isinstance(app.stack.top, ReplayScene) and len(app.stack.scenes) == 2
    app.stack.top.review.cancel()


def test_the_history_offers_to_watch_a_record_file(app):
    from scenes.history_scene import HistoryScene
    from scenes.open_record import OpenRecordScene

    history = HistoryScene(app)
    app.stack.push(history)
    app.step(1 / 60)
    history.watch_file()
    assert isinstance(app.stack.top, OpenRecordScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is history


def test_the_open_record_screen_opens_a_path_or_says_why_not(app, tmp_path):
    from scenes.open_record import OpenRecordScene

    app.stack.push(OpenRecordScene(app))
    app.step(1 / 60)
    screen = app.stack.top
    screen.watch()
    assert app.stack.top is screen and "Type the path" in screen_texts(app)
    screen.set_path(str(tmp_path / "nothing.json"))
    screen.watch()
    assert app.stack.top is screen and "does not exist" in app.words.say(screen.problem)
    path = tmp_path / "game.json"
    whole_game("uno-duo").save(path)
    screen.set_path(f' "{path}" ')
    screen.watch()
    assert isinstance(app.stack.top, ReplayScene)
    app.stack.top.review.cancel()


# The end, keys, the bar ------------------------------------------------------------------------


def test_the_end_of_the_game_is_celebrated_and_stays_on_screen(app):
    scene = viewer(app, "uno-duo")
    scene.go_to(scene.match.length - 1)
    scene.act("forward")
    for _ in range(3000):
        app.step(1 / 60, draw=False)
        if scene.table.finished:
            break
    assert scene.table.banner.words and app.stack.top is scene
    assert scene.table.next_frame() == math.inf
    scene.act("back")
    assert not scene.table.banner.words


def test_the_keys_step_jump_play_and_leave(app):
    scene = viewer(app, "ono99")
    marks = [mark.position for mark in scene.match.marks]
    key(app, pygame.K_RIGHT)
    assert scene.match.position == 1
    key(app, pygame.K_LEFT)
    assert scene.match.position == 0
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    assert scene.match.position == marks[2]
    key(app, pygame.K_PAGEUP)
    assert scene.match.position == marks[1]
    key(app, pygame.K_END)
    assert scene.match.position == scene.match.length
    key(app, pygame.K_HOME)
    assert scene.match.position == 0
    key(app, pygame.K_SPACE)
    assert scene.playing
    for _ in range(200):
        app.step(1 / 60)
    assert scene.match.position > 3
    key(app, pygame.K_SPACE)
    stopped = scene.match.position
    for _ in range(100):
        app.step(1 / 60)
    assert not scene.playing and scene.match.position == stopped
    key(app, pygame.K_v)
    assert scene.table.viewer == 0
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_the_bars_buttons_and_strip_act_on_a_click(app):
    scene = viewer(app, "moon")
    app.step(1 / 60)
    bar = scene.bar
    click(app, bar.buttons["forward"].center)
    assert scene.match.position == 1
    click(app, bar.buttons["round_forward"].center)
    assert scene.match.position == scene.match.marks[1].position
    click(app, (bar.x_of(30), bar.strip.centery))
    assert scene.match.position == 30
    click(app, bar.buttons["view"].center)
    assert scene.viewpoint == 0
    click(app, bar.buttons["close"].center)
    assert isinstance(app.stack.top, MenuScene)


@pytest.mark.parametrize("size", [(1280, 720), SMALLEST_WINDOW])
@pytest.mark.parametrize("game", GAMES)
def test_every_text_of_the_bar_fits_its_box_in_the_pseudo_language(tmp_path, monkeypatch, game,
                                                                    size):  # fmt: skip
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    app = App(size, language="xx", keep_records=False)
    try:
        record = whole_game(game)
        marked = blunder_at(record)
        scene = viewer(app, game, record=record, seats=None, review=[marked.to_json()])
        scene.go_to(marked.index)
        scene.act("view")
        for name in ["none", *scene.bar.buttons]:
            scene.bar.hovered = name
            app.step(1 / 60)
            placed = scene.bar.placed
            assert any("[" in p.text and "%" in p.text for p in placed)
            for text in placed:
                assert text.image.width <= text.box.width, f"{text.text!r} in {text.box}"
                assert text.image.height <= text.box.height + 2, f"{text.text!r} in {text.box}"
            assert scene.bar.rect.bottom == size[1]
        assert marked.severity == BLUNDER
    finally:
        app.close()


def test_the_viewer_never_starts_a_game_or_records_one(app):
    scene = viewer(app, "ono99")
    scene.go_to(scene.match.length)
    for _ in range(400):
        app.step(1 / 60, draw=False)
    assert app.match is None
    assert read_history()[0] == []
    with open_history() as history:
        assert history.count() == 0


def test_the_viewers_table_offers_no_hint_undo_or_coach(app):
    app.settings.coach = "on"
    scene = viewer(app, "uno-duo")
    scene.go_to(5)
    assist = scene.table.assist
    assert not assist.helps and not assist.coaching and assist.buttons() == []
    for key in (pygame.K_h, pygame.K_z):
        event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=pygame.KMOD_CTRL)
        assert not assist.handle(event)
    app.step(1 / 60)
    assert assist.hint is None


def test_random_clicks_keys_and_resizes_never_crash_the_viewer(app):
    rng = random.Random("replay monkey")
    scene = viewer(app, "uno-duo", Inline())
    keys = [*KEYS, pygame.K_a, pygame.K_RETURN]
    for step in range(400):
        if step % 97 == 0:
            app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=rng.choice(SIZES)))
        if rng.random() < 0.6:
            pos = (rng.randrange(app.size[0]), rng.randrange(app.size[1]))
            if scene.bar.buttons["close"].collidepoint(pos):
                continue
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        else:
            key_name = rng.choice([k for k in keys if k != pygame.K_ESCAPE])
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_name, mod=0))
        app.step(1 / 60)
        assert app.stack.top is scene
        assert 0 <= scene.match.position <= scene.match.length
