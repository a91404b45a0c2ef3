"""Who looks at a game: a seat number, or the spectator."""

from __future__ import annotations

from typing import Final

SPECTATOR: Final = None
"""The viewer who sits at no seat and sees every hand: a table of computers only, or a replay
with every hand face up. `state.view(SPECTATOR)` and `event.seen_by(SPECTATOR)` hide nothing."""

Viewer = int | None
"""A seat number, or `SPECTATOR`."""
