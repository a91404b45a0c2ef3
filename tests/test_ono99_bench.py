"""The ONO 99 speed benchmark runs and reports every set-up."""

from game.rules import ono99_bench


def test_benchmark_prints_one_line_of_figures_per_setup(capsys):
    ono99_bench.main(["3"])
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(ono99_bench.SETUPS)
    assert all("us/action" in line and "copy()" in line for line in lines)
