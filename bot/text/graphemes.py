"""Text cut where a reader sees letters end: between grapheme clusters (Unicode's
extended grapheme clusters, UAX #29, through `regex`'s \\X), never inside one.

A Tamil vowel sign or virama, an Arabic harakat, an emoji with its skin tone or joined
family, a flag: each stays with its letter. Widths count columns as a monospace grid
shows them: one per cluster, two for East Asian wide ones.
"""

from __future__ import annotations

import unicodedata

import regex

ELLIPSIS = "…"
_CLUSTER = regex.compile(r"\X")


def clusters(text: str) -> list[str]:
    return list(_CLUSTER.findall(text))


def columns(text: str) -> int:
    """How many monospace columns the text takes."""
    return sum(_width(cluster) for cluster in clusters(text))


def _width(cluster: str) -> int:
    return 2 if unicodedata.east_asian_width(cluster[0]) in ("W", "F") else 1


def cut_words(text: str, width: int) -> str:
    """The text in at most `width` columns, cut between words (with an ellipsis), never
    inside one: a first word longer than `width` stays whole (the column widens)."""
    if columns(text) <= width:
        return text
    words = text.split()
    if len(words) == 1:
        return text
    shown = words[0]
    for word in words[1:]:
        if columns(f"{shown} {word}") > width - 1:
            break
        shown = f"{shown} {word}"
    return shown.rstrip(".,:;") + ELLIPSIS


#: alphabets whose letters each fill one cell of a monospace grid (two for East Asian
#: wide ones); other scripts' letters take the width of their shapes (Tamil, Devanagari)
#: or join (Arabic), so their columns never line up
GRID_SCRIPTS = ("LATIN", "CYRILLIC", "GREEK", "ARMENIAN", "GEORGIAN")


def fits_grid(text: str) -> bool:
    """Whether every letter of `text` fills whole cells of a monospace grid."""
    for cluster in clusters(text):
        base = cluster[0]
        if not unicodedata.category(base).startswith("L"):
            continue
        if unicodedata.east_asian_width(base) in ("W", "F"):
            continue
        if not unicodedata.name(base, "").startswith(GRID_SCRIPTS):
            return False
    return True


def pad(text: str, width: int, *, right: bool = False) -> str:
    """The text padded with spaces to `width` columns (on the left when `right`)."""
    fill = " " * max(0, width - columns(text))
    return fill + text if right else text + fill
