"""The table's sound effects: WAVs made by tools/make_sounds.py, played at the volume setting."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.paths import asset_path

NAMES = (
    "shuffle",
    "reshuffle",
    "deal",
    "play",
    "draw",
    "reverse",
    "duty",
    "out",
    "win",
    "refuse",
    "tick",
)


class Sounds:
    """Plays named effects; silent (never failing) when there is no audio device.

    `volume` is asked at every play, so a change in the settings is heard at once.
    """

    def __init__(self, volume: Callable[[], float]) -> None:
        self.volume = volume
        self._loaded: dict[str, pygame.mixer.Sound] | None = None

    def play(self, name: str) -> None:
        """Play the effect `name` (one of NAMES) at the current volume."""
        if name not in NAMES:
            raise ValueError(f"unknown sound {name!r}")
        sounds = self._sounds()
        level = self.volume()
        if name in sounds and level > 0:
            sounds[name].set_volume(level)
            sounds[name].play()

    def _sounds(self) -> dict[str, pygame.mixer.Sound]:
        if self._loaded is None:
            self._loaded = {}
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                for name in NAMES:
                    self._loaded[name] = pygame.mixer.Sound(asset_path("sounds", f"{name}.wav"))
            except pygame.error:
                self._loaded = {}
        return self._loaded
