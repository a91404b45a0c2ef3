"""UNO Duo properties over many random games: conservation, termination, legality, replay,
copies, and observations that never show a hidden card."""

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.actions import Action
from game.records import PlayedGame, Record
from game.rules.uno_duo import RULES
from game.rules.uno_duo_cards import COLOURS, PLAY_ACTIONS

EVERY_ACTION = sorted(
    {str(action) for actions in PLAY_ACTIONS.values() for action in actions}
    | {"keep", "discard", "draw", "pass", "dump", "challenge", "accept", "uno", "catch"}
    | {f"colour {colour}" for colour in COLOURS}
)
MOST_ACTIONS = 6000

games = given(
    seed=st.integers(0, 2**32),
    target=st.integers(1, 250),
    deck=st.sampled_from(["112", "108"]),
    picks=st.integers(0, 2**32).map(random.Random),
)


def choose(state, picks):
    """A random legal action, playing a card four times in five when one can be played."""
    actions = state.legal_actions()
    plays = [action for action in actions if action.verb == "play"]
    return picks.choice(plays if plays and picks.random() < 0.8 else actions)


def every_card(state):
    """Where every card is now, as a multiset."""
    looked_at = [state.draft_card] if state.draft_card else []
    return Counter(
        state.hands[0] + state.hands[1] + state.draw_pile + state.discard_pile + state.draft_pile
    ) + Counter(looked_at)


@settings(max_examples=200)
@games
def test_cards_are_conserved_and_every_round_and_the_game_end(seed, target, deck, picks):
    state, _ = RULES.start(2, {"target": target, "deck": deck}, seed)
    deck_cards = Counter(RULES.full_deck({"deck": deck}))
    rounds_seen = 0
    for _ in range(MOST_ACTIONS):
        if state.is_over:
            break
        state.apply(choose(state, picks))
        assert every_card(state) == deck_cards
        assert not state.drawn_card or state.phase == "drawn"
        assert not state.dump_colour or state.phase in ("dump_offer", "dump")
        assert state.volley == 0 or state.phase == "volley"
        assert bool(state.draft_card) == (state.phase == "draft")
        rounds_seen = max(rounds_seen, state.round)
    assert state.is_over, "the game did not end"
    outcome = state.outcome()
    assert len(state.round_scores) == rounds_seen
    assert max(state.scores()) >= target > state.scores()[outcome.winner]
    assert list(outcome.scores) == [
        sum(points[seat] for points in state.round_scores) for seat in (0, 1)
    ]


@settings(max_examples=150)
@games
def test_legal_actions_are_exactly_the_actions_refused_without_a_reason(seed, target, deck, picks):
    state, _ = RULES.start(2, {"target": target, "deck": deck}, seed)
    for step in range(MOST_ACTIONS):
        if state.is_over:
            break
        if step % 5 == 0:
            offered = {str(action) for action in state.legal_actions()}
            allowed = {
                text for text in EVERY_ACTION if state.why_illegal(Action.parse(text)) is None
            }
            assert offered == allowed, (state.phase, offered ^ allowed)
            worked_out_again = state.copy()
            worked_out_again.offered_plays = None
            assert worked_out_again.legal_actions() == state.legal_actions()
        state.apply(choose(state, picks))


@settings(max_examples=60)
@games
def test_replaying_the_record_gives_the_same_game(seed, target, deck, picks):
    options = {"target": target, "deck": deck}
    live = PlayedGame(Record("uno-duo", 2, seed, options))
    for _ in range(MOST_ACTIONS):
        if live.state.is_over:
            break
        live.play(choose(live.state, picks))
    saved = json.loads(json.dumps(live.record.to_json()))
    again = PlayedGame(Record.from_json(saved))
    assert again.state.to_json() == live.state.to_json()
    assert [event.to_json() for event in again.events] == [event.to_json() for event in live.events]


@settings(max_examples=60)
@games
def test_a_copy_plays_on_exactly_like_the_original_and_independently(seed, target, deck, picks):
    state, _ = RULES.start(2, {"target": target, "deck": deck}, seed)
    for _ in range(picks.randrange(400)):
        if state.is_over:
            break
        state.apply(choose(state, picks))
    copied = state.copy()
    before = state.to_json()
    rest_seed = picks.randrange(2**32)
    original_picks, replica_picks = random.Random(rest_seed), random.Random(rest_seed)
    copied_events = []
    for _ in range(MOST_ACTIONS):
        if copied.is_over:
            break
        copied_events += copied.apply(choose(copied, replica_picks))
    assert state.to_json() == before
    original_events = []
    for _ in range(MOST_ACTIONS):
        if state.is_over:
            break
        original_events += state.apply(choose(state, original_picks))
    assert state.to_json() == copied.to_json()
    assert [e.to_json() for e in original_events] == [e.to_json() for e in copied_events]


def swap_hidden_cards(state, seat, picks):
    """A copy in which two hidden cards of different codes changed places (when there are two)."""
    changed = state.copy()
    opponent = 1 - seat
    places = [(changed.hands[opponent], i) for i in range(len(changed.hands[opponent]))]
    places += [(changed.draw_pile, i) for i in range(len(changed.draw_pile))]
    picks.shuffle(places)
    first_list, first = places[0]
    for other_list, other in places[1:]:
        if other_list[other] != first_list[first]:
            first_list[first], other_list[other] = other_list[other], first_list[first]
            break
    return changed


@settings(max_examples=60)
@games
def test_no_hidden_card_reaches_an_observation(seed, target, deck, picks):
    live = PlayedGame(Record("uno-duo", 2, seed, {"target": target, "deck": deck}))
    for step in range(MOST_ACTIONS):
        state = live.state
        if state.is_over:
            break
        for seat in (0, 1):
            view = state.view(seat)
            assert view["hand"] == state.hands[seat]
            other = 1 - seat
            assert view["hands"][seat] == state.hands[seat]
            assert view["hands"][other] == len(state.hands[other])
            assert view["hand_counts"] == [len(h) for h in state.hands]
            if state.to_move != seat:
                assert view["draft_card"] is None and view["drawn_card"] is None
            if step % 3 == 0:
                shuffled = swap_hidden_cards(state, seat, picks)
                assert shuffled.view(seat) == view
        live.play(choose(state, picks))
    for seat in (0, 1):
        observation = live.observation(seat)
        for event in observation.events:
            if event.private_to not in (None, seat):
                assert not {"card", "cards"} & set(event.data), event
        assert observation.view == live.state.view(seat)
