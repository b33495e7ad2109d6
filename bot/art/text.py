"""Text in pictures: one font per weight for Latin, Arabic and Tamil, shaped by raqm.

Pillow picks one font per draw call and has no fallback, so the committed fonts are one
merged face per weight (tools/build_fonts.py); with the raqm layout, HarfBuzz shapes
Arabic joining and Tamil conjuncts, and FriBiDi orders mixed right-to-left text. Without
raqm (libfribidi missing) Pillow's basic layout still draws Latin text correctly, so the
pictures degrade rather than fail; `has_complex_layout()` says which one is in use.
"""

from __future__ import annotations

import math
from functools import lru_cache
from importlib import resources
from typing import Literal

from PIL import Image, ImageDraw, ImageFont, features

from bot.text import graphemes

Weight = Literal["regular", "bold"]
ELLIPSIS = "…"

_FILES: dict[Weight, str] = {"regular": "YachtSans-Regular.ttf", "bold": "YachtSans-Bold.ttf"}


def has_complex_layout() -> bool:
    return bool(features.check("raqm"))


@lru_cache(maxsize=32)
def font(size: int, weight: Weight = "regular") -> ImageFont.FreeTypeFont:
    """A cached font: loading a TrueType file costs more than drawing a whole sheet."""
    layout = ImageFont.Layout.RAQM if has_complex_layout() else ImageFont.Layout.BASIC
    path = resources.files("bot.art") / "fonts" / _FILES[weight]
    with resources.as_file(path) as real:
        return ImageFont.truetype(str(real), size, layout_engine=layout)


def clear_caches() -> None:
    """Forget shaped text (benchmarks measure a cold render with it)."""
    _width.cache_clear()
    _stamp.cache_clear()


def width(text: str, size: int, weight: Weight = "regular") -> float:
    return _width(text, size, weight)


@lru_cache(maxsize=4096)
def _width(text: str, size: int, weight: Weight) -> float:
    if len(text) > 1 and set(text) <= _SIMPLE:  # as _draw_glyphs lays it out
        return sum(_width(c, size, weight) for c in text)
    return float(font(size, weight).getlength(text))


def clusters(text: str) -> list[str]:
    """The text's grapheme clusters: a cut between two never splits a letter."""
    return graphemes.clusters(text)


def fit(text: str, size: int, weight: Weight, room: float) -> str:
    """The text, cut with an ellipsis (between letters) if it is wider than `room`."""
    if width(text, size, weight) <= room:
        return text
    cuts = _cluster_starts(text)
    low, high = 0, len(cuts) - 1
    while low < high:
        mid = (low + high + 1) // 2
        if width(text[:cuts[mid]].rstrip() + ELLIPSIS, size, weight) <= room:
            low = mid
        else:
            high = mid - 1
    return text[:cuts[low]].rstrip() + ELLIPSIS


def _cluster_starts(text: str) -> list[int]:
    """Offsets where a cut keeps letters whole (grapheme cluster boundaries): never
    before a Tamil vowel sign or virama, an Arabic harakat, inside an emoji sequence."""
    starts = [0]
    for cluster in graphemes.clusters(text)[:-1]:
        starts.append(starts[-1] + len(cluster))
    return starts


# Strings made only of these are drawn glyph by glyph from cached stamps: numbers fill
# most cells, there is no kerning or shaping between digits, and a sheet of forty
# 5000 rounds would otherwise shape hundreds of distinct numbers, each once.
_SIMPLE = frozenset("0123456789+-−.,:/ \u00a0\u202f")


@lru_cache(maxsize=2048)
def _stamp(text: str, size: int, weight: Weight, anchor: str) -> tuple[Image.Image, int, int]:
    """The text's coverage mask and its offset from the anchor point. Shaping and
    rasterising are most of a sheet's cost, and sheets repeat the same labels, names and
    small numbers, so each distinct string is shaped once."""
    # One shaping pass: draw on a mask with a margin of a whole em (marks and tall
    # Tamil or Arabic glyphs overshoot the Latin metrics), then crop to the ink.
    face = font(size, weight)
    ascent, descent = face.getmetrics()
    advance = width(text, size, weight)
    x = size + round({"l": 0.0, "m": advance / 2, "r": advance}[anchor[0]])
    y = size + {"a": 0, "t": 0, "m": (ascent + descent) // 2, "s": ascent,
                "b": ascent + descent, "d": ascent + descent}[anchor[1]]
    canvas = Image.new("L", (math.ceil(advance) + 2 * size, ascent + descent + 2 * size), 0)
    ImageDraw.Draw(canvas).text((x, y), text, font=face, fill=255, anchor=anchor)
    ink = canvas.getbbox()
    if ink is None:
        return Image.new("L", (1, 1), 0), 0, 0
    return canvas.crop(ink), ink[0] - x, ink[1] - y


def draw(
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    weight: Weight,
    fill: tuple[int, int, int],
    anchor: str = "lm",
) -> None:
    """Draw one line at the anchor point. raqm finds each line's direction itself (a
    Latin name stays LTR on a right-to-left sheet, an Arabic one reads RTL in English)."""
    if not text:
        return
    if len(text) > 1 and set(text) <= _SIMPLE:
        _draw_glyphs(image, xy, text, size, weight, fill, anchor)
        return
    mask, left, top = _stamp(text, size, weight, anchor)
    x, y = round(xy[0]) + left, round(xy[1]) + top
    image.paste(fill, (x, y, x + mask.width, y + mask.height), mask)


def _draw_glyphs(image: Image.Image, xy: tuple[float, float], text: str, size: int,
                 weight: Weight, fill: tuple[int, int, int], anchor: str) -> None:
    """A run of simple glyphs (a number) laid side by side by their advances, each from
    its cached stamp: anchored like `anchor` (vertical anchors are font metrics, shared
    by every glyph)."""
    total = sum(width(c, size, weight) for c in text)
    x = xy[0] + {"l": 0.0, "m": -total / 2, "r": -total}[anchor[0]]
    for char in text:
        mask, left, top = _stamp(char, size, weight, "l" + anchor[1])
        x0, y0 = round(x) + left, round(xy[1]) + top
        image.paste(fill, (x0, y0, x0 + mask.width, y0 + mask.height), mask)
        x += width(char, size, weight)
