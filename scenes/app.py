"""The application: the window, the scene stack, settings, fonts, the UI theme and the main loop.
Every scene is given the one `App`."""

from __future__ import annotations

import contextlib
import time
import traceback
from collections import deque
from typing import TYPE_CHECKING

import i18n
import pygame
import pygame_gui

from game.ai import thinker
from game.core.languages import LANGUAGES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE
from game.core.messages import N_, Message
from game.data_lock import FolderLock, HeldElsewhere, hold_folder
from game.history import IN_MEMORY, record_finished_game
from game.match import Match, TableSurface
from game.paths import asset_path, unusable_data_dir, user_data_dir
from game.review import review_data
from game.saves import AutosaveWriter, write_crash_report
from game.settings import Settings, load_settings, save_settings
from game.storage import os_cause
from game.temporaries import clear_stale_temporaries
from game.words import Words, system_language, words_for
from scenes.first_frame import note_first_frame
from scenes.fonts import LATIN, family_for, family_of, load_font
from scenes.frame_stats import FrameStats
from scenes.framebuffer import prefer_plain_framebuffer
from scenes.heap import release_memory
from scenes.menu import MenuScene
from scenes.message import MessageScene, NoticeBoard
from scenes.new_game import as_sentence
from scenes.scene import SceneStack
from scenes.table.assist import AdviceWork
from scenes.theme import DESIGN_SIZE, felt, preloaded_fonts, scale_for, ui_theme
from scenes.wake import WAKE, forget_answers, sleep_until, wake_loop

if TYPE_CHECKING:
    from scenes.series import Series
    from scenes.table.base import TableScene

FPS = 60
SMALLEST_WINDOW = (960, 540)
"""The smallest window the app allows (three quarters of the design size): every text of every
language fits its box down to it (tests/test_languages_on_screen.py)."""
IDLE_FPS = 30
"""How often the loop looks for input while nothing moves (it draws nothing then)."""
FRAME_WINDOW = 600
"""The latest frame times kept in `App.frame_ms` (the statistics of the whole run are kept in
`App.frame_stats`)."""
TITLE = N_("Trio Table")
LONGEST_STEP = 0.1
"""The longest time step handed to a moving scene, so a stall does not make animations jump
(a still scene is handed the time that passed, for its timers)."""
ALREADY_OPEN = N_(
    "Trio Table is already open with the data folder {folder}, so this copy closes without "
    "changing anything there."
)
FOLDER_UNUSABLE = N_(
    "The data folder {folder} cannot be used ({cause}), so you can play but nothing is saved "
    "this time."
)


