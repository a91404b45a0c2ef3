"""The Settings screen: animation speed, sound volume, the computer's think time and how long
its move stays in view (the table's pace), full screen, colour-blind symbols, how the hand is
sorted, the coach's notes and the language. Changes take effect at once (the
language too: every screen is put into its words there and then; the coach from the next table)
and are saved when the screen is left."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from pygame_gui.elements import UIButton, UILabel

from game.core.languages import LANGUAGES
from game.core.messages import N_, NP_, Message
from game.settings import COACH_CHOICES, FIRST_GAMES, HAND_SORTS
from scenes.fonts import BENGALI, family_of
from scenes.ui_scene import UIScene


@dataclass(frozen=True)
class Stepper:
    """A numeric setting changed with − and + through a list of steps; `show` is the message
    id that shows a value (its field `value`), `percent` shows a share as a percentage."""

    key: str
    label: str
    help: str
    steps: tuple[float, ...]
    show: str
    percent: bool = False


STEPPERS = (
    Stepper(
        "animation_speed",
        N_("Animation speed"),
        N_("how fast cards move and turn over"),
        (0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0, 4.0),
        # TRANSLATORS: a speed factor: "2×" plays animations twice as fast.
        N_("{value}×"),
    ),
    Stepper(
        "sound_volume",
        N_("Sound volume"),
        N_("at 0 there is no sound"),
        tuple(step / 10 for step in range(11)),
        N_("{value}%"),
        percent=True,
    ),
    Stepper(
        "think_time",
        N_("Computer think time"),
        N_("a computer's time to move (Hard searches)"),
        (0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0),
        # TRANSLATORS: a time in seconds, as short as it can be written.
        N_("{value} s"),
    ),
    Stepper(
        "move_pause",
        # TRANSLATORS: a setting: how long a computer's move stays on the table before the next.
        N_("Computer's move in view"),
        N_("at least this long before the next move"),
        (0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0),
        N_("{value} s"),
    ),
)
SWITCHES = (
    ("fullscreen", N_("Full screen"), N_("F11 switches at any time")),
    (
        "colour_blind_symbols",
        N_("Colour-blind symbols"),
        N_("a symbol beside every colour on the cards"),
    ),
)
COACH_WORDS: dict[str, str | tuple[str, str]] = {
    # TRANSLATORS: the Coach setting's values: notes in a player's first games of each title.
    "first": NP_("First {count} game", "First {count} games"),
    "on": N_("On"),
    "off": N_("Off"),
}
HAND_SORT_WORDS = {
    # TRANSLATORS: the Hand order setting's values.
    "suit": N_("Colour or suit first"),
    "number": N_("Number first"),
}
ROW = 62
TOP = 96
LANGUAGE_BUTTON, LANGUAGE_GAP = 124, 8


def on_off(value: bool) -> str:
    """The message id of how a switch shows its state."""
    # TRANSLATORS: the state of a switch in the settings.
    return N_("On") if value else N_("Off")


def next_step(steps: tuple[float, ...], value: float, direction: int) -> float:
    """The step after `value` going up (direction 1) or down (−1); stays at the ends."""
    if direction > 0:
        return next((step for step in steps if step > value + 1e-9), steps[-1])
    return next((step for step in reversed(steps) if step < value - 1e-9), steps[0])


class SettingsScene(UIScene):
    """One row per setting with its help line; Back (or Esc) returns."""

    escape_closes = True

    def build(self) -> None:
        """Steppers first, then the on/off switches, the languages, then Back."""
        _ = self.app.words.gettext
        settings = self.app.settings
        self.values: dict[str, UILabel] = {}
        self.switches: dict[str, UIButton] = {}
        self.title(_("Settings"), 24)
        top = TOP
        for stepper in STEPPERS:
            self.row_label(_(stepper.label), _(stepper.help), top)
            value = self.shown(stepper, getattr(settings, stepper.key))
            self.values[stepper.key] = self.label(value, self.rect(760, top, 140, 44), "@centred")
            self.button("-", self.rect(700, top, 56, 44), partial(self.step, stepper, -1))
            self.button("+", self.rect(904, top, 56, 44), partial(self.step, stepper, 1))
            top += ROW
        for key, label, help_text in SWITCHES:
            self.row_label(_(label), _(help_text), top)
            self.switches[key] = self.button(
                _(on_off(getattr(settings, key))),
                self.rect(700, top, 260, 44),
                partial(self.toggle, key),
            )
            top += ROW
        # TRANSLATORS: a setting: the coach's notes after a player's moves.
        self.row_label(
            _("Coach's notes"), _("a quiet note when another move was clearly better"), top
        )
        self.coach_button = self.button(
            self.coach_words(), self.rect(700, top, 260, 44), self.next_coach_choice
        )
        top += ROW
        # TRANSLATORS: a setting: how the cards or tiles in a player's hand are sorted.
        self.row_label(_("Hand order"), _("S at the table switches it too"), top)
        self.sort_button = self.button(
            _(HAND_SORT_WORDS[settings.hand_sort]),
            self.rect(700, top, 260, 44),
            self.next_hand_sort,
        )
        top += ROW
        self.build_languages(top)
        self.button(_("Back"), self.rect(530, 640, 220, 54), self.app.stack.pop)

    def build_languages(self, top: float) -> None:
        """A button per language, each with the language's own name; the one spoken is lit."""
        _ = self.app.words.gettext
        self.row_label(_("Language"), _("the language of every screen"), top)
        for index, (code, name) in enumerate(LANGUAGES.items()):
            left = 700 + index * (LANGUAGE_BUTTON + LANGUAGE_GAP)
            rect = self.rect(left, top, LANGUAGE_BUTTON, 44)
            button = self.button(name, rect, partial(self.app.set_language, code))
            if family_of(name, self.app.language) is BENGALI:
                button.change_object_id("@bengali")
            if code == self.app.language:
                button.select()

    def coach_words(self) -> str:
        """The Coach setting's value in words."""
        choice = COACH_WORDS[self.app.settings.coach]
        count = {"count": FIRST_GAMES}
        words = (
            Message(choice, count) if isinstance(choice, str) else Message.counted(choice, count)
        )
        return self.app.words.say(words)

    def next_coach_choice(self) -> None:
        """Move the Coach setting on: first games, on, off, and round again."""
        choices = COACH_CHOICES
        self.app.settings.coach = choices[
            (choices.index(self.app.settings.coach) + 1) % len(choices)
        ]
        self.coach_button.set_text(self.coach_words())

    def next_hand_sort(self) -> None:
        """Sort hands the other way: by colour or suit first, or by number first."""
        settings = self.app.settings
        settings.hand_sort = HAND_SORTS[(HAND_SORTS.index(settings.hand_sort) + 1) % 2]
        self.sort_button.set_text(self.app.words.gettext(HAND_SORT_WORDS[settings.hand_sort]))

    def row_label(self, label: str, help_text: str, top: float) -> None:
        """A setting's name and, under it, what it does."""
        self.label(label, self.rect(260, top - 1, 420, 32))
        self.label(help_text, self.rect(260, top + 30, 420, 27), "@help")

    def shown(self, stepper: Stepper, value: float) -> str:
        """A stepper's value in words and the language's digits."""
        number = round(value * 100) if stepper.percent else value
        return self.app.words.say(Message(stepper.show, {"value": number}))

    def step(self, stepper: Stepper, direction: int) -> None:
        """Move a numeric setting one step and show its new value."""
        value = next_step(stepper.steps, getattr(self.app.settings, stepper.key), direction)
        setattr(self.app.settings, stepper.key, value)
        self.values[stepper.key].set_text(self.shown(stepper, value))

    def toggle(self, key: str) -> None:
        """Flip an on/off setting (full screen also switches the window, which lays out again)."""
        if key == "fullscreen":
            self.app.set_fullscreen(not self.app.settings.fullscreen)
            return
        setattr(self.app.settings, key, not getattr(self.app.settings, key))
        self.switches[key].set_text(self.app.words.gettext(on_off(getattr(self.app.settings, key))))

    def exit(self) -> None:
        """Remember the settings for the next run."""
        self.app.save_settings()
