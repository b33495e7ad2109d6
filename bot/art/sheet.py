"""The score sheet as a PNG, from plain data: the caller supplies every word.

Players are columns, boxes are rows. The picture is about 1000 px wide for four players
so a phone shows it at full width with 20-something-pixel text; with a right-to-left
language the whole grid is mirrored (labels on the right, the first player next to
them). A player's name shrinks, then wraps, to fit its column: never cut. Cells carry
marks a player reads at a glance: a scratch is a struck-out 0, the upper bonus still
being worked towards is a muted "37/63" over a progress bar, an earned one a green
"+35", a 5000 total that fell back to 0 is red with a down arrow; the winner's column
is tinted and crowned with a star. Rendering costs a few milliseconds; it still only
happens at game end and on request (bench/sheet.py measures it).
"""

from __future__ import annotations

import io
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from PIL import Image, ImageDraw

from bot.art import text

RowStyle = Literal["box", "sum", "bonus", "total"]
Mark = Literal["", "open", "scratch", "progress", "earned", "reset"]
Colour = tuple[int, int, int]

BACKGROUND: Colour = (250, 250, 247)
STRIPE: Colour = (239, 240, 236)
INK: Colour = (30, 33, 38)
MUTED: Colour = (110, 114, 122)
GRID: Colour = (208, 210, 205)
HEADER_BG: Colour = (44, 62, 80)
HEADER_INK: Colour = (255, 255, 255)
SUM_BG: Colour = (226, 232, 240)
TOTAL_BG: Colour = (44, 62, 80)
WINNER_BG: Colour = (255, 236, 166)
WINNER_HEADER: Colour = (230, 168, 0)
WINNER_TOTAL: Colour = (214, 150, 0)
WINNER_SUM: Colour = (250, 222, 128)
CURRENT_BAR: Colour = (46, 160, 67)
EARNED: Colour = (30, 130, 56)
RESET: Colour = (192, 57, 43)
PROGRESS_TRACK: Colour = (214, 219, 226)
PROGRESS_FILL: Colour = (90, 130, 190)

PAD = 20
TITLE_SIZE = 34
SUBTITLE_SIZE = 24
CELL_SIZE = 27
HEADER_SIZE = 26
HEADER_SHRINK = 22  # a name on one line shrinks down to this size, then wraps
HEADER_MIN = 17  # and shrinks down to this size on two lines
HEADER_LINE = 1.2  # line height of wrapped names, in font sizes
HEADER_PAD = 14
LABEL_SHRINK = 21  # a row label too wide for its column shrinks down to this size first
STAR_R = 13  # the winner's star
ROW_H = 46
HEADER_H = 64  # at least: taller when names wrap or a winner's star sits above
LABEL_MIN, LABEL_MAX = 180, 400
COL_MIN, COL_MAX = 104, 220
MAX_WIDTH = 1240  # wider pictures shrink below readable size on a phone


@dataclass(frozen=True)
class Row:
    """One line of the sheet: a label and one cell per player ("" for an open box),
    and how each cell is marked (see the module doc; none: plain)."""

    label: str
    cells: Sequence[str]
    style: RowStyle = "box"
    marks: Sequence[Mark] = ()

    def mark(self, column: int) -> Mark:
        return self.marks[column] if self.marks else ""


@dataclass(frozen=True)
class Sheet:
    title: str
    players: Sequence[str]
    rows: Sequence[Row]
    subtitle: str = ""
    footer: str = ""
    winners: frozenset[int] = field(default_factory=frozenset)  # columns (0-based)
    current: int | None = None  # column of the player to act, while in progress
    rtl: bool = False


def _star(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: Colour) -> None:
    """A five-pointed star drawn as a polygon (the font has no ★)."""
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    draw.polygon(points, fill=fill)


#: a name's words, a bracketed part one word: "Kompjuteri 2 (i lehtë)" does not break as
#: "(i" / "lehtë)"
_WORDS = re.compile(r"\([^()]*\)|[^ ]+")


