"""The benchmark harness (`python -m game bench`) with tiny sizes: it measures what it says and
reports it; no test here asserts a time, only counts that do not depend on the machine."""

import json
import subprocess
import sys
import time

import pytest

from bench import (
    ai_speed,
    answers,
    autoplay,
    cpu,
    engines,
    history,
    idle,
    memory,
    package,
    report,
    rules_speed,
    runner,
    soak,
    xvfb,
)
from bench.figures import QUICK, Figure
from game.cli import main as cli_main
from game.history import read_history

SETUP_OF = {setup.game: setup for setup in rules_speed.SETUPS}
GAMES = ("ono99", "uno-duo", "moon")


@pytest.mark.parametrize("game", GAMES)
def test_playouts_apply_actions_to_the_end_of_whole_games(game):
    setup = SETUP_OF[game]
    for searching in (True, False):
        actions, seconds = rules_speed.playout_speed(setup, 50, searching)
        assert actions >= 50 and seconds > 0


@pytest.mark.parametrize("game", GAMES)
def test_a_searched_playout_action_makes_at_most_60_function_calls(game):
    # A speed guard that holds on any machine: about 16 to 30 calls an action today; a deep copy,
    # an event built per action or a legal-action table rebuilt per move would break it.
    assert rules_speed.calls_per_searched_action(SETUP_OF[game], 200) <= 60


@pytest.mark.parametrize("game", GAMES)
def test_a_copy_makes_at_most_8_function_calls(game):
    positions = rules_speed.mid_game_positions(SETUP_OF[game], 5)
    assert rules_speed.calls_per_copy(positions) <= 8


@pytest.mark.parametrize("game", GAMES)
def test_mid_game_positions_are_live_and_independent_of_the_playouts(game):
    positions = rules_speed.mid_game_positions(SETUP_OF[game], 4)
    assert all(position.to_move is not None for position in positions)
    before = [position.to_json() for position in positions]
    rules_speed.cost_per_call(positions, type(positions[0]).copy, 3)
    assert [position.to_json() for position in positions] == before


def test_rules_figures_hold_the_searched_playout_to_three_microseconds():
    figures = rules_speed.setup_figures(SETUP_OF["moon"], QUICK)
    targeted = [figure for figure in figures if figure.limit is not None]
    assert [(figure.measure, figure.unit, figure.limit) for figure in targeted] == [
        ("random playout as searched", "µs/action", 3.0)
    ]
    assert all(figure.value is not None and figure.value > 0 for figure in figures)


@pytest.mark.parametrize("game", GAMES)
def test_decision_positions_are_seeded_choices_with_two_or_more_legal_actions(game):
    positions = ai_speed.decision_positions(game, 4)
    assert len(positions) == 4
    assert all(len(observation.legal) > 1 for observation in positions)
    again = ai_speed.decision_positions(game, 4)
    assert [observation.view for observation in again] == [o.view for o in positions]


def test_hards_few_positions_are_spread_evenly_through_the_sample():
    assert ai_speed.spread(list(range(100)), 10) == list(range(0, 100, 10))
    assert ai_speed.spread(list(range(3)), 10) == [0, 1, 2]


def test_every_position_gets_one_timed_decision():
    positions = ai_speed.decision_positions("uno-duo", 3)
    seconds, searched = ai_speed.decision_seconds("uno-duo", "normal", positions)
    assert len(seconds) == 3 and all(value > 0 for value in seconds)
    assert searched == []


def test_hard_in_play_is_timed_on_its_own_decisions_with_a_choice_against_the_limits():
    figures = ai_speed.in_play_figures("ono99", 3)
    assert [(figure.measure, figure.limit) for figure in figures] == [
        ("decision median", ai_speed.HARD_MEDIAN_LIMIT_MS),
        ("decision p99", ai_speed.HARD_P99_LIMIT_MS),
    ]
    assert all(figure.value is not None and figure.value > 0 for figure in figures)
    assert "3 decisions" in figures[0].note


