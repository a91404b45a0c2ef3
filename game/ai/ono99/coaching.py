"""What the ONO 99 coach searches on: Hard's own surface, whose root moves are already every
legal action. In elimination games the playouts reach the end of the game, so the values
reported are the chance of winning it, while the best is still decided by places, as Hard
decides, unless the chance of winning is surely higher with another move
(`game.ai.coach.agreeing`)."""

from __future__ import annotations

from dataclasses import replace

from game.ai.ono99.search import Playout, surface
from game.ai.plugin import Coaching
from game.core.observation import Observation


def coaching(observation: Observation) -> Coaching:
    """Hard's surface for this observation; in elimination games it reports chances of winning."""
    elimination = observation.options["scoring"] == "elimination"
    searched = surface(observation)
    if elimination:
        searched = replace(searched, scores=win_shares)
    return Coaching(searched, frozenset(observation.legal), elimination)


def win_shares(playout: Playout, start: Playout) -> list[float]:
    """1 for the winner and 0 for the others; a playout cut short before the end shares the win
    evenly among the players still in."""
    state = playout.state
    players = range(state.players)
    if state.winner is not None:
        return [1.0 if seat == state.winner else 0.0 for seat in players]
    left = state.out.count(False)
    return [0.0 if state.out[seat] else 1.0 / left for seat in players]
