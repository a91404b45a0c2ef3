"""The Settings screen: animation speed, sound volume, full screen, colour-blind symbols and the
computer's think time. Changes take effect at once and are saved when the screen is left."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pygame_gui.elements import UIButton, UILabel

from scenes.ui_scene import UIScene


@dataclass(frozen=True)
class Stepper:
    """A numeric setting changed with − and + through a list of steps."""

    key: str
    label: str
    help: str
    steps: tuple[float, ...]
    show: Callable[[float], str]


STEPPERS = (
    Stepper(
        "animation_speed",
        "Animation speed",
        "how fast cards move and turn over",
        (0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0, 4.0),
        lambda value: f"{value:g}×",
    ),
    Stepper(
        "sound_volume",
        "Sound volume",
        "0% is silent",
        tuple(step / 10 for step in range(11)),
        lambda value: f"{round(value * 100)}%",
    ),
    Stepper(
        "think_time",
        "Computer think time",
        "a computer's time to move (Hard searches)",
        (0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0),
        lambda value: f"{value:g} s",
    ),
)
SWITCHES = (
    ("fullscreen", "Full screen", "F11 switches at any time"),
    ("colour_blind_symbols", "Colour-blind symbols", "a symbol beside every colour on the cards"),
)
ROW = 84


def on_off(value: bool) -> str:
    """How a switch shows its state."""
    return "On" if value else "Off"


def next_step(steps: tuple[float, ...], value: float, direction: int) -> float:
    """The step after `value` going up (direction 1) or down (−1); stays at the ends."""
    if direction > 0:
        return next((step for step in steps if step > value + 1e-9), steps[-1])
    return next((step for step in reversed(steps) if step < value - 1e-9), steps[0])


class SettingsScene(UIScene):
    """One row per setting with its help line; Back (or Esc) returns."""

    escape_closes = True

    def build(self) -> None:
        """Steppers first, then the on/off switches, then Back."""
        settings = self.app.settings
        self.values: dict[str, UILabel] = {}
        self.switches: dict[str, UIButton] = {}
        self.title("Settings", 24)
        top = 130
        for stepper in STEPPERS:
            self.row_label(stepper.label, stepper.help, top)
            value = stepper.show(getattr(settings, stepper.key))
            self.values[stepper.key] = self.label(value, self.rect(760, top, 140, 44), "@centred")
            self.button("-", self.rect(700, top, 56, 44), lambda s=stepper: self.step(s, -1))
            self.button("+", self.rect(904, top, 56, 44), lambda s=stepper: self.step(s, 1))
            top += ROW
        for key, label, help_text in SWITCHES:
            self.row_label(label, help_text, top)
            self.switches[key] = self.button(
                on_off(getattr(settings, key)),
                self.rect(700, top, 260, 44),
                lambda key=key: self.toggle(key),
            )
            top += ROW
        self.button("Back", self.rect(530, 630, 220, 54), self.app.stack.pop)

    def row_label(self, label: str, help_text: str, top: float) -> None:
        """A setting's name and, under it, what it does."""
        self.label(label, self.rect(320, top, 360, 30))
        self.label(help_text, self.rect(320, top + 30, 360, 24), "@help")

    def step(self, stepper: Stepper, direction: int) -> None:
        """Move a numeric setting one step and show its new value."""
        value = next_step(stepper.steps, getattr(self.app.settings, stepper.key), direction)
        setattr(self.app.settings, stepper.key, value)
        self.values[stepper.key].set_text(stepper.show(value))

    def toggle(self, key: str) -> None:
        """Flip an on/off setting (full screen also switches the window, which lays out again)."""
        if key == "fullscreen":
            self.app.set_fullscreen(not self.app.settings.fullscreen)
            return
        setattr(self.app.settings, key, not getattr(self.app.settings, key))
        self.switches[key].set_text(on_off(getattr(self.app.settings, key)))

    def exit(self) -> None:
        """Remember the settings for the next run."""
        self.app.save_settings()
