"""The game-independent floor of the rules core: actions, events, errors, options, the protocol."""

from game.core.actions import Action
from game.core.errors import IllegalAction, RecordError
from game.core.events import Event
from game.core.options import OptionSpec, resolve_options
from game.core.protocol import GameRules, GameState, Outcome, Termination

__all__ = [
    "Action",
    "Event",
    "GameRules",
    "GameState",
    "IllegalAction",
    "OptionSpec",
    "Outcome",
    "RecordError",
    "Termination",
    "resolve_options",
]
