"""ONO 99 (`docs/rules/ono99.md`): both editions, tokens and points scoring, every option.

The state keeps plain ints and lists: a card is an int (see `ono99_cards`), a hand a list of them,
the draw pile a list with its top card last. Legal actions are interned `Action`s worked out once
per decision and cached; `copy()` copies a handful of lists and shares a snapshot of the random
generator until one side shuffles, so a random playout costs a few microseconds per action;
`push` (the searches' move) builds no events at all.

Phases: `play` (the seat to move plays a card or makes the four-ONO-99 discard), `draw` (1980
draw race: the same seat decides `draw` or `pass` after every play), `over`. Forced steps — the
draw after a play, laying out a player who cannot play, losing a token, scoring, dealing a new
round — happen inside `apply` and are reported as events.

Events, in the order they happen (fields and examples in `docs/events-ono99.md`):
- `round_started` {round, first}: a deal begins (round 1, then every new round under tokens or
  points scoring); `first` is the seat that plays first.
- `deck_shuffled` {cards}: the cards were shuffled (not when the record gives the deck).
- `card_dealt` {seat, card}: one card to a seat, one at a time; `card` is private to that seat.
- `card_played` {seat, card, total}: `total` is the running total after the card (a busting card
  under points scoring leaves it unchanged).
- `direction_reversed` {direction}: 1 clockwise, -1 counter-clockwise.
- `duty_owed` {seat, owed}: `seat` must play `owed` more cards (2 when a Play 2 / Double Play
  reaches it, 1 after its first card).
- `ono_discarded` {seat}: the four-ONO-99 discard (2022).
- `pile_reshuffled` {cards}: the discard pile but its top card became the new draw pile.
- `card_drawn` {seat, card}: `card` is private to that seat.
- `draw_missed` {seat}: draw race, the seat let its card go; its hand stays short.
- `player_out` {seat, hand, reason}: out of the game, `hand` laid face up (public); reason
  `cannot_play`, `no_tokens`, `reached_target` or `tie_lost`.
- `out_of_round` {seat, reason}: points scoring, out of this round; reason `busted` or
  `cannot_play`. The hand stays hidden until `round_scored`.
- `token_lost` {seat, tokens}: tokens scoring, the seat lost the round; `tokens` left.
- `round_scored` {points, scores, hands}: points scoring; this round's points and the totals by
  seat, and every hand as it was scored (shown to all).
- `game_won` {seat, scores, reason}: reason `last_standing` or `lowest_score` (`Ono99End`);
  `scores` the points by seat under points scoring, else zeros.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.core.fields import copied_list, copied_lists, not_copied, shared_random, state_class
from game.core.messages import N_, Message
from game.core.options import OptionSpec
from game.core.protocol import GameRules, GameState, Outcome, Termination
from game.core.seats import SPECTATOR, Viewer
from game.core.shared_random import SharedRandom
from game.rules.ono99_cards import (
    ADDS,
    DISCARD_ACTION,
    DRAW_ACTION,
    HAND_SIZE,
    HOLD,
    ONO99,
    PASS_ACTION,
    PLAY2,
    REVERSE,
    SCORE,
    card_of,
    codes_of,
    full_deck_cards,
    play_actions_of,
    playable_cards,
)
from game.rules.ono99_reasons import GAME_OVER, illegal_reason
from game.rules.ono99_view import PHASE_NAMES, Ono99Json, Ono99Public, Ono99View

TOKENS = 3


class Ono99End(Termination):
    """How a game of ONO 99 ends: the `game_won` event's reason codes."""

    LAST_STANDING = "last_standing"
    """Every other player is out of the game."""
    LOWEST_SCORE = "lowest_score"
    """Points scoring, `finish` lowest_score: the lowest score once someone reached the target."""

    @property
    def sentence(self) -> str:
        return _WIN_SENTENCES[self]


