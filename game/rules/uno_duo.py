"""UNO Duo (`uno-duo`): the rules core, as `docs/rules/uno-duo.md` describes it.

`RULES.start(2, options, seed, deck)` cuts (unless a deck is given), drafts and turns the starting
card; `state.apply(action)` checks and performs one action and every forced step after it
(drawing, penalties, rebuilding the draw pile, scoring, the next round's draft) and returns the
events. Inside, everything is plain lists, strings and ints so that a random playout costs a few
microseconds an action; `copy()` copies the lists and shares the random generator until either
copy needs it (copy on write), so copies are cheap and still deterministic.

Phases (`state.phase`) and the actions offered in each (`uno` and `catch` where the page allows):
`draft` keep/discard · `start_colour` colour X · `play` play <card>/play W X/draw ·
`drawn` play <the drawn card>/pass · `volley` play <a Draw 2>/draw · `challenge` challenge/accept ·
`dump_offer` dump/pass · `dump` play <a card of the Reverse's colour> · `over`.

Events (JSON fields after `type`; "secret" fields reach only the seat named, via `private_to`):
- `cut` {cards: [card of seat 0, card of seat 1], winner: seat or null for a tie}
- `round_started` {round, player1, cards}
- `draft_drawn` {seat, card (secret)}: the drafter draws the top card and looks at it
- `draft_kept` {seat, card (secret), forced}: forced after a discard
- `draft_discarded` {seat, card, turned}: a card goes face up onto the draft pile; `turned` when it
  is the next card turned up after a keep, else it is the drafter's discard (face up: public)
- `draft_pile_under` {cards}: the draft pile goes face down under the draw pile
- `start_card` {card, colour, seat}: the starting card and the seat it acts on (Player 2)
- `card_played` {seat, card, colour}: colour is the colour in force afterwards
- `volley_grew` {seat, amount}: a Draw 2 took effect; amount is the total now due
- `card_drawn` {seat, card (secret)}: a draw in place of a play
- `nothing_to_draw` {seat}: both piles are exhausted; the turn passes
- `penalty_drawn` {seat, count, reason, cards (secret)}: reason is `start`, `volley`, `draw4`,
  `challenge`, `uno` or `last_card`
- `pile_rebuilt` {cards}: the discard pile under its top card became the new draw pile
- `colour_named` {seat, colour}: for a starting Wild or Wild Draw 4
- `dump_started` {seat, colour, count}
- `hand_revealed` {seat, to, cards (secret)}: the Wild Draw 4 player's hand, private to `to`
- `challenge` {seat, against, legal}: legal is whether the Wild Draw 4 was legal
- `uno_called` {seat}; `uno_caught` {seat, caught}
- `round_scored` {round, winner, seat, cards, points, scores}: `seat` scores its `cards` (shown)
- `game_won` {seat, scores, reason}: `seat` won; reason `target` (`UnoDuoEnd`: the other seat
  reached the target)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.core.fields import copied_list, copied_lists, shared_random, state_class
from game.core.messages import N_, Message, clip, quote
from game.core.options import OptionSpec
from game.core.protocol import GameRules, GameState, Outcome, Termination
from game.core.seats import SPECTATOR, Viewer
from game.core.shared_random import SharedRandom, shuffle
from game.rules.uno_duo_cards import (
    ACCEPT,
    CARD_COLOUR,
    CARD_POINTS,
    CARD_RANK,
    CARDS_OF_COLOUR,
    CATCH,
    CHALLENGE,
    COLOUR_MESSAGES,
    COLOURS,
    DECK_OPTIONS,
    DISCARD,
    DRAW,
    DRAW_TWO,
    DRAW_TWOS,
    DUMP,
    HAND_SIZE,
    KEEP,
    NUMBER_RANKS,
    PASS,
    PLAY_ACTIONS,
    PLAYABLE,
    REVERSE,
    SKIP,
    UNO,
    WILD,
    WILD_DRAW_FOUR,
    full_deck,
    top_message,
)
from game.rules.uno_duo_view import UnoDuoJson, UnoDuoPhase, UnoDuoPublic, UnoDuoView

NAME_COLOUR = tuple(Action.of("colour", colour) for colour in COLOURS)
_VERBS = frozenset(
    {"keep", "discard", "play", "draw", "pass", "dump", "challenge", "accept", "uno", "catch"}
    | {"colour"}
)
_NO_ARGUMENT = frozenset(_VERBS - {"play", "colour"})
Events = list[Event] | None
"""Where an action reports what happened: a list, or None when nobody is watching (push)."""


class UnoDuoEnd(Termination):
    """How a game of UNO Duo ends: the `game_won` event's reason codes."""

    TARGET = "target"
    """The loser's score reached the target; the other seat wins."""

    @property
    def sentence(self) -> str:
        return N_("{player} reached {points} points (target {target})")


