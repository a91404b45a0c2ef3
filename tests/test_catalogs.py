"""The message catalogs: the template holds every marked text of the sources, each language's
catalog holds every message of the template with CLDR's plural rule and is compiled, every
translation keeps its message's {fields}, and (once the translators are done) every message is
translated in every language."""

from __future__ import annotations

import gettext
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel import Locale
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po
from babel.plural import to_gettext

from game.core.messages import NP_, Message
from game.words import LANGUAGES, SOURCE_LANGUAGE, Words

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
TRANSLATED = [language for language in LANGUAGES if language != SOURCE_LANGUAGE]
FIELD = re.compile(r"\{[^{}]*\}")


def catalog(language: str):
    with open(LOCALE / language / "LC_MESSAGES" / "trio_table.po", "rb") as source:
        return read_po(source, locale=language)


def template():
    with open(LOCALE / "trio_table.pot", "rb") as source:
        return read_po(source)


def ids(messages) -> set:
    return {message.id for message in messages if message.id}


def forms(message) -> tuple[str, ...]:
    return (message.id,) if isinstance(message.id, str) else tuple(message.id)


def strings(message) -> tuple[str, ...]:
    return (message.string,) if isinstance(message.string, str) else tuple(message.string)


def test_the_template_holds_exactly_the_marked_texts_of_the_sources(tmp_path):
    fresh = tmp_path / "fresh.pot"
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg"]
        + ["-k", "NP_:1,2", "-c", "TRANSLATORS:", "-o", str(fresh), "."],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    with open(fresh, "rb") as source:
        extracted = ids(read_po(source))
    assert extracted == ids(template()), "run `make catalogs`"


@pytest.mark.parametrize("language", TRANSLATED)
def test_each_catalog_has_every_message_cldr_plurals_and_a_current_compiled_copy(language):
    po = catalog(language)
    assert ids(po) == ids(template()), "run `make catalogs`"
    assert po.plural_forms == to_gettext(Locale.parse(language).plural_form)
    with open(LOCALE / language / "LC_MESSAGES" / "trio_table.mo", "rb") as compiled:
        mo = read_mo(compiled)
    translated = {forms(m): strings(m) for m in po if m.id and all(strings(m))}
    # Babel compiles an untranslated plural message as its English forms; gettext would anyway.
    # A translation may be the English itself ("UNO Duo", "{value}%"): it is compiled all the same.
    compiled = {
        forms(m): strings(m)
        for m in mo
        if m.id and (forms(m) in translated or set(strings(m)) - set(forms(m)))
    }
    assert compiled == translated, "run `make catalogs`"


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_translation_keeps_the_fields_of_its_message(language):
    for message in catalog(language):
        if not message.id:
            continue
        wanted = {tuple(sorted(FIELD.findall(form))) for form in forms(message)}
        for string in strings(message):
            if string:
                assert tuple(sorted(FIELD.findall(string))) in wanted, (message.id, string)


def untranslated(language: str) -> int:
    return sum(1 for m in catalog(language) if m.id and not all(strings(m)))


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_is_translated_in_every_language(language):
    assert untranslated(language) == 0, f"{untranslated(language)} untranslated in {language}"


def test_welsh_counts_take_their_six_cldr_forms():
    po = catalog("cy")
    singular, plural = NP_("{count} card", "{count} cards")
    entry = po[(singular, plural)] if (singular, plural) in po else po[singular]
    entry.string = tuple(f"form{index} {{count}}" for index in range(6))
    compiled = io.BytesIO()
    write_mo(compiled, po)
    compiled.seek(0)
    words = Words("cy", gettext.GNUTranslations(compiled))

    def cards(count: int) -> str:
        return words.say(Message.counted((singular, plural), {"count": count}))

    assert [cards(n) for n in (0, 1, 2, 3, 6, 7)] == [
        "form0 0",
        "form1 1",
        "form2 2",
        "form3 3",
        "form4 6",
        "form5 7",
    ]


def test_bengali_has_two_forms_and_writes_its_counts_in_bengali_digits():
    assert catalog("bn").num_plurals == 2 and catalog("sw").num_plurals == 2
    words = Words("bn", gettext.NullTranslations())
    assert words.number(98) == "৯৮" and words.signed(4) == "+৪"
