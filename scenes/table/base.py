"""What every table shares: draining the match's event queue into tweens one event at a time, as
the viewer saw each event; pacing computer turns; the hand at the bottom, fanned, with dimmed
cards and their reasons; mouse and keyboard play (`input.py`), only during the viewer's own
decision (a click or key made at any other moment is dropped, never played later); a computer
thinking for a while shown at its seat; pass-the-device hand-offs; the seat plates, the message
line and the winner's banner; the move log (`move_log.py`); the hint, the coach's notes and undo
(`assist.py`); pause, and the end of the game.

A table draws from what its viewer may see and nothing else: the events as `match.next_event`
gives them to that viewer, and, at rest (after each action's animations, at a hand-off, on a
resumed game), the viewer's `match.view`. The viewer is the human at the screen, or in a game of
computers only the `SPECTATOR`, who sees every hand. The seat at the bottom of the screen is a
separate matter (`bottom`): the viewer's seat, or seat 0 for the spectator.

A game's table subclasses `TableScene`, sets its `spec` (a `TableSpec`: layout, sizes, painter,
guide) and fills in the hooks marked "Game hook", above all `event_handlers`, which maps every
event type of its `docs/events-*.md` to the method that animates it.

A table is made in two phases: the constructor makes state only (a subclass calls
`super().__init__` first and then sets its own), and `set_up()` lays it out and sets it from the
view, calling the game's hooks (`table_scene_for` does both). Its parts: the turn flow
(`turn_flow.py`, no pygame), the game's panels (objects reading what `host.py` declares), the
move log and the assistant; `TableInput` is still mixed in.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.messages import N_, Message
from game.core.seats import Viewer
from game.match import LiveControls, TableSurface
from scenes.fonts import MIN_TEXT_PX, shortened
from scenes.layout import load_layout
from scenes.lru import LruCache
from scenes.pass_device import PassDeviceScene
from scenes.pause import PauseScene
from scenes.scene import Scene
from scenes.sound import Sounds
from scenes.sprites import CardSprite
from scenes.table.assist import Assistant, dots_change_in, thinking_dots
from scenes.table.input import TableInput
from scenes.table.move_log import FOLD_KEY, SCROLL_KEYS, MoveLog
from scenes.table.spec import TableSpec
from scenes.table.turn_flow import Turn, TurnFlow
from scenes.table.tutor import Tutor
from scenes.table.widgets import INK, Banner, SeatPlate, draw_plate
from scenes.theme import CREAM, GOLD, MUTED, WARNING, scale_for
from scenes.tween import Tweener

if TYPE_CHECKING:
    from scenes.app import App

MESSAGE_SECONDS = 4.0
"""How long a message (a refusal's reason, a turn note) stays in the message area."""
TEXT_CACHE_LIMIT = 150
"""Rendered texts kept at once; the least recently used goes first (scores and totals keep
changing). A table draws up to about 40 in a frame and 50 in five seconds."""

INPUT_TYPES = (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
MODIFIER_KEYS = frozenset(
    (
        pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LALT,
        pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCK,
        pygame.K_MODE,
    )
)  # fmt: skip
"""Keys pressed on their way to another (Ctrl of Ctrl+Z): never a move, nothing to explain."""
THINKING_SHOWN_AFTER = 0.5
"""Seconds of a computer's turn after which its seat shows that it is thinking."""
WHEEL_BUTTONS = (4, 5)
"""The mouse buttons SDL reports for the wheel, beside its MOUSEWHEEL event."""
# TRANSLATORS: the message line of a person who watches a game from no seat, between turns.
WATCHING = N_("You are watching.")
# TRANSLATORS: a badge over the bottom seat of a person who watches a game from no seat.
WATCHING_BADGE = N_("YOU ARE WATCHING")

EventHandler = Callable[[Event], float]
"""Animates one event; returns the (sped-up) seconds to wait before the next event starts."""
View = Mapping[str, Any]


class UnhandledEvent(LookupError):
    """The rules reported an event type the table has no handler for."""


Words = str | Message
"""A text for a table to draw: a message, put into the language's words at draw time, or a
string drawn as it is (a name, a number already in the language's digits)."""
WHO = {
    # TRANSLATORS: who plays a seat, under the seat's name; "easy", "normal", "hard" are levels.
    "easy": N_("computer, easy"),
    "normal": N_("computer, normal"),
    "hard": N_("computer, hard"),
    # TRANSLATORS: a computer that plays a lesson's moves as written.
    "lesson": N_("computer, lesson"),
}


@dataclass(frozen=True)
class Target:
    """A clickable place besides the hand (a button, a pile) and the action it takes; `label`
    is what the place is called (said when the keyboard selects it)."""

    name: str
    rect: pygame.Rect
    action: Action
    label: Words


class TableScene(TableInput, Scene):
    """The table of one match. Subclasses set `spec` and implement the hooks marked "Game hook"."""

    spec: ClassVar[TableSpec]

    def __init__(self, app: App, match: TableSurface) -> None:
        super().__init__(app)
        self.match = match
        """What the table reads of the game: a live `Match`, a replay, or a connection's."""
        self.flow = TurnFlow(match)
        """Whose decision it is, whose view shows, pacing, hand-off, takebacks, dropped input."""
        self.scale = app.scale
        """The table's size relative to the 1280×720 design size (its window's, or the part of
        the window it is drawn in)."""
        self.players = match.players
        self.layout = load_layout(self.spec.game, self.players)
        self.tweens = Tweener(app.animation_speed)
        self.painter = self.spec.guide.painter(app)
        self.sounds = Sounds(lambda: app.settings.sound_volume)
        self.hands: list[list[CardSprite]] = [[] for _ in range(self.players)]
        self.flying: list[CardSprite] = []
        """Cards passing through, not part of any hand or pile (they vanish when they land)."""
        self.reasons: list[Message | None] = []
        self.selected: int | None = None
        self.event_delay = 0.0
        """Seconds (at animation speed 1) before the next event's animation may start."""
        self.message: Words = ""
        self.message_left = 0.0
        self.banner = Banner()
        self.winner: int | None = None
        """The winning seat, once the game is over and celebrated."""
        self.finished = False
        self.celebrated = False
        self.rebuilds = 0
        """How often the table was set up from a view without animation: on opening a saved
        game, and whenever the animations had drifted from the rules (never, we hope)."""
        self.view: View = match.view(self.viewer)
        """The viewer's view as of the last time the table was at rest."""
        self.log = MoveLog(self.spec.narrator)
        self.assist = Assistant.for_table(self)
        self.rects: dict[str, pygame.Rect] = {}
        self.card_sizes: dict[str, tuple[int, int]] = {}
        self._texts: LruCache[pygame.Surface] = LruCache(TEXT_CACHE_LIMIT)
        self._said: dict[Message, str] = {}
        self._shapes: dict[tuple, pygame.Surface] = {}
        self._choices_for: tuple | None = None
        self._checked_at = -1
        self.tutor: Tutor | None = None
        """A lesson's guide at this table, or None in a game."""

    def set_up(self) -> None:
        """The second phase of making a table, once it and its game's parts all exist: lay it
        out at the window's size and, for a resumed game, set it from the viewer's view (a new
        game deals by its events). The constructors only make state, so a game's table sets
        its own after `super().__init__` like any class; `table_scene_for` does both phases."""
        self.resize(self.app.size)
        if not self.match.events:
            self._set_from_view(repair=True)

    # The turn flow's state, as the table's parts read it ----------------------------------------

    @property
    def watching(self) -> bool:
        """True at the replay viewer's table: nobody moves, and the end of the game is
        celebrated but not handed on to the scores."""
        return self.flow.watching

    @watching.setter
    def watching(self, on: bool) -> None:
        self.flow.watching = on

    @property
    def viewer(self) -> Viewer:
        """Whose view the table draws: the human at the screen, or the spectator."""
        return self.flow.viewer

    @property
    def bottom(self) -> int:
        """The seat whose place is at the bottom of the screen."""
        return self.flow.bottom

    @property
    def revealed(self) -> bool:
        """False while the device is being passed: no hidden card shows, even the viewer's."""
        return self.flow.revealed

    @property
    def think_clock(self) -> float:
        """Seconds since the computer to move began its turn."""
        return self.flow.think_clock

    def live(self) -> LiveControls:
        """The match as one played at this table (moves, takebacks); a watched table, whose
        match is a replay, never asks."""
        return self.flow.live()

    # Game hooks ---------------------------------------------------------------------------------

    def event_handlers(self) -> dict[str, EventHandler]:
        """Game hook: every event type of the game's rules and the method that animates it (an
        event without a handler stops the table). Asked for each event, so the table keeps no
        bound methods of its own, which would keep it alive after it is gone."""
        raise NotImplementedError

    def rebuild(self, view: View) -> None:
        """Game hook: set every sprite and figure from `view`, without animation."""
        raise NotImplementedError

    def in_step(self, view: View) -> bool:
        """Game hook: True when the table shows exactly what `view` holds."""
        raise NotImplementedError

    def view_changed(self, view: View) -> None:
        """Game hook: `view` is the viewer's view from now on (after a rebuild, if one was
        needed): take from it what the events do not say."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Game hook: draw everything but the cards the base draws (hands, piles, flying cards)
        and the seat plates."""
        raise NotImplementedError

    def card_action(self, code: str) -> Action:
        """Game hook: the action a click on card `code` of the bottom hand asks for."""
        raise NotImplementedError

    def targets(self) -> Sequence[Target]:
        """Game hook: the clickable places besides the hand open to the viewer now."""
        return []

    def pile_sprites(self) -> list[CardSprite]:
        """Game hook: cards lying on the table outside the hands (drawn under the hands)."""
        return []

    def seat_plate(self, seat: int) -> SeatPlate:
        """Game hook: what `seat`'s name plate shows."""
        return SeatPlate(self.who(seat), frame=self.turn_frame(seat))

    def prompt_words(self) -> Words:
        """Game hook: the message line while the viewer decides."""
        return Message(N_("Your turn: click a card, or use the arrows and Enter."))

    # Events -------------------------------------------------------------------------------------

    def animate(self, event: Event) -> float:
        """Start the animation of one rules event and show its narration; return the wait
        before the next one."""
        handler = self.event_handlers().get(event.type)
        if handler is None:
            raise UnhandledEvent(f"the {self.spec.game} table has no handler for {event.type!r}")
        wait = handler(event)
        self.log.add(event, self.names(), self.viewer)
        narration = self.spec.narrator.narrate(event, self.names(), self.viewer)
        if narration is not None:
            self.say(narration)
        return wait

    # The view -----------------------------------------------------------------------------------

    def _look(self) -> View:
        """Take the viewer's view (at rest: nothing waits to be shown) and keep it."""
        self.view = self.match.view(self.viewer)
        self._choices_for = None
        return self.view

    def _set_from_view(self, repair: bool) -> None:
        """Rebuild the table and its move log from the viewer's view and the events as the
        viewer saw them; a `repair` is counted in `rebuilds`."""
        view = self._look()
        if repair:
            self.rebuilds += 1
        self.rebuild(view)
        self.view_changed(view)
        seen = self.match.observation(self.viewer).events
        self.log.rebuild(seen, self.names(), self.viewer)

    def hands_from(self, view: View) -> list[list[CardSprite]]:
        """The view's hands as sprites: a hand the viewer may not see as that many code-less
        cards."""
        return [
            [CardSprite(None) for _ in range(hand)]
            if isinstance(hand, int)
            else [CardSprite(code) for code in hand]
            for hand in view["hands"]
        ]

    def hands_in_step(self, view: View) -> bool:
        """True when every hand holds what the view says: the cards of a hand the viewer sees,
        the number of cards of any other."""
        for sprites, hand in zip(self.hands, view["hands"], strict=True):
            if isinstance(hand, int):
                if len(sprites) != hand:
                    return False
            elif sorted(sprite.code or "?" for sprite in sprites) != sorted(hand):
                return False
        return True

    # Seats and places ---------------------------------------------------------------------------

    def position_of(self, seat: int) -> int:
        """The seat anchor number of `seat`: 0 is the bottom of the screen, then clockwise."""
        return (seat - self.bottom) % self.players

    def seat_rect(self, seat: int) -> pygame.Rect:
        """Where `seat`'s place is on screen."""
        return self.rects[f"seat{self.position_of(seat)}"]

    def plate_rect(self, seat: int) -> pygame.Rect:
        """Where `seat`'s name plate is: the whole place at the bottom, else under its cards."""
        rect = self.seat_rect(seat)
        if seat == self.bottom:
            return rect
        top = rect.top + self.card_sizes["seat"][1] + self.px(self.spec.plate_gap)
        return pygame.Rect(rect.left, top, rect.width, rect.bottom - top)

    def shows_faces(self, seat: int) -> bool:
        """True when the cards of `seat` the viewer knows may show their faces: the viewer's own
        (or, for the spectator, every seat's) once the device is in the right hands."""
        return self.flow.shows_faces(seat)

    def viewer_decides(self) -> bool:
        """True when the viewer is the human to move and holds the device."""
        return self.flow.viewer_decides()

    def seat_name(self, seat: int) -> str:
        """The name of the player at `seat`."""
        return self.match.seats[seat].name

    def names(self) -> list[str]:
        """The players' names by seat."""
        return [seat.name for seat in self.match.seats]

    def who(self, seat: int) -> Message:
        """Who plays `seat`: "human", or "computer, " and its level."""
        player = self.match.seats[seat]
        return Message(N_("human") if player.is_human else WHO[player.level])

    def turn_frame(self, seat: int) -> tuple[int, int, int] | None:
        """The frame of a seat plate: gold round the seat to move, until the game is won."""
        return GOLD if self.match.to_move == seat and not self.banner.words else None

    # Small pieces -------------------------------------------------------------------------------

    def px(self, value: float) -> int:
        """A design-size length in pixels at the table's scale."""
        return max(1, round(value * self.scale))

    def words(self, words: Words) -> str:
        """A message in the app's language (a string as it is); the latest are remembered, as
        the same messages are drawn frame after frame."""
        if not isinstance(words, Message):
            return words
        said = self._said.get(words)
        if said is None:
            said = self.app.words.say(words)
            if len(self._said) >= TEXT_CACHE_LIMIT:
                del self._said[next(iter(self._said))]
            self._said[words] = said
        return said

    def text(
        self, words: Words, size: float, colour: tuple[int, int, int] = CREAM, bold: bool = False
    ) -> pygame.Surface:
        """Rendered text (design-size `size`) in the app's language, cached until the window
        size or the language changes (the `TEXT_CACHE_LIMIT` most recently used)."""
        shown = self.words(words)
        return self._texts.get(
            (shown, size, colour, bold),
            lambda: self.app.font(self.px(size), bold, shown).render(shown, True, colour),
        )

    def shape(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A drawn shape (a panel, the direction arrows) by `key`, made once per window size."""
        found = self._shapes.get(key)
        if found is None:
            found = self._shapes[key] = make()
        return found

    def say(self, words: Words) -> None:
        """Show `words` in the message area for a few seconds (put into the language's words
        when drawn, so a change of language shows at once)."""
        self.message = words
        self.message_left = MESSAGE_SECONDS

    def turn_over(self, sprite: CardSprite, delay: float, seconds: float = 0.3) -> None:
        """Narrow the card or tile to its edge, show the other side, widen it again."""

        def halfway() -> None:
            sprite.face_up = not sprite.face_up
            self.tweens.animate(sprite, seconds / 2, "easeOutQuad", squash=1.0)

        self.tweens.animate(sprite, seconds / 2, "easeInQuad", halfway, delay, squash=0.0)

    def fly_away(self, sprite: CardSprite, pos: tuple[float, float], seconds: float) -> None:
        """A card leaves the table's bookkeeping and flies to `pos`, where it vanishes."""
        self.flying.append(sprite)
        self.tweens.animate(sprite, seconds, "easeInOutQuad", pos=pos, angle=0.0)
        self.tweens.after(seconds, lambda: self.flying.remove(sprite))

    # The hand -----------------------------------------------------------------------------------

    seat_spread = 0.5
    """How far apart the cards of another seat's row are, in card widths (the replay viewer,
    where they are face up, spreads them so every card can be read)."""

    def hand_slots(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        """(x, y, angle) of each card of a hand of `count` cards at `seat`'s place: fanned at the
        bottom, a tight row at the other seats."""
        if seat == self.bottom:
            rect = self.rects["hand"]
            width = self.card_sizes["hand"][0]
            spread = max(1, count - 1)
            step = min(width * 1.08, (rect.width - width) / spread)
            middle = (count - 1) / 2
            base_y = rect.centery + self.px(8)
            return [
                (
                    rect.centerx + (i - middle) * step,
                    base_y + abs(i - middle) ** 2 * self.px(3),
                    (middle - i) * min(4.0, 14.0 / spread),
                )
                for i in range(count)
            ]
        return self.row_slots(seat, count, self.seat_spread)

    def row_slots(self, seat: int, count: int, spread: float) -> list[tuple[float, float, float]]:
        """A straight row of `count` cards at another seat's place, each `spread` of a card's
        width from the one before (closer if the place is too narrow)."""
        rect = self.seat_rect(seat)
        width, height = self.card_sizes["seat"]
        step = min(width * spread, (rect.width - width) / max(1, count - 1))
        middle = (count - 1) / 2
        y = rect.top + height / 2 + self.px(4)
        return [(rect.centerx + (i - middle) * step, y, 0.0) for i in range(count)]

    def lay_out_hand(self, seat: int, seconds: float = 0.25) -> None:
        """Send every card of `seat`'s hand to its slot (tweened; 0 seconds snaps)."""
        hand = self.hands[seat]
        size = "hand" if seat == self.bottom else "seat"
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
                sprite.face_up = sprite.code is not None and self.face_up_at_rest(seat)
            self.lay_out_hand(seat, 0)

    def face_up_at_rest(self, seat: int) -> bool:
        """Whether the cards resting in `seat`'s hand show their faces (those the viewer knows)."""
        return self.shows_faces(seat)

    def refresh_choices(self) -> None:
        """Dim the bottom hand's cards that cannot be played now and remember why."""
        hand = self.hands[self.bottom]
        key = (len(self.match.record.actions), tuple(s.code for s in hand), self.bottom)
        if key == self._choices_for:
            return
        self._choices_for = key
        my_turn = self.match.to_move == self.bottom and self.match.seats[self.bottom].is_human
        self.reasons = [
            self.match.why_illegal(self.card_action(s.code)) if my_turn and s.code else None
            for s in hand
        ]
        dims = self.dims_hand() and self.shows_faces(self.bottom)
        for sprite, reason in zip(hand, self.reasons, strict=True):
            sprite.dimmed = dims and reason is not None
        if self.selected is not None and self.selected >= len(hand) + len(self.targets()):
            self.selected = None
        self.show_selection()

    def dims_hand(self) -> bool:
        """Whether the cards that cannot be played are dimmed now (a click on one still says
        why); tables where the hand also waits through other decisions narrow this."""
        return True

    def show_selection(self) -> None:
        """Mark the selected card of the bottom hand."""
        for index, sprite in enumerate(self.hands[self.bottom]):
            sprite.selected = index == self.selected

    # The frame loop -----------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """True while a move animates or events wait to be shown."""
        return self.tweens.busy or bool(self.match.events) or self.event_delay > 0

    @property
    def busy(self) -> bool:
        """True while a move animates, events wait, or the table has not yet taken the view
        after the last action: input is held until then."""
        return self.animating or self._checked_at != len(self.match.record.actions)

    def pace(self) -> float:
        """How fast the table's animations and computers go: the app's animation speed (a
        table hurrying through a claimed hand goes faster)."""
        return self.app.animation_speed

    def move_hold(self) -> float:
        """The least real seconds a move stays in view before a computer makes the next one
        (the Pace setting; a table hurrying through a claimed hand holds nothing)."""
        return self.app.settings.move_pause

    def next_frame(self) -> float:
        """0 while a move animates or the table has yet to take it in, and at the end of the
        game until the scores are shown; else the seconds until the message line clears (never,
        without a message)."""
        if self.busy or (self.match.is_over and not self.finished):
            return 0.0
        message = self.message_left if self.message_left > 0 else math.inf
        return min(message, self.assist.next_frame(), self._thinking_changes_in())

    def _computer_waited_for(self) -> bool:
        """True while the table, at rest, waits for a computer's move (or a lesson's scripted
        one) that no lesson is holding back."""
        match = self.match
        return not (
            self.busy
            or self.watching
            or match.is_over
            or match.human_to_move()
            or self._tutor_holds()
        )

    def thinking_seat(self) -> int | None:
        """The computer seat that has been thinking for longer than a moment
        (`THINKING_SHOWN_AFTER`): its plate shows moving dots. None while nobody is."""
        if self._computer_waited_for() and self.think_clock >= THINKING_SHOWN_AFTER:
            return self.match.to_move
        return None

    def _thinking_changes_in(self) -> float:
        """The seconds until a thinking computer's dots appear or step on (never, when no
        computer is thinking)."""
        if not self._computer_waited_for():
            return math.inf
        if self.think_clock < THINKING_SHOWN_AFTER:
            return THINKING_SHOWN_AFTER - self.think_clock
        return dots_change_in(self.think_clock - THINKING_SHOWN_AFTER)

    def polls(self) -> bool:
        """True while the table waits for a computer's move (one a lesson's tutor is not
        holding back) or for the coach's advice."""
        waiting = not (self.busy or self.match.is_over or self.match.human_to_move())
        return (waiting and not self._tutor_holds()) or self.assist.polls()

    def _tutor_holds(self) -> bool:
        return self.tutor is not None and self.tutor.holds()

    def close(self) -> None:
        """Leaving for good: drop the pending animations (their callbacks refer back to the
        table) and the cached images, so the table and its images are freed at once."""
        self.tweens = Tweener(self.tweens.speed)
        self.flying = []
        self.assist.forget()
        self.log.lines.clear()
        self.log.clear_cache()
        self.painter.clear()
        self._texts.clear()
        self._shapes.clear()

    def resize(self, size: tuple[int, int]) -> None:
        """Lay everything out again at the new size (the window's, or the part of it the table
        is drawn in) and redraw the caches."""
        self.scale = scale_for(size)
        self.rects = self.layout.scaled(size)
        self.card_sizes = {
            name: (self.px(width), self.px(height))
            for name, (width, height) in self.spec.piece_sizes.items()
        }
        self.painter.clear()
        self._texts.clear()
        self._said.clear()
        self._shapes.clear()
        self.log.clear_cache()
        self.tweens.finish_all()
        self.lay_out_all()

    def update(self, dt: float) -> None:
        """Advance the animations, then the next event, then whoever is to move."""
        self.settle_press()
        self.tweens.speed = self.pace()
        self.tweens.update(dt)
        self.assist.update(dt)
        self.follow_hint()
        self.message_left = max(0.0, self.message_left - dt)
        self.event_delay = max(0.0, self.event_delay - dt * self.tweens.speed)
        while self.event_delay <= 0:
            event = self.match.next_event(self.viewer)
            if event is None:
                break
            self.event_delay = self.animate(event)
        if self.animating:
            return
        self._check_step()
        turn = self.flow.turn()
        if turn is Turn.OVER:
            self._end_of_game()
        elif turn is Turn.PERSON:
            self._human_turn(dt)
        elif turn is Turn.COMPUTER:
            self._computer_turn(dt)

    def _check_step(self) -> None:
        """Once the animations of an action are over, take the viewer's view and make sure the
        table shows it."""
        done = len(self.match.record.actions)
        if self._checked_at == done:
            return
        self._checked_at = done
        view = self._look()
        if not self.in_step(view):
            self.rebuilds += 1
            self.rebuild(view)
        self.view_changed(view)
        if self.tutor is not None:
            self.tutor.at_rest()

    def _computer_turn(self, dt: float) -> None:
        """Let the computer think; apply its move no sooner than the think time allows."""
        if self._tutor_holds():
            return
        thinking = self.app.settings.think_time / max(0.01, self.tweens.speed)
        self.flow.computer_step(dt, thinking, self.move_hold())

    def _human_turn(self, dt: float) -> None:
        seat = self.flow.hand_off_to()
        if seat is not None:
            self._hand_off(seat)
            return
        self.refresh_choices()
        self.human_waiting(dt)

    def human_waiting(self, dt: float) -> None:
        """Called every frame while the viewer is to decide and nothing animates (timed rules)."""

    def watch_from(self, viewer: Viewer, bottom: int) -> None:
        """Draw `viewer`'s view from now on (a seat's, or the spectator's: every hand), with
        `bottom` at the bottom of the screen, set from that view at once (the replay viewer)."""
        self.flow.watch_from(viewer, bottom)
        self.show_at_once()

    def show_at_once(self) -> None:
        """Finish the animations under way, drop the events still to be shown, and set the table
        from the viewer's view without animation (the replay viewer's steps back and jumps)."""
        self.tweens.finish_all()
        while self.match.next_event(self.viewer) is not None:
            pass
        self.event_delay = self.message_left = 0.0
        self.banner = Banner()
        self.winner, self.selected = None, None
        self.celebrated = self.finished = False
        self._set_from_view(repair=False)
        self._checked_at = len(self.match.record.actions)

    def _hand_off(self, seat: int) -> None:
        """Hide every hand, set the table from `seat`'s view with that seat at the bottom, and
        let the shell ask for the device."""
        self.flow.hand_to(seat)
        self.selected = None
        self._set_from_view(repair=False)
        self.ask_for_device(seat, self._reveal)

    def ask_for_device(self, seat: int, ready: Callable[[], None]) -> None:
        """Cover the whole table until `seat`'s player says they hold the device, then call
        `ready` (a table may cover less, where little is private)."""
        self.app.stack.push(PassDeviceScene(self.app, self.seat_name(seat), ready))

    def take_back(self) -> None:
        """Undo: the person's last move and the computers' after it are taken back; the table
        drops what it was animating and is set again from the view, its log from the events."""
        if not self.flow.take_back():
            return
        self.tweens = Tweener(self.tweens.speed)
        self.flying.clear()
        self.event_delay = 0.0
        self.selected = None
        self._set_from_view(repair=False)
        self._checked_at = len(self.match.record.actions)

    def _reveal(self) -> None:
        self.flow.reveal()
        self.selected = None
        self._choices_for = None
        self.lay_out_all()

    def _end_of_game(self) -> None:
        if not self.celebrated:
            self.celebrated = True
            outcome = self.match.outcome
            self.event_delay = 0.0 if outcome is None else self.celebrate(outcome.winner)
        elif not self.finished:
            self.finished = True
            if self.tutor is None and not self.watching:
                self.app.game_finished(self.match)

    def celebrate(self, winner: int) -> float:
        """The winner's banner pops in with a fanfare (under it the reason a `game_won` handler
        put there); returns how long it holds before the scores (sped-up seconds)."""
        self.winner = winner
        # TRANSLATORS: on the winner's banner; {player} is the winner's name.
        self.banner.words = Message(N_("{player} wins!"), {"player": self.seat_name(winner)})
        self.banner.scale = 0.1
        self.message_left = 0.0
        self.sounds.play("win")
        self.tweens.animate(self.banner, 0.6, "easeOutBack", scale=1.0)
        return self.spec.celebration

    # Input --------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Esc pauses at once, and the log's, the hint's and undo's keys and buttons work at any
        time; any other click or key is a move only when made during the viewer's own decision
        at rest (see `drop_input`)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.push(PauseScene(self.app, self.match))
            return True
        if self.tutor is not None and self.tutor.handle(event):
            return True
        if self._log_input(event) or self.assist.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in WHEEL_BUTTONS:
            return True  # the wheel turned away from the log: nothing to do
        if self.hand_input(event):
            return True
        if event.type not in INPUT_TYPES:
            return False
        if not self.busy and self.viewer_decides():
            self.act_on(event)
        elif _could_be_a_move(event):
            self.drop_input()
        return True

    def drop_input(self) -> None:
        """A click or key made while the decision is not the viewer's (a computer's turn, a
        move being shown, a lesson's scripted move) never becomes a move: it is dropped, and
        the first of a turn says why."""
        dropped = self.flow.drop()
        if dropped is None:
            return
        if dropped.own:
            # TRANSLATORS: a click or key was ignored while a move was still being shown.
            self.say(Message(N_("One moment: the last move is still being shown.")))
        else:
            # TRANSLATORS: a click or key was ignored as it is another player's turn.
            self.say(Message(N_("{player} is playing."), {"player": self.seat_name(dropped.seat)}))

    def _log_input(self, event: pygame.event.Event) -> bool:
        """The move log's keys (L folds it, Page Up and Page Down scroll it), the wheel over it
        and a click on its title; True when the event was the log's. A lesson has no log: its
        panel tells the moves (in Moon it sits where the log would)."""
        if self.tutor is not None:
            return False
        rect = self.rects["log"]
        if event.type == pygame.KEYDOWN and event.key == FOLD_KEY:
            self.log.toggle()
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.log.scroll(self, rect, SCROLL_KEYS[event.key] * 3)
        elif event.type == pygame.MOUSEWHEEL:
            if not rect.collidepoint(pygame.mouse.get_pos()):
                return False
            self.log.scroll(self, rect, event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            if self.log.title_rect(self, rect).collidepoint(event.pos):
                if event.button == 1:
                    self.log.toggle()
            elif self.log.folded or not rect.collidepoint(event.pos):
                return False
            return True  # a click or a wheel turn on the log is the log's
        else:
            return False
        return True

    def _whose_turn(self) -> Message:
        seat = self.match.to_move
        if seat is None:
            return Message(N_("The game is over."))
        player = {"player": self.seat_name(seat)}
        if self.match.spectating:
            # TRANSLATORS: the message line of a person who watches a game from no seat.
            return Message(N_("You are watching: it is {player}'s turn."), player)
        return Message(N_("It is {player}'s turn."), player)

    # Drawing ------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The felt, the seat plates, the game's table, the resting then the moving cards, the
        game's overlays, the move log (not in a lesson), the hint and undo, the message, a lesson's
        panel and the winner's banner; a computer thinking for a while has dots by its name."""
        surface.blit(self.app.felt(), (0, 0))
        for seat in range(self.players):
            draw_plate(self, surface, seat, self.seat_plate(seat))
        if self.match.spectating:
            self.draw_watching(surface)
        thinking = self.thinking_seat()
        if thinking is not None:
            self.draw_thinking(surface, thinking)
        self.draw_table(surface)
        moving = []
        for sprite in chain(self.pile_sprites(), *self.hands):
            if self.tweens.is_animating(sprite, "pos"):
                moving.append(sprite)
            else:
                sprite.draw(surface, self.painter, self.card_sizes)
        for sprite in chain(moving, self.flying):
            sprite.draw(surface, self.painter, self.card_sizes)
        self.draw_overlays(surface)
        if self.tutor is None:
            self.log.draw(self, surface, self.rects["log"])
        self.assist.draw(surface)
        self.draw_message(surface)
        self.draw_hand_tools(surface)
        if self.tutor is not None:
            self.tutor.draw(surface)
        self.banner.draw(self, surface)

    def watching_badge(self) -> tuple[Message, tuple[int, int]]:
        """The words of the badge that tells a person watching from no seat so, and its top
        right: over the bottom seat's plate, at its left."""
        plate = self.plate_rect(self.bottom)
        words = Message(WATCHING_BADGE)
        size = self.badge_rect(words, (0, 0)).size
        return words, (plate.left + size[0], plate.top - size[1] - self.px(8))

    def draw_watching(self, surface: pygame.Surface) -> None:
        """For a person who watches from no seat, the badge that says so: the bottom seat, its
        hand face down, is another's."""
        words, topright = self.watching_badge()
        self.badge(surface, words, GOLD, INK, topright)

    def draw_thinking(self, surface: pygame.Surface, seat: int) -> None:
        """Moving dots after the name of `seat`, a computer thinking for a while."""
        rect = self.plate_rect(seat)
        left = rect.left + self.px(6)
        name = self.fitted(self.seat_name(seat), 17, CREAM, rect.width - self.px(8), bold=True)
        x = min(left + name.get_width(), rect.right - self.px(32))
        clock = self.think_clock - THINKING_SHOWN_AFTER
        thinking_dots(self, surface, (x, rect.top + name.get_height() // 2), clock)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """Game hook: anything drawn over the cards (marks, words called out, a result)."""

    def draw_message(self, surface: pygame.Surface) -> None:
        """The message line above the hand: a passing message, else the move prompt or whose
        turn it is."""
        words, colour = self.status_line()
        if self.message_left > 0:
            words, colour = self.message, WARNING
        shown = self.line_words(words)
        if shown:
            image = self.fitted(shown, 20, colour, self.rects["message"].width, bold=True)
            surface.blit(image, image.get_rect(center=self.rects["message"].center))

    def line_words(self, words: Words) -> str:
        """A text of the message line in the language, starting with a capital (the rules'
        reasons start in lower case)."""
        return _capitalised(self.words(words))

    def wrapped_words(self, words: Words) -> str:
        """`line_words` for a text to be wrapped into rows (`wrap_text`): a card's name and
        the other names in it are held together by no-break spaces."""
        if isinstance(words, str):
            return _capitalised(words)
        return _capitalised(self.app.words.say(words, whole_names=True))

    def fitted(
        self,
        words: Words,
        size: float,
        colour: tuple[int, int, int],
        width: int,
        bold: bool = False,
    ) -> pygame.Surface:
        """`words` rendered at design size `size`, or smaller, down to two thirds of it or the
        smallest readable size (MIN_TEXT_PX), so as to fit `width` pixels (longer words in some
        languages); cut short with an ellipsis if even that is too wide."""
        image = self.text(words, size, colour, bold)
        smaller = size
        while image.get_width() > width and smaller > size * 2 / 3:
            if self.px(smaller - 1) < MIN_TEXT_PX:
                break
            smaller -= 1
            image = self.text(words, smaller, colour, bold)
        if image.get_width() > width:
            shown = self.words(words)
            font = self.app.font(self.px(smaller), bold, shown)
            image = self.text(shortened(font, shown, width), smaller, colour, bold)
        return image

    def status_line(self) -> tuple[Words, tuple[int, int, int]]:
        """What the message line says when no message is showing."""
        tutor = self.tutor
        if tutor is not None and tutor.holds():
            return tutor.waiting_words(), GOLD
        if self.match.to_move is None:
            return "", MUTED
        if self.busy:
            if not self.spec.turn_note_while_busy:
                return (Message(WATCHING) if self.match.spectating else ""), MUTED
            return self._whose_turn(), MUTED
        if self.viewer_decides():
            return self.prompt_words(), GOLD
        return self._whose_turn(), MUTED

    def badge(
        self, surface: pygame.Surface, words: Words, fill, ink, topright: tuple[int, int]
    ) -> None:
        """A small rounded label (`words` in `ink` on `fill`) with its top right at `topright`."""
        image = self.text(words, 13, ink, bold=True)
        box = self.badge_rect(words, topright)
        pygame.draw.rect(surface, fill, box, border_radius=self.px(6))
        surface.blit(image, image.get_rect(center=box.center))

    def badge_rect(self, words: Words, topright: tuple[int, int]) -> pygame.Rect:
        """Where `badge` draws the label of `words` with its top right at `topright`."""
        box = self.text(words, 13, CREAM, bold=True).get_rect().inflate(self.px(12), self.px(4))
        box.topright = topright
        return box

    def highlight(self, surface: pygame.Surface, rect: pygame.Rect, colour=GOLD) -> None:
        """A rounded frame around `rect` (the seat to move)."""
        pygame.draw.rect(
            surface,
            colour,
            rect.inflate(self.px(8), self.px(8)),
            self.px(3),
            border_radius=self.px(12),
        )


def _could_be_a_move(event: pygame.event.Event) -> bool:
    """True for a left click or a key other than a modifier: input a person may have meant as
    a move (dropped at the wrong moment, it is worth a word)."""
    if event.type == pygame.MOUSEBUTTONDOWN:
        return event.button == 1
    return event.key not in MODIFIER_KEYS


def _capitalised(text: str) -> str:
    """`text` starting with a capital (the rules' reasons start in lower case)."""
    return text[:1].upper() + text[1:]
