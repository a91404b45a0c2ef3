"""Properties of many random ONO 99 games (seeds × editions × player counts × options): cards
are conserved, every game ends, records replay to the same events, observations hide cards."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.records import PlayedGame, Record
from game.rules.ono99 import RULES
from game.rules.ono99_cards import full_deck_cards

MAX_ACTIONS = 20_000
HIDDEN_CARD_EVENTS = ("card_dealt", "card_drawn")


@st.composite
def game_setups(draw):
    """Players and options for one game, every option combination reachable."""
    edition = draw(st.sampled_from(["2022", "1980"]))
    players = draw(st.integers(2, 8 if edition == "1980" else 6))
    scoring = draw(st.sampled_from(["elimination", "tokens", "points"]))
    options = {"edition": edition, "scoring": scoring}
    if scoring == "points":
        options["target"] = draw(st.sampled_from([40, 100]))
        options["finish"] = draw(st.sampled_from(["last_standing", "lowest_score"]))
    if edition == "1980":
        options["ono_on_round_ten"] = draw(st.booleans())
        options["draw_race"] = draw(st.booleans())
    return players, options


def play_randomly(players, options, seed, choice_seed, check_step=None):
    """A random game to its end; its record (as a dict) and its events."""
    state, events = RULES.start(players, options, seed=seed)
    chooser = random.Random(choice_seed)
    actions = []
    while not state.is_over:
        assert len(actions) < MAX_ACTIONS, "the game did not end"
        legal = state.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        action = chooser.choice(legal)
        actions.append(str(action))
        events.extend(state.apply(action))
        if check_step is not None:
            check_step(state)
    return state, actions, events


def conservation_check(options):
    deck = Counter(full_deck_cards(options["edition"]))

    def check(state):
        held = Counter(card for hand in state.hands for card in hand)
        assert held + Counter(state.draw) + Counter(state.discard) == deck
        assert state.total < 99 and 0 <= state.owed <= 2
        assert options["edition"] == "1980" or state.total >= 0

    return check


@settings(max_examples=300)
@given(game_setups(), st.integers(0, 2**32), st.integers(0, 2**16))
def test_cards_are_conserved_and_every_game_ends(setup, seed, choice_seed):
    players, options = setup
    state, _, _ = play_randomly(players, options, seed, choice_seed, conservation_check(options))
    outcome = state.outcome()
    assert outcome is not None and state.to_move is None and not state.legal_actions()
    assert 0 <= outcome.winner < players and not state.gone[outcome.winner]
    assert list(outcome.scores) == state.scores()


@settings(max_examples=120)
@given(game_setups(), st.integers(0, 2**32), st.integers(0, 2**16))
def test_replaying_a_record_reproduces_the_same_events(setup, seed, choice_seed):
    players, options = setup
    state, actions, events = play_randomly(players, options, seed, choice_seed)
    replayed = PlayedGame(Record("ono99", players, seed, options, None, actions))
    assert [event.to_json() for event in replayed.events] == [event.to_json() for event in events]
    assert replayed.state.to_json() == state.to_json()
    assert replayed.record.actions == actions


@settings(max_examples=120)
@given(game_setups(), st.integers(0, 2**32), st.integers(0, 2**16), st.integers(0, 400))
def test_an_observation_never_shows_another_players_hidden_card(setup, seed, choice_seed, cut):
    players, options = setup
    _, actions, _ = play_randomly(players, options, seed, choice_seed)
    game = PlayedGame(Record("ono99", players, seed, options, None, actions[:cut]))
    state = game.state
    for seat in range(players):
        observation = game.observation(seat)
        view = observation.view
        assert view["hand"] == state.to_json()["hands"][seat]
        for other, shown in enumerate(view["hands"]):
            if other != seat and not state.gone[other]:
                assert shown == len(state.hands[other])
        for event in observation.events:
            if event.type in HIDDEN_CARD_EVENTS and event["seat"] != seat:
                assert "card" not in event.data
        assert "draw_pile" in view and isinstance(view["draw_pile"], int)
        assert observation.legal == (tuple(state.legal_actions()) if state.to_move == seat else ())
