"""Moon's computer-player pieces: the Normal strategy, the determinizer and Hard's search."""

from game.ai.moon import search
from game.ai.moon.strategy import MoonNormal, moon_sensible
from game.ai.plugin import GameAI

AI = GameAI(
    normal=MoonNormal,
    sensible=moon_sensible,
    shortcut=search.shortcut,
    surface=search.surface,
    paired=search.PAIRED,
    confidence=search.CONFIDENCE,
)
