"""Every screen in every language: walking the app's screens (menu, new game with a lesson's
offer, settings, how to play for each game, the lessons, each table mid-game with its prompt and
buttons, its move log, a hint and a coach's note, pass the device, pause, scoring, the history
with its rows and a game of each title, the statistics with their chart, a bad deal code, each
game's lesson at its opening and first step and one lesson's end, a notice, opening a game
record, the replay viewer of each game with a mark of the coach's review and a button's tip, the
crash message) with every text drawn recorded, in the pseudo-language (each catalog text visibly
changed and a third longer), Bengali, Welsh, Kiswahili and English, at 1280×720 and at the
smallest window size (960×540). Each text came through a catalog (no English left behind in the
pseudo-language), each glyph is in the font that draws it, no text is wider than its box, and
no text of any language is drawn less high than a 12-pixel font draws it (a card's printed face
aside: a picture, drawn to the card's size)."""

from __future__ import annotations

import random
import re
import shutil
import time
import warnings
from collections.abc import Iterator
from concurrent.futures import Future
from functools import cache
from pathlib import Path

import pygame
import pygame.freetype
import pytest
from app_driver import InlineExecutor
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextBox, UITextEntryLine

from bench.history import fill_history
from game.core.actions import Action
from game.core.messages import N_, Message
from game.history import HISTORY, read_history
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame, Record
from game.review import BLUNDER, Judgement, judgement_of
from game.reviewing import decisions_of
from game.rules import GAME_NAMES
from game.words import LANGUAGES
from scenes.app import SMALLEST_WINDOW, App
from scenes.fonts import family_of, font_file
from scenes.history_scene import HistoryScene
from scenes.how_to_play import HowToPlayScene
from scenes.learn import LearnScene, start_lesson
from scenes.message import MessageScene
from scenes.net.join import JoinScene
from scenes.net.new_table import NewTableScene
from scenes.new_game import COMPUTER_NAMES, NewGameScene
from scenes.open_record import OpenRecordScene
from scenes.pass_device import PassDeviceScene
from scenes.pause import PauseScene
from scenes.replace_game import START_ANYWAY, ConfirmScene
from scenes.replay import ReplayScene
from scenes.scoring import ScoringScene
from scenes.settings_scene import SettingsScene
from scenes.statistics_scene import StatisticsScene
from scenes.table.assist import KEY_TEXT, UNDO_KEY_NAME, AdviceWork, Note
from scenes.table.base import TableScene
from scenes.theme import ARROWS, MUTED

SIZES = ((1280, 720), SMALLEST_WINDOW)
NAMES = ("Ann", "Bram", "Cleo")
CARD_FACES = {"ONO", "99", "REV", "R", "-10", "PLAY", "P2", "HOLD", "H", "DOUBLE", "DP"}
CARD_FACES |= {"SKIP", "WILD", "+4", "+2", "UNO", "S", "W"} | {str(n) for n in range(11)}
"""What the real cards print: the same in every language."""
UNTRANSLATED = {*NAMES, *COMPUTER_NAMES, *LANGUAGES.values(), "-", "+", "–", "—", "?", "…"}
"""Names of people and of languages, and signs."""


PlainFont = pygame.font.Font
MIN_TEXT_PX = 12
"""The smallest text a person is asked to read, in pixels, at any window size."""


class RecordingFont(PlainFont):
    """A font that notes each text it renders: its width, its height, and how high the same
    font file draws a line at MIN_TEXT_PX pixels."""

    drawn: list[tuple[str, int]] = []
    heights: list[tuple[str, int, int]] = []

    def __init__(self, path=None, size=20, *args, **kwargs):  # noqa: D107
        super().__init__(path, size, *args, **kwargs)
        self.least_height = smallest_line(str(path)) if path is not None else 0

    def render(self, text, *args, **kwargs):  # noqa: D102
        surface = super().render(text, *args, **kwargs)
        RecordingFont.drawn.append((str(text), surface.get_width()))
        RecordingFont.heights.append((str(text), surface.get_height(), self.least_height))
        return surface


