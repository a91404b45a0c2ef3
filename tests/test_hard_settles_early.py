"""Hard settles early when the choice is clear (issue #22): what the full search decided before
the early stop existed is kept (pinned here); where one move is forced, dominant or as good as
any, the early stop plays what the full search plays after a fraction of the iterations; with an
iteration count it stays a pure function of the observation and the seed; the coach still
values every move for its whole budget."""

from __future__ import annotations

import random
import time

import pytest
from test_ai_levels import random_positions

from game.ai.coach import advise
from game.ai.hard import HardPlayer
from game.ai.ismcts import SPARE, SearchSurface, search
from game.ai.plugin import find_ai
from game.ai.settle import FIRST_CHECK
from game.core.actions import Action
from game.core.observation import Observation
from game.records import PlayedGame, Record
from game.rules.moon_tiles import stacked_deck as moon_deck
from game.rules.uno_duo_cards import stacked_deck as uno_deck

PINNED_ITERATIONS = 300
PINNED = {
    "ono99": (
        4,
        "play 6, play 10, play 1, play 5, play 7, play 6, play 0, play PLAY2, play 6, play PLAY2",
    ),
    "uno-duo": (
        2,
        "play Y1, play G1, play W R, play G7, play G4, play R8, play R3, play R3, play B9, play B2",
    ),
    "moon": (
        3,
        "bid 5, pass, trump 1, play 6-1, play 6-1, play 3-3, play 5-3, play 4-4, play 5-5, "
        "play 0-0",
    ),
}
"""Hard's moves at `PINNED_ITERATIONS`, seed = the position's index, on the first ten positions
where it searches (`_searched`), recorded before the early stop was written; Moon's first, a bid,
again when Hard came to weigh bids by paired playouts (it passed under the tree)."""


def _searched(game: str, players: int, count: int) -> list[Observation]:
    """The first `count` positions of seeded Normal games where Hard searches."""
    shortcut = find_ai(game).shortcut
    positions = random_positions(game, players, {}, 10 * count, 31, "normal")
    return [observation for observation in positions if shortcut(observation) is None][:count]


def _full_search(game: str, seed: int, iterations: int) -> HardPlayer:
    return HardPlayer(game, seed, iterations=iterations, settle_early=False)


@pytest.mark.parametrize("game", sorted(PINNED))
def test_the_full_search_at_fixed_iterations_makes_the_pinned_decisions(game):
    players, pinned = PINNED[game]
    positions = _searched(game, players, 10)
    decided = [
        str(_full_search(game, index, PINNED_ITERATIONS).choose(observation))
        for index, observation in enumerate(positions)
    ]
    assert ", ".join(decided) == pinned


