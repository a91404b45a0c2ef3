"""The screens of issue 21, driven as a person would: the scoring screen's story, chart and deal
code; the history (empty, bad, with games; filtered, paged; a game's story; its record
exported); the statistics (empty, bad, with games; each choice)."""

from __future__ import annotations

import random

import pygame
import pytest
from app_driver import (
    button_texts,
    click_at,
    click_button,
    frames,
    label_texts,
    nobody_can_play_match,
    press,
)
from pygame_gui.elements import UIDropDownMenu, UITextBox

from bench.history import fill_history
from game.deal_code import read_deal_code
from game.history import HISTORY, open_history, read_history, record_abandoned_game
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame, Record
from game.statistics import tally
from scenes.charts import ChartView
from scenes.history_scene import ROWS, HistoryScene
from scenes.new_game import NewGameScene
from scenes.past_game import PastGameScene
from scenes.replay import ReplayScene
from scenes.scoring import ScoringScene
from scenes.statistics_scene import StatisticsScene
from scenes.story_view import deal_of

GAMES = 10
"""Generated games in the filled history: the titles and variants in turn, newest last."""


@pytest.fixture
def filled(tmp_path):
    """Ten finished games and one left unfinished in the history of tmp_path."""
    fill_history(tmp_path, GAMES)
    played = PlayedGame(Record("moon", 3, 2))
    seats = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "Bram", "hard"), Seat(COMPUTER, "Cleo", "easy")]
    assert record_abandoned_game(played, seats, folder=tmp_path) == []
    return tmp_path


def text_boxes(app) -> list[str]:
    manager = app.stack.top.manager
    return [
        box.html_text for box in manager.get_sprite_group().sprites() if isinstance(box, UITextBox)
    ]


def open_screen(app, caption: str, kind: type):
    click_button(app, caption)
    assert isinstance(app.stack.top, kind)
    return app.stack.top


# The scoring screen -----------------------------------------------------------------------------


def finished(game: str, players: int, options: dict, seed: int = 3) -> Match:
    seats = [Seat(HUMAN, "Ann")] + [Seat(COMPUTER, f"C{i}", "easy") for i in range(1, players)]
    match = Match.new(game, players, options, seed, seats)
    rng = random.Random(seed)
    while not match.is_over:
        match.played.play(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize(
    ("game", "players", "options"),
    [("ono99", 4, {}), ("uno-duo", 2, {"target": 100}), ("moon", 3, {"target": 7})],
)
def test_the_scoring_screen_tells_the_story_with_a_chart_and_the_deal_code(
    app, game, players, options
):
    match = finished(game, players, options)
    app.match = match
    app.game_finished(match)
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, ScoringScene) and isinstance(scene.chart, ChartView)
    [story] = text_boxes(app)
    assert ("Places" if game == "ono99" else "Final scores") in story
    [code_line] = [text for text in label_texts(app) if text.startswith("Deal code: ")]
    deal = read_deal_code(code_line.removeprefix("Deal code: "))
    record = match.record
    dealt = PlayedGame(Record(deal.game, deal.players, deal.seed, deal.options))
    again = PlayedGame(Record(record.game, record.players, record.seed, record.options))
    assert dealt.state.to_json() == again.state.to_json()
    assert sorted(button_texts(app)[:2]) == ["Menu", "Play again"]


def test_a_deal_code_from_the_scores_typed_by_a_friend_deals_the_very_same_game(app):
    match = finished("ono99", 3, {"scoring": "tokens"}, seed=77)
    app.match = match
    app.game_finished(match)
    frames(app)
    [code_line] = [text for text in label_texts(app) if text.startswith("Deal code: ")]
    click_button(app, "Menu")
    click_button(app, "New game")
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    scene.code_text = code_line.removeprefix("Deal code: ")
    click_button(app, "Start")
    first = PlayedGame(Record("ono99", 3, 77, {"scoring": "tokens"}))
    assert app.match.played.state.to_json() == first.state.to_json()


def test_a_stacked_deal_has_no_deal_code_on_its_scores(app):
    match = nobody_can_play_match()
    assert match.is_over and deal_of(match.record) is None
    app.stack.push(ScoringScene(app, match))
    frames(app)
    assert not any(text.startswith("Deal code") for text in label_texts(app))
    assert isinstance(app.stack.top.chart, ChartView)


# The history --------------------------------------------------------------------------------


