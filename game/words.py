"""Words at the edge: messages and the app's own texts put into the reader's language.

The rules core speaks in `Message`s (an English message id with fields); here they become words
through GNU gettext catalogs made with Babel (`assets/locale/<lang>/LC_MESSAGES/trio_table.mo`),
with CLDR plural rules and the locale's digits for numbers (Bengali ০–৯). English is the source
language and needs no catalog. A missing catalog falls back to English; a damaged one too (whatever
its parser finds wrong), and `Words.problem` says so in a sentence for the app to show. A catalog
is checked when it loads: a translation whose `{fields}` differ from its message id's would fail
(or say something else) when drawn, so it is dropped and that one text is shown in English.
"""

from __future__ import annotations

import gettext
import io
import os
import string
from collections.abc import Iterable
from datetime import datetime
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.languages import LANGUAGES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE
from game.core.messages import N_, NP_, Message, in_sentence
from game.paths import asset_path
from game.storage import RECORD_LIMIT, BadFile, read_bytes

if TYPE_CHECKING:
    from babel import Locale
    from babel.messages.catalog import Catalog

DOMAIN = "trio_table"
__all__ = ["LANGUAGES", "PSEUDO_LANGUAGE", "SOURCE_LANGUAGE", "Words", "words_for"]

DIGITS = {"bn": "০১২৩৪৫৬৭৮৯"}
"""The digits of the languages that do not write Latin ones: CLDR's default numbering system of
each (a test holds this to CLDR). Written out, because loading a locale's CLDR data costs about
a tenth of a second at start-up; whole numbers, the ones drawn, need nothing more."""
MINUS = "-"
"""CLDR's minus sign in every language here."""
NARROW_SPACE = "\u202f"
NO_BREAK = "\u00a0"
"""A no-break space: holds the words of a name together in a text wrapped into lines."""


class Words:
    """One language's words: `say(message)` for the rules' messages, `gettext`/`ngettext`/
    `pgettext` for the app's own texts, `number(n)` for a number in the language's digits."""

    def __init__(
        self, language: str, translations: gettext.NullTranslations, locale: str | None = None
    ) -> None:
        self.language = language
        self._locale_code = locale or language
        self._translations = translations
        digits = DIGITS.get(self._locale_code)
        self._digits = str.maketrans("0123456789", digits) if digits else None
        self.problem: Message | None = None

    @cached_property
    def locale(self) -> Locale:
        """The language's CLDR locale (Babel and its data are loaded when first needed, for
        decimals: not at start-up)."""
        from babel import Locale

        return Locale.parse(self._locale_code)

    def gettext(self, text: str) -> str:
        """`text` (an English message id) in this language ("" stays "": gettext would give the
        catalog's header)."""
        return self._translations.gettext(text) if text else ""

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        """The form of a counted text that `count` calls for, in this language."""
        return self._translations.ngettext(singular, plural, count)

    def pgettext(self, context: str, text: str) -> str:
        """`text` in this language, told apart from the same English in another `context`."""
        return self._translations.pgettext(context, text)

    def number(self, value: int | float) -> str:
        """A number as this language writes it (Bengali digits for Bengali). Whole numbers, the
        ones drawn every frame, skip Babel's formatting (they have no separators here)."""
        if isinstance(value, int):
            text = str(value) if value >= 0 else MINUS + str(-value)
        else:
            from babel.numbers import format_decimal

            text = format_decimal(value, locale=self.locale, group_separator=False)
        return text.translate(self._digits) if self._digits else text

    def percent(self, fraction: float) -> str:
        """A share as a whole percentage the way this language writes it ("71%", "৭১%")."""
        from babel.numbers import format_percent

        return self.digits(format_percent(fraction, locale=self.locale))

    def date_time(self, when: datetime) -> str:
        """A date and time the way this language writes them: the month abbreviated, the hours
        as the language counts them ("Nov 26, 2026, 2:05 PM", "26 Tach 2026 14:05")."""
        from babel.dates import format_date, format_time

        date = format_date(when, "medium", locale=self.locale)
        time = format_time(when, "short", locale=self.locale)
        text = self.locale.datetime_formats["medium"].format(time, date)
        # CLDR's narrow no-break space (before "PM") is not in the Bengali font: a no-break space
        return self.digits(text.replace(NARROW_SPACE, NO_BREAK))

    def signed(self, value: int) -> str:
        """A whole number with its sign, + for a gain (points in a score history)."""
        return "+" + self.number(value) if value > 0 else self.number(value)

    def digits(self, text: str) -> str:
        """`text` with its ASCII digits in this language's digits (for counters and totals)."""
        return text.translate(self._digits) if self._digits else text

    def say(self, message: Message | str, whole_names: bool = False) -> str:
        """A message (or an app text) in this language, its fields filled in. With
        `whole_names`, the words of each field that is a message of its own (a card's name, a
        move) are joined by no-break spaces, so a text wrapped into lines never splits them."""
        if isinstance(message, str):
            return self.gettext(message)
        fields = message.fields
        if message.plural is not None:
            count = fields.get(message.count, 0)
            template = self.ngettext(message.id, message.plural, count)
        else:
            template = self.gettext(message.id)
        said = {key: self._field(value, whole_names) for key, value in fields.items()}
        text = template.format(**said)
        return in_sentence(text) if message.mid_sentence else text

    def _field(self, value: Any, whole_names: bool) -> str:
        if isinstance(value, Message):
            said = self.say(value, whole_names)
            return said.replace(" ", NO_BREAK) if whole_names else said
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, int | float):
            return self.number(value)
        return str(value)


