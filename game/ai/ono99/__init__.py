"""ONO 99's computer-player pieces: the Normal strategy, the beliefs, the determinizer and Hard's
search."""

from game.ai.ono99 import search
from game.ai.ono99.strategy import Ono99Normal, ono99_sensible
from game.ai.plugin import GameAI

AI = GameAI(
    normal=Ono99Normal,
    sensible=ono99_sensible,
    shortcut=search.shortcut,
    surface=search.surface,
    paired=search.PAIRED,
    confidence=search.CONFIDENCE,
)
