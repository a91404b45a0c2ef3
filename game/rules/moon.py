"""Three-Player Moon (`docs/rules/moon.md`): deal, bid, take the widow, name trumps, play tricks.

The state keeps plain ints: a hand is a bit mask of tiles (see `moon_tiles`), bids, tricks and
scores are small tuples, and every suit and rank question is a table lookup, so a copy is a dict
copy plus one short list and a random playout costs a few microseconds per action
(`python -m game bench --only rules`). `RULES.rebuild` builds a full state from one seat's view
and a choice of the tiles that seat cannot see, for determinizing searches.

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
- `game_won` {seat, scores, reason}: `reason` is `moon` (a made bid of 21) or `target` (the
  target reached ahead of both others).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalAction, RecordError
from game.core.events import Event
from game.core.fields import copied_list, shared_random, state_class
from game.core.messages import N_, Message, quote
from game.core.observation import Observation
from game.core.options import OptionSpec
from game.core.protocol import GameRules, GameState, Outcome, Termination
from game.core.seats import SPECTATOR, Viewer
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
    mask_of,
)
from game.rules.moon_view import PHASE_NAMES, MoonJson, MoonPublic, MoonView

SEATS = 3


class MoonEnd(Termination):
    """How a game of Moon ends: the `game_won` event's reason codes."""

    MOON = "moon"
    """A made bid of 21 (every trick)."""
    TARGET = "target"
    """The bidder's side reached the target ahead of both."""

    @property
    def sentence(self) -> str:
        return _WIN_SENTENCES[self]


_WIN_SENTENCES = {
    MoonEnd.MOON: N_("won every trick on a bid of 21"),
    # TRANSLATORS: {points} is the winner's total, {lead} how many points more than the next.
    MoonEnd.TARGET: N_("reached {points} points, ahead by {lead}"),
}
NEXT_SEAT = (1, 2, 0)
MOON = 21
BIDDING, DISCARD, TRUMP, PLAY, OVER = range(5)

_VERBS_BY_PHASE = {
    BIDDING: ("bid", "pass"),
    DISCARD: ("discard",),
    TRUMP: ("trump",),
    PLAY: ("play",),
}
_WRONG_PHASE = {
    BIDDING: Message(N_("the bidding is on: bid or pass")),
    DISCARD: Message(N_("the bidder must lay one tile away first (discard a tile)")),
    TRUMP: Message(N_("the bidder must name trumps first (trump 0 to 6, doubles or none)")),
    PLAY: Message(N_("the tricks are being played: play a tile")),
}
_ALL_VERBS = ("bid", "pass", "discard", "trump", "play")


@dataclass(frozen=True, slots=True)
class MoonSetup:
    """What the options fix for a whole game, shared by a state and all its copies."""

    target: int
    forced_bid: bool
    trump_choices: tuple[Action, ...]

    @classmethod
    def of(cls, options: Mapping[str, Any]) -> MoonSetup:
        """The setup that `options` (resolved) call for."""
        choices = tuple(
            action
            for kind, action in enumerate(TRUMP_ACTIONS)
            if (kind != DOUBLES or options["doubles_trump"])
            and (kind != NO_TRUMPS or options["no_trump"])
        )
        return cls(options["target"], options["forced_bid"], choices)


@dataclass(frozen=True, slots=True)
class MoonHidden:
    """What one viewer's view of a Moon position leaves out: the hands it cannot see (codes, by
    seat), this deal's widow and the tile laid away (None before one is)."""

    hands: dict[int, list[str]]
    widow: str
    laid_away: str | None