@cache
def smallest_line(path: str) -> int:
    """The height of a line of the font file at `path` at MIN_TEXT_PX pixels."""
    return PlainFont(path, MIN_TEXT_PX).get_height()


@pytest.fixture(scope="module")
def played_games(tmp_path_factory) -> Path:
    """A history of nine games, three of each title and their variants (made once)."""
    folder = tmp_path_factory.mktemp("history")
    fill_history(folder, 9, people=NAMES[:1])
    return folder / HISTORY


@pytest.fixture
def recording(monkeypatch, tmp_path, played_games):
    """Fonts the app loads record what they draw; the app's files live in `tmp_path`, with a
    history of nine games."""
    shutil.copy(played_games, tmp_path / HISTORY)
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    monkeypatch.setattr(pygame.font, "Font", RecordingFont)
    RecordingFont.drawn = []
    RecordingFont.heights = []
    return RecordingFont.drawn


def frames(app: App, count: int = 3) -> None:
    for _ in range(count):
        app.step(1 / 60)


def gui_texts(app: App) -> Iterator[tuple[str, object]]:
    """The texts of the top scene's visible pygame_gui elements, with each element."""
    manager = getattr(app.stack.top, "manager", None)
    if manager is None:
        return
    for element in manager.get_sprite_group().sprites():
        if not element.visible:
            continue
        if isinstance(element, UILabel | UIButton) and element.text:
            yield element.text, element
        elif isinstance(element, UITextBox):
            yield element.html_text, element
        elif isinstance(element, UITextEntryLine) and element.get_text():
            yield element.get_text(), element


def table_match(game: str) -> Match:
    """A match of `game` with one human, some moves in, the human to decide."""
    players = 2 if game == "uno-duo" else 3
    seats = [Seat(HUMAN, NAMES[0])] + [
        Seat(COMPUTER, NAMES[seat], "easy") for seat in range(1, players)
    ]
    match = Match(PlayedGame(Record(game, players, 5, {})), seats)
    rng = random.Random(5)
    for _ in range(12):
        if match.is_over:
            break
        match.played.play(rng.choice(match.state.legal_actions()))
    return match


def finished(game: str) -> Match:
    players = 2 if game == "uno-duo" else 3
    seats = [Seat(COMPUTER, name, "easy") for name in NAMES[:players]]
    options = {"scoring": "points", "target": 40} if game == "ono99" else {}
    if game == "moon":
        options = {"target": 7}
    match = Match(PlayedGame(Record(game, players, 3, options)), seats)
    rng = random.Random(3)
    while not match.is_over:
        match.played.play(rng.choice(match.state.legal_actions()))
    return match


class NeverDone:
    """An executor whose jobs never finish: the viewer's review stays under way."""

    def submit(self, *args, **kwargs) -> Future:
        return Future()


def blunder(record: Record) -> Judgement:
    """A mark of the coach: seat 0's first decision with a choice after the deal, a blunder."""
    played = PlayedGame(Record(record.game, record.players, record.seed, dict(record.options)))
    for decision in decisions_of(record):
        legal = sorted(set(played.state.legal_actions()), key=str)
        action = Action.parse(record.actions[decision.index])
        if decision.seat == 0 and decision.index > 0 and len(legal) > 1:
            best = next(other for other in legal if other != action)
            return Judgement(decision.index, 0, action, 0.2, best, 0.6, True)
        played.play(action)
    raise AssertionError("seat 0 never had a choice")


