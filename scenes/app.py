"""The application: the window, the scene stack, settings, fonts, the UI theme and the main loop.
Every scene is given the one `App`."""

from __future__ import annotations

import time
import traceback
from collections import deque

import pygame
import pygame_gui

from game.core.messages import N_, Message
from game.history import record_finished_game
from game.match import Match
from game.paths import asset_path
from game.saves import AutosaveWriter, write_crash_report
from game.settings import load_settings, save_settings
from game.storage import os_cause
from scenes.first_frame import note_first_frame
from scenes.fonts import load_bengali_font, load_font
from scenes.frame_stats import FrameStats
from scenes.framebuffer import prefer_plain_framebuffer
from scenes.heap import release_memory
from scenes.menu import MenuScene
from scenes.message import MessageScene, NoticeBoard
from scenes.scene import SceneStack
from scenes.scoring import ScoringScene
from scenes.series import SCORES_SECONDS, Series
from scenes.table import table_scene_for
from scenes.theme import DESIGN_SIZE, felt, preloaded_fonts, scale_for, ui_theme

FPS = 60
IDLE_FPS = 30
"""How often the loop looks for input while nothing moves (it draws nothing then)."""
FRAME_WINDOW = 600
"""The latest frame times kept in `App.frame_ms` (the statistics of the whole run are kept in
`App.frame_stats`)."""
TITLE = "Trio Table"
LONGEST_STEP = 0.1
"""The longest time step handed to a moving scene, so a stall does not make animations jump
(a still scene is handed the time that passed, for its timers)."""