def test_an_empty_history_says_that_games_will_be_listed(app, tmp_path):
    open_screen(app, "History", HistoryScene)
    assert any(text.startswith("No games yet") for text in label_texts(app))
    assert not (tmp_path / HISTORY).exists(), "opening the screen writes nothing"


def test_a_bad_history_is_said_in_one_sentence_and_set_aside_never_overwritten(app, tmp_path):
    (tmp_path / HISTORY).write_bytes(b"not a database at all")
    open_screen(app, "History", HistoryScene)
    [notice] = app.notices.texts()
    assert "could not be read because it is not a SQLite database" in notice
    assert notice.endswith(".") and f"{HISTORY}.corrupt" in notice
    assert (tmp_path / f"{HISTORY}.corrupt").read_bytes() == b"not a database at all"
    assert any(text.startswith("No games yet") for text in label_texts(app))


def test_the_history_lists_games_newest_first_with_their_marks(app, filled):
    scene = open_screen(app, "History", HistoryScene)
    games = read_history(filled)[0]
    assert [game.id for game in scene.shown()] == [game.id for game in games]
    assert games[0].status == "abandoned" and games[0].when > games[1].when
    texts = label_texts(app)
    assert texts.index(app.words.date_time(games[0].when)) < texts.index(
        app.words.date_time(games[1].when)
    )
    assert "Not finished" in texts
    assert "Ann, Bram (Hard), Cleo (Easy)" in texts
    assert any(text.startswith("Player 1, Ada (") for text in texts)
    assert "Scoring: points" in " ".join(texts), "options unlike the usual ones are named"
    click_button(app, "Older")
    assert "assisted" in label_texts(app), "game 3 of the generated ones was assisted"


@pytest.mark.parametrize(
    ("game", "players", "options", "words"),
    [
        ("moon", 3, {"target": 1}, "Target: 1"),
        ("ono99", 3, {"scoring": "points", "target": 1}, "Scoring: points, Target: 1"),
    ],
)
def test_a_target_of_one_is_the_number_one_not_on(app, tmp_path, game, players, options, words):
    """An option's value 1 is a number, not "On" (in Python `True == 1`): in the history's row
    and in the game's story."""
    seats = [Seat(HUMAN, "Ann")] + [Seat(COMPUTER, f"C{i}", "easy") for i in range(1, players)]
    played = PlayedGame(Record(game, players, 2, options))
    assert record_abandoned_game(played, seats, folder=tmp_path) == []
    scene = open_screen(app, "History", HistoryScene)
    assert words in " ".join(label_texts(app))
    assert "On" not in " ".join(label_texts(app)).split()
    scene.open_game(scene.shown()[0])
    frames(app)
    [story] = text_boxes(app)
    assert words in story and "Target: On" not in story


def test_the_history_filters_by_title_and_pages_through_the_games(app, filled):
    scene = open_screen(app, "History", HistoryScene)
    assert f"1–{ROWS} of {GAMES + 1}" in label_texts(app)
    click_button(app, "Older")
    last_page = GAMES + 1 - ROWS
    assert scene.first == last_page
    assert f"{last_page + 1}–{GAMES + 1} of {GAMES + 1}" in label_texts(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    frames(app)
    assert scene.first == last_page - 3
    click_button(app, "UNO Duo")
    assert scene.first == 0 and {game.game for game in scene.shown()} == {"uno-duo"}
    assert "Older" not in button_texts(app)
    click_button(app, "All games")
    assert len(scene.shown()) == GAMES + 1


def test_a_game_of_the_history_tells_its_story_and_exports_its_record(app, filled):
    scene = open_screen(app, "History", HistoryScene)
    game = next(game for game in scene.shown() if game.game == "moon" and game.finished)
    scene.open_game(game)
    frames(app)
    told = app.stack.top
    assert isinstance(told, PastGameScene) and isinstance(told.chart, ChartView)
    [story] = text_boxes(app)
    assert "Players: Player 1" in story and "Hand by hand" in story
    assert "Three-Player Moon" in label_texts(app)
    assert button_texts(app)[:3] == ["Back", "Watch again", "Export record"]  # then a scroll bar
    click_button(app, "Export record")
    [exported] = (filled / "exports").glob("moon-*.json")
    with open_history(filled) as history:
        assert Record.load(exported) == history.record(game.id)
    [notice] = app.notices.texts()
    assert notice == f"The game was exported to {exported}."
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_a_game_of_the_history_is_watched_again_with_its_players_and_its_review(app, filled):
    scene = open_screen(app, "History", HistoryScene)
    game = next(game for game in scene.shown() if game.game == "uno-duo" and game.finished)
    scene.open_game(game)
    frames(app)
    told = app.stack.top
    click_button(app, "Watch again")
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene) and viewer.game_id == game.id
    assert viewer.names == [seat.name for seat in game.seats]
    assert viewer.record == told.record
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is told
    click_button(app, "Watch again")
    assert isinstance(app.stack.top, ReplayScene) and app.stack.top is not viewer


