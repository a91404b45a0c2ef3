"""The seam between rules, AI and screen (issue "One seam"): the rules rebuild their own states
from one viewer's view plus the cards that viewer cannot see; each game's AI is a declared
plug-in found by name; nothing outside a module reaches into its private names."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import GameAI, find_ai
from game.ai.hard import HardPlayer
from game.ai.ismcts import SearchSurface
from game.ai.uno_duo.determinize import UnoDuoDeterminizer
from game.core.seats import SPECTATOR
from game.games import GAME_NAMES, GAMES
from game.records import PlayedGame, Record
from game.rules import find_game
from game.rules.moon import MoonHidden
from game.rules.ono99 import Ono99Hidden
from game.rules.uno_duo import UnoDuoHidden
from game.rules.uno_duo_cards import stacked_deck as uno_deck

SETUPS = {
    "ono99": [(4, {}), (3, {"scoring": "points"}), (5, {"edition": "1980", "draw_race": True})],
    "uno-duo": [(2, {"target": 60})],
    "moon": [(3, {"target": 7})],
}
CASES = [(game, players, options) for game, setups in SETUPS.items() for players, options in setups]


def _random_position(game: str, players: int, options: dict, seed: int, steps: int):
    """A game played `steps` random legal actions (fewer if it ends), and its generator."""
    rng = random.Random(seed)
    state, _ = find_game(game).start(players, options, seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state, rng


def _resampled(game: str, hidden, rng: random.Random):
    """Another assignment of the same hidden cards to the same hidden places."""
    if game == "moon":
        return _resampled_tiles(hidden, rng)
    cards = [card for hand in hidden.hands.values() for card in hand] + hidden.draw_pile
    rng.shuffle(cards)
    dealt = iter(cards)
    hands = {seat: [next(dealt) for _ in hand] for seat, hand in hidden.hands.items()}
    draw_pile = [next(dealt) for _ in hidden.draw_pile]
    if game == "ono99":
        return Ono99Hidden(hands, draw_pile)
    return UnoDuoHidden(
        hands, draw_pile, hidden.draft_card, hidden.drawn_card, hidden.draw_four_was_illegal
    )


def _resampled_tiles(hidden: MoonHidden, rng: random.Random) -> MoonHidden:
    """Moon's hidden tiles dealt again: a widow already taken up stays in its taker's hand, and
    a widow laid straight away again is laid away again."""
    holder = next((seat for seat, hand in hidden.hands.items() if hidden.widow in hand), None)
    apart = {hidden.widow} if holder is None else set()
    if hidden.laid_away is not None:
        apart.add(hidden.laid_away)
    tiles = sorted({tile for hand in hidden.hands.values() for tile in hand} | apart)
    rng.shuffle(tiles)
    dealt = iter(tiles)
    hands = {seat: [next(dealt) for _ in hand] for seat, hand in hidden.hands.items()}
    rest = list(dealt)
    laid = None if hidden.laid_away is None else rest.pop()
    if holder is not None:
        widow = hands[holder][0]
    elif hidden.widow == hidden.laid_away:
        widow = laid
    else:
        widow = rest.pop()
    return MoonHidden(hands, widow, laid)


@pytest.mark.parametrize(("game", "players", "options"), CASES)
@settings(max_examples=25)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 160), viewer=st.integers(-1, 7))
def test_a_state_rebuilt_from_a_view_and_its_hidden_cards_is_the_same_state(
    game, players, options, seed, steps, viewer
):
    state, rng = _random_position(game, players, options, seed, steps)
    seat = SPECTATOR if viewer < 0 else viewer % players
    rules = find_game(game)
    view = state.view(seat)
    same_luck = random.Random()
    same_luck.setstate(state.rng.getstate())
    rebuilt = rules.rebuild(view, state.options, state.hidden_from(seat), same_luck)
    assert rebuilt.to_json() == state.to_json()
    assert rebuilt.legal_actions() == state.legal_actions()
    assert rebuilt.view(seat) == view
    original = state.copy()
    for _ in range(12):  # the same hidden cards and generator: the next moves go alike too
        if original.is_over:
            break
        action = rng.choice(original.legal_actions())
        original.push(action)
        rebuilt.push(action)
        assert rebuilt.to_json() == original.to_json()


@pytest.mark.parametrize(("game", "players", "options"), CASES)
@settings(max_examples=25)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 160), viewer=st.integers(0, 7))
def test_a_state_rebuilt_with_other_hidden_cards_shows_the_viewer_the_same_view(
    game, players, options, seed, steps, viewer
):
    state, rng = _random_position(game, players, options, seed, steps)
    seat = viewer % players
    view = state.view(seat)
    hidden = _resampled(game, state.hidden_from(seat), rng)
    rebuilt = find_game(game).rebuild(view, state.options, hidden, random.Random(seed))
    assert rebuilt.view(seat) == view
    if state.to_move == seat:
        assert rebuilt.legal_actions() == state.legal_actions()


def test_hards_sample_after_a_starting_wild_plays_the_seat_after_the_colour_is_named():
    """The bug the seam fixed: the determinizer set a stale field, so after seat 0 (Player 1)
    named the colour of a starting Wild, Hard's sampled state played seat 0 again instead of
    Player 2."""
    greens = ["G1", "G2", "G3", "G4", "G5", "G6", "G7"]
    blues = ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]
    record = Record("uno-duo", 2, 3, {}, uno_deck([greens, blues], "W"))
    played = PlayedGame(record)
    for _ in range(14):
        played.play("keep")
    assert played.state.to_move == 0 and played.state.phase == "start_colour"
    sample = UnoDuoDeterminizer(played.observation(0)).sample(random.Random(1))
    sample.push(sample.legal_actions()[0])
    played.play(played.state.legal_actions()[0])
    assert sample.to_move == played.state.to_move == 1


def test_every_game_is_listed_once_and_each_floor_finds_its_piece_by_name():
    assert tuple(GAMES) == GAME_NAMES == ("ono99", "uno-duo", "moon")
    for name in GAME_NAMES:
        assert find_game(name).name == name
        ai = find_ai(name)
        assert isinstance(ai, GameAI)
        assert callable(ai.paired) and ai.confidence > 0
        pieces = (ai.sensible, ai.shortcut, ai.surface, ai.coach, ai.explain)
        assert all(callable(piece) for piece in pieces)
        assert ai.normal(name).level == "normal"


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_games_search_surface_plays_a_sampled_position(game):
    players, options = SETUPS[game][0]
    played = PlayedGame(Record(game, players, 5, options))
    rng = random.Random(2)
    while played.state.to_move is not None:
        observation = played.observation(played.state.to_move)
        if find_ai(game).shortcut(observation) is None:
            break
        played.play(rng.choice(observation.legal))
    surface = find_ai(game).surface(observation)
    assert isinstance(surface, SearchSurface)
    position = surface.sample(rng)
    assert position.to_move == observation.seat
    assert set(surface.moves(position)) <= set(observation.legal)
    assert HardPlayer(game, 1, iterations=5).choose(observation) in observation.legal


def _private_reaches(path: Path) -> list[str]:
    """`obj._name` where `obj` is not `self`/`cls` and `_name` is not defined in this module, and
    imports of another module's private names."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    defined = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            defined.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            defined.add(node.attr)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            defined.add(node.value)  # names in __slots__
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            name, owner = node.attr, node.value
            private = name.startswith("_") and not name.startswith("__")
            mine = isinstance(owner, ast.Name) and owner.id in ("self", "cls")
            if private and not mine and name not in defined:
                found.append(f"{path}:{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
            ("game", "scenes", "bench")
        ):
            found += [
                f"{path}:{node.lineno}: imports {alias.name} from {node.module}"
                for alias in node.names
                if alias.name.startswith("_") and not alias.name.startswith("__")
            ]
    return found


def test_no_module_reaches_into_another_modules_private_names():
    reaches = [
        reach
        for folder in ("game", "scenes", "bench")
        for path in sorted(Path(folder).rglob("*.py"))
        for reach in _private_reaches(path)
    ]
    assert reaches == []
