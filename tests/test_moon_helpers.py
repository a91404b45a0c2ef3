"""Helpers shared by the Moon tests: games dealt from stacked decks, actions in a row, simple
deterministic players."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.rules.moon import RULES, MoonState
from game.rules.moon_tiles import stacked_deck

# Seat 0 has 6-4 and 6-1, seat 1 has only 6-5 of the 6s, seat 2 has 6-6, 6-3, 6-2 and four 2s.
DEAL_A = [
    ["6-4", "6-1", "5-3", "4-1", "3-1", "2-1", "0-0"],
    ["6-5", "5-5", "5-4", "4-4", "4-3", "3-3", "1-1"],
    ["6-6", "6-3", "6-2", "5-2", "5-1", "4-2", "3-2"],
]
# As DEAL_A, but seat 1's only 6 is 6-6 and seat 2 holds 6-5.
DEAL_B = [
    DEAL_A[0],
    ["6-6", *DEAL_A[1][1:]],
    ["6-5", *DEAL_A[2][1:]],
]
WIDOW_AB = "2-2"
# Trumps 6: seat 0 takes 4 tricks with its four top 6s, seat 2 the last 3 (see test_moon_scoring).
DEAL_S = [
    ["6-6", "6-5", "6-4", "6-3", "4-1", "3-1", "2-1"],
    ["6-2", "5-5", "5-4", "4-4", "3-3", "2-2", "1-1"],
    ["6-1", "5-3", "5-2", "5-1", "4-3", "4-2", "3-2"],
]
WIDOW_S = "0-0"
# Seat 0 holds every 6 and 5-5: with 6s trumps it wins all seven tricks.
DEAL_M = [["6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "5-5"], [], []]
WIDOW_M = "0-0"
# No trumps, seat 0 bids 4 and lays away 6-1; played out highest-first, the tricks go 1, 3, 3.
DEAL_T = [
    ["6-1", "2-2", "5-3", "3-2", "3-3", "0-0", "3-1"],
    ["6-3", "5-1", "6-2", "4-3", "5-2", "4-4", "4-1"],
    ["6-4", "6-5", "6-6", "5-4", "1-1", "4-2", "2-1"],
]
WIDOW_T = "5-5"


def start(
    hands: list[list[str]],
    widow: str | None = None,
    first_bidder: int = 0,
    seed: int = 1,
    **options: Any,
) -> tuple[MoonState, list[Event]]:
    """A game whose first hand deals `hands` and `widow`, with this first bidder."""
    deck = stacked_deck(hands, widow)
    return RULES.start(3, options, seed, deck=deck, extras={"first_bidder": first_bidder})


def play(state: MoonState, *actions: str) -> list[Event]:
    """Apply the actions in order; all their events."""
    events: list[Event] = []
    for action in actions:
        events.extend(state.apply(action))
    return events


def ready(
    hands: list[list[str]],
    widow: str,
    trump: str,
    bid: int = 4,
    lay_away: str | None = None,
    **options: Any,
) -> MoonState:
    """Seat 0 has bid `bid` (the others passed), laid away `lay_away` (the widow unless given)
    and named `trump`; seat 0 is to lead."""
    state, _ = start(hands, widow, **options)
    play(state, f"bid {bid}", *(["pass", "pass"] if bid != 21 else []))
    play(state, f"discard {lay_away or widow}", f"trump {trump}")
    return state


def legal(state: MoonState) -> set[str]:
    """The legal actions as notation."""
    return {str(action) for action in state.legal_actions()}


def reason(state: MoonState, action: str) -> str | None:
    """Why `action` is refused now (None if it is legal)."""
    reason = state.why_illegal(Action.parse(action))
    return None if reason is None else str(reason)


def plays(tiles: list[str]) -> set[str]:
    """`play` actions for these tiles."""
    return {f"play {tile}" for tile in tiles}


def of_type(events: list[Event], kind: str) -> list[Event]:
    """The events of one type."""
    return [event for event in events if event.type == kind]


def play_out(state: MoonState) -> list[Event]:
    """Everyone plays their highest legal tile until the hand is scored; all the events."""
    events: list[Event] = []
    while not of_type(events, "hand_scored"):
        events.extend(state.apply(state.legal_actions()[0]))
    return events


def steady(state: MoonState) -> Action:
    """A plain deterministic player: the first bidder bids 4 and the others pass; the first legal
    tile is laid away, the first trump choice named, the highest legal tile played."""
    public = state.view(0)
    if public["phase"] == "bidding":
        return Action.parse("pass" if public["bid"] else "bid 4")
    return state.legal_actions()[0]