class App:
    """What every scene gets: `window`, `stack`, `settings`, `size`, fonts, a pygame_gui manager
    maker, notices, and the match in play. `run()` is the main loop; `step()` is one frame of it
    (tests drive it frame by frame). Without `keep_records` (autoplay runs), games are neither
    autosaved nor added to the history, so a benchmark never replaces the player's saved game.
    A `series` (autoplay's --games) plays its games one after another from the scoring screen."""

    def __init__(
        self,
        size: tuple[int, int] = DESIGN_SIZE,
        *,
        quit_at_end: bool = False,
        speed: float = 1.0,
        keep_records: bool = True,
        series: Series | None = None,
    ) -> None:
        pygame.init()
        self.settings, settings_problem = load_settings()
        self.stack = SceneStack()
        self.notices = NoticeBoard()
        self.quit_at_end = quit_at_end
        self.keep_records = keep_records
        self.speed = speed
        self.series = series
        self.match: Match | None = None
        self.autosaver = AutosaveWriter()
        self.frame_ms: deque[float] = deque(maxlen=FRAME_WINDOW)
        self.frame_stats = FrameStats()
        self.status: int | None = None
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._felt: pygame.Surface | None = None
        self._windowed_size = size
        self._crash_scene: MessageScene | None = None
        self._settings_unsaved = False
        pygame.display.set_caption(TITLE)
        pygame.display.set_icon(pygame.image.load(asset_path("icon.png")))
        prefer_plain_framebuffer()
        self.window = self._open_window()
        if settings_problem:
            self.notice(settings_problem)

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
        self._windowed_size = size
        if pygame.display.get_surface().get_size() != size:
            pygame.display.set_mode(size, pygame.RESIZABLE)
        self.window = pygame.display.get_surface()
        self._resized()

    def _resized(self) -> None:
        self.stack.resize(self.size)

    # What scenes use --------------------------------------------------------------------------

    def font(self, size_px: int, bold: bool = False) -> pygame.font.Font:
        """The bundled UI font at `size_px` pixels (cached)."""
        key = ("bold" if bold else "regular", size_px)
        if key not in self._fonts:
            self._fonts[key] = load_font(size_px, bold)
        return self._fonts[key]

    def bengali_font(self, size_px: int) -> pygame.font.Font:
        """The bundled Bengali font, shaping set to the Bengali script (cached)."""
        key = ("bengali", size_px)
        if key not in self._fonts:
            self._fonts[key] = load_bengali_font(size_px)
        return self._fonts[key]

    def ui_manager(self) -> pygame_gui.UIManager:
        """A fresh pygame_gui manager at the window's size with the theme at the window's scale."""
        manager = pygame_gui.UIManager(
            self.size, ui_theme(self.scale), enable_live_theme_updates=False
        )
        manager.preload_fonts(preloaded_fonts(self.scale))
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
        """Show a one-sentence message over whatever is on screen for a few seconds."""
        self.notices.add(str(text))

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
        self._settings_unsaved = False
        if note is not None:
            self.notice(note)

    # Matches ----------------------------------------------------------------------------------

    def play(self, match: Match) -> None:
        """Show `match` on its table (the only scene then); it autosaves after each action.
        The scenes before it are closed and their memory given back first (see `heap`), so a
        finished game's table, scores and images are gone before the new table is laid out."""
        match.set_search_budget(self.settings.search_budget)
        if self.keep_records:
            match.on_change = self.autosave
            self.autosave(match)
        self.match = match
        self.stack.clear()
        release_memory()
        self.stack.push(table_scene_for(self, match))

    def autosave(self, match: Match) -> None:
        """Save the match's record and seats (written in the background; see AutosaveWriter)."""
        self.autosaver.save(match.record, list(match.seats))

    def game_finished(self, match: Match) -> None:
        """Called by the table when the game is over: record it, then show the scores (or close
        the app with status 0 under --quit-at-end after the last game of the series)."""
        if self.keep_records:
            self.autosaver.flush()
            for problem in record_finished_game(match):
                self.notice(problem)
        last = self.series is None or self.series.game_ended()
        if self.quit_at_end and last:
            self.quit(0)
            return
        self.stack.push(ScoringScene(self, match))
        if not last:
            self.series.play_again_after(SCORES_SECONDS / self.animation_speed)

    def show_menu(self) -> None:
        """Leave whatever is on screen and go back to the main menu."""
        if self.match is not None:
            self.match.close()
            self.match = None
        self.autosaver.flush()
        self.stack.clear_to(MenuScene(self))

    def close(self) -> None:
        """Shut down: the top scene exits (it may save), the match stops thinking, pygame ends."""
        if self.stack.top is not None:
            self.stack.top.exit()
        if self.match is not None:
            self.match.close()
        self.autosaver.flush()
        pygame.quit()

    def quit(self, status: int = 0) -> None:
        """Close the app after this frame with exit status `status`."""
        self.status = status

    # The loop ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """Route one event: the series' timer, quitting, F11, window resizes and notices first,
        then the top scene."""
        if self.series is not None and self.series.handle(event, self.stack.top):
            return
        if event.type == pygame.QUIT:
            self.quit(0)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
        elif event.type == pygame.VIDEORESIZE:
            self._resize_window(event.size)
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
        self.notices.draw(self.window, self.font(self.px(19)))
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
        """The main loop; returns the exit status. While anything moves it draws up to `FPS`
        frames a second. While nothing does it sleeps, looking for input only `IDLE_FPS` times a
        second, until input comes or a scene's or notice's change falls due; while a computer
        decides it updates every frame without drawing, until its move starts to animate."""
        clock = pygame.time.Clock()
        last = time.monotonic()
        due_at = last
        while self.status is None:
            now = time.monotonic()
            due = now >= due_at
            polling = self.stack.polls()
            if due or polling or pygame.event.peek():
                self.run_frame(now - last, draw=due)
                last = now
                due_at = now + self.next_frame()
                polling = self.stack.polls()
            clock.tick(FPS if due_at <= now or polling else IDLE_FPS)
        return self.status

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
            message = f"Something went wrong, sorry: a crash report was written to {path}."
        except OSError as error:
            unwritten = N_(
                "Something went wrong, sorry, and no crash report could be written ({cause})."
            )
            message = str(Message(unwritten, {"cause": os_cause(error)}))
        if self.match is not None:
            self.match.close()
            self.match = None
        self._crash_scene = MessageScene(self, message, self.show_menu)
        # The scenes may be in a broken state: drop them without calling their exit().
        self.stack.scenes.clear()
        self.stack.push(self._crash_scene)
