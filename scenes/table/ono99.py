"""The ONO 99 table: draw and discard piles, the running total that counts to its new value, the
direction of play, the Play 2 duty, the seats around the table and every animation of a game.

Every rules event (docs/events-ono99.md) becomes an animation, as the viewer saw it: another
player's card carries no code until it is played or laid face up. In a game of computers only,
every hand is shown face up, seat 0's at the bottom.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.messages import N_, NP_, Message
from game.narration.ono99 import NARRATOR
from scenes.guides.ono99 import GUIDE
from scenes.sprites import CardSprite
from scenes.table.base import EventHandler, TableScene, Target, View
from scenes.table.piles import DiscardPile, DrawPile
from scenes.table.spec import CARD_SIZES, TableSpec
from scenes.table.widgets import Badge, SeatPlate, caption_rect, caption_under
from scenes.theme import CREAM, GOLD, MUTED, WARNING

if TYPE_CHECKING:
    from game.match import TableSurface
    from scenes.app import App

DANGER = (235, 80, 70)
DUTY = (240, 130, 40)
FLIGHT = 0.42
DEAL_GAP = 0.06
CARDS = NP_("{count} card", "{count} cards")


def required_anchors(players: int) -> list[str]:
    """The anchors an ONO 99 map for `players` players must have."""
    fixed = ["hand", "draw_pile", "discard_pile", "total", "direction", "message", "button"]
    fixed += ["log", "tools", "hint"]
    return fixed + [f"seat{position}" for position in range(players)]


class Ono99Table(TableScene):
    """The animated ONO 99 table for 2 to 8 seats."""

    spec = TableSpec("ono99", CARD_SIZES, GUIDE, NARRATOR, celebration=2.2)
    sorts_lessons = False
    """A lesson's hand stays as dealt: its steps were written for that order."""

    def __init__(self, app: App, match: TableSurface) -> None:
        super().__init__(app, match)
        options = match.options
        self.scoring = options["scoring"]
        self.deck_size = len(match.rules.full_deck(options))
        players = match.players
        self.total = 0
        self.total_shown = 0.0
        self.direction = 1
        self.turning = 1.0
        self.duty: tuple[int, int] | None = None
        self.out = [False] * players
        """By seat: takes no more turns this round (out of the round, or of the game)."""
        self.gone = [False] * players
        """By seat: out of the game, the hand laid face up."""
        self.marks: list[int] = [0] * players
        """Tokens or points by seat, under those scorings."""
        self.draw_pile = DrawPile(self, per_layer=10, most_layers=3, caption_gap=-6)
        self.discard_pile = DiscardPile(self, self.draw_pile)
        self.revealing = False
        self.race_key: tuple[int, int] | None = None
        """The decision the draw race's countdown belongs to: (takebacks, actions) so far."""
        self.race_left = 0.0

    def event_handlers(self) -> dict[str, EventHandler]:
        """Every ONO 99 event (docs/events-ono99.md) and its animation."""
        return {
            "round_started": self._on_round_started,
            "deck_shuffled": self._on_deck_shuffled,
            "card_dealt": self._on_card_dealt,
            "card_played": self._on_card_played,
            "direction_reversed": self._on_direction_reversed,
            "duty_owed": self._on_duty_owed,
            "ono_discarded": self._on_ono_discarded,
            "pile_reshuffled": self.discard_pile.on_reshuffled,
            "card_drawn": self._on_card_drawn,
            "draw_missed": self._on_draw_missed,
            "player_out": self._on_player_out,
            "out_of_round": self._on_out_of_round,
            "token_lost": self._on_token_lost,
            "round_scored": self._on_round_scored,
            "game_won": self._on_game_won,
        }

    # What a click means ---------------------------------------------------------------------------

    def card_action(self, code: str) -> Action:
        """A click on a card plays it."""
        return Action.of("play", code)

    def targets(self) -> list[Target]:
        """The four-ONO-99 discard button and, in the draw race, the draw pile."""
        if not self.viewer_decides():
            return []
        found = []
        for action in self.match.legal_for(self.viewer):
            if action.verb == "discard":
                # TRANSLATORS: a button; at most about 20 characters.
                label = Message(N_("Discard four ONO 99"))
                found.append(Target("button", self.rects["button"], action, label))
            elif action.verb == "draw":
                label = Message(N_("Take your card"))
                found.append(Target("draw_pile", self.rects["draw_pile"], action, label))
        return found

    def sort_key(self, code: str, by: str) -> tuple:
        """The number cards in order and the named cards after them; or `by` "suit", the named
        cards (and the -10) first."""
        named = not code.isdigit()
        number = int(code) if code.lstrip("-").isdigit() else 0
        return (named, number, code) if by == "number" else (not named, number, code)

    def sort_words(self, by: str) -> Message:
        """The named cards first, or the numbers first."""
        # TRANSLATORS: the button that sorts an ONO 99 hand: the named cards (Reverse, Hold…)
        # first, now.
        return Message(N_("Sort: named first")) if by == "suit" else super().sort_words(by)

    def sort_button(self) -> pygame.Rect:
        """The Sort button lies under the person's name plate."""
        plate = self.rects["seat0"]
        return pygame.Rect(plate.left, plate.bottom + self.px(4), plate.width, self.px(26))

    def face_up_at_rest(self, seat: int) -> bool:
        """Laid-out hands, the viewer's own, and every hand while a round is scored show faces."""
        return self.gone[seat] or self.revealing or self.shows_faces(seat)

    def hand_slots(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        """A laid-out hand at another seat is spread so its faces can be read."""
        if seat == self.bottom or not self.gone[seat]:
            return super().hand_slots(seat, count)
        return self.row_slots(seat, count, 1.04)

    # Keeping in step with the view ----------------------------------------------------------------

    def rebuild(self, view: View) -> None:
        """Set every card and figure from the view, without animation."""
        self.total = view["total"]
        self.total_shown = float(self.total)
        self.direction = self.turning = view["direction"]
        self.duty = (view["to_move"], view["owed"]) if view["owed"] else None
        self.gone = list(view["out_of_game"] if "out_of_game" in view else view["out"])
        self.out = list(view["out"])
        self.marks = list(view.get(self.scoring, [0] * self.players))
        self.draw_pile.count = view["draw_pile"]
        self.discard_pile.set(view["discards"])
        self.hands = self.hands_from(view)
        self.revealing = False
        self.flying.clear()
        self.lay_out_all()

    def in_step(self, view: View) -> bool:
        """True when hands, piles and figures on screen match the view."""
        gone = view.get("out_of_game", view["out"])
        return (
            self.hands_in_step(view)
            and self.gone == gone
            and self.total == view["total"]
            and self.direction == view["direction"]
            and self.draw_pile.count == view["draw_pile"]
            and self.discard_pile.count == view["discard_pile"]
            and self.discard_pile.top == view["top"]
            and _sitting_out(self.out, self.gone) == _sitting_out(view["out"], gone)
            and not self.flying
        )

    # Events into animations ----------------------------------------------------------------------

    def _on_round_started(self, event: Event) -> float:
        self.total, self.direction, self.duty = 0, 1, None
        self.tweens.animate(self, 0.3, "easeOutQuad", total_shown=0.0)
        self.turning = 1.0
        self.out = list(self.gone)
        self.revealing = False
        self.forget_own_order()
        gathered = [card for hand in self.hands for card in hand] + self.discard_pile.clear()
        self.hands = [[] for _ in range(self.players)]
        self.draw_pile.count = self.deck_size
        for sprite in gathered:
            sprite.face_up, sprite.size = False, "pile"
            self.fly_away(sprite, self.draw_pile.centre(), 0.35)
        return 0.45 if event["round"] > 1 else 0.0

    def _on_deck_shuffled(self, event: Event) -> float:
        self.draw_pile.count = event["cards"]
        self.sounds.play("shuffle")
        return self.draw_pile.riffle(2)

    def _on_card_dealt(self, event: Event) -> float:
        seat = event["seat"]
        sprite = self.draw_pile.take(event.get("card"))
        self.hands[seat].append(sprite)
        self.sounds.play("deal")
        self._land_in_hand(seat, sprite, 0.22)
        return DEAL_GAP

    def _on_card_drawn(self, event: Event) -> float:
        seat = event["seat"]
        sprite = self.draw_pile.take(event.get("card"))
        self.hands[seat].append(sprite)
        self.sounds.play("draw")
        self._land_in_hand(seat, sprite, 0.35)
        return 0.35

    def _on_card_played(self, event: Event) -> float:
        seat, code = event["seat"], event["card"]
        sprite = self._take_from_hand(seat, code)
        self.duty = None
        self.lay_out_hand(seat)
        self.discard_pile.add(sprite, FLIGHT)
        new_total = event["total"]
        self.total = new_total
        self.tweens.after(FLIGHT * 0.8, lambda: self.sounds.play("play"))
        self.tweens.animate(self, 0.35, "easeOutCubic", delay=FLIGHT, total_shown=float(new_total))
        return FLIGHT + 0.1

    def _on_ono_discarded(self, event: Event) -> float:
        seat = event["seat"]
        hand, self.hands[seat] = self.hands[seat], []
        for index, sprite in enumerate(hand):
            sprite.code = "ONO99"  # the discard is of four ONO 99 cards, whoever sees it
            self.discard_pile.add(sprite, FLIGHT + index * 0.08)
        self.duty = None
        self.sounds.play("play")
        return FLIGHT + 0.4

    def _on_direction_reversed(self, event: Event) -> float:
        self.direction = event["direction"]
        self.sounds.play("reverse")
        self.tweens.animate(self, 0.5, "easeInOutQuad", turning=float(self.direction))
        return 0.5

    def _on_duty_owed(self, event: Event) -> float:
        seat, owed = event["seat"], event["owed"]
        self.duty = (seat, owed)
        if owed == 2:
            self.sounds.play("duty")
            return 0.3
        return 0.0

    def _on_draw_missed(self, event: Event) -> float:
        return 0.3

    def _on_player_out(self, event: Event) -> float:
        seat = event["seat"]
        self.gone[seat] = self.out[seat] = True
        self.sounds.play("out")
        for index, (sprite, code) in enumerate(zip(self.hands[seat], event["hand"], strict=False)):
            sprite.code = code
            if not sprite.face_up:
                self.turn_over(sprite, index * 0.08)
        self.lay_out_hand(seat, 0.4)
        return 0.9

    def _on_out_of_round(self, event: Event) -> float:
        self.out[event["seat"]] = True
        self.sounds.play("out")
        return 0.7

    def _on_token_lost(self, event: Event) -> float:
        self.marks[event["seat"]] = event["tokens"]
        self.sounds.play("out")
        return 1.0

    def _on_round_scored(self, event: Event) -> float:
        self.marks = list(event["scores"])
        self.revealing = True
        for hand, codes in zip(self.hands, event["hands"], strict=True):
            for sprite, code in zip(hand, codes, strict=False):
                sprite.code = code
                if not sprite.face_up:
                    self.turn_over(sprite, 0.0)
        return 2.0

    def _on_game_won(self, event: Event) -> float:
        self.banner.reason = NARRATOR.win_reason(event, self.names())
        return 0.0

    def celebrate(self, winner: int) -> float:
        """The banner and fanfare; the winning hand turns face up where the viewer knows it."""
        for sprite in self.hands[winner]:
            if sprite.code is not None and not sprite.face_up:
                self.turn_over(sprite, 0.2)
        return super().celebrate(winner)

    # Small animation pieces ----------------------------------------------------------------------

    def pile_sprites(self) -> list[CardSprite]:
        """The last few cards of the discard pile."""
        return self.discard_pile.sprites

    def _land_in_hand(self, seat: int, sprite: CardSprite, seconds: float) -> None:
        """Fly a card from the draw pile into `seat`'s hand; it turns up only where its face may
        show."""
        hand = self.hands[seat]
        if seat == self.bottom and self.face_up_at_rest(seat):
            self.order_hand(seat)
        for other, (x, y, angle) in zip(hand, self.hand_slots(seat, len(hand)), strict=True):
            if other is not sprite:
                self.tweens.animate(other, 0.2, "easeOutQuad", pos=(x, y), angle=angle)
            else:
                sprite.size = "hand" if seat == self.bottom else "seat"
                self.tweens.animate(sprite, seconds, "easeOutCubic", pos=(x, y), angle=angle)
        if sprite.code is not None and self.face_up_at_rest(seat):
            self.turn_over(sprite, seconds)

    def _take_from_hand(self, seat: int, code: str) -> CardSprite:
        """Card `code` out of `seat`'s hand (from a hand the viewer cannot see, its last card)."""
        hand = self.hands[seat]
        index = next((i for i, s in enumerate(hand) if s.code == code), len(hand) - 1)
        sprite = hand.pop(index)
        sprite.code, sprite.dimmed, sprite.selected = code, False, False
        return sprite

    def lay_out_all(self) -> None:
        """The hands (the person's in their order), and the discard pile too (after a
        resize)."""
        self.order_hand(self.bottom)
        super().lay_out_all()
        self.discard_pile.lay_out()

    # The draw race (1980 option) -----------------------------------------------------------------

    def human_waiting(self, dt: float) -> None:
        """Count down the 3 seconds the player has to take a card from the draw pile."""
        if Action.of("draw") not in self.match.legal_for(self.viewer):
            self.race_key = None
            return
        key = (self.live().undos, len(self.match.record.actions))
        if self.race_key != key:
            self.race_key, self.race_left = key, 3.0
            self.sounds.play("tick")
        self.race_left -= dt
        if self.race_left <= 0:
            self.race_key = None
            self.choose(Action.of("pass"))
        else:
            seconds = round(self.race_left)
            race = Message(N_("Click the draw pile! {seconds} s"), {"seconds": seconds})
            self.message, self.message_left = race, 0.1

    # Drawing -------------------------------------------------------------------------------------

    def seat_plate(self, seat: int) -> SeatPlate:
        """Name, who plays, cards, tokens or points; a Play 2 duty or being out as a badge; the
        winner framed."""
        cards = len(self.hands[seat])
        parts = [self.who(seat), Message.counted(CARDS, {"count": cards})]
        if self.scoring == "tokens":
            tokens = NP_("{count} token", "{count} tokens")
            parts.append(Message.counted(tokens, {"count": self.marks[seat]}))
        elif self.scoring == "points":
            # TRANSLATORS: a short form of "points", under a player's name.
            points = NP_("{count} pt", "{count} pts")
            parts.append(Message.counted(points, {"count": self.marks[seat]}))
        badge = None
        if self.duty is not None and self.duty[0] == seat and not self.out[seat]:
            # TRANSLATORS: short badges on a player's name plate, in capitals where the script
            # has them.
            duty = N_("PLAY 2") if self.duty[1] == 2 else N_("1 MORE")
            badge = Badge(Message(duty), DUTY)
        elif self.out[seat]:
            out = N_("OUT") if self.gone[seat] else N_("OUT OF ROUND")
            badge = Badge(Message(out), DANGER)
        won = self.banner.words and self.winner == seat
        return SeatPlate(
            " · ".join(self.words(part) for part in parts),
            name_colour=MUTED if self.out[seat] else CREAM,
            badge=badge,
            frame=DUTY if won else self.turn_frame(seat),
        )

    def draw_table(self, surface: pygame.Surface) -> None:
        """The direction, the piles, the total and the discard button."""
        self._draw_direction(surface)
        self.draw_pile.draw(surface)
        caption_under(self, surface, self._played_caption(), self.rects["discard_pile"], -6)
        targets = self.targets()
        if any(target.name == "draw_pile" for target in targets):
            self.highlight(surface, self.rects["draw_pile"], DUTY)
        self._draw_total(surface)
        for target in targets:
            if target.name == "button":
                self._draw_button(surface, target)

    def _draw_total(self, surface: pygame.Surface) -> None:
        rect = self.rects["total"]
        shown = round(self.total_shown)
        colour = DANGER if shown >= 90 else WARNING if shown >= 80 else CREAM
        size = rect.height * 0.55 / self.scale
        number = self.text(self.app.words.number(shown), size, colour, bold=True)
        # TRANSLATORS: over the running total, in capitals where the script has them.
        label = self.fitted(Message(N_("TOTAL")), 16, MUTED, rect.width, bold=True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.top)))
        surface.blit(number, number.get_rect(center=(rect.centerx, rect.centery + self.px(4))))
        way = N_("play goes clockwise") if self.direction > 0 else N_("play goes counter-clockwise")
        hint = self.fitted(Message(way), 14, MUTED, rect.width)
        surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.bottom)))

    def _draw_direction(self, surface: pygame.Surface) -> None:
        rect = self.rects["direction"]
        way = 1 if self.turning >= 0 else -1
        image = self.shape(
            ("direction", rect.size, way),
            lambda: _direction_arrows(rect.size, way, self.px(3)),
        )
        width = max(1, round(rect.width * abs(self.turning)))
        if width != rect.width:
            image = pygame.transform.smoothscale(image, (width, rect.height))
        where = image.get_rect(center=rect.center)
        captions = self._caption_rects()
        if any(where.colliderect(caption) for caption in captions):
            image = image.copy()  # the ring stops short of the piles' captions (tall scripts)
            for caption in captions:
                image.fill((0, 0, 0, 0), caption.move(-where.left, -where.top))
        surface.blit(image, where)

    def _played_caption(self) -> Message:
        return Message(N_("{count} played"), {"count": self.discard_pile.count})

    def _caption_rects(self) -> list[pygame.Rect]:
        """Where the piles' captions are, with a margin the direction ring keeps clear of."""
        margin = (self.px(10), self.px(6))
        draw = Message(N_("{count} to draw"), {"count": self.draw_pile.count})
        places = [
            (draw, self.rects["draw_pile"], self.draw_pile.caption_gap),
            (self._played_caption(), self.rects["discard_pile"], -6),
        ]
        return [
            caption_rect(self, words, rect, gap).inflate(*margin) for words, rect, gap in places
        ]

    def _draw_button(self, surface: pygame.Surface, target: Target) -> None:
        stops = len(self.hands[self.bottom])
        chosen = self.selected is not None and self.selected >= stops
        pygame.draw.rect(surface, DUTY, target.rect, border_radius=self.px(10))
        edge = GOLD if chosen else CREAM
        pygame.draw.rect(surface, edge, target.rect, self.px(3), border_radius=self.px(10))
        room = target.rect.width - self.px(12)
        image = self.fitted(target.label, 17, (20, 20, 20), room, bold=True)
        surface.blit(image, image.get_rect(center=target.rect.center))


