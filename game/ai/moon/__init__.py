"""Moon's computer-player pieces: the Normal strategy, the determinizer, Hard's search, and what the
coach searches on and says."""

from game.ai.moon import search
from game.ai.moon.coaching import coaching
from game.ai.moon.explain import explain
from game.ai.moon.strategy import MoonNormal, moon_sensible
from game.ai.plugin import GameAI

AI = GameAI(
    normal=MoonNormal,
    sensible=moon_sensible,
    shortcut=search.shortcut,
    surface=search.surface,
    paired=search.paired,
    confidence=search.CONFIDENCE,
    coach=coaching,
    explain=explain,
)
