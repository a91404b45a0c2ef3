"""Settings, how to play, pause, pass the device, scoring and crash safety, driven by events."""

from __future__ import annotations

import json
import random

import pygame
from app_driver import (
    button_texts,
    click_at,
    click_button,
    elements,
    enabled_button_texts,
    frames,
    label_texts,
    nobody_can_play_match,
    ono99_match,
    press,
    save_game,
    start_app,
)
from pygame_gui.elements import UIButton

from game.core.messages import N_, Message
from game.match import COMPUTER, Match, Seat
from game.records import PlayedGame, Record
from game.saves import AUTOSAVE
from game.words import words_for
from scenes.how_to_play import HowToPlayScene
from scenes.menu import MenuScene
from scenes.message import MessageScene
from scenes.pass_device import PassDeviceScene
from scenes.pause import PauseScene
from scenes.scene import Scene
from scenes.scoring import ScoringScene, told_of_match
from scenes.seat_names import with_names
from scenes.settings_scene import SettingsScene
from scenes.story_view import story_html

ENGLISH = words_for("en")

RED = (255, 0, 0)


class RedTable(Scene):
    """A stand-in for a table: the whole window red, so anything showing through is seen."""

    def draw(self, surface: pygame.Surface) -> None:
        """Fill red."""
        surface.fill(RED)


class Boom(Scene):
    """A scene whose update fails, as a bug would."""

    def update(self, dt: float) -> None:
        """Fail."""
        raise ZeroDivisionError("a bug in a scene")


def red_pixels(surface: pygame.Surface) -> int:
    """How many pixels of `surface` are exactly red."""
    return pygame.mask.from_threshold(surface, RED, (1, 1, 1, 255)).count()


def finished_match(game: str, players: int, options: dict, seed: int = 3) -> Match:
    """A match played to its end by seeded random legal actions."""
    seats = [Seat(COMPUTER, name, "easy") for name in ("Ann", "Bram", "Cleo")[:players]]
    match = Match(PlayedGame(Record(game, players, seed, options)), seats)
    rng = random.Random(seed)
    while not match.is_over:
        match.played.play(rng.choice(match.state.legal_actions()))
    return match


def test_a_settings_change_is_remembered_by_a_fresh_app(app, tmp_path, monkeypatch):
    click_button(app, "Settings")
    assert isinstance(app.stack.top, SettingsScene)
    click_button(app, "+")  # the first row: animation speed 1× → 1.25×
    click_button(app, "On")  # colour-blind symbols off
    assert "1.25×" in label_texts(app)
    click_button(app, "Back")
    assert isinstance(app.stack.top, MenuScene)
    app.close()
    fresh = start_app(tmp_path, monkeypatch)
    try:
        assert fresh.settings.animation_speed == 1.25
        assert fresh.settings.colour_blind_symbols is False
        assert fresh.notices.texts() == []
    finally:
        fresh.close()


def test_volume_steps_down_and_stops_at_silent(app):
    click_button(app, "Settings")
    for _ in range(12):
        minus_buttons = [b for b in elements(app, UIButton) if b.text == "-"]
        click_at(app, minus_buttons[1].rect.center)
    assert app.settings.sound_volume == 0.0
    assert "0%" in label_texts(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_how_to_play_has_a_page_for_each_game_and_credits_the_sources(app):
    click_button(app, "How to play")
    assert isinstance(app.stack.top, HowToPlayScene)
    for title, game in (("UNO Duo", "uno-duo"), ("Three-Player Moon", "moon"), ("ONO 99", "ono99")):
        click_button(app, title)
        assert app.stack.top.game == game
    frames(app)
    click_button(app, "Back")
    assert isinstance(app.stack.top, MenuScene)


def test_pass_the_device_hides_the_whole_table_until_confirmed(app):
    ready = []
    app.stack.clear_to(RedTable(app))
    frames(app)
    assert red_pixels(app.window) == 1280 * 720
    app.stack.push(PassDeviceScene(app, "Cleo", lambda: ready.append(app.stack.top)))
    frames(app)
    assert red_pixels(app.window) == 0
    press(app, pygame.K_a)  # any other key is not a confirmation
    assert red_pixels(app.window) == 0 and ready == []
    press(app, pygame.K_RETURN)
    assert len(ready) == 1 and isinstance(ready[0], RedTable)
    assert red_pixels(app.window) == 1280 * 720


def test_pass_the_device_is_confirmed_by_a_click(app):
    ready = []
    app.stack.clear_to(RedTable(app))
    app.stack.push(PassDeviceScene(app, "Bram", lambda: ready.append(True)))
    frames(app)
    click_at(app, (640, 360))
    assert ready == [True] and isinstance(app.stack.top, RedTable)


def test_pause_dims_the_table_exports_the_game_and_resumes(app, tmp_path):
    match = ono99_match(moves=5)
    app.stack.clear_to(RedTable(app))
    app.stack.push(PauseScene(app, match))
    frames(app)
    assert red_pixels(app.window) == 0  # dimmed, still there underneath
    assert button_texts(app)[:2] == ["Resume", "How to play"]
    click_button(app, "Export game for a bug report")
    [exported] = (tmp_path / "exports").iterdir()
    assert Record.load(exported).actions == match.record.actions
    assert any(str(exported) in text for text in label_texts(app))
    assert app.notices.texts() == [f"The game was exported to {exported}."]
    click_button(app, "How to play")
    assert isinstance(app.stack.top, HowToPlayScene) and app.stack.top.game == "ono99"
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, RedTable)


