"""A game's computer-player pieces, declared once per game and found by the game's name.

Each game's AI package (`game/ai/<game>/`) exports `AI = GameAI(...)`; the levels ask for it with
`find_ai(name)`, so a game is added in one place (`game/games.py`) and a piece it lacks fails the
test that holds every game's `AI` to this shape.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.ai.base import ComputerPlayer
from game.ai.ismcts import SearchSurface
from game.core.actions import Action
from game.core.messages import Message
from game.core.observation import Observation
from game.games import load_piece


@dataclass(frozen=True)
class Coaching:
    """What the coach searches on for one observation.

    - `surface`: Hard's search surface made to measure every legal action at the root (calls,
      bids Hard would not risk, the draft), each made exactly as the player would make it; its
      `scores`, when set, are what the values report.
    - `choices`: where Hard decides by the paired rule, the moves its own search chooses among
      here (only these may replace Normal's move as the best); None where Hard searches with the
      tree, whose move the coach then asks Hard for.
    - `wins`: the values are chances of winning the game.
    """

    surface: SearchSurface[Any]
    choices: frozenset[Action] | None
    wins: bool


def every_decision(observation: Observation) -> bool:
    """Every decision is searched with paired root playouts."""
    return True


def as_chosen(observation: Observation, action: Action) -> Action:
    """The move as the search chose it: nothing to say first."""
    return action


@dataclass(frozen=True)
class GameAI:
    """What the levels need of one game.

    - `normal`: the Normal player's class (Hard's prior and Easy's careful move).
    - `sensible(observation)`: the moves Easy may pick at random.
    - `shortcut(observation)`: a decision Hard makes without searching (forced or settled by
      rule), else None.
    - `surface(observation)`: what Hard's search plays on for this observation.
    - `paired(observation)`: Hard searches this decision with paired root playouts kept to
      Normal's move unless another is surely better (True), or with the ISMCTS tree (False).
    - `confidence`: standard errors by which a paired search's move must beat Normal's.
    - `coach(observation)`: what the coach searches on (`Coaching`).
    - `explain(observation, action)`: one sentence a player can read on why `action` suits the
      position, from what the observation shows.
    - `announce(observation, action)`: what Hard must say before the move its search chose (UNO
      Duo: UNO before a play that leaves one card; the search plays it with the call), else the
      move itself.
    """

    normal: type[ComputerPlayer]
    sensible: Callable[[Observation], list[Action]]
    shortcut: Callable[[Observation], Action | None]
    surface: Callable[[Observation], SearchSurface[Any]]
    paired: Callable[[Observation], bool]
    confidence: float
    coach: Callable[[Observation], Coaching]
    explain: Callable[[Observation, Action], Message]
    announce: Callable[[Observation, Action], Action] = as_chosen


def find_ai(game: str) -> GameAI:
    """The computer-player pieces of the game called `game`."""
    ai: GameAI = load_piece(game, "ai")
    return ai
