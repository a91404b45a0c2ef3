"""A table's turn flow, with no window: whose decision it is and who may see it, when a computer
may move (pacing), when the device must be passed, taking a move back, and what becomes of input
made when the decision is not the person's (dropped; the first of a turn says why).

The flow reads the match's `TableSurface` and acts through its `LiveControls` (none for a
watched table, such as the replay viewer's), so the same flow runs on a live `Match`, a replay,
or a match fed from a connection. The table animates and draws; this decides.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.core.seats import SPECTATOR, Viewer
from game.match import LiveControls, TableSurface


class Turn(Enum):
    """What the table does once it is at rest."""

    OVER = "over"
    """The game has ended: celebrate, then hand on to the scores."""
    WATCHED = "watched"
    """Nobody moves at a watched table."""
    PERSON = "person"
    """A person decides (after the device is passed, where several share it)."""
    COMPUTER = "computer"
    """A computer decides (or a lesson's script), paced by `computer_step`."""


@dataclass(frozen=True)
class Dropped:
    """Input dropped because the decision was not the viewer's: `seat` has the decision, and
    `own` says it is the viewer's own, only its last move is still being shown."""

    seat: int
    own: bool


class TurnFlow:
    """Whose decision it is at one table, and the seat whose view the table shows.

    `viewer` is the person at the screen (the spectator in a game of computers only), `bottom`
    the seat drawn at the bottom, `revealed` False while the device is being passed.
    """

    def __init__(self, match: TableSurface, *, watching: bool = False) -> None:
        self.match = match
        self.live_match = match if isinstance(match, LiveControls) else None
        """What acts on the game; None when the match is only read (a replay)."""
        self.watching = watching
        """True at a table where nobody moves: the replay viewer's."""
        humans = match.humans
        self.viewer: Viewer = humans[0] if humans else SPECTATOR
        self.bottom: int = humans[0] if humans else 0
        self.revealed = len(humans) <= 1
        self.think_clock = 0.0
        """Seconds since the computer to move began its turn."""
        self.told_for: tuple[int, int] | None = None
        """The turn (takebacks, actions so far) whose dropped input was already told why."""

    def live(self) -> LiveControls:
        """The match as one played here; a watched table's flow never asks."""
        if self.live_match is None:
            raise RuntimeError("a watched table takes no moves")
        return self.live_match

    # Whose decision -----------------------------------------------------------------------------

    def turn(self) -> Turn:
        """What the table at rest does now."""
        if self.match.is_over:
            return Turn.OVER
        if self.watching:
            return Turn.WATCHED
        return Turn.PERSON if self.match.human_to_move() else Turn.COMPUTER

    def viewer_decides(self) -> bool:
        """True when the viewer is the person to move and holds the device."""
        match = self.match
        return self.revealed and match.human_to_move() and match.to_move == self.viewer

    def shows_faces(self, seat: int) -> bool:
        """True when `seat`'s cards the viewer knows may show their faces: the viewer's own (the
        spectator's: every seat's) once the device is in the right hands."""
        return self.revealed and (self.viewer is SPECTATOR or seat == self.viewer)

    # Passing the device -------------------------------------------------------------------------

    def hand_off_to(self) -> int | None:
        """The seat the device must go to before its person decides: where several people
        share the screen, the seat to move unless it is already theirs and revealed."""
        seat = self.match.to_move
        if seat is None or len(self.match.humans) <= 1:
            return None
        return seat if not self.revealed or self.viewer != seat else None

    def hand_to(self, seat: int) -> None:
        """The device goes to `seat`: its view from now on, at the bottom, hidden until shown."""
        self.revealed = False
        self.viewer = self.bottom = seat

    def reveal(self) -> None:
        """The person at the screen holds the device: their cards may show."""
        self.revealed = True

    def watch_from(self, viewer: Viewer, bottom: int) -> None:
        """Show `viewer`'s view (a seat's, or the spectator's) with `bottom` at the bottom."""
        self.viewer, self.bottom, self.revealed = viewer, bottom, True

    # Pacing -------------------------------------------------------------------------------------

    def computer_step(self, dt: float, think_time: float, hold: float) -> bool:
        """`dt` seconds of a computer's turn: it may move at once at the start of its turn
        (its thinking began then), then no sooner than `think_time` or `hold` (the least time
        a move stays in view) has passed. True when it moved."""
        first = self.think_clock == 0.0
        self.think_clock += dt
        if (first or self.think_clock >= max(think_time, hold)) and self.live().poll():
            self.think_clock = 0.0
            return True
        return False

    # Taking back --------------------------------------------------------------------------------

    def take_back(self) -> bool:
        """Undo the person's last move (and the computers' after it); False when there was
        nothing to take back."""
        if not self.live().undo():
            return False
        self.think_clock = 0.0
        return True

    # Input that is not the person's -------------------------------------------------------------

    def drop(self) -> Dropped | None:
        """Input made while the decision is not the viewer's is dropped, never played later: the
        first of a turn is told why (what to say is returned), the rest in silence (None)."""
        match = self.match
        turn = (self.live().undos, len(match.record.actions))
        if match.is_over or turn == self.told_for:
            return None
        self.told_for = turn
        seat = match.to_move
        return None if seat is None else Dropped(seat, own=seat == self.viewer)
