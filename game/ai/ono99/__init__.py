"""ONO 99's computer-player pieces: the Normal strategy, the beliefs, the determinizer, Hard's
search, and what the coach searches on and says."""

from game.ai.ono99 import search
from game.ai.ono99.coaching import coaching
from game.ai.ono99.explain import explain
from game.ai.ono99.strategy import Ono99Normal, ono99_sensible
from game.ai.plugin import GameAI, every_decision

AI = GameAI(
    normal=Ono99Normal,
    sensible=ono99_sensible,
    shortcut=search.shortcut,
    surface=search.surface,
    paired=every_decision,
    confidence=search.CONFIDENCE,
    coach=coaching,
    explain=explain,
)