def catalog_path(language: str) -> str:
    """Where the compiled catalog of `language` lives."""
    return os.fspath(asset_path("locale", language, "LC_MESSAGES", f"{DOMAIN}.mo"))


CATALOG_LIMIT = RECORD_LIMIT
"""The largest catalog read (the shipped ones are under 200 KB)."""


@cache
def words_for(language: str) -> Words:
    """The words of `language` (one of LANGUAGES, or the pseudo-language; anything else gets
    English)."""
    if language == PSEUDO_LANGUAGE:
        from game.pseudo import pseudo_translations  # a developer's check: loaded only for it

        return Words(language, pseudo_translations(), SOURCE_LANGUAGE)
    if language not in LANGUAGES:
        language = SOURCE_LANGUAGE
    if language == SOURCE_LANGUAGE:
        return Words(language, gettext.NullTranslations())
    try:
        translations, dropped = read_catalog(Path(catalog_path(language)))
    except BadFile as error:
        words = Words(language, gettext.NullTranslations())
        words.problem = Message(
            N_("The {language} texts could not be read ({cause}), so English is shown."),
            {"language": LANGUAGES[language], "cause": error.message},
        )
        return words
    words = Words(language, translations)
    if dropped:
        words.problem = Message.counted(
            # TRANSLATORS: {language} is the name of a language, in that language.
            NP_(
                "{count} {language} text does not fit its English, so it is shown in English.",
                "{count} {language} texts do not fit their English, so they are shown in English.",
            ),
            {"count": dropped, "language": LANGUAGES[language]},
        )
    return words


def read_catalog(path: Path) -> tuple[gettext.GNUTranslations, int]:
    """The compiled catalog at `path` without the translations whose fields differ from their
    message id's, and how many were dropped. BadFile when it cannot be read or is damaged."""
    from babel.messages.mofile import read_mo, write_mo  # only for a language with a catalog

    data = read_bytes(path, CATALOG_LIMIT)
    try:
        catalog = read_mo(io.BytesIO(data))
        dropped = drop_misfits(catalog)
        compiled = io.BytesIO()
        write_mo(compiled, catalog)
        compiled.seek(0)
        return gettext.GNUTranslations(compiled), dropped
    except Exception:  # a damaged file makes the parsers raise almost anything
        raise BadFile(Message(N_("the file is damaged"))) from None


def drop_misfits(catalog: Catalog) -> int:
    """Remove every translation whose fields differ from its message id's (the plural forms
    may leave out a field, as "one card" does); the number removed."""
    misfits = []
    for message in catalog:
        if not message.id:  # the header
            continue
        ids = _forms(message.id)
        names = [_field_names(text) for text in ids]
        if any(found is None for found in names):  # not a template: nothing fills it in
            continue
        wanted = set().union(*(found for found in names if found is not None))
        for form in _forms(message.string or ""):
            found = _field_names(form) if form else wanted
            if found is None or not (found == wanted or (len(ids) > 1 and found <= wanted)):
                misfits.append((message.id, message.context))
                break
    for message_id, context in misfits:
        catalog.delete(message_id, context)
    return len(misfits)


def _forms(text: str | Iterable[str]) -> tuple[str, ...]:
    return (text,) if isinstance(text, str) else tuple(text)


def _field_names(template: str) -> set[str] | None:
    """The `{fields}` of a template, or None when its braces do not pair up."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}
    except ValueError:
        return None


def system_language(environ: dict[str, str] | None = None) -> str | None:
    """The system's language when it is one of LANGUAGES (from LANGUAGE, LC_ALL, LC_MESSAGES or
    LANG, as gettext reads them), else None."""
    environ = dict(os.environ) if environ is None else environ
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for entry in environ.get(key, "").split(":"):
            code = entry.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
            if code in LANGUAGES:
                return code
    return None
