"""The coach's judgement of moves made (game/review.py): the same estimates as the hint engine
for the same positions, iterations and seed; severity by the estimate given away; judgements
kept as JSON and read back, a damaged one refused in one sentence."""

from __future__ import annotations

import pytest

from game.ai.coach import advise
from game.core.actions import Action
from game.match import COMPUTER, Match, Seat
from game.records import Record
from game.review import (
    BLUNDER,
    INACCURACY,
    MISTAKE,
    Judgement,
    decisions,
    judge,
    judgement_of,
    review,
    review_data,
)
from game.shapes import WrongShape

FEW = 8


def _played_record(game: str, players: int, seed: int, actions: int) -> Record:
    """A game of Normal computers, played `actions` actions in (or to its end)."""
    seats = [Seat(COMPUTER, f"P{seat}", "normal") for seat in range(players)]
    match = Match.new(game, players, {}, seed, seats, executor=_Inline())
    while len(match.record.actions) < actions and not match.is_over:
        match.poll()
    return match.record


class _Inline:
    """An executor that runs each job at once (no worker process in these tests)."""

    def submit(self, function, *args, **kwargs):
        from concurrent.futures import Future

        future: Future = Future()
        future.set_result(function(*args, **kwargs))
        return future


@pytest.mark.parametrize(
    ("game", "players", "seed"), [("ono99", 3, 4), ("uno-duo", 2, 5), ("moon", 3, 6)]
)
def test_review_gives_the_hint_engines_estimates_for_the_same_positions_and_seed(
    game, players, seed
):
    record = _played_record(game, players, seed, 24)
    judged = list(review(record, {0}, iterations=FEW, seed=3))
    assert judged, "seat 0 had a choice at least once"
    positions = {index: observation for index, observation, _ in decisions(record, {0})}
    assert [j.index for j in judged] == sorted(positions)
    for judgement in judged:
        advice = advise(positions[judgement.index], iterations=FEW, seed=3)
        values = {move.action: move.value for move in advice.moves}
        assert judgement.best == advice.best
        assert judgement.best_value == values[advice.best]
        assert judgement.played == Action.parse(record.actions[judgement.index])
        assert judgement.played_value == values[judgement.played]
        assert judgement.seat == 0


def test_only_decisions_with_a_choice_of_the_given_seats_are_judged():
    record = _played_record("ono99", 3, 9, 30)
    for index, observation, action in decisions(record, {1, 2}):
        assert observation.seat in (1, 2)
        assert len(set(observation.legal)) > 1
        assert action in observation.legal
        assert record.actions[index] == str(action)


def test_judging_a_move_that_is_not_legal_is_an_error():
    record = _played_record("ono99", 3, 9, 30)
    index, observation, _ = next(decisions(record, {0}))
    with pytest.raises(ValueError):
        judge(observation, Action.parse("play ONO99"), index, iterations=2)


def _judgement(played_value: float, best_value: float, same: bool = False) -> Judgement:
    best = Action.parse("play 7")
    played = best if same else Action.parse("play 3")
    return Judgement(5, 0, played, played_value, best, best_value, True)


@pytest.mark.parametrize(
    ("played", "best", "severity"),
    [
        (0.50, 0.55, None),
        (0.50, 0.60, INACCURACY),
        (0.40, 0.65, MISTAKE),
        (0.10, 0.45, BLUNDER),
    ],
)
def test_severity_follows_the_estimate_given_away(played, best, severity):
    assert _judgement(played, best).severity == severity


def test_the_best_move_gives_nothing_away():
    judgement = _judgement(0.4, 0.4, same=True)
    assert judgement.loss == 0 and judgement.severity is None


def test_a_judgement_reads_back_from_its_json():
    judgement = _judgement(0.25, 0.61)
    assert Judgement.from_json(judgement.to_json()) == judgement


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data.pop("best"),
        lambda data: data.update(extra=1),
        lambda data: data.update(index="5"),
        lambda data: data.update(played_value=7),
        lambda data: data.update(wins=1),
        lambda data: data.update(played="  "),
    ],
)
def test_a_damaged_judgement_is_refused_in_one_sentence(damage):
    data = _judgement(0.25, 0.61).to_json()
    damage(data)
    with pytest.raises(WrongShape):
        Judgement.from_json(data)


def test_a_judgement_that_is_not_an_object_is_refused():
    with pytest.raises(WrongShape):
        Judgement.from_json([1, 2])


def test_a_hint_already_worked_out_judges_the_move_as_the_coach_would():
    record = _played_record("uno-duo", 2, 8, 20)
    index, observation, action = next(iter(decisions(record, {0})))
    advice = advise(observation, iterations=FEW, seed=2)
    made = judgement_of(advice, action, index)
    assert made == judge(observation, action, index, iterations=FEW, seed=2)
    assert review_data([made]) == [made.to_json()]
    with pytest.raises(ValueError, match="not one of the advised position's moves"):
        judgement_of(advice, Action.parse("play W+4 Q"), index)
