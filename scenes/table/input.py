"""Mouse and keyboard play at a table: a click on a card of the bottom hand or on a target, the
arrows moving a selection over the hand and the targets, Enter or Space playing it (with nothing
selected, selecting the first card that can be played), and the rules' reason shown when a
choice is refused.

`TableInput` is mixed into `TableScene`; it uses the table's hand, targets, reasons and match.
"""

from __future__ import annotations

import pygame

from game.core.actions import Action
from game.core.messages import N_, Message
from scenes.scene import CONFIRM_KEYS


class TableInput:
    """Turning clicks and keys into the viewer's choices (mixed into `TableScene`)."""

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

    def select_first_choice(self) -> None:
        """Enter with nothing selected: select the first card of the hand that can be played
        now, else the first place besides the hand that can be chosen (a button, a pile), else
        say how to choose."""
        hand, targets = self.hands[self.bottom], self.targets()
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
        reason = self.reasons[index] if index < len(self.reasons) else None
        reason = self.refusal(self.card_action(code), reason) if code else reason
        if reason is not None:
            self.sounds.play("refuse")
            self.say(reason)
            return
        self.choose(self.card_action(code))

    def choose(self, action: Action) -> None:
        """Submit the viewer's action, or show the rules' reason when it is refused."""
        reason = self.refusal(action, self.match.why_illegal(action))
        if reason is not None:
            self.sounds.play("refuse")
            self.say(reason)
            return
        self.selected = None
        self.message_left = 0.0
        self.assist.before_move(action)
        self.match.submit(action)

    def refusal(self, action: Action, reason: Message | None) -> Message | None:
        """What stops the viewer's `action`: the rules' `reason` (None: they allow it), or in a
        lesson its word on any move but the expected one."""
        tutor = self.tutor
        return reason if tutor is None else tutor.refusal(action, reason)
