"""The stats chart: a player's recent final scores per game against a line to aim at.

One small panel per game kind, oldest game on the left. The line is the optimal expected
score of the rules played (or 5000's goal), so the chart answers "how close am I to
perfect play?" rather than "am I better than the others?". The caller supplies every word.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.art import text
from bot.art.sheet import BACKGROUND, GRID, INK, MUTED, to_png

POINT: tuple[int, int, int] = (41, 128, 185)
WIN: tuple[int, int, int] = (230, 168, 0)
TARGET: tuple[int, int, int] = (192, 57, 43)

WIDTH = 900
PANEL_H = 260
PAD = 20
TITLE_SIZE = 30
LABEL_SIZE = 22
AXIS_SIZE = 18


@dataclass(frozen=True)
class Panel:
    title: str  # e.g. "Yacht: last 12 games"
    scores: Sequence[float]  # oldest first
    wins: Sequence[bool] = ()  # same length as scores, or empty
    target: float | None = None
    target_label: str = ""  # e.g. "optimal play 245.9"
    last_label: str | None = None  # the last point's label (default: the score as a whole)


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


def _dashed(draw: ImageDraw.ImageDraw, x0: float, x1: float, y: float,
            colour: tuple[int, int, int]) -> None:
    x = x0
    while x < x1:
        draw.line((x, y, min(x + 12, x1), y), fill=colour, width=3)
        x += 20


def draw_chart(chart: Chart) -> Image.Image:
    header = PAD + TITLE_SIZE + 16
    height = header + len(chart.panels) * PANEL_H + PAD
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
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

    for index, panel in enumerate(chart.panels):
        top = header + index * PANEL_H
        text.draw(image, (edge_x, top + 4), panel.title, LABEL_SIZE, "bold", INK,
                  anchor=edge + "t")
        plot_top, plot_bottom = top + 44, top + PANEL_H - 30
        plot_left, plot_right = PAD + 60, WIDTH - PAD - 30
        values = [float(s) for s in panel.scores]
        if panel.target is not None:
            values.append(panel.target)
        low, high = (min(values), max(values)) if values else (0.0, 1.0)
        margin = max((high - low) * 0.08, abs(high) * 0.05, 1.0)
        low, high = low - margin, high + margin
        ticks = _ticks(low, high)
        low, high = float(ticks[0]), float(max(ticks[-1], high))
        if high <= low:
            high = low + 1

        def y_of(value: float, lo: float = low, hi: float = high, t: int = plot_top,
                 b: int = plot_bottom) -> float:
            return b - (value - lo) / (hi - lo) * (b - t)

        for tick in ticks:
            y = y_of(tick)
            if plot_top - 1 <= y <= plot_bottom + 1:
                draw.line((plot_left, y, plot_right, y), fill=GRID)
                text.draw(image, (plot_left - 8, y), str(tick), AXIS_SIZE, "regular", MUTED,
                          anchor="rm")
        if panel.target is not None:
            _dashed(draw, plot_left, plot_right, y_of(panel.target), TARGET)
            # Its label sits on the panel's title line, at the far end: never on a point.
            far_x, far = (PAD, "l") if chart.rtl else (WIDTH - PAD, "r")
            text.draw(image, (far_x, top + 4), panel.target_label, AXIS_SIZE, "bold",
                      TARGET, anchor=far + "t")
            label_w = text.width(panel.target_label, AXIS_SIZE, "bold")
            key_x = far_x + (label_w + 10 if chart.rtl else -label_w - 10)
            key_y = top + 4 + AXIS_SIZE * 0.6
            _dashed(draw, key_x - 32 if not chart.rtl else key_x, key_x if not chart.rtl
                    else key_x + 32, key_y, TARGET)
        n = len(panel.scores)
        if n:
            step = (plot_right - plot_left - 30) / max(n - 1, 1)
            points = [(plot_left + 15 + i * step, y_of(s)) for i, s in enumerate(panel.scores)]
            if n > 1:
                draw.line(points, fill=POINT, width=3, joint="curve")
            for i, (x, y) in enumerate(points):
                won = bool(panel.wins) and panel.wins[i]
                r = 8 if won else 6
                draw.ellipse((x - r, y - r, x + r, y + r), fill=WIN if won else POINT,
                             outline=BACKGROUND, width=2)
            last_x, last_y = points[-1]
            last = panel.last_label if panel.last_label is not None \
                else str(round(panel.scores[-1]))
            text.draw(image, (last_x, last_y - 12), last, AXIS_SIZE, "bold", INK, anchor="mb")
    return image


def render_chart(chart: Chart) -> bytes:
    return to_png(draw_chart(chart))