def test_an_unfinished_game_of_the_history_tells_its_story_so_far(app, filled):
    scene = open_screen(app, "History", HistoryScene)
    newest = scene.shown()[0]
    scene.open_game(newest)
    frames(app)
    assert isinstance(app.stack.top, PastGameScene)
    assert any("Not finished" in text for text in label_texts(app))


def test_a_game_whose_record_cannot_be_read_is_said_in_one_sentence(app, filled):
    with open_history(filled) as history:
        game = history.games()[1]
        history._db.execute("UPDATE games SET record = '{' WHERE id = ?", (game.id,))
        history._db.commit()
    scene = open_screen(app, "History", HistoryScene)
    scene.open_game(game)
    assert app.stack.top is scene
    assert any(f"Game {game.id} of the history could not be read" in t for t in app.notices.texts())


# The statistics ---------------------------------------------------------------------------------


def test_the_statistics_of_an_empty_history_say_so(app):
    scene = open_screen(app, "Statistics", StatisticsScene)
    assert scene.chart is None
    assert any(text.startswith("No games yet") for text in label_texts(app))


def test_the_statistics_of_a_bad_history_are_said_in_one_sentence(app, tmp_path):
    (tmp_path / HISTORY).mkdir()
    open_screen(app, "Statistics", StatisticsScene)
    assert any("it is a folder, not a file" in text for text in app.notices.texts())


def value_of(app, name: str) -> str:
    """The value shown beside a figure's name."""
    texts = label_texts(app)
    return texts[texts.index(name) + 1]


def test_the_statistics_show_the_figures_and_the_win_rate_over_time(app, filled):
    scene = open_screen(app, "Statistics", StatisticsScene)
    games = read_history(filled)[0]
    everyone = tally(games)
    assert scene.player_choice == "" and isinstance(scene.chart, ChartView)
    assert value_of(app, "Games finished") == str(everyone.games) == str(GAMES)
    assert value_of(app, "Not finished") == "1"
    rate = round(100 * everyone.wins / everyone.games)
    assert value_of(app, "Win rate") == f"{rate}% of {GAMES}"
    assert "ONO 99: average place" in label_texts(app)
    assert len(scene.chart.chart.series[0].points) == GAMES


def choose(app, scene, index: int, entry: str) -> None:
    """Pick `entry` in the `index`th drop-down list, as a click would."""
    dropdown = [
        e for e in scene.manager.get_sprite_group().sprites() if isinstance(e, UIDropDownMenu)
    ][index]
    click_at(app, dropdown.rect.center)
    option = next(
        item
        for item in dropdown.menu_states["expanded"].options_selection_list.item_list
        if item["text"] == entry
    )
    click_at(app, option["button_element"].rect.center)


def test_each_choice_counts_the_games_again(app, filled):
    scene = open_screen(app, "Statistics", StatisticsScene)
    games = read_history(filled)[0]
    choose(app, scene, 0, "Three-Player Moon")
    moon = tally(games, title="moon")
    assert scene.title_choice == "moon" and value_of(app, "Games finished") == str(moon.games)
    assert value_of(app, "Bids made and set") == f"{moon.bids_made} made, {moon.bids_set} set"
    choose(app, scene, 0, "UNO Duo")
    assert "Points conceded a round" in label_texts(app)
    choose(app, scene, 1, "Easy")
    easy = tally(games, title="uno-duo", level="easy")
    assert value_of(app, "Games finished") == str(easy.games)
    choose(app, scene, 0, "All games")
    choose(app, scene, 1, "Any level")
    choose(app, scene, 2, "Ann")
    ann = tally(games, player="Ann")
    assert scene.player_choice == "Ann" and value_of(app, "Games finished") == str(ann.games)
    assert value_of(app, "Not finished") == "1"


def test_the_history_is_read_once_when_the_statistics_open(app, filled, monkeypatch):
    scene = open_screen(app, "Statistics", StatisticsScene)
    reads = []
    monkeypatch.setattr("scenes.statistics_scene.read_history", lambda: reads.append(1))
    choose(app, scene, 0, "ONO 99")
    assert reads == [] and scene.title_choice == "ono99"