_WIN_SENTENCES = {
    Ono99End.LAST_STANDING: N_("the last player left in the game"),
    Ono99End.LOWEST_SCORE: N_("the lowest score once a player reached the target"),
}
MISSING_CARD_POINTS = 15
KNOCKED_OUT_POINTS = 25
PLAY, DRAW, OVER = range(3)
_DRAW_CHOICES = (DRAW_ACTION, PASS_ACTION)
_CARD_SECRET = ("card",)
_EDITIONS = ("2022", "1980")
_CODES = {edition: codes_of(edition) for edition in _EDITIONS}
_PLAY_ACTIONS = {edition: play_actions_of(edition) for edition in _EDITIONS}
_CARD_BY_CODE = {
    edition: {code: card for code in codes if (card := card_of(code, edition)) is not None}
    for edition, codes in _CODES.items()
}
"""By edition: every code of that edition's deck, to its card int."""


def _is_points(options: Mapping[str, Any]) -> bool:
    return bool(options["scoring"] == "points")


def _is_1980(options: Mapping[str, Any]) -> bool:
    return bool(options["edition"] == "1980")


OPTIONS: dict[str, OptionSpec] = {
    "edition": OptionSpec(
        "2022", ("2022", "1980"), N_("Edition: Mattel 2022 (112 cards) or International Games 1980")
    ),
    "scoring": OptionSpec(
        "elimination",
        ("elimination", "tokens", "points"),
        N_("How the game is decided: last player in, 3 tokens each, or points per round"),
    ),
    "target": OptionSpec(
        100,
        None,
        N_("Points scoring: the score that ends a player's game"),
        _is_points,
        N_("with points scoring"),
    ),
    "finish": OptionSpec(
        "last_standing",
        ("last_standing", "lowest_score"),
        N_(
            "Points scoring: last player under the target wins, or lowest score when one reaches it"
        ),
        _is_points,
        N_("with points scoring"),
    ),
    "ono_on_round_ten": OptionSpec(
        False,
        (False, True),
        N_("1980 option: one ONO 99 card a turn may be played on a total ending in 0"),
        _is_1980,
        N_("to the 1980 edition"),
    ),
    "draw_race": OptionSpec(
        False,
        (False, True),
        N_("1980 option: draw within 3 seconds of your play or your hand stays short"),
        _is_1980,
        N_("to the 1980 edition"),
    ),
}


@dataclass(frozen=True, slots=True)
class Ono99Setup:
    """What the options fix for a whole game, shared by a state and all its copies."""

    edition: str
    is_1980: bool
    scoring: str
    points_scoring: bool
    target: int
    lowest_wins: bool
    round_ten: bool
    draw_race: bool
    answers: tuple[int, int]
    """The cards that answer a Play 2 (or Double Play) by handing the duty on."""
    codes: tuple[str, ...]
    card_by_code: dict[str, int]
    play_actions: tuple[Action, ...]

    @classmethod
    def of(cls, options: Mapping[str, Any]) -> Ono99Setup:
        """The setup that `options` (resolved) call for."""
        edition = options["edition"]
        is_1980 = edition == "1980"
        return cls(
            edition=edition,
            is_1980=is_1980,
            scoring=options["scoring"],
            points_scoring=options["scoring"] == "points",
            target=options["target"],
            lowest_wins=options["finish"] == "lowest_score",
            round_ten=options["ono_on_round_ten"],
            draw_race=options["draw_race"],
            answers=(REVERSE, HOLD) if is_1980 else (REVERSE, PLAY2),
            codes=_CODES[edition],
            card_by_code=_CARD_BY_CODE[edition],
            play_actions=_PLAY_ACTIONS[edition],
        )


@dataclass(frozen=True, slots=True)
class Ono99Hidden:
    """What one viewer's view of an ONO 99 position leaves out: the hands it cannot see (codes,
    by seat) and the draw pile (codes, top first)."""

    hands: dict[int, list[str]]
    draw_pile: list[str]


