"""Score sheets and the stats chart as pictures: the kind's sheet rows, worded by the
catalogue, drawn by bot.art. Pure: the caller passes the players' plain names (a
picture cannot show a mention).

bot.art draws with PIL, which the bot needs only once a picture is asked for: it is
imported then, not when the bot starts (tests/test_startup_imports.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.domain import ORDINAL_Z, RatingPoint, SkillRow, Standing, TableView
from bot.kinds import RESET_MARK, find_kind
from bot.render.screen import winner_text
from bot.rules import BaseGame
from bot.text import Texts

if TYPE_CHECKING:
    from bot.art.chart import Chart, Panel
    from bot.art.sheet import Row, RowStyle

RECENT_GAMES = 20
AIM_LABELS = {"optimal": "chart-optimal", "goal": "chart-goal"}  # GameKind.aim's codes


def _plain(cell: str) -> str:
    """A reset cell without its text mark: the picture draws an arrow instead."""
    return cell.replace(RESET_MARK, "").strip("\u2066\u2067\u2068\u2069 ")


def render_chart(chart: Chart) -> bytes:
    from bot.art.chart import render_chart as draw

    return draw(chart)


def sheet_rows(game: BaseGame, table: TableView, t: Texts) -> list[Row]:
    from bot.art.sheet import Row

    rows = find_kind(table.kind).sheet(game, t)
    last = len(rows) - 1
    out = []
    for index, row in enumerate(rows):
        style: RowStyle = "total" if index == last else ("sum" if row.strong else "box")
        cells = tuple("" if row.mark(i) == "open" else _plain(c) if row.mark(i) == "reset"
                      else c for i, c in enumerate(row.cells))
        out.append(Row(t.line(row.label), cells, style, row.marks))
    return out


def subtitle(game: BaseGame, names: Mapping[str, str], t: Texts) -> str:
    if not game.is_over and not getattr(game, "served_win", None):
        return t.line(t("picture-in-progress", player=names[game.current_player]))
    return t.line(winner_text(names, game, t, keys=(
        "picture-served-win", "picture-winner-one", "picture-winner-tie")))


def sheet_picture(table: TableView, game: BaseGame, t: Texts,
                  names: Mapping[str, str]) -> bytes:
    """The whole sheet, players as columns; winners highlighted once the game is over."""
    from bot.art.sheet import Sheet, render_sheet

    keys = list(game.players)
    winners = frozenset(i for i, k in enumerate(keys) if k in game.winners) \
        if game.is_over else frozenset()
    current = None if game.is_over else keys.index(game.current_player)
    sheet = Sheet(
        title=t.line(t("sheet-picture-title", game=find_kind(table.kind).name(t),
                       id=str(table.id))),
        players=[names[k] for k in keys],
        rows=sheet_rows(game, table, t),
        subtitle=subtitle(game, names, t),
        winners=winners, current=current, rtl=t.rtl,
    )
    return render_sheet(sheet)


def sheet_file(table: TableView, game: BaseGame, t: Texts,
               names: Mapping[str, str]) -> discord.File:
    import io

    return discord.File(io.BytesIO(sheet_picture(table, game, t, names)),
                        filename=sheet_filename(table))


def sheet_filename(table: TableView) -> str:
    return f"sheet-{table.id}.png"


#: players a season's standings picture shows (columns of the sheet)
STANDINGS_SHOWN = 6


def standings_picture(kind_id: str, season: str, standings: Sequence[Standing],
                      names: Sequence[str], t: Texts) -> bytes:
    """A game's season standings as a sheet: its top players as columns (the champion
    starred), their wins, games, best and mean points, skill and rating as rows."""
    from bot.art.sheet import Row, Sheet, render_sheet

    top = list(standings[:STANDINGS_SHOWN])

    def number(value: float | None, decimals: int = 0) -> str:
        return "–" if value is None else t.number(value, decimals)

    rows = [
        Row(t.line(t("standings-wins")), [number(s.wins) for s in top], "sum"),
        Row(t.line(t("standings-games")), [number(s.games) for s in top]),
        Row(t.line(t("standings-best")), [number(s.best) for s in top]),
        Row(t.line(t("standings-mean")), [number(s.mean, 1) for s in top]),
        Row(t.line(t("standings-skill")), [number(s.lost, 1) for s in top]),
        Row(t.line(t("standings-rating")), [number(s.rating, 1) for s in top], "total"),
    ]
    return render_sheet(Sheet(
        title=t.line(t("standings-title", game=find_kind(kind_id).name(t), season=season)),
        players=list(names[:len(top)]), rows=rows, winners=frozenset({0}) if top else
        frozenset(), rtl=t.rtl))


@dataclass(frozen=True)
class RecentGame:
    """One finished game of a player, oldest first in a list."""

    kind: str
    options: dict[str, object]
    score: int
    won: bool


def skill_panels(skill: Sequence[SkillRow], t: Texts) -> list[Panel]:
    """One panel per game reviewed: the points lost to decisions in each of the last
    games, against perfect play's 0 (the skill trend, luck taken out)."""
    from bot.art.chart import Panel

    by_kind: dict[str, list[SkillRow]] = {}
    for row in skill:
        by_kind.setdefault(row.kind, []).append(row)

    def number(value: float) -> str:  # points lost carry a decimal, game numbers none
        return t.number(value, 0 if float(value).is_integer() else 1)

    panels = []
    for kind_id, rows in by_kind.items():
        recent = rows[-RECENT_GAMES:]
        panels.append(Panel(
            title=t.line(t("chart-skill-panel", game=find_kind(kind_id).name(t),
                           count=len(recent))),
            scores=[r.lost for r in recent], target=0.0,
            target_label=t.line(t("chart-skill-aim")),
            first=len(rows) - len(recent) + 1, axis=t.line(t("chart-axis")), number=number,
        ))
    return panels


