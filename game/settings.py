"""The player's settings, remembered between runs in `settings.json` (no pygame here)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game.core.languages import LANGUAGES
from game.core.messages import N_, Message, quote
from game.paths import user_data_dir
from game.shapes import BOOLEAN, NUMBER, STRING, WrongShape, expect, expect_object, json_value
from game.storage import (
    SMALL_LIMIT,
    BadFile,
    is_present,
    keep_aside,
    obstacle_notice,
    read_json,
    write_atomically,
)

SETTINGS = "settings.json"

MIN_SEARCH_BUDGET = 0.05

COACH_CHOICES = ("first", "on", "off")
"""When the coach's notes come: in a person's first games of each title, always, or never."""
FIRST_GAMES = 5
"""How many finished games of a title the coach's notes keep coming for under "first": enough
to meet each game's harder moments (UNO Duo's draft and challenges, Moon's bidding and trumps,
ONO 99's Play 2) a few times, few enough that the notes stop before they become noise."""

HAND_SORTS = ("suit", "number")
"""How the person's hand is sorted: by colour or suit first, or by number first."""

# Allowed ranges (inclusive) of the numeric settings.
RANGES: dict[str, tuple[float, float]] = {
    "animation_speed": (0.25, 4.0),
    "sound_volume": (0.0, 1.0),
    "think_time": (0.0, 5.0),
    "move_pause": (0.0, 5.0),
}


@dataclass
class Settings:
    """What the player chose in the Settings screen."""

    animation_speed: float = 1.0  # factor: 2 plays animations twice as fast
    sound_volume: float = 0.7  # 0 silent … 1 full
    fullscreen: bool = False
    colour_blind_symbols: bool = True  # a symbol beside every colour
    think_time: float = 1.0  # seconds a computer player takes to move (Hard searches that long)
    language: str | None = None  # a code of LANGUAGES; None until the first start has chosen
    coach: str = "first"  # one of COACH_CHOICES: when the coach's notes come
    hand_sort: str = "suit"  # one of HAND_SORTS: how the person's hand is sorted
    move_pause: float = 0.0  # least seconds a computer's move stays in view before the next move
    player_name: str = ""  # the name others see at tables on other computers ("": none typed)

    @property
    def search_budget(self) -> float:
        """Seconds a Hard computer player searches per decision: the think time, at least a
        twentieth of a second so that Hard is still Hard with the think time at 0."""
        return max(MIN_SEARCH_BUDGET, self.think_time)

    def to_json(self) -> dict[str, Any]:
        """The settings as JSON data."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Read settings; missing keys take their defaults, anything wrong raises WrongShape."""
        expect_object(data)
        known = {item.name: item for item in fields(cls)}
        for key, value in data.items():
            if key not in known:
                raise WrongShape(
                    Message(N_("it has an unknown setting {key}"), {"key": quote(key)})
                )
            if known[key].type == "bool":
                expect(value, BOOLEAN, key)
                continue
            if key == "language":
                _check_language(value)
                continue
            if key == "coach":
                _check_choice(key, value, COACH_CHOICES)
                continue
            if key == "hand_sort":
                _check_choice(key, value, HAND_SORTS)
                continue
            if key == "player_name":
                expect(value, STRING, key)
                continue
            expect(value, NUMBER, key)
            low, high = RANGES[key]
            if not low <= value <= high:
                raise WrongShape(
                    Message(
                        N_("{key} must be between {low} and {high}, not {value}"),
                        {
                            "key": quote(key),
                            "low": f"{low:g}",
                            "high": f"{high:g}",
                            "value": quote(value),
                        },
                    )
                )
        values: dict[str, Any] = {
            key: float(value) if key in RANGES else value for key, value in data.items()
        }
        return cls(**values)


def _check_language(value: Any) -> None:
    """Raise WrongShape unless `value` is null or the code of one of the languages."""
    if value is None or (isinstance(value, str) and value in LANGUAGES):
        return
    raise WrongShape(
        Message(
            N_("{field} must be one of {allowed} or null, not {value}"),
            {
                "field": quote("language"),
                "allowed": ", ".join(LANGUAGES),
                "value": json_value(value),
            },
        )
    )


def _check_choice(key: str, value: Any, choices: tuple[str, ...]) -> None:
    """Raise WrongShape unless `value` is one of `choices` (the values of setting `key`)."""
    if isinstance(value, str) and value in choices:
        return
    raise WrongShape(
        Message(
            N_("{field} must be one of {allowed}, not {value}"),
            {
                "field": quote(key),
                "allowed": ", ".join(choices),
                "value": json_value(value),
            },
        )
    )


def load_settings(folder: Path | None = None) -> tuple[Settings, Message | None]:
    """The saved settings, or the defaults. A bad file is set aside and a sentence says so."""
    path = (folder or user_data_dir()) / SETTINGS
    if not is_present(path):
        return Settings(), None
    try:
        return Settings.from_json(read_json(path, SMALL_LIMIT)), None
    except BadFile as error:
        reset = N_("The settings were reset because {reason}; {kept}.")
        return Settings(), keep_aside(path, reset, error.message)


def save_settings(settings: Settings, folder: Path | None = None) -> Message | None:
    """Write the settings atomically; the sentence for a folder that stood in the way, if one
    did. OSError when they cannot be written."""
    path = (folder or user_data_dir()) / SETTINGS
    kept = write_atomically(path, json.dumps(settings.to_json(), indent=1) + "\n")
    return None if kept is None else obstacle_notice(path, kept)
