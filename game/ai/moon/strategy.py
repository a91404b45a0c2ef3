"""Moon Normal strategy: bids from trump length, top trumps and doubles; lays away the tile that
helps least; leads and follows by counting which tiles are still out.

Everything works on tile bit masks (see `moon_tiles`), so the Normal player (from its
observation) and the Hard player's playouts (from a sampled state) share one set of decisions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.ai.base import ComputerPlayer
from game.ai.history import since_last
from game.core.actions import Action
from game.core.observation import Observation
from game.rules.moon import BIDDING, DISCARD, PLAY, MoonState
from game.rules.moon_actions import BID_ACTIONS as BIDS
from game.rules.moon_actions import DISCARDS, PASS, PLAYS
from game.rules.moon_actions import TRUMP_ACTIONS as TRUMPS
from game.rules.moon_tiles import (
    DOUBLES,
    FOLLOW,
    INDEX,
    LEAD,
    NO_TRUMPS,
    TILE_COUNT,
    TRUMP_LED,
    TRUMP_NAMES,
    WIN,
    mask_of,
)

ALL_TILES = (1 << TILE_COUNT) - 1
BID_MARGIN = 0.2
"""Tricks of slack a Normal bid keeps below the hand's estimate (bids must be made)."""


def _ranked(kind: int, led: int) -> tuple[int, ...]:
    """The tiles that follow `led` under trumps `kind`, the strongest first."""
    keys = WIN[kind][led]
    following = (tile for tile in range(TILE_COUNT) if FOLLOW[kind][led] >> tile & 1)
    return tuple(sorted(following, key=lambda tile: -keys[tile]))


_RANKED: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_ranked(kind, led) for led in range(8)) for kind in range(9)
)
"""By trump kind and led key: the tiles that follow it, best first."""


def tiles_of(mask: int) -> list[int]:
    """The tile numbers in a mask, lowest number (highest tile) first."""
    return [tile for tile in range(TILE_COUNT) if mask >> tile & 1]


def _top_run(hand: int, ranked: Sequence[int]) -> int:
    """How many of the best tiles of a suit, from the top and without a gap, `hand` holds."""
    run = 0
    for tile in ranked:
        if not hand >> tile & 1:
            break
        run += 1
    return run


def estimate_tricks(hand: int, kind: int) -> float:
    """The tricks `hand` should take leading with trumps `kind`: top trumps are sure, long trumps
    mostly win, and off-suit tiles at the top of their suits win while trumps are drawn."""
    trumps = hand & FOLLOW[kind][TRUMP_LED]
    count = trumps.bit_count()
    sure = _top_run(hand, _RANKED[kind][TRUMP_LED])
    length_bonus = 0.6 if count >= 4 else 0.4 if count >= 3 else 0.2
    tricks = sure + length_bonus * (count - sure)
    control = 0.85 if kind == NO_TRUMPS else 0.75 if count >= 3 else 0.5
    for led in range(7):
        own = hand & FOLLOW[kind][led] & ~trumps
        if own:
            leaders = [tile for tile in _RANKED[kind][led] if LEAD[kind][tile] == led]
            tricks += control * _top_run(own, [t for t in _RANKED[kind][led] if t in leaders])
    return tricks


def best_trump(hand: int, choices: Sequence[int]) -> tuple[int, float]:
    """The trump kind among `choices` with the highest estimate, and that estimate."""
    return max(((kind, estimate_tricks(hand, kind)) for kind in choices), key=lambda kv: kv[1])


def safe_bid(hand: int, choices: Sequence[int]) -> int:
    """The most tricks the hand surely takes (the widow adds a little), at most 7."""
    _, estimate = best_trump(hand, choices)
    return min(int(estimate + 0.3 - BID_MARGIN), 7)


def pick_bid(hand: int, high: int, must_bid: bool, choices: Sequence[int]) -> Action:
    """Bid the most the hand surely takes, if that beats `high`."""
    value = safe_bid(hand, choices)
    if value > high and value >= 4:
        return BIDS[value]
    if must_bid:
        return BIDS[4]
    return PASS


def pick_discard(hand: int, choices: Sequence[int]) -> int:
    """The tile whose loss costs the hand's best estimate least (the cheapest on ties)."""
    best_tile, best_value = -1, -1.0
    for tile in reversed(tiles_of(hand)):
        value = best_trump(hand & ~(1 << tile), choices)[1]
        if value > best_value:
            best_tile, best_value = tile, value
    return best_tile


def pick_play(
    hand: int,
    legal: int,
    trick: Sequence[int],
    leader: int,
    me: int,
    kind: int,
    bidder: int,
    outstanding: int,
) -> int:
    """The tile to play: `legal` is the mask of legal tiles, `trick` the tiles played so far from
    `leader`, `outstanding` the tiles that other players may still hold."""
    if not trick:
        return _lead(hand, legal, kind, me == bidder, outstanding)
    led = LEAD[kind][trick[0]]
    keys = WIN[kind][led]
    best = max(range(len(trick)), key=lambda i: keys[trick[i]])
    winner = (leader + best) % 3
    winning_key = keys[trick[best]]
    friendly = winner != bidder and me != bidder
    last = len(trick) == 2
    winners = [tile for tile in tiles_of(legal) if keys[tile] > winning_key]
    if friendly and (last or is_boss(trick[best], led, kind, outstanding)):
        return cheapest(legal, kind)
    if winners:
        if last:
            return min(winners, key=keys.__getitem__)
        safe = [tile for tile in winners if is_boss(tile, led, kind, outstanding)]
        if safe:
            return min(safe, key=keys.__getitem__)
    return cheapest(legal, kind)


