"""Screenshots of the app in each language: the menu, the new-game screen, each table mid-game,
each title's scoring screen, the history, a game of the history told again, the statistics with
their chart, the Learn screen and a step of each title's lesson, saved under
docs/screenshots/<lang>/ (PNG, 1280×720).

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m tools.screenshots [LANG ...]

The app runs headless with a private user folder; each table is played from seat 0 (a person)
against Normal computers, the person always taking the first legal action, until the game is
some way in, and drawn once its animations are over. The private history is filled first with
twelve whole games played by computers of every level (`bench.history.fill_history`), Ann's seat
played by Normal. A lesson is followed as taught up to the step in `LESSON_STEPS`, its expected
move ringed.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["TRIO_TABLE_HOME"] = tempfile.mkdtemp(prefix="trio-shots-")

import pygame  # noqa: E402

from bench.history import fill_history  # noqa: E402
from game.ai import make_player  # noqa: E402
from game.core.actions import Action  # noqa: E402
from game.core.languages import LANGUAGES  # noqa: E402
from game.lessons.progress import LessonProgress, save_progress  # noqa: E402
from game.match import COMPUTER, HUMAN, Match, Seat  # noqa: E402
from game.paths import user_data_dir  # noqa: E402
from game.records import PlayedGame, Record  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.history_scene import HistoryScene  # noqa: E402
from scenes.learn import LearnScene, start_lesson  # noqa: E402
from scenes.menu import MenuScene  # noqa: E402
from scenes.new_game import NewGameScene  # noqa: E402
from scenes.statistics_scene import StatisticsScene  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TABLES = {
    "ono99": (4, {}, 7, 14),
    "uno-duo": (2, {}, 3, 40),
    "moon": (3, {}, 5, 18),
}
"""Game: players, options, seed, and how many actions in the table is drawn."""
LESSON_STEPS = {"ono99": 6, "uno-duo": 21, "moon": 18}
"""Game: the lesson's step (actions taken) drawn: answering a Play 2, catching a player who did
not call UNO, trumping a trick."""
HISTORY_GAMES = 12
HARD_BUDGET = 0.02
"""Seconds a Hard computer of the filled history searches a move (the games only need to be
played to their end)."""


def settle(app: App, seconds: float = 1.5) -> None:
    """Run the app's frames for a while (animations and computers move on)."""
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        app.step(1 / 30)
        time.sleep(0.002)


def save(app: App, folder: Path, name: str) -> None:
    app.step(1 / 60)
    pygame.image.save(app.window, folder / f"{name}.png")
    print(folder / f"{name}.png", flush=True)


def seats(players: int) -> list[Seat]:
    names = ["Ada", "Bram", "Cleo", "Dewi"]
    return [Seat(HUMAN, names[0])] + [
        Seat(COMPUTER, names[seat], "normal") for seat in range(1, players)
    ]


def table_midgame(app: App, game: str) -> None:
    """Open the game's table and play until the wanted number of actions is in."""
    players, options, seed, actions = TABLES[game]
    match = Match.new(game, players, options, seed, seats(players))
    app.play(match)
    deadline = time.monotonic() + 90
    while len(match.record.actions) < actions and time.monotonic() < deadline:
        if match.human_to_move() and not match.events:
            settle(app, 0.3)
            if match.human_to_move():
                match.submit(match.state.legal_actions()[0])
        app.step(1 / 30)
        time.sleep(0.002)
    settle(app, 2.5)


def finished_match(game: str) -> Match:
    """A whole game of Normal players, as the scoring screen receives it."""
    players, options, seed, _ = TABLES[game]
    played = PlayedGame(Record(game, players, seed, options))
    computers = [make_player(game, "normal", seat) for seat in range(players)]
    while not played.state.is_over:
        seat = played.state.to_move
        played.play(computers[seat].choose(played.observation(seat)))
    return Match(played, seats(players))


def lesson_step(app: App, game: str) -> None:
    """Open the game's lesson and follow it as taught until `LESSON_STEPS[game]` actions are
    taken and the learner is to move (every note read on the way)."""
    start_lesson(app, game, restart=True)
    table = app.stack.top
    tutor = table.tutor
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        app.step(1 / 30)
        if table.busy:
            continue
        if tutor.holding is not None:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        elif table.viewer_decides():
            if len(table.match.record.actions) >= LESSON_STEPS[game]:
                break
            table.choose(Action.parse(table.match.scripted_action()))
        time.sleep(0.002)
    settle(app, 0.5)


def learn_screen(app: App) -> None:
    """The Learn screen with one lesson done, one under way and one not started."""
    progress = LessonProgress({"uno-duo": LESSON_STEPS["uno-duo"]}, {"ono99"})
    save_progress(progress)
    app.show_menu()
    app.stack.push(LearnScene(app))
    settle(app, 1.0)


def shoot(language: str) -> None:
    folder = ROOT / "docs" / "screenshots" / language
    folder.mkdir(parents=True, exist_ok=True)
    app = App((1280, 720), speed=3.0, keep_records=False, language=language)
    app.settings.think_time = 0.2
    app.settings.sound_volume = 0.0
    try:
        app.stack.clear_to(MenuScene(app))
        settle(app, 1.0)
        save(app, folder, "menu")
        app.stack.push(NewGameScene(app, offer_lesson=lambda game: None))  # a first visit
        settle(app, 1.0)
        save(app, folder, "new-game")
        for game in TABLES:
            table_midgame(app, game)
            save(app, folder, f"{game}-table")
            app.show_menu()
            app.game_finished(finished_match(game))
            settle(app, 1.5)
            save(app, folder, f"{game}-scoring")
            app.show_menu()
        for game in TABLES:
            lesson_step(app, game)
            save(app, folder, f"{game}-lesson")
        learn_screen(app)
        save(app, folder, "learn")
        app.show_menu()
        shoot_history(app, folder)
    finally:
        app.close()


def shoot_history(app: App, folder: Path) -> None:
    """The history, an ONO 99 game of points told again from it, and the statistics."""
    history = HistoryScene(app)
    app.stack.push(history)
    settle(app, 1.0)
    save(app, folder, "history")
    points = next(game for game in history.shown() if game.options.get("scoring") == "points")
    history.open_game(points)
    settle(app, 1.0)
    save(app, folder, "history-game")
    app.stack.pop()
    app.stack.pop()
    app.stack.push(StatisticsScene(app))
    settle(app, 1.0)
    save(app, folder, "statistics")
    app.show_menu()


if __name__ == "__main__":
    fill_history(
        user_data_dir(), HISTORY_GAMES, ("easy", "normal", "hard"), HARD_BUDGET, people=("Ann",)
    )
    for language in sys.argv[1:] or list(LANGUAGES):
        shoot(language)