@dataclass(frozen=True, slots=True)
class UnoDuoHidden:
    """What one viewer's view of an UNO Duo position leaves out: the hands it cannot see, the
    draw pile (top first), the card a hidden drafter looks at or a hidden player just drew, and
    whether the Wild Draw 4 being challenged was played illegally."""

    hands: dict[int, list[str]]
    draw_pile: list[str]
    draft_card: str | None = None
    drawn_card: str | None = None
    draw_four_was_illegal: bool = False


@state_class
class UnoDuoState(GameState):
    """A position of an UNO Duo game: hands, piles, the colour in force and whose decision it is.

    Piles are lists with their top card last. Public fields may be read by searches; `seat`
    (whose decision it is, or was when the game ended) and `phase` are plain fields, and
    `to_move` follows from them. A state changes only through `push` (and `apply`), which keeps
    `playable` and `offered_plays`, two short cuts for the search, in step with the fields they
    come from. Its fields are declared once, here (`game.core.fields`).
    """

    players: int = 2
    options: dict[str, Any]
    _random: SharedRandom = shared_random()
    target: int
    phase: UnoDuoPhase = "draft"
    seat: int = 0
    """Whose decision it is, or was when the game ended."""
    round: int = 0
    player1: int = 0
    hands: list[list[str]] = copied_lists(factory=lambda: [[], []])
    draw_pile: list[str] = copied_list(factory=list)
    """During the draft: the cards not yet drafted."""
    discard_pile: list[str] = copied_list(factory=list)
    draft_pile: list[str] = copied_list(factory=list)
    draft_card: str = ""
    """The card the drafter has drawn and looks at ("" for none)."""
    drawn_card: str = ""
    """A playable card just drawn (phase `drawn`; "" for none)."""
    colour: str = ""
    """The colour in force ("" before the starting card)."""
    top_rank: str = ""
    """The rank of the top card of the discard pile."""
    playable: frozenset[str] = frozenset()
    """PLAYABLE[colour][top_rank] once both are set."""
    offered_plays: tuple[Action, ...] | None = None
    """The plays `legal_actions` found at this decision, kept while only an UNO call follows
    (None until then)."""
    volley: int = 0
    """Cards due from a Draw 2 volley."""
    dump_colour: str = ""
    """The Reverse's colour at `dump_offer` and `dump` ("" otherwise)."""
    dump_from_start: bool = False
    """The dump offer comes from a starting Reverse."""
    after_colour: int = 0
    """Who plays once the starting Wild's colour is named."""
    uno_called: bool = False
    """The seat to move called UNO in this turn."""
    catchable: int | None = None
    """A seat down to one card without a call, until the opponent's next decision."""
    called_on_one: list[bool] = copied_list(factory=lambda: [False, False])
    """By seat: did they call when they reached one card."""
    draw_four_was_illegal: bool = False
    """Its player held the colour in force."""
    round_scores: list[list[int]] = copied_list(factory=list)
    """Each round's points by seat (a round's list never changes once scored)."""
    totals: list[int] = copied_list(factory=lambda: [0, 0])
    winner: int | None = None

    @classmethod
    def new(cls, options: dict[str, Any], rng: random.Random) -> UnoDuoState:
        """A state before the first deal, drawing from `rng`."""
        return cls(options=options, _random=SharedRandom(rng), target=options["target"])

    @property
    def to_move(self) -> int | None:
        """The seat whose decision it is, or None once the game is over."""
        return self.seat if self.winner is None else None

    @classmethod
    def from_view(
        cls,
        view: Mapping[str, Any],
        options: dict[str, Any],
        hidden: UnoDuoHidden,
        rng: random.Random,
    ) -> UnoDuoState:
        """See `UnoDuoRules.rebuild`."""
        state = cls.new(options, rng)
        state.hands = [
            list(hand) if isinstance(hand, list) else list(hidden.hands[seat])
            for seat, hand in enumerate(view["hands"])
        ]
        state.draw_pile = hidden.draw_pile[::-1]
        state.discard_pile = list(view["discards"])
        state.draft_pile = list(view["draft_pile"])
        state.draft_card = view["draft_card"] or hidden.draft_card or ""
        state.drawn_card = view["drawn_card"] or hidden.drawn_card or ""
        state.phase = view["phase"]
        state.seat = view["to_move"] if view["to_move"] is not None else 0
        state.round = view["round"]
        state.player1 = view["player1"]
        state.colour = view["colour"] or ""
        state.top_rank = CARD_RANK[state.discard_pile[-1]] if state.discard_pile else ""
        state.playable = PLAYABLE[state.colour][state.top_rank] if state.colour else frozenset()
        state.volley = view["volley"]
        state.dump_colour = view["dump_colour"] or ""
        state.dump_from_start = view["dump_from_start"]
        state.after_colour = view["after_colour"]
        state.uno_called = view["uno_called"]
        state.catchable = view["catchable"]
        state.called_on_one = list(view["called_on_one"])
        state.draw_four_was_illegal = hidden.draw_four_was_illegal
        state.round_scores = [list(points) for points in view["round_scores"]]
        state.totals = list(view["scores"])
        state.winner = view["winner"]
        return state

    # ----- the random generator, shared between copies until one of them needs it

    @property
    def rng(self) -> random.Random:
        """This state's own generator. After `copy()` both states share one generator and neither
        owns it; whichever needs it first clones it, so a shared generator is never advanced."""
        return self._random.own

    # ----- what may be done

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move, each once, in a fixed order."""
        phase = self.phase
        seat = self.seat
        if phase == "play":
            hand = self.hands[seat]
            plays = self.offered_plays
            if plays is None:
                plays = self.offered_plays = _plays(self.playable.intersection(hand))
            actions = [DRAW, *plays]
            if not self.uno_called and len(hand) > 1:
                actions.append(UNO)
        elif phase == "volley":
            actions = [DRAW, *_plays(DRAW_TWOS.intersection(self.hands[seat]))]
        elif phase == "drawn":
            actions = [PASS, *PLAY_ACTIONS[self.drawn_card]]
            if not self.uno_called and len(self.hands[seat]) > 1:
                actions.append(UNO)
        elif phase == "draft":
            return [KEEP, DISCARD]
        elif phase == "challenge":
            actions = [ACCEPT, CHALLENGE]
        elif phase == "dump_offer":
            actions = [DUMP, PASS]
        elif phase == "dump":
            actions = [*_plays(CARDS_OF_COLOUR[self.dump_colour].intersection(self.hands[seat]))]
        elif phase == "start_colour":
            return list(NAME_COLOUR)
        else:
            return []
        caught = self.catchable
        if caught is not None and caught != seat and len(self.hands[caught]) == 1:
            actions.append(CATCH)
        return actions

    def why_illegal(self, action: Action) -> Message | None:
        """None if `action` is legal now, else why not, as a message a player can read."""
        if self.phase == "over":
            return Message(N_("the game is over"))
        verb = action.verb
        if verb not in _VERBS:
            return Message(N_("{verb} is not an UNO Duo action"), {"verb": quote(verb)})
        if verb in _NO_ARGUMENT and action.args:
            return Message(N_("{verb} takes nothing after it"), {"verb": quote(verb)})
        if verb == "catch":
            return self._why_not_catch()
        if verb == "uno":
            return self._why_not_uno()
        return _PHASE_CHECKS[self.phase](self, action)

    def _wrong_verb(self, action: Action) -> Message:
        """The refusal of an action that does not belong to this phase."""
        return Message(
            N_("you cannot {action} now: {expected}"),
            {"action": clip(str(action)), "expected": self._expected()},
        )

    def _expected(self) -> Message:
        """What the seat to move is being asked to do."""
        phase = self.phase
        if phase == "volley":
            return Message(N_("you must play a Draw 2 or draw {count}"), {"count": self.volley})
        if phase in ("dump_offer", "dump"):
            colour = {"colour": COLOUR_MESSAGES[self.dump_colour]}
            if phase == "dump":
                return Message(N_("play your remaining {colour} cards, one at a time"), colour)
            return Message(N_("dump all your other {colour} cards or pass"), colour)
        return _EXPECTED[phase]

    def _why_not_uno(self) -> Message | None:
        if self.phase not in ("play", "drawn"):
            return Message(
                N_("you can call UNO only when you choose to play or draw, or after drawing")
            )
        if len(self.hands[self.seat]) < 2:
            return Message(N_("UNO is called while you hold two or more cards"))
        if self.uno_called:
            return Message(N_("you have already called UNO this turn"))
        return None

    def _why_not_catch(self) -> Message | None:
        opponent = 1 - self.seat
        if self.phase == "draft" or len(self.hands[opponent]) != 1:
            return Message(
                N_("there is no one to catch: your opponent does not hold exactly one card")
            )
        if self.called_on_one[opponent]:
            return Message(N_("there is no one to catch: your opponent called UNO"))
        if self.catchable != opponent:
            return Message(
                N_(
                    "it is too late to catch your opponent: catch at your first decision after "
                    "they are down to one card"
                )
            )
        return None

    def _check_play(self, action: Action) -> Message | None:
        verb = action.verb
        if verb == "draw":
            return None
        if verb != "play":
            return self._wrong_verb(action)
        card = _WELL_FORMED.get(action.args)
        if card is None:
            return _malformed_play(action.args)
        if card not in self.hands[self.seat]:
            return _not_held(card)
        if card in self.playable:
            return None
        return Message(
            N_("{card} does not match the {top}"),
            {"card": card, "top": top_message(self.discard_pile[-1], self.colour)},
        )

    def _check_drawn(self, action: Action) -> Message | None:
        if action.verb == "pass":
            return None
        if action.verb != "play":
            return self._wrong_verb(action)
        card = _WELL_FORMED.get(action.args)
        if card is None:
            return _malformed_play(action.args)
        if card != self.drawn_card:
            return Message(
                N_("you can only play the card you drew ({card}) or pass"),
                {"card": self.drawn_card},
            )
        return None

    def _check_volley(self, action: Action) -> Message | None:
        args = action.args
        if action.verb == "draw":
            return None
        if action.verb != "play" or (args and CARD_RANK.get(args[0], DRAW_TWO) != DRAW_TWO):
            return self._expected()
        card = _WELL_FORMED.get(args)
        if card is None:
            return _malformed_play(args)
        if card not in self.hands[self.seat]:
            return _not_held(card)
        return None

    def _check_dump(self, action: Action) -> Message | None:
        if action.verb != "play":
            return self._wrong_verb(action)
        card = _WELL_FORMED.get(action.args)
        if card is None:
            return _malformed_play(action.args)
        if CARD_COLOUR[card] != self.dump_colour:
            return Message(
                N_("{card} is not {colour}: {expected}"),
                {
                    "card": card,
                    "colour": COLOUR_MESSAGES[self.dump_colour],
                    "expected": self._expected(),
                },
            )
        if card not in self.hands[self.seat]:
            return _not_held(card)
        return None

    def _check_simple(self, action: Action) -> Message | None:
        """Phases whose actions are bare verbs: draft, challenge, dump offer."""
        if action.verb in _PHASE_VERBS[self.phase]:
            return None
        return self._wrong_verb(action)

    def _check_start_colour(self, action: Action) -> Message | None:
        if action.verb != "colour":
            return self._wrong_verb(action)
        if len(action.args) != 1 or action.args[0] not in COLOURS:
            return Message(N_("name a colour: colour R, Y, G or B"))
        return None

    # ----- performing actions

    def _perform(self, action: Action) -> list[Event]:
        events: list[Event] = []
        self.push(action, events)
        return events

    def push(self, action: Action, events: Events = None) -> None:
        """Make a legal move without checking it (searches); what happened is reported into
        `events` when a list is given, and not even built when it is not."""
        verb = action.verb
        seat = self.seat
        if verb == "uno":  # changes nothing but the call: the same plays stay on offer
            self.uno_called = True
            if events is not None:
                events.append(Event("uno_called", {"seat": seat}))
            return
        self.offered_plays = None
        if verb == "catch":
            self._catch(seat, events)
            return
        caught = self.catchable
        if caught is not None and caught != seat:
            self.catchable = None
        if verb == "play" and self.phase != "draft":
            self.drawn_card = ""
            self._play(seat, action.args, events)
        else:
            _PHASE_ACTIONS[self.phase](self, action, events)

    def _catch(self, seat: int, events: Events) -> None:
        caught = 1 - seat
        self.catchable = None
        if events is not None:
            events.append(Event("uno_caught", {"seat": seat, "caught": caught}))
        self._penalty(caught, 2, "uno", events)

    def _do_draft(self, action: Action, events: Events) -> None:
        seat = self.seat
        hand = self.hands[seat]
        looked_at = self.draft_card
        self.draft_card = ""
        next_card = self.draw_pile.pop()
        if action.verb == "keep":
            kept, dropped = looked_at, next_card
        else:
            kept, dropped = next_card, looked_at
            self._draft_discard(seat, dropped, False, events)
        hand.append(kept)
        if events is not None:
            events.append(
                Event(
                    "draft_kept",
                    {"seat": seat, "card": kept, "forced": action.verb == "discard"},
                    seat,
                    ("card",),
                )
            )
        if action.verb == "keep":
            self._draft_discard(seat, dropped, True, events)
        if len(self.hands[0]) == HAND_SIZE == len(self.hands[1]):
            self._finish_draft(events)
        else:
            self._draft_turn(1 - seat, events)

    def _draft_discard(self, seat: int, card: str, turned: bool, events: Events) -> None:
        self.draft_pile.append(card)
        if events is not None:
            events.append(Event("draft_discarded", {"seat": seat, "card": card, "turned": turned}))

    def _draft_turn(self, seat: int, events: Events) -> None:
        """`seat` draws the top card and looks at it."""
        self.seat = seat
        self.phase = "draft"
        card = self.draft_card = self.draw_pile.pop()
        if events is not None:
            events.append(Event("draft_drawn", {"seat": seat, "card": card}, seat, ("card",)))

    def _finish_draft(self, events: Events) -> None:
        """The draft pile goes under the draw pile, first card on top; the starting card acts."""
        if events is not None:
            events.append(Event("draft_pile_under", {"cards": len(self.draft_pile)}))
        self.draw_pile = self.draft_pile[::-1] + self.draw_pile
        self.draft_pile = []
        start = self.draw_pile.pop()
        self.discard_pile = [start]
        player1 = self.player1
        player2 = 1 - player1
        rank = self.top_rank = CARD_RANK[start]
        self.colour = CARD_COLOUR[start] or ""
        if self.colour:
            self.playable = PLAYABLE[self.colour][rank]
        colour = self.colour or None
        if events is not None:
            events.append(Event("start_card", {"card": start, "colour": colour, "seat": player2}))
        if rank == DRAW_TWO:
            self._penalty(player2, 2, "start", events)
            self._begin_turn(player1)
        elif rank == WILD_DRAW_FOUR:
            self._penalty(player2, 4, "start", events)
            self._ask_colour(player1, player1)
        elif rank == WILD:
            self._ask_colour(player1, player2)
        elif rank == SKIP:
            self._begin_turn(player1)
        elif rank == REVERSE and self.colour in map(CARD_COLOUR.get, self.hands[player2]):
            self._begin_turn(player2, "dump_offer")
            self.dump_colour = self.colour
            self.dump_from_start = True
        else:
            self._begin_turn(player2)

    def _ask_colour(self, seat: int, then: int) -> None:
        self.seat = seat
        self.phase = "start_colour"
        self.after_colour = then

    def _do_start_colour(self, action: Action, events: Events) -> None:
        self.colour = action.args[0]
        self.playable = PLAYABLE[self.colour][self.top_rank]
        if events is not None:
            events.append(Event("colour_named", {"seat": self.seat, "colour": self.colour}))
        self._begin_turn(self.after_colour)

    def _begin_turn(self, seat: int, phase: UnoDuoPhase = "play") -> None:
        """A new go for `seat` (the extra go after a Skip or a Wild Draw 4 is a new turn too)."""
        self.seat = seat
        self.phase = phase
        self.uno_called = False
        self.drawn_card = ""
        self.dump_colour = ""

    def _do_draw(self, action: Action, events: Events) -> None:
        """The play phase's other choice: draw a card (plays go straight to `_play`)."""
        seat = self.seat
        hand = self.hands[seat]
        if not self.draw_pile and not self._rebuild(events):
            if events is not None:
                events.append(Event("nothing_to_draw", {"seat": seat}))
            self._begin_turn(1 - seat)
            return
        card = self.draw_pile.pop()
        hand.append(card)
        if events is not None:
            events.append(Event("card_drawn", {"seat": seat, "card": card}, seat, ("card",)))
        if card in self.playable:
            self.phase = "drawn"
            self.drawn_card = card
        else:
            self._begin_turn(1 - seat)

    def _pass_after_drawing(self, action: Action, events: Events) -> None:
        self._begin_turn(1 - self.seat)

    def _do_volley(self, action: Action, events: Events) -> None:
        seat = self.seat
        due, self.volley = self.volley, 0
        self._penalty(seat, due, "volley", events)
        self._begin_turn(1 - seat)

    def _do_challenge(self, action: Action, events: Events) -> None:
        challenger = self.seat
        player = 1 - challenger
        if action.verb == "accept":
            self._penalty(challenger, 4, "draw4", events)
            self._begin_turn(player)
            return
        hand = list(self.hands[player])
        if events is not None:
            events.append(
                Event(
                    "hand_revealed",
                    {"seat": player, "to": challenger, "cards": hand},
                    challenger,
                    ("cards",),
                )
            )
        legal = not self.draw_four_was_illegal
        if events is not None:
            events.append(
                Event("challenge", {"seat": challenger, "against": player, "legal": legal})
            )
        if legal:
            self._penalty(challenger, 6, "challenge", events)
            self._begin_turn(player)
        else:
            self._penalty(player, 4, "challenge", events)
            self._begin_turn(challenger)

    def _do_dump_offer(self, action: Action, events: Events) -> None:
        seat = self.seat
        colour = self.dump_colour
        if action.verb == "pass":
            if self.dump_from_start:
                self.phase = "play"
                self.dump_colour = ""
            else:
                self._begin_turn(1 - seat)
            return
        count = sum(CARD_COLOUR[card] == colour for card in self.hands[seat])
        if events is not None:
            events.append(Event("dump_started", {"seat": seat, "colour": colour, "count": count}))
        self.phase = "dump"

    def _play(self, seat: int, args: tuple[str, ...], events: Events) -> None:
        """Play a card (checked already) and carry out what it does."""
        card = args[0]
        hand = self.hands[seat]
        hand.remove(card)
        self.discard_pile.append(card)
        rank = CARD_RANK[card]
        colour = CARD_COLOUR[card] or args[1]
        before = self.colour
        self.colour = colour
        self.top_rank = rank
        self.playable = PLAYABLE[colour][rank]
        if events is not None:
            events.append(Event("card_played", {"seat": seat, "card": card, "colour": colour}))
        left = len(hand)
        if left == 1:
            called = self.uno_called
            self.called_on_one[seat] = called
            self.catchable = None if called else seat
        effect = rank
        if self.phase == "dump":
            if colour in map(CARD_COLOUR.get, hand):
                return
            if rank == REVERSE:
                effect = ""  # a Reverse inside a dump is just a card
        if effect == DRAW_TWO:
            self.volley += 2
            if events is not None:
                events.append(Event("volley_grew", {"seat": seat, "amount": self.volley}))
        if left == 0:
            self._round_over(seat, effect, events)
        elif effect == DRAW_TWO:
            self._begin_turn(1 - seat, "volley")
        elif effect == SKIP:
            self._begin_turn(seat)
        elif effect == REVERSE and colour in map(CARD_COLOUR.get, hand):
            self.phase = "dump_offer"
            self.dump_colour = colour
            self.dump_from_start = False
        elif effect == WILD_DRAW_FOUR:
            self.draw_four_was_illegal = before in map(CARD_COLOUR.get, hand)
            self._begin_turn(1 - seat, "challenge")
        else:
            self._begin_turn(1 - seat)

    # ----- drawing

    def _rebuild(self, events: Events) -> bool:
        """Shuffle the discard pile under its top card into a new draw pile; False if empty."""
        rest = self.discard_pile[:-1]
        if not rest:
            return False
        shuffle(self.rng, rest)
        self.draw_pile = rest
        self.discard_pile = self.discard_pile[-1:]
        if events is not None:
            events.append(Event("pile_rebuilt", {"cards": len(rest)}))
        return True

    def _penalty(self, seat: int, count: int, reason: str, events: Events) -> None:
        """`seat` draws `count` cards (or what there is), rebuilding the draw pile on the way."""
        hand = self.hands[seat]
        taken: list[str] = []
        for _ in range(count):
            if not self.draw_pile:
                if taken:
                    if events is not None:
                        events.append(_penalty_event(seat, taken, reason))
                    taken = []
                if not self._rebuild(events):
                    break
            card = self.draw_pile.pop()
            hand.append(card)
            taken.append(card)
        if taken and events is not None:
            events.append(_penalty_event(seat, taken, reason))

    # ----- rounds

    def _round_over(self, seat: int, effect: str, events: Events) -> None:
        """`seat` has played their last card, with this effect: the opponent draws what is due
        (the whole volley after a Draw 2), and scores what they hold."""
        opponent = 1 - seat
        self.drawn_card = self.dump_colour = ""
        if effect == DRAW_TWO:
            self._penalty(opponent, self.volley, "last_card", events)
        elif effect == WILD_DRAW_FOUR:
            self._penalty(opponent, 4, "last_card", events)
        self.volley = 0
        cards = self.hands[opponent]
        points = [0, 0]
        points[opponent] = sum(CARD_POINTS[card] for card in cards)
        self.round_scores.append(points)
        self.totals[opponent] += points[opponent]
        if events is not None:
            events.append(
                Event(
                    "round_scored",
                    {
                        "round": self.round,
                        "winner": seat,
                        "seat": opponent,
                        "cards": list(cards),
                        "points": list(points),
                        "scores": list(self.totals),
                    },
                )
            )
        if self.totals[opponent] >= self.target:
            self.winner = seat
            self.phase = "over"
            if events is not None:
                outcome = self.outcome()
                assert outcome is not None
                events.append(outcome.event())
        else:
            self._start_round(None, events)

    def _start_round(self, deck: list[str] | None, events: Events) -> None:
        """Shuffle (or take the stacked `deck`, top first), settle Player 1, begin the draft."""
        self.round += 1
        if deck is not None:
            cards = deck[::-1]
            self.player1 = 0
        else:
            cards = full_deck(self.options["deck"])
            shuffle(self.rng, cards)
            if self.round == 1:
                self.player1 = self._cut(cards, events)
            else:
                self.player1 = 1 - self.player1
        self.hands = [[], []]
        self.draw_pile = cards
        self.discard_pile = []
        self.draft_pile = []
        self.colour = ""
        self.top_rank = ""
        self.playable = frozenset()
        self.volley = 0
        self.catchable = None
        self.called_on_one = [False, False]
        self.uno_called = False
        if events is not None:
            events.append(
                Event(
                    "round_started",
                    {"round": self.round, "player1": self.player1, "cards": len(cards)},
                )
            )
        self._draft_turn(self.player1, events)

    def _cut(self, cards: list[str], events: Events) -> int:
        """Both seats cut a number card until the cuts differ; the higher cut is Player 1."""
        numbers = [card for card in cards if CARD_RANK[card] in NUMBER_RANKS]
        while True:
            cut = self.rng.sample(numbers, 2)
            ranks = [int(CARD_RANK[card]) for card in cut]
            winner = None if ranks[0] == ranks[1] else ranks.index(max(ranks))
            if events is not None:
                events.append(Event("cut", {"cards": cut, "winner": winner}))
            if winner is not None:
                return winner

    # ----- results and views

    def outcome(self) -> Outcome | None:
        """Once someone reaches the target: the other seat (the lower score) wins."""
        if self.winner is None:
            return None
        loser = 1 - self.winner
        details = {
            "player": Message(N_("seat {seat}"), {"seat": loser}),
            "points": self.totals[loser],
            "target": self.target,
        }
        return Outcome(self.winner, tuple(self.totals), UnoDuoEnd.TARGET, details)

    def scores(self) -> list[int]:
        """The game totals by seat."""
        return list(self.totals)

    def _public(self) -> UnoDuoPublic:
        drafting = self.phase == "draft"
        top_pile = self.draft_pile if drafting else self.discard_pile
        caught = self.catchable
        return {
            "phase": self.phase,
            "to_move": self.to_move,
            "round": self.round,
            "player1": self.player1,
            "top": top_pile[-1] if top_pile else None,
            "colour": self.colour or None,
            "volley": self.volley,
            "draw_pile": len(self.draw_pile),
            "discard_pile": len(top_pile),
            "discards": list(self.discard_pile),
            "draft_pile": list(self.draft_pile),
            "hand_counts": [len(hand) for hand in self.hands],
            "dump_colour": self.dump_colour or None,
            "dump_from_start": self.dump_from_start,
            "after_colour": self.after_colour,
            "uno_called": self.uno_called,
            "called_on_one": list(self.called_on_one),
            "catchable": caught if caught is not None and len(self.hands[caught]) == 1 else None,
            "round_scores": [list(points) for points in self.round_scores],
            "scores": list(self.totals),
            "target": self.target,
            "winner": self.winner,
        }

    def view(self, seat: Viewer) -> UnoDuoView:
        """What `seat` sees: its own hand (and the card it drafts or drew), counts of the rest;
        the spectator sees both hands and both of those cards."""
        mine = seat is SPECTATOR or self.to_move == seat
        return {
            "seat": seat,
            "hand": [] if seat is SPECTATOR else list(self.hands[seat]),
            "hands": [
                list(hand) if seat is SPECTATOR or other == seat else len(hand)
                for other, hand in enumerate(self.hands)
            ],
            "draft_card": (self.draft_card or None) if mine else None,
            "drawn_card": (self.drawn_card or None) if mine else None,
            **self._public(),
        }

    def hidden_from(self, seat: Viewer) -> UnoDuoHidden:
        """The hand `seat` cannot see, the draw pile, and what the other seat alone knows."""
        theirs = seat is not SPECTATOR and self.to_move not in (None, seat)
        return UnoDuoHidden(
            {other: list(hand) for other, hand in enumerate(self.hands) if other != seat}
            if seat is not SPECTATOR
            else {},
            self.draw_pile[::-1],
            (self.draft_card or None) if theirs else None,
            (self.drawn_card or None) if theirs else None,
            self.draw_four_was_illegal,
        )

    def to_json(self) -> UnoDuoJson:
        """The full state (docs/contract.md `state`), hidden cards included."""
        return {
            "hands": [list(hand) for hand in self.hands],
            "draft_card": self.draft_card or None,
            "drawn_card": self.drawn_card or None,
            **self._public(),
        }