@state_class
class MoonState(GameState):
    """A position of Three-Player Moon, from the deal of the first hand to the end of the game.

    Public fields, for searches to read: `hands` (tile bit masks by seat), `phase` (BIDDING …
    OVER), `turn`, `bids`, `high` (the highest bid, 0 for none), `bidder` (-1 for none), `trump`
    (-1 for none), `trick` (tiles in play order), `leader`, `led_mask` (the tiles that follow the
    lead), `tricks_won`, `totals` (game points by seat), `hand_number`, `winner` (None until the
    game is won).
    """

    players = SEATS
    options: dict[str, Any]
    setup: MoonSetup
    _random: SharedRandom = shared_random()
    totals: tuple[int, ...] = (0, 0, 0)
    hand_number: int = 0
    _first_bidder: int
    winner: int | None = None
    _reason: str = ""
    hands: list[int] = copied_list(factory=list)
    _widow: int = -1
    _laid_away: int = -1
    phase: int = BIDDING
    turn: int = 0
    bids: tuple[int | str | None, ...] = (None, None, None)
    _chances: int = 0
    high: int = 0
    bidder: int = -1
    trump: int = -1
    trick: tuple[int, ...] = ()
    leader: int = 0
    tricks_won: tuple[int, ...] = (0, 0, 0)
    _led: int = 0
    led_mask: int = 0
    _win_keys: tuple[int, ...] = ()

    @classmethod
    def new(cls, options: dict[str, Any], rng: random.Random, first_bidder: int) -> MoonState:
        """A state before the first deal, drawing from `rng`; `first_bidder` bids first."""
        return cls(
            options=options,
            setup=MoonSetup.of(options),
            _random=SharedRandom(rng),
            _first_bidder=first_bidder,
        )

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
        state = cls.new(options, rng, first_bidder)
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
        hidden: MoonHidden,
        rng: random.Random,
    ) -> MoonState:
        """See `MoonRules.rebuild`."""
        state = cls.new(options, rng, view["first_bidder"])
        state.totals = tuple(view["scores"])
        state.hand_number = view["hand_number"]
        state.hands = [
            mask_of(hand if isinstance(hand, list) else hidden.hands[seat])
            for seat, hand in enumerate(view["hands"])
        ]
        state._widow = INDEX[view["widow"] or hidden.widow]
        laid_away = view["laid_away"] or hidden.laid_away
        state._laid_away = -1 if laid_away is None else INDEX[laid_away]
        state.phase = PHASE_NAMES.index(view["phase"])
        state.turn = view["to_move"]
        state.bids = tuple(view["bids"])
        state._chances = sum(bid is not None for bid in state.bids)
        state.high = view["bid"] or 0
        state.bidder = -1 if view["bidder"] is None else view["bidder"]
        state.trump = -1 if view["trump"] is None else TRUMP_NAMES.index(view["trump"])
        state.leader = view["first_bidder"] if view["leader"] is None else view["leader"]
        state.trick = tuple(INDEX[code] for _, code in view["trick"])
        if state.trick:
            state._follow_lead(state.trick[0])
        state.tricks_won = tuple(view["tricks_won"])
        state.winner = view["winner"]
        state._reason = view["win_reason"] or ""
        return state

    # --- the generator, shared with copies until one of them needs it -------------------------

    @property
    def rng(self) -> random.Random:
        """The state's own generator (a copy takes its own the first time it is used)."""
        return self._random.own

    # --- questions ------------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        """The seat to bid, lay away, name trumps or play; None once the game is over."""
        return None if self.phase == OVER else self.turn

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move."""
        phase = self.phase
        if phase == PLAY:
            hand = self.hands[self.turn]
            if self.trick:
                following = hand & self.led_mask
                if following:
                    hand = following
            return play_actions(hand)
        if phase == BIDDING:
            return bid_choices(self.high, self.must_bid())
        if phase == DISCARD:
            return discard_actions(self.hands[self.turn])
        if phase == TRUMP:
            return list(self.setup.trump_choices)
        return []

    def apply(self, action: Action | str) -> list[Event]:
        """Check and perform `action`; an interned play is looked up once, by identity."""
        if self.phase == PLAY:
            tile = PLAY_BY_ID.get(id(action))
            if tile is not None:
                reason = self._why_not_play(tile)
                if reason is not None:
                    raise IllegalAction(reason)
                return self._play(tile)
        return GameState.apply(self, action)  # a slotted dataclass has no zero-argument super()

    def why_illegal(self, action: Action) -> Message | None:
        """None if `action` is legal now, else the reason."""
        if self.phase == PLAY:
            tile = PLAY_OF.get(action)
            if tile is not None:
                return self._why_not_play(tile)
        return self._why_not(action)

    def _why_not_play(self, tile: int) -> Message | None:
        bit = 1 << tile
        hand = self.hands[self.turn]
        if not hand & bit:
            return _not_held(tile)
        if self.trick:
            following = self.led_mask
            if not bit & following and hand & following:
                led = self._led
                if led == TRUMP_LED:
                    return Message(N_("you must play a trump"))
                return Message(N_("you must follow {suit}s"), {"suit": led})
        return None

    def _why_not(self, action: Action) -> Message | None:
        phase = self.phase
        if phase == OVER:
            return Message(N_("the game is over"))
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
                return Message(N_("pass takes nothing after it"))
            if self.must_bid():
                return Message(N_("with two passes you must bid at least 4"))
            return None
        if verb == "bid":
            value = BID_OF.get(action)
            if value is None:
                return Message(N_("a bid is 4, 5, 6, 7 or 21, like 'bid 5'"))
            if value <= self.high:
                return Message(N_("a bid must be higher than {bid}"), {"bid": self.high})
            return None
        if verb == "trump":
            return self._why_not_trumps(action)
        tile, reason = _tile_argument(action)
        if reason is not None:
            return reason
        if verb == "play":
            return self._why_not_play(tile)
        if not self.hands[self.turn] >> tile & 1:
            return _not_held(tile)
        return None

    def _why_not_trumps(self, action: Action) -> Message | None:
        kind = TRUMP_OF.get(action)
        if kind is None:
            return Message(N_("trumps are 0 to 6, doubles or none, like 'trump 5'"))
        if action in self.setup.trump_choices:
            return None
        if kind == DOUBLES:
            return Message(N_("doubles cannot be trumps in this game"))
        return Message(N_("this game must be played with trumps"))

    def claim_holds(self, seat: int) -> bool:
        """True when `seat`, to lead, wins every remaining trick of the hand whatever the
        others play: each of its tiles, led, beats every tile the other seats hold (the rules'
        check of a claim, made with every hand in view)."""
        if self.phase != PLAY or self.turn != seat or self.trick:
            return False
        others = 0
        for other, hand in enumerate(self.hands):
            if other != seat:
                others |= hand
        return _leads_win(self.hands[seat], others, self.trump)

    def must_bid(self) -> bool:
        """True when the seat to bid may not pass (the forced bid after two passes)."""
        return self.setup.forced_bid and self._chances == 2 and not self.high

    def outcome(self) -> Outcome | None:
        """The winner, final scores and why, once the game is over."""
        winner = self.winner
        if self.phase != OVER or winner is None:
            return None
        details = {"points": self.totals[winner], "lead": lead_of(self.totals, winner)}
        return Outcome(winner, self.totals, MoonEnd(self._reason), details)

    def scores(self) -> list[int]:
        """The game totals by seat."""
        return list(self.totals)

    def view(self, seat: Viewer) -> MoonView:
        """What `seat` may see: its own hand, counts of the others, the public record of the hand;
        the widow and the laid-away tile only if `seat` is the bidder who handled them. The
        spectator sees every hand, the widow and the tile laid away."""
        spectator = seat is SPECTATOR
        handled = spectator or (seat == self.bidder and self.phase != BIDDING)
        return {
            "seat": seat,
            "phase": PHASE_NAMES[self.phase],
            "to_move": self.to_move,
            "hand_number": self.hand_number,
            "first_bidder": self._first_bidder,
            "hand": [] if seat is None else codes_of(self.hands[seat]),
            "hands": [
                codes_of(hand) if spectator or other == seat else hand.bit_count()
                for other, hand in enumerate(self.hands)
            ],
            "hand_counts": [hand.bit_count() for hand in self.hands],
            "widow": CODES[self._widow] if handled else None,
            "laid_away": CODES[self._laid_away] if handled and self._laid_away >= 0 else None,
            **self._public(),
        }

    def hidden_from(self, seat: Viewer) -> MoonHidden:
        """The hands `seat` cannot see, the widow and the tile laid away."""
        hands = {
            other: codes_of(hand)
            for other, hand in enumerate(self.hands)
            if seat is not SPECTATOR and other != seat
        }
        laid = CODES[self._laid_away] if self._laid_away >= 0 else None
        return MoonHidden(hands, CODES[self._widow], laid)

    def to_json(self) -> MoonJson:
        """The whole state, hidden tiles included (docs/contract.md `state`)."""
        return {
            "hands": [codes_of(hand) for hand in self.hands],
            "phase": PHASE_NAMES[self.phase],
            "hand_number": self.hand_number,
            "first_bidder": self._first_bidder,
            "widow": CODES[self._widow],
            "laid_away": CODES[self._laid_away] if self._laid_away >= 0 else None,
            **self._public(),
        }

    def _public(self) -> MoonPublic:
        leader = self.leader
        return {
            "bids": list(self.bids),
            "bidder": self.bidder if self.bidder >= 0 else None,
            "bid": self.high or None,
            "trump": TRUMP_NAMES[self.trump] if self.trump >= 0 else None,
            "leader": leader if self.phase == PLAY else None,
            "trick": [[(leader + i) % SEATS, CODES[tile]] for i, tile in enumerate(self.trick)],
            "tricks_won": list(self.tricks_won),
            "scores": list(self.totals),
            "target": self.setup.target,
            "winner": self.winner,
            "win_reason": self._reason or None,
        }

    # --- actions --------------------------------------------------------------------------------

    def push(self, action: Action) -> None:
        """Make a legal move without checking it (searches); its events are dropped."""
        self._perform(action)

    def _perform(self, action: Action) -> list[Event]:
        phase = self.phase
        if phase == PLAY:
            return self._play(PLAY_OF[action])
        if phase == BIDDING:
            return self._bid(BID_OF.get(action, 0))
        if phase == DISCARD:
            return self._lay_away(DISCARD_OF[action])
        return self._name_trumps(TRUMP_OF[action])

    def _bid(self, value: int) -> list[Event]:
        seat = self.turn
        bids = list(self.bids)
        if value:
            bids[seat] = self.high = value
            self.bidder = seat
            events = [BID_MADE[seat][value]]
        else:
            bids[seat] = "pass"
            events = [PASSED[seat]]
        self.bids = tuple(bids)
        self._chances += 1
        if value != MOON and self._chances < SEATS:
            self.turn = NEXT_SEAT[seat]
        elif self.high:
            self._take_widow(events)
        else:
            events.append(Event("thrown_in", {"hand_number": self.hand_number}))
            self._first_bidder = NEXT_SEAT[self._first_bidder]
            self._deal_shuffled(events)
        return events

    def _take_widow(self, events: list[Event]) -> None:
        bidder = self.bidder
        self.hands[bidder] |= 1 << self._widow
        self.phase = DISCARD
        self.turn = bidder
        events.append(WIDOW_TAKEN[bidder][self._widow])

    def _lay_away(self, tile: int) -> list[Event]:
        bidder = self.turn
        self.hands[bidder] ^= 1 << tile
        self._laid_away = tile
        self.phase = TRUMP
        return [TILE_LAID_AWAY[bidder][tile]]

    def _name_trumps(self, kind: int) -> list[Event]:
        self.trump = kind
        self.phase = PLAY
        self.leader = self.turn
        return [TRUMP_NAMED[self.turn][kind]]

    def _play(self, tile: int) -> list[Event]:
        seat = self.turn
        self.hands[seat] ^= 1 << tile
        events = [TILE_PLAYED[seat][tile]]
        trick = self.trick
        if not trick:
            self._follow_lead(tile)
            self.trick = (tile,)
            self.turn = NEXT_SEAT[seat]
        elif len(trick) == 1:
            self.trick = (trick[0], tile)
            self.turn = NEXT_SEAT[seat]
        else:
            self._finish_trick((*trick, tile), events)
        return events

    def _follow_lead(self, lead: int) -> None:
        """Set what follows and what wins in the trick this tile leads."""
        trump = self.trump
        led = self._led = LEAD[trump][lead]
        self.led_mask = FOLLOW[trump][led]
        self._win_keys = WIN[trump][led]

    def _finish_trick(self, trick: tuple[int, ...], events: list[Event]) -> None:
        keys = [self._win_keys[tile] for tile in trick]
        winner = (self.leader + keys.index(max(keys))) % SEATS
        won = list(self.tricks_won)
        won[winner] += 1
        self.tricks_won = tuple(won)
        self.trick = ()
        self.leader = self.turn = winner
        tiles = [CODES[tile] for tile in trick]
        events.append(Event("trick_won", {"seat": winner, "tiles": tiles, "tricks_won": won}))
        if not self.hands[winner]:
            self._score_hand(events)

    def _score_hand(self, events: list[Event]) -> None:
        bidder, bid, won = self.bidder, self.high, self.tricks_won
        made = won[bidder] >= (HAND_SIZE if bid == MOON else bid)
        points = list(won)
        points[bidder] = bid if made else -bid
        self.totals = tuple(
            total + gained for total, gained in zip(self.totals, points, strict=True)
        )
        scores = list(self.totals)
        scored = {
            "hand_number": self.hand_number,
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
            self._end(bidder, MoonEnd.MOON, events)
        elif top >= self.setup.target and scores.count(top) == 1:
            self._end(scores.index(top), MoonEnd.TARGET, events)
        else:
            self._first_bidder = NEXT_SEAT[self._first_bidder]
            self._deal_shuffled(events)

    def _end(self, winner: int, reason: MoonEnd, events: list[Event]) -> None:
        self.winner = winner
        self._reason = reason.value
        self.phase = OVER
        outcome = self.outcome()
        assert outcome is not None
        events.append(outcome.event())

    # --- dealing --------------------------------------------------------------------------------

    def _deal_shuffled(self, events: list[Event]) -> None:
        order = list(range(TILE_COUNT))
        self.rng.shuffle(order)
        self._deal(order, events)

    def _deal(self, order: list[int], events: list[Event]) -> None:
        """Deal 7 tiles each, one at a time from seat 0; the last tile is the widow."""
        self.hand_number += 1
        first = self._first_bidder
        events.append(Event("hand_dealt", {"hand_number": self.hand_number, "first_bidder": first}))
        hands = [0, 0, 0]
        for position, tile in enumerate(order[: SEATS * HAND_SIZE]):
            seat = position % SEATS
            hands[seat] |= 1 << tile
            events.append(TILE_DEALT[seat][tile])
        events.append(WIDOW_DEALT)
        self.hands = hands
        self._widow = order[-1]
        self._laid_away = -1
        self.phase = BIDDING
        self.turn = first
        self.bids = (None, None, None)
        self._chances = 0
        self.high = 0
        self.bidder = -1
        self.trump = -1
        self.trick = ()
        self.leader = first
        self.tricks_won = (0, 0, 0)


ALL_TILES = (1 << TILE_COUNT) - 1


def claim_order(observation: Observation) -> list[str] | None:
    """The tiles a seat may lead, in order, to win every remaining trick of the hand whatever
    the others hold ("claim the rest"), or None when that cannot be proved from what the seat
    has seen: its own hand, the tiles played this hand and the tile it laid away, if it did.

    The proof: the seat is to lead a trick, and each of its tiles, led, beats every tile it has
    not seen (whoever holds them, and however they follow or trump). Each lead then wins, so
    the seat leads again, and the unseen tiles only grow fewer."""
    view = observation.view
    seat = observation.seat
    if view["phase"] != "play" or view["to_move"] != seat or view["trick"]:
        return None
    hand = mask_of(view["hand"])
    seen = hand | mask_of(_played_this_hand(observation.events))
    if view.get("laid_away"):
        seen |= mask_of([view["laid_away"]])
    if not _leads_win(hand, ALL_TILES & ~seen, TRUMP_NAMES.index(view["trump"])):
        return None
    return codes_of(hand)


def _played_this_hand(events: Sequence[Event]) -> list[str]:
    """The tiles played since the last deal, as the events tell."""
    played: list[str] = []
    for event in events:
        if event.type == "hand_dealt":
            played.clear()
        elif event.type == "tile_played":
            played.append(event["tile"])
    return played


def _leads_win(hand: int, others: int, kind: int) -> bool:
    """True when every tile of `hand`, led with trumps `kind`, beats every tile of `others`."""
    rivals = [tile for tile in range(TILE_COUNT) if others >> tile & 1]
    for tile in range(TILE_COUNT):
        if hand >> tile & 1:
            keys = WIN[kind][LEAD[kind][tile]]
            if any(keys[rival] > keys[tile] for rival in rivals):
                return False
    return True


def lead_of(scores: Sequence[int], seat: int) -> int:
    """How many points `seat` is ahead of the best of the others (negative when behind): the
    one figure the table's banner and the scoring screen both give as "ahead by"."""
    return scores[seat] - max(score for other, score in enumerate(scores) if other != seat)


