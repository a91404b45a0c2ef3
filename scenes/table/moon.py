"""The Three-Player Moon table: the deal tile by tile, the bidding with each seat's bid at its
place, a thrown-in deal gathered and dealt again, the widow picked up and a tile laid away, trumps
named and shown, tricks played into the middle with the winner's tile marked and swept to the
winner's pile, each hand's result, the score history, and the end of the game.

Every rules event (docs/events-moon.md) becomes an animation, as the viewer saw it: a tile only
one seat may know (its hand, the widow, the tile laid away) carries a code only at that seat's
screen (or the spectator's); the tile laid away stays face down. In a game of computers only,
every hand is shown face up, seat 0's at the bottom.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.messages import N_, Message
from game.narration.moon import NARRATOR
from game.rules.moon import claim_order
from scenes.dominoes import DominoPainter
from scenes.guides.moon import GUIDE
from scenes.sprites import CardSprite
from scenes.table.base import EventHandler, TableScene, View
from scenes.table.moon_panels import MoonPanels
from scenes.table.moon_prompts import (
    CLAIM,
    Button,
    claim_button,
    hand_group,
    hand_order,
    key_actions,
    prompt_choices,
    row_of_buttons,
)
from scenes.table.spec import TableSpec
from scenes.table.widgets import SeatPlate

if TYPE_CHECKING:
    from game.match import TableSurface
    from scenes.app import App

TILE_SIZES = {
    "hand": (60, 120),
    "seat": (30, 60),
    "trick": (56, 112),
    "widow": (96, 48),
    "won": (40, 20),
}
"""Tile sizes at the 1280×720 design size: upright ones taller than wide, lying ones wider."""

FLIGHT = 0.42
"""Seconds a played tile takes to reach the middle (at animation speed 1)."""
DEAL_GAP = 0.05
GATHER = 0.45
SHOW_TRICK = 0.85
CLAIM_HURRY = 3.0
"""How many times faster a claimed hand is played out."""
"""How long a finished trick lies with its winning tile marked before it is swept away."""
SWEEP = 0.45
RESULT_SECONDS = 3.2
GROUP_GAP = 14
"""Design pixels between the suits of the viewer's hand."""

PLAYING_PHASES = ("discard", "play")
"""The phases in which tiles are chosen from the hand (dimmed when they may not be)."""
LAID_AWAY_PHASES = ("trump", "play", "over")
"""The phases in which a tile lies laid away in the middle."""


def required_anchors() -> list[str]:
    """The anchors the Moon map must have."""
    return [
        "hand",
        "seat0",
        "seat1",
        "seat2",
        "pile0",
        "pile1",
        "pile2",
        "trick",
        "widow",
        "scores",
        "contract",
        "prompt",
        "message",
        "banner",
        "log",
        "tools",
        "hint",
    ]


