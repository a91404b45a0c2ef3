"""The UNO Duo table: the cut, the draft with its face-up draft pile that goes under the draw pile,
the starting card, plays and draws, Draw 2 volleys with the amount due on show, Reverse dumps,
Wild Draw 4 challenges with the hand shown to the challenger only, UNO calls and catches, and the
loser's cards counted into the game score round by round.

Every rules event (docs/events-uno-duo.md) becomes an animation, as the viewer saw it: a card only
one seat may see carries a code only at that seat's screen (or the spectator's). The prompts and
their keys are in `uno_duo_prompts`, the drawing in `uno_duo_panels`. In a game of computers only,
both hands are shown face up, seat 0's at the bottom.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.messages import N_, Message
from game.narration.uno_duo import NARRATOR
from game.rules.uno_duo_cards import (
    CARD_COLOUR,
    CARD_POINTS,
    CARD_RANK,
    COLOURS,
    NUMBER_RANKS,
    SYMBOL_RANKS,
    WILDS,
)
from scenes.guides.uno_duo import GUIDE
from scenes.sprites import CardSprite
from scenes.table.base import EventHandler, TableScene, Target, View
from scenes.table.piles import DiscardPile, DrawPile
from scenes.table.spec import CARD_SIZES, TableSpec
from scenes.table.uno_duo_panels import UnoDuoPanels
from scenes.table.uno_duo_prompts import (
    CANCEL_KEY,
    CATCH_KEY,
    UNO_KEY,
    Button,
    prompt_choices,
    row_of_buttons,
    what_to_do,
)
from scenes.table.widgets import SeatPlate
from scenes.uno_cards import UnoCardPainter

if TYPE_CHECKING:
    from game.match import TableSurface
    from scenes.app import App

FLIGHT = 0.4
"""Seconds a played card takes to reach the discard pile (at animation speed 1)."""
PENALTY_GAP = 0.16
"""Seconds between the cards of a penalty flying in one by one."""
COUNT_GAP = 0.32
"""Seconds between the cards counted at the end of a round."""
REVEAL_SECONDS = 2.8
"""How long a challenged hand stays face up for the challenger."""
BUBBLE_SECONDS = 1.6
"""How long a called-out word stays at its seat."""
BUBBLE_GROWS = 0.2
"""How long a called-out word takes to grow in (as `uno_duo_panels` draws it)."""
PLAYING_PHASES = ("play", "drawn", "volley", "dump")
RAISED_ROW = 0.34
"""How far (of a card's height) the back row of a two-row hand stands above the front row: the
corner index and its colour shape show above the front row's cards."""
WIDE_INDEXES = ("R+2", "W+4", "W", "R8")
FAN_TURN = 3.5
"""Degrees the end cards of the fanned hand are turned."""
"""Cards with the widest corner indexes."""
"""The phases in which a card of the hand may be played (the others leave the hand undimmed)."""

UNO, CATCH, DRAW = Action.of("uno"), Action.of("catch"), Action.of("draw")
# TRANSLATORS: called out when a player is down to one card; a button too.
UNO_CALL = Message(N_("UNO!"))
# TRANSLATORS: called out when a player is caught without calling UNO; a button too.
CAUGHT = Message(N_("Caught!"))
# TRANSLATORS: a button that catches the opponent who did not call UNO.
CATCH_LABEL = Message(N_("Catch!"))
_COLOUR_ORDER = {colour: index for index, colour in enumerate((*COLOURS, None))}
_RANK_ORDER = {rank: index for index, rank in enumerate((*NUMBER_RANKS, *SYMBOL_RANKS, *WILDS))}


def required_anchors() -> list[str]:
    """The anchors the UNO Duo map must have."""
    return [
        "hand",
        "seat0",
        "seat1",
        "draw_pile",
        "discard_pile",
        "draft_pile",
        "colour",
        "volley",
        "drafted0",
        "drafted1",
        "cut",
        "message",
        "prompt",
        "uno",
        "catch",
        "scores",
        "count",
        "log",
        "tools",
        "hint",
    ]


def hand_order(code: str, by: str = "suit") -> tuple[int, int]:
    """Where a card goes in a sorted hand: by colour (red, yellow, green, blue, wilds), then
    number, Skip, Reverse, Draw 2; or `by` "number": by number (then the symbols and the
    wilds), then colour."""
    colour, rank = _COLOUR_ORDER[CARD_COLOUR[code]], _RANK_ORDER[CARD_RANK[code]]
    return (rank, colour) if by == "number" else (colour, rank)


@dataclass(eq=False)
class Bubble:
    """A word called out at a seat ("UNO!", "Caught!"): it grows in and stays a moment."""

    seat: int
    words: Message
    age: float = 0.0


class UnoDuoTable(TableScene):
    """The animated UNO Duo table for two seats (computer or human, in any mix)."""

    spec = TableSpec("uno-duo", CARD_SIZES, GUIDE, NARRATOR, celebration=2.6, inaccuracy=0.03)
    """The coach's round outlook moves little in one move: with 800 paired iterations (about its
    one second) the worst move of a position gives away 0.1 of it in 4 % of positions and 0.03 in
    20 %, while two searches of a position with other seeds differ by 0.007 (p90) (docs/ai.md,
    "The coach at the table")."""

    def __init__(self, app: App, match: TableSurface) -> None:
        super().__init__(app, match)
        options = match.options
        self.target = options["target"]
        self.draw_pile = DrawPile(self, per_layer=12, most_layers=4, caption_gap=6)
        self.draw_pile.count = len(match.rules.full_deck(options))
        self.discard_pile = DiscardPile(self, self.draw_pile)
        self.draft: list[CardSprite] = []
        self.draft_count = 0
        self.draft_under = False
        self.drafted: CardSprite | None = None
        """The card the drafter has drawn and decides on, waiting by its drafter."""
        self.drafter = 0
        self.cut_cards: list[CardSprite] = []
        self.cut_winner: int | None = None
        self.colour: str | None = None
        self.colour_pulse = 0.0
        self.volley = 0
        self.volley_pop = 1.0
        self.scores = [0, 0]
        self.history: list[list[int]] = []
        self.player1 = 0
        self.round = 0
        self.counting: int | None = None
        self.count_points = 0
        self.revealing: int | None = None
        self.calling = [False, False]
        """By seat: called UNO in the turn in progress."""
        self.called_on_one = [False, False]
        """By seat: called UNO on the play that left one card."""
        self.bubbles: list[Bubble] = []
        self.choosing: str | None = None
        self._buttons: tuple[tuple, list[Target]] | None = None
        self._room_for: dict[tuple[int, int], float] = {}
        self.curtain: int | None = None
        """In a pass-and-play draft: the seat whose turn it is, until its player presses a key
        or clicks to look (every face, the move log and the coach's panel stay covered)."""
        self.panels = UnoDuoPanels(self)

    def event_handlers(self) -> dict[str, EventHandler]:
        """Every UNO Duo event (docs/events-uno-duo.md) and its animation."""
        return {
            "cut": self._on_cut,
            "round_started": self._on_round_started,
            "draft_drawn": self._on_draft_drawn,
            "draft_kept": self._on_draft_kept,
            "draft_discarded": self._on_draft_discarded,
            "draft_pile_under": self._on_draft_pile_under,
            "start_card": self._on_start_card,
            "colour_named": self._on_colour_named,
            "card_played": self._on_card_played,
            "volley_grew": self._on_volley_grew,
            "card_drawn": self._on_card_drawn,
            "nothing_to_draw": self._on_nothing_to_draw,
            "penalty_drawn": self._on_penalty_drawn,
            "pile_rebuilt": self.discard_pile.on_reshuffled,
            "dump_started": self._on_dump_started,
            "hand_revealed": self._on_hand_revealed,
            "challenge": self._on_challenge,
            "uno_called": self._on_uno_called,
            "uno_caught": self._on_uno_caught,
            "round_scored": self._on_round_scored,
            "game_won": self._on_game_won,
        }

    # What a click means ---------------------------------------------------------------------------

    def card_action(self, code: str) -> Action:
        """A click on a card plays it (a wild's colour is asked for afterwards)."""
        if code in WILDS:
            return Action.of("play", code, COLOURS[0])
        return Action.of("play", code)

    def targets(self) -> list[Target]:
        """The prompt buttons, the UNO and Catch buttons and the draw pile, while the viewer is to
        decide and nothing animates."""
        if self.busy or not self.viewer_decides():
            return []
        key = (len(self.match.record.actions), self.choosing, self.bottom, self.app.size)
        if self._buttons is None or self._buttons[0] != key:
            self._buttons = (key, self._make_buttons())
        return self._buttons[1]

    def _make_buttons(self) -> list[Target]:
        view = self.view
        legal = self.match.legal_for(self.viewer)
        choices = prompt_choices(view, legal, self.choosing)
        found: list[Target] = [
            *row_of_buttons(choices, self.rects["prompt"], self.px(170), self.px(14))
        ]
        if UNO in legal:
            found.append(Button("uno", self.rects["uno"], UNO, UNO_CALL, UNO_KEY, style="uno"))
        if CATCH in legal:
            found.append(
                Button("catch", self.rects["catch"], CATCH, CATCH_LABEL, CATCH_KEY, style="catch")
            )
        if view["phase"] in ("play", "volley") and DRAW in legal:
            found.append(Target("draw_pile", self.rects["draw_pile"], DRAW, Message(N_("Draw"))))
        return found

    def key(self, key: int) -> None:
        """A button's key chooses it; Backspace closes the colour chooser, the selection back on
        the wild; arrows and Enter move over the hand and the buttons."""
        if key == CANCEL_KEY and self.choosing is not None:
            wild, self.choosing = self.choosing, None
            codes = [sprite.code for sprite in self.hands[self.bottom]]
            self.selected = codes.index(wild) if wild in codes else None
            self.show_selection()
            return
        for target in self.targets():
            if isinstance(target, Button) and target.key == key:
                self.choose(target.action)
                return
        super().key(key)

    def play_card(self, index: int) -> None:
        """A playable wild opens the colour chooser with the selection on its first colour (a
        second click closes it); other cards play or say why not."""
        code = self.hands[self.bottom][index].code
        reason = self.reasons[index] if index < len(self.reasons) else None
        if reason is None and code in WILDS:
            self.choosing = None if self.choosing == code else code
            if self.choosing is not None:
                self.selected = len(self.hands[self.bottom])  # the first colour's button
                self.show_selection()
            return
        super().play_card(index)

    def choose(self, action: Action) -> None:
        """Submit the action (the colour chooser closes)."""
        self.choosing = None
        super().choose(action)

    def prompt_words(self) -> Message:
        """The decision in words."""
        return what_to_do(self.view, self.choosing, len(self.view["hand"]))

    def sort_key(self, code: str, by: str) -> tuple:
        """By colour, then number; or by number, then colour."""
        return hand_order(code, by)

    def sort_words(self, by: str) -> Message:
        """The cards are sorted by colour or by number."""
        # TRANSLATORS: the button that sorts the hand of UNO cards, by colour now.
        return Message(N_("Sort: colour")) if by == "suit" else super().sort_words(by)

    def sort_button(self) -> pygame.Rect:
        """The Sort button lies under the UNO button, clear of the hand's two rows and of the
        hint panel over the UNO button."""
        uno = self.rects["uno"]
        return pygame.Rect(uno.left, uno.bottom + self.px(6), uno.width, self.px(30))

    def dims_hand(self) -> bool:
        """The hand is dimmed only when a card could be played: while drafting, naming a colour
        or answering a prompt the cards rest undimmed."""
        return self.view["phase"] in PLAYING_PHASES

    # Pass and play: the draft's one-key hand-off --------------------------------------------------

    def ask_for_device(self, seat: int, ready) -> None:
        """During the draft (fourteen turns about), the device changes hands at the table itself:
        the drafter's cards stay face down under a curtain that any key or click lifts. After the
        draft, the whole-screen hand-off as ever."""
        if self.view["phase"] != "draft":
            super().ask_for_device(seat, ready)
            return
        self.curtain = seat
        ready()

    def shows_faces(self, seat: int) -> bool:
        """No face shows under the draft's curtain."""
        return self.curtain is None and super().shows_faces(seat)

    def viewer_decides(self) -> bool:
        """Nobody decides under the draft's curtain (no buttons, no hint)."""
        return self.curtain is None and super().viewer_decides()

    def hand_input(self, event) -> bool:
        """Under the draft's curtain any key or click lifts it (and does nothing else)."""
        if self.curtain is None:
            return super().hand_input(event)
        if event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return False
        self.curtain = None
        self._choices_for = None
        self.lay_out_all()
        return True

    # The hands ------------------------------------------------------------------------------------

    def face_up_at_rest(self, seat: int) -> bool:
        """The viewer's own hand, a hand being counted, and a hand shown to the challenger."""
        return self.shows_faces(seat) or seat in (self.counting, self.revealing)

    def hand_slots(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        """A counted hand lies in a row in the middle; a challenged hand is spread out."""
        if seat == self.counting:
            rect = self.rects["count"]
            width = self.card_sizes["pile"][0]
            step = min(width * 1.06, (rect.width - self.px(40) - width) / max(1, count - 1))
            middle = (count - 1) / 2
            y = rect.centery + self.px(16)
            return [(rect.centerx + (i - middle) * step, y, 0.0) for i in range(count)]
        if seat == self.bottom:
            return self._fan(count)
        if seat == self.revealing:
            return self.row_slots(seat, count, 1.04)
        return super().hand_slots(seat, count)

    def _fan(self, count: int) -> list[tuple[float, float, float]]:
        """The bottom hand as a gentle fan while every card's corner index shows in it; a hand
        too big for that (UNO hands grow to twenty cards and more) lies in two straight rows,
        the first half behind, raised just enough to show its corners over the second."""
        rect = self.rects["hand"]
        width, height = self.card_sizes["hand"]
        if count < 2 or (rect.width - width) / (count - 1) >= self._index_room():
            return self._fanned_row(count)
        behind = (count + 1) // 2
        base_y = rect.centery + self.px(2)
        rise = height * RAISED_ROW
        return [
            *self._straight_row(behind, base_y - rise),
            *self._straight_row(count - behind, base_y),
        ]

    def _index_room(self) -> float:
        """How far apart the fanned cards must be for the widest corner index ("+4") to show
        beside the next card, turned as the fan turns them."""
        size = self.card_sizes["hand"]
        room = self._room_for.get(size)
        if room is None:
            widest = max(self.cards.index_box(code, size).right for code in WIDE_INDEXES)
            turned = size[1] / 2 * math.sin(math.radians(FAN_TURN))
            room = self._room_for[size] = widest + turned + self.px(2)
        return room

    def _straight_row(self, count: int, y: float) -> list[tuple[float, float, float]]:
        """`count` cards in a level row across the hand's place, centred at height `y`."""
        rect = self.rects["hand"]
        width = self.card_sizes["hand"][0]
        step = min(width * 1.04, (rect.width - width) / max(1, count - 1))
        middle = (count - 1) / 2
        return [(rect.centerx + (i - middle) * step, y, 0.0) for i in range(count)]

    def _fanned_row(self, count: int) -> list[tuple[float, float, float]]:
        """The hand as one gently curved, turned fan."""
        rect = self.rects["hand"]
        width = self.card_sizes["hand"][0]
        step = min(width * 1.04, (rect.width - width) / max(1, count - 1))
        middle = (count - 1) / 2
        reach = max(1.0, middle)
        base_y = rect.centery + self.px(2)
        slots = []
        for i in range(count):
            offset = (i - middle) / reach
            y = base_y + offset * offset * self.px(18)
            turn = -offset * min(FAN_TURN, 2.0 * reach)
            slots.append((rect.centerx + (i - middle) * step, y, turn))
        return slots

    def lay_out_hand(self, seat: int, seconds: float = 0.25) -> None:
        """As the base does; a counted hand's cards are shown at pile size."""
        super().lay_out_hand(seat, seconds)
        if seat == self.counting:
            for sprite in self.hands[seat]:
                sprite.size = "pile"

    def lay_out_all(self) -> None:
        """Sort the bottom hand, lay out every hand, and put the piles and the drafted card in
        their places (after a resize or a hand-off)."""
        self.order_hand(self.bottom)
        super().lay_out_all()
        if self.drafted is not None:
            self._place_drafted(self.drafted, 0)
        for index, sprite in enumerate(self.draft):
            x, y, angle = self._draft_spot(index)
            sprite.pos, sprite.angle = (x, y), angle
        self.discard_pile.lay_out()

    def _insert(self, seat: int, sprite: CardSprite) -> None:
        """Put a card into `seat`'s hand: in the person's order at the bottom, else at the
        end."""
        self.hands[seat].append(sprite)
        if seat == self.bottom and sprite.code is not None:
            self.order_hand(seat)

    def _take(self, seat: int, code: str) -> CardSprite:
        """Take card `code` out of `seat`'s hand. A hand whose faces do not show gives up its
        middle card (swapped with the card if the viewer knew where it was), so where a card
        leaves from tells nothing."""
        hand = self.hands[seat]
        found = next((i for i, sprite in enumerate(hand) if sprite.code == code), None)
        if found is not None and self.shows_faces(seat):
            index = found
        else:
            index = len(hand) // 2
            if found is not None:
                hand[found].code, hand[index].code = hand[index].code, hand[found].code
        sprite = hand.pop(index)
        sprite.code = code
        sprite.dimmed = sprite.selected = False
        return sprite

    # Places on the table ------------------------------------------------------------------------

    def _draft_spot(self, index: int) -> tuple[float, float, float]:
        """Where the draft pile's `index`th card lies: a face-up cascade, each card a little
        lower and to the right."""
        rect = self.rects["draft_pile"]
        width, height = self.card_sizes["pile"]
        margin = self.px(10)
        step_x = (rect.width - width - 2 * margin) / 13
        step_y = self.px(3)
        x = rect.left + margin + width / 2 + index * step_x
        return x, rect.top + margin + height / 2 + index * step_y, ((index * 37) % 5 - 2) * 0.8

    def _place_drafted(self, sprite: CardSprite, seconds: float) -> None:
        """The drafted card waits by its drafter: large in the middle for the bottom seat, small
        by the other seat's hand; face up only where the drafter's cards show."""
        mine = self.drafter == self.bottom
        rect = self.rects["drafted0" if mine else "drafted1"]
        sprite.size = "hand" if mine else "seat"
        if seconds <= 0:
            sprite.pos, sprite.angle = rect.center, 0.0
        else:
            self.tweens.animate(sprite, seconds, "easeOutCubic", pos=rect.center, angle=0.0)
        showing = sprite.code is not None and self.shows_faces(self.drafter)
        if seconds <= 0:
            sprite.face_up = showing
        elif sprite.face_up != showing:
            self.turn_over(sprite, seconds * 0.5)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The piles, the draft, the colour, the volley, the scores and the buttons
        (`UnoDuoPanels`)."""
        self.panels.draw_table(surface)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """The words called out at the seats (`UnoDuoPanels`)."""
        self.panels.draw_overlays(surface)

    def seat_plate(self, seat: int) -> SeatPlate:
        """A seat's plate with its cards and role this round (`UnoDuoPanels`)."""
        return self.panels.seat_plate(seat)

    def draw_hand_tools(self, surface: pygame.Surface) -> None:
        """The hand's tools; under the draft's curtain, the curtain instead."""
        if self.curtain is None:
            super().draw_hand_tools(surface)
        else:
            self.panels.draw_curtain(surface, self.curtain)

    @property
    def cards(self) -> UnoCardPainter:
        """The table's painter, as UNO Duo's guide makes it: it also knows where a card's
        corner index lies."""
        painter = self.painter
        if not isinstance(painter, UnoCardPainter):
            raise TypeError(f"UNO Duo's table paints with an UnoCardPainter, not {painter!r}")
        return painter

    def cut_spot(self, seat: int) -> tuple[float, float]:
        """Where `seat`'s cut card lies: the bottom seat's on the left, the other's on the
        right."""
        rect = self.rects["cut"]
        quarter = rect.width / 4
        x = rect.left + quarter * (1 if self.position_of(seat) == 0 else 3)
        return x, rect.centery - self.px(12)

    def pile_sprites(self) -> list[CardSprite]:
        """The top of the discard pile (not while a hand is counted over it), the cut cards and
        the drafted card."""
        drafted = [self.drafted] if self.drafted is not None else []
        shown = self.discard_pile.sprites if self.counting is None else []
        return [*shown, *self.cut_cards, *drafted]

    # Keeping in step with the view ----------------------------------------------------------------

    def rebuild(self, view: View) -> None:
        """Set every card and figure from the view, without animation."""
        drafting = view["phase"] == "draft"
        self.hands = self.hands_from(view)
        self.drafted = None
        if drafting:
            self.drafted = CardSprite(view["draft_card"])
            self.drafter = view["to_move"]
        self.draft = [CardSprite(code, face_up=True, size="pile") for code in view["draft_pile"]]
        self.draft_count = len(self.draft)
        self.discard_pile.set(view["discards"])
        self.draw_pile.count = view["draw_pile"]
        self.draw_pile.lift = 0.0
        self.colour, self.volley = view["colour"], view["volley"]
        self.scores = list(view["scores"])
        self.history = [list(points) for points in view["round_scores"]]
        self.player1, self.round = view["player1"], view["round"]
        self.called_on_one = list(view["called_on_one"])
        self.counting = self.revealing = self.choosing = None
        self.draft_under = False
        self.flying.clear()
        self.cut_cards.clear()
        self.lay_out_all()

    def in_step(self, view: View) -> bool:
        """True when the hands, piles and figures on screen match the view."""
        drafting = view["phase"] == "draft"
        if drafting:
            top = self.draft[-1].code if self.draft else None
            piles = self.draft_count
        else:
            top = self.discard_pile.top
            piles = self.discard_pile.count if not self.draft else -1
        drafted = self.drafted.code if self.drafted is not None else None
        return (
            self.hands_in_step(view)
            and (self.drafted is not None) == drafting
            and drafted == view["draft_card"]
            and top == view["top"]
            and piles == view["discard_pile"]
            and self.draw_pile.count == view["draw_pile"]
            and self.colour == view["colour"]
            and self.volley == view["volley"]
            and self.scores == view["scores"]
            and self.called_on_one == view["called_on_one"]
            and not self.flying
            and not self.cut_cards
        )

    def view_changed(self, view: View) -> None:
        """At rest: who has called UNO this turn, and the card just drawn, if it may be played,
        selected in the bottom hand."""
        self._buttons = None
        self.calling = [bool(view["uno_called"]) and view["to_move"] == seat for seat in (0, 1)]
        drawn = view["drawn_card"]
        if drawn is None or view["to_move"] != self.bottom:
            return
        hand = self.hands[self.bottom]
        index = next((i for i, sprite in enumerate(hand) if sprite.code == drawn), None)
        if index is not None:
            self.selected = index
            self.show_selection()

    # The frame ------------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The base's frame, then the called-out words age; the colour chooser closes when the
        decision is over."""
        super().update(dt)
        for bubble in self.bubbles:
            bubble.age += dt * self.tweens.speed
        self.bubbles = [bubble for bubble in self.bubbles if bubble.age < BUBBLE_SECONDS]
        if self.choosing is not None and not self.match.human_to_move():
            self.choosing = None

    def next_frame(self) -> float:
        """The base's, and a called-out word while it grows in and when it goes."""
        if any(bubble.age < BUBBLE_GROWS for bubble in self.bubbles):
            return 0.0
        ends = [(BUBBLE_SECONDS - bubble.age) / self.tweens.speed for bubble in self.bubbles]
        return min([super().next_frame(), *ends])

    # Events into animations ----------------------------------------------------------------------

    def _on_cut(self, event: Event) -> float:
        self.cut_winner = event["winner"]
        self.cut_cards = []
        for seat, code in enumerate(event["cards"]):
            sprite = CardSprite(code, size="pile")
            sprite.pos = self.draw_pile.centre()
            self.cut_cards.append(sprite)
            spot = self.cut_spot(seat)
            self.tweens.animate(sprite, 0.4, "easeOutCubic", None, seat * 0.15, pos=spot)
            self.turn_over(sprite, 0.4 + seat * 0.15)
        self.sounds.play("deal")
        cards = list(self.cut_cards)
        back = 2.2

        def put_back() -> None:
            for sprite in cards:
                sprite.face_up = False
                self.tweens.animate(sprite, 0.3, "easeInQuad", pos=self.draw_pile.centre())
            self.tweens.after(0.3, lambda: self._clear_cut(cards))

        self.tweens.after(back, put_back)
        return back + 0.35

    def _clear_cut(self, cards: list[CardSprite]) -> None:
        self.cut_cards = [sprite for sprite in self.cut_cards if sprite not in cards]
        if not self.cut_cards:
            self.cut_winner = None

    def _on_round_started(self, event: Event) -> float:
        self.forget_own_order()
        gathered = [sprite for hand in self.hands for sprite in hand]
        gathered += self.discard_pile.clear() + self.draft
        gathered += [self.drafted] if self.drafted is not None else []
        self.hands = [[], []]
        self.draft, self.drafted = [], None
        self.draft_count = 0
        self.draw_pile.count = event["cards"]
        self.round, self.player1 = event["round"], event["player1"]
        self.colour, self.volley = None, 0
        self.counting = self.revealing = None
        self.calling, self.called_on_one = [False, False], [False, False]
        for sprite in gathered:
            sprite.face_up, sprite.size = False, "pile"
            self.fly_away(sprite, self.draw_pile.centre(), 0.35)
        self.sounds.play("shuffle")
        riffle = self.draw_pile.riffle(2, delay=0.3 if gathered else 0.0)
        return max(1.2, riffle) if event["round"] > 1 else riffle

    def _on_draft_drawn(self, event: Event) -> float:
        sprite = self.draw_pile.take(event.get("card"))
        self.drafted, self.drafter = sprite, event["seat"]
        self._place_drafted(sprite, 0.35)
        self.sounds.play("deal")
        return 0.45

    def _on_draft_kept(self, event: Event) -> float:
        seat = event["seat"]
        if event["forced"] or self.drafted is None:
            sprite = self.draw_pile.take(event.get("card"))
        else:
            sprite, self.drafted = self.drafted, None
        self._land(seat, sprite, 0.35)
        self.sounds.play("deal")
        return 0.4

    def _on_draft_discarded(self, event: Event) -> float:
        code = event["card"]
        if event["turned"] or self.drafted is None:
            sprite = self.draw_pile.take(code)
        else:
            sprite, self.drafted = self.drafted, None
        sprite.code, sprite.size = code, "pile"
        x, y, angle = self._draft_spot(len(self.draft))
        self.draft.append(sprite)
        self.draft_count += 1
        self.tweens.animate(sprite, 0.35, "easeOutCubic", pos=(x, y), angle=angle)
        if not sprite.face_up:
            self.turn_over(sprite, 0.05)
        self.sounds.play("deal")
        return 0.45

    def _on_draft_pile_under(self, event: Event) -> float:
        cards = list(self.draft)
        gather = self._draft_spot(0)[:2]
        for index, sprite in enumerate(cards):
            self.turn_over(sprite, index * 0.02, 0.25)
            self.tweens.animate(sprite, 0.3, "easeInOutQuad", None, 0.3, pos=gather, angle=0.0)
        pile = self.draw_pile

        def lift() -> None:
            self.tweens.animate(pile, 0.3, "easeOutQuad", slide_under, lift=float(self.px(46)))

        def slide_under() -> None:
            self.draft_under = True
            centre = self.rects["draw_pile"].center
            for sprite in cards:
                self.tweens.animate(sprite, 0.4, "easeInOutQuad", pos=centre)
            self.tweens.after(0.4, set_down)

        def set_down() -> None:
            self.tweens.animate(pile, 0.25, "easeInQuad", gone, lift=0.0)

        def gone() -> None:
            self.draft, self.draft_count = [], 0
            self.draft_under = False
            pile.count += event["cards"]

        self.tweens.after(0.5, lift)
        self.sounds.play("reshuffle")
        return 1.6

    def _on_start_card(self, event: Event) -> float:
        code = event["card"]
        self.discard_pile.add(self.draw_pile.take(code), FLIGHT)
        self.colour = event["colour"]
        self.colour_pulse = 1.0
        self.tweens.animate(self, 0.5, "easeOutQuad", None, FLIGHT, colour_pulse=0.0)
        self.sounds.play("play")
        return FLIGHT + 1.0

    def _on_colour_named(self, event: Event) -> float:
        self.colour = event["colour"]
        self.colour_pulse = 1.0
        self.tweens.animate(self, 0.6, "easeOutQuad", colour_pulse=0.0)
        self.sounds.play("tick")
        return 0.6

    def _on_card_played(self, event: Event) -> float:
        seat, code = event["seat"], event["card"]
        sprite = self._take(seat, code)
        if len(self.hands[seat]) == 1:
            self.called_on_one[seat] = self.calling[seat]
        self.lay_out_hand(seat)
        self.discard_pile.add(sprite, FLIGHT)
        self.colour = event["colour"]
        if code in WILDS:
            self.colour_pulse = 1.0
            self.tweens.animate(self, 0.6, "easeOutQuad", None, FLIGHT, colour_pulse=0.0)
        sound = "reverse" if CARD_RANK[code] == "REV" else "play"
        self.tweens.after(FLIGHT * 0.8, lambda: self.sounds.play(sound))
        return FLIGHT + 0.1

    def _on_volley_grew(self, event: Event) -> float:
        self.volley = event["amount"]
        self.volley_pop = 0.2
        self.tweens.animate(self, 0.45, "easeOutBack", volley_pop=1.0)
        self.sounds.play("duty")
        return 0.45

    def _on_card_drawn(self, event: Event) -> float:
        self._land(event["seat"], self.draw_pile.take(event.get("card")), 0.35)
        self.sounds.play("draw")
        return 0.45

    def _on_nothing_to_draw(self, event: Event) -> float:
        return 0.8

    def _on_penalty_drawn(self, event: Event) -> float:
        seat, count = event["seat"], event["count"]
        codes = event.get("cards") or [None] * count
        settles_volley = event["reason"] in ("volley", "last_card")

        def one(code: str | None) -> None:
            self._land(seat, self.draw_pile.take(code), 0.3)
            self.sounds.play("draw")
            if settles_volley:
                self.volley = max(0, self.volley - 1)

        for index, code in enumerate(codes):
            self.tweens.after(index * PENALTY_GAP, partial(one, code))
        length = len(codes) * PENALTY_GAP + 0.35
        if settles_volley:
            self.tweens.after(length, self._volley_settled)
        return length + 0.1

    def _volley_settled(self) -> None:
        self.volley = 0

    def _on_dump_started(self, event: Event) -> float:
        self.sounds.play("reverse")
        return 0.6

    def _on_hand_revealed(self, event: Event) -> float:
        seat, challenger = event["seat"], event["to"]
        hand = self.hands[seat]
        if not self.shows_faces(challenger) or "cards" not in event.data:
            return 1.0
        if any(sprite.code is None for sprite in hand):
            for sprite, code in zip(hand, event["cards"], strict=False):
                sprite.code = code
        self.revealing = seat
        self.lay_out_hand(seat, 0.3)
        for index, sprite in enumerate(hand):
            if not sprite.face_up:
                self.turn_over(sprite, 0.2 + index * 0.03)

        def hide() -> None:
            self.revealing = None
            showing = self.face_up_at_rest(seat)
            for sprite in self.hands[seat]:
                if sprite.face_up and not showing:
                    self.turn_over(sprite, 0.0)
            self.lay_out_hand(seat, 0.3)

        self.tweens.after(REVEAL_SECONDS, hide)
        return REVEAL_SECONDS + 0.4

    def _on_challenge(self, event: Event) -> float:
        self.sounds.play("duty")
        return 1.2

    def _on_uno_called(self, event: Event) -> float:
        seat = event["seat"]
        self.calling[seat] = True
        self.bubbles.append(Bubble(seat, UNO_CALL))
        self.sounds.play("tick")
        return 0.5

    def _on_uno_caught(self, event: Event) -> float:
        caught = event["caught"]
        self.bubbles.append(Bubble(caught, CAUGHT))
        self.sounds.play("duty")
        return 0.6

    def _on_round_scored(self, event: Event) -> float:
        seat = event["seat"]
        self.counting, self.count_points = seat, 0
        hand = self.hands[seat]
        if any(sprite.code is None for sprite in hand):
            for sprite, code in zip(hand, event["cards"], strict=False):
                sprite.code = code  # the hand is counted face up, for all to see
        slots = self.hand_slots(seat, len(hand))
        for index, (sprite, (x, y, angle)) in enumerate(zip(hand, slots, strict=True)):
            delay = 0.4 + index * COUNT_GAP
            sprite.size = "pile"
            self.tweens.animate(sprite, 0.3, "easeOutCubic", None, delay, pos=(x, y), angle=angle)
            if not sprite.face_up:
                self.turn_over(sprite, delay + 0.05)
            self.tweens.after(delay + 0.3, partial(self._count, sprite.code))
        counted = 0.4 + len(hand) * COUNT_GAP + 0.3
        scores, points = list(event["scores"]), list(event["points"])

        def settle() -> None:
            self.scores = scores
            self.history.append(points)
            self.sounds.play("out")

        self.tweens.after(counted, settle)
        self.sounds.play("win")
        return counted + 2.6

    def _count(self, code: str) -> None:
        self.count_points += CARD_POINTS[code]
        self.sounds.play("tick")

    def _on_game_won(self, event: Event) -> float:
        self.scores = list(event["scores"])
        self.banner.reason = NARRATOR.win_reason(event, self.names())
        return 0.2

    # Small animation pieces ----------------------------------------------------------------------

    def _land(self, seat: int, sprite: CardSprite, seconds: float) -> None:
        """A card flies into `seat`'s hand; it turns up only if that hand shows its faces."""
        self._insert(seat, sprite)
        showing = sprite.code is not None and self.face_up_at_rest(seat)
        if sprite.face_up != showing:
            self.turn_over(sprite, seconds * 0.3, seconds * 0.6)
        self.lay_out_hand(seat, seconds)


TABLE = UnoDuoTable
