"""Determinizers deal only the cards a seat has not seen, and respect what the play revealed."""

from __future__ import annotations

import random
from collections import Counter

from game.ai.base import RandomPlayer
from game.ai.moon.determinize import MoonDeterminizer, voids
from game.ai.moon.strategy import MoonNormal, tiles_of
from game.ai.ono99.determinize import Ono99Determinizer
from game.ai.uno_duo.determinize import UnoDuoDeterminizer
from game.ai.uno_duo.knowledge import read_knowledge
from game.ai.uno_duo.strategy import UnoDuoNormal
from game.records import PlayedGame, Record
from game.rules.moon_tiles import CODES
from game.rules.ono99_cards import CODES as ONO_CODES
from game.rules.ono99_cards import full_deck_cards
from game.rules.uno_duo_cards import CARD_RANK, PLAYABLE, full_deck


def _observations(game, players, options, seed, players_of=RandomPlayer, steps=400):
    played = PlayedGame(Record(game, players, seed, options))
    movers = [players_of(game, seed + seat) for seat in range(players)]
    for _ in range(steps):
        if played.state.is_over:
            return
        seat = played.state.to_move
        observation = played.observation(seat)
        yield observation
        played.play(movers[seat].choose(observation))


def test_ono99_samples_hold_the_whole_deck_once_and_the_seats_own_hand():
    rng = random.Random(1)
    for observation in _observations("ono99", 4, {}, 3):
        state = Ono99Determinizer(observation).sample(rng)
        cards = state.draw + state.discard + [card for hand in state.hands for card in hand]
        assert Counter(cards) == Counter(full_deck_cards("2022"))
        own = [ONO_CODES[card] for card in state.hands[observation.seat]]
        assert own == observation.view["hand"]


def test_uno_duo_samples_hold_the_whole_deck_with_the_discard_pile_as_seen():
    rng = random.Random(2)
    drafts = 0
    for observation in _observations("uno-duo", 2, {"target": 50}, 4, UnoDuoNormal):
        state = UnoDuoDeterminizer(observation).sample(rng)
        cards = state.draw_pile + state.discard_pile + state.hands[0] + state.hands[1]
        if observation.view["phase"] == "draft":
            drafts += 1
            cards += [*state.draft_pile, state.draft_card]
            assert state.draft_pile == observation.view["draft_pile"]
        else:
            assert state.discard_pile[-1] == observation.view["top"]
        assert Counter(cards) == Counter(full_deck("112"))
    assert drafts >= 14


def test_uno_duo_draw_pile_ends_with_the_face_up_draft_pile_in_its_known_order():
    observation = next(
        obs
        for obs in _observations("uno-duo", 2, {}, 6, UnoDuoNormal)
        if obs.view["phase"] != "draft"
    )
    draft = [event["card"] for event in observation.events if event.type == "draft_discarded"]
    state = UnoDuoDeterminizer(observation).sample(random.Random(3))
    assert state.draw_pile[: len(draft)] == draft[::-1]


def test_uno_duo_opponent_drawing_instead_of_playing_is_believed_to_hold_nothing_playable():
    checked = 0
    for observation in _observations("uno-duo", 2, {"target": 50}, 9, UnoDuoNormal, 3000):
        events = observation.events
        last = events[-1] if events else None
        if last is None or last.type != "card_drawn" or last["seat"] == observation.seat:
            continue
        top = next(e["card"] for e in reversed(events) if e.type in ("card_played", "start_card"))
        colour = next(
            e["colour"]
            for e in reversed(events)
            if e.type in ("card_played", "start_card", "colour_named")
        )
        slots = read_knowledge(observation).slots
        playable = PLAYABLE[colour][CARD_RANK[top]]
        assert all(playable <= slot.not_any for slot in slots if slot.card is None)
        checked += 1
    assert checked >= 3


def test_moon_samples_never_give_a_seat_a_suit_it_failed_to_follow():
    rng = random.Random(4)
    checked = 0
    for seed in range(4):
        for observation in _observations("moon", 3, {}, seed, MoonNormal, steps=300):
            if observation.view["phase"] != "play":
                continue
            excluded = voids(observation)
            if not any(excluded):
                continue
            state = MoonDeterminizer(observation).sample(rng)
            for seat in range(3):
                if seat != observation.seat:
                    assert not state.hands[seat] & excluded[seat]
            checked += 1
    assert checked >= 10


def test_moon_samples_keep_the_seats_hand_and_deal_every_unseen_tile_once():
    rng = random.Random(5)
    for observation in _observations("moon", 3, {}, 2, steps=600):
        state = MoonDeterminizer(observation).sample(rng)
        mine = [CODES[tile] for tile in tiles_of(state.hands[observation.seat])]
        assert mine == observation.view["hand"]
        hands = state.hands
        assert not hands[0] & hands[1] and not hands[1] & hands[2] and not hands[0] & hands[2]
