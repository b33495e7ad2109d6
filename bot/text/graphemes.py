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


def cut(text: str, width: int) -> str:
    """The text in at most `width` columns: whole clusters, with an ellipsis when cut."""
    if columns(text) <= width:
        return text
    shown, used = [], 0
    for cluster in clusters(text):
        if used + _width(cluster) > width - 1:
            break
        shown.append(cluster)
        used += _width(cluster)
    return "".join(shown).rstrip() + ELLIPSIS


def pad(text: str, width: int, *, right: bool = False) -> str:
    """The text padded with spaces to `width` columns (on the left when `right`)."""
    fill = " " * max(0, width - columns(text))
    return fill + text if right else text + fill
