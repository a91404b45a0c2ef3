"""The coach's engine (`game.ai.coach.advise`) over every game and option set: every legal move
valued once, the best first, Hard's decision as the best unless its values say otherwise, calls
and the draft measured, and advice that depends on the observation alone."""

from __future__ import annotations

import random

import pytest
from test_ai_levels import SETUPS, _twin_observations, random_positions

from game.ai.coach import advise
from game.ai.hard import HardPlayer
from game.ai.plugin import find_ai
from game.records import PlayedGame, Record
from game.rules.moon_actions import BID_ACTIONS as BIDS
from game.rules.uno_duo_cards import CATCH, UNO
from game.rules.uno_duo_cards import stacked_deck as uno_deck

FEW = 4
AGREEMENT_ITERATIONS = 12


@pytest.mark.parametrize(("game", "players", "options"), SETUPS)
def test_every_legal_move_is_valued_once_and_the_best_comes_first(game, players, options):
    ai = find_ai(game)
    for index, observation in enumerate(random_positions(game, players, options, 15, 8)):
        advice = advise(observation, iterations=FEW, seed=index)
        actions = [move.action for move in advice.moves]
        assert sorted(map(str, actions)) == sorted(map(str, set(observation.legal)))
        assert len(actions) == len(set(actions)) and advice.best == actions[0]
        values = [move.value for move in advice.moves]
        assert all(0.0 <= value <= 1.0 for value in values)
        assert values[1:] == sorted(values[1:], reverse=True)
        assert advice.seat == observation.seat
        settled = ai.shortcut(observation)
        assert settled is None or advice.best == settled


@pytest.mark.parametrize(("game", "players", "options"), SETUPS)
def test_the_same_observation_iterations_and_seed_give_the_same_advice(game, players, options):
    for observation in random_positions(game, players, options, 3, 9):
        assert advise(observation, iterations=FEW, seed=2) == advise(
            observation, iterations=FEW, seed=2
        )


@pytest.mark.parametrize(("game", "players", "options"), SETUPS[::2])
def test_states_with_the_same_observation_get_the_same_advice(game, players, options):
    first, second = _twin_observations(game, players, options, 5)
    assert advise(first, iterations=FEW, seed=1) == advise(second, iterations=FEW, seed=1)


def test_values_are_chances_of_winning_only_in_ono99_elimination_games():
    wins = {}
    for game, players, options in SETUPS:
        observation = random_positions(game, players, options, 1, 3)[0]
        wins[game, options.get("scoring", "")] = advise(observation, iterations=2).wins
    assert wins == {
        ("ono99", ""): True,
        ("ono99", "points"): False,
        ("ono99", "tokens"): False,
        ("uno-duo", ""): False,
        ("moon", ""): False,
    }


def _searched_positions(game: str, players: int, options: dict, count: int, seed: int):
    positions = random_positions(game, players, options, 4 * count, seed, "normal")
    searched = [obs for obs in positions if find_ai(game).shortcut(obs) is None]
    return searched[:count]


@pytest.mark.parametrize(("game", "players", "options"), SETUPS)
def test_where_hard_searches_the_coachs_best_is_hards_move(game, players, options):
    """With the same seed and iterations the coach's best is Hard's move on every position: in
    ONO 99 and UNO Duo its paired search is Hard's (the same worlds, Normal's move kept by the
    same rule, among Hard's own choices); Moon's Hard searches with the tree, and the coach asks
    it. The coach overrules Hard only where its values show another move surely better
    (`coach.agreeing`), which twelve samples never do (a standard error is at least 1/12).
    Measured: 12 of 12 positions in each option set."""
    positions = _searched_positions(game, players, options, 12, 4)
    assert len(positions) == 12
    for index, observation in enumerate(positions):
        hard = HardPlayer(game, index, iterations=AGREEMENT_ITERATIONS).choose(observation)
        assert advise(observation, iterations=AGREEMENT_ITERATIONS, seed=index).best == hard


def test_moons_risky_bids_are_valued_and_a_few_samples_never_make_one_the_best():
    """Bids Hard would not risk are measured; the coach advises one only where its values are
    surely better than Hard's bid, which four samples never show (`coach.agreeing`)."""
    checked = 0
    for observation in random_positions("moon", 3, {}, 200, 6, "normal"):
        if observation.view["phase"] != "bidding" or BIDS[21] not in observation.legal:
            continue
        advice = advise(observation, iterations=4)
        assert BIDS[21] in {move.action for move in advice.moves}
        assert advice.best != BIDS[21]
        checked += 1
    assert checked >= 5


def test_a_catch_is_measured_against_the_moves_that_let_it_go():
    """Seat 1 plays down to one card without calling UNO while seat 0 draws; seat 0 may catch.
    The catch gains about 0.01 over each play: 256 iterations tell it from the noise."""
    hands = [["G1", "G2", "R3", "R4", "B5", "B6", "Y7"], ["G3", "G4", "G5", "G6", "G7", "G8", "G0"]]
    actions = ["keep"] * 14
    for card in ("G3", "G4", "G5", "G6", "G7"):
        actions += [f"play {card}", "draw"]
    deck = uno_deck(hands, "G9", ["Y1", "B2", "Y2", "B1", "R1"])
    played = PlayedGame(Record("uno-duo", 2, 1, {}, deck, [*actions, "play G8"]))
    observation = played.observation(0)
    assert CATCH in observation.legal
    advice = advise(observation, iterations=256)
    values = {move.action: move.value for move in advice.moves}
    assert advice.best == CATCH
    assert all(values[CATCH] > value for action, value in values.items() if action.verb == "play")


def test_a_root_play_is_made_as_given_so_a_forgotten_uno_can_be_caught():
    """The coach plays `play X` without the UNO call Hard's playouts add, so forgetting the call
    is measured; the call itself is a move of its own, and the best where Normal calls."""
    checked = 0
    for index, observation in enumerate(random_positions("uno-duo", 2, {}, 400, 12, "normal")):
        if UNO not in observation.legal or len(observation.view["hand"]) != 2:
            continue
        if find_ai("uno-duo").normal("uno-duo").choose(observation) != UNO:
            continue
        surface = find_ai("uno-duo").coach(observation).surface
        world = surface.sample(random.Random(index))
        play = next(action for action in observation.legal if action.verb == "play")
        forgotten, called = world.copy(), world.copy()
        surface.root_play(forgotten, play)
        surface.play(called, play)
        assert CATCH in forgotten.legal_actions() and CATCH not in called.legal_actions()
        assert advise(observation, iterations=4, seed=index).best == UNO
        checked += 1
    assert checked >= 2


def test_the_draft_is_valued_though_hard_drafts_as_normal_does():
    observation = random_positions("uno-duo", 2, {}, 1, 2)[0]
    assert observation.view["phase"] == "draft"
    advice = advise(observation, iterations=8)
    assert {str(move.action) for move in advice.moves} == {"keep", "discard"}
    assert advice.best == find_ai("uno-duo").normal("uno-duo").choose(observation)
