"""Help at the table: the hint, the coach's notes and undo, with their buttons and panels.

- **Hint** (the Hint button or H, on the viewer's turn): the coach (`game.ai.coach.advise`)
  values every legal move from the viewer's observation in its own worker process
  (`coach_executor`), polled each frame; meanwhile the panel says it is thinking. Its answer
  wakes the frame loop (`scenes.wake`), so it shows at once without any input. Then the panel
  lists the moves with their estimates, the best first, and the coach's sentence on why, and the
  advised card or button gets a ring and the keyboard's selection (`TableInput.follow_hint`).
  The panel closes when the viewer moves. Asking marks the game assisted.
- **Coach's notes** (Settings → Coach: on, off, or in a person's first `FIRST_GAMES` games of each
  title), at a table of one person and computers: each of the person's moves that had a choice
  is judged the same way after it is made (at once from a hint already worked out for that
  position); when the move played gave away at least an inaccuracy's worth a quiet note shows
  both estimates until the person's next move, and the judgement is kept with the game
  (`Match.coach_notes`: the autosave, then the history). It never holds up play. (Not in
  pass-and-play: the next person would read a note about the last one's cards.) An inaccuracy
  is Lichess's 0.1 of a chance of winning (`game.review`), scaled to each table's estimates
  (`TableSpec.inaccuracy`: UNO Duo's round outlook moves far less in one move).
- **Undo** (the Undo button or Ctrl+Z), in games of one person and computers: back to the
  person's previous decision (`Match.undo`); the table is set again from the view and the game
  is marked assisted. Pass-and-play has no undo: the others saw the move.

Advice worked out for a position that is gone (a move was made, a move taken back, the device
passed) is dropped. The estimates read as what they are: "62%" where they are chances of winning
the game (ONO 99 elimination), else "62/100", the search's outlook for the round or deal.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.coach import DEFAULT_BUDGET, Advice, advise
from game.ai.thinker import coach_executor
from game.core.actions import Action
from game.core.messages import N_, Message
from game.core.observation import Observation
from game.history import games_finished_by_people
from game.match import LiveControls, Match, TableSurface
from game.review import BLUNDER, INACCURACY, MISTAKE, SEVERITIES, Judgement, judgement_of
from game.settings import FIRST_GAMES
from scenes.fonts import MIN_TEXT_PX, wrap_text
from scenes.seat_names import with_names
from scenes.table.held import HeldByTable
from scenes.table.widgets import panel
from scenes.theme import BUTTON, BUTTON_HOVER, CREAM, DISABLED, GOLD, MUTED, WARNING
from scenes.wake import wake_when_done

if TYPE_CHECKING:
    from scenes.table.base import TableScene

View = Mapping[str, Any]
Key = tuple[int, int, Any]
"""A position as the table knows it: takebacks so far, actions so far, the viewer."""

HINT_KEY = pygame.K_h
UNDO_KEY = pygame.K_z
RING = (120, 206, 255)
"""The ring round the advised card or button: a cool blue, unlike the gold of the turn."""
FEWEST_ROWS = 3
"""The moves the hint panel always has room for (the advised one first), when there are as many."""
SEVERITY_COLOURS = {INACCURACY: WARNING, MISTAKE: (240, 130, 40), BLUNDER: (235, 80, 70)}
DOT_SECONDS = 0.3
"""How long each step of the thinking dots lasts."""
MOST_JUDGING = 3
"""Moves waiting for the coach at once; a person moving faster than it thinks gets notes on the
moves it had time for."""
PAD = 10
TEXT = 14
KEY_TEXT = 11
"""The design size of a tool button's key ([H], [Ctrl+Z])."""
STACK_GAP = 2
"""Design pixels between the ink of a tool button's word and of its key under it."""
FILL = (8, 40, 27, 255)
"""The hint's and the note's panel: opaque, as it may lie over a score sheet (at 245 of 255 the
sheet's totals showed through as a ghost)."""
# TRANSLATORS: the table's buttons; "Hint" shows the coach's advice for your move.
HINT = Message(N_("Hint"))
# TRANSLATORS: a button that takes your last move back.
UNDO = Message(N_("Undo"))
# TRANSLATORS: the key for undo, as the keyboard labels it.
UNDO_KEY_NAME = Message(N_("Ctrl+Z"))
# TRANSLATORS: a mark at the table once a hint or an undo was used in this game.
ASSISTED = Message(N_("Assisted game"))
THINKING = Message(N_("thinking"))
NOT_YOUR_TURN = Message(N_("A hint is for your own turn."))
NOTHING_TO_UNDO = Message(N_("There is no move of yours to take back yet."))
GAME_OVER = Message(N_("The game is over."))
TAKEN_BACK = Message(N_("Your last move was taken back."))
WINS_LEGEND = Message(N_("Chance of winning the game"))
SEVERITY_TITLES = {
    # TRANSLATORS: the title of the coach's note after a move that was not the best.
    INACCURACY: Message(N_("Coach: an inaccuracy")),
    MISTAKE: Message(N_("Coach: a mistake")),
    BLUNDER: Message(N_("Coach: a blunder")),
}