def _tile_argument(action: Action) -> tuple[int, Message | None]:
    """The tile named by a `discard` or `play` action, or a reason it names none."""
    if len(action.args) != 1:
        return -1, Message(N_("{verb} takes one tile, like '{verb} 6-4'"), {"verb": action.verb})
    tile = INDEX.get(action.arg)
    if tile is None:
        return -1, Message(
            N_("{tile} is not a Moon tile (write a-b with a ≥ b, like 6-4)"),
            {"tile": quote(action.arg)},
        )
    return tile, None


def _not_held(tile: int) -> Message:
    return Message(N_("you do not hold {tile}"), {"tile": CODES[tile]})


class MoonRules(GameRules):
    """Three-Player Moon: exactly 3 players, 22 tiles, options for the target, a forced bid and
    which trump choices are allowed; a record may name the first hand's `first_bidder`."""

    name = "moon"
    title = N_("Three-Player Moon")
    piece = N_("tile")
    option_specs: Mapping[str, OptionSpec] = {
        "target": OptionSpec(21, None, N_("points a player needs, ahead of both others, to win")),
        "forced_bid": OptionSpec(
            False, (False, True), N_("if the first two players pass, the third must bid")
        ),
        "doubles_trump": OptionSpec(
            True, (True, False), N_("the bidder may name doubles as trumps")
        ),
        "no_trump": OptionSpec(True, (True, False), N_("the bidder may play with no trumps")),
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

    def rebuild(
        self,
        view: Mapping[str, Any],
        options: Mapping[str, Any],
        hidden: MoonHidden,
        rng: random.Random,
    ) -> MoonState:
        """The state that shows `view` to its seat, with `hidden`'s hands, widow and laid-away
        tile."""
        return MoonState.from_view(view, dict(options), hidden, rng)


RULES = MoonRules()
