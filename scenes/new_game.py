"""The new-game screen: the game, who sits in each seat, the game's options (read from its
OptionSpecs, only those that apply to the current choices, each with its one-line help) and an
optional seed."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.errors import RecordError
from game.match import COMPUTER, HUMAN, Match, Seat
from game.rules import GAME_NAMES, find_game
from game.saves import LEVELS
from scenes.theme import TEXT_SIZES
from scenes.ui_scene import UIScene

COMPUTER_NAMES = ("Ada", "Bram", "Cleo", "Dara", "Emeka", "Farah", "Gus", "Hana")
KINDS = ["Human"] + [f"Computer ({level.title()})" for level in LEVELS]
SEAT_ROW, OPTION_ROW = 42, 58


def usual_player_count(counts: range) -> int:
    """Three players where the game allows it, else the nearest allowed number."""
    return min(max(3, counts.start), counts.stop - 1)


def computer_name(index: int) -> str:
    """The name of a computer player in seat `index`."""
    return COMPUTER_NAMES[index % len(COMPUTER_NAMES)]


@dataclass
class SeatChoice:
    """What the screen holds for one seat: a human's typed name, or a computer level."""

    name: str
    level: str | None  # None: a human

    def seat(self, index: int) -> Seat:
        """The match seat; a human with no name is called "Player N"."""
        if self.level is None:
            return Seat(HUMAN, self.name.strip() or f"Player {index + 1}")
        return Seat(COMPUTER, computer_name(index), self.level)

    @property
    def kind_label(self) -> str:
        """The entry of the kind list that describes this seat."""
        return "Human" if self.level is None else f"Computer ({self.level.title()})"


def as_sentence(text: str) -> str:
    """`text` with a capital first letter and a full stop at the end."""
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def option_label(key: str, title: str) -> str:
    """An option key as a label, keeping the game title's capitals: `ono_on_round_ten` of
    "ONO 99" → "ONO on round ten"."""
    capitals = {word for word in title.split() if word.isupper()}
    words = [word.upper() if word.upper() in capitals else word for word in key.split("_")]
    text = " ".join(words)
    return text[:1].upper() + text[1:]


def value_label(value: Any) -> str:
    """An option value as shown: True → "On", `last_standing` → "last standing"."""
    if isinstance(value, bool):
        return "On" if value else "Off"
    return str(value).replace("_", " ")


