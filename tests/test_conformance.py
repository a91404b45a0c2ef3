"""What every game in the list must do, with no setup of its own (as OpenSpiel's random_sim_test
holds every game to its API): random games end; a copy equals its original and goes its own
way; each seat's view is JSON data that leaves out the hands it must not see, and its events
hold no one else's secrets; a state rebuilt from a view and what that view leaves out is the very
same state; and a finished game's record, written and read back, replays to the same end.

A fourth game passes this file by being in `game.games.GAMES`; nothing here names a game."""

from __future__ import annotations

import json
import random
from typing import get_type_hints

import pytest

from game.core.options import resolve_options
from game.core.protocol import GameState, Termination
from game.core.seats import SPECTATOR
from game.games import GAME_NAMES
from game.records import PlayedGame, Record
from game.rules import find_game

SEEDS = (1, 2)
LONGEST = 20_000
"""More actions than any game of the list takes; a random game still going then never ends."""


def _setups() -> list[tuple[str, int, int]]:
    """Each game with its fewest and its most players (default options), each with two seeds."""
    cases = []
    for game in GAME_NAMES:
        rules = find_game(game)
        counts = rules.player_counts(resolve_options(rules.option_specs, {}))
        for players in sorted({counts.start, counts[-1]}):
            cases += [(game, players, seed) for seed in SEEDS]
    return cases


def _as_json(value):
    """`value` written as JSON and read back: what a view is once it crosses a wire."""
    return json.loads(json.dumps(value))


def _hidden_hands(state: GameState, seat) -> list[list[str]]:
    """The hands of the other seats that `seat` may not see (two cards or more: a single card
    may also lie in the open by chance)."""
    hands = getattr(state.hidden_from(seat), "hands", {})
    return [sorted(hand) for other, hand in hands.items() if other != seat and len(hand) > 1]


def _lists_in(value):
    """Every list inside a view, sorted, that could be a hand."""
    if isinstance(value, dict):
        for item in value.values():
            yield from _lists_in(item)
    elif isinstance(value, list):
        if all(isinstance(item, str) for item in value):
            yield sorted(value)
        for item in value:
            yield from _lists_in(item)


def _check_copy(state: GameState, rng: random.Random) -> None:
    copy = state.copy()
    assert copy.to_json() == state.to_json()
    assert copy.legal_actions() == state.legal_actions()
    before = state.to_json()
    copy.push(rng.choice(copy.legal_actions()))
    assert state.to_json() == before, "a copy goes its own way"


def _check_declared(data, method) -> None:
    """`data` holds every key the TypedDict that `method` declares it returns requires, and no
    key that TypedDict leaves out (the game's view and state JSON are typed wire formats)."""
    declared = get_type_hints(method)["return"]
    keys = set(data)
    assert declared.__required_keys__ <= keys, declared.__required_keys__ - keys
    assert keys <= declared.__required_keys__ | declared.__optional_keys__


def _check_views(game: str, state: GameState) -> None:
    rules = find_game(game)
    _check_declared(state.to_json(), type(state).to_json)
    for seat in [SPECTATOR, *range(state.players)]:
        view = state.view(seat)
        assert _as_json(view) == view, "a view is JSON data"
        _check_declared(view, type(state).view)
        luck = random.Random()
        luck.setstate(state.rng.getstate())
        rebuilt = rules.rebuild(view, state.options, state.hidden_from(seat), luck)
        assert rebuilt.to_json() == state.to_json()
        assert rebuilt.view(seat) == view
        if seat is SPECTATOR:
            continue
        shown = list(_lists_in(view))
        for hand in _hidden_hands(state, seat):
            assert hand not in shown, f"seat {seat} sees a hand it must not"


def _check_secrets(played: PlayedGame) -> None:
    for seat in range(played.state.players):
        for event in played.events:
            if event.private_to not in (None, seat):
                assert not set(event.secret) & set(event.seen_by(seat).data), "another's secret"


def _check_end(played: PlayedGame) -> None:
    """One `game_won` event, in the one shape every game gives it, says what the outcome says;
    its reason is the outcome's termination as a code, and the sentence has all its figures."""
    outcome = played.state.outcome()
    assert outcome is not None and isinstance(outcome.termination, Termination)
    won = [event.to_json() for event in played.events if event.type == "game_won"]
    assert won == [
        {
            "type": "game_won",
            "seat": outcome.winner,
            "scores": list(outcome.scores),
            "reason": outcome.termination.value,
        }
    ]
    assert type(outcome.termination)(won[0]["reason"]) is outcome.termination
    assert str(outcome.reason), "the sentence's figures are all given"


@pytest.mark.parametrize(("game", "players", "seed"), _setups())
def test_a_random_game_ends_copies_views_rebuilds_and_replays(game, players, seed):
    played = PlayedGame(Record(game, players, seed))
    rng = random.Random(seed)
    for step in range(LONGEST):
        state = played.state
        if state.is_over:
            break
        _check_copy(state, rng)
        if step % 7 == 0:
            _check_views(game, state)
        played.play(rng.choice(state.legal_actions()))
    assert played.state.is_over, f"{game} did not end in {LONGEST} random actions"
    _check_end(played)
    _check_views(game, played.state)
    _check_secrets(played)

    text = json.dumps(played.record.to_json())
    replayed = PlayedGame(Record.from_text(text))
    assert replayed.state.to_json() == played.state.to_json()
    assert [event.to_json() for event in replayed.events] == [
        event.to_json() for event in played.events
    ]
