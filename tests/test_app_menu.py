"""The menu and the new-game screen, driven by real clicks and key presses."""

from __future__ import annotations

import json

import pygame
import pytest
from app_driver import (
    button_texts,
    click_at,
    click_button,
    elements,
    frames,
    label_texts,
    ono99_match,
    press,
    save_game,
    start_app,
)
from pygame_gui.elements import UIButton, UITextEntryLine

from game.deal_code import Deal, deal_code
from game.records import PlayedGame, Record
from game.saves import AUTOSAVE, AUTOSAVE_SEATS
from game.settings import SETTINGS
from game.words import words_for
from scenes.history_scene import HistoryScene
from scenes.menu import BUTTON_HEIGHT, BUTTON_WIDTH, SHOWCASE, MenuScene, button_places
from scenes.new_game import NewGameScene, as_sentence
from scenes.statistics_scene import StatisticsScene


def type_into(app, entry: UITextEntryLine, text: str) -> None:
    """Click a text field, clear it, and type `text` as key presses."""
    click_at(app, entry.rect.center)
    for _ in range(len(entry.get_text())):
        press(app, pygame.K_BACKSPACE)
    for character in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=character))
    frames(app)


def seed_entry(app) -> UITextEntryLine:
    """The new-game screen's seed field (the last field before the deal code's)."""
    scene = app.stack.top
    fields = elements(app, UITextEntryLine)
    return fields[fields.index(scene.code_entry) - 1]


def test_the_window_is_titled_and_sized_for_the_design(app):
    assert pygame.display.get_caption()[0] == "Trio Table"
    assert app.size == (1280, 720)


def test_menu_offers_new_game_learn_how_to_play_history_statistics_settings_and_quit(app):
    assert button_texts(app) == [
        "New game",
        "Continue",
        "Learn",
        "How to play",
        "History",
        "Statistics",
        "Settings",
        "Quit",
    ]


def test_continue_can_be_pressed_only_when_an_autosave_exists(app, tmp_path):
    assert not menu_button(app, "Continue").is_enabled
    match = ono99_match(moves=3)
    save_game(match.record, list(match.seats))
    app.show_menu()
    frames(app)
    assert button_texts(app)[:3] == ["New game", "Continue", "Learn"]
    assert menu_button(app, "Continue").is_enabled


def menu_button(app, text: str) -> UIButton:
    """The menu's button captioned `text`."""
    [button] = [button for button in elements(app, UIButton) if button.text == text]
    return button


def test_continue_puts_the_saved_game_back_on_the_table(app, tmp_path):
    match = ono99_match(moves=3)
    save_game(match.record, list(match.seats))
    app.show_menu()
    frames(app)
    click_button(app, "Continue")
    assert app.match is not None
    assert app.match.record.actions == match.record.actions
    assert [seat.name for seat in app.match.seats] == [seat.name for seat in match.seats]
    assert not isinstance(app.stack.top, MenuScene)


def test_a_corrupt_autosave_is_reported_moved_aside_and_the_menu_carries_on(app, tmp_path):
    (tmp_path / AUTOSAVE).write_text('{"format": 1, "game": "ono99", "players": 3')
    app.show_menu()
    frames(app)
    click_button(app, "Continue")
    [notice] = app.notices.texts()
    assert notice.startswith("The saved game could not be continued because it is not valid JSON")
    assert (tmp_path / f"{AUTOSAVE}.corrupt").exists()
    assert isinstance(app.stack.top, MenuScene)
    assert not menu_button(app, "Continue").is_enabled
    click_button(app, "New game")
    assert isinstance(app.stack.top, NewGameScene)


def test_a_corrupt_settings_file_is_reported_and_the_defaults_used(tmp_path, monkeypatch):
    (tmp_path / SETTINGS).write_text("{broken")
    app = start_app(tmp_path, monkeypatch)
    try:
        [notice] = app.notices.texts()
        assert notice.startswith("The settings were reset because it is not valid JSON")
        assert (tmp_path / f"{SETTINGS}.corrupt").read_text() == "{broken"
        assert app.settings.think_time == 1.0
        assert button_texts(app)[0] == "New game"
    finally:
        app.close()


def test_new_game_shows_ono99_seats_and_options_with_help(app):
    click_button(app, "New game")
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    labels = label_texts(app)
    for key in ("Edition", "Scoring"):
        assert key in labels
    assert any(text.startswith("Edition: Mattel 2022") for text in labels)
    assert "Draw race" not in labels  # a 1980-only option is hidden with the 2022 edition
    assert "Target" not in labels  # a points-only option is hidden with elimination
    assert button_texts(app).count("Human") == 1
    assert button_texts(app).count("Computer (Normal)") == 2


def test_choosing_the_1980_edition_shows_its_options(app):
    click_button(app, "New game")
    click_button(app, "2022")
    click_button(app, "1980")
    assert app.stack.top.options["edition"] == "1980"
    assert {"ONO on round ten", "Draw race"} <= set(label_texts(app))


def test_points_scoring_shows_how_the_game_finishes(app):
    click_button(app, "New game")
    click_button(app, "elimination")
    click_button(app, "points")
    assert {"Finish", "Target"} <= set(label_texts(app))


