"""The player's settings, remembered between runs in `settings.json` (no pygame here)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game.paths import user_data_dir
from game.records import write_atomically
from game.saves import move_aside

SETTINGS = "settings.json"

MIN_SEARCH_BUDGET = 0.05

# Allowed ranges (inclusive) of the numeric settings.
RANGES: dict[str, tuple[float, float]] = {
    "animation_speed": (0.25, 4.0),
    "sound_volume": (0.0, 1.0),
    "think_time": (0.0, 5.0),
}


@dataclass
class Settings:
    """What the player chose in the Settings screen."""

    animation_speed: float = 1.0  # factor: 2 plays animations twice as fast
    sound_volume: float = 0.7  # 0 silent … 1 full
    fullscreen: bool = False
    colour_blind_symbols: bool = True  # a symbol beside every colour
    think_time: float = 1.0  # seconds a computer player takes to move (Hard searches that long)

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
        """Read settings; missing keys take their defaults, anything wrong raises ValueError."""
        if not isinstance(data, dict):
            raise ValueError("it is not a JSON object")
        known = {item.name: item for item in fields(cls)}
        for key, value in data.items():
            if key not in known:
                raise ValueError(f"it has an unknown setting {key!r}")
            if known[key].type == "bool":
                if not isinstance(value, bool):
                    raise ValueError(f"{key!r} must be true or false")
                continue
            low, high = RANGES[key]
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise ValueError(f"{key!r} must be a number")
            if not low <= value <= high:
                raise ValueError(f"{key!r} must be between {low:g} and {high:g}")
        values: dict[str, Any] = {
            key: float(value) if key in RANGES else value for key, value in data.items()
        }
        return cls(**values)


def load_settings(folder: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults. A bad file is moved aside and a sentence says so."""
    path = (folder or user_data_dir()) / SETTINGS
    if not path.is_file():
        return Settings(), None
    try:
        text = path.read_text(encoding="utf-8")
        return Settings.from_json(json.loads(text)), None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        reason = "it is not readable JSON"
    except ValueError as error:
        reason = str(error)
    kept = move_aside(path)
    return (
        Settings(),
        f"The settings were reset because {reason}; the file was kept as {kept.name}.",
    )


def save_settings(settings: Settings, folder: Path | None = None) -> None:
    """Write the settings atomically."""
    path = (folder or user_data_dir()) / SETTINGS
    write_atomically(path, json.dumps(settings.to_json(), indent=1) + "\n")
