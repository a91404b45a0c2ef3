"""Computer players: they are given one seat's Observation and return one legal Action; the coach
(`coach.advise`) values every legal move of a seat from its Observation."""

from game.ai.base import ComputerPlayer, RandomPlayer
from game.ai.levels import LEVELS, make_player
from game.ai.plugin import GameAI, find_ai

__all__ = ["LEVELS", "ComputerPlayer", "GameAI", "RandomPlayer", "find_ai", "make_player"]