def test_picking_uno_duo_shows_two_seats_and_its_options(app):
    click_button(app, "New game")
    click_button(app, "UNO Duo")
    scene = app.stack.top
    assert scene.game == "uno-duo" and scene.players == 2
    assert {"Deck", "Target"} <= set(label_texts(app))
    assert "Edition" not in label_texts(app)


def test_a_seat_can_become_a_hard_computer_or_a_named_human(app):
    click_button(app, "New game")
    click_button(app, "Human")
    click_button(app, "Computer (Hard)")
    scene = app.stack.top
    assert scene.seats[0].level == "hard"
    click_button(app, "Computer (Normal)")
    click_button(app, "Human")
    [name_field] = elements(app, UITextEntryLine)[:1]
    type_into(app, name_field, "Zoe")
    assert scene.seats[1].level is None and scene.seats[1].name == "Zoe"
    assert scene.build_match().seats[1].name == "Zoe"


def test_start_builds_the_match_with_the_typed_seed_and_opens_its_table(app, tmp_path):
    click_button(app, "New game")
    seed_field = seed_entry(app)
    type_into(app, seed_field, "1234")
    click_button(app, "Start")
    assert app.match is not None and app.match.record.seed == 1234
    app.autosaver.flush()
    assert json.loads((tmp_path / AUTOSAVE).read_text())["seed"] == 1234
    assert (tmp_path / AUTOSAVE_SEATS).exists()


def test_a_bad_target_is_refused_with_one_sentence(app):
    click_button(app, "New game")
    click_button(app, "UNO Duo")
    target_field = elements(app, UITextEntryLine)[-1]
    type_into(app, target_field, "0")
    click_button(app, "Start")
    assert app.match is None
    assert "Target must be a whole number above 0." in label_texts(app)


def test_escape_on_new_game_returns_to_the_menu(app):
    click_button(app, "New game")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_quit_closes_with_status_zero(app):
    click_button(app, "Quit")
    assert app.status == 0


def test_resizing_the_window_lays_the_menu_out_again_at_the_new_size(app):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(960, 540), w=960, h=540))
    frames(app)
    assert app.size == (960, 540)
    new_game = next(b for b in elements(app, UIButton) if b.text == "New game")
    assert new_game.rect.width == 218  # 290 at 1280×720, scaled by 0.75
    click_at(app, new_game.rect.center)
    assert isinstance(app.stack.top, NewGameScene)


def test_f11_switches_full_screen_and_remembers_it(app, tmp_path):
    press(app, pygame.K_F11)
    assert app.settings.fullscreen is True
    assert json.loads((tmp_path / SETTINGS).read_text())["fullscreen"] is True
    press(app, pygame.K_F11)
    assert app.settings.fullscreen is False
    assert app.size == (1280, 720)
    assert button_texts(app)[0] == "New game"


def test_a_notice_shows_over_the_menu_until_clicked_away(app):
    app.notice("The settings were reset.")
    frames(app)
    [banner] = app.notices.rects
    assert banner.collidepoint(640, banner.centery) and banner.top < 100
    click_at(app, banner.center)
    assert app.notices.texts() == []


def test_a_notice_goes_away_by_itself(app):
    app.notice("Exported.")
    frames(app)
    app.step(30.0)
    assert app.notices.texts() == []


def test_refusals_are_shown_as_sentences():
    english = words_for("en")
    assert as_sentence("the seed must be an integer, not 'x'", english) == (
        "The seed must be an integer, not 'x'."
    )
    assert as_sentence("Target must be a whole number above 0.", english) == (
        "Target must be a whole number above 0."
    )


def focused(scene) -> str | None:
    """The caption of the button with the keyboard focus (drawn with a ring), or None."""
    return None if scene._focus is None else scene._focus.text


def test_tab_moves_a_visible_focus_down_the_menu_and_enter_presses_the_focused_button(app):
    assert focused(app.stack.top) == "New game"  # the first button, from the start
    press(app, pygame.K_TAB)  # past Continue: there is nothing to continue
    press(app, pygame.K_TAB)
    assert focused(app.stack.top) == "How to play"
    press(app, pygame.K_RETURN)
    assert not isinstance(app.stack.top, MenuScene)
    assert "How to play" in label_texts(app)[0]


def test_up_from_the_first_button_wraps_to_the_last_and_a_click_hides_the_focus(app):
    press(app, pygame.K_UP)
    assert focused(app.stack.top) == "Quit"
    press(app, pygame.K_DOWN)
    assert focused(app.stack.top) == "New game"
    click_at(app, (5, 5))
    assert focused(app.stack.top) is None
    press(app, pygame.K_SPACE)
    assert isinstance(app.stack.top, MenuScene)


def test_the_keyboard_focus_stays_on_its_button_when_the_new_game_screen_is_rebuilt(app):
    click_button(app, "New game")
    scene = app.stack.top
    press(app, pygame.K_TAB)
    first = focused(scene)
    press(app, pygame.K_TAB)
    second = focused(scene)
    press(app, pygame.K_RETURN)
    assert focused(scene) == second != first


