"""UNO Duo's computer-player pieces: the Normal strategy, what a seat knows of the hidden cards,
the determinizer, Hard's search, and what the coach searches on and says."""

from game.ai.plugin import GameAI, every_decision
from game.ai.uno_duo import search
from game.ai.uno_duo.coaching import coaching
from game.ai.uno_duo.explain import explain
from game.ai.uno_duo.strategy import UnoDuoNormal, uno_duo_sensible

AI = GameAI(
    normal=UnoDuoNormal,
    sensible=uno_duo_sensible,
    shortcut=search.shortcut,
    surface=search.surface,
    paired=every_decision,
    confidence=search.CONFIDENCE,
    coach=coaching,
    explain=explain,
    announce=search.announce,
)