def walk(app: App) -> Iterator[str]:
    """Show every screen in turn; yields each screen's name once it is drawn."""
    app.show_menu()
    frames(app)
    yield "menu"
    screens = [
        ("new game", lambda: NewGameScene(app, offer_lesson=lambda game: None)),
        ("new game, moon", lambda: NewGameScene(app, "moon", lambda game: None)),
        ("settings", lambda: SettingsScene(app)),
        ("learn", lambda: LearnScene(app)),
        ("join a table", lambda: JoinScene(app)),
        ("new table", lambda: NewTableScene(app, "192.168.1.20:8765", lambda request: None)),
        *[(f"how to play {game}", lambda g=game: HowToPlayScene(app, g)) for game in GAME_NAMES],
    ]
    for name, make in screens:
        app.stack.push(make())
        frames(app)
        yield name
        app.stack.pop()
    yield from open_list(app)
    app.notice(Message(N_("The game was exported to {path}."), {"path": "/tmp/x.json"}))
    app.advice = AdviceWork(InlineExecutor(), iterations=12)
    for game in GAME_NAMES:
        app.play(table_match(game))
        table = app.stack.top
        assert isinstance(table, TableScene)
        for _ in range(600):
            frames(app, 1)
            if not table.busy and table.viewer_decides():
                break
        frames(app)
        yield f"table {game}"
        yield from helped_table(app, table, game)
        app.stack.push(PauseScene(app, app.match))
        frames(app)
        yield f"pause {game}"
        app.stack.pop()
        app.stack.push(ScoringScene(app, finished(game)))
        frames(app)
        yield f"scoring {game}"
        app.stack.pop()
    yield from walk_history(app)
    yield from walk_lessons(app)
    app.stack.push(PassDeviceScene(app, NAMES[1], lambda: None))
    frames(app)
    yield "pass the device"
    app.stack.push(OpenRecordScene(app))
    app.stack.top.set_path("/tmp/no-such-record.json")
    app.stack.top.watch()
    frames(app)
    yield "open a record"
    for game in GAME_NAMES:
        record = finished(game).record
        marked = blunder(record)
        viewer = ReplayScene(app, record, None, review=[marked.to_json()], executor=NeverDone())
        app.stack.push(viewer)
        frames(app)
        yield f"replay {game}, the marks' legend"
        viewer.go_to(marked.index)
        viewer.bar.hovered = "round_back"
        frames(app)
        yield f"replay {game}"
        app.stack.pop()
    app.stack.pop()
    crash = Message(
        N_("Something went wrong, sorry: a crash report was written to {path}."),
        {"path": "/tmp/crash.json"},
    )
    app.stack.clear_to(MessageScene(app, crash, app.show_menu))
    frames(app)
    yield "crash"
    lose = Message(
        N_(
            "The last game of {title} could not be added to the list of played games ({cause}), "
            "and a new game would replace it for good."
        ),
        {"title": Message(N_("Three-Player Moon")), "cause": Message(N_("the disk is full"))},
    )
    app.stack.push(ConfirmScene(app, lose, START_ANYWAY, app.show_menu))
    frames(app)
    yield "a new game over an unrecorded one"


def open_list(app: App) -> Iterator[str]:
    """The new-game screen with a seat's list of kinds open (its rows are buttons)."""
    app.stack.push(NewGameScene(app))
    frames(app)
    sprites = app.stack.top.manager.get_sprite_group().sprites()
    lists = [element for element in sprites if isinstance(element, UIDropDownMenu)]
    kinds = sorted(lists, key=lambda element: (element.rect.x, element.rect.y))[1]
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=kinds.rect.center, button=1))
    frames(app, 6)
    yield "new game, a list open"
    app.stack.pop()


def walk_lessons(app: App) -> Iterator[str]:
    """Each game's lesson at its opening words and at its first step (the expected move ringed),
    and the ONO 99 lesson's end with its buttons; a text wrong for the lesson's first step, and
    the Learn screen with a lesson under way."""
    app.keep_records, app.speed, app.settings.think_time = True, 40.0, 0.0
    for game in GAME_NAMES:
        start_lesson(app, game)
        table = app.stack.top
        until_the_lesson_waits(app, table)
        yield f"lesson {game}, opening"
        press_enter(app)
        until_the_lesson_waits(app, table)
        yield f"lesson {game}, first step"
        table.choose(Action.parse(WRONG_FIRST_MOVES[game]))
        frames(app)
        yield f"lesson {game}, a move explained"
    app.stack.push(LearnScene(app))
    frames(app)
    yield "learn, a lesson under way"
    start_lesson(app, "ono99")
    table = app.stack.top
    until_the_lesson_waits(app, table)
    while not table.tutor.ended:  # (an Enter at the end would press its first button)
        press_enter(app)
        until_the_lesson_waits(app, table)
    frames(app)
    assert app.stack.top is table
    yield "lesson ono99, the end"