@pytest.mark.parametrize("count", [6, 7, 8])
def test_eight_menu_buttons_fit_in_two_columns_beside_the_pieces_at_both_window_sizes(count):
    rects = [
        pygame.Rect(left, top, BUTTON_WIDTH, BUTTON_HEIGHT) for left, top in button_places(count)
    ]
    pieces = []
    for _, _, (x, y), _, size in SHOWCASE:  # a square of the longer side holds a turned piece
        side = max(size)
        pieces.append(pygame.Rect(x - side // 2, y - side // 2, side, side))
    for index, rect in enumerate(rects):
        assert rect.top >= 200 and rect.bottom <= 640, "under the titles, over the summary"
        assert rect.collidelist(rects[:index]) == -1 and rect.collidelist(pieces) == -1
    with pytest.raises(ValueError):
        button_places(9)


def test_the_menu_opens_the_history_and_the_statistics(app):
    click_button(app, "History")
    assert isinstance(app.stack.top, HistoryScene)
    press(app, pygame.K_ESCAPE)
    click_button(app, "Statistics")
    assert isinstance(app.stack.top, StatisticsScene)


def use_code(app, code: str) -> None:
    """Type a deal code into the new-game screen and press Enter in the field."""
    scene = app.stack.top
    type_into(app, scene.code_entry, code)
    press(app, pygame.K_RETURN)


def test_a_deal_code_sets_the_game_options_players_and_seed_and_the_seats_keep_their_kinds(app):
    deal = Deal("ono99", 5, {"scoring": "points", "target": 60}, 2**31 - 7)
    click_button(app, "New game")
    scene = app.stack.top
    scene.set_kind(1, 3)  # seat 2 becomes Hard
    use_code(app, deal_code(deal).lower())
    assert (scene.game, scene.players, scene.seed_text) == ("ono99", 5, str(deal.seed))
    assert scene.chosen_options()["scoring"] == "points"
    assert scene.chosen_options()["target"] == 60
    assert scene.seats[1].level == "hard" and scene.seats[0].level is None
    assert seed_entry(app).get_text() == str(deal.seed)
    click_button(app, "Start")
    assert app.match.record.seed == deal.seed and app.match.seats[1].level == "hard"


def test_the_same_deal_code_deals_the_very_same_game(app):
    deal = Deal("uno-duo", 2, {"deck": "108", "target": 150}, 987_654)
    click_button(app, "New game")
    scene = app.stack.top
    type_into(app, scene.code_entry, deal_code(deal))  # Start reads a code not yet used
    click_button(app, "Start")
    expected = PlayedGame(Record(deal.game, deal.players, deal.seed, deal.options))
    assert app.match.record.options == expected.record.options
    assert app.match.played.state.to_json() == expected.state.to_json()


def test_a_bad_deal_code_gets_one_sentence_under_its_field_and_nothing_starts(app):
    click_button(app, "New game")
    scene = app.stack.top
    code = deal_code(Deal("moon", 3, {}, 42))
    typo = code[:-1] + ("0" if code[-1] != "0" else "1")
    use_code(app, typo)
    sentence = f"The deal code '{typo}' has a mistake in it."
    assert sentence in label_texts(app) and scene.game == "ono99"
    click_button(app, "Start")
    assert app.match is None and sentence in label_texts(app)


def test_changing_the_game_by_hand_after_a_deal_code_clears_the_code(app):
    click_button(app, "New game")
    scene = app.stack.top
    use_code(app, deal_code(Deal("moon", 3, {}, 42)))
    assert scene.game == "moon" and scene.code_entry.get_text()
    click_button(app, "ONO 99")
    assert scene.code_entry.get_text() == "" and scene.code_used is None
    use_code(app, deal_code(Deal("moon", 3, {}, 42)))
    type_into(app, seed_entry(app), "5")
    assert scene.code_text == "" and scene.code_entry.get_text() == ""
    click_button(app, "Start")
    assert app.match.record.game == "moon" and app.match.record.seed == 5


def test_learn_opens_the_lessons_with_each_titles_lesson_not_started(app):
    click_button(app, "Learn")
    assert label_texts(app).count("Not started") == 3
    assert button_texts(app) == ["Start", "Start", "Start", "Back"]


def test_the_new_game_screen_offers_each_titles_lesson_once(app, tmp_path):
    offer = "New to {}? Play a guided first game"
    click_button(app, "New game")
    assert offer.format("ONO 99") in button_texts(app)
    click_button(app, "UNO Duo")
    assert offer.format("UNO Duo") in button_texts(app)
    click_button(app, "ONO 99")
    assert offer.format("ONO 99") in button_texts(app), "the offer stays for this visit"
    press(app, pygame.K_ESCAPE)
    click_button(app, "New game")
    assert not any(text.startswith("New to") for text in button_texts(app))
    click_button(app, "Three-Player Moon")
    click_button(app, offer.format("Three-Player Moon"))
    assert app.match is not None and app.match.game == "moon" and app.match.script
    saved = json.loads((tmp_path / "lessons.json").read_text())
    assert saved["offered"] == ["ono99", "uno-duo", "moon"]