def _lead(hand: int, legal: int, kind: int, bidding_side: bool, outstanding: int) -> int:
    trumps = legal & FOLLOW[kind][TRUMP_LED]
    enemy_trumps = outstanding & FOLLOW[kind][TRUMP_LED]
    if trumps and enemy_trumps and bidding_side:
        top = tiles_of(trumps)
        ranked = sorted(top, key=lambda tile: -WIN[kind][TRUMP_LED][tile])
        if is_boss(ranked[0], TRUMP_LED, kind, outstanding) or len(ranked) >= 2:
            return ranked[0] if is_boss(ranked[0], TRUMP_LED, kind, outstanding) else ranked[-1]
    for tile in tiles_of(legal):
        led = LEAD[kind][tile]
        if led != TRUMP_LED and is_boss(tile, led, kind, outstanding):
            return tile
    if trumps and not enemy_trumps:
        return tiles_of(trumps)[0]
    return cheapest(legal, kind)


def is_boss(tile: int, led: int, kind: int, outstanding: int) -> bool:
    """True if no tile still out could beat `tile` in a trick led as `led`."""
    keys = WIN[kind][led]
    key = keys[tile]
    rivals = outstanding & (FOLLOW[kind][led] | FOLLOW[kind][TRUMP_LED])
    return not any(keys[other] > key for other in tiles_of(rivals))


def cheapest(legal: int, kind: int) -> int:
    """The legal tile least likely to matter later: non-trumps before trumps, low before high."""
    return min(tiles_of(legal), key=lambda tile: WIN[kind][LEAD[kind][tile]][tile])


def kind_choices(legal: Sequence[Action]) -> list[int]:
    """The trump kinds among legal `trump` actions."""
    return [TRUMP_NAMES.index(action.arg) for action in legal if action.verb == "trump"]


def allowed_kinds(options: dict[str, Any]) -> list[int]:
    """The trump kinds the options allow a bidder to name."""
    kinds = list(range(7))
    if options.get("doubles_trump", True):
        kinds.append(DOUBLES)
    if options.get("no_trump", True):
        kinds.append(NO_TRUMPS)
    return kinds


def played_tiles(observation: Observation) -> int:
    """The mask of tiles played to tricks in the current deal."""
    played = 0
    for event in since_last(observation.events, "hand_dealt"):
        if event.type == "tile_played":
            played |= 1 << INDEX[event["tile"]]
    return played


def decide(observation: Observation) -> Action:
    """The Normal decision in any phase."""
    view = observation.view
    legal = observation.legal
    if len(legal) == 1:
        return legal[0]
    hand = mask_of(view["hand"])
    phase = view["phase"]
    kinds = allowed_kinds(observation.options)
    if phase == "bidding":
        return pick_bid(hand, view["bid"] or 0, PASS not in legal, kinds)
    if phase == "discard":
        return DISCARDS[pick_discard(hand, kinds)]
    if phase == "trump":
        return TRUMPS[best_trump(hand, kind_choices(legal))[0]]
    legal_mask = mask_of([action.arg for action in legal])
    trick = [INDEX[code] for _, code in view["trick"]]
    kind = TRUMP_NAMES.index(view["trump"])
    tile = pick_play(
        hand,
        legal_mask,
        trick,
        view["leader"],
        view["seat"],
        kind,
        view["bidder"],
        outstanding_tiles(observation),
    )
    return PLAYS[tile]


def outstanding_tiles(observation: Observation) -> int:
    """The mask of tiles the others may still hold, as the seat knows: not in its hand, not
    played this deal, not the tile it laid away."""
    view = observation.view
    outstanding = ALL_TILES & ~mask_of(view["hand"]) & ~played_tiles(observation)
    if view["laid_away"] is not None:
        outstanding &= ~(1 << INDEX[view["laid_away"]])
    return outstanding


def playout_action(state: MoonState, rng: random.Random) -> Action:
    """The Normal decision in a sampled state (read through its public fields), for playouts."""
    phase = state.phase
    seat = state.turn
    hand = state.hands[seat]
    if phase == PLAY:
        trick = state.trick
        legal = hand
        if trick and hand & state.led_mask:
            legal = hand & state.led_mask
        others = state.hands[(seat + 1) % 3] | state.hands[(seat + 2) % 3]
        tile = pick_play(hand, legal, trick, state.leader, seat, state.trump, state.bidder, others)
        return PLAYS[tile]
    kinds = allowed_kinds(state.options)
    if phase == BIDDING:
        return pick_bid(hand, state.high, state.must_bid(), kinds)
    if phase == DISCARD:
        return DISCARDS[pick_discard(hand, kinds)]
    return TRUMPS[best_trump(hand, kinds)[0]]


class MoonNormal(ComputerPlayer):
    """Normal Moon: the hand-written strategy of this module, on the seat's observation."""

    level = "normal"

    def choose(self, observation: Observation) -> Action:
        """Bid what the hand surely takes; play by counting the tiles still out."""
        return decide(observation)


def moon_sensible(observation: Observation) -> list[Action]:
    """Moves an Easy player may pick at random: any legal tile, trump or lay-away, and any bid up
    to two tricks above what Normal would call safe (never 21)."""
    legal = list(observation.legal)
    if observation.view["phase"] != "bidding":
        return legal
    hand = mask_of(observation.view["hand"])
    ceiling = safe_bid(hand, allowed_kinds(observation.options)) + 2
    kept = [action for action in legal if action.verb == "pass" or int(action.arg) <= ceiling]
    return [action for action in kept if action != BIDS[21]] or legal