def _wrap(name: str, size: int, room: float) -> list[str]:
    """The name in lines no wider than `room`: between words (a computer's level in
    brackets is one), else between letters."""
    lines: list[str] = []
    current = ""
    for word in _WORDS.findall(name):
        trial = f"{current} {word}" if current else word
        if text.width(trial, size, "bold") <= room:
            current = trial
            continue
        if current:
            lines.append(current)
        current = ""
        for cluster in text.clusters(word):  # a word wider than the column
            if current and text.width(current + cluster, size, "bold") > room:
                lines.append(current)
                current = ""
            current += cluster
    return [*lines, current] if current else lines


def label_fit(label: str, weight: text.Weight, room: float) -> tuple[int, str]:
    """(size, text) of a row label: whole at the largest size that fits, cut between
    letters only when even the smallest size is too wide."""
    for size in range(CELL_SIZE, LABEL_SHRINK - 1, -1):
        if text.width(label, size, weight) <= room:
            return size, label
    return LABEL_SHRINK, text.fit(label, LABEL_SHRINK, weight, room)


def header_lines(name: str, room: float) -> tuple[int, list[str]]:
    """(size, lines) of a player's name in its column: whole at the largest size that
    fits (shrunk a little at most), else wrapped onto two lines between words (shrunk
    further if need be), else between letters, else onto as many lines as it takes."""
    sizes = range(HEADER_SIZE, HEADER_MIN - 1, -1)
    for size in range(HEADER_SIZE, HEADER_SHRINK - 1, -1):
        if text.width(name, size, "bold") <= room:
            return size, [name]
    words = _WORDS.findall(name)
    for whole in (True, False):  # a size that breaks no word first, then any
        for size in sizes:
            lines = _wrap(name, size, room)
            if len(lines) <= 2 and (not whole or all(
                    w in words for line in lines for w in _WORDS.findall(line))):
                return size, lines
    return HEADER_MIN, _wrap(name, HEADER_MIN, room)


def _struck_zero(draw: ImageDraw.ImageDraw, image: Image.Image, x: float, y: float,
                 weight: text.Weight) -> None:
    """A scratch: a muted 0 struck through."""
    text.draw(image, (x, y), "0", CELL_SIZE, weight, MUTED, anchor="mm")
    half = CELL_SIZE * 0.42
    draw.line((x - half, y + half * 0.9, x + half, y - half * 0.9), fill=MUTED, width=3)


def _down_arrow(draw: ImageDraw.ImageDraw, x: float, y: float, colour: Colour) -> None:
    """A reset: a small arrow pointing down, before the number."""
    draw.line((x, y - 9, x, y + 5), fill=colour, width=3)
    draw.polygon([(x - 6, y + 1), (x + 6, y + 1), (x, y + 10)], fill=colour)


def _progress(draw: ImageDraw.ImageDraw, x: int, y: int, width: int, share: float,
              rtl: bool) -> None:
    """A thin bar under a "37/63" cell: how far the upper bonus is, filling from where
    the reader starts (the right in Arabic)."""
    left, right = x + 14, x + width - 14
    top = y + ROW_H - 11
    draw.rounded_rectangle((left, top, right, top + 5), radius=2, fill=PROGRESS_TRACK)
    length = (right - left) * max(0.0, min(1.0, share))
    if length > 2:
        start, end = (right - length, right) if rtl else (left, left + length)
        draw.rounded_rectangle((start, top, end, top + 5), radius=2, fill=PROGRESS_FILL)


def _share(cell: str) -> float:
    """37/63 -> 0.587 (digits of any script Python reads as numbers)."""
    done, _, goal = "".join(c for c in cell if c.isdigit() or c == "/").partition("/")
    return int(done) / int(goal) if done and goal and int(goal) else 0.0


