"""The match: seats, the event queue, autosave after every action, computer seats that see only
their observation and think in a worker."""

import time
from concurrent.futures import Executor, Future

import pytest

import game.match
from game.ai.base import ComputerPlayer, RandomPlayer
from game.ai.thinker import Thinker
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.observation import Observation
from game.match import Match, Seat
from game.records import Record
from game.review import Judgement

HUMAN = Seat("human", "Ada")
COMPUTER = Seat("computer", "Bot", "normal")


def wait_for_computer(match: Match, seconds: float = 5.0) -> None:
    """Poll until the computer to move has played."""
    deadline = time.monotonic() + seconds
    while not match.poll():
        assert time.monotonic() < deadline, "the computer never decided"
        time.sleep(0.001)


class SpyPlayer(ComputerPlayer):
    """Records what it is given; plays the first legal action."""

    given: list = []

    def choose(self, observation):
        SpyPlayer.given.append(observation)
        return observation.legal[0]


def test_computer_seats_are_given_their_observation_and_nothing_else(monkeypatch):
    SpyPlayer.given = []
    monkeypatch.setattr(game.match, "make_player", lambda g, level, seed, _: SpyPlayer(g, seed))
    seats = [COMPUTER, COMPUTER, COMPUTER]
    match = Match.new("ono99", 3, {}, 5, seats, executor=InlineExecutor())
    for _ in range(6):
        wait_for_computer(match)
    assert len(SpyPlayer.given) >= 5
    for observation in SpyPlayer.given:
        assert type(observation) is Observation
        others = [h for s, h in enumerate(observation.view["hands"]) if s != observation.seat]
        assert all(isinstance(hand, int) for hand in others), "another seat's cards leaked"
        hidden = [e for e in observation.events if e.type == "card_dealt"]
        assert all("card" not in e.data for e in hidden if e["seat"] != observation.seat)


def test_autosave_callback_runs_after_every_action():
    saved = []
    match = Match.new(
        "ono99",
        2,
        {},
        3,
        [HUMAN, COMPUTER],
        on_change=lambda m: saved.append(list(m.record.actions)),
    )
    match.submit(match.state.legal_actions()[0])
    wait_for_computer(match)
    assert [len(actions) for actions in saved] == [1, 2]
    assert saved[-1] == match.record.actions


def test_illegal_human_action_changes_nothing():
    saved = []
    match = Match.new("ono99", 2, {}, 3, [HUMAN, COMPUTER], on_change=saved.append)
    match.events.clear()
    before = match.state.to_json()
    with pytest.raises(IllegalAction):
        match.submit("play 99")
    assert match.state.to_json() == before
    assert match.record.actions == [] and not match.events and saved == []


def test_human_cannot_act_on_a_computer_turn():
    match = Match.new("ono99", 2, {}, 3, [COMPUTER, HUMAN])
    with pytest.raises(IllegalAction, match="not a human player's turn"):
        match.submit(match.state.legal_actions()[0])


def test_new_match_queues_the_shuffle_and_deal_for_the_table():
    match = Match.new("ono99", 2, {}, 3, [HUMAN, COMPUTER])
    kinds = [event.type for event in match.events]
    assert kinds[:2] == ["round_started", "deck_shuffled"]
    assert kinds.count("card_dealt") == 8


def test_each_action_appends_its_events_to_the_queue_in_order():
    match = Match.new("ono99", 2, {}, 3, [HUMAN, COMPUTER])
    match.events.clear()
    events = match.submit(match.state.legal_actions()[0])
    assert list(match.events) == events and events[0].type == "card_played"


def test_resumed_match_has_the_same_position_and_an_empty_queue():
    first = Match.new("ono99", 2, {}, 9, [HUMAN, COMPUTER])
    first.submit(first.state.legal_actions()[0])
    wait_for_computer(first)
    record = Record.from_json(first.record.to_json())
    resumed = Match.from_record(record, [HUMAN, COMPUTER])
    assert resumed.state.to_json() == first.state.to_json()
    assert not resumed.events


def test_computer_players_always_win_the_draw_race():
    options = {"edition": "1980", "draw_race": True}
    match = Match.new("ono99", 2, options, 4, [COMPUTER, COMPUTER])
    for _ in range(12):
        wait_for_computer(match)
    assert "pass" not in match.record.actions
    assert match.record.actions[1::2] == ["draw"] * len(match.record.actions[1::2])


def test_one_seat_per_player_is_required():
    with pytest.raises(ValueError, match="3 players but 2 seats"):
        Match.new("ono99", 3, {}, 1, [HUMAN, COMPUTER])


