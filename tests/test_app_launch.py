"""`python -m game play`: seats from the command line, bad flags, the menu path and autoplay with
frame statistics and a screenshot."""

from __future__ import annotations

import json

import pygame
import pytest
from app_driver import ono99_match, save_game

import scenes.launch as launch_module
from game.cli import build_parser
from game.match import COMPUTER, HUMAN, Seat
from scenes.app import App
from scenes.frame_stats import FrameStats
from scenes.launch import LaunchError, launch, parse_seats
from scenes.menu import MenuScene
from scenes.scoring import ScoringScene


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test writes under its own user data folder."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    return tmp_path


def play_args(*flags: str):
    """The parsed flags of `python -m game play …`."""
    return build_parser().parse_args(["play", *flags])


def test_seats_default_to_one_human_and_normal_computers():
    seats = parse_seats(None, 3, autoplay=False)
    assert seats[0] == Seat(HUMAN, "Player 1")
    assert [seat.level for seat in seats[1:]] == ["normal", "normal"]
    assert all(seat.kind == COMPUTER for seat in seats[1:])


def test_seats_are_read_from_the_flag_and_autoplay_makes_humans_computers():
    assert parse_seats("human:Ann,ai:hard", 2, autoplay=False) == [
        Seat(HUMAN, "Ann"),
        Seat(COMPUTER, "Bram", "hard"),
    ]
    assert [seat.kind for seat in parse_seats("human:Ann,ai:easy", 2, autoplay=True)] == [
        COMPUTER,
        COMPUTER,
    ]


@pytest.mark.parametrize(
    ("seats", "players", "message"),
    [("human:Ann", 2, "names 1 seats for 2 players"), ("robot:x,ai:easy", 2, "not human:NAME")],
)
def test_bad_seats_are_refused_with_a_sentence(seats, players, message):
    with pytest.raises(LaunchError, match=message):
        parse_seats(seats, players, autoplay=False)


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--options", "{bad"], "--options cannot be read: it is not valid JSON"),
        (["--options", '{"colour": 1}'], "unknown option 'colour'"),
        (["--players", "9"], "takes 2 to 6 players"),
        (["--speed", "0"], "--speed must be above 0"),
        (["--games", "0"], "--games must be at least 1"),
        (["--games", "3"], "--games needs --autoplay and --game"),
        (["--person"], "--person needs --autoplay and --game"),
    ],
)
def test_bad_flags_exit_with_status_2_and_say_why(flags, message, capsys):
    assert launch(play_args("--game", "ono99", *flags)) == 2
    assert message in capsys.readouterr().err


def test_frame_statistics_report_median_and_tail_to_a_tenth_of_a_percent():
    stats = FrameStats()
    for ms in range(1, 101):
        stats.add(float(ms))
    summary = stats.summary()
    assert summary["frames"] == 100 and summary["max_ms"] == 100.0
    assert summary["median_ms"] == pytest.approx(50.0, rel=0.001)
    assert summary["p95_ms"] == pytest.approx(95.0, rel=0.001)
    assert summary["p99_ms"] == pytest.approx(99.0, rel=0.001)


def test_frame_statistics_keep_bounded_memory_however_long_the_run():
    stats = FrameStats()
    for index in range(200_000):
        stats.add(0.5 + (index % 997) / 100)
    assert stats.frames == 200_000 and stats.longest == pytest.approx(10.46)
    assert len(stats._bins) < 3000
    assert FrameStats().summary() == {
        "frames": 0,
        "median_ms": 0.0,
        "p95_ms": 0.0,
        "p99_ms": 0.0,
        "max_ms": 0.0,
    }


def test_without_a_game_the_menu_opens(monkeypatch, tmp_path):
    shown = []

    class ClosingApp(App):
        """Closes itself as soon as its loop starts, noting what it showed."""

        def run(self) -> int:
            shown.append(type(self.stack.top))
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            return super().run()

    monkeypatch.setattr(launch_module, "App", ClosingApp)
    shot, stats = tmp_path / "menu.png", tmp_path / "stats.json"
    assert launch(play_args("--stats", str(stats), "--screenshot", str(shot))) == 0
    assert shown == [MenuScene]
    assert json.loads(stats.read_text())["frames"] == 0
    assert pygame.image.load(shot).get_size() == (1280, 720)


@pytest.mark.slow
def test_autoplay_plays_a_whole_game_and_quits_at_the_end(tmp_path, home):
    match = ono99_match(moves=2)
    save_game(match.record, list(match.seats))
    saved = (home / "autosave.json").read_text()
    stats = tmp_path / "stats.json"
    args = play_args(
        "--game",
        "ono99",
        "--players",
        "2",
        "--seed",
        "4",
        "--autoplay",
        "--quit-at-end",
        "--speed",
        "20",
        "--stats",
        str(stats),
        "--screenshot",
        str(tmp_path / "end.png"),
    )
    assert launch(args) == 0
    figures = json.loads(stats.read_text())
    assert figures["frames"] > 10
    assert 0 < figures["median_ms"] <= figures["p95_ms"] <= figures["p99_ms"] <= figures["max_ms"]
    assert (tmp_path / "end.png").exists()
    # an autoplay run leaves the player's saved game and history alone
    assert (home / "autosave.json").read_text() == saved
    assert not (home / "history.jsonl").exists()


@pytest.mark.slow
def test_autoplay_plays_a_series_of_games_through_the_scores_and_quits_after_the_last(
    home, capsys, monkeypatch
):
    seeds, shown_after = [], []
    play, game_finished = App.play, App.game_finished

    def noting_play(app, match):
        seeds.append(match.record.seed)
        play(app, match)

    def noting_game_finished(app, match):
        game_finished(app, match)
        shown_after.append(isinstance(app.stack.top, ScoringScene))

    monkeypatch.setattr(App, "play", noting_play)
    monkeypatch.setattr(App, "game_finished", noting_game_finished)
    (home / "settings.json").write_text('{"think_time": 0}')
    args = play_args(
        "--game", "ono99", "--players", "2", "--seed", "4", "--autoplay",
        "--games", "3", "--quit-at-end", "--speed", "50",
    )  # fmt: skip
    assert launch(args) == 0
    printed = [line for line in capsys.readouterr().out.splitlines() if line.startswith("game ")]
    assert printed == ["game 1 of 3 over", "game 2 of 3 over", "game 3 of 3 over"]
    assert len(seeds) == 3 and seeds[0] == 4  # Play again dealt two fresh tables
    assert shown_after == [True, True, False]  # the scores, and no scores after the last
