"""`python -m game play --autoplay --games N`: N games back to back in one process, each through
the scoring screen, where Play again is clicked as a person would click it, and a fresh table.
A line on standard output says when each game is over (the soak benchmark reads them)."""

from __future__ import annotations

import sys

import pygame

from scenes.scene import Scene
from scenes.scoring import ScoringScene

PLAY_AGAIN = pygame.event.custom_type()
"""Posted by SDL's timer when the scores have been shown long enough."""
SCORES_SECONDS = 2.0
"""How long the scores stay up before Play again is clicked, at animation speed 1."""


class Series:
    """Counts the games of a series and plays the next one from the scoring screen."""

    def __init__(self, games: int) -> None:
        self.games = games
        self.finished = 0

    def game_ended(self) -> bool:
        """Count a game that has just ended and say so; True when it was the last one."""
        self.finished += 1
        print(f"game {self.finished} of {self.games} over", file=sys.stdout, flush=True)
        return self.finished >= self.games

    def play_again_after(self, seconds: float) -> None:
        """Click Play again on the scoring screen `seconds` from now."""
        pygame.time.set_timer(PLAY_AGAIN, max(1, round(seconds * 1000)), loops=1)

    def handle(self, event: pygame.event.Event, top: Scene | None) -> bool:
        """When the time has come and the scores are on top, click their Play again button
        (the mouse moves there, presses and releases); True if `event` was the series'."""
        if event.type != PLAY_AGAIN:
            return False
        if isinstance(top, ScoringScene) and top.again_button is not None:
            pos = top.again_button.rect.center
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            )
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        return True