@state_class
class Ono99State(GameState):
    """One position of an ONO 99 game (see the module docstring for phases and events).

    Public fields, for searches to read: `setup`, `hands` (card ints by seat), `draw` (top
    last), `discard` (top last), `out` (no more turns this round), `gone` (out of the game),
    `tokens`, `points`, `active` (players in this round), `round`, `first`, `seat`, `phase`,
    `total`, `direction`, `owed`, `legal` (the legal actions as a tuple).
    """

    players: int
    options: dict[str, Any]
    setup: Ono99Setup
    _random: SharedRandom = shared_random()
    _events: list[Event] | None = not_copied(default=None)
    """Where `apply` collects the events of the action being performed (None in `push`)."""
    hands: list[list[int]] = copied_lists()
    draw: list[int] = copied_list(factory=list)
    discard: list[int] = copied_list(factory=list)
    out: list[bool] = copied_list()
    gone: list[bool] = copied_list()
    tokens: list[int] = copied_list()
    points: list[int] = copied_list()
    active: int
    round: int = 0
    first: int = 0
    seat: int = 0
    phase: int = PLAY
    total: int = 0
    direction: int = 1
    owed: int = 0
    next_owes: bool = False
    ono_used: bool = False
    busted: bool = False
    winner: int | None = None
    win_reason: str = ""
    legal: tuple[Action, ...] = ()

    @classmethod
    def new(cls, players: int, options: dict[str, Any], rng: random.Random) -> Ono99State:
        """A state before the first deal, drawing from `rng`."""
        return cls(
            players=players,
            options=options,
            setup=Ono99Setup.of(options),
            _random=SharedRandom(rng),
            hands=[[] for _ in range(players)],
            out=[False] * players,
            gone=[False] * players,
            tokens=[TOKENS] * players,
            points=[0] * players,
            active=players,
        )

    @classmethod
    def from_view(
        cls,
        view: Mapping[str, Any],
        options: dict[str, Any],
        hidden: Ono99Hidden,
        rng: random.Random,
    ) -> Ono99State:
        """See `Ono99Rules.rebuild`."""
        state = cls.new(len(view["hands"]), options, rng)
        by_code = state.setup.card_by_code
        state.hands = [
            [by_code[code] for code in (hand if isinstance(hand, list) else hidden.hands[seat])]
            for seat, hand in enumerate(view["hands"])
        ]
        state.draw = [by_code[code] for code in reversed(hidden.draw_pile)]
        state.discard = [by_code[code] for code in view["discards"]]
        state.out = list(view["out"])
        state.gone = list(view.get("out_of_game", view["out"]))
        if "tokens" in view:
            state.tokens = list(view["tokens"])
        if "points" in view:
            state.points = list(view["points"])
        state.active = state.out.count(False)
        state.round = view["round"]
        state.first = view["first"]
        state.phase = PHASE_NAMES.index(view["phase"])
        state.total = view["total"]
        state.direction = view["direction"]
        state.owed = view["owed"]
        state.next_owes = view["next_owes"]
        state.ono_used = view["ono_played"]
        state.busted = view["busted"]
        state.winner = view["winner"]
        state.win_reason = view["win_reason"] or ""
        if state.phase == OVER:
            state.seat = view["winner"]
        else:
            state.seat = view["to_move"]
            state.legal = _DRAW_CHOICES if state.phase == DRAW else state._legal_plays()
        return state

    # -- the random generator, copied lazily ------------------------------------------------------

    @property
    def rng(self) -> random.Random:
        """The state's own generator (shared with copies until one of them draws)."""
        return self._random.own

    # -- the protocol ------------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        """The seat to decide, or None once the game is over."""
        return None if self.phase == OVER else self.seat

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move."""
        return list(self.legal)

    def automatic_action(self) -> Action | None:
        """The draw race's decision is made for computer players: they always draw."""
        return DRAW_ACTION if self.phase == DRAW else None

    def why_illegal(self, action: Action) -> Message | None:
        """None if `action` is legal now, else the reason."""
        if self.phase == OVER:
            return GAME_OVER
        legal = self.legal
        for allowed in legal:
            if allowed is action:
                return None
        if self.phase == PLAY and action.verb == "play" and len(action.args) == 1:
            card = self.setup.card_by_code.get(action.args[0])
            if card is not None and self.setup.play_actions[card] in legal:
                return None
        if action in legal:
            return None
        return illegal_reason(self, action, self.phase == DRAW)

    def _perform(self, action: Action) -> list[Event]:
        events: list[Event] = []
        self._events = events
        self._take(action)
        self._events = None
        return events

    def push(self, action: Action) -> None:
        """Make a legal move without checking it and without building events (searches)."""
        self._take(action)

    def _take(self, action: Action) -> None:
        if self.phase == DRAW:
            if action.verb == "draw":
                self._draw_card(self.seat)
            else:
                self._say("draw_missed", {"seat": self.seat})
            self.phase = PLAY
            self._after_draw()
        elif action.verb == "discard":
            self._discard_four()
        else:
            self._play(self.setup.card_by_code[action.args[0]])

    def outcome(self) -> Outcome | None:
        """The winner, final scores and reason once the game is over."""
        winner = self.winner
        if self.phase != OVER or winner is None:
            return None
        return Outcome(winner, tuple(self.scores()), Ono99End(self.win_reason))

    def scores(self) -> list[int]:
        """Points by seat under points scoring, else zeros (tokens are in the state)."""
        return self.points[:] if self.setup.points_scoring else [0] * self.players

    def view(self, seat: Viewer) -> Ono99View:
        """What `seat` sees: its own hand, the other hands as counts (laid-out hands face up),
        the discard pile card by card; the spectator sees every hand."""
        codes = self.setup.codes
        return {
            **self._public(),
            "seat": seat,
            "hand": [] if seat is SPECTATOR else [codes[card] for card in self.hands[seat]],
            "hands": [
                [codes[card] for card in hand] if self._shows(seat, other) else len(hand)
                for other, hand in enumerate(self.hands)
            ],
        }

    def _shows(self, viewer: Viewer, seat: int) -> bool:
        """True when `viewer` sees `seat`'s hand: its own, a laid-out one, or the spectator."""
        return viewer is SPECTATOR or viewer == seat or self.gone[seat]

    def hidden_from(self, seat: Viewer) -> Ono99Hidden:
        """The hands `seat` cannot see and the draw pile, as codes."""
        codes = self.setup.codes
        hands = {
            other: [codes[card] for card in hand]
            for other, hand in enumerate(self.hands)
            if not self._shows(seat, other)
        }
        return Ono99Hidden(hands, [codes[card] for card in reversed(self.draw)])

    def to_json(self) -> Ono99Json:
        """The full state, hidden cards included (docs/contract.md `state`)."""
        codes = self.setup.codes
        return {**self._public(), "hands": [[codes[card] for card in hand] for hand in self.hands]}

    def _public(self) -> Ono99Public:
        codes = self.setup.codes
        scoring = self.setup.scoring
        data: Ono99Public = {
            "phase": PHASE_NAMES[self.phase],
            "to_move": self.to_move,
            "total": self.total,
            "direction": self.direction,
            "out": self.out[:],
            "owed": self.owed,
            "draw_pile": len(self.draw),
            "discard_pile": len(self.discard),
            "top": codes[self.discard[-1]] if self.discard else None,
            "discards": [codes[card] for card in self.discard],
            "hand_counts": [len(hand) for hand in self.hands],
            "round": self.round,
            "first": self.first,
            "next_owes": self.next_owes,
            "ono_played": self.ono_used,
            "busted": self.busted,
            "winner": self.winner,
            "win_reason": self.win_reason or None,
        }
        if scoring != "elimination":
            data["out_of_game"] = self.gone[:]
            if scoring == "tokens":
                data["tokens"] = self.tokens[:]
            else:
                data["points"] = self.points[:]
        return data

    # -- a play and what follows it ----------------------------------------------------------------

    def _play(self, card: int) -> None:
        seat = self.seat
        self.hands[seat].remove(card)
        self.discard.append(card)
        before = self.total
        total = before + ADDS[card]
        if total < 0 and not self.setup.is_1980:
            total = 0
        busted = total >= 99
        if busted:
            total = before
        self.total = total
        events = self._events
        if events is not None:
            events.append(
                Event(
                    "card_played",
                    {"seat": seat, "card": self.setup.codes[card], "total": total},
                )
            )
        if card == REVERSE and self.active > 2:
            self.direction = -self.direction
            if events is not None:
                events.append(Event("direction_reversed", {"direction": self.direction}))
        elif card == ONO99:
            self.ono_used = True
        if self.owed == 2:
            if card in self.setup.answers:
                self.owed = 0
                self.next_owes = True
            else:
                self.owed = 1
        else:
            self.owed = 0
            self.next_owes = card == PLAY2
        if busted:
            self.owed = 0
            self.next_owes = False
            self.busted = True
        if self.setup.draw_race and (self.draw or len(self.discard) > 1):
            self.phase = DRAW
            self.legal = _DRAW_CHOICES
            return
        self._draw_card(seat)
        self._after_draw()

    def _discard_four(self) -> None:
        """The 2022 four-ONO-99 discard: it counts as one card played, adds nothing, draws four."""
        seat = self.seat
        hand = self.hands[seat]
        self.discard.extend(hand)
        hand.clear()
        self._say("ono_discarded", {"seat": seat})
        self.owed = 1 if self.owed == 2 else 0
        for _ in range(HAND_SIZE):
            self._draw_card(seat)
        self._after_draw()

    def _draw_card(self, seat: int) -> None:
        """Draw the top card; reshuffle the discard pile (its top card stays) if the draw pile is
        empty; with both empty, draw nothing."""
        draw = self.draw
        if not draw:
            if len(self.discard) < 2:
                return
            self._reshuffle()
            draw = self.draw
        card = draw.pop()
        self.hands[seat].append(card)
        events = self._events
        if events is not None:
            events.append(
                Event(
                    "card_drawn",
                    {"seat": seat, "card": self.setup.codes[card]},
                    seat,
                    _CARD_SECRET,
                )
            )

    def _reshuffle(self) -> None:
        top = self.discard.pop()
        cards = self.discard
        self.rng.shuffle(cards)
        self.draw = cards
        self.discard = [top]
        self._say("pile_reshuffled", {"cards": len(cards)})

    def _after_draw(self) -> None:
        if self.busted:
            self.busted = False
            self._leave_round(self.seat, "busted")
        elif self.owed:
            self._say("duty_owed", {"seat": self.seat, "owed": self.owed})
        else:
            self._next_seat()
        self._start_turn()

    def _next_seat(self) -> None:
        """Pass the turn to the next player still in, in the current direction."""
        players = self.players
        out = self.out
        step = self.direction
        seat = (self.seat + step) % players
        while out[seat]:
            seat = (seat + step) % players
        self.seat = seat
        self.ono_used = False
        if self.next_owes:
            self.next_owes = False
            self.owed = 2
            self._say("duty_owed", {"seat": seat, "owed": 2})
        else:
            self.owed = 0

    def _start_turn(self) -> None:
        """Work out the legal plays of the seat to move; if there are none, it fails (laid out,
        loses a token or leaves the round) and the next decision is looked for."""
        while self.phase != OVER:
            legal = self._legal_plays()
            if legal:
                self.legal = legal
                return
            self._fail()
        self.legal = ()

    def _legal_plays(self) -> tuple[Action, ...]:
        setup = self.setup
        hand = self.hands[self.seat]
        total = self.total
        is_1980 = setup.is_1980
        ono_open = setup.round_ten and not self.ono_used and total % 10 == 0
        cards = playable_cards(hand, total, self.owed, is_1980, ono_open, setup.points_scoring)
        if not cards and not is_1980 and len(hand) == HAND_SIZE and hand.count(ONO99) == HAND_SIZE:
            return (DISCARD_ACTION,)
        play_actions = setup.play_actions
        return tuple([play_actions[card] for card in cards])

    # -- failing, rounds, scoring ------------------------------------------------------------------

    def _fail(self) -> None:
        seat = self.seat
        scoring = self.setup.scoring
        if scoring == "points":
            self._leave_round(seat, "cannot_play")
        elif scoring == "tokens":
            self._lose_round(seat)
        else:
            self._lay_out(seat, "cannot_play")
            self.active -= 1
            if self.active == 1:
                self._end_game(self.out.index(False), "last_standing")
            else:
                self.next_owes = False
                self._next_seat()

    def _lay_out(self, seat: int, reason: str) -> None:
        """Out of the game: no more turns, the hand laid face up."""
        self.gone[seat] = True
        self.out[seat] = True
        hand = [self.setup.codes[card] for card in self.hands[seat]]
        self._say("player_out", {"seat": seat, "hand": hand, "reason": reason})

    def _lose_round(self, seat: int) -> None:
        """Tokens scoring: the seat loses the round and a token, or the game with none left."""
        if self.tokens[seat]:
            self.tokens[seat] -= 1
            self._say("token_lost", {"seat": seat, "tokens": self.tokens[seat]})
        else:
            self._lay_out(seat, "no_tokens")
        self._next_round_or_winner("last_standing")

    def _leave_round(self, seat: int, reason: str) -> None:
        """Points scoring: the seat is out of this round; with one player left it is scored."""
        self.out[seat] = True
        self.active -= 1
        self._say("out_of_round", {"seat": seat, "reason": reason})
        if self.active == 1:
            self._score_round()
        else:
            self.next_owes = False
            self._next_seat()

    def _score_round(self) -> None:
        round_points = [0] * self.players
        for seat, hand in enumerate(self.hands):
            if self.gone[seat]:
                continue
            points = sum(SCORE[card] for card in hand)
            points += MISSING_CARD_POINTS * max(0, HAND_SIZE - len(hand))
            if self.out[seat]:
                points += KNOCKED_OUT_POINTS
            round_points[seat] = points
            self.points[seat] += points
        hands = [[self.setup.codes[card] for card in hand] for hand in self.hands]
        self._say(
            "round_scored", {"points": round_points, "scores": self.points[:], "hands": hands}
        )
        if self.setup.lowest_wins:
            self._finish_on_lowest_score()
        else:
            self._finish_last_under_target()

    def _finish_last_under_target(self) -> None:
        """Finish (a): reaching the target puts a player out; the last one left wins. If that
        leaves nobody, the lowest of them wins and a tie for it plays another round."""
        playing = [seat for seat in range(self.players) if not self.gone[seat]]
        reached = [seat for seat in playing if self.points[seat] >= self.setup.target]
        everyone = len(reached) == len(playing)
        if everyone:
            lowest = min(self.points[seat] for seat in reached)
            reached = [seat for seat in reached if self.points[seat] > lowest]
        for seat in reached:
            self._lay_out(seat, "reached_target")
        self._next_round_or_winner("lowest_score" if everyone else "last_standing")

    def _finish_on_lowest_score(self) -> None:
        """Finish (b): once anyone has reached the target the lowest score wins; players tied for
        it play another round by themselves."""
        if max(self.points) < self.setup.target:
            self._new_round()
            return
        playing = [seat for seat in range(self.players) if not self.gone[seat]]
        lowest = min(self.points[seat] for seat in playing)
        for seat in playing:
            if self.points[seat] > lowest:
                self._lay_out(seat, "tie_lost")
        self._next_round_or_winner("lowest_score")

    def _next_round_or_winner(self, reason: str) -> None:
        playing = [seat for seat in range(self.players) if not self.gone[seat]]
        if len(playing) == 1:
            self._end_game(playing[0], reason)
        else:
            self._new_round()

    def _new_round(self) -> None:
        """Gather every card, shuffle, and deal; the next seat still in the game after the last
        round's first player starts, clockwise, on a total of 0."""
        first = (self.first + 1) % self.players
        while self.gone[first]:
            first = (first + 1) % self.players
        cards = self.draw + self.discard
        for hand in self.hands:
            cards.extend(hand)
            hand.clear()
        self._say("round_started", {"round": self.round + 1, "first": first})
        self.rng.shuffle(cards)
        self._say("deck_shuffled", {"cards": len(cards)})
        self._deal(cards, first)

    def _deal(self, cards: list[int], first: int) -> None:
        """Deal `cards` (top first) one at a time from `first` clockwise to the players still in
        the game until each holds four; the rest is the draw pile."""
        self.round += 1
        self.first = first
        players = self.players
        seats = [seat % players for seat in range(first, first + players)]
        seats = [seat for seat in seats if not self.gone[seat]]
        dealt = 0
        for _ in range(HAND_SIZE):
            for seat in seats:
                card = cards[dealt]
                dealt += 1
                self.hands[seat].append(card)
                self._say(
                    "card_dealt", {"seat": seat, "card": self.setup.codes[card]}, seat, _CARD_SECRET
                )
        self.draw = cards[dealt:][::-1]
        self.discard = []
        self.out = self.gone[:]
        self.active = len(seats)
        self.seat = first
        self.total = 0
        self.direction = 1
        self.owed = 0
        self.next_owes = False
        self.ono_used = False

    def _end_game(self, winner: int, reason: str) -> None:
        self.phase = OVER
        self.winner = winner
        self.win_reason = reason
        if self._events is not None:
            outcome = self.outcome()
            assert outcome is not None
            self._events.append(outcome.event())

    def _say(
        self,
        kind: str,
        data: dict[str, Any],
        private_to: int | None = None,
        secret: tuple[str, ...] = (),
    ) -> None:
        if self._events is not None:
            self._events.append(Event(kind, data, private_to, secret))


