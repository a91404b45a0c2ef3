"""The table's turn flow without a window: whose decision it is, the device passed between
people, a computer's move paced, a move taken back, and input that is not the person's dropped
with one word of why per turn. Real matches (scripted, so no computer thinks in a worker) and a
real replay."""

import pytest

from game.core.seats import SPECTATOR
from game.match import Match, Seat
from game.replay_match import ReplayMatch
from scenes.table.turn_flow import Dropped, Turn, TurnFlow

ADA, BEN = Seat("human", "Ada"), Seat("human", "Ben")
BOT = Seat("computer", "Bot")


def opening(moves: int, seed: int = 3) -> tuple[list[str], int]:
    """The first `moves` actions of a two-player ONO 99 game, and the seat that moves first."""
    match = Match.new("ono99", 2, {}, seed, [ADA, BEN])
    first = match.to_move
    actions = []
    for _ in range(moves):
        action = match.state.legal_actions()[0]
        match.submit(action)
        actions.append(str(action))
    assert first is not None
    return actions, first


def scripted(seats: list[Seat], moves: int = 6) -> Match:
    """A game whose computers play a script instead of thinking."""
    actions, _first = opening(moves)
    return Match.new("ono99", 2, {}, 3, seats, script=actions)


def test_a_person_a_computer_and_a_watched_table_each_have_their_turn():
    _actions, first = opening(0)
    seats = [BOT, BOT]
    seats[first] = ADA
    person_first = TurnFlow(scripted(seats))
    assert person_first.turn() is Turn.PERSON and person_first.viewer == first
    assert person_first.viewer_decides()
    computers = TurnFlow(scripted([BOT, BOT]))
    assert computers.turn() is Turn.COMPUTER and computers.viewer is SPECTATOR
    assert not computers.viewer_decides() and computers.shows_faces(1)
    replay = ReplayMatch(scripted([BOT, BOT]).record, [ADA, BEN])
    watched = TurnFlow(replay, watching=True)
    assert watched.turn() is Turn.WATCHED
    with pytest.raises(RuntimeError, match="watched table"):
        watched.live()


def test_the_device_goes_to_the_seat_to_move_and_its_cards_show_once_revealed():
    flow = TurnFlow(Match.new("ono99", 2, {}, 3, [ADA, BEN]))
    seat = flow.match.to_move
    assert seat is not None
    assert not flow.revealed and flow.hand_off_to() == seat
    flow.hand_to(seat)
    assert (flow.viewer, flow.bottom) == (seat, seat)
    assert flow.hand_off_to() == seat and not flow.shows_faces(seat)
    flow.reveal()
    assert flow.hand_off_to() is None and flow.viewer_decides() and flow.shows_faces(seat)
    assert not flow.shows_faces(1 - seat)
    flow.live().submit(flow.match.played.state.legal_actions()[0])
    assert flow.hand_off_to() == 1 - seat and not flow.viewer_decides()


def test_one_person_against_computers_never_passes_the_device():
    flow = TurnFlow(scripted([ADA, BOT]))
    assert flow.revealed and flow.hand_off_to() is None


def test_a_computer_moves_no_sooner_than_the_think_time_or_the_hold_allows():
    for think_time, hold in ((1.0, 0.5), (0.5, 1.0)):
        flow = TurnFlow(scripted([BOT, BOT]))
        steps = []
        for _ in range(4):
            steps.append(flow.computer_step(0.25, think_time, hold))
        assert steps == [False, False, False, True]
        assert len(flow.match.record.actions) == 1 and flow.think_clock == 0.0


def test_a_move_taken_back_is_the_persons_decision_again_and_the_clock_starts_over():
    _actions, first = opening(0)
    seats = [BOT, BOT]
    seats[first] = ADA
    flow = TurnFlow(scripted(seats))
    assert not flow.take_back(), "nothing to take back before the person moved"
    flow.live().submit(flow.match.played.state.legal_actions()[0])
    flow.computer_step(0.25, 1.0, 0.0)
    assert flow.think_clock == 0.25
    assert flow.take_back()
    assert flow.think_clock == 0.0 and flow.match.to_move == first
    assert flow.match.record.actions == []


def test_input_out_of_turn_is_told_why_once_a_turn():
    _actions, first = opening(0)
    seats = [BOT, BOT]
    seats[1 - first] = ADA
    flow = TurnFlow(scripted(seats))
    assert flow.drop() == Dropped(first, own=False)
    assert flow.drop() is None, "the same turn is told only once"
    moved = [flow.computer_step(0.25, 0.0, 0.0) for _ in range(2)]
    assert moved == [False, True], "a scripted move is ready at once and taken next"
    assert flow.match.to_move == flow.viewer
    assert flow.drop() == Dropped(flow.viewer, own=True)
    assert flow.drop() is None
