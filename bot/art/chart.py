"""The stats chart: a player's recent final scores per game against a line to aim at.

One small panel per game kind, oldest game on the left, each game numbered on the x
axis (the player's nth game of that kind). The line is the optimal expected score of
the rules played (or 5000's goal), so the chart answers "how close am I to perfect
play?" rather than "am I better than the others?". One or two games are drawn as bars
from zero with their scores on top (a lone dot on a wide plot says nothing); a panel
without games is left out. The caller supplies every word (and writes the numbers in
the reader's language).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from bot.art import text
from bot.art.sheet import BACKGROUND, GRID, INK, MUTED, to_png

POINT: tuple[int, int, int] = (41, 128, 185)
WIN: tuple[int, int, int] = (230, 168, 0)
TARGET: tuple[int, int, int] = (192, 57, 43)
BAND: tuple[int, int, int] = (204, 224, 240)

WIDTH = 900
PANEL_H = 280
PAD = 20
TITLE_SIZE = 30
LABEL_SIZE = 22
AXIS_SIZE = 18
BARS_UP_TO = 2  # games drawn as bars rather than a line
BAR_W = 120
X_TICKS = 6  # at most this many game numbers under a line plot


def _plain(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


@dataclass(frozen=True)
class Panel:
    title: str  # e.g. "Yacht: last 12 games"
    scores: Sequence[float]  # oldest first
    wins: Sequence[bool] = ()  # same length as scores, or empty
    target: float | None = None
    target_label: str = ""  # e.g. "optimal play 245.9"
    first: int = 1  # the player's game number of the first score
    axis: str = ""  # what the x axis counts, e.g. "game"
    number: Callable[[float], str] = field(default=_plain)  # a number as the reader writes it
    #: a range around each score (a rating's uncertainty), drawn shaded behind it
    band: Sequence[tuple[float, float]] = ()


@dataclass(frozen=True)
class Chart:
    title: str
    panels: Sequence[Panel]
    legend_win: str = ""  # e.g. "win"; empty: no legend
    rtl: bool = False


def _ticks(low: float, high: float, count: int = 4) -> list[int]:
    """Round tick values covering low..high (steps of 1, 2 or 5 × 10^k)."""
    span = max(high - low, 1.0)
    raw = span / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    return [int(first + i * step) for i in range(count + 2) if first + i * step <= high + step]


def _x_ticks(count: int) -> list[int]:
    """Which of `count` games get their number under the axis: first, last, and evenly
    between (at most X_TICKS)."""
    if count <= X_TICKS:
        return list(range(count))
    step = math.ceil((count - 1) / (X_TICKS - 1))
    picked = list(range(0, count - 1, step))
    if count - 1 - picked[-1] < step / 2:
        picked.pop()
    return [*picked, count - 1]


def _dashed(draw: ImageDraw.ImageDraw, x0: float, x1: float, y: float,
            colour: tuple[int, int, int]) -> None:
    x = x0
    while x < x1:
        draw.line((x, y, min(x + 12, x1), y), fill=colour, width=3)
        x += 20


#: the title's band above the first panel
HEADER = PAD + TITLE_SIZE + 16


def chart_size(panels: Sequence[Panel]) -> tuple[int, int]:
    """The picture's size in pixels, known before it is drawn: a web page gives it to its
    <img>, so that nothing moves when the picture arrives."""
    shown = sum(1 for p in panels if p.scores)  # a panel without games says nothing
    return WIDTH, HEADER + max(shown, 1) * PANEL_H + PAD


def draw_chart(chart: Chart) -> Image.Image:
    panels = [p for p in chart.panels if p.scores]
    image = Image.new("RGB", chart_size(panels), BACKGROUND)
    draw = ImageDraw.Draw(image)
    edge_x, edge = (WIDTH - PAD, "r") if chart.rtl else (PAD, "l")
    text.draw(image, (edge_x, PAD), chart.title, TITLE_SIZE, "bold", INK, anchor=edge + "t")
    if chart.legend_win:
        far_x, far = (PAD, "l") if chart.rtl else (WIDTH - PAD, "r")
        text.draw(image, (far_x, PAD + TITLE_SIZE / 2), chart.legend_win, AXIS_SIZE,
                  "regular", MUTED, anchor=far + "m")
        legend_w = text.width(chart.legend_win, AXIS_SIZE)
        dot_x = far_x + (legend_w + 14 if chart.rtl else -legend_w - 14)
        draw.ellipse((dot_x - 7, PAD + TITLE_SIZE / 2 - 7, dot_x + 7, PAD + TITLE_SIZE / 2 + 7),
                     fill=WIN)
    for index, panel in enumerate(panels):
        _panel(image, draw, panel, HEADER + index * PANEL_H, chart.rtl)
    return image


TARGET_KEY = 42  # the dashed key and the gaps around it, beside the target's label
TITLE_GAP = 16


def title_room(panel: Panel) -> float:
    """The width a panel's title may take: the title line also holds the target's label
    and key at its far end, and the two must never run into each other (a long title is
    cut between letters; the catalogues are kept short enough that none is)."""
    room: float = WIDTH - 2 * PAD
    if panel.target is not None:
        room -= text.width(panel.target_label, AXIS_SIZE, "bold") + TARGET_KEY + TITLE_GAP
    return room


def _panel(image: Image.Image, draw: ImageDraw.ImageDraw, panel: Panel, top: int,
           rtl: bool) -> None:
    edge_x, edge = (WIDTH - PAD, "r") if rtl else (PAD, "l")
    text.draw(image, (edge_x, top + 4), text.fit(panel.title, LABEL_SIZE, "bold",
                                                 title_room(panel)),
              LABEL_SIZE, "bold", INK, anchor=edge + "t")
    plot_top, plot_bottom = top + 44, top + PANEL_H - 56
    plot_left, plot_right = PAD + 70, WIDTH - PAD - 30
    bars = len(panel.scores) <= BARS_UP_TO
    values = [float(s) for s in panel.scores]
    values += [float(v) for pair in panel.band for v in pair]
    if panel.target is not None:
        values.append(panel.target)
    if bars:  # bars stand on zero, so their heights compare
        values.append(0.0)
    low, high = min(values), max(values)
    margin = max((high - low) * 0.08, abs(high) * 0.05, 1.0)
    low, high = (low if bars else low - margin), high + margin
    ticks = _ticks(low, high)
    low, high = float(ticks[0]), float(max(ticks[-1], high))
    if high <= low:
        high = low + 1

    def y_of(value: float) -> float:
        return plot_bottom - (value - low) / (high - low) * (plot_bottom - plot_top)

    for tick in ticks:
        y = y_of(tick)
        if plot_top - 1 <= y <= plot_bottom + 1:
            draw.line((plot_left, y, plot_right, y), fill=GRID)
            text.draw(image, (plot_left - 8, y), panel.number(tick), AXIS_SIZE, "regular",
                      MUTED, anchor="rm")
    if panel.target is not None:
        _dashed(draw, plot_left, plot_right, y_of(panel.target), TARGET)
        # Its label sits on the panel's title line, at the far end: never on a point.
        far_x, far = (PAD, "l") if rtl else (WIDTH - PAD, "r")
        text.draw(image, (far_x, top + 4), panel.target_label, AXIS_SIZE, "bold",
                  TARGET, anchor=far + "t")
        label_w = text.width(panel.target_label, AXIS_SIZE, "bold")
        key_x = far_x + (label_w + 10 if rtl else -label_w - 10)
        key_y = top + 4 + AXIS_SIZE * 0.6
        _dashed(draw, key_x - 32 if not rtl else key_x, key_x if not rtl else key_x + 32,
                key_y, TARGET)
    n = len(panel.scores)
    if bars:
        gap = (plot_right - plot_left) / (n + 1)
        xs = [plot_left + gap * (i + 1) for i in range(n)]
    else:
        step = (plot_right - plot_left - 30) / (n - 1)
        xs = [plot_left + 15 + i * step for i in range(n)]
    won = [bool(panel.wins) and panel.wins[i] for i in range(n)]
    if panel.band and not bars:
        draw.polygon([*((x, y_of(high)) for x, (_, high) in zip(xs, panel.band, strict=True)),
                      *((x, y_of(low)) for x, (low, _) in reversed(
                          list(zip(xs, panel.band, strict=True))))], fill=BAND)
    elif panel.band:
        for x, (band_low, band_high) in zip(xs, panel.band, strict=True):
            draw.rectangle((x - BAR_W / 2 - 8, y_of(band_high), x + BAR_W / 2 + 8,
                            y_of(band_low)), fill=BAND)
    if bars:
        for x, score, win in zip(xs, panel.scores, won, strict=True):
            draw.rectangle((x - BAR_W / 2, min(y_of(score), y_of(0)), x + BAR_W / 2,
                            max(y_of(score), y_of(0))), fill=WIN if win else POINT)
            _value_label(image, draw, x, y_of(score) - 8, panel.number(score), LABEL_SIZE)
    else:
        points = [(x, y_of(s)) for x, s in zip(xs, panel.scores, strict=True)]
        draw.line(points, fill=POINT, width=3, joint="curve")
        for (x, y), win in zip(points, won, strict=True):
            r = 8 if win else 6
            draw.ellipse((x - r, y - r, x + r, y + r), fill=WIN if win else POINT,
                         outline=BACKGROUND, width=2)
        last_x, last_y = points[-1]
        _value_label(image, draw, last_x, last_y - 12, panel.number(panel.scores[-1]),
                     AXIS_SIZE)
    # The x axis: the player's game numbers, and what they count.
    draw.line((plot_left, plot_bottom, plot_right, plot_bottom), fill=MUTED)
    shown = range(n) if bars else _x_ticks(n)
    for i in shown:
        draw.line((xs[i], plot_bottom, xs[i], plot_bottom + 5), fill=MUTED)
        text.draw(image, (xs[i], plot_bottom + 8), panel.number(panel.first + i), AXIS_SIZE,
                  "regular", MUTED, anchor="mt")
    if panel.axis:
        text.draw(image, (WIDTH / 2, plot_bottom + 32), panel.axis, AXIS_SIZE, "regular",
                  MUTED, anchor="mt")


def _value_label(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, bottom: float,
                 label: str, size: int) -> None:
    """A score above its bar or point, on a patch of background: the target line may run
    right behind it and must not strike the digits through."""
    half = text.width(label, size, "bold") / 2 + 4
    draw.rectangle((x - half, bottom - size * 0.8, x + half, bottom + 1), fill=BACKGROUND)
    text.draw(image, (x, bottom), label, size, "bold", INK, anchor="mb")


def render_chart(chart: Chart) -> bytes:
    return to_png(draw_chart(chart))
