"""The Three-Player Moon table: the deal tile by tile, the bidding with each seat's bid at its
place, a thrown-in deal gathered and dealt again, the widow picked up and a tile laid away, trumps
named and shown, tricks played into the middle with the winner's tile marked and swept to the
winner's pile, each hand's result, the score history, and the end of the game.

Every rules event (docs/events-moon.md) becomes an animation. A tile only one seat may know (its
hand, the widow, the tile laid away) shows its face only while that seat is at the screen; the
tile laid away stays face down. In a game of computers only, seat 0's hand is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.core.events import Event
from scenes.dominoes import DominoPainter
from scenes.sprites import CardSprite
from scenes.table.base import TableScene, Target
from scenes.table.moon_panels import MoonPanels
from scenes.table.moon_prompts import (
    hand_group,
    hand_order,
    key_actions,
    prompt_choices,
    row_of_buttons,
    trump_words,
)

if TYPE_CHECKING:
    from game.match import Match
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
"""How long a finished trick lies with its winning tile marked before it is swept away."""
SWEEP = 0.45
RESULT_SECONDS = 3.2
GROUP_GAP = 14
"""Design pixels between the suits of the viewer's hand."""

PLAYING_PHASES = ("discard", "play")


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
    ]


class MoonTable(MoonPanels, TableScene):
    """The animated table of a Three-Player Moon match."""

    game = "moon"

    def __init__(self, app: App, match: Match) -> None:
        self.options = match.state.options
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
        self.banner = ""
        self.banner_scale = 0.0
        self.rebuilds = 0
        self._tile_sizes: dict[str, tuple[int, int]] = {}
        super().__init__(app, match)
        self.painter = DominoPainter()

    # Sizes, order and what a click means ----------------------------------------------------------

    @property
    def card_sizes(self) -> dict[str, tuple[int, int]]:
        """The tile sizes in pixels at the window's scale (named like the base's card sizes)."""
        return self._tile_sizes

    @card_sizes.setter
    def card_sizes(self, _card_sizes: dict[str, tuple[int, int]]) -> None:
        # The base sets its card sizes on every resize; tiles take their own sizes instead.
        self._tile_sizes = {
            name: (self.app.px(width), self.app.px(height))
            for name, (width, height) in TILE_SIZES.items()
        }

    def card_action(self, code: str) -> Action:
        """A click on a tile lays it away after taking the widow, else plays it."""
        verb = "discard" if self.phase() == "discard" else "play"
        return Action.of(verb, code)

    def targets(self) -> list[Target]:
        """The bidding row or the trump chooser, while the viewer is the one to decide and the
        table shows the decision (not while the hand before it is still being scored)."""
        if not self._viewer_decides() or self.busy:
            return []
        legal = self.match.state.legal_actions()
        choices = prompt_choices(self.phase(), legal)
        return row_of_buttons(choices, legal, self.rects["prompt"], self.px(8))

    def phase(self) -> str:
        """The phase of the hand in the state: bidding, discard, trump, play or over."""
        return self.match.state.view(self.viewer)["phase"]

    def _viewer_decides(self) -> bool:
        return (
            self.match.human_to_move()
            and self.match.to_move == self.viewer
            and self.revealed_to == self.viewer
        )

    def key(self, key: int) -> None:
        """A decision's own keys choose (P, 4–7, M; 0–6, D, N); arrows and Enter work as on every
        table."""
        action = key_actions(self.phase()).get(key) if self._viewer_decides() else None
        if action is not None:
            self.choose(action)
        else:
            super().key(key)

    def refresh_choices(self) -> None:
        """Dim the tiles that cannot be played, only while tiles are being chosen: during the
        bidding and the trump choice the hand stays bright (a click still says why not)."""
        super().refresh_choices()
        if self.phase() not in PLAYING_PHASES:
            for sprite in self.hands[self.viewer]:
                sprite.dimmed = False

    def playable(self) -> list[CardSprite]:
        """The viewer's tiles that may be played or laid away now (highlighted)."""
        if not self._viewer_decides() or self.busy:
            return []
        if self.phase() not in PLAYING_PHASES:
            return []
        hand = self.hands[self.viewer]
        return [sprite for sprite, reason in zip(hand, self.reasons, strict=False) if not reason]

    # Where the tiles lie --------------------------------------------------------------------------

    def face_up_at_rest(self, seat: int) -> bool:
        """A hand shows its faces only to its owner at the screen."""
        return self.shows_faces(seat)

    def hand_slots(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        """The viewer's tiles in a straight row with a little gap between suits; the others' in a
        tight face-down row at their place."""
        if seat != self.viewer:
            rect = self.seat_rect(seat)
            width, height = self.card_sizes["seat"]
            step = min(width * 1.15, (rect.width - width) / max(1, count - 1))
            middle = (count - 1) / 2
            y = rect.top + height / 2 + self.px(4)
            return [(rect.centerx + (i - middle) * step, y, 0.0) for i in range(count)]
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
        """Sort the hand (trumps first once named, then suit by suit) and send it to its slots."""
        order = hand_order(self.trump)
        self.hands[seat].sort(key=lambda sprite: order.get(sprite.code or "", len(order)))
        super().lay_out_hand(seat, seconds)

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

    # Keeping in step with the state ---------------------------------------------------------------

    def rebuild_from_state(self) -> None:
        """Set every tile and figure from the state, without animation (resume, or a repair)."""
        self.rebuilds += 1
        data = self.match.state.to_json()
        self.hands = [[CardSprite(code) for code in hand] for hand in data["hands"]]
        bidding = data["phase"] == "bidding"
        self.widow = CardSprite(None, size="widow") if bidding else None
        laid = data["laid_away"]
        self.laid_away = None if laid is None else CardSprite(laid, size="widow")
        self.trick = [
            (seat, CardSprite(code, face_up=True, size="trick")) for seat, code in data["trick"]
        ]
        self.tricks_won = list(data["tricks_won"])
        self.won = [[CardSprite(None, size="won") for _ in range(3 * n)] for n in self.tricks_won]
        self.bids = list(data["bids"])
        self.bidder, self.bid, self.trump = data["bidder"], data["bid"], data["trump"]
        self.scores = list(data["scores"])
        self.hand_number, self.first_bidder = data["hand_number"], data["first_bidder"]
        self.history = [e for e in self.match.played.events if e.type == "hand_scored"]
        self.marked = self.result = self.new_tile = None
        self.leading = self.trick[0][1] if self.trick else None
        self.flying.clear()
        self._choices_for = None
        self.lay_out_all()

    def in_step(self) -> bool:
        """True when the tiles and figures on screen match the state."""
        data = self.match.state.to_json()
        shown = [sorted(s.code or "?" for s in hand) for hand in self.hands]
        laid = None if self.laid_away is None else self.laid_away.code
        return (
            shown == [sorted(hand) for hand in data["hands"]]
            and (self.widow is not None) == (data["phase"] == "bidding")
            and laid == data["laid_away"]
            and [[seat, s.code] for seat, s in self.trick] == data["trick"]
            and [len(pile) for pile in self.won] == [3 * n for n in data["tricks_won"]]
            and self.bids == data["bids"]
            and (self.bidder, self.bid, self.trump) == (data["bidder"], data["bid"], data["trump"])
            and self.tricks_won == data["tricks_won"]
            and self.scores == data["scores"]
            and not self.flying
        )

    # Events into animations -----------------------------------------------------------------------

    def animate(self, event: Event) -> float:
        """Start the animation of one rules event; return the wait before the next one."""
        handler = getattr(self, f"_on_{event.type}", None)
        return 0.0 if handler is None else handler(event)

    def _on_hand_dealt(self, event: Event) -> float:
        gathered = self._gather()
        self.bids, self.bidder, self.bid, self.trump = [None, None, None], None, None, None
        self.tricks_won = [0, 0, 0]
        self.result = self.marked = None
        self.hand_number, self.first_bidder = event["hand_number"], event["first_bidder"]
        self.say(f"Hand {self.hand_number}: {self.seat_name(self.first_bidder)} bids first.")
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
        moon = " (shooting the moon)" if bid == 21 else ""
        self.say(f"{self.seat_name(seat)} bids {bid}{moon}.")
        self.sounds.play("tick")
        return 0.6

    def _on_passed(self, event: Event) -> float:
        seat = event["seat"]
        self.bids[seat] = "pass"
        self.say(f"{self.seat_name(seat)} passes.")
        self.sounds.play("tick")
        return 0.5

    def _on_thrown_in(self, event: Event) -> float:
        self.say("Everyone passed: the tiles are gathered and dealt again.")
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
        self.say(f"{self.seat_name(seat)} picks up the widow and lays one tile away.")
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
        seat, self.trump = event["seat"], event["trump"]
        named = trump_words(self.trump)
        suffix = "" if named == "no trumps" else " trumps"
        self.say(f"{self.seat_name(seat)} names {named}{suffix}.")
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
        self.say(f"{self.seat_name(winner)} wins the trick.")

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

        self.tweens.after(SHOW_TRICK, sweep)
        return SHOW_TRICK + SWEEP + 0.05

    def _on_hand_scored(self, event: Event) -> float:
        self.scores = list(event["scores"])
        self.history.append(event)
        self.result = event
        self.sounds.play("win" if event["made"] else "out")
        return RESULT_SECONDS

    def celebrate(self, winner: int | None) -> float:
        """The winner's banner pops in with a fanfare."""
        if winner is None:
            return 0.0
        self.result = None
        self.banner = f"{self.seat_name(winner)} wins!"
        self.banner_scale = 0.1
        self.sounds.play("win")
        self.tweens.animate(self, 0.6, "easeOutBack", banner_scale=1.0)
        return 2.4

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
            self.flying.append(sprite)
            self.tweens.animate(sprite, GATHER, "easeInOutQuad", pos=self.centre(), angle=0.0)
            self.tweens.after(GATHER, lambda s=sprite: self.flying.remove(s))
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
            self.tweens.after(start + 0.34, lambda s=sprite: self.flying.remove(s))
        return 0.55

    def _fly(self, sprite: CardSprite, seconds: float, turn_up: bool) -> None:
        """A tile flies to the slot its hand gave it (replacing that shorter move), turning face
        up on landing when its owner is at the screen."""
        slot = self._slot_of(sprite)
        if slot is not None:
            self.tweens.animate(sprite, seconds, "easeOutCubic", pos=slot[:2], angle=slot[2])
        if turn_up and not sprite.face_up:
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

    # Words ----------------------------------------------------------------------------------------

    def status_line(self) -> tuple[str, tuple[int, int, int]]:
        """What the viewer is asked to do, when it is their decision."""
        if self.busy:
            return "", self.prompt_colour
        if self._viewer_decides():
            return self.prompt_words(), self.prompt_colour
        return super().status_line()

    def draw(self, surface: pygame.Surface) -> None:
        """The base table, then the trick's winner, the hand's result and the winner's banner."""
        super().draw(surface)
        self.draw_overlays(surface)
