"""The new-game screen's buttons for playing across computers, as this package does them."""

from __future__ import annotations

from functools import partial

from scenes.net.join import JoinScene
from scenes.net.lobby import host_table
from scenes.new_game import AcrossComputers


def across_computers(app) -> AcrossComputers:
    """Host a table from this app (its lobby), or open the join screen."""
    return AcrossComputers(
        host=partial(host_table, app), join=lambda: app.stack.push(JoinScene(app))
    )