@dataclass(frozen=True)
class AdviceWork:
    """Where and how hard the coach works: its worker (None: `coach_executor()`, its own
    process), and a fixed number of paired iterations (tests, screenshots) or a time budget."""

    executor: Executor | None = None
    iterations: int | None = None
    budget: float = DEFAULT_BUDGET

    def submit(self, observation: Observation, seed: int) -> Future[Advice]:
        """Start valuing the moves of `observation` in the worker; its answer wakes the frame
        loop, so it is drawn at once even if nothing else happens."""
        executor = self.executor or coach_executor()
        return wake_when_done(
            executor.submit(
                advise, observation, iterations=self.iterations, budget=self.budget, seed=seed
            )
        )

    def warm_up(self) -> None:
        """Start the worker now, as a table opens, not in the frame of the first advice."""
        if self.executor is None:
            coach_executor().submit(int)


def coach_wanted(
    choice: str, match: TableSurface, folder: Path | None = None
) -> tuple[bool, list[Message]]:
    """Whether the coach's notes come at this table, by the Coach setting (`first`, `on`,
    `off`): only with one person against computers, and under `first` while people's games of
    this title played to their end (in the history in `folder`, the user's by default) are fewer
    than `FIRST_GAMES`; and the sentences about a history that had to be set aside."""
    if len(match.humans) != 1 or choice == "off":
        return False, []
    if choice == "on":
        return True, []
    count, problems = games_finished_by_people(match.game, folder)
    return count < FIRST_GAMES, problems


def severity(judgement: Judgement, inaccuracy: float) -> str | None:
    """How bad the move judged was at a table whose inaccuracy gives away `inaccuracy` of the
    estimate: Lichess's kinds of slip, the losses scaled from its 0.1 to the table's."""
    loss = judgement.loss * SEVERITIES[-1][0] / inaccuracy
    return next((kind for least, kind in SEVERITIES if loss >= least - 1e-9), None)


def thinking_dots(
    table: TableScene, surface: pygame.Surface, midleft: tuple[int, int], clock: float
) -> None:
    """Three dots from `midleft`, the gold one stepping on every `DOT_SECONDS` of `clock`
    (the hint's "thinking", a computer thinking at its seat)."""
    step = int(clock / DOT_SECONDS) % 3
    for dot in range(3):
        x = midleft[0] + table.px(8 + dot * 10)
        colour = GOLD if dot == step else MUTED
        pygame.draw.circle(surface, colour, (x, midleft[1]), table.px(3))


def dots_change_in(clock: float) -> float:
    """The seconds until the thinking dots drawn at `clock` step on."""
    return DOT_SECONDS - clock % DOT_SECONDS


def stacked_ink(
    surface: pygame.Surface, rect: pygame.Rect, images: list[pygame.Surface], gap: int
) -> None:
    """`images` one under another, centred in `rect`, their ink (not the room a line of text
    keeps above and below it) `gap` pixels apart: two lines in a button one line high."""
    inks = [image.get_bounding_rect() for image in images]
    y = rect.centery - (sum(ink.height for ink in inks) + gap * (len(inks) - 1)) // 2
    for image, ink in zip(images, inks, strict=True):
        surface.blit(image, (rect.centerx - ink.centerx, y - ink.top))
        y += ink.height + gap


def estimate(value: float, wins: bool) -> Message:
    """An estimate as a person reads it: a chance of winning as a percentage, anything else as a
    score out of 100."""
    # TRANSLATORS: a score out of 100 given to a move by the coach.
    return Message(N_("{value}%") if wins else N_("{value}/100"), {"value": round(value * 100)})