def _sitting_out(out: list[bool], gone: list[bool]) -> list[bool]:
    """By seat: takes no more turns, whether out of this round or out of the game."""
    return [a or b for a, b in zip(out, gone, strict=True)]


def _direction_arrows(size: tuple[int, int], direction: int, thickness: int) -> pygame.Surface:
    """A faint ellipse round the piles with an arrowhead on each side showing the direction of
    play."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect().inflate(-4 * thickness, -4 * thickness)
    colour = (222, 184, 92, 120)
    pygame.draw.ellipse(surface, colour, rect, thickness)
    rx, ry = rect.width / 2, rect.height / 2
    head = thickness * 6
    for quarter in range(4):
        angle = quarter * math.pi / 2
        x, y = rect.centerx + rx * math.cos(angle), rect.centery + ry * math.sin(angle)
        tx, ty = -rx * math.sin(angle) * direction, ry * math.cos(angle) * direction
        length = math.hypot(tx, ty)
        tx, ty = tx / length, ty / length
        tip = (x + tx * head, y + ty * head)
        back = (x - tx * head * 0.4, y - ty * head * 0.4)
        left = (back[0] - ty * head * 0.5, back[1] + tx * head * 0.5)
        right = (back[0] + ty * head * 0.5, back[1] - tx * head * 0.5)
        pygame.draw.polygon(surface, (222, 184, 92, 220), [tip, left, back, right])
    return surface


TABLE = Ono99Table