class App:
    """What every scene gets: `window`, `stack`, `settings`, `size`, `words` (the texts in the
    player's language), fonts, a pygame_gui manager maker, notices, and the match in play.
    `run()` is the main loop; `step()` is one frame of it (tests drive it frame by frame).
    Without `keep_records` (autoplay runs), games are neither autosaved nor added to the history,
    so a benchmark never replaces the player's saved game. An app that keeps records holds its
    data folder's lock for its life: a second one started on the same folder says so and closes
    (`open_elsewhere`); a folder that cannot be looked into is said once and nothing is saved.
    `language` (the command line's --lang) overrides the Language setting for this run without
    being saved.
    A `series` (autoplay's --games) plays its games one after another from the scoring screen."""

    def __init__(
        self,
        size: tuple[int, int] = DESIGN_SIZE,
        *,
        quit_at_end: bool = False,
        speed: float = 1.0,
        keep_records: bool = True,
        language: str | None = None,
        series: Series | None = None,
    ) -> None:
        pygame.init()
        self.notices = NoticeBoard()
        self._noticed: list[Message] = []
        self.keep_records = keep_records
        self.open_elsewhere: str | None = None
        """The data folder another app holds (this one then only says so and closes)."""
        self.kept_game: Match | None = None
        """A game only the app's memory holds (its autosave, or its recording, failed); a new
        game records it first (`scenes.replace_game`)."""
        self._autosaving = False
        self._folder_lock: FolderLock | None = None
        folder_problem = self._hold_data_folder() if keep_records else None
        self.folder_unusable = folder_problem is not None
        """The data folder cannot be looked into: nothing is read or written there this run."""
        if folder_problem is None:
            if self._folder_lock is not None:
                clear_stale_temporaries(user_data_dir())  # a dead run's half-written files
            self.settings, settings_problem = load_settings()
        else:
            self.settings, settings_problem = Settings(), folder_problem
        self._settings_unsaved = False
        first_start = self.settings.language is None
        if first_start:
            self.settings.language = system_language() or SOURCE_LANGUAGE
        self.words: Words = words_for(language or self.settings.language)
        self._language_unsaved = first_start
        self.stack = SceneStack()
        self.quit_at_end = quit_at_end
        self.speed = speed
        self.series = series
        self.match: Match | None = None
        self.advice = AdviceWork()
        """Where and how hard the coach works out hints and notes (tests fix its iterations)."""
        self.autosaver = AutosaveWriter()
        self.frame_ms: deque[float] = deque(maxlen=FRAME_WINDOW)
        self.frame_stats = FrameStats()
        self.status: int | None = None
        self._fonts: dict[tuple[str, bool, int], pygame.font.Font] = {}
        self._felt: pygame.Surface | None = None
        self._windowed_size = size
        self._crash_scene: MessageScene | None = None
        self._last_pass = self._due_at = self._woke_at = time.monotonic()
        thinker.on_decision(wake_loop)  # a computer's decision wakes the sleeping loop
        pygame.display.set_caption(self.words.gettext(TITLE))
        pygame.display.set_icon(pygame.image.load(asset_path("icon.png")))
        prefer_plain_framebuffer()
        self.window = self._open_window()
        if settings_problem:
            self.notice(settings_problem)
        if self.words.problem:
            self.notice_once(self.words.problem)

    def _hold_data_folder(self) -> Message | None:
        """Take the data folder's lock; the sentence for a folder that cannot be used (records
        are then not kept). Another app holding it sets `open_elsewhere`."""
        try:
            folder = user_data_dir()
            problem = unusable_data_dir(folder)
            if problem is not None:
                self.keep_records = False
                return Message(FOLDER_UNUSABLE, {"folder": str(folder), "cause": os_cause(problem)})
            self._folder_lock = hold_folder(folder)
        except HeldElsewhere as held:
            self.keep_records = False
            self.open_elsewhere = str(held)
        except OSError:
            pass  # the folder cannot be made: each write says why
        return None

    # The language -----------------------------------------------------------------------------

    def _remember_first_language(self) -> None:
        """Save the language the first start chose, on closing (not to slow the first frame)
        and quietly, as nobody asked for it: if it cannot be saved, the next start chooses the
        same way. Any other save of the settings remembers it too."""
        if self._language_unsaved and self.open_elsewhere is None:
            with contextlib.suppress(OSError):
                save_settings(self.settings)

    @property
    def language(self) -> str:
        """The code of the language the app speaks now."""
        return self.words.language

    def set_language(self, language: str) -> None:
        """Speak `language` from now on: remember it (the pseudo-language is never remembered),
        and put every screen on the stack into its words and fonts at once, without a restart."""
        if language not in LANGUAGES and language != PSEUDO_LANGUAGE:
            raise ValueError(f"no language {language!r}")
        if language in LANGUAGES:
            self.settings.language = language
            self.save_settings()
        self.words = words_for(language)
        self._fonts.clear()
        pygame.display.set_caption(self.words.gettext(TITLE))
        if self.words.problem:
            self.notice_once(self.words.problem)
        self.stack.language_changed()

    # The window -----------------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels."""
        return self.window.get_size()

    @property
    def scale(self) -> float:
        """The window's size relative to the 1280×720 design size."""
        return scale_for(self.size)

    def px(self, value: float) -> int:
        """A design-size length in pixels at the window's scale."""
        return max(1, round(value * self.scale))

    def layout_rect(self, x: float, y: float, width: float, height: float) -> pygame.Rect:
        """A rectangle given in design coordinates, scaled and centred in the window."""
        scale = self.scale
        left = (self.size[0] - DESIGN_SIZE[0] * scale) / 2
        top = (self.size[1] - DESIGN_SIZE[1] * scale) / 2
        return pygame.Rect(
            round(left + x * scale),
            round(top + y * scale),
            round(width * scale),
            round(height * scale),
        )

    def _open_window(self) -> pygame.Surface:
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)

    def set_fullscreen(self, on: bool) -> None:
        """Switch between full screen and a window, remember the choice, and lay out again."""
        if on == self.settings.fullscreen:
            return
        self.settings.fullscreen = on
        self.save_settings()
        self.window = self._open_window()
        self._resized()

    def _resize_window(self, size: tuple[int, int]) -> None:
        if self.settings.fullscreen:
            return
        size = (max(size[0], SMALLEST_WINDOW[0]), max(size[1], SMALLEST_WINDOW[1]))  # grows back
        self._windowed_size = size
        window = pygame.display.get_surface()
        if window is None or window.get_size() != size:
            window = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.window = window
        self._resized()

    def _resized(self) -> None:
        self.stack.resize(self.size)

    # What scenes use --------------------------------------------------------------------------

    def font(self, size_px: int, bold: bool = False, text: str = "") -> pygame.font.Font:
        """The bundled font of the language at `size_px` pixels (cached); given the `text` to
        draw, a font that can draw it (Bengali letters in a Latin-script language)."""
        family = family_of(text, self.language) if text else family_for(self.language)
        key = (family.name, bold, size_px)
        if key not in self._fonts:
            self._fonts[key] = load_font(size_px, bold, family)
        return self._fonts[key]

    def card_font(self, size_px: int, bold: bool = False) -> pygame.font.Font:
        """The font printed on the cards, the same in every language."""
        key = ("card", bold, size_px)  # drawn to the card's size: not floored as words are
        if key not in self._fonts:
            self._fonts[key] = load_font(size_px, bold, LATIN, smallest=1)
        return self._fonts[key]

    def ui_manager(self) -> pygame_gui.UIManager:
        """A fresh pygame_gui manager at the window's size, in the app's language, with the
        theme's fonts at the window's scale."""
        manager = pygame_gui.UIManager(
            self.size,
            ui_theme(self.scale, self.language),
            enable_live_theme_updates=False,
            starting_language=self.language,
        )
        manager.preload_fonts(preloaded_fonts(self.scale, self.language))
        # Each manager adds pygame_gui's translations folder to python-i18n's search path again,
        # and every text a new element shows is looked up once per entry: keep one.
        i18n.load_path[:] = list(dict.fromkeys(i18n.load_path))
        return manager

    def felt(self) -> pygame.Surface:
        """The table-felt background at the window's size (cached until the size changes)."""
        if self._felt is None or self._felt.get_size() != self.size:
            self._felt = felt(self.size)
        return self._felt

    @property
    def animation_speed(self) -> float:
        """The animation speed factor: the setting times the command line's --speed."""
        return self.settings.animation_speed * self.speed

    def notice(self, text: str | Message) -> None:
        """Show a one-sentence message (in the app's language) over whatever is on screen for a
        few seconds."""
        self.notices.add(self.words.say(text))

    def notice_once(self, problem: Message) -> None:
        """Show a sentence about a file at most once a run: a file read again (each time the
        menu is built, say) with the same problem tells the player nothing new."""
        if problem not in self._noticed:
            self._noticed.append(problem)
            self.notice(problem)

    def save_settings(self) -> None:
        """Remember the settings as they are now; if they cannot be written, say so once (until
        they can again)."""
        try:
            note = save_settings(self.settings)
        except OSError as error:
            if not self._settings_unsaved:
                self.notice(
                    Message(
                        N_("The settings could not be saved ({cause}); they last until you quit."),
                        {"cause": os_cause(error)},
                    )
                )
            self._settings_unsaved = True
            return
        self._settings_unsaved = self._language_unsaved = False
        if note is not None:
            self.notice(note)

    # Matches ----------------------------------------------------------------------------------

    def play(self, match: Match, autosave: bool = True) -> TableScene:
        """Show `match` on its table (the only scene then) and return the table; it autosaves
        after each action, unless `autosave` is false (a lesson keeps its own progress). The
        scenes before it are closed and their memory given back first (see `heap`), so a
        finished game's table, scores and images are gone before the new table is laid out."""
        match.set_search_budget(self.settings.search_budget)
        self._autosaving = self.keep_records and autosave
        if self._autosaving:
            match.on_change = self.autosave
            self.autosave(match)
            if match is self.kept_game:
                self.kept_game = None  # it is the game in play again
        self.match = match
        self.stack.clear()
        release_memory()
        from scenes.table import table_scene_for  # on demand: the first menu frame comes sooner

        table = table_scene_for(self, match)
        self.stack.push(table)
        return table

    def autosave(self, match: Match) -> None:
        """Save the match's record, seats and coach's notes (written in the background; see
        AutosaveWriter)."""
        self.autosaver.save(match.record, list(match.seats), match.assisted, match.coach_notes)

    def game_finished(self, match: TableSurface) -> None:
        """Called by the table when the game is over: record it (a game played here: a `Match`),
        then show the scores (or close the app with status 0 under --quit-at-end after the last
        game of the series)."""
        if self.keep_records and isinstance(match, Match):
            self.autosaver.flush()
            review = review_data(match.coach_notes)
            recording = record_finished_game(match, assisted=match.assisted, review=review)
            for problem in recording:
                self.notice(problem)
            if recording.kept == IN_MEMORY:
                self.kept_game = match
        from scenes.scoring import ScoringScene  # on demand, as the tables
        from scenes.series import SCORES_SECONDS

        series = self.series
        last = series is None or series.game_ended()
        if self.quit_at_end and last:
            self.quit(0)
            return
        self.stack.push(ScoringScene(self, match))
        if series is not None and not last:
            series.play_again_after(SCORES_SECONDS / self.animation_speed)

    def watch_dropped(self, path: str) -> None:
        """A file dropped on the window: open it in the replay viewer, over whatever is on
        show, or say in one sentence why it cannot be watched."""
        from scenes.replay import watch_file  # on demand, as the tables

        problem = watch_file(self, path)
        if problem is not None:
            self.notice(as_sentence(self.words.say(problem), self.words))

    def show_menu(self) -> None:
        """Leave whatever is on screen and go back to the main menu; a game in play that the
        autosave could not take is kept in memory (`kept_game`). A second app on a data folder
        another holds says so instead, and closes on OK."""
        if self.open_elsewhere is not None:
            message = Message(ALREADY_OPEN, {"folder": self.open_elsewhere})
            self.stack.clear_to(MessageScene(self, message, lambda: self.quit(0)))
            return
        self.autosaver.flush()
        if self.match is not None:
            self.match.close()
            if self._autosaving and not self.match.is_over and self.autosaver.failing:
                self.kept_game = self.match
            self.match = None
        self.stack.clear_to(MenuScene(self))

    def close(self) -> None:
        """Shut down: the top scene exits (it may save), the match stops thinking, pygame ends."""
        if self.stack.top is not None:
            self.stack.top.exit()
        if self.match is not None:
            self.match.close()
        self.autosaver.flush()
        self._remember_first_language()
        if self._folder_lock is not None:
            self._folder_lock.release()
        pygame.quit()

    def quit(self, status: int = 0) -> None:
        """Close the app after this frame with exit status `status`."""
        self.status = status

    # The loop ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """Route one event: the series' timer, quitting, F11, window resizes, a dropped file and
        notices first, then the top scene."""
        if event.type == WAKE:
            return  # a worker answered: this frame takes the answer in and is drawn
        if self.series is not None and self.series.handle(event, self.stack.top):
            return
        if event.type == pygame.QUIT:
            self.quit(0)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
        elif event.type == pygame.VIDEORESIZE:
            self._resize_window(event.size)
        elif event.type == pygame.DROPFILE:
            self.watch_dropped(event.file)
        elif not self.notices.handle(event):
            self.stack.handle(event)

    def step(self, dt: float, draw: bool = True) -> None:
        """One frame: handle the waiting events, update by `dt` seconds (the scene by at most
        `LONGEST_STEP` while it moves), then draw and flip: always when `draw` is true (tests
        drive the app so), else only when the picture changed: events came, a notice came or
        went, or the scene began to move."""
        started = time.perf_counter()
        events = pygame.event.get()
        for event in events:
            self.handle_event(event)
            if self.status is not None:
                return
        self.stack.update(min(dt, LONGEST_STEP) if self.stack.next_frame() <= 0 else dt)
        notices = self.notices.texts()
        for problem in self.autosaver.problems():
            self.notice(problem)
        self.notices.update(dt)
        if self.stack.top is None:
            self.quit(0)
            return
        changed = events or notices != self.notices.texts() or self.stack.next_frame() <= 0
        if not (draw or changed):
            return
        self.stack.draw(self.window)
        self.notices.draw(self.window, lambda text: self.font(self.px(19), text=text))
        pygame.display.flip()
        if not self.frame_stats.frames:
            note_first_frame()
        took = (time.perf_counter() - started) * 1000
        self.frame_ms.append(took)
        self.frame_stats.add(took)

    def next_frame(self) -> float:
        """Seconds until the picture changes by itself: the top scene's and the notices'."""
        return min(self.stack.next_frame(), self.notices.next_change())

    def run(self) -> int:
        """The main loop; returns the exit status (see `run_once`)."""
        self._last_pass = self._due_at = self._woke_at = time.monotonic()
        while self.status is None:
            self.run_once()
        return self.status

    def run_once(self) -> None:
        """One pass of the main loop (tests drive the loop so). While anything moves it draws
        up to `FPS` frames a second. While nothing does it sleeps, looking for input only
        `IDLE_FPS` times a second, until input comes, a worker's answer wakes it at once
        (`scenes.wake`: drawn in the frame that takes it in) or a scene's or notice's change
        falls due; while a computer or the coach decides it updates every frame without
        drawing, until its answer comes."""
        forget_answers()
        now = time.monotonic()
        due = now >= self._due_at
        polling = self.stack.polls()
        if due or polling or pygame.event.peek():
            self.run_frame(now - self._last_pass, draw=due)
            self._last_pass = now
            self._due_at = now + self.next_frame()
            polling = self.stack.polls()
        rate = FPS if self._due_at <= now or polling else IDLE_FPS
        sleep_until(self._woke_at + 1 / rate)
        self._woke_at = time.monotonic()

    def run_frame(self, dt: float, draw: bool = True) -> None:
        """One frame of the loop (see `step`). An unexpected error writes a crash report (the
        match's record and the traceback) and shows where it is, instead of closing the
        window."""
        try:
            self.step(dt, draw)
        except Exception:
            self._crashed(traceback.format_exc())

    def _crashed(self, trace: str) -> None:
        if self._crash_scene is not None and self.stack.top is self._crash_scene:
            raise RuntimeError(f"the crash message itself failed; the first error was:\n{trace}")
        record = None if self.match is None else self.match.record
        try:
            path = write_crash_report(record, trace)
            written = N_("Something went wrong, sorry: a crash report was written to {path}.")
            message = Message(written, {"path": str(path)})
        except OSError as error:
            unwritten = N_(
                "Something went wrong, sorry, and no crash report could be written ({cause})."
            )
            message = Message(unwritten, {"cause": os_cause(error)})
        if self.match is not None:
            self.match.close()
            self.match = None
        self._crash_scene = MessageScene(self, message, self.show_menu)
        # The scenes may be in a broken state: drop them without calling their exit().
        self.stack.scenes.clear()
        self.stack.push(self._crash_scene)