def _plays(cards: frozenset[str]) -> tuple[Action, ...]:
    """The plays of `cards` in code order (most often one card, or none)."""
    if len(cards) < 2:
        return PLAY_ACTIONS[next(iter(cards))] if cards else ()
    if len(cards) == 2:
        low, high = cards
        if high < low:
            low, high = high, low
        return PLAY_ACTIONS[low] + PLAY_ACTIONS[high]
    plays: list[Action] = []
    for card in sorted(cards):
        plays += PLAY_ACTIONS[card]
    return tuple(plays)


def _malformed_play(args: tuple[str, ...]) -> Message:
    """Why `play` with these arguments names no card to play (and how to name one)."""
    if not args:
        return Message(N_("say which card to play, e.g. play R5"))
    card = args[0]
    if card not in CARD_COLOUR:
        return Message(N_("{card} is not an UNO Duo card"), {"card": quote(card)})
    if CARD_COLOUR[card] is not None:
        return Message(
            N_("only a Wild or a Wild Draw 4 takes a colour, not {card}"),
            {"card": card},
        )
    if len(args) == 1:
        return Message(N_("name a colour: play {card} R, Y, G or B"), {"card": card})
    return Message(
        N_("{colour} is not a colour: name R, Y, G or B"), {"colour": quote(" ".join(args[1:]))}
    )


