"""Moon's "claim the rest" (issue 35): `claim_order` offers a claim only when the seat's own
knowledge proves it wins every remaining trick, whatever the unseen tiles are and whoever holds
them; `MoonState.claim_holds` checks a claim with every hand in view."""

from __future__ import annotations

import random

from test_moon_helpers import DEAL_A, WIDOW_AB, of_type, play, ready, start

from game.core.events import Event
from game.core.observation import observe
from game.rules.moon import claim_order

# Seat 0 holds every 6 and 5-5: with 6s trumps each lead beats every tile it has not seen.
ALL_SIXES = [["6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "5-5"], [], []]


def observation(state, log: list[Event], seat: int = 0):
    return observe("moon", state, seat, log)


def test_a_claim_is_offered_when_every_lead_beats_every_unseen_tile():
    state, log = start(ALL_SIXES, "0-0")
    log += play(state, "bid 4", "pass", "pass", "discard 0-0", "trump 6")
    order = claim_order(observation(state, log))
    assert order is not None and sorted(order) == sorted(ALL_SIXES[0])
    assert state.claim_holds(0)


def test_a_claim_wins_every_remaining_trick_when_it_is_played_out_any_way():
    rng = random.Random(5)
    for _ in range(40):
        state, log = start(ALL_SIXES, "0-0", seed=rng.randrange(1000))
        log += play(state, "bid 4", "pass", "pass", "discard 0-0", "trump 6")
        order = claim_order(observation(state, log))
        assert order is not None
        lead = iter(order)
        events: list[Event] = []
        while not of_type(events, "hand_scored"):
            if state.to_move == 0:
                events += state.apply(f"play {next(lead)}")
            else:
                events += state.apply(rng.choice(state.legal_actions()))
        assert of_type(events, "hand_scored")[0]["tricks_won"] == [7, 0, 0]


def test_no_claim_while_an_unseen_trump_could_beat_a_lead():
    state = ready(DEAL_A, WIDOW_AB, "6")
    assert claim_order(observation(state, [])) is None
    assert not state.claim_holds(0)


def test_a_claim_is_not_decided_by_the_tiles_the_seat_cannot_see():
    """Seat 0 holds every 6 but the 6-2, which was the widow and which seat 1, the bidder, laid
    away: nobody can beat seat 0's leads, as the rules see with every hand in view, but seat 0
    has not seen where the 6-2 went, and it would beat the 6-1; so no claim is offered."""
    hands = [
        ["6-6", "6-5", "6-4", "6-3", "6-1", "5-5", "4-4"],
        ["4-3", "4-2", "4-1", "3-2", "3-1", "2-2", "2-1"],
        ["5-4", "5-3", "5-2", "5-1", "3-3", "1-1", "0-0"],
    ]
    state, log = start(hands, "6-2", first_bidder=1)
    log += play(state, "bid 4", "pass", "pass", "discard 6-2", "trump 6")
    log += play(state, "play 4-3", "play 5-4", "play 4-4")
    assert state.to_move == 0
    assert state.claim_holds(0)
    assert claim_order(observation(state, log, 0)) is None


def test_no_claim_is_offered_to_a_seat_that_is_not_leading():
    state, log = start(ALL_SIXES, "0-0")
    log += play(state, "bid 4", "pass", "pass", "discard 0-0", "trump 6", "play 6-6")
    assert claim_order(observation(state, log, 1)) is None
    assert claim_order(observation(state, log, 0)) is None


def test_every_claim_offered_in_random_games_holds_and_wins_the_rest():
    """Over random games: wherever a claim is offered to the seat to lead, the rules' check
    agrees and any play of the others leaves that seat every remaining trick."""
    from game.rules.moon import RULES

    rng = random.Random(35)
    offered = 0
    for game in range(150):
        state, log = RULES.start(3, {}, game)
        log = list(log)
        for _ in range(400):
            if state.to_move is None or of_type(log, "hand_scored"):
                break
            seat = state.to_move
            order = claim_order(observation(state, log, seat))
            if order is not None:
                offered += 1
                assert state.claim_holds(seat)
                copy, leads, won = state.copy(), iter(order), list(state.tricks_won)
                left = len(order)
                events: list[Event] = []
                while not of_type(events, "hand_scored"):
                    mover = copy.to_move
                    action = (
                        f"play {next(leads)}" if mover == seat else rng.choice(copy.legal_actions())
                    )
                    events += copy.apply(action)
                scored = of_type(events, "hand_scored")[0]["tricks_won"]
                assert scored[seat] == won[seat] + left
            log += state.apply(rng.choice(state.legal_actions()))
    assert offered >= 10
