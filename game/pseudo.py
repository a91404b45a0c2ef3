"""The pseudo-language of the developers' checks (`--lang xx`, and the tests): every text of the
catalog template is the English one with its letters accented and its vowels doubled, between
brackets, so that a text drawn without a catalog stands out in English, and boxes meet words a
third longer than English ones. `{fields}`, markup (`<b>`, `<br>`, `&amp;`) and line breaks stay
as they are."""

from __future__ import annotations

import gettext
import io
import re
from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game.paths import asset_path

TEMPLATE = "trio_table.pot"
_KEPT = re.compile(r"(\{[^{}]*\}|<[^<>]*>|&\w+;|\n)")
_LETTERS = str.maketrans("aceinorsuwyzACEINORSUWYZ", "áçëîñöŕšüŵýžÁÇËÎÑÖŔŠÜŴÝŽ")
_VOWELS = set("áëîöüýÁËÎÖÜÝ")


def pseudo_text(text: str) -> str:
    """`text` in the pseudo-language: "[Ñëëŵ gáámëë]" for "New game"."""
    parts = []
    for part in _KEPT.split(text):
        if _KEPT.fullmatch(part):
            parts.append(part)
        else:
            accented = part.translate(_LETTERS)
            parts.append("".join(char * 2 if char in _VOWELS else char for char in accented))
    return f"[{''.join(parts)}]"


def pseudo_catalog(template: Path) -> Catalog:
    """The catalog template with every message put into the pseudo-language."""
    with open(template, "rb") as source:
        catalog = read_po(source, locale="en")
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, str):
            message.string = pseudo_text(message.id)
        else:
            message.string = tuple(pseudo_text(form) for form in message.id)
    return catalog


@cache
def pseudo_translations(template: Path | None = None) -> gettext.GNUTranslations:
    """Translations into the pseudo-language, made from the catalog template."""
    catalog = pseudo_catalog(template or asset_path("locale", TEMPLATE))
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)
