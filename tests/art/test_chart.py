"""The stats chart: game numbers under the axis, bars for one or two games, no empty
panel, and titles that read right to left in Arabic."""

from __future__ import annotations

import io
from itertools import pairwise

import pytest
from PIL import Image

from bot.art import text
from bot.art.chart import (
    AXIS_SIZE,
    LABEL_SIZE,
    PAD,
    PANEL_H,
    POINT,
    TARGET_KEY,
    TITLE_GAP,
    WIDTH,
    WIN,
    Chart,
    Panel,
    _x_ticks,
    draw_chart,
    render_chart,
    title_room,
)
from bot.domain import SkillRow
from bot.render.pictures import RECENT_GAMES, RecentGame, stats_chart
from bot.rules import variant_ids
from bot.text import texts_for

LANGUAGES = ("en", "es", "ar", "ta", "sq")


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
    monkeypatch.setattr("bot.art.stats.render_chart",
                        lambda chart: seen.append(chart) or b"")
    games = [RecentGame("yacht", {}, s, False) for s in range(150, 170)]
    stats_chart("Alice", games, texts_for("en"), {"yacht": 37})
    (panel,) = seen[0].panels
    assert panel.first == 18 and panel.first + len(panel.scores) - 1 == 37
    assert panel.axis == "game number" and panel.number(5000) == "5,000"
    stats_chart("Alice", games[:3], texts_for("sq"), None)
    assert seen[1].panels[0].first == 1 and seen[1].panels[0].number(12000) == "12\u00a0000"
    assert seen[1].panels[0].number(5000) == "5000"  # CLDR: from five digits on


def test_arabic_titles_start_right_to_left(artifacts, monkeypatch):
    t = texts_for("ar")
    games = [RecentGame("yacht", {}, 201, False)] * 11
    data = stats_chart("Alice", games, t, {"yacht": 11})
    assert data is not None and Image.open(io.BytesIO(data)).format == "PNG"
    (artifacts / "chart_ar.png").write_bytes(data)
    seen: list[Chart] = []
    monkeypatch.setattr("bot.art.stats.render_chart",
                        lambda chart: seen.append(chart) or b"")
    stats_chart("Alice", games, t, {"yacht": 11})
    # RLM first: raqm lays the line out right to left although it opens with a Latin name
    assert seen[0].title.startswith("\u200f") and seen[0].panels[0].title.startswith("\u200f")


def skill_row(kind: str, lost: float) -> SkillRow:
    return SkillRow(game_id=1, position=0, guild_id=1, user_id=2, kind=kind, score=200,
                    lost=lost, accuracy=80.0, luck=0.0, ranked=True, finished_at=0.0)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_panel_title_fits_beside_its_target_label(language, monkeypatch):
    """Each panel's title shares its line with the target's label: with the most games a
    panel shows, in every language and game, the whole title fits in the room left."""
    seen: list[Chart] = []
    monkeypatch.setattr("bot.art.stats.render_chart",
                        lambda chart: seen.append(chart) or b"")
    kinds = variant_ids()
    games = [RecentGame(kind, {}, 150, False) for kind in kinds for _ in range(RECENT_GAMES)]
    skill = [skill_row(kind, 12.5) for kind in kinds for _ in range(RECENT_GAMES)]
    stats_chart("Alice", games, texts_for(language), skill=skill)
    panels = seen[0].panels
    assert len(panels) == 2 * len(kinds)
    for panel in panels:
        assert panel.target is not None
        assert text.width(panel.title, LABEL_SIZE, "bold") <= title_room(panel), panel.title


def test_a_title_too_long_for_its_line_is_cut_before_the_target_label():
    long = Panel("Yacht: " + "very " * 40 + "long", [201, 230, 190], [], 245.9,
                 "optimal play 245.9")
    assert title_room(long) < WIDTH - 2 * PAD
    image = draw_chart(Chart("Alice", [long]))
    label_left = WIDTH - PAD - text.width(long.target_label, AXIS_SIZE, "bold") - TARGET_KEY
    top = PAD + 30 + 16  # the first panel's title line
    title_ink = image.crop((0, top, round(label_left) - 4, top + LABEL_SIZE + 8)).getbbox()
    beside = image.crop((round(label_left) - TITLE_GAP + 2, top, round(label_left) - 2,
                         top + LABEL_SIZE + 8))
    assert title_ink is not None
    assert beside.convert("L").getextrema()[0] > 200  # nothing dark in the gap


def test_the_rating_is_drawn_in_its_band(artifacts):
    """The stats chart's rating panel: the estimate after each rated game, shaded between
    three uncertainties either side (the lower edge is the rating the boards show)."""
    from bot.art.chart import BAND
    from bot.domain import ORDINAL_Z, RatingPoint

    history = [RatingPoint(i, "yacht", 25.0 + i * 0.8, 8.3 - i * 0.4, float(i))
               for i in range(8)]
    seen: list[Chart] = []
    original = render_chart

    def keep(chart: Chart) -> bytes:
        seen.append(chart)
        return original(chart)

    import bot.art.stats as pictures
    pictures_render = pictures.render_chart
    pictures.render_chart = keep
    try:
        data = stats_chart("Alice", [], texts_for("en"), ratings=history)
    finally:
        pictures.render_chart = pictures_render
    assert data is not None
    (artifacts / "chart_rating.png").write_bytes(data)
    (panel,) = seen[0].panels
    assert panel.title == texts_for("en").line(texts_for("en")(
        "chart-rating-panel", game="Yacht", count=8))
    assert [low for low, _ in panel.band] == [p.mu - ORDINAL_Z * p.sigma for p in history]
    image = Image.open(io.BytesIO(data)).convert("RGB")
    assert len(colour_columns(image, BAND)) > WIDTH / 2  # shaded along the whole line
    without = draw_chart(Chart("Alice", [Panel(panel.title, panel.scores)]))
    assert not colour_columns(without, BAND)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rating_panel_title_fits(language):
    from bot.domain import RatingPoint
    from bot.render.pictures import rating_panels

    history = [RatingPoint(i, kind, 25.0, 8.0, 0.0) for kind in variant_ids()
               for i in range(RECENT_GAMES)]
    for panel in rating_panels(history, texts_for(language)):
        assert text.width(panel.title, LABEL_SIZE, "bold") <= title_room(panel), panel.title


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_seasons_standings_picture(language, artifacts):
    """The standings of a game's season as a sheet: its players as columns, wins,
    games, scores, skill (– for an unreviewed player) and rating as rows."""
    from bot.domain import Standing
    from bot.render.pictures import STANDINGS_SHOWN, standings_picture

    standings = [Standing(i, 12 - i, 10 - i, 300 - i, 210.5 - i,
                          None if i == 2 else 14.25 + i, 20.5 - i) for i in range(10)]
    t = texts_for(language)
    data = standings_picture("yacht", t("board-season", number=35,
                                        length=t("season-monthly")), standings,
                             [f"Player {i}" for i in range(10)], t)
    (artifacts / f"standings_{language}.png").write_bytes(data)
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG" and image.width <= 1240
    narrower = standings_picture("yacht", "1", standings[:2], ["A", "B"], t)
    assert Image.open(io.BytesIO(narrower)).width < image.width
    assert STANDINGS_SHOWN == 6  # ten given, six shown: the sheet's width on a phone
