"""The languages the app speaks, each by its own name (the Language setting lists them so), and
the hidden pseudo-language of the developers' checks, which no list shows."""

from __future__ import annotations

LANGUAGES: dict[str, str] = {"cy": "Cymraeg", "sw": "Kiswahili", "bn": "বাংলা", "en": "English"}
"""Language code → the language's own name, in the order the Language setting shows them."""

SOURCE_LANGUAGE = "en"
"""The language of the message ids; it needs no catalog."""

PSEUDO_LANGUAGE = "xx"
"""A made-up language whose every text is the English one visibly changed (accents, brackets,
a third longer), for finding texts that bypass the catalogs and boxes too small for longer
words. `--lang xx` shows it; the Language setting never offers it."""