WRONG_FIRST_MOVES = {"ono99": "play ONO99", "uno-duo": "discard", "moon": "pass"}
"""A move each lesson's first step answers: the rules refuse the first, the others are legal."""


def until_the_lesson_waits(app: App, table: TableScene) -> None:
    """Frames until the lesson waits on the learner (a text to read, a move, or its end)."""
    for _ in range(2000):
        frames(app, 1)
        if not table.busy and (table.tutor.holds() or table.viewer_decides()):
            return
    raise AssertionError("the lesson stalled")


def press_enter(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    frames(app)


def walk_history(app: App) -> Iterator[str]:
    """The history with its rows, a game of each title told again, the statistics of every game
    and of each title with their chart, and a bad deal code on the new-game screen."""
    app.show_menu()
    history = HistoryScene(app)
    app.stack.push(history)
    frames(app)
    yield "history"
    for game in GAME_NAMES:
        history.open_game(next(past for past in history.shown() if past.game == game))
        frames(app)
        yield f"history, a game of {game}"
        app.stack.pop()
    app.stack.pop()
    statistics = StatisticsScene(app)
    app.stack.push(statistics)
    frames(app)
    yield "statistics"
    for game in GAME_NAMES:
        statistics.choose("title_choice", game)
        frames(app)
        yield f"statistics of {game}"
    app.stack.pop()
    new_game = NewGameScene(app)
    app.stack.push(new_game)
    new_game.code_text = "7K2M-9QXD-4T"
    new_game.use_code()
    frames(app)
    yield "new game, a bad deal code"
    app.stack.pop()


def helped_table(app: App, table: TableScene, game: str) -> Iterator[str]:
    """The table with a hint shown (the log unfolded beside it), then with the coach's note on
    the worst of the moves the hint valued."""
    ends = time.monotonic() + 30
    while not (table.viewer_decides() and not table.busy) and time.monotonic() < ends:
        frames(app, 1)
        time.sleep(0.002)  # the computers think in their worker meanwhile
    table.assist.ask()
    frames(app)
    yield f"table {game} with a hint"
    hint = table.assist.hint
    advice = hint.advice
    worst = advice.moves[-1].action
    judgement = judgement_of(advice, worst, len(app.match.record.actions))
    table.assist.hint = None
    table.assist.note = Note(judgement, BLUNDER, worst, hint.view, advice.reason)
    frames(app)
    yield f"table {game} with a coach's note"
    table.assist.note = None


def not_words(text: str) -> bool:
    """A text that is no words of a language: names, card faces, numbers, signs, paths, deal
    codes."""
    bare = text.strip()
    return (
        bare in UNTRANSLATED
        or bare in CARD_FACES
        or not any(char.isalpha() for char in bare)
        or bare.startswith("/tmp")
        or re.fullmatch(r"[0-9A-Z]{1,4}(-[0-9A-Z]{1,4})+", bare) is not None  # a deal code
        or (bare.startswith("[") and bare.endswith("]") and len(bare) <= 5)  # key hints: [K]
        or (len(bare) == 1 and bare.isupper())  # a key's letter on a button (Moon's bids: P, M)
    )


PSEUDO_LETTERS = set("aceinorsuwyzACEINORSUWYZ")
"""The letters the pseudo-language always replaces with accented ones."""


def pseudo(text: str) -> bool:
    """A text of the pseudo-language: bracketed, or a row of a longer one wrapped into rows
    (whose letters, names aside, are all accented)."""
    if "[" in text:
        return True
    words = [word for word in text.split() if word.strip(".,:;!?") not in UNTRANSLATED]
    letters = [char for char in "".join(words) if char.isalpha()]
    return bool(letters) and not PSEUDO_LETTERS.intersection(letters)


@cache
def glyphs(path: str, text: str) -> str:
    """The characters of `text` the font file at `path` has no glyph for."""
    font = pygame.freetype.Font(path, 20)
    metrics = font.get_metrics(text)
    return "".join(char for char, found in zip(text, metrics, strict=True) if found is None)


def check_glyphs(text: str, language: str) -> None:
    path = str(font_file(family_of(text, language).regular))
    if text in ("▼", "▲"):  # a drop-down's button, in pygame_gui's Fira Code
        path = str(ARROWS)
    shown = "".join(char for char in text if char.isprintable() and not char.isspace())
    missing = glyphs(path, shown)
    assert not missing, f"{path} has no glyph for {missing!r} in {text!r}"


def check_height(text: str, height: int, least: int) -> None:
    """A text drawn at least as high as its font draws a line at MIN_TEXT_PX pixels (a card's
    face aside)."""
    if text.strip() in CARD_FACES:
        return
    assert height >= least, f"{text!r} is drawn {height} px high, under {least} ({MIN_TEXT_PX} px)"


def check_gui_height(text: str, element) -> None:
    """A pygame_gui label or button's text is drawn at least MIN_TEXT_PX pixels high."""
    if not isinstance(element, UILabel | UIButton) or text in ("▼", "▲"):
        return
    least = smallest_line(str(font_file(family_of(text, "en").regular)))
    height = element.font.size(text)[1]
    assert height >= least, f"{text!r} is drawn {height} px high, under {least} ({MIN_TEXT_PX} px)"


def check_fits(text: str, element) -> None:
    """A pygame_gui label or button's text is no wider and no higher than the element."""
    if not isinstance(element, UILabel | UIButton):
        return
    width, height = element.font.size(text)
    assert width <= element.rect.width, f"{text!r} is {width} px in a {element.rect.width} px box"
    assert height <= element.rect.height, f"{text!r} is {height} px high in {element.rect}"


@pytest.mark.slow
def test_in_the_pseudo_language_every_text_drawn_came_through_a_catalog(recording):
    pygame.freetype.init()
    app = App((1280, 720), language="xx", keep_records=False)
    # The history's dates are CLDR's, in the pseudo-language's (English) locale.
    dates = {app.words.date_time(game.when) for game in read_history()[0]}
    try:
        for screen in walk(app):
            drawn = [text for text, _ in recording] + [text for text, _ in gui_texts(app)]
            recording.clear()
            shown = {text for text in drawn if text not in dates}
            english = sorted({text for text in shown if not (pseudo(text) or not_words(text))})
            assert not english, f"{screen}: drawn without a catalog: {english}"
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["xx", "bn", "cy", "sw", "en"])
def test_every_text_has_its_glyphs_and_fits_its_box(recording, language, size):
    pygame.freetype.init()
    app = App(size, language=language, keep_records=False)
    misfits: list[str] = []
    try:
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always")
            screens = list(walk_checking(app, language, recording, misfits))
        too_small = [str(w.message) for w in warned if "too small" in str(w.message)]
        assert screens and not too_small, "\n".join(too_small)
        assert not misfits, "\n".join(misfits)
    finally:
        app.close()


