"""Make the Bengali UI fonts, assets/fonts/TrioSansBengali-{Regular,Bold}.ttf: Noto Sans Bengali
with the Latin letters of Noto Sans added, so that one font draws a Bengali sentence with a Latin
player name or "UNO" in it, shaped with the Bengali script (`Font.set_script("Beng")`), in the
app's own text and in pygame_gui alike.

The Bengali fonts come from Debian's fonts-noto-core package (as the bundled Noto Sans did):
`apt-get download fonts-noto-core && dpkg-deb -x fonts-noto-core_*.deb noto`, then
`.venv/bin/python -m tools.merge_fonts noto/usr/share/fonts/truetype/noto`. It needs fontTools
(`pip install fonttools`), a tool of this step only, not of the app.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

FONTS = Path(__file__).resolve().parent.parent / "assets" / "fonts"
FAMILY = "Trio Sans Bengali"
LATIN = "U+0020-007E,U+00A0-017F,U+0218-021B,U+02C6-02DC,U+1E80-1E85,U+1EF2-1EF3,U+2010-2027"
"""Basic Latin, Latin-1, Latin Extended-A (Welsh ŵ ŷ), Welsh ẁ ẃ ẅ ỳ, and punctuation (– — … ·)."""


def latin_part(path: Path, folder: Path) -> Path:
    """Noto Sans cut down to the Latin letters and punctuation, without layout tables that would
    clash with the Bengali font's."""
    options = subset.Options()
    options.layout_features = ["kern", "liga", "mark", "mkmk"]
    options.name_IDs = ["*"]
    font = TTFont(path)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(LATIN))
    subsetter.subset(font)
    out = folder / f"latin-{path.name}"
    font.save(out)
    return out


def merge(bengali: Path, latin: Path, style: str, out: Path) -> None:
    """The Bengali font with the Latin part added (the Bengali font's glyphs win where both have
    one, e.g. the digits), its vertical metrics tall enough for both scripts, renamed."""
    merged = Merger().merge([str(bengali), str(latin)])
    latin_font = TTFont(latin)
    hhea, os2 = merged["hhea"], merged["OS/2"]
    hhea.ascent = max(hhea.ascent, latin_font["hhea"].ascent)
    hhea.descent = min(hhea.descent, latin_font["hhea"].descent)
    os2.usWinAscent = max(os2.usWinAscent, latin_font["OS/2"].usWinAscent)
    os2.usWinDescent = max(os2.usWinDescent, latin_font["OS/2"].usWinDescent)
    names = merged["name"]
    for record in list(names.names):
        if record.nameID in (1, 3, 4, 6, 16, 17):
            names.removeNames(nameID=record.nameID)
    full = f"{FAMILY} {style}"
    names.setName(FAMILY, 1, 3, 1, 0x409)
    names.setName(style, 2, 3, 1, 0x409)
    names.setName(f"{full}; Noto Sans Bengali with Noto Sans Latin", 3, 3, 1, 0x409)
    names.setName(full, 4, 3, 1, 0x409)
    names.setName(full.replace(" ", ""), 6, 3, 1, 0x409)
    merged.save(out)


def main() -> None:
    """Merge Regular and Bold."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("noto", type=Path, help="folder holding NotoSansBengali-*.ttf")
    folder = parser.parse_args().noto
    for style in ("Regular", "Bold"):
        latin = latin_part(FONTS / f"NotoSans-{style}.ttf", Path("/tmp"))
        bengali = folder / f"NotoSansBengali-{style}.ttf"
        merge(bengali, latin, style, FONTS / f"TrioSansBengali-{style}.ttf")


if __name__ == "__main__":
    main()
