"""Screenshots of the app in each language: the menu, the new-game screen, each table mid-game
(its move log folded, then unfolded), a hint, a coach's note, the table after an undo, each
title's scoring screen and its replay with a mark of the coach's review, the history, a game of
the history told again, the statistics with their chart, the Learn screen and a step of each
title's lesson, saved under docs/screenshots/<lang>/ (PNG, 1280×720).

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m tools.screenshots [LANG ...]

The app runs headless with a private user folder and the coach's notes on; each table is played
from seat 0 (a person) against Normal computers, the person always taking the first legal
action, until the game is some way in, and drawn once its animations are over. Then the person
asks for a hint (the coach searches a fixed number of iterations, so the pictures are the same
every run), plays the move it values least until the coach notes one, and takes it back. The
private history is filled first with twelve whole games played by computers of every level
(`bench.history.fill_history`), Ann's seat played by Normal. A lesson is followed as taught up to
the step in `LESSON_STEPS`, its expected move ringed. The replay is of a whole game in which the
person plays Easy's moves against Normal computers: the person's decisions are judged in order,
as the review judges them, until one is a slip (the first of a few games with one), and the
viewer opens with those judgements (as the history would keep them) on the worst of them.
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
from game.review import REVIEW_ITERATIONS, REVIEW_SEED, Judgement  # noqa: E402
from game.reviewing import decisions_of, judge_decision  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.history_scene import HistoryScene  # noqa: E402
from scenes.learn import LearnScene, start_lesson  # noqa: E402
from scenes.menu import MenuScene  # noqa: E402
from scenes.new_game import NewGameScene  # noqa: E402
from scenes.replay import ReplayScene  # noqa: E402
from scenes.statistics_scene import StatisticsScene  # noqa: E402
from scenes.table.assist import AdviceWork  # noqa: E402
from scenes.table.base import TableScene  # noqa: E402

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
JUDGED = 30
"""The most decisions of a game judged while looking for a slip to show in a replay."""
SEEDS = 8
"""The most games (seeds from the game's own in TABLES on) tried for a replay with a slip."""
REPLAY_OPTIONS = {"uno-duo": {"target": 50}}
"""Options of the replayed games unlike the tables': UNO Duo to 50 points, since the coach's
estimates are the round's share of the way to the target, and towards 200 points no move of an
Easy player's first 30 reached an inaccuracy in any of six games."""
HISTORY_GAMES = 12
HARD_BUDGET = 0.02
"""Seconds a Hard computer of the filled history searches a move (the games only need to be
played to their end)."""
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


def finished_match(
    game: str, person: str = "normal", seed: int | None = None, options: dict | None = None
) -> Match:
    """A whole game of Normal players (the person's seat playing at level `person`), as the
    scoring screen receives it; `seed` and `options` instead of the game's own in TABLES."""
    players, usual_options, usual, _ = TABLES[game]
    options = usual_options if options is None else options
    played = PlayedGame(Record(game, players, usual if seed is None else seed, options))
    levels = [person] + ["normal"] * (players - 1)
    computers = [make_player(game, level, seat) for seat, level in enumerate(levels)]
    while not played.state.is_over:
        seat = played.state.to_move
        played.play(computers[seat].choose(played.observation(seat)))
    return Match(played, seats(players))


def judged_to_a_slip(record: Record) -> list[Judgement]:
    """The person's decisions with a choice judged in order, as the review judges them, up to
    the first slip (at most JUDGED)."""
    judged = []
    for decision in decisions_of(record):
        if decision.seat == 0 and decision.choices > 1:
            judged.append(judge_decision(record, decision.index, REVIEW_ITERATIONS, REVIEW_SEED))
            if judged[-1].severity is not None or len(judged) >= JUDGED:
                break
    return judged


def replay_with_a_mark(app: App, game: str) -> None:
    """Open a finished game in which the person slipped (the first of a few seeds) in the replay
    viewer, on the worst of the person's decisions judged."""
    usual = TABLES[game][2]
    for seed in range(usual, usual + SEEDS):
        match = finished_match(game, "easy", seed, REPLAY_OPTIONS.get(game))
        judged = judged_to_a_slip(match.record)
        if judged and judged[-1].severity is not None:
            break
    worst = max(judged, key=lambda judgement: judgement.loss)
    review = [judgement.to_json() for judgement in judged]
    scene = ReplayScene(app, match.record, match.seats, review=review)
    app.stack.push(scene)
    scene.go_to(worst.index)
    settle(app, 1.0)


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
    app.settings.coach = "on"
    app.advice = AdviceWork(iterations=HINT_ITERATIONS)
    try:
        app.stack.clear_to(MenuScene(app))
        settle(app, 1.0)
        save(app, folder, "menu")
        app.stack.push(NewGameScene(app, offer_lesson=lambda game: None))  # a first visit
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
            replay_with_a_mark(app, game)
            save(app, folder, f"{game}-replay")
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
