"""The new-game screen's number fields in every script: they show their values in the
language's digits, take the language's digits and ASCII ones alike, and refuse a number out of
each option's range with one sentence."""

from __future__ import annotations

import pytest
from app_driver import click_button, elements, frames, label_texts
from pygame_gui.elements import UITextEntryLine
from test_app_menu import seed_entry, type_into

from game.words import words_for
from scenes.app import App
from scenes.new_game import NUMBER_MOST


@pytest.fixture
def bengali_app(tmp_path, monkeypatch):
    """The real app in Bengali at the menu, its files in tmp_path."""
    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    app = App((1280, 720), language="bn")
    app.show_menu()
    frames(app)
    yield app
    app.close()


def target_field(app) -> UITextEntryLine:
    """The Target field of UNO Duo or Moon: the game's only number option, the screen's last
    field (after the seats', the seed's and the deal code's)."""
    return elements(app, UITextEntryLine)[-1]


def open_uno_duo(app) -> None:
    bn = words_for("bn")
    click_button(app, bn.gettext("New game"))
    click_button(app, bn.gettext("UNO Duo"))


def test_in_bengali_a_number_field_shows_bengali_digits(bengali_app):
    open_uno_duo(bengali_app)
    assert target_field(bengali_app).get_text() == "২০০"


def test_in_bengali_typed_bengali_digits_set_the_target(bengali_app):
    open_uno_duo(bengali_app)
    type_into(bengali_app, target_field(bengali_app), "১৫")
    assert target_field(bengali_app).get_text() == "১৫"
    click_button(bengali_app, words_for("bn").gettext("Start"))
    assert bengali_app.match is not None
    assert bengali_app.match.options["target"] == 15


def test_in_bengali_ascii_digits_are_read_too_and_a_bengali_seed_fixes_the_shuffle(bengali_app):
    open_uno_duo(bengali_app)
    type_into(bengali_app, target_field(bengali_app), "3০")
    type_into(bengali_app, seed_entry(bengali_app), "১২৩৪")
    click_button(bengali_app, words_for("bn").gettext("Start"))
    assert bengali_app.match is not None
    assert bengali_app.match.options["target"] == 30
    assert bengali_app.match.record.seed == 1234


def test_a_target_beyond_its_bound_is_refused_with_one_sentence(app):
    click_button(app, "New game")
    click_button(app, "UNO Duo")
    type_into(app, target_field(app), "999999")
    click_button(app, "Start")
    assert app.match is None
    assert "Target must be a whole number from 1 to 2000." in label_texts(app)


def test_the_bound_itself_is_allowed(app):
    most = NUMBER_MOST[("moon", "target")]
    click_button(app, "New game")
    click_button(app, "Three-Player Moon")
    type_into(app, target_field(app), str(most))
    click_button(app, "Start")
    assert app.match is not None and app.match.options["target"] == most


def test_in_bengali_the_refusal_gives_the_bound_in_bengali_digits(bengali_app):
    open_uno_duo(bengali_app)
    type_into(bengali_app, target_field(bengali_app), "৯৯৯৯৯৯")
    click_button(bengali_app, words_for("bn").gettext("Start"))
    assert bengali_app.match is None
    assert any("২০০০" in text for text in label_texts(bengali_app))


def test_every_number_option_of_every_game_has_its_bound_above_its_default():
    from game.rules import GAME_NAMES, find_game

    numbers = {
        (game, key): spec.default
        for game in GAME_NAMES
        for key, spec in find_game(game).option_specs.items()
        if spec.choices is None
    }
    assert set(numbers) == set(NUMBER_MOST)
    assert all(NUMBER_MOST[place] > default for place, default in numbers.items())