def shown_at(window: pygame.Surface, image: pygame.Surface, area: pygame.Rect) -> bool:
    """True when `image`'s ink, drawn over the fill at the middle of `area`'s left edge, is on
    `window` somewhere inside `area`."""
    ink = image.get_bounding_rect()
    inside = area.inflate(-4, -4)
    fill = window.get_at((inside.left + 2, inside.centery))
    expected = pygame.Surface(ink.size)
    expected.fill(fill)
    expected.blit(image, (0, 0), ink)
    want = pygame.image.tobytes(expected, "RGB")
    return any(
        pygame.image.tobytes(window.subsurface((x, y), ink.size), "RGB") == want
        for x in range(inside.left, inside.right - ink.width + 1)
        for y in range(inside.top, inside.bottom - ink.height + 1)
    )


def check_tool_keys(app: App, table: TableScene) -> None:
    """The table's Hint and Undo buttons each show their key ([H], [Ctrl+Z]) beside or under
    their word, in every language (Welsh's Undo, "Dadwneud", used to give its key up)."""
    for name, rect, _ in table.assist.buttons():
        key = "H" if name == "hint" else table.words(UNDO_KEY_NAME)
        image = table.text(f"[{key}]", KEY_TEXT, MUTED)
        assert shown_at(app.window, image, rect), f"the {name} button shows no [{key}]"