def test_a_figure_is_marked_met_or_missed_against_its_target():
    met = Figure("rules", "Moon", "playout", 2.5, "µs/action", 3.0)
    missed = Figure("frames", "Moon", "p99 frame", 9.0, "ms", 8.0)
    untargeted = Figure("ai", "Moon, hard", "decision median", 1001.0, "ms")
    unmeasured = Figure("package", "dist/", "size", None, "MiB", 120.0, "dist/ is not built")
    assert (met.met, missed.met, untargeted.met, unmeasured.met) == (True, False, None, None)
    lines = report.table([met, missed, untargeted, unmeasured]).splitlines()
    assert lines[1].split()[-1] == "✓" and "≤ 3.00 µs/action" in lines[1]
    assert lines[2].split()[-1] == "✗"
    assert "1,001 ms" in lines[3] and "✓" not in lines[3] and "✗" not in lines[3]
    assert "—" in lines[4] and lines[4].endswith("dist/ is not built")
    assert report.summary([met, missed, untargeted]) == "1 of 2 targets met"


def test_the_report_names_the_machine_and_the_load():
    loads = {"start": [0.5, 0.4, 0.3], "end": [0.6, 0.4, 0.3]}
    figure = Figure("rules", "Moon", "playout", 2.5, "µs/action", 3.0)
    document = report.document([figure], "2026-01-01T00:00:00+00:00", loads, 12.0)
    assert document["machine"]["nproc"] >= 1 and document["machine"]["cpu"]
    assert document["figures"][0]["met"] is True
    assert "load average 0.5 at the start, 0.6 at the end" in report.heading(document)


def test_bench_prints_the_table_and_writes_the_same_figures_as_json(tmp_path, capsys):
    target = tmp_path / "bench-results.json"
    assert runner.run_bench("package", quick=True, json_path=str(target)) == 0
    printed = capsys.readouterr().out
    written = json.loads(target.read_text())
    assert [figure["section"] for figure in written["figures"]] == ["package"]
    assert written["figures"][0]["measure"] in printed and "targets met" in printed


def test_an_unknown_section_is_refused_with_the_known_ones(capsys):
    assert cli_main(["bench", "--only", "rules,speed"]) == 2
    sections = "rules, engines, ai, frames, idle, answers, soak, startup, package, decisions, "
    sections += "settling, coach, history, net, club, soak30"
    assert f"unknown section 'speed' (sections: {sections})" in capsys.readouterr().err


def test_the_engine_comparison_plays_both_engines_or_says_why_it_cannot():
    figures = engines.engine_figures(QUICK)
    ratio = next(figure for figure in figures if figure.measure.startswith("speed ratio"))
    assert ratio.floor == engines.TARGET_RATIO
    assert (ratio.value is None and "not installed" in ratio.note) or ratio.value > 0


def test_folder_size_counts_every_file(tmp_path):
    (tmp_path / "inner").mkdir()
    (tmp_path / "a.bin").write_bytes(b"x" * 1000)
    (tmp_path / "inner" / "b.bin").write_bytes(b"y" * 24)
    assert package.folder_bytes(tmp_path) == (1024, 2)


@pytest.mark.skipif(not memory.TreePeaks.available(), reason="needs Linux /proc")
def test_peak_memory_adds_up_a_process_and_the_one_it_started():
    child = "import time; block = bytearray(40_000_000); time.sleep(1.5)"
    parent = (
        "import subprocess, sys, time; block = bytearray(30_000_000); "
        f"worker = subprocess.Popen([sys.executable, '-c', {child!r}]); worker.wait()"
    )
    process = subprocess.Popen([sys.executable, "-c", parent])
    peaks = memory.TreePeaks(process.pid)
    try:
        for _ in range(40):
            peaks.sample()
            if len(peaks.peaks) == 2 and peaks.total_mib > 70:
                break
            time.sleep(0.1)
    finally:
        process.wait()
    assert len(peaks.peaks) == 2
    assert peaks.root_mib >= 30_000_000 / 2**20
    assert peaks.total_mib >= 70_000_000 / 2**20


def test_a_person_seat_of_an_autoplay_run_is_played_by_the_app_through_the_hint(tmp_path):
    command = autoplay.play_command("moon", [autoplay.PERSON, "normal", "hard"], 1, 3, tmp_path)
    seats = command[command.index("--seats") + 1]
    assert seats == "human:,ai:normal,ai:hard" and "--person" in command
    computers = autoplay.play_command("moon", ["normal"] * 3, 1, 3, tmp_path)
    assert "--person" not in computers