def test_a_seat_is_human_or_computer():
    with pytest.raises(ValueError, match="'human' or 'computer'"):
        Seat("robot", "R2")


class InlineExecutor(Executor):
    """Runs work at once in the caller's thread (stands in for a process pool)."""

    def submit(self, fn, /, *args, **kwargs):
        future = Future()
        future.set_result(fn(*args, **kwargs))
        return future


def test_thinker_returns_the_decision_once_and_adopts_the_returned_player():
    observation = Match.new("ono99", 2, {}, 2, [HUMAN, COMPUTER]).played.observation(0)
    thinker = Thinker(RandomPlayer("ono99", 1), InlineExecutor())
    thinker.start(observation)
    action = thinker.poll()
    assert isinstance(action, Action) and action in observation.legal
    assert thinker.poll() is None and not thinker.thinking


def test_cancelled_thinking_is_never_applied():
    match = Match.new("ono99", 2, {}, 2, [COMPUTER, HUMAN])
    assert not match.poll()
    match.close()
    time.sleep(0.05)
    thinker = match._thinkers[0]
    assert not thinker.thinking and thinker.poll() is None
    assert match.record.actions == []


def test_thinker_can_think_in_a_worker_process_and_keeps_the_players_generator():
    from concurrent.futures import ProcessPoolExecutor

    observation = Match.new("ono99", 2, {}, 2, [HUMAN, COMPUTER]).played.observation(0)
    inline = Thinker(RandomPlayer("ono99", 5), InlineExecutor())
    with ProcessPoolExecutor(max_workers=1) as pool:
        remote = Thinker(RandomPlayer("ono99", 5), pool)
        for _ in range(3):
            inline.start(observation)
            remote.start(observation)
            while (decided := remote.poll()) is None:
                time.sleep(0.001)
            assert decided == inline.poll()
    assert remote.player.rng.getstate() == inline.player.rng.getstate()


def test_the_search_budget_reaches_hard_players_and_keeps_their_seeds(monkeypatch):
    made = []

    def recording_make_player(game, level, seed, budget):
        made.append((level, seed, budget))
        return RandomPlayer(game, seed)

    monkeypatch.setattr(game.match, "make_player", recording_make_player)
    match = Match.new("ono99", 2, {}, 5, [HUMAN, Seat("computer", "Bot", "hard")])
    match.set_search_budget(0.25)
    assert made[0][:2] == made[1][:2] == ("hard", made[0][1])
    assert (made[0][2], made[1][2]) == (None, 0.25)


def test_undo_takes_back_the_persons_last_move_and_the_computers_after_it():
    seats = [Seat("human", "Ann"), Seat("computer", "Bo"), Seat("computer", "Cy")]
    match = Match.new("ono99", 3, {}, 14, seats, executor=InlineExecutor())
    assert not match.can_undo and not match.undo()
    match.events.clear()
    before = match.state.to_json()
    match.submit(match.state.legal_actions()[-1])
    while not match.human_to_move():
        match.poll()
    saved = []
    match.on_change = lambda changed: saved.append(list(changed.record.actions))
    assert match.can_undo and match.undo()
    assert match.state.to_json() == before and match.human_to_move()
    assert match.record.actions == [] and saved == [[]]
    assert match.assisted and not match.events


def test_a_game_of_several_people_has_no_undo():
    seats = [Seat("human", "Ann"), Seat("human", "Ben")]
    match = Match.new("uno-duo", 2, {}, 3, seats)
    match.submit(match.state.legal_actions()[0])
    assert not match.can_undo and not match.undo() and not match.assisted


def test_an_undo_drops_the_coachs_notes_on_the_moves_it_takes_back():
    seats = [Seat("human", "Ann"), Seat("computer", "Bo")]
    match = Match.new("ono99", 2, {}, 14, seats, executor=InlineExecutor())
    for _ in range(2):
        match.submit(match.state.legal_actions()[0])
        while not match.human_to_move():
            match.poll()
    first, second = (index for index, seat in enumerate(match.played.movers) if seat == 0)
    play = match.state.legal_actions()[0]
    for index in (first, second):
        match.add_coach_note(Judgement(index, 0, play, 0.1, play, 0.5, True))
    assert match.undo() and [note.index for note in match.coach_notes] == [first]
    assert match.undos == 1


def test_a_hint_marks_the_game_assisted_and_saves_it_once():
    seats = [Seat("human", "Ann"), Seat("computer", "Bo")]
    match = Match.new("ono99", 2, {}, 14, seats, executor=InlineExecutor())
    saved = []
    match.on_change = lambda changed: saved.append(changed.assisted)
    match.mark_assisted()
    match.mark_assisted()
    assert match.assisted and saved == [True]
