"""The arena plays complete headless games with seats rotating and reports per level."""

from __future__ import annotations

import json

import pytest

from bench.arena import (
    ArenaSetup,
    observe,
    play_game,
    run_arena,
    seat_levels,
    wilson_interval,
)
from game.ai.base import RandomPlayer
from game.cli import main
from game.records import PlayedGame, Record


def test_seats_rotate_one_place_per_game_so_no_level_keeps_a_seat():
    setup = ArenaSetup("moon", ("hard", "normal", "random"), games=3)
    assert [seat_levels(setup, index) for index in range(3)] == [
        ["hard", "normal", "random"],
        ["normal", "random", "hard"],
        ["random", "hard", "normal"],
    ]


def test_wilson_interval_brackets_the_rate_and_narrows_with_more_games():
    low, high = wilson_interval(30, 60)
    assert low < 0.5 < high
    wide = high - low
    low, high = wilson_interval(300, 600)
    assert low < 0.5 < high and high - low < wide
    assert wilson_interval(0, 10)[0] == 0.0 and wilson_interval(10, 10)[1] == 1.0


def test_a_game_is_played_to_its_end_with_every_decision_timed():
    result = play_game(ArenaSetup("ono99", ("normal", "random", "random"), games=1, seed=4), 0)
    assert result.winner_level in ("normal", "random")
    assert result.seat_levels == ["normal", "random", "random"]
    assert result.times["normal"] and result.times["random"]


def test_moon_report_counts_bids_and_their_success():
    setup = ArenaSetup("moon", ("normal", "normal", "random"), games=3, seed=2)
    report = run_arena(setup, progress=False)
    normal = report["levels"]["normal"]
    assert report["games"] == 3
    assert normal["wins"] + report["levels"]["random"]["wins"] == 3
    assert normal["bids_made"] >= 1
    assert 0.0 <= normal["bid_success_rate"] <= 1.0
    assert normal["fair_share"] == pytest.approx(2 / 3)


def test_arena_command_prints_one_json_object_with_hard_on_a_small_budget(capsys):
    status = main(
        [
            "arena",
            "--game",
            "uno-duo",
            "--seats",
            "hard,normal",
            "--games",
            "2",
            "--seed",
            "1",
            "--options",
            '{"target": 30}',
            "--budget",
            "0.003",
            "--json",
        ]
    )
    captured = capsys.readouterr()
    assert status == 0
    report = json.loads(captured.out)
    assert set(report["levels"]) == {"hard", "normal"}
    assert report["hard_budget_seconds"] == 0.003
    hard = report["levels"]["hard"]
    assert hard["wins"] + report["levels"]["normal"]["wins"] == 2
    assert hard["decisions"] > 0 and hard["decision_ms_p99"] >= hard["decision_ms_median"]
    assert "2/2 games" in captured.err


def test_a_partial_report_is_written_after_each_game_so_a_run_cut_short_keeps_its_figures(
    tmp_path,
):
    partial = tmp_path / "arena" / "partial.json"
    status = main(
        ["arena", "--game", "uno-duo", "--seats", "normal,random", "--games", "3"]
        + ["--options", '{"target": 30}', "--partial", str(partial)]
    )
    assert status == 0
    report = json.loads(partial.read_text())
    assert report["games"] == 3
    assert sum(level["wins"] for level in report["levels"].values()) == 3


def test_an_arena_given_its_partial_report_again_plays_only_the_games_it_lacks(tmp_path):
    setup = ArenaSetup("uno-duo", ("normal", "random"), games=3, seed=4, options={"target": 30})
    partial = tmp_path / "partial.json"
    whole = run_arena(setup, progress=False, partial=partial)
    played = json.loads(partial.read_text())["results"]
    partial.write_text(json.dumps({**whole, "results": played[:1]}))
    resumed = run_arena(setup, progress=False, partial=partial)
    again = json.loads(partial.read_text())["results"]
    assert again[0] == played[0]
    untimed = [{**result, "times": None} for result in again]
    assert untimed == [{**result, "times": None} for result in played]
    assert resumed["games"] == 3
    assert {level: entry["wins"] for level, entry in resumed["levels"].items()} == {
        level: entry["wins"] for level, entry in whole["levels"].items()
    }


def test_a_partial_report_of_another_arena_is_refused_in_one_sentence_and_left_alone(
    tmp_path, capsys
):
    partial = tmp_path / "partial.json"
    other = '{"game": "moon", "seats": ["hard", "normal", "normal"], "games": 3}'
    partial.write_text(other)
    status = main(
        ["arena", "--game", "uno-duo", "--seats", "normal,random", "--games", "2"]
        + ["--partial", str(partial)]
    )
    assert status == 2
    assert "partial.json holds another arena" in capsys.readouterr().err
    assert partial.read_text() == other


def test_arena_command_refuses_an_unknown_level_in_one_sentence(capsys):
    status = main(["arena", "--game", "moon", "--seats", "hard,normal,wizard", "--games", "1"])
    assert status == 2
    assert "unknown level 'wizard'" in capsys.readouterr().err


def test_arena_command_refuses_a_wrong_number_of_seats(capsys):
    status = main(["arena", "--game", "moon", "--seats", "hard,normal", "--games", "1"])
    assert status == 2
    assert "3 players" in capsys.readouterr().err


def test_the_arena_gives_players_exactly_the_observation_the_record_would():
    played = PlayedGame(Record("uno-duo", 2, 3, {"target": 30}))
    seen = [[], []]
    mover = RandomPlayer("uno-duo", 1)
    for _ in range(300):
        seat = played.state.to_move
        observation = observe(played, seen, seat)
        assert observation == played.observation(seat)
        played.play(mover.choose(observation))


def test_an_arena_split_at_a_game_plays_the_same_games_as_the_whole(tmp_path):
    whole = ArenaSetup("uno-duo", ("normal", "random"), games=3, seed=4, options={"target": 30})
    part = ArenaSetup("uno-duo", ("normal", "random"), 3, 4, {"target": 30}, first=1)
    whole_file, part_file = tmp_path / "whole.json", tmp_path / "part.json"
    run_arena(whole, progress=False, partial=whole_file)
    report = run_arena(part, progress=False, partial=part_file)
    untimed = [
        {**result, "times": None}
        for name in (whole_file, part_file)
        for result in json.loads(name.read_text())["results"]
    ]
    assert report["games"] == 2
    assert report["first_game"] == 1
    assert untimed[1:3] == untimed[3:]


def test_arena_command_refuses_a_first_game_past_the_last(capsys):
    status = main(
        ["arena", "--game", "uno-duo", "--seats", "normal,random", "--games", "2"]
        + ["--first-game", "2"]
    )
    assert status == 2
    assert "--first-game must be" in capsys.readouterr().err
