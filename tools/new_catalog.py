"""Start the catalog of a new language from the template, with CLDR's plural rule (Babel's own
`pybabel init` gives Welsh five plural forms; CLDR, which Babel's plural functions follow, has
six): `.venv/bin/python -m tools.new_catalog cy`. Then `make catalogs` keeps it up to date."""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

from babel import Locale
from babel.plural import to_gettext

LOCALE = Path(__file__).resolve().parent.parent / "assets" / "locale"
DOMAIN = "trio_table"


def plural_forms(language: str) -> str:
    """The gettext Plural-Forms header of `language` from CLDR's plural rule."""
    return to_gettext(Locale.parse(language).plural_form)


def use_cldr_plurals(catalog: Path, language: str) -> None:
    """Replace the catalog's Plural-Forms header with CLDR's rule."""
    text = catalog.read_text(encoding="utf-8")
    header = f'"Plural-Forms: {plural_forms(language)}\\\\n"'
    catalog.write_text(re.sub(r'"Plural-Forms: [^"]*"', header, text), encoding="utf-8")


def new_catalog(language: str) -> Path:
    """`assets/locale/<language>/LC_MESSAGES/trio_table.po`, made from the template."""
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "init", "-l", language, "-D", DOMAIN]
        + ["-i", str(LOCALE / f"{DOMAIN}.pot"), "-d", str(LOCALE)],
        check=True,
    )
    catalog = LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"
    use_cldr_plurals(catalog, language)
    return catalog


def main() -> None:
    """Start the catalogs named on the command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("languages", nargs="+", help="language codes, e.g. cy sw bn")
    for language in parser.parse_args().languages:
        print(new_catalog(language))


if __name__ == "__main__":
    main()
