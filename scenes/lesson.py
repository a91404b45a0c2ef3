"""A lesson at its game's real table (the table's `tutor`): the lesson's panel with the step's
teaching in the app's language, the expected card or button ringed (and selected for the
keyboard), any other move answered with its explanation and not taken, a note on a computer's
move held until the learner reads on, and the lesson's end with what comes next.

The tutor knows the lesson's script, never the position: it follows the table, which draws from
the learner's view, and counts the actions taken (`match.record.actions`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.core.messages import N_, Message
from game.lessons.lesson import Lesson
from game.rules import find_game
from scenes.fonts import MIN_TEXT_PX
from scenes.scene import CONFIRM_KEYS
from scenes.table.held import HeldByTable
from scenes.table.widgets import panel
from scenes.theme import BUTTON, CREAM, GOLD, MUTED, WARNING

if TYPE_CHECKING:
    from scenes.table.base import TableScene

GLOW = (110, 215, 250)
"""The ring round the expected card or button: a colour no table uses for anything else."""
BODY_SIZES = (17, 16, 15, 14, 13, 12, 11)
"""Design font sizes the panel's text tries, largest first, until it fits its height."""
READABLE_SIZE = 14
"""The smallest size of a text read before going on: the panel grows rather than go below."""
BUTTON_HEIGHT = 32
HEADING_ROOM = 22
"""Design pixels the panel's heading takes above its text."""
FOCUS_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB)
# TRANSLATORS: the lesson panel's button that goes on after its text is read; at most about
# 16 letters.
GO_ON = N_("Go on")
READ_FIRST = N_("Read the lesson, then press Go on (or Enter).")
CHOOSE_NEXT = N_("The lesson is over: choose what comes next in its panel.")
SEE_PANEL = N_("Not that: the lesson's panel says why.")


@dataclass(frozen=True)
class Choice:
    """A button at the end of a lesson: its caption and what it does."""

    label: Message
    act: Callable[[], None]