class Ono99Rules(GameRules):
    """ONO 99: options, decks and the deal."""

    name = "ono99"
    title = N_("ONO 99")
    option_specs = OPTIONS

    def player_counts(self, options: Mapping[str, Any]) -> range:
        """2022: 2 to 6 players; 1980: 2 to 8."""
        return range(2, 9) if _is_1980(options) else range(2, 7)

    def full_deck(self, options: Mapping[str, Any]) -> list[str]:
        """The edition's deck as codes (112 cards for 2022, 54 for 1980)."""
        codes = _CODES[options["edition"]]
        return [codes[card] for card in full_deck_cards(options["edition"])]

    def _start(
        self,
        players: int,
        options: dict[str, Any],
        rng: random.Random,
        deck: list[str] | None,
        extras: Mapping[str, Any],
    ) -> tuple[Ono99State, list[Event]]:
        state = Ono99State.new(players, options, rng)
        events = state._events = []
        state._say("round_started", {"round": 1, "first": 0})
        if deck is None:
            cards = full_deck_cards(state.setup.edition)
            rng.shuffle(cards)
            state._say("deck_shuffled", {"cards": len(cards)})
        else:
            cards = [state.setup.card_by_code[code] for code in deck]
        state._deal(cards, 0)
        state._start_turn()
        state._events = None
        return state, events

    def rebuild(
        self,
        view: Mapping[str, Any],
        options: Mapping[str, Any],
        hidden: Ono99Hidden,
        rng: random.Random,
    ) -> Ono99State:
        """The state that shows `view` to its seat, with `hidden`'s hands and draw pile."""
        return Ono99State.from_view(view, dict(options), hidden, rng)


RULES = Ono99Rules()

__all__ = ["OPTIONS", "RULES", "Ono99Hidden", "Ono99Rules", "Ono99Setup", "Ono99State"]
