"""Rebuild bot/art/fonts/YachtSans-{Regular,Bold}.ttf from Debian's Noto fonts.

Pillow has no font fallback, and a score sheet mixes scripts (a Latin label next to an
Arabic or Tamil player name), so each weight is ONE font: Noto Sans (Latin, subset to
the Latin blocks), Noto Sans Arabic and Noto Sans Tamil (their shaping tables kept),
merged with fontTools and renamed, as the SIL Open Font License asks of modified
versions. Run once by hand when the glyph coverage must grow:

    apt-get download fonts-noto-core && dpkg-deb -x fonts-noto-core_*.deb /tmp/noto
    pip install fonttools && python tools/build_fonts.py /tmp/noto/usr/share/fonts/truetype/noto

fontTools is only needed here, not by the bot.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from fontTools import merge, subset
from fontTools.ttLib import TTFont

OUT = Path(__file__).resolve().parents[1] / "bot" / "art" / "fonts"
FAMILY = "Yacht Sans"

CONTROLS = [0x200C, 0x200D, 0x200E, 0x200F, 0x061C, *range(0x2066, 0x206A)]
LATIN = [
    *range(0x20, 0x7F), *range(0xA0, 0x250),  # Basic Latin, Latin-1, Extended-A/B
    *range(0x2000, 0x2070),  # general punctuation
    0x20AC, *range(0x2190, 0x2194), *range(0x2200, 0x2213), 0x25B6, 0x2605, 0x2713,
    *CONTROLS,
]
ARABIC = [*range(0x600, 0x700), *range(0x750, 0x780), *range(0xFB50, 0xFE00),
          *range(0xFE70, 0xFF00), *CONTROLS]
TAMIL = [*range(0xB80, 0xC00), *CONTROLS]
SOURCES = (("NotoSans", LATIN), ("NotoSansArabic", ARABIC), ("NotoSansTamil", TAMIL))


def _subset(path: Path, unicodes: list[int], out: Path) -> Path:
    options = subset.Options()
    options.layout_features = ["*"]  # keep every shaping feature (init/medi/fina, akhn...)
    options.name_IDs = ["*"]
    options.hinting = False
    options.notdef_outline = True
    font = TTFont(path)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    font.save(out)
    return out


def _rename(font: TTFont, weight: str) -> None:
    names = font["name"]
    full = f"{FAMILY} {weight}"
    postscript = f"{FAMILY.replace(' ', '')}-{weight}"
    for record in list(names.names):
        if record.nameID in (1, 16):
            names.setName(FAMILY, record.nameID, record.platformID, record.platEncID,
                          record.langID)
        elif record.nameID in (2, 17):
            names.setName(weight, record.nameID, record.platformID, record.platEncID,
                          record.langID)
        elif record.nameID in (3, 4):
            names.setName(full, record.nameID, record.platformID, record.platEncID,
                          record.langID)
        elif record.nameID == 6:
            names.setName(postscript, record.nameID, record.platformID, record.platEncID,
                          record.langID)


def main(source: Path) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for weight in ("Regular", "Bold"):
            parts = [
                str(_subset(source / f"{name}-{weight}.ttf", unicodes,
                            Path(tmp) / f"{name}-{weight}.ttf"))
                for name, unicodes in SOURCES
            ]
            font = merge.Merger().merge(parts)
            _rename(font, weight)
            target = OUT / f"YachtSans-{weight}.ttf"
            font.save(target)
            print(target, target.stat().st_size, "bytes")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