def walk_checking(app: App, language: str, recording, misfits: list[str]) -> Iterator[str]:
    """Walk the screens checking every text's glyphs and size, and the table's tool buttons'
    keys; misfits are listed."""
    for screen in walk(app):
        if screen in {f"table {game}" for game in GAME_NAMES}:
            try:
                check_tool_keys(app, app.stack.top)
            except AssertionError as error:
                misfits.append(f"{screen}: {error}")
        for text, width in recording:
            check_glyphs(text, language)
            assert width <= app.size[0], f"{screen}: {text!r} is wider than the window"
        recording.clear()
        for text, height, least in RecordingFont.heights:
            try:
                check_height(text, height, least)
            except AssertionError as error:
                misfits.append(f"{screen}: {error}")
        RecordingFont.heights.clear()
        for text, element in gui_texts(app):
            check_glyphs(text, language)
            try:
                check_fits(text, element)
                check_gui_height(text, element)
            except AssertionError as error:
                misfits.append(f"{screen}: {error}")
        yield screen


def test_the_running_total_is_in_bengali_digits_and_the_cards_keep_theirs(recording):
    app = App((1280, 720), language="bn", keep_records=False)
    try:
        app.play(table_match("ono99"))
        table = app.stack.top
        table.total_shown = 98.0
        recording.clear()
        frames(app)
        drawn = {text for text, _ in recording}
        assert "৯৮" in drawn and "98" not in drawn
    finally:
        app.close()


def test_switching_the_language_puts_every_screen_on_the_stack_into_it_at_once(recording):
    app = App((1280, 720), language="en", keep_records=False)
    try:
        app.play(table_match("moon"))
        app.stack.push(PauseScene(app, app.match))
        app.stack.push(SettingsScene(app))
        frames(app)
        app.set_language("xx")
        frames(app)
        assert all("[" in text for text, _ in gui_texts(app) if not not_words(text))
        app.stack.pop()
        app.stack.pop()
        recording.clear()
        frames(app)
        assert any(text.startswith("[") for text, _ in recording)
        assert app.settings.language == "en"  # the pseudo-language is never remembered
        app.set_language("cy")
        assert app.settings.language == "cy" and app.words.language == "cy"
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_moon_score_panel_shows_default_names_whole(recording, size):
    seats = [Seat(HUMAN, "Player 1")] + [Seat(COMPUTER, f"Player {n}", "easy") for n in (2, 3)]
    app = App(size, language="en", keep_records=False)
    try:
        app.play(Match(PlayedGame(Record("moon", 3, 5, {})), seats))
        recording.clear()
        frames(app)
        drawn = {text for text, _ in recording}
        assert {"Player 1", "Player 2", "Player 3"} <= drawn
        assert not any(text.startswith("Player") and "…" in text for text in drawn)
    finally:
        app.close()


def test_the_app_shows_none_of_pygame_guis_own_texts():
    """pygame_gui translates only the texts of its windows and dialogs (its 17 languages have
    none of ours); the app uses none of them, so every text it shows is its own."""
    scenes = Path(__file__).resolve().parent.parent / "scenes"
    for module in scenes.rglob("*.py"):
        source = module.read_text(encoding="utf-8")
        assert "pygame_gui.windows" not in source and "UIMessageWindow" not in source, module
        assert "UIConfirmationDialog" not in source and "UIFileDialog" not in source, module