FULL = 1500
"""The full search's iterations in the positions below (about a second of search)."""
SIXES = ["6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "5-5"]
"""Every six and the 5-5: with sixes trumps, this hand wins all seven tricks in any order."""


def _moon(hands: list[list[str]], actions: list[str], options: dict | None = None) -> PlayedGame:
    """A Moon deal from a stacked deck (seed 1: seat 0 bids first), the widow 1-1."""
    deck = moon_deck(hands, "1-1")
    return PlayedGame(Record("moon", 3, 1, options or {}, deck, actions))


def _both(game: str, observation: Observation, iterations: int = FULL):
    """Hard settling early and the full search, same seed and iteration count: each one's move
    and how many iterations it ran."""
    settling = HardPlayer(game, 3, iterations=iterations)
    full = HardPlayer(game, 3, iterations=iterations, settle_early=False)
    moves = settling.choose(observation), full.choose(observation)
    return moves, (settling.last_iterations, full.last_iterations)


def test_a_bid_the_search_would_never_make_leaves_pass_forced_at_the_first_look():
    """Seat 0 bid 6; seat 1's weak hand may pass, bid 7 or shoot the moon, but the search never
    stretches a bid that far, so it weighs one move."""
    played = _moon([[], ["2-1", "3-1", "3-2", "4-1", "4-2", "5-1", "0-0"], []], ["bid 6"])
    observation = played.observation(1)
    assert len(observation.legal) == 3
    (settled, full), (spent, _) = _both("moon", observation)
    assert settled == full
    assert str(settled) == "pass"
    assert spent == FIRST_CHECK


def test_a_dominant_trump_is_named_as_the_full_search_names_it_in_a_fraction_of_the_time():
    played = _moon([SIXES, [], []], ["bid 7", "pass", "pass", "discard 1-1"], {"no_trump": False})
    (settled, full), (spent, _) = _both("moon", played.observation(0))
    assert settled == full
    assert str(settled) == "trump 6"
    assert spent <= FULL // 4


def test_equivalent_leads_settle_on_one_the_full_search_values_as_highly_as_its_own():
    """Every lead wins every trick: the moves are equivalent and the search stops on one."""
    played = _moon([SIXES, [], []], ["bid 7", "pass", "pass", "discard 1-1", "trump 6"])
    observation = played.observation(0)
    (settled, _), (spent, _) = _both("moon", observation)
    surface = find_ai("moon").surface(observation)
    values = search(surface, random.Random(3), iterations=FULL).values
    assert len(set(values.values())) == 1
    assert settled in values
    assert spent <= FULL // 4
    assert advise(observation, iterations=300, seed=3).iterations == 300


def test_an_uno_duo_last_card_that_wins_the_round_is_played_at_the_first_look():
    """Seat 1 calls UNO, plays down to G0 on a green pile; drawing instead is the other move."""
    hands = [["G1", "G2", "R3", "R4", "B5", "B6", "Y7"], ["G3", "G4", "G5", "G6", "G7", "G8", "G0"]]
    actions = ["keep"] * 14
    for card in ("G3", "G4", "G5", "G6", "G7"):
        actions += [f"play {card}", "draw"]
    actions += ["uno", "play G8", "draw"]
    deck = uno_deck(hands, "G9", ["Y1", "B2", "Y2", "B1", "R1", "Y3", "B3"])
    observation = PlayedGame(Record("uno-duo", 2, 1, {}, deck, actions)).observation(1)
    assert sorted(map(str, observation.legal)) == ["draw", "play G0"]
    (settled, full), (spent, _) = _both("uno-duo", observation, 600)
    assert settled == full
    assert str(settled) == "play G0"
    assert spent == FIRST_CHECK
    assert advise(observation, iterations=600, seed=3).iterations == 600


@pytest.mark.parametrize("game", sorted(PINNED))
def test_with_an_iteration_count_the_early_stop_is_a_pure_function_of_observation_and_seed(game):
    players, _ = PINNED[game]
    stopped_early = 0
    for index, observation in enumerate(_searched(game, players, 6)):
        first, second = (
            HardPlayer(game, index, iterations=800),
            HardPlayer(game, index, iterations=800),
        )
        assert first.choose(observation) == second.choose(observation)
        assert first.last_iterations == second.last_iterations
        stopped_early += first.last_iterations < 800
    assert stopped_early


class _Coin:
    """A position whose moves are all equally good and noisy: a coin decides the reward."""

    def __init__(self, coin: float) -> None:
        self.coin = coin
        self.to_move: int | None = 0

    def copy(self) -> _Coin:
        twin = _Coin(self.coin)
        twin.to_move = self.to_move
        return twin


def _slow_coin(moves: list[Action], seconds: float) -> SearchSurface:
    """The tree never settles here before its budget ends: no move is surely better."""

    def sample(rng: random.Random) -> _Coin:
        time.sleep(seconds)
        return _Coin(rng.random())

    def play(position: _Coin, action: Action) -> None:
        position.to_move = None

    return SearchSurface(
        sample=sample,
        moves=lambda position: moves,
        play=play,
        policy=lambda position, rng: moves[0],
        rewards=lambda position, start: [float(position.coin < 0.5)],
        horizon=lambda position, start: position.to_move is None,
    )


def test_the_budget_is_a_ceiling_no_iteration_is_begun_past():
    """Iterations of 20 ms: the full search ends after its 0.2 s, settling ends before."""
    moves = [Action.of("heads"), Action.of("tails")]
    started = time.perf_counter()
    result = search(_slow_coin(moves, 0.02), random.Random(1), seconds=0.2, settle=True)
    assert time.perf_counter() - started < 0.2
    assert result.iterations >= 5


def test_settling_leaves_the_last_sliver_of_the_budget_for_the_work_after_the_search():
    """Iterations of 1 ms that never settle: the search ends before the last 1% of 0.3 s."""
    moves = [Action.of("heads"), Action.of("tails")]
    started = time.perf_counter()
    result = search(_slow_coin(moves, 0.001), random.Random(2), seconds=0.3, settle=True)
    assert time.perf_counter() - started < 0.3 * (1 - SPARE)
    assert result.iterations >= 20


def test_what_hard_spends_before_its_search_comes_out_of_the_budget():
    """A surface that takes 0.1 s to build leaves the search the other 0.1 s of a 0.2 s budget."""
    played = _moon([SIXES, [], []], ["bid 7", "pass", "pass", "discard 1-1", "trump 6"])
    observation = played.observation(0)

    def slow_surface(observation: Observation) -> SearchSurface:
        time.sleep(0.1)
        return _slow_coin(list(observation.legal[:2]), 0.01)

    hard = HardPlayer("moon", 0, 0.2, surface=slow_surface)
    started = time.perf_counter()
    assert hard.choose(observation) in observation.legal
    assert time.perf_counter() - started < 0.2
    assert hard.last_iterations >= 2