class LessonTutor(HeldByTable["TableScene"]):
    """The lesson's part at `table` (which holds it as its `tutor`)."""

    def __init__(
        self, table: TableScene, lesson: Lesson, choices: Sequence[Choice], resumed: bool
    ) -> None:
        super().__init__(table)
        self.lesson = lesson
        self.choices = tuple(choices)
        self.done = len(table.match.record.actions)
        """The actions taken when the table was last at rest."""
        welcome = N_("Welcome back: the lesson goes on where you left it.")
        self.holding: Message | None = Message(welcome) if resumed else lesson.intro
        """A text the learner reads before anything moves on (the opening, a note)."""
        self.explanation: Message | None = None
        """Why the learner's last move was not taken, until the next action."""
        self.ended = lesson.is_over(self.done)
        self.focus = 0
        """The end's button the keyboard is on."""
        self._blocks: dict[tuple, pygame.Surface] = {}

    # What the table asks ------------------------------------------------------------------------

    def holds(self) -> bool:
        """The computers wait while the learner reads, and for good once the lesson is over."""
        return self.ended or self.holding is not None

    def waiting_words(self) -> Message:
        """The message line while the lesson holds the table."""
        return Message(CHOOSE_NEXT if self.ended else READ_FIRST)

    def refusal(self, action: Action, reason: Message | None) -> Message | None:
        """None for the expected move; for any other, its explanation goes to the panel, the
        keyboard's selection back to the expected move, and the message line gets the rules'
        reason, or a pointer to the panel."""
        if self.ended:
            return Message(CHOOSE_NEXT)
        if self.holding is not None:
            return Message(READ_FIRST)
        explanation = self.lesson.explain(self.done, str(action), reason)
        if explanation is None:
            return reason
        self.explanation = explanation
        self._point_at_expected()
        return reason or Message(SEE_PANEL)

    def at_rest(self) -> None:
        """After an action (clicks and keys made while it was shown were dropped by the table,
        so the learner reads what comes next before acting): its note (if any) holds the table;
        the end ends the lesson; the learner's next move is pointed at."""
        done = len(self.table.match.record.actions)
        if done > self.done:
            note = self.lesson.steps[done - 1].note
            if note is not None:
                self.holding = note
        self.done = done
        self.explanation = None
        if self.lesson.is_over(done):
            self.ended, self.holding = True, None
        self._point_at_expected()

    def handle(self, event: pygame.event.Event) -> bool:
        """While a text holds the table, Enter, Space or a click on the panel goes on and any
        other click or key is answered; at the end, the end's buttons take the input."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            return False
        if self.ended:
            self._handle_end(event)
            return True
        if self.holding is None:
            return False
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if (clicked and self._rect().collidepoint(event.pos)) or (
            event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS
        ):
            self.holding = None
            self._point_at_expected()
        else:
            self.table.say(Message(READ_FIRST))
        return True

    def _handle_end(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for choice, rect in zip(self.choices, self._end_buttons(), strict=True):
                if rect.collidepoint(event.pos):
                    choice.act()
                    return
        elif event.type == pygame.KEYDOWN and event.key in FOCUS_KEYS:
            back = event.key in (pygame.K_LEFT, pygame.K_UP)
            self.focus = (self.focus + (-1 if back else 1)) % len(self.choices)
            return
        elif event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS:
            self.choices[self.focus].act()
            return
        self.table.say(Message(CHOOSE_NEXT))

    # The expected move --------------------------------------------------------------------------

    def _learners_turn(self) -> bool:
        return not self.holds() and self.lesson.steps[self.done].seat == self.lesson.learner

    def _expected_places(self) -> tuple[int | None, list[pygame.Rect]]:
        """The keyboard stop of the expected move (a card of the hand, then the targets) and the
        rectangles to ring: the expected card and every button or pile that takes the move."""
        table = self.table
        expected = Action.parse(self.lesson.steps[self.done].action)
        hand = table.hands[table.bottom]
        stop, rects = None, []
        for index, sprite in enumerate(hand):
            if sprite.code is not None and _same_card(table.card_action(sprite.code), expected):
                stop, rects = index, [sprite.hit_rect(table.card_sizes)]
                break
        for index, target in enumerate(table.targets()):
            if target.action == expected:
                stop = len(hand) + index if stop is None else stop
                rects.append(target.rect)
        return stop, rects

    def _point_at_expected(self) -> None:
        """Put the keyboard's selection on the expected move."""
        if not self._learners_turn():
            return
        stop, _ = self._expected_places()
        if stop is not None:
            table = self.table
            table.selected = stop
            table.show_selection()

    # Drawing ------------------------------------------------------------------------------------

    def _rect(self) -> pygame.Rect:
        return self.layout()[0]

    def draw(self, surface: pygame.Surface) -> None:
        """The ring round the expected move, then the panel: a heading, the text, and the
        Go on button or the end's buttons."""
        table = self.table
        px = table.px
        if self._learners_turn() and not table.busy:
            for rect in self._expected_places()[1]:
                ring = rect.inflate(px(12), px(12))
                pygame.draw.rect(surface, GLOW, ring, px(4), border_radius=px(12))
        rect, block = self.layout()
        panel(table, surface, rect, edge=True)
        pad = px(10)
        heading = table.fitted(self._heading(), 14, GOLD, rect.width - 2 * pad, bold=True)
        surface.blit(heading, (rect.left + pad, rect.top + pad - px(2)))
        surface.blit(block, self.body_room(rect, False).topleft)
        if self.ended:
            for index, (choice, button) in enumerate(
                zip(self.choices, self._end_buttons(), strict=True)
            ):
                self._draw_button(surface, button, choice.label, index == self.focus)
        elif self.holding is not None:
            self._draw_button(surface, self._continue_button(), Message(GO_ON), True)

    def layout(self) -> tuple[pygame.Rect, pygame.Surface]:
        """The panel's rectangle and its text: the text at the largest size that fits the
        `lesson` anchor; a text to read before going on (with buttons under it) that would be
        smaller than READABLE_SIZE is drawn at that size, and the panel grows downwards for it
        while it is read (as it does for any text that does not fit at the smallest size: no
        text is drawn under MIN_TEXT_PX pixels)."""
        table = self.table
        words, colour = self._body()
        buttons = self.holds()
        rect = table.rects["lesson"]
        rows = len(self.choices) if self.ended and self._stacked() else 1
        room = self.body_room(rect, buttons or self._note_coming() is not None, rows)
        smallest = READABLE_SIZE if buttons else BODY_SIZES[-1]
        block = self.text_block(table.line_words(words), colour, room.width, room.height, smallest)
        grown = rect.copy()
        grown.height += max(0, block.get_height() - room.height)
        return grown, block

    def _heading(self) -> Message:
        title = Message(find_game(self.lesson.game).title)
        if self.ended:
            # TRANSLATORS: the lesson panel's heading; {title} is a game's name.
            return Message(N_("{title} lesson: the end"), {"title": title})
        count = len(self.lesson.learner_steps)
        number = min(self.lesson.step_number(self.taken()), count)
        return Message(
            # TRANSLATORS: the lesson panel's heading, e.g. "ONO 99 lesson · step 3 of 9".
            N_("{title} lesson · step {number} of {count}"),
            {"title": title, "number": number, "count": count},
        )

    def _body(self) -> tuple[Message, tuple[int, int, int]]:
        """The panel's text now, and its colour."""
        if self.ended:
            return self.lesson.ending, CREAM
        if self.holding is not None:
            return self.holding, CREAM
        if self.explanation is not None:
            return self.explanation, WARNING
        note = self._note_coming()
        if note is not None:
            return note, CREAM
        taken = self.taken()
        if self.lesson.is_over(taken):
            return self.lesson.ending, CREAM
        step = self.lesson.steps[taken]
        if step.seat == self.lesson.learner and step.teach is not None:
            return step.teach, CREAM
        player = self.table.seat_name(step.seat)
        # TRANSLATORS: the lesson panel while a computer moves; {player} is its name.
        return Message(N_("Watch {player}'s move."), {"player": player}), MUTED

    def taken(self) -> int:
        """The actions the panel speaks of: every one taken, the latest too while the table
        still shows it (a trick being won), so the panel never lags behind the table."""
        return len(self.table.match.record.actions)

    def _note_coming(self) -> Message | None:
        """The note of an action the table is still showing (it holds the table once the table
        is at rest), or None."""
        taken = self.taken()
        if taken <= self.done:
            return None
        return self.lesson.steps[taken - 1].note

    def body_room(self, rect: pygame.Rect, buttons: bool, rows: int = 1) -> pygame.Rect:
        """Where the text goes in a panel at `rect`: under the heading, over the buttons if
        there are any."""
        px = self.table.px
        pad = px(10)
        top = rect.top + pad + px(HEADING_ROOM)
        bottom = rect.bottom - pad - (rows * (px(BUTTON_HEIGHT) + px(6)) if buttons else 0)
        return pygame.Rect(rect.left + pad, top, rect.width - 2 * pad, bottom - top)

    def text_block(
        self,
        text: str,
        colour: tuple[int, int, int],
        width: int,
        height: int,
        smallest: float = BODY_SIZES[-1],
    ) -> pygame.Surface:
        """`text` wrapped to `width` pixels at the largest of BODY_SIZES that fits `height`
        pixels, or at `smallest` if none larger does; cached while the panel shows it."""
        key = (text, colour, width, height, smallest)
        cached = self._blocks.get(key)
        if cached is not None:
            return cached
        app = self.table.app
        sizes = [size for size in BODY_SIZES if size >= smallest] or [BODY_SIZES[0]]
        for size in sizes:
            block = app.font(app.px(size), text=text).render(text, True, colour, None, width)
            if block.get_height() <= height:
                break
        if len(self._blocks) > 8:
            self._blocks.clear()
        self._blocks[key] = block
        return block

    def _continue_button(self) -> pygame.Rect:
        rect, px = self._rect(), self.table.px
        button = pygame.Rect(0, 0, rect.width // 2, px(BUTTON_HEIGHT))
        button.bottomright = (rect.right - px(10), rect.bottom - px(10))
        return button

    def _stacked(self) -> bool:
        """True when a caption of the end's buttons side by side would be cut short: they go
        one under the other, as wide as the panel."""
        table = self.table
        room = self._side_by_side_width() - table.px(10)
        smallest = max(15 * 2 / 3, MIN_TEXT_PX / table.scale)  # as small as `fitted` goes
        return any(
            table.text(choice.label, smallest, CREAM, bold=True).get_width() > room
            for choice in self.choices
        )

    def _side_by_side_width(self) -> int:
        px = self.table.px
        count = len(self.choices)
        return (self.table.rects["lesson"].width - 2 * px(10) - (count - 1) * px(8)) // count

    def _end_buttons(self) -> list[pygame.Rect]:
        rect, px = self._rect(), self.table.px
        count = len(self.choices)
        if self._stacked():
            height, width = px(BUTTON_HEIGHT), rect.width - 2 * px(10)
            return [
                pygame.Rect(
                    rect.left + px(10),
                    rect.bottom - px(10) - (count - index) * height - (count - 1 - index) * px(6),
                    width,
                    height,
                )
                for index in range(count)
            ]
        gap = px(8)
        width = (rect.width - 2 * px(10) - (count - 1) * gap) // count
        top = rect.bottom - px(10) - px(BUTTON_HEIGHT)
        return [
            pygame.Rect(rect.left + px(10) + index * (width + gap), top, width, px(BUTTON_HEIGHT))
            for index in range(count)
        ]

    def _draw_button(
        self, surface: pygame.Surface, rect: pygame.Rect, label: Message, focused: bool
    ) -> None:
        table = self.table
        radius = table.px(8)
        pygame.draw.rect(surface, BUTTON, rect, border_radius=radius)
        edge = GOLD if focused else CREAM
        pygame.draw.rect(surface, edge, rect, table.px(3 if focused else 2), radius)
        image = table.fitted(label, 15, CREAM, rect.width - table.px(10), bold=True)
        surface.blit(image, image.get_rect(center=rect.center))


def _same_card(action: Action, expected: Action) -> bool:
    """True when a click on the card that asks for `action` starts the `expected` move (a wild
    card's colour is chosen after the click)."""
    return action.verb == expected.verb and action.args[:1] == expected.args[:1]
