"""What every table shares: draining the match's event queue into tweens one event at a time,
pacing computer turns, the viewer's fanned hand with dimmed cards and their reasons, mouse and
keyboard play, the seat highlight, pass-the-device hand-offs, pause, and the end of the game.

A game's table subclasses `TableScene` and supplies the anchors it needs, how each event is
animated, how the table is drawn, and which action a click on a card or a target means.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.messages import Message
from game.match import Match
from scenes.cards import CardPainter, FaceDesign
from scenes.layout import load_layout
from scenes.scene import CONFIRM_KEYS, Scene
from scenes.sound import Sounds
from scenes.sprites import CardSprite
from scenes.theme import CREAM, GOLD, MUTED, WARNING
from scenes.tween import Tweener

if TYPE_CHECKING:
    from scenes.app import App

MESSAGE_SECONDS = 4.0
"""How long a message (a refusal's reason, a turn note) stays in the message area."""
TEXT_CACHE_LIMIT = 300
"""Rendered texts kept at once; the oldest goes first (scores and totals keep changing)."""

INPUT_TYPES = (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

# Card sizes at the 1280×720 design size: the viewer's hand, the piles, the other seats.
CARD_SIZES = {"hand": (92, 138), "pile": (80, 120), "seat": (46, 69)}


@dataclass(frozen=True)
class Target:
    """A clickable place besides the hand (a button, a pile) and the action it takes."""

    name: str
    rect: pygame.Rect
    action: Action
    label: str


class TableScene(Scene):
    """The table of one match. Subclasses implement the hooks marked "Game hook"."""

    game = ""
    """The layout maps' prefix (`assets/tables/<game>-<players>.tmx`)."""

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.players = match.state.players
        self.layout = load_layout(self.game, self.players)
        self.tweens = Tweener(app.animation_speed)
        self.painter = CardPainter(app.font, self.face_design)
        self.sounds = Sounds(lambda: app.settings.sound_volume)
        self.hands: list[list[CardSprite]] = [[] for _ in range(self.players)]
        self.flying: list[CardSprite] = []
        """Cards passing through, not part of any hand or pile (they vanish when they land)."""
        self.reasons: list[str | None] = []
        self.selected: int | None = None
        self.pending_input: deque[pygame.event.Event] = deque(maxlen=4)
        self.gap = 0.0
        self.think_clock = 0.0
        self.message = ""
        self.message_left = 0.0
        self.finished = False
        self.celebrated = False
        humans = match.humans
        self.viewer = humans[0] if humans else 0
        self.revealed_to: int | None = self.viewer if len(humans) <= 1 else None
        self.rects: dict[str, pygame.Rect] = {}
        self.card_sizes: dict[str, tuple[int, int]] = {}
        self._surfaces: dict[tuple, pygame.Surface] = {}
        self._choices_for: tuple | None = None
        self._checked_at = -1
        self.resize(app.size)
        if not match.events:
            self.rebuild_from_state()

    # Game hooks ---------------------------------------------------------------------------------

    def face_design(self, code: str) -> FaceDesign:
        """Game hook: what the face of card `code` shows."""
        raise NotImplementedError

    def animate(self, event: Event) -> float:
        """Game hook: start the tweens for `event`; return the (sped-up) seconds to wait before
        the next event starts (0 lets it start in the same frame)."""
        raise NotImplementedError

    def rebuild_from_state(self) -> None:
        """Game hook: set every sprite and figure from the match's state, without animation."""
        raise NotImplementedError

    def in_step(self) -> bool:
        """Game hook: True when the table shows exactly what the state holds."""
        raise NotImplementedError

    def draw_table(self, surface: pygame.Surface) -> None:
        """Game hook: draw everything but the cards the base draws (hands and flying cards)."""
        raise NotImplementedError

    def card_action(self, code: str) -> Action:
        """Game hook: the action a click on card `code` of the viewer's hand asks for."""
        raise NotImplementedError

    def targets(self) -> list[Target]:
        """Game hook: the clickable places besides the hand open to the viewer now."""
        return []

    def pile_sprites(self) -> list[CardSprite]:
        """Game hook: cards lying on the table outside the hands (drawn under the hands)."""
        return []

    def celebrate(self, winner: int | None) -> float:
        """Game hook: animate the end of the game; return its length in (sped-up) seconds."""
        return 0.0

    # Seats and places ---------------------------------------------------------------------------

    def position_of(self, seat: int) -> int:
        """The seat anchor number of `seat`: 0 is the viewer at the bottom, then clockwise."""
        return (seat - self.viewer) % self.players

    def seat_rect(self, seat: int) -> pygame.Rect:
        """Where `seat`'s place is on screen."""
        return self.rects[f"seat{self.position_of(seat)}"]

    def shows_faces(self, seat: int) -> bool:
        """True when `seat`'s hand is shown face up at the bottom (its owner is at the screen)."""
        return seat == self.viewer and self.revealed_to == self.viewer

    def text(
        self, words: str, size: float, colour: tuple[int, int, int] = CREAM, bold: bool = False
    ) -> pygame.Surface:
        """Rendered text (design-size `size`), cached until the window size changes (the
        `TEXT_CACHE_LIMIT` latest)."""
        key = (words, size, colour, bold)
        found = self._surfaces.get(key)
        if found is None:
            found = self.app.font(self.app.px(size), bold).render(words, True, colour)
            if len(self._surfaces) >= TEXT_CACHE_LIMIT:
                del self._surfaces[next(iter(self._surfaces))]
            self._surfaces[key] = found
        return found

    def say(self, words: str | Message) -> None:
        """Show `words` in the message area for a few seconds, starting with a capital (the
        rules' reasons start in lower case)."""
        words = str(words)
        self.message = words[:1].upper() + words[1:]
        self.message_left = MESSAGE_SECONDS

    def seat_name(self, seat: int) -> str:
        """The name of the player at `seat`."""
        return self.match.seats[seat].name

    def turn_over(self, sprite: CardSprite, delay: float, seconds: float = 0.3) -> None:
        """Narrow the card or tile to its edge, show the other side, widen it again."""

        def halfway() -> None:
            sprite.face_up = not sprite.face_up
            self.tweens.animate(sprite, seconds / 2, "easeOutQuad", squash=1.0)

        self.tweens.animate(sprite, seconds / 2, "easeInQuad", halfway, delay, squash=0.0)

    # The hand -----------------------------------------------------------------------------------

    def hand_slots(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        """(x, y, angle) of each card of a hand of `count` cards at `seat`'s place: fanned at the
        bottom for the viewer, a tight face-down row at the other seats."""
        if seat == self.viewer:
            rect = self.rects["hand"]
            width = self.card_sizes["hand"][0]
            spread = max(1, count - 1)
            step = min(width * 1.08, (rect.width - width) / spread)
            middle = (count - 1) / 2
            base_y = rect.centery + self.app.px(8)
            return [
                (
                    rect.centerx + (i - middle) * step,
                    base_y + abs(i - middle) ** 2 * self.app.px(3),
                    (middle - i) * min(4.0, 14.0 / spread),
                )
                for i in range(count)
            ]
        rect = self.seat_rect(seat)
        width = self.card_sizes["seat"][0]
        step = min(width * 0.5, (rect.width - width) / max(1, count - 1))
        middle = (count - 1) / 2
        y = rect.top + self.card_sizes["seat"][1] / 2 + self.app.px(4)
        return [(rect.centerx + (i - middle) * step, y, 0.0) for i in range(count)]

    def px(self, value: float) -> int:
        """A design-size length in pixels at the window's scale."""
        return self.app.px(value)

    def lay_out_hand(self, seat: int, seconds: float = 0.25) -> None:
        """Send every card of `seat`'s hand to its slot (tweened; 0 seconds snaps)."""
        hand = self.hands[seat]
        size = "hand" if seat == self.viewer else "seat"
        for sprite, (x, y, angle) in zip(hand, self.hand_slots(seat, len(hand)), strict=True):
            sprite.size = size
            if seconds <= 0:
                sprite.pos, sprite.angle = (x, y), angle
            else:
                self.tweens.animate(sprite, seconds, "easeOutQuad", pos=(x, y), angle=angle)
        self.refresh_choices()

    def lay_out_all(self) -> None:
        """Snap every hand to its slots and set which faces show (after a resize or a hand-off)."""
        for seat in range(self.players):
            for sprite in self.hands[seat]:
                sprite.face_up = self.face_up_at_rest(seat)
            self.lay_out_hand(seat, 0)

    def face_up_at_rest(self, seat: int) -> bool:
        """Whether the cards resting in `seat`'s hand show their faces."""
        return self.shows_faces(seat)

    def refresh_choices(self) -> None:
        """Dim the viewer's cards that cannot be played now and remember why."""
        hand = self.hands[self.viewer]
        key = (len(self.match.record.actions), tuple(s.code for s in hand), self.viewer)
        if key == self._choices_for:
            return
        self._choices_for = key
        my_turn = self.match.to_move == self.viewer and self.match.seats[self.viewer].is_human
        self.reasons = [
            self.match.why_illegal(self.card_action(s.code)) if my_turn and s.code else None
            for s in hand
        ]
        for sprite, reason in zip(hand, self.reasons, strict=True):
            sprite.dimmed = reason is not None and self.shows_faces(self.viewer)
        if self.selected is not None and self.selected >= len(hand) + len(self.targets()):
            self.selected = None
        self._show_selection()

    def _show_selection(self) -> None:
        for index, sprite in enumerate(self.hands[self.viewer]):
            sprite.selected = index == self.selected

    def riffle(self, times: int, delay: float = 0.0) -> float:
        """Cards split from the draw pile to both sides and come back together, `times` over;
        returns how long it takes."""
        centre = self.rects["draw_pile"].center
        reach = self.card_sizes["pile"][0] * 0.7
        for index in range(6):
            sprite = CardSprite(None, size="pile")
            sprite.pos = centre
            side = -1 if index % 2 else 1
            out = (centre[0] + side * reach, centre[1] - index * self.px(2))
            self.flying.append(sprite)
            self.tweens.after(
                delay + index * 0.02, lambda s=sprite, o=out: self._split(s, o, times)
            )
        return delay + times * 0.3 + 0.1

    def _split(self, sprite: CardSprite, out: tuple[float, float], times: int) -> None:
        """One card of a riffle goes out to `out` and back (each leg chained to the one before,
        so no tween replaces another), `times` over, then vanishes."""
        centre = self.rects["draw_pile"].center
        if times <= 0:
            self.flying.remove(sprite)
            return

        def back() -> None:
            self.tweens.animate(
                sprite, 0.14, "easeInQuad", lambda: self._split(sprite, out, times - 1), pos=centre
            )

        self.tweens.animate(sprite, 0.14, "easeOutQuad", back, pos=out)

    # The frame loop -----------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """True while a move animates or events wait: input is held until then."""
        return self.tweens.busy or bool(self.match.events) or self.gap > 0

    def resize(self, size: tuple[int, int]) -> None:
        """Lay everything out again at the new window size and redraw the caches."""
        self.rects = self.layout.scaled(size)
        self.card_sizes = {
            name: (self.app.px(width), self.app.px(height))
            for name, (width, height) in CARD_SIZES.items()
        }
        self.painter.clear()
        self._surfaces.clear()
        self.tweens.finish_all()
        self.lay_out_all()

    def update(self, dt: float) -> None:
        """Advance the animations, then the next event, then whoever is to move."""
        self.tweens.speed = self.app.animation_speed
        self.tweens.update(dt)
        self.message_left = max(0.0, self.message_left - dt)
        self.gap = max(0.0, self.gap - dt * self.tweens.speed)
        while self.gap <= 0 and self.match.events:
            self.gap = self.animate(self.match.events.popleft())
        if self.busy:
            return
        self._check_step()
        if self.match.is_over:
            self._end_of_game()
        elif self.match.human_to_move():
            self._human_turn(dt)
        else:
            self._computer_turn(dt)

    def _check_step(self) -> None:
        """Once the animations of an action are over, make sure the table shows the state."""
        done = len(self.match.record.actions)
        if self._checked_at != done:
            self._checked_at = done
            if not self.in_step():
                self.rebuild_from_state()

    def _computer_turn(self, dt: float) -> None:
        """Let the computer think; apply its move no sooner than the think time allows."""
        pause = self.app.settings.think_time / max(0.01, self.tweens.speed)
        first = self.think_clock == 0.0
        self.think_clock += dt
        if (first or self.think_clock >= pause) and self.match.poll():
            self.think_clock = 0.0

    def _human_turn(self, dt: float) -> None:
        seat = self.match.to_move
        if self.revealed_to != seat and len(self.match.humans) > 1:
            self._hand_off(seat)
            return
        if self.viewer != seat:
            self.viewer = seat
            self.lay_out_all()
        self.refresh_choices()
        self.human_waiting(dt)
        while self.pending_input and not self.busy and self.match.human_to_move():
            self.act_on(self.pending_input.popleft())

    def human_waiting(self, dt: float) -> None:
        """Called every frame while the viewer is to decide and nothing animates (timed rules)."""

    def _hand_off(self, seat: int) -> None:
        """Hide every hand, turn the table to `seat`, and let the shell ask for the device."""
        from scenes.pass_device import PassDeviceScene

        self.revealed_to = None
        self.viewer = seat
        self.pending_input.clear()
        self.lay_out_all()
        self.app.stack.push(PassDeviceScene(self.app, self.match.seats[seat].name, self._reveal))

    def _reveal(self) -> None:
        self.revealed_to = self.viewer
        self.selected = None
        self._choices_for = None
        self.lay_out_all()

    def _end_of_game(self) -> None:
        if not self.celebrated:
            self.celebrated = True
            outcome = self.match.outcome
            self.gap = self.celebrate(None if outcome is None else outcome.winner)
        elif not self.finished:
            self.finished = True
            self.app.game_finished(self.match)

    # Input --------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Esc pauses at once; clicks and keys wait while a move animates."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from scenes.pause import PauseScene

            self.app.stack.push(PauseScene(self.app, self.match))
            return True
        if event.type not in INPUT_TYPES:
            return False
        if self.busy:
            self.pending_input.append(event)
        elif self.match.human_to_move() and self.revealed_to == self.viewer:
            self.act_on(event)
        elif not self.match.is_over:
            self.say(self._whose_turn())
        return True

    def act_on(self, event: pygame.event.Event) -> None:
        """Turn one click or key into a choice for the viewer."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)

    def click(self, pos: tuple[int, int]) -> None:
        """A left click at `pos`: a card of the viewer's hand or a target."""
        for target in self.targets():
            if target.rect.collidepoint(pos):
                self.choose(target.action)
                return
        index = self.card_at(pos)
        if index is not None:
            self.selected = index
            self._show_selection()
            self.play_card(index)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the viewer's card under `pos` (the topmost one), or None."""
        hand = self.hands[self.viewer]
        for index in range(len(hand) - 1, -1, -1):
            if hand[index].hit_rect(self.card_sizes).collidepoint(pos):
                return index
        return None

    def key(self, key: int) -> None:
        """Arrows move the selection over the hand and the targets; Enter or Space plays it."""
        hand, targets = self.hands[self.viewer], self.targets()
        stops = len(hand) + len(targets)
        if not stops:
            return
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            start = self.selected if self.selected is not None else (-1 if step > 0 else stops)
            self.selected = (start + step) % stops
            self._show_selection()
            if self.selected >= len(hand):
                self.say(targets[self.selected - len(hand)].label)
        elif key in CONFIRM_KEYS:
            if self.selected is None:
                self.say("Choose a card with the arrow keys, then press Enter.")
            elif self.selected < len(hand):
                self.play_card(self.selected)
            else:
                self.choose(targets[self.selected - len(hand)].action)

    def play_card(self, index: int) -> None:
        """Play the viewer's card at `index`, or say why it cannot be played."""
        reason = self.reasons[index] if index < len(self.reasons) else None
        if reason is not None:
            self.sounds.play("refuse")
            self.say(reason)
            return
        self.choose(self.card_action(self.hands[self.viewer][index].code))

    def choose(self, action: Action) -> None:
        """Submit the viewer's action, or show the rules' reason when it is refused."""
        reason = self.match.why_illegal(action)
        if reason is not None:
            self.sounds.play("refuse")
            self.say(reason)
            return
        self.selected = None
        self.message_left = 0.0
        self.match.submit(action)

    def _whose_turn(self) -> str:
        seat = self.match.to_move
        if seat is None:
            return "The game is over."
        return f"It is {self.match.seats[seat].name}'s turn."

    # Drawing ------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The felt, the game's table, the hands, the flying cards, the message."""
        surface.blit(self.app.felt(), (0, 0))
        self.draw_table(surface)
        moving = []
        for sprite in chain(self.pile_sprites(), *self.hands):
            if self.tweens.is_animating(sprite, "pos"):
                moving.append(sprite)
            else:
                sprite.draw(surface, self.painter, self.card_sizes)
        for sprite in chain(moving, self.flying):
            sprite.draw(surface, self.painter, self.card_sizes)
        self.draw_message(surface)

    def draw_message(self, surface: pygame.Surface) -> None:
        """The message line above the hand: a passing message, else whose turn it is."""
        words, colour = self.status_line()
        if self.message_left > 0:
            words, colour = self.message, WARNING
        if words:
            image = self.text(words, 20, colour, bold=True)
            surface.blit(image, image.get_rect(center=self.rects["message"].center))

    def status_line(self) -> tuple[str, tuple[int, int, int]]:
        """What the message line says when no message is showing."""
        seat = self.match.to_move
        if seat is None:
            return "", MUTED
        if seat == self.viewer and self.match.seats[seat].is_human and not self.busy:
            return "Your turn: click a card, or use the arrows and Enter.", GOLD
        return self._whose_turn(), MUTED

    def badge(
        self, surface: pygame.Surface, words: str, fill, ink, topright: tuple[int, int]
    ) -> None:
        """A small rounded label (`words` in `ink` on `fill`) with its top right at `topright`."""
        image = self.text(words, 13, ink, bold=True)
        box = image.get_rect().inflate(self.px(12), self.px(4))
        box.topright = topright
        pygame.draw.rect(surface, fill, box, border_radius=self.px(6))
        surface.blit(image, image.get_rect(center=box.center))

    def highlight(self, surface: pygame.Surface, rect: pygame.Rect, colour=GOLD) -> None:
        """A rounded frame around `rect` (the seat to move)."""
        pygame.draw.rect(
            surface,
            colour,
            rect.inflate(self.app.px(8), self.app.px(8)),
            self.app.px(3),
            border_radius=self.app.px(12),
        )
