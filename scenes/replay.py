"""The replay viewer: a game of the history, or a record file, watched again on the real table of
its game, move by move with its animations, and the coach's review of the people's moves.

`ReplayScene(app, record, seats, game_id=…, review=…)` is the one way in (`watch` says a bad
record in one sentence instead); the table above it is the game's own, in its watching mode
(nobody moves, no end-of-game hand-off), drawn above the control bar (`replay_bar`).

- Stepping: forward animates the move (a step asked for while a move still animates finishes
  that one at once); back, a jump to a round or along the strip, and the ends are set without
  animation. Play moves on by itself at the animation pace.
- Viewpoint: every hand face up (the spectator), or one seat's view, where only what that seat
  knew shows (the table draws that seat's view and the events as it saw them).
- The review: each decision with a choice of the people who played (of a record file, the seat
  picked on the bar, seat 0 first) is judged in the coach's worker, one position at a time,
  polled each frame, the one on show first; a game of the history keeps its finished review
  (`History.set_review`) and reads it back next time, with the coach's notes taken during play.
  The bar shows the judgement of the decision on show (the move about to be played).

A record file names no players: its seats are shown as people called "Player 1", "Player 2", …
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from concurrent.futures import Executor
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.thinker import coach_executor
from game.core.errors import RecordError
from game.core.messages import N_, Message
from game.core.seats import SPECTATOR, Viewer
from game.history import keep_review
from game.match import HUMAN, Seat
from game.records import Record
from game.replay_match import ReplayMatch
from game.review import REVIEW_ITERATIONS, Judgement
from game.reviewing import BackgroundReview, decisions_of, known_judgements
from scenes.new_game import player_name
from scenes.replay_bar import HEIGHT, ReplayBar
from scenes.scene import Scene
from scenes.table import table_scene_for

if TYPE_CHECKING:
    from scenes.app import App

STEP_PAUSE = 0.6
"""Seconds (at animation speed 1) between one move's animation and the next while playing."""
SEAT_GROWTH = {"ono99": 1.6, "uno-duo": 1.6, "moon": 1.2}
"""How much larger than at play the other seats' cards are drawn: face up, their corners are
read (at play size they were about 40 pixels high, their indices 8). Moon's tiles show pips,
not indices, and its name plates (three lines) must keep their room above the won tricks."""
SEAT_SPREAD = 1.04
"""The other seats' cards side by side, as far as their place allows (at play they overlap)."""
KEYS = {
    pygame.K_LEFT: "back",
    pygame.K_RIGHT: "forward",
    pygame.K_HOME: "start",
    pygame.K_END: "end",
    pygame.K_PAGEUP: "round_back",
    pygame.K_PAGEDOWN: "round_forward",
    pygame.K_SPACE: "play",
    pygame.K_n: "next_mistake",
    pygame.K_v: "view",
    pygame.K_r: "review_seat",
    pygame.K_ESCAPE: "close",
}
TIPS = {
    # TRANSLATORS: what the replay viewer's buttons do, shown while the mouse is over one, with
    # the key that does the same.
    "round_back": N_("Back to the round's start, or the round before (Page Up)"),
    "back": N_("One move back (Left arrow)"),
    "play": N_("Play the moves one after another (Space)"),
    "pause": N_("Pause (Space)"),
    "forward": N_("The next move (Right arrow)"),
    "round_forward": N_("The next round (Page Down)"),
    "view": N_("Every hand face up, or what one player saw (V)"),
    "review_seat": N_("Whose moves the coach reviews (R)"),
    "next_mistake": N_("The next move the coach marked (N)"),
    "close": N_("Leave the replay (Esc)"),
}


