"""Computer players: they are given one seat's Observation and return one legal Action."""

from game.ai.base import ComputerPlayer, RandomPlayer, make_player

__all__ = ["ComputerPlayer", "RandomPlayer", "make_player"]
