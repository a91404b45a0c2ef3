"""Helpers shared by the ONO 99 tests: games started from stacked decks, actions in a row."""

from __future__ import annotations

from typing import Any

from game.core.events import Event
from game.rules.ono99 import RULES, Ono99State
from game.rules.ono99_cards import stacked_deck


def start(
    hands: list[list[str]], draw: list[str] | tuple[str, ...] = (), seed: int = 1, **options: Any
) -> tuple[Ono99State, list[Event]]:
    """A game dealt so that seat n holds `hands[n]`, with `draw` on top of the draw pile."""
    deck = stacked_deck(options.get("edition", "2022"), len(hands), hands, draw)
    return RULES.start(len(hands), options, seed=seed, deck=deck)


def play(state: Ono99State, *actions: str) -> list[Event]:
    """Apply the actions in order; all their events."""
    events: list[Event] = []
    for action in actions:
        events.extend(state.apply(action))
    return events


def hand(state: Ono99State, seat: int) -> list[str]:
    """A seat's hand as codes, in order."""
    return [state.setup.codes[card] for card in state.hands[seat]]


def legal(state: Ono99State) -> list[str]:
    """The legal actions as sorted notation."""
    return sorted(str(action) for action in state.legal_actions())


def of_type(events: list[Event], kind: str) -> list[dict[str, Any]]:
    """The JSON of every event of one type."""
    return [event.to_json() for event in events if event.type == kind]


def climbed(
    prefix: list[str],
    final_hands: list[list[str]],
    draw: list[str] | tuple[str, ...] = (),
    **options: Any,
) -> Ono99State:
    """The game after the seats play the number cards `prefix` in turn (seat 0 first, clockwise,
    at most four each) and then hold `final_hands`; `draw` lies next on the draw pile."""
    players = len(final_hands)
    plays: list[list[str]] = [[] for _ in range(players)]
    for index, card in enumerate(prefix):
        plays[index % players].append(card)
    dealt, drawn = [], []
    for seat in range(players):
        kept = 4 - len(plays[seat])
        dealt.append(plays[seat] + final_hands[seat][:kept])
        drawn.append(final_hands[seat][kept:])
    order = [drawn[index % players][index // players] for index in range(len(prefix))]
    state, _ = start(dealt, order + list(draw), **options)
    play(state, *[f"play {card}" for card in prefix])
    assert [hand(state, seat) for seat in range(players)] == final_hands
    return state