@pytest.mark.skipif(not memory.TreePeaks.available(), reason="needs Linux /proc")
def test_an_autoplay_run_stopped_at_its_time_limit_still_reports_its_frames():
    run = autoplay.autoplay("uno-duo", ["normal", "normal"], speed=1, seconds_limit=2.5)
    assert not run.finished
    assert run.frames["frames"] > 10
    assert 0 < run.frames["median_ms"] <= run.frames["p99_ms"] <= run.frames["max_ms"]
    assert run.app_mib > 10 and run.total_mib >= run.app_mib


@pytest.mark.skipif(not memory.TreePeaks.available(), reason="needs Linux /proc")
def test_cpu_ticks_count_a_busy_child_and_not_an_idle_one():
    busy = "import time\nend = time.time() + 1.5\nwhile time.time() < end: pass"
    parent = (
        f"import subprocess, sys, time; subprocess.Popen([sys.executable, '-c', {busy!r}]).wait()"
    )
    process = subprocess.Popen([sys.executable, "-c", parent])
    ticks = cpu.TreeTicks(process.pid)
    try:
        time.sleep(0.3)
        ticks.start()
        time.sleep(0.8)
        used = ticks.used()
    finally:
        process.wait()
    child_ticks = sum(count for pid, count in used.items() if pid != process.pid)
    # On a loaded machine the busy child gets less than a core: compare it with its idle parent
    # rather than with the wall clock.
    assert child_ticks >= 2 and used.get(process.pid, 0) * 5 <= child_ticks
    assert ticks.percent(used) > ticks.percent(used, process.pid)


@pytest.mark.skipif(not memory.TreePeaks.available(), reason="needs Linux /proc")
def test_an_idle_run_measures_the_menu():
    run = idle.idle_run([], None, settle=0.5, seconds=1.0)
    assert run.processes == 1 and 0 <= run.percent == run.app_percent
    assert run.resident_mib > 10 and run.server_percent is None


def test_the_answer_figures_time_each_hint_from_its_answer_to_its_frame():
    delays = answers.answer_delays(None, hints=2)
    assert len(delays) == 2 and all(0 < delay < 3000 for delay in delays), "drawn, not capped"
    figures = answers.driver_figures("dummy driver", None, 1)
    assert [figure.measure for figure in figures] == [answers.LONGEST, answers.MEDIAN]
    assert all(figure.unit == "frames" and figure.limit == 2 for figure in figures)


@pytest.mark.skipif(not xvfb.xvfb_installed(), reason="needs Xvfb")
def test_a_private_x_server_opens_a_display_of_its_own_and_stops():
    with xvfb.private_display() as server:
        assert server.display.startswith(":") and memory.peak_kib(server.pid)
    assert memory.peak_kib(server.pid) is None


@pytest.mark.skipif(not memory.TreePeaks.available(), reason="needs Linux /proc")
def test_a_soak_notes_the_memory_of_the_app_and_its_worker_as_each_game_ends():
    run = soak.soak_run(games=2, speed=50, seconds_limit=120)
    assert run.status == 0 and len(run.resident) == len(run.app_resident) == 2
    assert all(total > own > 10 for total, own in zip(run.resident, run.app_resident, strict=True))
    assert run.total_peak >= max(run.resident)


def test_the_history_figures_give_its_size_per_100_games_and_each_screens_opening_time():
    figures = history.history_figures(QUICK)
    size, *screens = figures
    assert size.measure == "size per 100 games" and size.value > 0
    assert [figure.subject for figure in screens] == [
        f"{screen} screen, {QUICK.history_games:,} games" for screen in history.SCREENS
    ]
    assert all(figure.value is not None and figure.value > 0 for figure in screens), screens


def test_a_generated_history_holds_every_title_an_unfinished_game_and_assisted_ones(tmp_path):
    history.fill_history(tmp_path, 40)
    games, problems = read_history(tmp_path)
    assert problems == [] and len(games) == 40
    assert {game.game for game in games} == {"ono99", "uno-duo", "moon"}
    assert sum(not game.finished for game in games) == 1
    assert sum(game.assisted for game in games) == 6
    assert games[0].when > games[-1].when