def draw_sheet(sheet: Sheet) -> Image.Image:
    n = len(sheet.players)
    if any(len(row.cells) != n for row in sheet.rows):
        raise ValueError("every row needs one cell per player")

    labels = [text.width(r.label, CELL_SIZE, "bold") + 2 * PAD + 6 for r in sheet.rows]
    label_w = int(min(LABEL_MAX, max([LABEL_MIN, *labels])))
    widest = max([text.width(c, CELL_SIZE, "bold") for r in sheet.rows for c in r.cells] or [0])
    names_w = max([text.width(p, HEADER_SIZE, "bold") for p in sheet.players] or [0])
    col_max = max(COL_MIN, min(COL_MAX, (MAX_WIDTH - 2 * PAD - label_w) // max(n, 1)))
    col_w = int(min(col_max, max(COL_MIN, widest + 2 * PAD, names_w + 2 * PAD + 8)))
    grid_w = label_w + n * col_w
    width = grid_w + 2 * PAD
    headers = [header_lines(name, col_w - 2 * 10) for name in sheet.players]
    star_room = 2 * STAR_R + 6 if sheet.winners else 0
    names_h = max((round(size * HEADER_LINE) * len(lines) for size, lines in headers),
                  default=0)
    header_h = max(HEADER_H, names_h + 2 * HEADER_PAD + star_room)

    top = PAD + TITLE_SIZE + 12 + (SUBTITLE_SIZE + 10 if sheet.subtitle else 0)
    grid_top = top + 8
    grid_h = header_h + ROW_H * len(sheet.rows)
    height = grid_top + grid_h + PAD + (SUBTITLE_SIZE + 8 if sheet.footer else 0)

    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)

    # Columns left to right in reading order; mirrored for right-to-left languages.
    def col_x(column: int) -> int:
        """Left x of player column `column` (0-based)."""
        if sheet.rtl:
            return PAD + (n - 1 - column) * col_w
        return PAD + label_w + column * col_w

    label_x = PAD + n * col_w if sheet.rtl else PAD
    start_anchor, start_x = (("rm", label_x + label_w - PAD) if sheet.rtl
                             else ("lm", label_x + PAD))

    # Title and subtitle, aligned to the reading start.
    edge_anchor = "r" if sheet.rtl else "l"
    edge_x = width - PAD if sheet.rtl else PAD
    text.draw(image, (edge_x, PAD), sheet.title, TITLE_SIZE, "bold", INK,
              anchor=edge_anchor + "t")
    if sheet.subtitle:
        text.draw(image, (edge_x, PAD + TITLE_SIZE + 12), sheet.subtitle, SUBTITLE_SIZE,
                  "regular", MUTED,
                  anchor=edge_anchor + "t")

    # Winner columns: a tinted band behind the whole column.
    for column in sheet.winners:
        x = col_x(column)
        draw.rectangle((x, grid_top, x + col_w - 1, grid_top + grid_h - 1), fill=WINNER_BG)

    # Header: player names (shrunk or wrapped to fit, never cut); the winner's star.
    draw.rectangle((PAD, grid_top, PAD + grid_w - 1, grid_top + header_h - 1), fill=HEADER_BG)
    for column, (size, lines) in enumerate(headers):
        x = col_x(column)
        if column in sheet.winners:
            draw.rectangle((x, grid_top, x + col_w - 1, grid_top + header_h - 1),
                           fill=WINNER_HEADER)
            _star(draw, x + col_w / 2, grid_top + HEADER_PAD / 2 + STAR_R, STAR_R, HEADER_INK)
        if column == sheet.current:
            draw.rectangle((x, grid_top + header_h - 6, x + col_w - 1, grid_top + header_h - 1),
                           fill=CURRENT_BAR)
        line_h = round(size * HEADER_LINE)
        middle = grid_top + star_room + (header_h - star_room) / 2
        first = middle - line_h * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            text.draw(image, (x + col_w / 2, first + i * line_h), line, size, "bold",
                      HEADER_INK, anchor="mm")

    # Rows.
    y = grid_top + header_h
    for index, row in enumerate(sheet.rows):
        mid = y + ROW_H / 2
        if row.style == "total":
            draw.rectangle((PAD, y, PAD + grid_w - 1, y + ROW_H - 1), fill=TOTAL_BG)
        elif row.style == "sum":
            draw.rectangle((PAD, y, PAD + grid_w - 1, y + ROW_H - 1), fill=SUM_BG)
            for column in sheet.winners:  # the winner's band runs on through sums
                x = col_x(column)
                draw.rectangle((x, y, x + col_w - 1, y + ROW_H - 1), fill=WINNER_SUM)
        elif index % 2 == 1:
            draw.rectangle((label_x, y, label_x + label_w - 1, y + ROW_H - 1), fill=STRIPE)
            for column in range(n):
                if column not in sheet.winners:
                    x = col_x(column)
                    draw.rectangle((x, y, x + col_w - 1, y + ROW_H - 1), fill=STRIPE)
        strong = row.style in ("sum", "total")
        ink = HEADER_INK if row.style == "total" else (MUTED if row.style == "bonus" else INK)
        weight: text.Weight = "bold" if strong else "regular"
        label_size, label = label_fit(row.label, weight, label_w - 2 * PAD)
        text.draw(image, (start_x, mid), label, label_size, weight, ink, anchor=start_anchor)
        for column, value in enumerate(row.cells):
            x = col_x(column)
            centre = x + col_w / 2
            if row.style == "total" and column in sheet.winners:
                draw.rectangle((x, y, x + col_w - 1, y + ROW_H - 1), fill=WINNER_TOTAL)
            mark = row.mark(column)
            if mark == "scratch":
                _struck_zero(draw, image, centre, mid, weight)
                continue
            if mark == "progress":
                _progress(draw, x, y, col_w, _share(value), sheet.rtl)
                text.draw(image, (centre, mid - 4), value, CELL_SIZE - 5, "regular", MUTED,
                          anchor="mm")
                continue
            colour = EARNED if mark == "earned" else RESET if mark == "reset" else ink
            shown = text.fit(str(value), CELL_SIZE, weight, col_w - 8)
            text.draw(image, (centre, mid), shown, CELL_SIZE, weight, colour, anchor="mm")
            if mark == "reset":
                half = text.width(shown, CELL_SIZE, weight) / 2
                _down_arrow(draw, centre - half - 12, mid, RESET)
        draw.line((PAD, y + ROW_H - 1, PAD + grid_w - 1, y + ROW_H - 1), fill=GRID)
        y += ROW_H

    # Column rules and the frame.
    for column in range(n):
        x = col_x(column)
        draw.line((x, grid_top, x, grid_top + grid_h - 1), fill=GRID)
    draw.rectangle((PAD, grid_top, PAD + grid_w - 1, grid_top + grid_h - 1), outline=GRID)

    if sheet.footer:
        text.draw(image, (edge_x, grid_top + grid_h + 10), sheet.footer, SUBTITLE_SIZE,
                  "regular", MUTED,
                  anchor=edge_anchor + "t")
    return image


def to_png(image: Image.Image, palette: Image.Image | None = None) -> bytes:
    """PNG bytes. Encoding costs more than drawing: a picture is a few flat colours plus
    anti-aliased text, so a palette of 256 colours looks the same and deflates in a
    fifth of the time (and half the size) of RGB. With a fixed `palette` the mapping
    costs about 1 ms; without, an adaptive palette is computed (about 12 ms)."""
    if palette is not None:
        mapped = image.quantize(palette=palette, dither=Image.Dither.NONE)
    else:
        mapped = image.quantize(colors=256, method=Image.Quantize.FASTOCTREE,
                                dither=Image.Dither.NONE)
    out = io.BytesIO()
    mapped.save(out, format="PNG", compress_level=1)
    return out.getvalue()


@lru_cache(maxsize=1)
def sheet_palette() -> Image.Image:
    """Every colour a sheet uses, with the text's anti-aliasing blends over each
    background: computed once from a sample sheet that has every kind of cell."""
    styles: tuple[RowStyle, ...] = ("box", "box", "sum", "bonus", "total")
    rows = [Row(f"Row {style} 0123456789", [f"{i}{n}8" for n in range(3)], style)
            for i, style in enumerate(styles)]
    marks: tuple[Mark, ...] = ("scratch", "progress", "earned", "reset")
    rows += [Row(f"Mark {mark}", ["37/63" if mark == "progress" else "+35"] * 3, style,
                 [mark] * 3) for mark in marks for style in ("box", "sum")]
    sample = draw_sheet(Sheet("Sheet 0123456789", ["Alice", "Bob", "Carol"], rows,
                              subtitle="Subtitle 0123456789", footer="Footer",
                              winners=frozenset({1}), current=2))
    return sample.quantize(colors=256, method=Image.Quantize.FASTOCTREE,
                           dither=Image.Dither.NONE)


def render_sheet(sheet: Sheet) -> bytes:
    return to_png(draw_sheet(sheet), sheet_palette())