class NewGameScene(UIScene):
    """Choose a game and its seats and options, then Start builds the match and opens its table."""

    escape_closes = True

    def __init__(self, app, game: str = GAME_NAMES[0]) -> None:
        super().__init__(app)
        self.seats = [SeatChoice("Player 1", None)] + [
            SeatChoice(f"Player {index + 1}", "normal") for index in range(1, 8)
        ]
        self.seed_text = ""
        self.error = ""
        self.choose_game(game)

    # The model --------------------------------------------------------------------------------

    def choose_game(self, game: str) -> None:
        """Switch to `game` with its default options and its usual number of players."""
        self.game = game
        self.rules = find_game(game)
        self.options: dict[str, Any] = {
            key: spec.default for key, spec in self.rules.option_specs.items()
        }
        self.number_texts = {
            key: str(value)
            for key, value in self.options.items()
            if self.rules.option_specs[key].choices is None
        }
        self.players = usual_player_count(self.rules.player_counts(self.options))
        self.error = ""

    def applicable_options(self) -> list[str]:
        """The option keys that make sense with the current choices, in the game's order."""
        return [key for key, spec in self.rules.option_specs.items() if spec.applies(self.options)]

    def set_option(self, key: str, value: Any) -> None:
        """Change an option; options that stop or start applying appear or vanish."""
        self.options[key] = value
        counts = self.rules.player_counts(self.options)
        self.players = min(max(self.players, counts.start), counts.stop - 1)
        self.rebuild()

    def chosen_options(self) -> dict[str, Any]:
        """The options to start with: every applicable key. ValueError if a number is bad."""
        chosen = {}
        for key in self.applicable_options():
            if key in self.number_texts:
                text = self.number_texts[key]
                if not text.isdecimal() or int(text) <= 0:
                    raise ValueError(
                        f"{option_label(key, self.rules.title)} must be a whole number above 0."
                    )
                chosen[key] = int(text)
            else:
                chosen[key] = self.options[key]
        return chosen

    def chosen_seed(self) -> int:
        """The typed seed, or a fresh random one when the field is empty."""
        if self.seed_text.strip():
            return int(self.seed_text)
        return random.SystemRandom().randrange(2**31)

    def build_match(self) -> Match:
        """The match these choices describe; ValueError or RecordError say what is wrong."""
        seats = [choice.seat(index) for index, choice in enumerate(self.seats[: self.players])]
        return Match.new(self.game, self.players, self.chosen_options(), self.chosen_seed(), seats)

    # The screen -------------------------------------------------------------------------------

    def build(self) -> None:
        """Game buttons on top, seats on the left, options on the right, Back and Start below."""
        self.title("New game")
        self.tab_row(
            {game: find_game(game).title for game in GAME_NAMES}, self.game, self.pick_game
        )
        self.build_seats()
        self.build_options()
        if self.error:
            self.label(self.error, self.rect(80, 606, 1120, 30), "@warning")
        self.button("Back", self.rect(80, 644, 220, 54), self.app.stack.pop)
        self.button("Start", self.rect(980, 644, 220, 54), self.start)

    def build_seats(self) -> None:
        """The number of players and one row per seat: kind, and a name for humans."""
        counts = self.rules.player_counts(self.options)
        self.label("Players", self.rect(80, 160, 200, 40), "@heading")
        if len(counts) > 1:
            self.dropdown(
                [str(count) for count in counts],
                str(self.players),
                self.rect(300, 162, 120, 36),
                self.set_players,
            )
        else:
            self.label(f"{self.players}", self.rect(300, 162, 120, 36))
        for index, choice in enumerate(self.seats[: self.players]):
            top = 212 + index * SEAT_ROW
            self.dropdown(
                KINDS,
                choice.kind_label,
                self.rect(80, top, 250, 36),
                lambda text, index=index: self.set_kind(index, text),
            )
            if choice.level is None:
                self.text_entry(
                    choice.name,
                    self.rect(345, top, 275, 36),
                    lambda text, choice=choice: setattr(choice, "name", text),
                    limit=16,
                )
            else:
                self.label(choice.seat(index).name, self.rect(355, top, 265, 36), "@help")
        top = 212 + self.players * SEAT_ROW + 8
        self.label("Seed", self.rect(80, top, 100, 36))
        self.text_entry(
            self.seed_text,
            self.rect(180, top, 200, 36),
            self.set_seed,
            numbers_only=True,
            limit=9,
        )
        self.label("empty: a new shuffle each time", self.rect(395, top, 240, 36), "@help")

    def build_options(self) -> None:
        """One row per applicable option: its label and control, and its help line below."""
        self.label("Options", self.rect(660, 160, 300, 40), "@heading")
        for row, key in enumerate(self.applicable_options()):
            spec = self.rules.option_specs[key]
            top = 206 + row * OPTION_ROW
            self.label(option_label(key, self.rules.title), self.rect(660, top, 250, 34))
            control = self.rect(920, top, 280, 34)
            if spec.choices is None:
                self.text_entry(
                    self.number_texts[key],
                    control,
                    lambda text, key=key: self.number_texts.__setitem__(key, text),
                    numbers_only=True,
                    limit=6,
                )
            else:
                labels = {value_label(choice): choice for choice in spec.choices}
                self.dropdown(
                    list(labels),
                    value_label(self.options[key]),
                    control,
                    lambda text, key=key, labels=labels: self.set_option(key, labels[text]),
                )
            self.help_line(spec.help, self.rect(660, top + 32, 600, 24))

    def help_line(self, text: str, rect: pygame.Rect) -> None:
        """A help line in the small font, or the finer one if it would not fit."""
        fits = self.app.font(self.app.px(TEXT_SIZES["small"])).size(text)[0] <= rect.width
        self.label(text, rect, "@help" if fits else "@fine")

    # Reactions --------------------------------------------------------------------------------

    def pick_game(self, game: str) -> None:
        """A game button was pressed."""
        self.choose_game(game)
        self.rebuild()

    def set_players(self, text: str) -> None:
        """The number of players was chosen."""
        self.players = int(text)
        self.rebuild()

    def set_kind(self, index: int, text: str) -> None:
        """A seat became a human or a computer of some level."""
        choice = self.seats[index]
        choice.level = None if text == "Human" else LEVELS[KINDS.index(text) - 1]
        self.rebuild()

    def set_seed(self, text: str) -> None:
        """The seed field changed."""
        self.seed_text = text

    def start(self) -> None:
        """Build the match and go to its table, or say in one sentence what is wrong."""
        try:
            match = self.build_match()
        except (ValueError, RecordError) as error:
            self.error = as_sentence(str(error))
            self.rebuild()
            return
        self.app.play(match)