def rating_panels(history: Sequence[RatingPoint], t: Texts) -> list[Panel]:
    """One panel per game rated: the rating's estimate after each of the last rated
    games, in its band of three uncertainties either side (the band's lower edge is the
    rating shown on the boards)."""
    from bot.art.chart import Panel

    by_kind: dict[str, list[RatingPoint]] = {}
    for point in history:
        by_kind.setdefault(point.kind, []).append(point)
    panels = []
    for kind_id, points in by_kind.items():
        recent = points[-RECENT_GAMES:]
        panels.append(Panel(
            title=t.line(t("chart-rating-panel", game=find_kind(kind_id).name(t),
                           count=len(recent))),
            scores=[round(p.mu, 1) for p in recent],
            band=[(p.ordinal, p.mu + ORDINAL_Z * p.sigma) for p in recent],
            first=len(points) - len(recent) + 1, axis=t.line(t("chart-rating-axis")),
            number=lambda value: t.number(value, 0 if float(value).is_integer() else 1),
        ))
    return panels


def stats_chart(player: str, games: Sequence[RecentGame], t: Texts,
                played: Mapping[str, int] | None = None,
                skill: Sequence[SkillRow] = (),
                ratings: Sequence[RatingPoint] = ()) -> bytes | None:
    """One panel per game kind played: the last scores against the line to aim at (the
    optimal expected score of the latest rules played, or the game's target), each game
    numbered under the axis: `played` is how many games of each kind the player finished
    (the last one shown is that number), else the panel counts from 1. Then the skill
    trend of each game reviewed (`skill`: the player's reviews, oldest first), and the
    rating of each game rated with its band (`ratings`: after each rated game, oldest
    first)."""
    from bot.art.chart import Chart, Panel

    panels = []
    by_kind: dict[str, list[RecentGame]] = {}
    for game in games:
        by_kind.setdefault(game.kind, []).append(game)
    for kind_id, all_played in by_kind.items():
        recent = all_played[-RECENT_GAMES:]
        kind = find_kind(kind_id)
        aim = kind.aim(recent[-1].options)
        target, label = (None, "") if aim is None else (
            aim[0], t.line(t(AIM_LABELS[aim[1]], score=t.number(
                aim[0], 0 if aim[0].is_integer() else 1))))
        total = (played or {}).get(kind_id, len(recent))
        panels.append(Panel(
            title=t.line(t("chart-panel", game=kind.name(t), count=len(recent))),
            scores=[g.score for g in recent], wins=[g.won for g in recent],
            target=target, target_label=label, first=max(1, total - len(recent) + 1),
            axis=t.line(t("chart-axis")), number=t.number,
        ))
    panels += skill_panels(skill, t)
    panels += rating_panels(ratings, t)
    if not panels:
        return None
    return render_chart(Chart(t.line(t("chart-title", player=t.isolate(player))), panels,
                              legend_win=t.line(t("chart-win")), rtl=t.rtl))
