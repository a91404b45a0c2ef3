"""The ONO 99 table: draw and discard piles, the running total that counts to its new value, the
direction of play, the Play 2 duty, the seats around the table and every animation of a game.

In a game of computers only, the bottom of the table shows seat 0's hand face up (as if looking
over that player's shoulder); every other hand stays face down until it is laid out.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.core.events import Event
from scenes.cards import FaceDesign, ono99_face
from scenes.sprites import CardSprite
from scenes.table.base import TableScene, Target
from scenes.theme import CREAM, GOLD, MUTED, WARNING

if TYPE_CHECKING:
    from game.match import Match
    from scenes.app import App

DANGER = (235, 80, 70)
DUTY = (240, 130, 40)
DISCARDS_SHOWN = 6
FLIGHT = 0.42
DEAL_GAP = 0.06


def required_anchors(players: int) -> list[str]:
    """The anchors an ONO 99 map for `players` players must have."""
    fixed = ["hand", "draw_pile", "discard_pile", "total", "direction", "message", "button"]
    return fixed + [f"seat{position}" for position in range(players)]


class Ono99Table(TableScene):
    """The animated ONO 99 table for 2 to 8 seats."""

    game = "ono99"

    def __init__(self, app: App, match: Match) -> None:
        options = match.state.options
        self.scoring = options["scoring"]
        self.deck_size = len(match.played.rules.full_deck(options))
        players = match.state.players
        self.total = 0
        self.total_shown = 0.0
        self.direction = 1
        self.turning = 1.0
        self.duty: tuple[int, int] | None = None
        self.out = [False] * players
        self.gone = [False] * players
        self.marks: list[int] = [0] * players
        self.draw_count = 0
        self.discard_count = 0
        self.discards: list[CardSprite] = []
        self.revealing = False
        self.banner = ""
        self.banner_scale = 0.0
        self.race_key: int | None = None
        self.race_left = 0.0
        self.rebuilds = 0
        super().__init__(app, match)

    # What the cards look like and what a click means ---------------------------------------------

    def face_design(self, code: str) -> FaceDesign:
        """ONO 99 faces."""
        return ono99_face(code)

    def card_action(self, code: str) -> Action:
        """A click on a card plays it."""
        return Action.of("play", code)

    def targets(self) -> list[Target]:
        """The four-ONO-99 discard button and, in the draw race, the draw pile."""
        if not self.match.human_to_move() or self.match.to_move != self.viewer:
            return []
        found = []
        for action in self.match.state.legal_actions():
            if action.verb == "discard":
                found.append(Target("button", self.rects["button"], action, "Discard four ONO 99"))
            elif action.verb == "draw":
                found.append(Target("draw_pile", self.rects["draw_pile"], action, "Take your card"))
        return found

    def face_up_at_rest(self, seat: int) -> bool:
        """Laid-out hands, the viewer's own, and every hand while a round is scored show faces."""
        return self.gone[seat] or self.revealing or self.shows_faces(seat)

    def hand_slots(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        """A laid-out hand at another seat is spread so its faces can be read."""
        if seat == self.viewer or not self.gone[seat]:
            return super().hand_slots(seat, count)
        rect = self.seat_rect(seat)
        width = self.card_sizes["seat"][0]
        step = min(width * 1.04, (rect.width - width) / max(1, count - 1))
        middle = (count - 1) / 2
        y = rect.top + self.card_sizes["seat"][1] / 2 + self.app.px(4)
        return [(rect.centerx + (i - middle) * step, y, 0.0) for i in range(count)]

    # Keeping in step with the state ---------------------------------------------------------------

    def rebuild_from_state(self) -> None:
        """Set every card and figure from the state, without animation (resume, or a repair)."""
        self.rebuilds += 1
        data = self.match.state.to_json()
        self.total = data["total"]
        self.total_shown = float(self.total)
        self.direction = self.turning = data["direction"]
        self.duty = (data["to_move"], data["owed"]) if data["owed"] else None
        self.gone = list(data.get("out_of_game", data["out"]))
        self.out = list(data["out"])
        self.marks = list(data.get(self.scoring, [0] * self.players))
        self.draw_count = data["draw_pile"]
        self.discard_count = data["discard_pile"]
        self.discards = []
        if data["top"] is not None:
            self.discards.append(CardSprite(data["top"], face_up=True, size="pile"))
        self.hands = [[CardSprite(code) for code in hand] for hand in data["hands"]]
        self.flying.clear()
        self._choices_for = None
        self.lay_out_all()

    def in_step(self) -> bool:
        """True when hands, piles and figures on screen match the state."""
        data = self.match.state.to_json()
        shown_hands = [sorted(s.code or "?" for s in hand) for hand in self.hands]
        top = self.discards[-1].code if self.discards else None
        gone = data.get("out_of_game", data["out"])
        return (
            shown_hands == [sorted(hand) for hand in data["hands"]]
            and self.gone == gone
            and self.total == data["total"]
            and self.direction == data["direction"]
            and self.draw_count == data["draw_pile"]
            and self.discard_count == data["discard_pile"]
            and top == data["top"]
            and _either(self.out, self.gone) == _either(data["out"], gone)
            and not self.flying
        )

    # Events into animations ----------------------------------------------------------------------

    def animate(self, event: Event) -> float:
        """Start the animation of one rules event; return the wait before the next one."""
        handler = getattr(self, f"_on_{event.type}", None)
        return 0.0 if handler is None else handler(event)

    def _on_round_started(self, event: Event) -> float:
        self.total, self.direction, self.duty = 0, 1, None
        self.tweens.animate(self, 0.3, "easeOutQuad", total_shown=0.0)
        self.turning = 1.0
        self.out = list(self.gone)
        self.revealing = False
        gathered = [card for hand in self.hands for card in hand] + self.discards
        self.hands = [[] for _ in range(self.players)]
        self.discards = []
        self.discard_count = 0
        self.draw_count = self.deck_size
        pile = self.rects["draw_pile"].center
        for sprite in gathered:
            sprite.face_up, sprite.size = False, "pile"
            self._fly_away(sprite, pile, 0.35)
        if event["round"] > 1:
            self.say(f"Round {event['round']}: {self.seat_name(event['first'])} plays first.")
            return 0.45
        return 0.0

    def _on_deck_shuffled(self, event: Event) -> float:
        self.draw_count = event["cards"]
        self.sounds.play("shuffle")
        return self.riffle(2)

    def _on_card_dealt(self, event: Event) -> float:
        seat = event["seat"]
        sprite = self._from_draw_pile(event.get("card"))
        self.hands[seat].append(sprite)
        self.sounds.play("deal")
        self._land_in_hand(seat, sprite, 0.22)
        return DEAL_GAP

    def _on_card_drawn(self, event: Event) -> float:
        seat = event["seat"]
        sprite = self._from_draw_pile(event.get("card"))
        self.hands[seat].append(sprite)
        self.sounds.play("draw")
        self._land_in_hand(seat, sprite, 0.35)
        return 0.35

    def _on_card_played(self, event: Event) -> float:
        seat, code = event["seat"], event["card"]
        sprite = self._take_from_hand(seat, code)
        self.duty = None
        self.lay_out_hand(seat)
        self._to_discard(sprite, FLIGHT)
        new_total = event["total"]
        self.total = new_total
        self.tweens.after(FLIGHT * 0.8, lambda: self.sounds.play("play"))
        self.tweens.animate(self, 0.35, "easeOutCubic", delay=FLIGHT, total_shown=float(new_total))
        return FLIGHT + 0.1

    def _on_ono_discarded(self, event: Event) -> float:
        seat = event["seat"]
        hand, self.hands[seat] = self.hands[seat], []
        for index, sprite in enumerate(hand):
            self._to_discard(sprite, FLIGHT + index * 0.08)
        self.duty = None
        self.sounds.play("play")
        self.say(f"{self.seat_name(seat)} discards four ONO 99 cards.")
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
            self.say(f"{self.seat_name(seat)} must play two cards.")
            return 0.3
        return 0.0

    def _on_pile_reshuffled(self, event: Event) -> float:
        top = self.discards[-1]
        pile = self.rects["draw_pile"].center
        for sprite in self.discards[:-1]:
            sprite.face_up = False
            self._fly_away(sprite, pile, 0.35)
        self.discards = [top]
        self.discard_count = 1
        self.draw_count = event["cards"]
        self.sounds.play("reshuffle")
        self.say("The discard pile is shuffled into a new draw pile.")
        return 0.4 + self.riffle(1, delay=0.35)

    def _on_draw_missed(self, event: Event) -> float:
        self.say(f"{self.seat_name(event['seat'])} missed the draw: that hand stays short.")
        return 0.3

    def _on_player_out(self, event: Event) -> float:
        seat = event["seat"]
        self.gone[seat] = self.out[seat] = True
        self.sounds.play("out")
        for index, sprite in enumerate(self.hands[seat]):
            if not sprite.face_up:
                self.turn_over(sprite, index * 0.08)
        self.lay_out_hand(seat, 0.4)
        self.say(f"{self.seat_name(event['seat'])} is out: {self._why_out(event['reason'])}.")
        return 0.9

    def _on_out_of_round(self, event: Event) -> float:
        self.out[event["seat"]] = True
        self.sounds.play("out")
        reason = "busted" if event["reason"] == "busted" else "could not play"
        self.say(f"{self.seat_name(event['seat'])} {reason} and is out of this round.")
        return 0.7

    def _on_token_lost(self, event: Event) -> float:
        self.marks[event["seat"]] = event["tokens"]
        self.sounds.play("out")
        left = event["tokens"]
        self.say(f"{self.seat_name(event['seat'])} cannot play and loses a token ({left} left).")
        return 1.0

    def _on_round_scored(self, event: Event) -> float:
        self.marks = list(event["scores"])
        self.revealing = True
        for hand in self.hands:
            for sprite in hand:
                if not sprite.face_up:
                    self.turn_over(sprite, 0.0)
        best = min(range(self.players), key=lambda s: (event["points"][s], s))
        self.say(f"Round scored. {self.seat_name(best)} scored least: {event['points'][best]}.")
        return 2.0

    def _on_game_won(self, event: Event) -> float:
        name = self.seat_name(event["seat"])
        if event["reason"] == "last_standing":
            self.say(f"{name} is the last player left and wins.")
        else:
            self.say(f"{name} has the lowest score and wins.")
        return 0.0

    def celebrate(self, winner: int | None) -> float:
        """The winner's banner pops in with a fanfare and the winning hand turns face up."""
        if winner is None:
            return 0.0
        self.banner = f"{self.seat_name(winner)} wins!"
        self.banner_scale = 0.1
        for sprite in self.hands[winner]:
            if not sprite.face_up:
                self.turn_over(sprite, 0.2)
        self.sounds.play("win")
        self.tweens.animate(self, 0.6, "easeOutBack", banner_scale=1.0)
        return 2.2

    # Small animation pieces ----------------------------------------------------------------------

    def pile_sprites(self) -> list[CardSprite]:
        """The last few cards of the discard pile."""
        return self.discards

    def _fly_away(self, sprite: CardSprite, pos: tuple[int, int], seconds: float) -> None:
        """A card leaves the table's bookkeeping and flies to `pos`, where it vanishes."""
        self.flying.append(sprite)
        self.tweens.animate(sprite, seconds, "easeInOutQuad", pos=pos, angle=0.0)
        self.tweens.after(seconds, lambda: self.flying.remove(sprite))

    def _from_draw_pile(self, code: str | None) -> CardSprite:
        sprite = CardSprite(code, size="pile")
        sprite.pos = self.rects["draw_pile"].center
        self.draw_count = max(0, self.draw_count - 1)
        return sprite

    def _land_in_hand(self, seat: int, sprite: CardSprite, seconds: float) -> None:
        """Fly a card from the draw pile into `seat`'s hand; it turns up only for its owner."""
        hand = self.hands[seat]
        slots = self.hand_slots(seat, len(hand))
        for other, (x, y, angle) in zip(hand[:-1], slots[:-1], strict=True):
            self.tweens.animate(other, 0.2, "easeOutQuad", pos=(x, y), angle=angle)
        x, y, angle = slots[-1]
        sprite.size = "hand" if seat == self.viewer else "seat"
        self.tweens.animate(sprite, seconds, "easeOutCubic", pos=(x, y), angle=angle)
        if self.face_up_at_rest(seat):
            self.turn_over(sprite, seconds)

    def _take_from_hand(self, seat: int, code: str) -> CardSprite:
        hand = self.hands[seat]
        index = next((i for i, s in enumerate(hand) if s.code == code), len(hand) - 1)
        sprite = hand.pop(index)
        sprite.code, sprite.dimmed, sprite.selected = code, False, False
        return sprite

    def _to_discard(self, sprite: CardSprite, seconds: float) -> None:
        """A card flies to the discard pile, turning face up on the way, and settles there."""
        self.discard_count += 1
        spot, angle = self._discard_spot(self.discard_count)
        if not sprite.face_up:
            self.turn_over(sprite, seconds * 0.2, seconds * 0.5)
        sprite.size = "pile"
        self.tweens.animate(sprite, seconds, "easeOutCubic", pos=spot, angle=angle)
        self.discards.append(sprite)
        del self.discards[:-DISCARDS_SHOWN]

    def _discard_spot(self, number: int) -> tuple[tuple[float, float], float]:
        """Where the `number`th card played lies on the discard pile, and its slight turn."""
        rect = self.rects["discard_pile"]
        jitter = ((number * 37) % 11 - 5) * 3
        scale = self.app.scale
        shift = jitter * 0.6 * scale, ((number * 13) % 7 - 3) * scale
        return (rect.centerx + shift[0], rect.centery + shift[1]), float(jitter)

    def lay_out_all(self) -> None:
        """The hands, and the discard pile too (after a resize)."""
        super().lay_out_all()
        for index, sprite in enumerate(self.discards):
            number = self.discard_count - (len(self.discards) - 1 - index)
            sprite.pos, sprite.angle = self._discard_spot(number)

    # Words ---------------------------------------------------------------------------------------

    @staticmethod
    def _why_out(reason: str) -> str:
        return {
            "cannot_play": "no card keeps the total below 99",
            "no_tokens": "no tokens left",
            "reached_target": "reached the target score",
            "tie_lost": "a higher score than the lowest",
        }.get(reason, reason)

    # The draw race (1980 option) -----------------------------------------------------------------

    def human_waiting(self, dt: float) -> None:
        """Count down the 3 seconds the player has to take a card from the draw pile."""
        if Action.of("draw") not in self.match.state.legal_actions():
            self.race_key = None
            return
        key = len(self.match.record.actions)
        if self.race_key != key:
            self.race_key, self.race_left = key, 3.0
            self.sounds.play("tick")
        self.race_left -= dt
        if self.race_left <= 0:
            self.race_key = None
            self.choose(Action.of("pass"))
        else:
            self.message, self.message_left = f"Click the draw pile! {self.race_left:.0f} s", 0.1

    # Drawing -------------------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        """Seats, piles, the total and the direction; the base draws hands and flying cards."""
        self._draw_direction(surface)
        self._draw_piles(surface)
        self._draw_total(surface)
        for seat in range(self.players):
            self._draw_seat(surface, seat)
        for target in self.targets():
            if target.name == "button":
                self._draw_button(surface, target)

    def draw(self, surface: pygame.Surface) -> None:
        """The base table, then the winner's banner over everything."""
        super().draw(surface)
        if self.banner:
            self._draw_banner(surface)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        rect = self.rects["draw_pile"]
        size = self.card_sizes["pile"]
        if self.draw_count:
            back = self.painter.surface(None, size)
            for layer in range(min(3, (self.draw_count + 9) // 10), 0, -1):
                offset = layer * self.app.px(2)
                surface.blit(
                    back, back.get_rect(center=(rect.centerx - offset, rect.centery - offset))
                )
        else:
            outline = pygame.Rect((0, 0), size)
            outline.center = rect.center
            pygame.draw.rect(surface, MUTED, outline, self.app.px(2), border_radius=self.app.px(8))
        self._caption(surface, f"{self.draw_count} to draw", rect)
        self._caption(surface, f"{self.discard_count} played", self.rects["discard_pile"])
        if any(target.name == "draw_pile" for target in self.targets()):
            self.highlight(surface, rect, DUTY)

    def _caption(self, surface: pygame.Surface, words: str, rect: pygame.Rect) -> None:
        image = self.text(words, 14, MUTED)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.bottom - self.app.px(6))))

    def _draw_total(self, surface: pygame.Surface) -> None:
        rect = self.rects["total"]
        shown = round(self.total_shown)
        colour = DANGER if shown >= 90 else WARNING if shown >= 80 else CREAM
        number = self.text(str(shown), rect.height * 0.55 / self.app.scale, colour, bold=True)
        label = self.text("TOTAL", 16, MUTED, bold=True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.top)))
        surface.blit(number, number.get_rect(center=(rect.centerx, rect.centery + self.app.px(4))))
        words = "clockwise" if self.direction > 0 else "counter-clockwise"
        hint = self.text(f"play goes {words}", 14, MUTED)
        surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.bottom)))

    def _draw_direction(self, surface: pygame.Surface) -> None:
        rect = self.rects["direction"]
        image = self._direction_image(rect.size, 1 if self.turning >= 0 else -1)
        width = max(1, round(rect.width * abs(self.turning)))
        if width != rect.width:
            image = pygame.transform.smoothscale(image, (width, rect.height))
        surface.blit(image, image.get_rect(center=rect.center))

    def _direction_image(self, size: tuple[int, int], direction: int) -> pygame.Surface:
        key = ("direction", size, direction)
        found = self._surfaces.get(key)
        if found is None:
            found = _direction_arrows(size, direction, self.app.px(3))
            self._surfaces[key] = found
        return found

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        rect = self.seat_rect(seat)
        plate = self._plate_rect(seat, rect)
        if self.match.to_move == seat and not self.banner:
            self.highlight(surface, plate if seat == self.viewer else rect)
        if self.banner and self.match.outcome and self.match.outcome.winner == seat:
            self.highlight(surface, plate if seat == self.viewer else rect, DUTY)
        colour = MUTED if self.out[seat] else CREAM
        name = self.text(self.seat_name(seat), 17, colour, bold=True)
        surface.blit(name, name.get_rect(topleft=(plate.left + self.app.px(6), plate.top)))
        line = self.text(self._seat_detail(seat), 14, MUTED)
        surface.blit(line, (plate.left + self.app.px(6), plate.top + name.get_height()))
        if self.duty is not None and self.duty[0] == seat and not self.out[seat]:
            words = "PLAY 2" if self.duty[1] == 2 else "1 MORE"
            self._badge(
                surface, words, DUTY, (plate.right - self.app.px(4), plate.top + self.app.px(2))
            )
        elif self.out[seat]:
            words = "OUT" if self.gone[seat] else "OUT OF ROUND"
            self._badge(
                surface, words, DANGER, (plate.right - self.app.px(4), plate.top + self.app.px(2))
            )

    def _plate_rect(self, seat: int, rect: pygame.Rect) -> pygame.Rect:
        if seat == self.viewer:
            return rect
        top = rect.top + self.card_sizes["seat"][1] + self.app.px(10)
        return pygame.Rect(rect.left, top, rect.width, rect.bottom - top)

    def _seat_detail(self, seat: int) -> str:
        player = self.match.seats[seat]
        who = "human" if player.is_human else f"computer, {player.level}"
        cards = len(self.hands[seat])
        parts = [who, f"{cards} card" + ("" if cards == 1 else "s")]
        if self.scoring == "tokens":
            parts.append(f"{self.marks[seat]} tokens")
        elif self.scoring == "points":
            parts.append(f"{self.marks[seat]} pts")
        return " · ".join(parts)

    def _badge(self, surface, words, colour, topright) -> None:
        image = self.text(words, 13, (20, 20, 20), bold=True)
        box = image.get_rect(topright=topright).inflate(self.app.px(10), self.app.px(4))
        box.topright = topright
        pygame.draw.rect(surface, colour, box, border_radius=self.app.px(6))
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_button(self, surface: pygame.Surface, target: Target) -> None:
        stops = len(self.hands[self.viewer])
        chosen = self.selected is not None and self.selected >= stops
        pygame.draw.rect(surface, DUTY, target.rect, border_radius=self.app.px(10))
        pygame.draw.rect(
            surface,
            GOLD if chosen else CREAM,
            target.rect,
            self.app.px(3),
            border_radius=self.app.px(10),
        )
        image = self.text(target.label, 17, (20, 20, 20), bold=True)
        surface.blit(image, image.get_rect(center=target.rect.center))

    def _draw_banner(self, surface: pygame.Surface) -> None:
        image = self.text(self.banner, 60, GOLD, bold=True)
        if self.banner_scale < 0.999:
            width, height = image.get_size()
            scale = max(0.05, self.banner_scale)
            image = pygame.transform.smoothscale(
                image, (round(width * scale), round(height * scale))
            )
        box = image.get_rect(center=surface.get_rect().center).inflate(
            self.app.px(40), self.app.px(20)
        )
        pygame.draw.rect(surface, (10, 40, 27), box, border_radius=self.app.px(16))
        pygame.draw.rect(surface, GOLD, box, self.app.px(3), border_radius=self.app.px(16))
        surface.blit(image, image.get_rect(center=box.center))


def _either(first: list[bool], second: list[bool]) -> list[bool]:
    return [a or b for a, b in zip(first, second, strict=True)]


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
