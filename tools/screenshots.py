"""Screenshots of the app in each language: the menu, the new-game screen, each table mid-game
(its move log folded, then unfolded), a hint, a coach's note, the table after an undo, and each
title's scoring screen, saved under docs/screenshots/<lang>/ (PNG, 1280×720).

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/screenshots.py [LANG ...]

The app runs headless with a private user folder and the coach's notes on; each table is played
from seat 0 (a person) against Normal computers, the person always taking the first legal
action, until the game is some way in, and drawn once its animations are over. Then the person
asks for a hint (the coach searches a fixed number of iterations, so the pictures are the same
every run), plays the move it values least until the coach notes one, and takes it back.
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

from game.ai import make_player  # noqa: E402
from game.core.languages import LANGUAGES  # noqa: E402
from game.match import COMPUTER, HUMAN, Match, Seat  # noqa: E402
from game.records import PlayedGame, Record  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.menu import MenuScene  # noqa: E402
from scenes.new_game import NewGameScene  # noqa: E402
from scenes.table.assist import AdviceWork  # noqa: E402
from scenes.table.base import TableScene  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TABLES = {
    "ono99": (4, {}, 7, 14),
    "uno-duo": (2, {}, 3, 40),
    "moon": (3, {}, 5, 18),
}
"""Game: players, options, seed, and how many actions in the table is drawn."""
HINT_ITERATIONS = 300
"""The coach's paired iterations for the pictures' hints and notes."""


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


def person_decides(app: App, table: TableScene, limit: float = 60) -> None:
    """Run the app until the person is to decide and nothing moves."""
    deadline = time.monotonic() + limit
    while not (table.viewer_decides() and not table.busy) and time.monotonic() < deadline:
        app.step(1 / 30)
        time.sleep(0.002)
    settle(app, 0.3)


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.step(1 / 60)


def hint_shown(app: App, table: TableScene) -> None:
    """Ask for a hint and wait until its advice is on show."""
    person_decides(app, table)
    press(app, pygame.K_h)
    deadline = time.monotonic() + 60
    while table.assist.hint is None or table.assist.hint.advice is None:
        app.step(1 / 30)
        time.sleep(0.01)
        if time.monotonic() > deadline:
            raise RuntimeError("the hint never came")
    settle(app, 0.3)


def coach_note(app: App, table: TableScene) -> None:
    """Play the move the hint values least until the coach notes one (a move that gives away
    little is not noted); the note is drawn after the computers' replies."""
    for _ in range(40):
        hint_shown(app, table)
        table.choose(table.assist.hint.advice.moves[-1].action)
        app.step(1 / 60)
        if table.assist.note is not None:
            settle(app, 1.5)
            return
    raise RuntimeError("no move the coach would note came up")


def table_pictures(app: App, folder: Path, game: str) -> None:
    """The table with its log folded, then unfolded; a hint; a coach's note; after an undo."""
    table = app.stack.top
    assert isinstance(table, TableScene)
    press(app, pygame.K_l)
    save(app, folder, f"{game}-table")
    press(app, pygame.K_l)
    save(app, folder, f"{game}-log")
    hint_shown(app, table)
    save(app, folder, f"{game}-hint")
    coach_note(app, table)
    save(app, folder, f"{game}-coach")
    person_decides(app, table)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    settle(app, 1.0)
    save(app, folder, f"{game}-undo")


def finished_match(game: str) -> Match:
    """A whole game of Normal players, as the scoring screen receives it."""
    players, options, seed, _ = TABLES[game]
    played = PlayedGame(Record(game, players, seed, options))
    computers = [make_player(game, "normal", seat) for seat in range(players)]
    while not played.state.is_over:
        seat = played.state.to_move
        played.play(computers[seat].choose(played.observation(seat)))
    return Match(played, seats(players))


def shoot(language: str) -> None:
    folder = ROOT / "docs" / "screenshots" / language
    folder.mkdir(parents=True, exist_ok=True)
    app = App((1280, 720), speed=3.0, keep_records=False, language=language)
    app.settings.think_time = 0.2
    app.settings.sound_volume = 0.0
    app.settings.coach = "on"
    app.advice = AdviceWork(iterations=HINT_ITERATIONS)
    try:
        app.stack.clear_to(MenuScene(app))
        settle(app, 1.0)
        save(app, folder, "menu")
        app.stack.push(NewGameScene(app))
        settle(app, 1.0)
        save(app, folder, "new-game")
        for game in TABLES:
            table_midgame(app, game)
            table_pictures(app, folder, game)
            app.show_menu()
            app.game_finished(finished_match(game))
            settle(app, 1.5)
            save(app, folder, f"{game}-scoring")
            app.show_menu()
    finally:
        app.close()


if __name__ == "__main__":
    for language in sys.argv[1:] or list(LANGUAGES):
        shoot(language)