class ReplayScene(Scene):
    """A recorded game on its table, stepped through, with the coach's review under it.

    `seats` are the game's (from the history), or None for a record file; `game_id` is the
    history's id of the game (its review is kept there), and `review` the history's judgements
    of it (JSON, as `PastGame.review` holds them). RecordError if the record cannot be replayed.
    """

    def __init__(
        self,
        app: App,
        record: Record,
        seats: Sequence[Seat] | None,
        *,
        game_id: int | None = None,
        review: Iterable[Any] = (),
        executor: Executor | None = None,
        iterations: int = REVIEW_ITERATIONS,
    ) -> None:
        super().__init__(app)
        named = seats is not None
        if seats is None:
            seats = [Seat(HUMAN, player_name(seat, app.words)) for seat in range(record.players)]
        self.match = ReplayMatch(record, seats)
        self.record = record
        self.names = [seat.name for seat in seats]
        self.game_id = game_id
        self.table = table_scene_for(app, self.match)
        self.table.watching = True
        humans = self.match.humans if named else []
        self.choose_seat = not humans
        """True when the bar offers the seat to review (no seat is known to be a person's)."""
        self.reviewed: tuple[int, ...] = tuple(humans) or (0,)
        self.viewpoint: Viewer = SPECTATOR
        self.decisions = decisions_of(record)
        known, problem = known_judgements(review, record, self.decisions)
        if problem is not None:
            app.notice(problem)
        self.executor = executor
        self.iterations = iterations
        self.review = self._review(known)
        self.kept = len(known)
        """How many judgements of the game the history holds."""
        self.playing = False
        self.wait = 0.0
        """Seconds (at animation speed 1) before play takes the next step."""
        self.redraw = True
        self.bar = ReplayBar(self)
        self.resize(app.size)
        self.table.watch_from(SPECTATOR, self.reviewed[0])

    def _review(self, known: dict[int, Judgement]) -> BackgroundReview:
        """A review of the reviewed seats, the judgements known kept."""
        return BackgroundReview(
            self.record,
            self.decisions,
            set(self.reviewed),
            self.executor or coach_executor(),
            known=known,
            iterations=self.iterations,
        )

    # What the bar shows ------------------------------------------------------------------------

    def can(self, name: str) -> bool:
        """Whether the button `name` does anything now."""
        position, length = self.match.position, self.match.length
        if name in ("round_back", "back"):
            return position > 0
        if name in ("forward", "round_forward"):
            return position < length
        if name == "next_mistake":
            return self._next_mistake() is not None
        return True

    def chips(self) -> dict[str, Message]:
        """The lettered buttons, right to left, and what each says."""
        chips = {"close": Message(N_("Close")), "next_mistake": Message(N_("Next mistake"))}
        if self.choose_seat:
            name = self.names[self.reviewed[0]]
            # TRANSLATORS: a button: whose moves the coach reviews; a click picks the next seat.
            chips["review_seat"] = Message(N_("Review: {player}"), {"player": name})
        if self.viewpoint is SPECTATOR:
            # TRANSLATORS: a button: the table shows every hand; a click shows one seat's view.
            chips["view"] = Message(N_("View: every hand"))
        else:
            # TRANSLATORS: a button: the table shows what this player saw.
            chips["view"] = Message(N_("View: {player}"), {"player": self.names[self.viewpoint]})
        return chips

    def tip(self, name: str) -> Message:
        """What the button `name` does, and its key."""
        return Message(TIPS["pause" if name == "play" and self.playing else name])

    def marks(self) -> list[Judgement]:
        """The judgements that found a slip, in the record's order."""
        judgements = self.review.judgements
        return [judgements[i] for i in sorted(judgements) if judgements[i].severity is not None]

    def reviewed_judgements(self) -> list[Judgement]:
        """The judgements of the decisions under review."""
        judgements = self.review.judgements
        return [judgements[i] for i in self.review.reviewed if i in judgements]

    def judgement_on_show(self) -> Judgement | None:
        """The coach's judgement of the decision on show (the move about to be played)."""
        return self.review.judgements.get(self.match.position)

    # Acting ------------------------------------------------------------------------------------

    def act(self, name: str) -> None:
        """Do what the button or key `name` asks."""
        match = self.match
        if name == "forward":
            self.step_forward()
        elif name == "back":
            self.go_to(match.position - 1)
        elif name == "start":
            self.go_to(0)
        elif name == "end":
            self.go_to(match.length)
        elif name == "round_back":
            earlier = [m.position for m in match.marks if m.position < match.position]
            self.go_to(earlier[-1] if earlier else 0)
        elif name == "round_forward":
            later = [m.position for m in match.marks if m.position > match.position]
            self.go_to(later[0] if later else match.length)
        elif name == "play":
            self.toggle_play()
        elif name == "next_mistake":
            self.next_mistake()
        elif name == "view":
            self.next_viewpoint()
        elif name == "review_seat" and self.choose_seat:
            self.next_reviewed_seat()
        elif name == "close":
            self.leave()
        self.redraw = True

    def step_forward(self) -> None:
        """The next move, animated (a move still animating is finished at once first)."""
        self.playing = False
        self._forward()

    def _forward(self) -> None:
        if self.table.busy:
            self.table.show_at_once()
        if self.match.forward():
            self.review.prefer(self.match.position)

    def go_to(self, position: int) -> None:
        """Show the game after `position` actions at once (play stops)."""
        self.playing = False
        self.match.jump(position)
        self.table.show_at_once()
        self.review.prefer(self.match.position)

    def toggle_play(self) -> None:
        """Play from here (from the start at the end), or pause."""
        if not self.playing and self.match.position >= self.match.length:
            self.go_to(0)
        self.playing = not self.playing
        self.wait = 0.0

    def _next_mistake(self) -> int | None:
        position = self.match.position
        return next((j.index for j in self.marks() if j.index > position), None)

    def next_mistake(self) -> None:
        """Show the next decision the coach marked as a slip, or say there is none."""
        found = self._next_mistake()
        if found is not None:
            self.go_to(found)
        elif self.review.done:
            self.table.say(Message(N_("No mistake after this move.")))
        else:
            self.table.say(Message(N_("No mistake found after this move yet.")))

    def next_viewpoint(self) -> None:
        """Every hand, then each seat's view in turn."""
        order: list[Viewer] = [SPECTATOR, *range(self.match.players)]
        self.viewpoint = order[(order.index(self.viewpoint) + 1) % len(order)]
        self._look()

    def next_reviewed_seat(self) -> None:
        """Review the next seat's moves instead (a record file's seats)."""
        seat = (self.reviewed[0] + 1) % self.match.players
        self.review.cancel()
        self.reviewed = (seat,)
        self.review = self._review(self.review.judgements)
        self._look()

    def _look(self) -> None:
        """Set the table from the viewpoint: every hand with the reviewed seat at the bottom, or
        one seat's view with that seat at the bottom."""
        self.playing = False
        viewer = self.viewpoint
        self.table.watch_from(viewer, self.reviewed[0] if viewer is SPECTATOR else viewer)

    def leave(self) -> None:
        """Back to the screen the viewer was opened from."""
        stack = self.app.stack
        if len(stack.scenes) > 1 and stack.top is self:
            stack.pop()
        else:
            self.app.show_menu()

    # The frame ---------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """The keys and the bar's buttons and strip; the table itself takes no input."""
        if event.type == pygame.KEYDOWN and event.key in KEYS:
            self.act(KEYS[event.key])
            return True
        if event.type == pygame.MOUSEMOTION:
            hovered = self.bar.button_at(event.pos)
            if hovered != self.bar.hovered:
                self.bar.hovered = hovered
                self.redraw = True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            name = self.bar.button_at(event.pos)
            if name is not None:
                if self.can(name):
                    self.act(name)
                return True
            position = self.bar.position_at(event.pos)
            if position is not None:
                self.go_to(position)
                self.redraw = True
            return True
        return False

    def update(self, dt: float) -> None:
        """The table's animations, the review's news, and play's next step."""
        self.table.update(dt)
        if self.review.poll():
            self.redraw = True
            if self.review.stopped is not None:
                self.app.notice(self.review.stopped)
            if self.review.done:
                self._keep_review()
        if self.playing and not self.table.busy:
            if self.match.position >= self.match.length:
                self.playing = False
                self.redraw = True
                return
            self.wait -= dt * self.app.animation_speed
            if self.wait <= 0:
                self._forward()
                self.wait = STEP_PAUSE

    def next_frame(self) -> float:
        """0 while anything moves or news came in; while playing, the pause before the next
        step; else the table's."""
        if self.redraw:
            return 0.0
        shown = self.table.next_frame()
        if self.playing:
            if self.table.busy:
                return 0.0
            shown = min(shown, max(0.0, self.wait) / max(0.01, self.app.animation_speed))
        return shown

    def polls(self) -> bool:
        """True while the review works: its worker is asked each frame for a judgement."""
        return not self.review.done

    def draw(self, surface: pygame.Surface) -> None:
        """The table above, the bar below."""
        self.table.draw(surface.subsurface(self.table_rect()))
        self.bar.draw(surface)
        self.redraw = False

    def table_rect(self) -> pygame.Rect:
        """The part of the window the table is drawn in (all of it above the bar)."""
        width, height = self.app.size
        return pygame.Rect(0, 0, width, height - self.app.px(HEIGHT))

    def resize(self, size: tuple[int, int]) -> None:
        """The table in the window above the bar, and the bar under it."""
        table = self.table_rect()
        self.table.resize(table.size)
        self._readable_hands()
        bar = pygame.Rect(0, table.bottom, size[0], size[1] - table.bottom)
        self.bar.lay_out(bar, list(self.chips()))
        self.redraw = True

    def _readable_hands(self) -> None:
        """The other seats' hands, which the viewer watches face up, drawn SEAT_GROWTH times
        the table's size for them and side by side (at play they are backs, small and
        overlapping)."""
        table = self.table
        width, height = table.card_sizes["seat"]
        growth = SEAT_GROWTH.get(self.match.game, 1.0)
        table.card_sizes["seat"] = (round(width * growth), round(height * growth))
        table.seat_spread = SEAT_SPREAD
        table.lay_out_all()

    def language_changed(self) -> None:
        """Every text in the new language (the names of a record file's seats stay)."""
        self.resize(self.app.size)

    # Keeping the review ------------------------------------------------------------------------

    def _keep_review(self) -> None:
        """Keep the judgements worked out since the last time with the game in the history."""
        judged = len(self.review.judgements)
        if self.game_id is None or judged <= self.kept:
            return
        for problem in keep_review(self.game_id, self.review.stored()):
            self.app.notice(problem)
        self.kept = judged

    def exit(self) -> None:
        """Covered or left: the job under way is dropped and what was found so far is kept."""
        self.review.cancel()
        self._keep_review()

    def close(self) -> None:
        """Gone for good: the review stops and the table lets go of its images."""
        self.review.cancel()
        self.table.close()


def watch(
    app: App, record: Record, seats: Sequence[Seat] | None = None, **kwargs: Any
) -> Message | None:
    """Open `record` in the replay viewer (the keywords as `ReplayScene` takes them), over the
    screen on show (instead of another replay); None when it opened, else why not (a record
    that cannot be replayed: a clause, as `RecordError` says it)."""
    try:
        scene = ReplayScene(app, record, seats, **kwargs)
    except RecordError as error:
        return error.message
    if isinstance(app.stack.top, ReplayScene):
        app.stack.replace(scene)
    else:
        app.stack.push(scene)
    return None


def watch_file(app: App, path: str) -> Message | None:
    """Open the record file at `path` (`~` for the home folder; quotes round it are dropped) in
    the replay viewer; None when it opened, else why not (a file that cannot be read or
    replayed). Nothing else happens to a bad file."""
    path = os.path.expanduser(path.strip().strip("\"'"))
    try:
        record = Record.load(path)
    except RecordError as error:
        return error.message
    return watch(app, record)
