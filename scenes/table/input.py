"""Mouse and keyboard play at a table: a click on a card of the bottom hand or on a target, the
arrows moving a selection over the hand and the targets, Enter or Space playing it (with nothing
selected, selecting the first card that can be played), the selection standing on the move a
hint marks (so Enter plays what the hint shows), and the rules' reason shown when a choice is
refused.

The hand is the person's to arrange (`HandArranging`): sorted by colour or suit, or by number
(the Sort button or S; the choice is a setting), and a card dragged to another place in the hand
stays there, or dragged onto the pile is played when it may be.

`TableInput` is mixed into `TableScene`; it uses the table's hand, targets, reasons and match.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.core.messages import N_, Message
from scenes.scene import CONFIRM_KEYS
from scenes.sprites import CardSprite
from scenes.table.widgets import PANEL_FILL
from scenes.theme import BORDER, BUTTON, CREAM, GOLD

if TYPE_CHECKING:
    from scenes.table.host import TableHost as _Host
else:
    _Host = object

SORT_KEY = pygame.K_s
DRAG_DISTANCE = 8
"""Design pixels the mouse must move with the button held before a press on a card becomes a
drag (less is a click)."""
SORT_WORDS = {
    # TRANSLATORS: the button that sorts the hand, showing how it is sorted now: by suit
    # (Moon's tiles), by number.
    "suit": N_("Sort: suit"),
    "number": N_("Sort: number"),
}


@dataclass(eq=False)
class Press:
    """The left button went down on a card of the bottom hand: a click, unless the mouse moves
    far enough with the button held to make it a drag."""

    sprite: CardSprite
    start: tuple[int, int]
    event: pygame.event.Event
    offset: tuple[float, float]
    order: list[CardSprite]
    """The hand as it was, for a card that goes back."""
    dragging: bool = False


class TableInput(_Host):
    """Turning clicks and keys into the viewer's choices (mixed into `TableScene`)."""

    press: Press | None = None
    hovered: CardSprite | None = None
    """The bottom hand's card under the mouse (its reason shows while it is dimmed)."""
    sorts_lessons = True
    """Whether a lesson's hand is sorted (by suit, whatever the setting); False keeps it as the
    lesson dealt it."""
    own_order: dict[int, list[str]] | None = None
    """By seat: the order the person dragged their hand into (None: sorted)."""
    selected: int | None
    """The bottom hand's card, or past it the target, the arrows have selected (None: none)."""
    hint_stop: int | None = None
    """Where the hint on show last put the selection (None: no hint marks a move now)."""

    def act_on(self, event: pygame.event.Event) -> None:
        """Turn one click or key into a choice for the viewer."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)

    def click(self, pos: tuple[int, int]) -> None:
        """A left click at `pos`: a card of the bottom hand or a target."""
        for target in self.targets():
            if target.rect.collidepoint(pos):
                self.choose(target.action)
                return
        index = self.card_at(pos)
        if index is not None:
            self.selected = index
            self.show_selection()
            self.play_card(index)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the bottom hand's card under `pos` (the topmost one), or None."""
        hand = self.hands[self.bottom]
        for index in range(len(hand) - 1, -1, -1):
            if hand[index].hit_rect(self.card_sizes).collidepoint(pos):
                return index
        return None

    def key(self, key: int) -> None:
        """Arrows move the selection over the hand and the targets; Enter or Space plays it."""
        if key == SORT_KEY and self.can_arrange():
            self.next_sort()
            return
        self.follow_hint()
        hand, targets = self.hands[self.bottom], self.targets()
        stops = len(hand) + len(targets)
        if not stops:
            return
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            start = self.selected if self.selected is not None else (-1 if step > 0 else stops)
            self.selected = (start + step) % stops
            self.show_selection()
            if self.selected >= len(hand):
                self.say(targets[self.selected - len(hand)].label)
        elif key in CONFIRM_KEYS:
            if self.selected is None:
                self.select_first_choice()
            elif self.selected < len(hand):
                self.play_card(self.selected)
            else:
                self.choose(targets[self.selected - len(hand)].action)

    def follow_hint(self) -> None:
        """Each frame and before each key: when the hint on show marks a move it did not mark
        before (its advice came, the table came to rest, a wild's colour is asked for), the
        selection moves onto it, so Enter plays what the hint shows; arrows may move it off."""
        stop = self.assist.advised_stop()
        if stop is not None and stop != self.hint_stop:
            self.selected = stop
            self.show_selection()
        self.hint_stop = stop

    def select_first_choice(self) -> None:
        """Enter with nothing selected: select the advised card or button while a hint is on
        show, else the first card of the hand that can be played now, else the first place
        besides the hand that can be chosen (a button, a pile), else say how to choose."""
        hand, targets = self.hands[self.bottom], self.targets()
        advised = self.assist.advised_stop()
        if advised is not None:
            self.selected = advised
            if advised >= len(hand):
                self.say(targets[advised - len(hand)].label)
            self.show_selection()
            return
        playable = [
            index
            for index, sprite in enumerate(hand)
            if sprite.code is not None and index < len(self.reasons) and self.reasons[index] is None
        ]
        if playable:
            self.selected = playable[0]
        else:
            open_targets = [
                index
                for index, target in enumerate(targets)
                if self.match.why_illegal(target.action) is None
            ]
            if not open_targets:
                self.say(Message(N_("Choose a card with the arrow keys, then press Enter.")))
                return
            self.selected = len(hand) + open_targets[0]
            self.say(targets[open_targets[0]].label)
        self.show_selection()

    def play_card(self, index: int) -> None:
        """Play the bottom hand's card at `index`, or say why it cannot be played."""
        code = self.hands[self.bottom][index].code
        if code is None:
            return  # a card whose face is hidden is nobody's to play
        reason = self.reasons[index] if index < len(self.reasons) else None
        reason = self.refusal(self.card_action(code), reason)
        if reason is not None:
            self.sounds.play("refuse")
            self.say(self.reason_words(reason))
            return
        self.choose(self.card_action(code))

    def choose(self, action: Action) -> None:
        """Submit the viewer's action, or show the rules' reason when it is refused."""
        reason = self.refusal(action, self.match.why_illegal(action))
        if reason is not None:
            self.sounds.play("refuse")
            self.say(self.reason_words(reason))
            return
        self.selected = None
        self.message_left = 0.0
        self.assist.before_move(action)
        self.live().submit(action)

    def reason_words(self, reason: Message) -> Message:
        """The rules' reason as a player says it: a card named by its code ("B7") named as the
        table names it ("blue 7")."""
        return self.spec.narrator.reason(reason)

    def refusal(self, action: Action, reason: Message | None) -> Message | None:
        """What stops the viewer's `action`: the rules' `reason` (None: they allow it), or in a
        lesson its word on any move but the expected one."""
        tutor = self.tutor
        return reason if tutor is None else tutor.refusal(action, reason)

    # The hand, the person's way -------------------------------------------------------------

    def sort_key(self, code: str, by: str) -> tuple:
        """Game hook: where card `code` goes in a hand sorted `by` "suit" or "number"."""
        return (code,)

    def sort_words(self, by: str) -> Message:
        """Game hook: the Sort button's words for a hand sorted `by` "suit" or "number"."""
        return Message(SORT_WORDS[by])

    def drop_rect(self) -> pygame.Rect:
        """Game hook: where a card dragged out of the hand is played (the pile)."""
        return self.rects["discard_pile"]

    def can_arrange(self) -> bool:
        """True when the person may sort and drag their hand: its faces show, at a game's table
        (not a lesson's nor a replay's)."""
        hand = self.hands[self.bottom]
        return (
            self.tutor is None
            and not self.watching
            and self.shows_faces(self.bottom)
            and bool(hand)
            and all(sprite.code is not None for sprite in hand)
        )

    def order_hand(self, seat: int) -> None:
        """Put `seat`'s hand in the person's order: as they dragged it (cards new since at the
        right), else sorted as the setting says. Only a hand whose every card is known."""
        hand = self.hands[seat]
        if any(sprite.code is None for sprite in hand):
            return
        lesson = getattr(self.match, "script", None) is not None  # a replay's match has none
        if lesson and not self.sorts_lessons:
            return
        by = "suit" if lesson else self.app.settings.hand_sort
        own = (self.own_order or {}).get(seat) if seat == self.bottom else None

        def sort_key(sprite: CardSprite) -> tuple:
            return self.sort_key(sprite.code or "", by)  # every card is known (above)

        if own is None:
            hand.sort(key=sort_key)
            return
        place: dict[str, int] = {}
        for index, code in enumerate(own):
            place.setdefault(code, index)
        late = len(own)
        hand.sort(key=lambda sprite: (place.get(sprite.code or "", late), sort_key(sprite)))

    def forget_own_order(self) -> None:
        """A new deal: every hand is sorted again."""
        self.own_order = None

    def next_sort(self) -> None:
        """Sort a hand the person arranged as the setting says; else sort it the other way (by
        colour or suit, by number), the choice kept."""
        if self.arranged():
            self.resort()
            return
        settings = self.app.settings
        settings.hand_sort = "number" if settings.hand_sort == "suit" else "suit"
        self.app.save_settings()
        self.resort()

    def arranged(self) -> bool:
        """True when the bottom hand is in an order the person dragged it into."""
        return self.own_order is not None and self.bottom in self.own_order

    def resort(self) -> None:
        """Sort the bottom hand as the setting says, dropping the person's own order."""
        if self.own_order:
            self.own_order.pop(self.bottom, None)
        self.selected = None
        self.order_hand(self.bottom)
        self.lay_out_hand(self.bottom, 0)

    def sort_button(self) -> pygame.Rect:
        """Where the Sort button is: above the right end of the hand."""
        hand = self.rects["hand"]
        width, height = self.px(170), self.px(28)
        return pygame.Rect(hand.right - width, hand.top - height - self.px(4), width, height)

    def hand_input(self, event: pygame.event.Event) -> bool:
        """The Sort button, and presses, drags and drops of the bottom hand's cards, and the
        mouse over a dimmed card; True when the event was theirs. A press on a card is held
        until the button comes up (or the frame after): a click then, or the end of a drag."""
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if getattr(event, "settled", False) or not self.can_arrange():
            self.press = None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.sort_button().collidepoint(event.pos):
                self.next_sort()
                return True
            if any(target.rect.collidepoint(event.pos) for target in self.targets()):
                return False
            index = self.card_at(event.pos)
            if index is None:
                return False
            sprite = self.hands[self.bottom][index]
            offset = (event.pos[0] - sprite.x, event.pos[1] - sprite.y)
            self.press = Press(sprite, event.pos, event, offset, list(self.hands[self.bottom]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            press, self.press = self.press, None
            if press.dragging:
                self._drop(press, event.pos)
            else:
                self._click_through(press)
            return True
        return False

    def settle_press(self) -> None:
        """Each frame: a press whose button is no longer held (its release went unseen) is a
        click; a press on a card that left the hand is forgotten."""
        press = self.press
        if press is None:
            return
        if press.sprite not in self.hands[self.bottom]:
            self.press = None
            self.lay_out_hand(self.bottom, 0)
        elif not press.dragging and not pygame.mouse.get_pressed()[0]:
            self.press = None
            self._click_through(press)

    def _click_through(self, press: Press) -> None:
        """A press that stayed put is an ordinary click, as if it had just been made."""
        event = press.event
        self.handle(pygame.event.Event(event.type, pos=event.pos, button=1, settled=True))

    def _motion(self, pos: tuple[int, int]) -> bool:
        """The mouse moved: a held press becomes a drag once it has gone far enough, and a
        dragged card follows it, the others making room; else note the card under it."""
        press = self.press
        if press is None or press.sprite not in self.hands[self.bottom]:
            self.press = None
            index = self.card_at(pos) if self.shows_faces(self.bottom) else None
            self.hovered = None if index is None else self.hands[self.bottom][index]
            return False
        distance = max(abs(pos[0] - press.start[0]), abs(pos[1] - press.start[1]))
        if not press.dragging and distance < self.px(DRAG_DISTANCE):
            return True
        press.dragging = True
        self.selected = None
        self.hovered = None
        hand = self.hands[self.bottom]
        slots = self.hand_slots(self.bottom, len(hand))
        x = pos[0] - press.offset[0]
        place = min(range(len(slots)), key=lambda index: abs(slots[index][0] - x))
        hand.remove(press.sprite)
        hand.insert(place, press.sprite)
        self.lay_out_hand(self.bottom, 0)
        press.sprite.pos = (x, pos[1] - press.offset[1])
        press.sprite.angle = 0.0
        return True

    def _drop(self, press: Press, pos: tuple[int, int]) -> None:
        """A dragged card let go: onto the pile it is played, if it may be, else it goes back
        with the reason; anywhere else it stays where it was dragged to in the hand."""
        hand = self.hands[self.bottom]
        if self.drop_rect().collidepoint(pos):
            if sorted(map(id, hand)) == sorted(map(id, press.order)):
                hand[:] = press.order
            index = hand.index(press.sprite)
            self.lay_out_hand(self.bottom, 0)
            if self.busy or not self.viewer_decides():
                self.sounds.play("refuse")
                self.say(self.not_now())
            else:
                self.play_card(index)
            return
        if self.own_order is None:
            self.own_order = {}
        self.own_order[self.bottom] = [sprite.code or "" for sprite in hand]
        self.lay_out_hand(self.bottom, 0)

    def not_now(self) -> Message:
        """Why nothing may be played this moment: whose turn it is, or that a move is showing."""
        seat = self.match.to_move
        if seat is None:
            return Message(N_("The game is over."))
        if seat == self.viewer and self.match.human_to_move():
            return Message(N_("Wait until the move on the table is over."))
        return Message(N_("It is {player}'s turn."), {"player": self.seat_name(seat)})

    def dragged(self) -> CardSprite | None:
        """The card being dragged, if one is."""
        press = self.press
        return press.sprite if press is not None and press.dragging else None

    def hover_reason(self) -> Message | None:
        """Why the dimmed card under the mouse cannot be played (None: no such card)."""
        sprite = self.hovered
        hand = self.hands[self.bottom]
        if sprite is None or sprite not in hand or not sprite.dimmed:
            return None
        index = hand.index(sprite)
        return self.reasons[index] if index < len(self.reasons) else None

    def draw_hand_tools(self, surface: pygame.Surface) -> None:
        """The Sort button, the dragged card over everything, and the reason of the dimmed card
        under the mouse above it."""
        if self.can_arrange():
            rect = self.sort_button()
            pygame.draw.rect(surface, BUTTON, rect, border_radius=self.px(8))
            pygame.draw.rect(surface, BORDER, rect, self.px(1), border_radius=self.px(8))
            # TRANSLATORS: the Sort button once the player has dragged their cards into an order.
            arranged = Message(N_("Sort again"))
            words = arranged if self.arranged() else self.sort_words(self.app.settings.hand_sort)
            image = self.fitted(words, 16, CREAM, rect.width - self.px(10), bold=True)
            surface.blit(image, image.get_rect(center=rect.center))
        sprite = self.dragged()
        if sprite is not None:
            sprite.draw(surface, self.painter, self.card_sizes)
        reason = self.hover_reason()
        if reason is not None and sprite is None and self.hovered is not None:
            words = self.reason_words(reason)
            self.draw_tip(surface, words, self.hovered.hit_rect(self.card_sizes))

    def draw_tip(self, surface: pygame.Surface, reason: Message, card: pygame.Rect) -> None:
        """`reason` in a small dark box just above `card`, kept inside the window."""
        image = self.fitted(self.line_words(reason), 16, GOLD, surface.get_width() - self.px(20))
        box = image.get_rect().inflate(self.px(16), self.px(8))
        box.midbottom = (card.centerx, card.top - self.px(6))
        box.clamp_ip(surface.get_rect())
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, PANEL_FILL, panel.get_rect(), border_radius=self.px(6))
        surface.blit(panel, box)
        pygame.draw.rect(surface, GOLD, box, self.px(1), border_radius=self.px(6))
        surface.blit(image, image.get_rect(center=box.center))