def _not_held(card: str) -> Message:
    return Message(N_("you do not hold {card}"), {"card": card})


_WELL_FORMED: dict[tuple[str, ...], str] = {
    action.args: action.args[0] for actions in PLAY_ACTIONS.values() for action in actions
}
"""The arguments of every well-formed `play` action, mapped to the card played."""


def _penalty_event(seat: int, cards: list[str], reason: str) -> Event:
    data = {"seat": seat, "count": len(cards), "reason": reason, "cards": cards}
    return Event("penalty_drawn", data, seat, ("cards",))


_EXPECTED = {
    "draft": Message(N_("keep or discard the card you drew")),
    "start_colour": Message(N_("name a colour: colour R, Y, G or B")),
    "play": Message(N_("play a card or draw")),
    "drawn": Message(N_("play the card you drew or pass")),
    "challenge": Message(N_("challenge the Wild Draw 4 or accept it")),
}
_PHASE_VERBS = {
    "draft": ("keep", "discard"),
    "challenge": ("challenge", "accept"),
    "dump_offer": ("dump", "pass"),
}
_PHASE_CHECKS: dict[str, Callable[[UnoDuoState, Action], Message | None]] = {
    "draft": UnoDuoState._check_simple,
    "start_colour": UnoDuoState._check_start_colour,
    "play": UnoDuoState._check_play,
    "drawn": UnoDuoState._check_drawn,
    "volley": UnoDuoState._check_volley,
    "challenge": UnoDuoState._check_simple,
    "dump_offer": UnoDuoState._check_simple,
    "dump": UnoDuoState._check_dump,
}
_PHASE_ACTIONS: dict[str, Callable[[UnoDuoState, Action, Events], None]] = {
    "draft": UnoDuoState._do_draft,
    "start_colour": UnoDuoState._do_start_colour,
    "play": UnoDuoState._do_draw,
    "drawn": UnoDuoState._pass_after_drawing,
    "volley": UnoDuoState._do_volley,
    "challenge": UnoDuoState._do_challenge,
    "dump_offer": UnoDuoState._do_dump_offer,
}
"""What an action other than a play does, by phase (a play goes to `_play` in every phase)."""


