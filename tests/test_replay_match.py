"""A record stepped forward and back (game/replay_match.py): every position is the record's own,
whichever way it is reached; a step forward queues exactly that action's events; the marks
are where the rounds and deals begin; a bad record is refused in one sentence; nobody moves."""

from __future__ import annotations

import pytest
from played_games import GAMES, position, whole_game

from game.core.errors import RecordError
from game.core.seats import SPECTATOR
from game.match import COMPUTER, HUMAN, Seat
from game.records import Record
from game.replay_match import ReplayMatch

ROUND_NUMBER = {"ono99": "round", "uno-duo": "round", "moon": "hand_number"}


def replay(record: Record) -> ReplayMatch:
    seats = [Seat(HUMAN, "Ann")] + [Seat(COMPUTER, f"C{n}", "easy") for n in range(1, 3)]
    return ReplayMatch(record, seats[: record.players])


@pytest.mark.parametrize("game", GAMES)
def test_stepping_forward_reaches_each_position_of_the_record_with_its_events(game):
    record = whole_game(game)
    match = replay(record)
    assert match.position == 0 and not match.events
    for count in range(1, len(record.actions) + 1):
        before = len(position(record, count - 1).events)
        assert match.forward()
        expected = position(record, count)
        assert match.position == count
        assert match.view(SPECTATOR) == expected.state.view(SPECTATOR)
        assert list(match.events) == expected.events[before:]
        match.events.clear()
    assert match.is_over and not match.forward()
    assert match.outcome == expected.state.outcome()


@pytest.mark.parametrize("game", GAMES)
def test_stepping_back_and_jumping_reach_the_same_positions_with_nothing_to_animate(game):
    record = whole_game(game)
    match = replay(record)
    match.jump(match.length)
    for count in range(match.length - 1, max(-1, match.length - 40), -1):
        assert match.back()
        assert match.position == count and not match.events
        assert match.view(1) == position(record, count).state.view(1)
        match.forward()  # its events are dropped by the step back
        match.back()
        assert match.position == count and not match.events
    for count in (match.length // 2, 3, match.length, match.length // 3, 0):
        match.jump(count)
        assert match.view(SPECTATOR) == position(record, count).state.view(SPECTATOR)
        assert not match.events
    assert not match.back() and match.position == 0
    match.jump(-5)
    assert match.position == 0
    match.jump(10**6)
    assert match.position == match.length


@pytest.mark.parametrize("game", GAMES)
def test_the_marks_are_where_each_round_or_deal_begins(game):
    record = whole_game(game)
    match = replay(record)
    number = ROUND_NUMBER[game]
    begins = [0] + [
        count
        for count in range(1, len(record.actions) + 1)
        if position(record, count).state.view(SPECTATOR)[number]
        != position(record, count - 1).state.view(SPECTATOR)[number]
    ]
    assert [mark.position for mark in match.marks] == begins
    assert len(begins) >= 2
    for mark in match.marks:
        assert position(record, mark.position).state.view(SPECTATOR)[number] == mark.number
        assert mark.kind == ("hand" if game == "moon" else "round")
        assert match.mark_at(mark.position) == mark
        assert match.mark_at(mark.position + 1) in (mark, *match.marks)
    assert match.mark_at(match.length) == match.marks[-1]


def test_the_table_reads_what_a_live_match_gives_and_nobody_moves():
    record = whole_game("uno-duo")
    match = replay(record)
    match.jump(7)
    live = position(record, 7)
    seat = live.state.to_move
    assert match.to_move == seat and match.players == 2 and match.game == "uno-duo"
    assert match.humans == [0] and match.options == live.state.options
    assert match.legal_for(seat) == live.state.legal_actions()
    assert match.legal_for(1 - seat) == []
    assert match.observation(seat) == live.observation(seat)
    assert match.why_illegal(record.actions[7]) is None
    assert not match.human_to_move()
    assert len(match.record.actions) == 7


def test_an_event_is_given_as_the_viewer_saw_it():
    match = replay(whole_game("ono99"))
    match.forward()
    drawn = [event for event in match.events if event.type == "card_drawn"]
    assert drawn, "the first play draws a card"
    seat = drawn[0]["seat"]
    while (event := match.next_event((seat + 1) % 3)) is not None:
        if event.type == "card_drawn":
            assert "card" not in event.data


@pytest.mark.parametrize(
    ("actions", "words"),
    [(["play 77"], "is illegal"), (["pass"] * 3, "is illegal")],
)
def test_a_record_that_cannot_be_replayed_is_refused_in_one_sentence(actions, words):
    record = Record("ono99", 3, 4, {}, None, actions)
    with pytest.raises(RecordError, match=words):
        replay(record)


def test_the_seats_must_fit_the_game():
    with pytest.raises(ValueError):
        ReplayMatch(whole_game("moon"), [Seat(HUMAN, "Ann")])