class MoonTable(TableScene):
    """The animated table of a Three-Player Moon match."""

    spec = TableSpec(
        "moon",
        TILE_SIZES,
        GUIDE,
        NARRATOR,
        plate_gap=12,
        turn_note_while_busy=False,
        outlook=N_("How the deal looks after each move, out of 100"),
    )

    def __init__(self, app: App, match: TableSurface) -> None:
        super().__init__(app, match)
        self.options = match.options
        self.widow: CardSprite | None = None
        self.laid_away: CardSprite | None = None
        self.trick: list[tuple[int, CardSprite]] = []
        self.won: list[list[CardSprite]] = [[], [], []]
        self.marked: CardSprite | None = None
        self.leading: CardSprite | None = None
        """The tile that led the trick on show (until the trick is swept away)."""
        self.new_tile: CardSprite | None = None
        """The widow in the bidder's hand, marked while a tile is being laid away."""
        self.bids: list[int | str | None] = [None, None, None]
        self.bidder: int | None = None
        self.bid: int | None = None
        self.trump: str | None = None
        self.tricks_won = [0, 0, 0]
        self.scores = [0, 0, 0]
        self.hand_number = 0
        self.first_bidder = 0
        self.history: list[Event] = []
        self.result: Event | None = None
        self.claiming = False
        """The viewer claimed the rest of the hand: their sure leads are being played out."""
        self._claim_for: tuple[int, list[str] | None] | None = None
        self.panels = MoonPanels(self)

    def event_handlers(self) -> dict[str, EventHandler]:
        """Every Moon event (docs/events-moon.md) and its animation."""
        return {
            "hand_dealt": self._on_hand_dealt,
            "tile_dealt": self._on_tile_dealt,
            "widow_dealt": self._on_widow_dealt,
            "bid_made": self._on_bid_made,
            "passed": self._on_passed,
            "thrown_in": self._on_thrown_in,
            "widow_taken": self._on_widow_taken,
            "tile_laid_away": self._on_tile_laid_away,
            "trump_named": self._on_trump_named,
            "tile_played": self._on_tile_played,
            "trick_won": self._on_trick_won,
            "hand_scored": self._on_hand_scored,
            "game_won": self._on_game_won,
        }

    # What the panels draw -------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        """The panels, the widow's place, the glows and the buttons (`MoonPanels`)."""
        self.panels.draw_table(surface)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """The widow just picked up, the trick's marks and the hand's result (`MoonPanels`)."""
        self.panels.draw_overlays(surface)

    def seat_plate(self, seat: int) -> SeatPlate:
        """A seat's plate with its bid and tricks (`MoonPanels`)."""
        return self.panels.seat_plate(seat)

    def _tricks_line(self, seat: int) -> Message | str:
        """A seat's tricks as its plate shows them (`MoonPanels`)."""
        return self.panels.tricks_line(seat)

    def prompt_words(self) -> Message:
        """What the viewer is asked to do now (`MoonPanels`)."""
        return self.panels.prompt_words()

    # What a click means ---------------------------------------------------------------------------

    def card_action(self, code: str) -> Action:
        """A click on a tile lays it away after taking the widow, else plays it."""
        verb = "discard" if self.phase() == "discard" else "play"
        return Action.of(verb, code)

    def targets(self) -> Sequence[Button]:
        """The bidding row or the trump chooser, while the viewer is the one to decide and the
        table shows the decision (not while the hand before it is still being scored); in the
        tricks, "Claim the rest" when the rules find the viewer's leads sure to win them all."""
        if not self.viewer_decides() or self.busy:
            return []
        if self.phase() == "play":
            order = None if self.claiming else self.claim()
            if order is None or len(order) < 2:
                return []
            return [claim_button(self.rects["prompt"], self.px(250))]
        legal = self.match.legal_for(self.viewer)
        choices = prompt_choices(self.phase(), legal)
        return row_of_buttons(choices, legal, self.rects["prompt"], self.px(8))

    def claim(self) -> list[str] | None:
        """The viewer's leads that win every remaining trick, as the rules prove them from the
        viewer's own observation (asked once a decision), or None."""
        done = len(self.match.record.actions)
        if self._claim_for is None or self._claim_for[0] != done:
            self._claim_for = (done, claim_order(self.match.observation(self.viewer)))
        return self._claim_for[1]

    def choose(self, action: Action) -> None:
        """The claim starts the playing out of the viewer's sure leads; any other action is
        submitted as usual."""
        if action == CLAIM:
            order = self.claim() if self.phase() == "play" else None
            if order is None:
                self.sounds.play("refuse")
                self.say(Message(N_("Your tiles are not yet sure to win every trick left.")))
                return
            self.claiming = True
            super().choose(Action.of("play", order[0]))
            self.say(Message(N_("You claim the rest: your tiles win every trick left.")))
            return
        super().choose(action)

    def human_waiting(self, dt: float) -> None:
        """While a claim is played out, the viewer's next sure lead goes at once."""
        if not self.claiming:
            return
        order = self.claim() if self.phase() == "play" else None
        if order is None:
            self.claiming = False
            return
        super().choose(Action.of("play", order[0]))

    def take_back(self) -> None:
        """Undo ends a claim being played out."""
        self.claiming = False
        super().take_back()

    def move_hold(self) -> float:
        """A claimed hand's moves are not held."""
        return 0.0 if self.claiming else super().move_hold()

    def pace(self) -> float:
        """A claimed hand is played out quickly."""
        return self.app.animation_speed * (CLAIM_HURRY if self.claiming else 1.0)

    @property
    def tiles(self) -> DominoPainter:
        """The table's painter, as Moon's guide makes it: it also draws half a tile (the
        trumps, the trump buttons)."""
        painter = self.painter
        if not isinstance(painter, DominoPainter):
            raise TypeError(f"Moon's table paints with a DominoPainter, not {painter!r}")
        return painter

    def phase(self) -> str:
        """The phase of the hand at rest: bidding, discard, trump, play or over."""
        return self.view["phase"]

    def key(self, key: int) -> None:
        """A decision's own keys choose (P, 4–7, M; 0–6, D, N); arrows and Enter work as on every
        table."""
        action = key_actions(self.phase()).get(key) if self.viewer_decides() else None
        if action is not None:
            self.choose(action)
        else:
            super().key(key)

    def dims_hand(self) -> bool:
        """Tiles are dimmed only while tiles are being chosen: during the bidding and the trump
        choice the hand stays bright (a click still says why not)."""
        return self.phase() in PLAYING_PHASES

    def playable(self) -> list[CardSprite]:
        """The bottom hand's tiles that may be played or laid away now (highlighted)."""
        if not self.viewer_decides() or self.busy:
            return []
        if self.phase() not in PLAYING_PHASES:
            return []
        hand = self.hands[self.bottom]
        return [sprite for sprite, reason in zip(hand, self.reasons, strict=False) if not reason]

    # Where the tiles lie --------------------------------------------------------------------------

    def hand_slots(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        """The bottom hand's tiles in a straight row with a little gap between suits; the others'
        in a row at their place."""
        if seat != self.bottom:
            return self.row_slots(seat, count, 1.15)
        rect = self.rects["hand"]
        width, height = self.card_sizes["hand"]
        hand = self.hands[seat]
        groups = [hand_group(s.code, self.trump) if s.code else "" for s in hand]
        breaks = [
            index > 0 and len(groups) == count and groups[index] != groups[index - 1]
            for index in range(count)
        ]
        gap = self.px(GROUP_GAP)
        room = rect.width - width - gap * sum(breaks)
        step = min(width + self.px(8), room / max(1, count - 1))
        span = step * (count - 1) + gap * sum(breaks)
        x = rect.centerx - span / 2
        y = rect.top + height / 2 + self.px(6)
        slots = []
        for index in range(count):
            if index:
                x += step + (gap if breaks[index] else 0)
            slots.append((x, y, 0.0))
        return slots

    def lay_out_hand(self, seat: int, seconds: float = 0.25) -> None:
        """Put the hand in order (the person's in their order; the others' trumps first once
        named, then suit by suit) and send it to its slots."""
        if seat == self.bottom:
            self.order_hand(seat)
        else:
            order = hand_order(self.trump)
            self.hands[seat].sort(key=lambda sprite: order.get(sprite.code or "", len(order)))
        super().lay_out_hand(seat, seconds)

    def sort_key(self, code: str, by: str) -> tuple:
        """Trumps first once named, then suit by suit, highest first; or `by` "number", the
        tiles with the most pips first."""
        place = hand_order(self.trump)[code]
        if by == "number":
            high, low = (int(end) for end in code.split("-"))
            return (-(high + low), -high, place)
        return (place,)

    def sort_button(self) -> pygame.Rect:
        """The Sort button stands over the person's name plate."""
        plate = self.rects["seat0"]
        height = self.px(28)
        return pygame.Rect(plate.left, plate.top - height - self.px(10), plate.width, height)

    def drop_rect(self) -> pygame.Rect:
        """A tile dragged into the middle of the table is played."""
        return self.rects["trick"]

    def lay_out_all(self) -> None:
        """The hands, and the widow, the trick and the won piles (after a resize)."""
        super().lay_out_all()
        for sprite in (self.widow, self.laid_away):
            if sprite is not None:
                sprite.pos, sprite.angle = self.rects["widow"].center, 0.0
        for seat, sprite in self.trick:
            sprite.pos = self.trick_spot(seat)
        for seat in range(3):
            for index, sprite in enumerate(self.won[seat]):
                sprite.pos, sprite.angle = self.won_spot(seat, index)

    def trick_spot(self, seat: int) -> tuple[float, float]:
        """Where `seat`'s tile lies in the trick: in front of that player."""
        rect = self.rects["trick"]
        height = self.card_sizes["trick"][1]
        position = self.position_of(seat)
        if position == 0:
            return rect.centerx, rect.bottom - height / 2 - self.px(4)
        side = -1 if position == 1 else 1
        return rect.centerx + side * rect.width * 0.27, rect.top + height / 2 + self.px(4)

    def won_spot(self, seat: int, index: int) -> tuple[tuple[float, float], float]:
        """Where the `index`th tile `seat` has won lies in its pile (a trick is three tiles
        stacked with a slight turn), and that turn."""
        rect = self.rects[f"pile{self.position_of(seat)}"]
        width = self.card_sizes["won"][0]
        trick, layer = divmod(index, 3)
        step = min(width + self.px(8), (rect.width - width) / 6)
        x = rect.left + width / 2 + trick * step + layer * self.px(1)
        y = rect.bottom - self.card_sizes["won"][1] / 2 - self.px(4) - layer * self.px(2)
        return (x, y), (layer - 1) * 6.0

    def centre(self) -> tuple[int, int]:
        """Where tiles are gathered and dealt from."""
        return self.rects["trick"].center

    def pile_sprites(self) -> list[CardSprite]:
        """The widow or the tile laid away, the won piles and the trick."""
        lying = [sprite for sprite in (self.widow, self.laid_away) if sprite is not None]
        return lying + [s for pile in self.won for s in pile] + [s for _, s in self.trick]

    # Keeping in step with the view ----------------------------------------------------------------

    def rebuild(self, view: View) -> None:
        """Set every tile and figure from the view, without animation; the score history from
        the hands scored so far, as the viewer saw them."""
        phase = view["phase"]
        self.hands = self.hands_from(view)
        self.widow = CardSprite(None, size="widow") if phase == "bidding" else None
        laid = phase in LAID_AWAY_PHASES
        self.laid_away = CardSprite(view["laid_away"], size="widow") if laid else None
        self.trick = [
            (seat, CardSprite(code, face_up=True, size="trick")) for seat, code in view["trick"]
        ]
        self.tricks_won = list(view["tricks_won"])
        self.won = [[CardSprite(None, size="won") for _ in range(3 * n)] for n in self.tricks_won]
        self.bids = list(view["bids"])
        self.bidder, self.bid, self.trump = view["bidder"], view["bid"], view["trump"]
        self.scores = list(view["scores"])
        self.hand_number, self.first_bidder = view["hand_number"], view["first_bidder"]
        seen = self.match.observation(self.viewer).events
        self.history = [event for event in seen if event.type == "hand_scored"]
        self.marked = self.result = self.new_tile = None
        self.leading = self.trick[0][1] if self.trick else None
        self.flying.clear()
        self.lay_out_all()

    def in_step(self, view: View) -> bool:
        """True when the tiles and figures on screen match the view."""
        laid = None if self.laid_away is None else self.laid_away.code
        return (
            self.hands_in_step(view)
            and (self.widow is not None) == (view["phase"] == "bidding")
            and (self.laid_away is not None) == (view["phase"] in LAID_AWAY_PHASES)
            and laid == view["laid_away"]
            and [[seat, s.code] for seat, s in self.trick] == view["trick"]
            and [len(pile) for pile in self.won] == [3 * n for n in view["tricks_won"]]
            and self.bids == view["bids"]
            and (self.bidder, self.bid, self.trump) == (view["bidder"], view["bid"], view["trump"])
            and self.tricks_won == view["tricks_won"]
            and self.scores == view["scores"]
            and not self.flying
        )

    # Events into animations -----------------------------------------------------------------------

    def _on_hand_dealt(self, event: Event) -> float:
        self.forget_own_order()
        gathered = self._gather()
        self.bids, self.bidder, self.bid, self.trump = [None, None, None], None, None, None
        self.tricks_won = [0, 0, 0]
        self.result = self.marked = None
        self.hand_number, self.first_bidder = event["hand_number"], event["first_bidder"]
        self.sounds.play("shuffle")
        return (GATHER if gathered else 0.0) + self._jiggle(GATHER if gathered else 0.0)

    def _on_tile_dealt(self, event: Event) -> float:
        seat = event["seat"]
        sprite = CardSprite(event.get("tile"), size="trick")
        sprite.pos = self.centre()
        self.hands[seat].append(sprite)
        self.lay_out_hand(seat, 0.2)
        self._fly(sprite, 0.24, self.face_up_at_rest(seat))
        self.sounds.play("deal")
        return DEAL_GAP

    def _on_widow_dealt(self, event: Event) -> float:
        sprite = CardSprite(None, size="widow")
        sprite.pos = self.centre()
        self.widow = sprite
        self.tweens.animate(sprite, 0.3, "easeOutCubic", pos=self.rects["widow"].center)
        return 0.3

    def _on_bid_made(self, event: Event) -> float:
        seat, bid = event["seat"], event["bid"]
        self.bids[seat] = bid
        self.bidder, self.bid = seat, bid
        self.sounds.play("tick")
        return 0.6

    def _on_passed(self, event: Event) -> float:
        seat = event["seat"]
        self.bids[seat] = "pass"
        self.sounds.play("tick")
        return 0.5

    def _on_thrown_in(self, event: Event) -> float:
        self.sounds.play("reshuffle")
        self._gather()
        return GATHER + 0.9

    def _on_widow_taken(self, event: Event) -> float:
        seat = event["seat"]
        sprite = self.widow or CardSprite(None, size="widow")
        self.widow = None
        self.new_tile = sprite
        sprite.code = event.get("tile", sprite.code)
        self.hands[seat].append(sprite)
        self.lay_out_hand(seat, 0.3)
        self._fly(sprite, 0.55, self.face_up_at_rest(seat))
        self.sounds.play("draw")
        return 0.7

    def _on_tile_laid_away(self, event: Event) -> float:
        seat = event["seat"]
        sprite = self._take_from_hand(seat, event.get("tile"))
        self.new_tile = None
        self.lay_out_hand(seat)
        sprite.size = "widow"
        if sprite.face_up:
            self.turn_over(sprite, 0.0)
        self.tweens.animate(sprite, 0.5, "easeOutCubic", pos=self.rects["widow"].center, angle=0.0)
        self.laid_away = sprite
        self.sounds.play("play")
        return 0.6

    def _on_trump_named(self, event: Event) -> float:
        self.trump = event["trump"]
        for other in range(3):
            self.lay_out_hand(other, 0.4)
        self.sounds.play("duty")
        return 0.8

    def _on_tile_played(self, event: Event) -> float:
        seat, code = event["seat"], event["tile"]
        sprite = self._take_from_hand(seat, code)
        self.lay_out_hand(seat)
        sprite.size = "trick"
        if not sprite.face_up:
            self.turn_over(sprite, FLIGHT * 0.2, FLIGHT * 0.5)
        self.tweens.animate(sprite, FLIGHT, "easeOutCubic", pos=self.trick_spot(seat), angle=0.0)
        if not self.trick:
            self.leading = sprite
        self.trick.append((seat, sprite))
        self.tweens.after(FLIGHT * 0.8, lambda: self.sounds.play("play"))
        return FLIGHT + 0.1

    def _on_trick_won(self, event: Event) -> float:
        winner = event["seat"]
        trick, self.trick = self.trick, []
        self.flying.extend(sprite for _, sprite in trick)
        self.marked = next((s for seat, s in trick if seat == winner), None)

        def sweep() -> None:
            self.marked = self.leading = None
            self.tricks_won = list(event["tricks_won"])
            for _, sprite in trick:
                self.flying.remove(sprite)
                index = len(self.won[winner])
                self.won[winner].append(sprite)
                spot, angle = self.won_spot(winner, index)
                sprite.size = "won"
                self.turn_over(sprite, 0.0, SWEEP * 0.6)
                self.tweens.animate(sprite, SWEEP, "easeInOutQuad", pos=spot, angle=angle)

        show = max(SHOW_TRICK, self.move_hold() * self.tweens.speed)
        self.tweens.after(show, sweep)
        return show + SWEEP + 0.05

    def _on_hand_scored(self, event: Event) -> float:
        self.claiming = False
        self.scores = list(event["scores"])
        self.history.append(event)
        self.result = event
        self.sounds.play("win" if event["made"] else "out")
        return RESULT_SECONDS

    def _on_game_won(self, event: Event) -> float:
        self.scores = list(event["scores"])
        self.banner.reason = NARRATOR.win_reason(event, self.names())
        return 0.0

    def celebrate(self, winner: int) -> float:
        """The hand's result makes way for the winner's banner."""
        self.result = None
        return super().celebrate(winner)

    # Small animation pieces -----------------------------------------------------------------------

    def _gather(self) -> bool:
        """Every tile on the table flies face down to the middle and is put away; False when
        there was none."""
        tiles = [s for hand in self.hands for s in hand] + self.pile_sprites()
        self.hands = [[], [], []]
        self.widow = self.laid_away = None
        self.trick = []
        self.won = [[], [], []]
        for sprite in tiles:
            sprite.dimmed = sprite.selected = False
            if sprite.face_up:
                self.turn_over(sprite, 0.0, 0.2)
            self.fly_away(sprite, self.centre(), GATHER)
        return bool(tiles)

    def _jiggle(self, delay: float) -> float:
        """A few face-down tiles shuffled round the middle; returns how long it lasts."""
        x, y = self.centre()
        reach = self.card_sizes["trick"][0]
        for index in range(5):
            sprite = CardSprite(None, size="widow")
            sprite.pos = (x, y)
            self.flying.append(sprite)
            side = -1 if index % 2 else 1
            start = delay + index * 0.04
            out = (x + side * reach * (0.4 + index * 0.15), y + (index - 2) * self.px(9))
            self.tweens.animate(sprite, 0.16, "easeOutQuad", None, start, pos=out, angle=20.0)
            self.tweens.animate(sprite, 0.16, "easeInQuad", None, start + 0.16, pos=(x, y))
            self.tweens.after(start + 0.34, partial(self.flying.remove, sprite))
        return 0.55

    def _fly(self, sprite: CardSprite, seconds: float, turn_up: bool) -> None:
        """A tile flies to the slot its hand gave it (replacing that shorter move), turning face
        up on landing when its owner is at the screen."""
        slot = self._slot_of(sprite)
        if slot is not None:
            self.tweens.animate(sprite, seconds, "easeOutCubic", pos=slot[:2], angle=slot[2])
        if turn_up and sprite.code is not None and not sprite.face_up:
            self.turn_over(sprite, seconds)

    def _slot_of(self, sprite: CardSprite) -> tuple[float, float, float] | None:
        for seat, hand in enumerate(self.hands):
            if sprite in hand:
                return self.hand_slots(seat, len(hand))[hand.index(sprite)]
        return None

    def _take_from_hand(self, seat: int, code: str | None) -> CardSprite:
        hand = self.hands[seat]
        index = next((i for i, s in enumerate(hand) if s.code == code), len(hand) - 1)
        sprite = hand.pop(index)
        sprite.code = code if code is not None else sprite.code
        sprite.dimmed = sprite.selected = False
        return sprite


TABLE = MoonTable