class UnoDuoRules(GameRules):
    """UNO Duo for exactly two players: options `deck` ("112"/"108") and `target` (200)."""

    name = "uno-duo"
    title = N_("UNO Duo")
    option_specs: Mapping[str, OptionSpec] = {
        "deck": OptionSpec(
            "112", DECK_OPTIONS, N_("112 cards with 8 Wilds, or the classic 108-card deck with 4")
        ),
        "target": OptionSpec(
            200, None, N_("whoever reaches this many points loses: the lower score wins")
        ),
    }

    def player_counts(self, options: Mapping[str, Any]) -> range:
        """Exactly two players."""
        return range(2, 3)

    def full_deck(self, options: Mapping[str, Any]) -> list[str]:
        """The 112- or 108-card deck."""
        return full_deck(options["deck"])

    def _start(
        self,
        players: int,
        options: dict[str, Any],
        rng: random.Random,
        deck: list[str] | None,
        extras: Mapping[str, Any],
    ) -> tuple[UnoDuoState, list[Event]]:
        state = UnoDuoState.new(options, rng)
        events: list[Event] = []
        state._start_round(deck, events)
        return state, events

    def rebuild(
        self,
        view: Mapping[str, Any],
        options: Mapping[str, Any],
        hidden: UnoDuoHidden,
        rng: random.Random,
    ) -> UnoDuoState:
        """The state that shows `view` to its seat, with what `hidden` says of the rest."""
        return UnoDuoState.from_view(view, dict(options), hidden, rng)


RULES = UnoDuoRules()

__all__ = ["RULES", "UnoDuoHidden", "UnoDuoRules", "UnoDuoState"]
