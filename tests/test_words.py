"""Words at the edge: messages in the reader's language, with the locale's digits and plural
forms; a missing or damaged catalog falls back to English with a sentence saying so."""

from __future__ import annotations

import gettext
from datetime import datetime

from babel import Locale
from babel.numbers import get_minus_sign_symbol

from game.core.messages import N_, NP_, Message
from game.words import DIGITS, LANGUAGES, MINUS, Words, system_language, words_for


def test_english_needs_no_catalog_and_reads_as_the_message_id():
    words = words_for("en")
    message = Message(N_("{total} + {value} would reach 99"), {"total": 98, "value": 4})
    assert words.say(message) == str(message) == "98 + 4 would reach 99"
    assert words.problem is None


def test_bengali_writes_numbers_in_bengali_digits_but_leaves_card_codes_alone():
    words = Words("bn", gettext.NullTranslations())
    message = Message(N_("you have no {card} in your hand"), {"card": "10"})
    assert words.say(Message(N_("{total}"), {"total": 98})) == "৯৮"
    assert words.number(-10) == "-১০" and words.number(1234) == "১২৩৪"
    assert words.say(message) == "you have no 10 in your hand"


def test_a_counted_message_takes_the_plural_form_its_number_calls_for():
    words = words_for("en")
    forms = NP_("draw {count} card", "draw {count} cards")
    assert words.say(Message.counted(forms, {"count": 1})) == "draw 1 card"
    assert words.say(Message.counted(forms, {"count": 6})) == "draw 6 cards"


def test_a_message_inside_a_message_is_put_into_words_too():
    class Shouting(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return message.upper().replace("{CARD}", "{card}").replace("{TOP}", "{top}")

    words = Words("cy", Shouting())
    inner = Message(N_("yellow"))
    outer = Message(N_("{card} does not match the {top}"), {"card": "R5", "top": inner})
    assert words.say(outer) == "R5 DOES NOT MATCH THE YELLOW"


def test_a_damaged_catalog_falls_back_to_english_with_a_sentence(tmp_path, monkeypatch):
    broken = tmp_path / "locale" / "sw" / "LC_MESSAGES"
    broken.mkdir(parents=True)
    (broken / "trio_table.mo").write_bytes(b"\x00" * 40)
    monkeypatch.setattr("game.words.catalog_path", lambda language: str(broken / "trio_table.mo"))
    words_for.cache_clear()
    try:
        words = words_for("sw")
        assert words.gettext("Play") == "Play"
        assert words.problem is not None and "English is shown" in str(words.problem)
    finally:
        words_for.cache_clear()


def test_the_system_language_is_followed_only_when_it_is_one_of_the_four():
    assert set(LANGUAGES) == {"en", "cy", "sw", "bn"}
    assert system_language({"LANG": "cy_GB.UTF-8"}) == "cy"
    assert system_language({"LANGUAGE": "fr:bn_BD", "LANG": "en_US.UTF-8"}) == "bn"
    assert system_language({"LANG": "fr_FR.UTF-8"}) is None
    assert system_language({}) is None


def test_the_digits_and_minus_sign_written_out_are_cldrs():
    for language in LANGUAGES:
        locale = Locale.parse(language)
        assert get_minus_sign_symbol(locale) == MINUS
        system = locale.default_numbering_system
        assert (system != "latn") == (language in DIGITS)
        if language in DIGITS:
            assert system == "beng" and Words(language, gettext.NullTranslations()).number(
                1234567890
            ) == "".join(DIGITS[language][int(d)] for d in "1234567890")


def test_shares_and_dates_are_written_the_way_each_language_writes_them():
    when = datetime(2026, 11, 26, 14, 5)
    assert words_for("en").percent(5 / 7) == "71%"
    assert words_for("bn").percent(1.0) == "১০০%"
    assert words_for("en").date_time(when) == "Nov 26, 2026, 2:05\u00a0PM"
    assert words_for("cy").date_time(when) == "26 Tach 2026 14:05"
    assert "২০২৬" in words_for("bn").date_time(when)
