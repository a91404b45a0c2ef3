"""Statistics from a known history: games, wins, rate and its course, streaks, places, scores,
Moon's bids made and set, UNO Duo's points conceded a round, by title, level and player."""

from __future__ import annotations

from game.history import ABANDONED, FINISHED, PastGame
from game.match import COMPUTER, HUMAN, Seat
from game.statistics import human_names, tally

ANN, BEN = Seat(HUMAN, "Ann"), Seat(HUMAN, "Ben")
EASY, HARD = Seat(COMPUTER, "Bo", "easy"), Seat(COMPUTER, "Cy", "hard")


def game(number, title, seats, winner, scores, places=(), status=FINISHED, **details):
    """A history row, played on day `number` of November."""
    return PastGame(
        number,
        f"2026-11-{number:02d}T12:00:00",
        title,
        {},
        list(seats),
        status,
        winner if status == FINISHED else None,
        list(scores),
        details.pop("assisted", False),
        {"places": list(places), **details},
    )


# Oldest first here; the history gives them newest first.
PLAYED = [
    game(1, "ono99", [ANN, EASY, HARD], 0, [0, 0, 0], [1, 3, 2]),
    game(2, "ono99", [ANN, EASY, HARD], 2, [0, 0, 0], [2, 3, 1]),
    game(3, "moon", [ANN, EASY, HARD], 0, [21, 4, 9], [1, 3, 2], bids=[[3, 1], [0, 1], [2, 0]]),
    game(4, "uno-duo", [ANN, HARD], 0, [40, 210], [1, 2], conceded=[[0, 90], [40, 0], [0, 120]]),
    game(5, "ono99", [ANN, EASY, HARD], 0, [0, 0, 0], [1, 2, 3], assisted=True),
    game(6, "ono99", [ANN, EASY, HARD], 0, [0, 0, 0], [1, 2, 3]),
    game(7, "moon", [BEN, ANN, EASY], None, [0, 0, 0], status=ABANDONED),
    game(8, "uno-duo", [BEN, ANN], 0, [12, 200], [1, 2], conceded=[[12, 0], [0, 200]]),
]
HISTORY = PLAYED[::-1]


def test_every_game_counts_for_the_player_with_wins_streaks_and_the_course_of_the_rate():
    ann = tally(HISTORY, "Ann")
    assert (ann.games, ann.wins, ann.abandoned, ann.assisted) == (7, 5, 1, 1)
    assert ann.win_rate == 5 / 7
    assert (ann.streak, ann.best_streak) == (-1, 4)
    assert [rate for _, rate in ann.course] == [1, 1 / 2, 2 / 3, 3 / 4, 4 / 5, 5 / 6, 5 / 7]
    assert ann.course[0][0] == "2026-11-01T12:00:00"
    assert ann.average_place == (1 + 2 + 1 + 1 + 1 + 1 + 2) / 7


def test_figures_by_title_level_and_player():
    ono = tally(HISTORY, "Ann", title="ono99")
    assert (ono.games, ono.wins, ono.streak, ono.average_place) == (4, 3, 2, 5 / 4)
    moon = tally(HISTORY, "Ann", title="moon")
    assert (moon.games, moon.abandoned, moon.bids_made, moon.bids_set) == (1, 1, 3, 1)
    assert moon.average_score == 21
    uno = tally(HISTORY, "Ann", title="uno-duo")
    assert uno.conceded_per_round == (0 + 40 + 0 + 0 + 200) / 5
    hard = tally(HISTORY, "Ann", level="hard")
    assert (hard.games, hard.wins) == (6, 5)
    ben = tally(HISTORY, "Ben")
    assert (ben.games, ben.wins, ben.abandoned, ben.win_rate) == (1, 1, 1, 1.0)
    assert tally(HISTORY, "Nobody").win_rate is None


def test_the_people_who_played_are_listed_most_games_first():
    assert human_names(HISTORY) == ["Ann", "Ben"]


def test_every_player_together_counts_each_persons_seat_as_a_game():
    everyone = tally(HISTORY)
    assert (everyone.games, everyone.wins, everyone.abandoned) == (8, 6, 2)
    assert everyone.win_rate == 6 / 8
    assert [date[:10] for date, _ in everyone.course][-2:] == ["2026-11-08", "2026-11-08"]
    uno = tally(HISTORY, title="uno-duo")
    assert uno.conceded_per_round == (0 + 40 + 0 + 12 + 0 + 0 + 200) / 7
    assert tally(HISTORY, level="easy").games == 5
