"""Three-Player Moon (`shared/rules/moon.md`): deal, bid, take the widow, name trumps, play tricks.

The state keeps plain ints: a hand is a bit mask of tiles (see `moon_tiles`), bids, tricks and
scores are small tuples, and every suit and rank question is a table lookup, so a copy is a dict
copy plus one short list and a random playout costs a few microseconds per action
(`python -m game bench --only rules`). `MoonState.from_view` builds a full state from one seat's
view and a guess at the hidden tiles, for determinizing searches.

Events, in the order they happen (documented with examples in `docs/events-moon.md`):
- `hand_dealt` {hand_number, first_bidder}: a deal begins (the first, after a thrown-in deal, and
  after every scored hand that did not end the game).
- `tile_dealt` {seat, tile}: one tile to a seat, one at a time from seat 0; `tile` is private to
  that seat.
- `widow_dealt` {}: the last tile goes face down in the middle.
- `bid_made` {seat, bid} and `passed` {seat}: each player's one chance in the bidding.
- `thrown_in` {hand_number}: all three passed; a new `hand_dealt` follows at once.
- `widow_taken` {seat, tile}: the bidder picks up the widow; `tile` is private to the bidder.
- `tile_laid_away` {seat, tile}: the bidder lays a tile face down; `tile` is private.
- `trump_named` {seat, trump}: `trump` is "0"…"6", "doubles" or "none".
- `tile_played` {seat, tile}.
- `trick_won` {seat, tiles, tricks_won}: `tiles` in play order; `tricks_won` by seat this hand.
- `hand_scored` {hand_number, bidder, bid, made, tricks_won, points, scores}: `points` this hand
  by seat, `scores` the game totals after it.
- `game_won` {seat, scores, reason}.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalAction, RecordError
from game.core.events import Event
from game.core.messages import N_, Message, quote
from game.core.options import OptionSpec
from game.core.protocol import GameRules, GameState, Outcome
from game.core.shared_random import SharedRandom
from game.rules.moon_actions import (
    BID_OF,
    DISCARD_OF,
    PLAY_BY_ID,
    PLAY_OF,
    TRUMP_ACTIONS,
    TRUMP_OF,
    bid_choices,
    discard_actions,
    play_actions,
)
from game.rules.moon_events import (
    BID_MADE,
    PASSED,
    TILE_DEALT,
    TILE_LAID_AWAY,
    TILE_PLAYED,
    TRUMP_NAMED,
    WIDOW_DEALT,
    WIDOW_TAKEN,
)
from game.rules.moon_tiles import (
    CODES,
    DOUBLES,
    FOLLOW,
    HAND_SIZE,
    INDEX,
    LEAD,
    NO_TRUMPS,
    TILE_COUNT,
    TRUMP_LED,
    TRUMP_NAMES,
    WIN,
    codes_of,
)

SEATS = 3
NEXT_SEAT = (1, 2, 0)
MOON = 21
BIDDING, DISCARD, TRUMP, PLAY, OVER = range(5)
PHASE_NAMES = ("bidding", "discard", "trump", "play", "over")

_VERBS_BY_PHASE = {
    BIDDING: ("bid", "pass"),
    DISCARD: ("discard",),
    TRUMP: ("trump",),
    PLAY: ("play",),
}
_WRONG_PHASE = {
    BIDDING: "the bidding is on: bid or pass",
    DISCARD: "the bidder must lay one tile away first (discard a tile)",
    TRUMP: "the bidder must name trumps first (trump 0 to 6, doubles or none)",
    PLAY: "the tricks are being played: play a tile",
}
_ALL_VERBS = ("bid", "pass", "discard", "trump", "play")


class MoonState(GameState):
    """A position of Three-Player Moon, from the deal of the first hand to the end of the game."""

    players = SEATS

    def __init__(self, options: dict[str, Any], rng: random.Random, first_bidder: int) -> None:
        self.options = options
        self._target: int = options["target"]
        self._forced_bid: bool = options["forced_bid"]
        self._trump_choices = [
            action
            for kind, action in enumerate(TRUMP_ACTIONS)
            if (kind != DOUBLES or options["doubles_trump"])
            and (kind != NO_TRUMPS or options["no_trump"])
        ]
        self._random = SharedRandom(rng)
        self._scores = (0, 0, 0)
        self._hand_number = 0
        self._first_bidder = first_bidder
        self._winner = -1
        self._reason = ""

    @classmethod
    def dealt(
        cls,
        options: dict[str, Any],
        rng: random.Random,
        first_bidder: int,
        order: list[int] | None,
    ) -> tuple[MoonState, list[Event]]:
        """A new game whose first hand is dealt from `order` (tile numbers, top first), or from
        a shuffle when `order` is None."""
        state = cls(options, rng, first_bidder)
        events: list[Event] = []
        if order is None:
            state._deal_shuffled(events)
        else:
            state._deal(order, events)
        return state, events

    @classmethod
    def from_view(
        cls,
        view: Mapping[str, Any],
        options: dict[str, Any],
        hands: list[list[str]],
        widow: str,
        laid_away: str | None,
        rng: random.Random,
    ) -> MoonState:
        """A full state that shows `view` to its seat, with the tiles that seat cannot see placed
        as given: all three `hands`, this deal's `widow` and the `laid_away` tile (None before one
        is laid away). A determinizing search samples the hidden tiles and builds states here."""
        if view["phase"] == "over":
            raise ValueError("a finished game has nothing left to search")
        state = cls(options, rng, view["first_bidder"])
        state._scores = tuple(view["scores"])
        state._hand_number = view["hand_number"]
        state._hands = [sum(1 << INDEX[code] for code in hand) for hand in hands]
        state._widow = INDEX[widow]
        state._laid_away = -1 if laid_away is None else INDEX[laid_away]
        state._phase = PHASE_NAMES.index(view["phase"])
        state._turn = view["to_move"]
        state._bids = tuple(view["bids"])
        state._chances = sum(bid is not None for bid in state._bids)
        state._high = view["bid"] or 0
        state._bidder = -1 if view["bidder"] is None else view["bidder"]
        state._trump = -1 if view["trump"] is None else TRUMP_NAMES.index(view["trump"])
        state._leader = view["first_bidder"] if view["leader"] is None else view["leader"]
        state._trick = tuple(INDEX[code] for _, code in view["trick"])
        if state._trick:
            state._follow_lead(state._trick[0])
        state._tricks_won = tuple(view["tricks_won"])
        return state

    # --- the generator, shared with copies until one of them needs it -------------------------

    @property
    def rng(self) -> random.Random:
        """The state's own generator (a copy takes its own the first time it is used)."""
        return self._random.own

    def copy(self) -> MoonState:
        """An independent copy; the generator is copied lazily, only if a new deal needs it."""
        twin = object.__new__(MoonState)
        twin.__dict__ = self.__dict__.copy()
        twin._hands = self._hands[:]
        twin._random = self._random.share()
        return twin

    # --- questions ------------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        """The seat to bid, lay away, name trumps or play; None once the game is over."""
        return None if self._phase == OVER else self._turn

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move."""
        phase = self._phase
        if phase == PLAY:
            hand = self._hands[self._turn]
            if self._trick:
                following = hand & self._led_mask
                if following:
                    hand = following
            return play_actions(hand)
        if phase == BIDDING:
            return bid_choices(self._high, self._must_bid())
        if phase == DISCARD:
            return discard_actions(self._hands[self._turn])
        if phase == TRUMP:
            return list(self._trump_choices)
        return []

    def apply(self, action: Action | str) -> list[Event]:
        """Check and perform `action`; an interned play is looked up once, by identity."""
        if self._phase == PLAY:
            tile = PLAY_BY_ID.get(id(action))
            if tile is not None:
                reason = self._why_not_play(tile)
                if reason is not None:
                    raise IllegalAction(reason)
                return self._play(tile)
        return super().apply(action)

    def why_illegal(self, action: Action) -> str | Message | None:
        """None if `action` is legal now, else the reason."""
        if self._phase == PLAY:
            tile = PLAY_OF.get(action)
            if tile is not None:
                return self._why_not_play(tile)
        return self._why_not(action)

    def _why_not_play(self, tile: int) -> str | None:
        bit = 1 << tile
        hand = self._hands[self._turn]
        if not hand & bit:
            return f"you do not hold {CODES[tile]}"
        if self._trick:
            following = self._led_mask
            if not bit & following and hand & following:
                led = self._led
                return "you must play a trump" if led == TRUMP_LED else f"you must follow {led}s"
        return None

    def _why_not(self, action: Action) -> str | Message | None:
        phase = self._phase
        if phase == OVER:
            return "the game is over"
        verb = action.verb
        if verb not in _ALL_VERBS:
            return Message(
                N_("{action} is not a Moon action (bid, pass, discard, trump or play)"),
                {"action": quote(str(action))},
            )
        if verb not in _VERBS_BY_PHASE[phase]:
            return _WRONG_PHASE[phase]
        if verb == "pass":
            if action.args:
                return "pass takes nothing after it"
            return "with two passes you must bid at least 4" if self._must_bid() else None
        if verb == "bid":
            value = BID_OF.get(action)
            if value is None:
                return "a bid is 4, 5, 6, 7 or 21, like 'bid 5'"
            return f"a bid must be higher than {self._high}" if value <= self._high else None
        if verb == "trump":
            return self._why_not_trumps(action)
        tile, reason = _tile_argument(action)
        if reason is not None:
            return reason
        if verb == "play":
            return self._why_not_play(tile)
        if not self._hands[self._turn] >> tile & 1:
            return f"you do not hold {CODES[tile]}"
        return None

    def _why_not_trumps(self, action: Action) -> str | None:
        kind = TRUMP_OF.get(action)
        if kind is None:
            return "trumps are 0 to 6, doubles or none, like 'trump 5'"
        if action in self._trump_choices:
            return None
        if kind == DOUBLES:
            return "doubles cannot be trumps in this game"
        return "this game must be played with trumps"

    def _must_bid(self) -> bool:
        return self._forced_bid and self._chances == 2 and not self._high

    def outcome(self) -> Outcome | None:
        """The winner, final scores and why, once the game is over."""
        if self._phase != OVER:
            return None
        return Outcome(self._winner, self._scores, self._reason)

    def scores(self) -> list[int]:
        """The game totals by seat."""
        return list(self._scores)

    def view(self, seat: int) -> dict[str, Any]:
        """What `seat` may see: its own hand, counts of the others, the public record of the hand;
        the widow and the laid-away tile only if `seat` is the bidder who handled them."""
        handled = seat == self._bidder and self._phase != BIDDING
        return {
            "seat": seat,
            "phase": PHASE_NAMES[self._phase],
            "to_move": self.to_move,
            "hand_number": self._hand_number,
            "first_bidder": self._first_bidder,
            "hand": codes_of(self._hands[seat]),
            "hand_sizes": [hand.bit_count() for hand in self._hands],
            "widow": CODES[self._widow] if handled else None,
            "laid_away": CODES[self._laid_away] if handled and self._laid_away >= 0 else None,
            **self._public(),
        }

    def to_json(self) -> dict[str, Any]:
        """The whole state, hidden tiles included (CONTRACT.md `state`)."""
        return {
            "hands": [codes_of(hand) for hand in self._hands],
            "phase": PHASE_NAMES[self._phase],
            "hand_number": self._hand_number,
            "first_bidder": self._first_bidder,
            "widow": CODES[self._widow],
            "laid_away": CODES[self._laid_away] if self._laid_away >= 0 else None,
            **self._public(),
        }

    def _public(self) -> dict[str, Any]:
        leader = self._leader
        return {
            "bids": list(self._bids),
            "bidder": self._bidder if self._bidder >= 0 else None,
            "bid": self._high or None,
            "trump": TRUMP_NAMES[self._trump] if self._trump >= 0 else None,
            "leader": leader if self._phase == PLAY else None,
            "trick": [[(leader + i) % SEATS, CODES[tile]] for i, tile in enumerate(self._trick)],
            "tricks_won": list(self._tricks_won),
            "scores": list(self._scores),
            "target": self._target,
            "winner": self._winner if self._winner >= 0 else None,
        }

    # --- actions --------------------------------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        phase = self._phase
        if phase == PLAY:
            return self._play(PLAY_OF[action])
        if phase == BIDDING:
            return self._bid(BID_OF.get(action, 0))
        if phase == DISCARD:
            return self._lay_away(DISCARD_OF[action])
        return self._name_trumps(TRUMP_OF[action])

    def _bid(self, value: int) -> list[Event]:
        seat = self._turn
        bids = list(self._bids)
        if value:
            bids[seat] = self._high = value
            self._bidder = seat
            events = [BID_MADE[seat][value]]
        else:
            bids[seat] = "pass"
            events = [PASSED[seat]]
        self._bids = tuple(bids)
        self._chances += 1
        if value != MOON and self._chances < SEATS:
            self._turn = NEXT_SEAT[seat]
        elif self._high:
            self._take_widow(events)
        else:
            events.append(Event("thrown_in", {"hand_number": self._hand_number}))
            self._first_bidder = NEXT_SEAT[self._first_bidder]
            self._deal_shuffled(events)
        return events

    def _take_widow(self, events: list[Event]) -> None:
        bidder = self._bidder
        self._hands[bidder] |= 1 << self._widow
        self._phase = DISCARD
        self._turn = bidder
        events.append(WIDOW_TAKEN[bidder][self._widow])

    def _lay_away(self, tile: int) -> list[Event]:
        bidder = self._turn
        self._hands[bidder] ^= 1 << tile
        self._laid_away = tile
        self._phase = TRUMP
        return [TILE_LAID_AWAY[bidder][tile]]

    def _name_trumps(self, kind: int) -> list[Event]:
        self._trump = kind
        self._phase = PLAY
        self._leader = self._turn
        return [TRUMP_NAMED[self._turn][kind]]

    def _play(self, tile: int) -> list[Event]:
        seat = self._turn
        self._hands[seat] ^= 1 << tile
        events = [TILE_PLAYED[seat][tile]]
        trick = self._trick
        if not trick:
            self._follow_lead(tile)
            self._trick = (tile,)
            self._turn = NEXT_SEAT[seat]
        elif len(trick) == 1:
            self._trick = (trick[0], tile)
            self._turn = NEXT_SEAT[seat]
        else:
            self._finish_trick((*trick, tile), events)
        return events

    def _follow_lead(self, lead: int) -> None:
        """Set what follows and what wins in the trick this tile leads."""
        trump = self._trump
        led = self._led = LEAD[trump][lead]
        self._led_mask = FOLLOW[trump][led]
        self._win_keys = WIN[trump][led]

    def _finish_trick(self, trick: tuple[int, ...], events: list[Event]) -> None:
        keys = [self._win_keys[tile] for tile in trick]
        winner = (self._leader + keys.index(max(keys))) % SEATS
        won = list(self._tricks_won)
        won[winner] += 1
        self._tricks_won = tuple(won)
        self._trick = ()
        self._leader = self._turn = winner
        tiles = [CODES[tile] for tile in trick]
        events.append(Event("trick_won", {"seat": winner, "tiles": tiles, "tricks_won": won}))
        if not self._hands[winner]:
            self._score_hand(events)

    def _score_hand(self, events: list[Event]) -> None:
        bidder, bid, won = self._bidder, self._high, self._tricks_won
        made = won[bidder] >= (HAND_SIZE if bid == MOON else bid)
        points = list(won)
        points[bidder] = bid if made else -bid
        self._scores = tuple(
            total + gained for total, gained in zip(self._scores, points, strict=True)
        )
        scores = list(self._scores)
        scored = {
            "hand_number": self._hand_number,
            "bidder": bidder,
            "bid": bid,
            "made": made,
            "tricks_won": list(won),
            "points": points,
            "scores": scores,
        }
        events.append(Event("hand_scored", scored))
        top = max(scores)
        if bid == MOON and made:
            self._end(bidder, "won every trick on a bid of 21", events)
        elif top >= self._target and scores.count(top) == 1:
            self._end(scores.index(top), f"reached {self._target} points ahead of both", events)
        else:
            self._first_bidder = NEXT_SEAT[self._first_bidder]
            self._deal_shuffled(events)

    def _end(self, winner: int, reason: str, events: list[Event]) -> None:
        self._winner = winner
        self._reason = reason
        self._phase = OVER
        events.append(
            Event("game_won", {"seat": winner, "scores": list(self._scores), "reason": reason})
        )

    # --- dealing --------------------------------------------------------------------------------

    def _deal_shuffled(self, events: list[Event]) -> None:
        order = list(range(TILE_COUNT))
        self.rng.shuffle(order)
        self._deal(order, events)

    def _deal(self, order: list[int], events: list[Event]) -> None:
        """Deal 7 tiles each, one at a time from seat 0; the last tile is the widow."""
        self._hand_number += 1
        first = self._first_bidder
        events.append(
            Event("hand_dealt", {"hand_number": self._hand_number, "first_bidder": first})
        )
        hands = [0, 0, 0]
        for position, tile in enumerate(order[: SEATS * HAND_SIZE]):
            seat = position % SEATS
            hands[seat] |= 1 << tile
            events.append(TILE_DEALT[seat][tile])
        events.append(WIDOW_DEALT)
        self._hands = hands
        self._widow = order[-1]
        self._laid_away = -1
        self._phase = BIDDING
        self._turn = first
        self._bids: tuple[int | str | None, ...] = (None, None, None)
        self._chances = 0
        self._high = 0
        self._bidder = -1
        self._trump = -1
        self._trick: tuple[int, ...] = ()
        self._leader = first
        self._tricks_won = (0, 0, 0)


def _tile_argument(action: Action) -> tuple[int, str | Message | None]:
    """The tile named by a `discard` or `play` action, or a reason it names none."""
    if len(action.args) != 1:
        return -1, f"{action.verb} takes one tile, like '{action.verb} 6-4'"
    tile = INDEX.get(action.arg)
    if tile is None:
        return -1, Message(
            N_("{tile} is not a Moon tile (write a-b with a ≥ b, like 6-4)"),
            {"tile": quote(action.arg)},
        )
    return tile, None


class MoonRules(GameRules):
    """Three-Player Moon: exactly 3 players, 22 tiles, options for the target, a forced bid and
    which trump choices are allowed; a record may name the first hand's `first_bidder`."""

    name = "moon"
    title = "Three-Player Moon"
    piece = "tile"
    option_specs: Mapping[str, OptionSpec] = {
        "target": OptionSpec(21, None, "points a player needs, ahead of both others, to win"),
        "forced_bid": OptionSpec(
            False, (False, True), "if the first two players pass, the third must bid"
        ),
        "doubles_trump": OptionSpec(True, (True, False), "the bidder may name doubles as trumps"),
        "no_trump": OptionSpec(True, (True, False), "the bidder may play with no trumps"),
    }
    extra_keys = frozenset({"first_bidder"})

    def player_counts(self, options: Mapping[str, Any]) -> range:
        """Moon is for exactly three."""
        return range(SEATS, SEATS + 1)

    def full_deck(self, options: Mapping[str, Any]) -> list[str]:
        """The 22 tiles: 0-0 and every a-b with 1 ≤ b ≤ a ≤ 6."""
        return list(CODES)

    def check_extras(self, extras: Mapping[str, Any], players: int) -> None:
        """Only `first_bidder` is allowed, and it must be a seat number."""
        for key, value in extras.items():
            if key != "first_bidder":
                super().check_extras({key: value}, players)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
                raise RecordError(
                    Message(
                        N_("'first_bidder' must be a seat number from 0 to {last}, not {value}"),
                        {"last": players - 1, "value": quote(value)},
                    )
                )

    def _start(
        self,
        players: int,
        options: dict[str, Any],
        rng: random.Random,
        deck: list[str] | None,
        extras: Mapping[str, Any],
    ) -> tuple[MoonState, list[Event]]:
        first_bidder = extras.get("first_bidder")
        if first_bidder is None:
            first_bidder = rng.randrange(SEATS)
        order = None if deck is None else [INDEX[code] for code in deck]
        return MoonState.dealt(options, rng, first_bidder, order)


RULES = MoonRules()
