"""What a networked game needs of the app: the app's own host while a person hosts, and opening
the game's table on a `RemoteMatch`, whose end goes into the history as every game's does.

`TRIO_TABLE_LAN=0` keeps hosting to this computer (127.0.0.1) and advertises nothing: the tests
set it, and so can anyone trying the app on a machine that must not reach its network.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from game.core.messages import N_, Message
from game.history import open_history
from game.net.discovery import Advertiser
from game.net.host import Host, HostThread
from game.net.kept_seat import KeptSeat, forget_seat, keep_seat
from game.net.remote import RemoteMatch
from game.storage import os_cause

if TYPE_CHECKING:
    from scenes.app import App

LAN_VARIABLE = "TRIO_TABLE_LAN"


def on_the_network() -> bool:
    """True unless `TRIO_TABLE_LAN=0`: a hosted table listens on every interface and is
    advertised on the local network."""
    return os.environ.get(LAN_VARIABLE, "1") != "0"


class Hosting:
    """The table host this app runs while its person hosts a table, advertised by mDNS (only
    then); `close()` ends both."""

    def __init__(self, name: str) -> None:
        listen = "0.0.0.0" if on_the_network() else "127.0.0.1"
        self.thread = HostThread(Host(), (listen, 0))
        self.thread.start()
        address = self.thread.host.address
        assert address is not None
        self.port = address[1]
        self.url = f"ws://127.0.0.1:{self.port}"
        """Where this app's own connection reaches its host."""
        self.advertiser = Advertiser(name, listen, self.port) if on_the_network() else None

    def close(self) -> None:
        if self.advertiser is not None:
            self.advertiser.close()
            self.advertiser = None
        self.thread.stop()


# TRANSLATORS: the name of a person at a table on another computer who typed none.
GUEST = N_("Guest")


def network_name(app: Any) -> str:
    """The name this person goes by at tables on other computers: the one typed, or "Guest"."""
    return app.settings.player_name or app.words.gettext(GUEST)


def remember_seat(app: Any, seat: KeptSeat) -> None:
    """Write down the person's seat, so that the app takes it back after a crash or a quit."""
    if not app.keep_records:
        return
    try:
        keep_seat(seat)
    except OSError as error:
        app.notice(
            Message(
                # TRANSLATORS: {cause} says why in a few words ("the disk is full").
                N_("Your seat could not be written down ({cause}): if this app closes during "
                   "the game, it cannot take the seat back."),
                {"cause": os_cause(error)},
            )
        )  # fmt: skip


def forget_table_seat(app: Any) -> None:
    """The person's seat is not theirs to take back any more (a file that stays is refused by
    its host next time, and forgotten then)."""
    if app.keep_records:
        with contextlib.suppress(OSError):
            forget_seat()


class NetApp:
    """The app as a networked table sees it: the same in everything but the end of the game,
    which closes the connection (and stops hosting), goes into the history without touching
    the saved game of this computer (a networked game is never autosaved), then to the scores,
    whose Play again makes a new table at the same place. A game only watched is not the
    person's: it goes into neither their history nor, so, their statistics."""

    def __init__(self, app: Any, again: Callable[[], None] | None) -> None:
        self._app = app
        self._again = again

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)

    def game_finished(self, match: RemoteMatch) -> None:
        app = self._app
        match.close()  # the game is whole here now: the connection, and any hosting, end
        forget_table_seat(app)
        if app.keep_records and match.finished_game is not None and not match.spectating:
            try:
                with open_history() as history:
                    history.add(match.finished_game, match.seats, assisted=match.assisted)
                    for problem in history.problems:
                        app.notice(problem)
            except (OSError, sqlite3.Error) as error:
                app.notice(
                    Message(
                        N_("The game could not be added to the list of played games ({cause})."),
                        {"cause": str(error)},
                    )
                )
        from scenes.scoring import ScoringScene

        app.stack.push(ScoringScene(app, match, self._again))


def open_table(app: Any, match: RemoteMatch, again: Callable[[], None] | None = None) -> None:
    """Show a networked game on its game's table, as the only scene: the app ends the match
    (its connection, and the app's own host if it hosts) when it leaves for the menu or quits.
    `again` is what the scores' Play again does (a new table at the same place)."""
    from scenes.table import table_scene_for

    match.on_notice = app.notice
    if app.match is not None:
        app.match.close()
    app.match = match
    app.stack.clear()
    # The table sees the app through NetApp, which is the App in all but the end of the game.
    app.stack.push(table_scene_for(cast("App", NetApp(app, again)), match))
