"""The coach's review worked out in the background (game/reviewing.py): it judges exactly the
decisions with a choice of the reviewed seats, each with the hint engine's estimates for the same
position, iterations and seed; one position at a time, never waiting on a job; the one on show
first; judgements known already are not worked out again, and a damaged or foreign one is left
out with one sentence; the review is kept with the game in the history."""

from __future__ import annotations

from concurrent.futures import BrokenExecutor, Future

import pytest
from played_games import GAMES, Inline, Never, whole_game

from game.ai.coach import advise
from game.history import keep_review, open_history, record_finished_game
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame
from game.review import REVIEW_SEED, Judgement, decisions
from game.reviewing import BackgroundReview, decisions_of, judge_decision, known_judgements

FEW = 6


def run(review: BackgroundReview, limit: int = 10_000) -> None:
    for _ in range(limit):
        review.poll()
        if review.done:
            return
    raise AssertionError("the review never finished")


@pytest.mark.parametrize("game", GAMES)
def test_the_review_gives_the_hint_engines_estimates_for_the_same_positions_and_seed(game):
    record = whole_game(game)
    review = BackgroundReview(record, decisions_of(record), {0}, Inline(), iterations=FEW)
    run(review)
    positions = {index: observation for index, observation, _ in decisions(record, {0})}
    assert review.reviewed == sorted(positions) and len(positions) >= 3
    assert sorted(review.judgements) == sorted(positions)
    for index, observation in positions.items():
        judgement = review.judgements[index]
        advice = advise(observation, iterations=FEW, seed=REVIEW_SEED)
        values = {move.action: move.value for move in advice.moves}
        assert judgement.best == advice.best
        assert judgement.best_value == values[advice.best]
        assert str(judgement.played) == record.actions[index]
        assert judgement.played_value == values[judgement.played]
        assert (judgement.seat, judgement.wins) == (0, advice.wins)
    assert review.progress == (len(positions), len(positions))


def test_only_the_reviewed_seats_decisions_with_a_choice_are_reviewed():
    record = whole_game("ono99")
    found = decisions_of(record)
    assert [d.index for d in found] == list(range(len(record.actions)))
    review = BackgroundReview(record, found, {1, 2}, Never())
    chosen = [index for index, _, _ in decisions(record, {1, 2})]
    assert review.reviewed == chosen
    assert all(found[index].choices > 1 and found[index].seat in (1, 2) for index in chosen)


def test_one_position_at_a_time_and_a_poll_never_waits_on_a_job():
    record = whole_game("moon")
    executor = Never()
    review = BackgroundReview(record, decisions_of(record), {0}, executor)
    for _ in range(50):
        assert not review.poll()
    assert executor.jobs == 1 and not review.done
    assert review.progress == (0, len(review.reviewed))


def test_the_decision_on_show_is_judged_next():
    record = whole_game("uno-duo")
    sent: list[int] = []

    class Recording(Inline):
        def submit(self, function, record, index, *rest):
            sent.append(index)
            return super().submit(function, record, index, *rest)

    review = BackgroundReview(record, decisions_of(record), {0}, Recording(), iterations=2)
    review.poll()
    later = review.reviewed[5]
    review.prefer(later)
    review.poll()
    assert sent[:2] == [review.reviewed[0], later]
    review.prefer(later)  # judged already: nothing changes
    review.poll()
    assert sent[2] == review.reviewed[1]


def test_a_cancelled_job_is_sent_again_when_the_review_goes_on():
    record = whole_game("moon")
    review = BackgroundReview(record, decisions_of(record), {0}, Never())
    review.poll()
    review.cancel()
    review.executor = Inline()
    review.poll()  # sent again (and done at once)
    assert review.poll()  # taken
    assert review.reviewed[0] in review.judgements


def test_judgements_known_are_not_worked_out_again():
    record = whole_game("moon")
    found = decisions_of(record)
    first = BackgroundReview(record, found, {0}, Inline(), iterations=2)
    run(first)
    known, problem = known_judgements(first.stored(), record, found)
    assert problem is None and known == first.judgements
    executor = Inline()
    again = BackgroundReview(record, found, {0}, executor, known=known)
    again.poll()
    assert again.done and executor.jobs == 0


def test_a_damaged_or_foreign_judgement_is_left_out_with_one_sentence():
    record = whole_game("moon")
    found = decisions_of(record)
    index = next(d.index for d in found if d.seat == 0 and d.choices > 1)
    good = judge_decision(record, index, 2, 0)
    other_seat = {**good.to_json(), "seat": 1}
    other_move = {**good.to_json(), "index": index + 1}
    beyond = {**good.to_json(), "index": len(record.actions)}
    entries = [good.to_json(), {"index": "x"}, other_seat, other_move, beyond, [1]]
    known, problem = known_judgements(entries, record, found)
    assert known == {index: good}
    assert problem is not None and problem.fields["count"] == 5
    assert problem.plural is not None


def test_a_broken_worker_stops_the_review_with_one_sentence():
    record = whole_game("moon")

    class Broken:
        def submit(self, *args):
            raise BrokenExecutor("gone")

    review = BackgroundReview(record, decisions_of(record), {0}, Broken())
    assert review.poll() and review.done and review.stopped is not None

    class Failing:
        def submit(self, *args):
            future: Future = Future()
            future.set_exception(BrokenExecutor("gone"))
            return future

    review = BackgroundReview(record, decisions_of(record), {0}, Failing())
    review.poll()
    assert review.poll() and review.stopped is not None


def test_a_review_is_kept_with_the_game_in_the_history_and_read_back(tmp_path):
    record = whole_game("ono99")
    seats = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "Bo", "easy"), Seat(COMPUTER, "Cy", "easy")]
    assert record_finished_game(Match(PlayedGame(record), seats), folder=tmp_path) == []
    with open_history(tmp_path) as history:
        game_id = history.latest().id
    found = decisions_of(record)
    review = BackgroundReview(record, found, {0}, Inline(), iterations=2)
    run(review)
    assert keep_review(game_id, review.stored(), folder=tmp_path) == []
    with open_history(tmp_path) as history:
        stored = history.get(game_id).review
    assert [Judgement.from_json(entry) for entry in stored] == [
        review.judgements[index] for index in sorted(review.judgements)
    ]
    known, problem = known_judgements(stored, record, found)
    assert problem is None and known == review.judgements


def test_a_review_that_cannot_be_kept_is_said_in_one_sentence(tmp_path):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the user data folder should be")
    problems = keep_review(1, [], folder=blocked)
    assert len(problems) == 1 and "review" in str(problems[0])