@dataclass(eq=False)
class Hint:
    """Advice asked for at one position: its view (to put moves into words) and the worker's
    answer, pending or come."""

    key: Key
    view: View
    future: Future[Advice] | None
    advice: Advice | None = None
    shown: bool = True


@dataclass(eq=False)
class Judging:
    """A move of the person's on its way through the coach."""

    key: Key
    move: Action
    view: View
    future: Future[Advice]


@dataclass(frozen=True)
class Note:
    """A coach's note on show: the judgement of the person's `move` and how bad a slip it was,
    the view it was made in, and why the best was best."""

    judgement: Judgement
    severity: str
    move: Action
    view: View
    reason: Message


class Assistant(HeldByTable["TableScene"]):
    """The hint, the coach and undo of one table. It refers to its table weakly, as the table
    holds it: a table left mid-move is then freed at once, without the cycle collector."""

    def __init__(
        self, table: TableScene, work: AdviceWork, coaching: bool, helps: bool = True
    ) -> None:
        super().__init__(table)
        self.work = work
        self.helps = helps
        """False at a table that offers no help: a lesson (it teaches its own moves, and an
        undo or another move would leave its script) or the replay viewer (nobody moves)."""
        self.coaching = coaching and helps
        self.hint: Hint | None = None
        self.judging: list[Judging] = []
        self.note: Note | None = None
        self.clock = 0.0

    @classmethod
    def for_table(cls, table: TableScene) -> Assistant:
        """The assistant of a table just opened; the coach's worker starts now if it is wanted.
        A replay's or a lesson's table gets one that offers nothing."""
        app = table.app
        match = table.match
        if not isinstance(match, Match) or match.script is not None:
            return cls(table, app.advice, coaching=False, helps=False)
        coaching, problems = coach_wanted(app.settings.coach, match)
        for problem in problems:
            app.notice(problem)
        work: AdviceWork = app.advice
        if coaching:
            work.warm_up()
        return cls(table, work, coaching)

    # Where things stand -------------------------------------------------------------------------

    @property
    def match(self) -> TableSurface:
        """The table's match, as it reads it."""
        return self.table.match

    @property
    def live(self) -> LiveControls:
        """The table's match as one played there (an assistant that helps is at no other)."""
        return self.table.live()

    def key(self) -> Key:
        """The position now, as far as advice goes."""
        return (self.live.undos, len(self.match.record.actions), self.table.viewer)

    def offers_hints(self) -> bool:
        """True at a table with a person at it (not a game of computers only)."""
        return self.helps and bool(self.match.humans)

    def offers_undo(self) -> bool:
        """True in a game of one person against computers."""
        return self.helps and len(self.match.humans) == 1

    def thinking(self) -> bool:
        """True while the hint on show is being worked out."""
        hint = self.hint
        return hint is not None and hint.shown and hint.advice is None

    def polls(self) -> bool:
        """True while the worker has advice to hand back."""
        return (self.hint is not None and self.hint.future is not None) or bool(self.judging)

    def next_frame(self) -> float:
        """The seconds until the thinking dots move on (never, when nothing is being thought)."""
        if not self.thinking():
            return math.inf
        return dots_change_in(self.clock)

    # Asking and moving --------------------------------------------------------------------------

    def ask(self) -> None:
        """The Hint button or H: show (or hide again) the advice for the viewer's move."""
        hint = self.hint
        if hint is not None and hint.key == self.key():
            hint.shown = not hint.shown
            return
        table = self.table
        if not (self.offers_hints() and table.viewer_decides()):
            table.say(NOT_YOUR_TURN)
            return
        self.note = None
        self.live.mark_assisted()
        observation = self.match.observation(table.viewer)
        seed = len(self.match.record.actions)
        self.hint = Hint(self.key(), observation.view, self.work.submit(observation, seed))

    def before_move(self, action: Action) -> None:
        """The viewer is about to make `action` (legal): the panel closes, and with the coach on
        the move is judged (at once from the hint, if it was worked out)."""
        self.note = None
        hint, self.hint = self.hint, None
        if not self.coaching or self.table.viewer not in self.match.humans:
            self._drop(hint)
            return
        key = self.key()
        legal = self.match.legal_for(self.table.viewer)
        if action not in legal or len(set(legal)) < 2:
            self._drop(hint)
            return
        if hint is not None and hint.key == key and hint.advice is not None:
            self._judged(action, key[1], hint.view, hint.advice)
            return
        self._drop(hint)
        if len(self.judging) >= MOST_JUDGING:
            return
        observation = self.match.observation(self.table.viewer)
        future = self.work.submit(observation, key[1])
        self.judging.append(Judging(key, action, observation.view, future))

    def forget(self) -> None:
        """Drop every piece of advice, asked for or on its way (a move taken back, closing)."""
        self._drop(self.hint)
        self.hint = self.note = None
        for judging in self.judging:
            judging.future.cancel()
        self.judging = []

    def update(self, dt: float) -> None:
        """Take in the worker's answers that are still wanted."""
        self.clock += dt
        if not self.helps:
            return
        key = self.key()
        hint = self.hint
        if hint is not None and hint.key != key:
            self._drop(hint)
            self.hint = hint = None
        if hint is not None and hint.future is not None and hint.future.done():
            hint.advice, hint.future = hint.future.result(), None
        for judging in [judging for judging in self.judging if judging.future.done()]:
            self.judging.remove(judging)
            if judging.key[0] == key[0]:  # nothing was taken back since
                advice = judging.future.result()
                self._judged(judging.move, judging.key[1], judging.view, advice)

    def _judged(self, move: Action, index: int, view: View, advice: Advice) -> None:
        """The coach has valued the position of the person's `move` (the action at `index`):
        a move that gave away at least an inaccuracy's worth is kept with the game and noted."""
        judgement = judgement_of(advice, move, index)
        slip = severity(judgement, self.table.spec.inaccuracy)
        if slip is None:
            return
        self.live.add_coach_note(judgement)
        self.note = Note(judgement, slip, move, view, advice.reason)

    def _drop(self, hint: Hint | None) -> None:
        if hint is not None and hint.future is not None:
            hint.future.cancel()

    # Input --------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """The tools' keys and clicks (True when the event was theirs): H, Ctrl+Z, the buttons."""
        if event.type == pygame.KEYDOWN:
            if event.key == HINT_KEY and self.offers_hints():
                self.ask()
                return True
            if event.key == UNDO_KEY and event.mod & pygame.KMOD_CTRL and self.offers_undo():
                self.undo()
                return True
            return False
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        for name, rect, _ in self.buttons():
            if rect.collidepoint(event.pos):
                if event.button == 1:
                    self.ask() if name == "hint" else self.undo()
                return True
        shown = self.panel_rect()
        return shown is not None and shown.collidepoint(event.pos)

    def undo(self) -> None:
        """Take the person's last move back, or say why not."""
        if self.match.is_over:
            self.table.say(GAME_OVER)
        elif not self.live.can_undo:
            self.table.say(NOTHING_TO_UNDO)
        else:
            self.forget()
            self.table.take_back()
            self.table.say(TAKEN_BACK)

    # Drawing ------------------------------------------------------------------------------------

    def buttons(self) -> list[tuple[str, pygame.Rect, bool]]:
        """The tool buttons: name, place and whether they can be used now."""
        table = self.table
        if not self.offers_hints():
            return []
        area = table.rects["tools"]
        gap = table.px(8)
        names = ["hint", "undo"] if self.offers_undo() else ["hint"]
        width = (area.width - gap) // 2
        height = min(area.height, table.px(38))
        found = []
        for index, name in enumerate(names):
            enabled = (
                table.viewer_decides()
                if name == "hint"
                else self.live.can_undo and not self.match.is_over
            )
            images, stacked = self._faces(name, width, enabled)
            if stacked:  # two lines may need more than one line's height (never the area's)
                ink = sum(image.get_bounding_rect().height for image in images)
                height = min(area.height, max(height, ink + table.px(STACK_GAP + 8)))
            rect = pygame.Rect(area.left + index * (width + gap), area.top, width, height)
            found.append((name, rect, enabled))
        return found

    def _faces(self, name: str, width: int, enabled: bool) -> tuple[list[pygame.Surface], bool]:
        """A tool button's word and its key ([H], [Ctrl+Z]) as drawn on a button `width` wide,
        and whether the key goes under the word: where the word, as small as it may be, leaves
        no room for the key beside it (Welsh's "Dadwneud"), rather than the word losing its end
        to an ellipsis or the key being left out."""
        table = self.table
        label, key = (HINT, "H") if name == "hint" else (UNDO, table.words(UNDO_KEY_NAME))
        ink = CREAM if enabled else MUTED
        hint = table.text(f"[{key}]", KEY_TEXT, MUTED)
        room = width - hint.get_width() - table.px(16)
        smallest = max(15 * 2 / 3, MIN_TEXT_PX / table.scale)  # as small as `fitted` goes
        if table.text(label, smallest, ink, bold=True).get_width() > room:
            return [table.fitted(label, 13, ink, width - table.px(12), bold=True), hint], True
        return [table.fitted(label, 15, ink, room, bold=True), hint], False

    def draw(self, surface: pygame.Surface) -> None:
        """The tool buttons and the assisted mark, the hint or the note, and the advised ring."""
        table = self.table
        for name, rect, enabled in self.buttons():
            self._draw_button(surface, name, rect, enabled)
        if self.offers_hints() and self.live.assisted:
            area = table.rects["tools"]
            mark = table.fitted(ASSISTED, 12, MUTED, area.width)
            surface.blit(mark, mark.get_rect(bottomleft=area.bottomleft))
        hint = self.hint
        if hint is not None and hint.shown and hint.key == self.key():  # never another seat's
            self._draw_hint(surface, hint)
            ring = self.advised_rect(hint)
            if ring is not None:
                rect = ring.inflate(table.px(12), table.px(12))
                pygame.draw.rect(surface, RING, rect, table.px(4), border_radius=table.px(12))
        elif self.note is not None:
            self._draw_note(surface, self.note)

    def panel_rect(self) -> pygame.Rect | None:
        """Where the hint or the note is on show, if one is."""
        if (self.hint is not None and self.hint.shown) or self.note is not None:
            return self.table.rects["hint"]
        return None

    def advised_rect(self, hint: Hint) -> pygame.Rect | None:
        """The card or button of the advised move, while the table shows that decision."""
        table = self.table
        stop = self.advised_stop(hint)
        if stop is None:
            return None
        hand = table.hands[table.bottom]
        if stop < len(hand):
            return hand[stop].hit_rect(table.card_sizes)
        return table.targets()[stop - len(hand)].rect

    def advised_stop(self, hint: Hint | None = None) -> int | None:
        """Where the keyboard's selection stops for the advised move (a card's index in the
        bottom hand, or the hand's length plus a button's index), while the hint is on show
        and the table shows that decision."""
        table = self.table
        hint = hint or self.hint
        if hint is None or not hint.shown or hint.advice is None:
            return None
        if table.busy or hint.key != self.key():
            return None
        best = hint.advice.best
        hand = table.hands[table.bottom]
        for index, target in enumerate(table.targets()):
            if target.action == best:
                return len(hand) + index
        for index, sprite in enumerate(hand):
            if sprite.code is None:
                continue
            card = table.card_action(sprite.code)
            if card.verb == best.verb and card.args[:1] == best.args[:1]:
                return index
        return None

    def _draw_button(
        self, surface: pygame.Surface, name: str, rect: pygame.Rect, enabled: bool
    ) -> None:
        table = self.table
        hover = enabled and rect.collidepoint(pygame.mouse.get_pos())
        fill = (BUTTON_HOVER if hover else BUTTON) if enabled else DISABLED
        radius = table.px(9)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, CREAM if enabled else MUTED, rect, table.px(2), radius)
        (words, hint), stacked = self._faces(name, rect.width, enabled)
        if stacked:
            stacked_ink(surface, rect, [words, hint], table.px(STACK_GAP))
            return
        left = rect.centerx - (words.get_width() + table.px(5) + hint.get_width()) // 2
        surface.blit(words, words.get_rect(midleft=(left, rect.centery)))
        right = left + words.get_width() + table.px(5)
        surface.blit(hint, hint.get_rect(midleft=(right, rect.centery)))

    def _draw_hint(self, surface: pygame.Surface, hint: Hint) -> None:
        table = self.table
        rect = table.rects["hint"]
        panel(table, surface, rect, FILL, edge=True)
        y = self._title(surface, rect, HINT, GOLD)
        advice = hint.advice
        if advice is None:
            self._draw_thinking(surface, rect, y)
            return
        moves = advice.moves
        step = self._row_height()
        # The rows of the advised move and a few others keep their room; the sentence and the
        # legend above them give up their last lines first.
        kept = min(len(moves), FEWEST_ROWS) + (len(moves) > FEWEST_ROWS)
        floor = rect.bottom - table.px(PAD) - kept * step
        y = self._paragraph(surface, rect, self._named(advice.reason), y, CREAM, floor=floor)
        y = self._legend(surface, rect, advice.wins, y, floor)
        room = max(1, (rect.bottom - table.px(PAD) - y) // step)
        shown = moves if len(moves) <= room else moves[: room - 1]
        narrator = table.spec.narrator
        for index, move in enumerate(shown):
            colour = GOLD if index == 0 else CREAM
            words = narrator.move(move.action, hint.view)
            self._row(surface, rect, y, words, estimate(move.value, advice.wins), colour)
            y += step
        if len(shown) < len(moves):
            more = Message(N_("and {count} more"), {"count": len(moves) - len(shown)})
            self._row(surface, rect, y, more, "", MUTED)

    def _draw_note(self, surface: pygame.Surface, note: Note) -> None:
        table = self.table
        rect = table.rects["hint"]
        judgement = note.judgement
        panel(table, surface, rect, FILL, edge=True)
        slip = note.severity
        y = self._title(surface, rect, SEVERITY_TITLES[slip], SEVERITY_COLOURS[slip])
        narrator = table.spec.narrator
        wins = judgement.wins
        step = self._row_height()
        yours = Message(N_("You played: {move}"), {"move": narrator.move(note.move, note.view)})
        self._row(surface, rect, y, yours, estimate(judgement.played_value, wins), CREAM)
        y += step
        best = Message(N_("Better: {move}"), {"move": narrator.move(judgement.best, note.view)})
        self._row(surface, rect, y, best, estimate(judgement.best_value, wins), GOLD)
        y += step + table.px(2)
        y = self._legend(surface, rect, wins, y)
        self._paragraph(surface, rect, self._named(note.reason), y, CREAM)

    def _named(self, reason: Message) -> Message:
        """The coach's sentence with each seat it names given its player's name, and the game's
        pieces named as the table names them."""
        return self.table.spec.narrator.reason(with_names(reason, self.table.names()))

    def _title(
        self, surface: pygame.Surface, rect: pygame.Rect, words: Message, colour: tuple
    ) -> int:
        table = self.table
        image = table.fitted(words, 16, colour, rect.width - 2 * table.px(PAD), bold=True)
        surface.blit(image, (rect.left + table.px(PAD), rect.top + table.px(PAD - 2)))
        return rect.top + table.px(PAD - 2) + image.get_height() + table.px(2)

    def _draw_thinking(self, surface: pygame.Surface, rect: pygame.Rect, y: int) -> None:
        table = self.table
        words = table.text(THINKING, TEXT, MUTED)
        left = rect.left + table.px(PAD)
        surface.blit(words, (left, y))
        centre_y = y + words.get_height() // 2 + table.px(2)
        thinking_dots(table, surface, (left + words.get_width(), centre_y), self.clock)

    def _legend(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        wins: bool,
        y: int,
        floor: int | None = None,
    ) -> int:
        table = self.table
        legend = WINS_LEGEND if wins else Message(table.spec.outlook)
        return self._paragraph(surface, rect, legend, y, MUTED, size=12, floor=floor)

    def _paragraph(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        words: Message,
        y: int,
        colour: tuple,
        size: int = TEXT,
        floor: int | None = None,
    ) -> int:
        """`words` wrapped to the panel's width from `y`, the rows that would cross `floor`
        left out; returns the y under them."""
        table = self.table
        shown = table.wrapped_words(words)
        width = rect.width - 2 * table.px(PAD)
        font = table.app.font(table.px(size), False, shown)
        for row in wrap_text(font, shown, width):
            image = table.text(row, size, colour)
            if floor is not None and y + image.get_height() + table.px(4) > floor:
                break
            surface.blit(image, (rect.left + table.px(PAD), y))
            y += image.get_height()
        return y + table.px(4)

    def _row_height(self) -> int:
        return self.table.app.font(self.table.px(TEXT)).get_linesize() + self.table.px(1)

    def _row(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        y: int,
        words: Message,
        value: Message | str,
        colour: tuple,
    ) -> None:
        """A move and its estimate on one row: the estimate right-aligned, the move shrunk to
        the room left."""
        table = self.table
        right = rect.right - table.px(PAD)
        number = table.text(value, TEXT, colour, bold=True)
        surface.blit(number, number.get_rect(topright=(right, y)))
        room = right - number.get_width() - table.px(8) - rect.left - table.px(PAD)
        image = table.fitted(words, TEXT, colour, room)
        surface.blit(image, (rect.left + table.px(PAD), y))