def test_pause_quit_to_menu(app):
    app.stack.clear_to(RedTable(app))
    app.stack.push(PauseScene(app, ono99_match()))
    frames(app)
    click_button(app, "Quit to menu")
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1


def test_a_crash_writes_a_report_shows_its_path_and_keeps_the_autosave(app, tmp_path):
    match = ono99_match(moves=4)
    app.match = match
    save_game(match.record, list(match.seats))
    saved = (tmp_path / AUTOSAVE).read_text()
    app.stack.push(Boom(app))
    app.run_frame(1 / 60)
    [report_path] = tmp_path.glob("crash-*.json")
    report = json.loads(report_path.read_text())
    assert "ZeroDivisionError: a bug in a scene" in report["traceback"]
    assert report["record"] == match.record.to_json()
    assert (tmp_path / AUTOSAVE).read_text() == saved
    assert isinstance(app.stack.top, MessageScene)
    assert str(report_path) in app.words.say(app.stack.top.message)
    frames(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MenuScene)
    assert "Continue" in enabled_button_texts(app)


def test_the_game_finished_goes_to_scoring_and_into_the_history(app, tmp_path):
    match = finished_match("ono99", 3, {})
    app.match = match
    app.game_finished(match)
    assert isinstance(app.stack.top, ScoringScene)
    frames(app)
    winner = match.seats[match.outcome.winner].name
    assert f"{winner} wins!" in label_texts(app)
    assert (tmp_path / "history.sqlite").exists()
    click_button(app, "Menu")
    assert isinstance(app.stack.top, MenuScene)
    assert any("was won by" in text for text in label_texts(app))


def test_when_nobody_can_play_the_scoring_screen_says_the_winner_is_the_last_player_left(app):
    match = nobody_can_play_match()
    assert match.is_over
    app.match = match
    app.game_finished(match)
    frames(app)
    texts = label_texts(app)
    assert "Bram wins!" in texts and "The last player left in the game" in texts
    assert not any("played" in text for text in texts)


def test_quit_at_end_closes_the_app_with_status_zero(tmp_path, monkeypatch):
    app = start_app(tmp_path, monkeypatch)
    app.quit_at_end = True
    try:
        app.game_finished(finished_match("ono99", 2, {}))
        assert app.status == 0
    finally:
        app.close()


def story_lines(match: Match) -> list[str]:
    """The lines of the story the scoring screen tells of `match`, in English."""
    return story_html(told_of_match(match), ENGLISH).split("<br>")


def test_a_points_game_shows_its_score_history_round_by_round():
    match = finished_match("ono99", 3, {"scoring": "points", "target": 60})
    names = [seat.name for seat in match.seats]
    lines = [line for line in story_lines(match) if line.startswith("Round ")]
    rounds = [event for event in match.played.events if event.type == "round_scored"]
    assert len(lines) == len(rounds) >= 1
    last = rounds[-1]
    assert lines[-1].startswith(f"Round {len(rounds)}:")
    assert f"{names[0]} {last['points'][0]:+d} ({last['scores'][0]})" in lines[-1]


def test_a_tokens_game_lists_who_lost_each_token():
    match = finished_match("ono99", 3, {"scoring": "tokens"})
    lines = story_lines(match)
    lost = [event for event in match.played.events if event.type == "token_lost"]
    assert len([line for line in lines if "lost a token" in line]) == len(lost) >= 3
    assert sum("with no token left: out." in line for line in lines) == 2


def test_a_moon_game_shows_each_hand_with_how_the_bidder_fared():
    match = finished_match("moon", 3, {"target": 7})
    names = [seat.name for seat in match.seats]
    lines = [line for line in story_lines(match) if line.startswith("Hand ")]
    hands = [event for event in match.played.events if event.type == "hand_scored"]
    assert len(lines) == len(hands) >= 1
    first = hands[0]
    verdict = "made" if first["made"] else "set"
    bidder = names[first["bidder"]]
    assert lines[0].startswith(f"Hand 1: {bidder} bid {first['bid']} (trumps: ")
    assert f"{verdict}." in lines[0]


def test_the_reason_names_the_players_instead_of_seat_numbers():
    names = ["Ann", "Bram"]
    reason = Message(
        N_("{player} reached {points} points (target {target})"),
        {"player": Message(N_("seat {seat}"), {"seat": 1}), "points": 206, "target": 200},
    )
    assert ENGLISH.say(with_names(reason, names)) == "Bram reached 206 points (target 200)"
    moon = Message(N_("won every trick on a bid of 21"))
    assert ENGLISH.say(with_names(moon, names)) == "won every trick on a bid of 21"
