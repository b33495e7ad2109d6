"""The stats chart: game numbers under the axis, bars for one or two games, no empty
panel, and titles that read right to left in Arabic."""

from __future__ import annotations

import io
from itertools import pairwise

from PIL import Image

from bot.art.chart import PANEL_H, POINT, WIN, Chart, Panel, _x_ticks, draw_chart, render_chart
from bot.render.pictures import RecentGame, stats_chart
from bot.text import texts_for


def colour_columns(image: Image.Image, colour: tuple[int, int, int]) -> list[int]:
    """x of every column holding at least 40 pixels of this colour (a bar, not a dot)."""
    width, height = image.size
    pixels = image.load()
    assert pixels is not None
    return [x for x in range(width)
            if sum(pixels[x, y] == colour for y in range(height)) >= 40]


def test_a_panel_without_games_is_left_out():
    full = Panel("Yacht", [201, 230], [False, True], 245.9, "optimal 245.9")
    empty = Panel("Generala", [], [], 166.1, "optimal 166.1")
    assert draw_chart(Chart("Alice", [full, empty])).height == \
        draw_chart(Chart("Alice", [full])).height
    assert draw_chart(Chart("Alice", [full, full])).height - \
        draw_chart(Chart("Alice", [full])).height == PANEL_H


def test_one_or_two_games_are_bars_from_zero(artifacts):
    one = draw_chart(Chart("Alice", [Panel("Yacht", [187], [True], 245.9, "optimal")]))
    two = draw_chart(Chart("Alice", [Panel("Yacht", [187, 230], [False, False], 245.9, "o")]))
    (artifacts / "chart_one_game.png").write_bytes(render_chart(
        Chart("Alice", [Panel("Yacht", [187], [True], 245.9, "optimal")])))
    assert len(colour_columns(one, WIN)) >= 100  # one wide bar
    columns = colour_columns(two, POINT)
    assert len(columns) >= 200 and max(columns) - min(columns) > 300  # two bars apart
    many = draw_chart(Chart("Alice", [Panel("Yacht", [187, 230, 201], [], 245.9, "o")]))
    assert not colour_columns(many, POINT)  # a line of dots, no bars


def test_game_numbers_under_the_axis_first_and_last_and_between():
    assert _x_ticks(1) == [0] and _x_ticks(6) == [0, 1, 2, 3, 4, 5]
    ticks = _x_ticks(20)
    assert ticks[0] == 0 and ticks[-1] == 19 and len(ticks) <= 6
    assert all(b - a >= 3 for a, b in pairwise(ticks))


def test_the_chart_numbers_games_from_the_players_count(monkeypatch):
    """The last point is the player's nth game of that kind (n from their stats)."""
    seen: list[Chart] = []
    monkeypatch.setattr("bot.render.pictures.render_chart",
                        lambda chart: seen.append(chart) or b"")
    games = [RecentGame("yacht", {}, s, False) for s in range(150, 170)]
    stats_chart("Alice", games, texts_for("en"), {"yacht": 37})
    (panel,) = seen[0].panels
    assert panel.first == 18 and panel.first + len(panel.scores) - 1 == 37
    assert panel.axis == "game number" and panel.number(5000) == "5,000"
    stats_chart("Alice", games[:3], texts_for("sq"), None)
    assert seen[1].panels[0].first == 1 and seen[1].panels[0].number(5000) == "5\u00a0000"


def test_arabic_titles_start_right_to_left(artifacts, monkeypatch):
    t = texts_for("ar")
    games = [RecentGame("yacht", {}, 201, False)] * 11
    data = stats_chart("Alice", games, t, {"yacht": 11})
    assert data is not None and Image.open(io.BytesIO(data)).format == "PNG"
    (artifacts / "chart_ar.png").write_bytes(data)
    seen: list[Chart] = []
    monkeypatch.setattr("bot.render.pictures.render_chart",
                        lambda chart: seen.append(chart) or b"")
    stats_chart("Alice", games, t, {"yacht": 11})
    # RLM first: raqm lays the line out right to left although it opens with a Latin name
    assert seen[0].title.startswith("\u200f") and seen[0].panels[0].title.startswith("\u200f")
