"""The stats chart a player's record draws (/yacht stats, and the player's page on the
web): one panel per game of their last scores against the line to aim at, then the
luck-free skill trend and the rating with its band. Built here, beside bot.art.chart
which draws it, from the games' names and aims (bot.kinds) in the reader's words
(bot.text), without Discord: the bot and the web pages draw the same picture.

PIL is imported when a chart is drawn, not when this module is (the bot starts without
it: tests/test_startup_imports.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Protocol, TypeVar

from bot.domain import ORDINAL_Z, RatingPoint
from bot.kinds import find_kind
from bot.text import Texts

if TYPE_CHECKING:
    from bot.art.chart import Chart, Panel

RECENT_GAMES = 20
AIM_LABELS = {"optimal": "chart-optimal", "goal": "chart-goal"}  # GameKind.aim's codes


R = TypeVar("R", bound="Reviewed | RatingPoint")


def render_chart(chart: Chart) -> bytes:
    from bot.art.chart import render_chart as draw

    return draw(chart)


class Reviewed(Protocol):
    """One reviewed game of the player (bot.domain.SkillRow, or a page's row of it)."""

    @property
    def kind(self) -> str: ...

    @property
    def lost(self) -> float: ...


@dataclass(frozen=True)
class RecentGame:
    """One finished game of a player, oldest first in a list."""

    kind: str
    options: dict[str, object]
    score: int
    won: bool


def by_kind(rows: Sequence[R]) -> dict[str, list[R]]:
    """Rows by their game, in order, each game's oldest first."""
    found: dict[str, list[R]] = {}
    for row in rows:
        found.setdefault(row.kind, []).append(row)
    return found


def decimal(t: Texts, value: float) -> str:
    """Points lost and ratings carry a decimal; whole numbers (game numbers) none."""
    return t.number(value, 0 if float(value).is_integer() else 1)


def skill_panels(skill: Sequence[Reviewed], t: Texts) -> list[Panel]:
    """One panel per game reviewed: the points lost to decisions in each of the last
    games, against perfect play's 0 (the skill trend, luck taken out)."""
    from bot.art.chart import Panel

    panels = []
    for kind_id, rows in by_kind(skill).items():
        recent = rows[-RECENT_GAMES:]
        panels.append(Panel(
            title=t.line(t("chart-skill-panel", game=find_kind(kind_id).name(t),
                           count=len(recent))),
            scores=[r.lost for r in recent], target=0.0,
            target_label=t.line(t("chart-skill-aim")),
            first=len(rows) - len(recent) + 1, axis=t.line(t("chart-axis")),
            number=partial(decimal, t),
        ))
    return panels


def rating_panels(history: Sequence[RatingPoint], t: Texts) -> list[Panel]:
    """One panel per game rated: the rating's estimate after each of the last rated
    games, in its band of three uncertainties either side (the band's lower edge is the
    rating shown on the boards)."""
    from bot.art.chart import Panel

    panels = []
    for kind_id, points in by_kind(history).items():
        recent = points[-RECENT_GAMES:]
        panels.append(Panel(
            title=t.line(t("chart-rating-panel", game=find_kind(kind_id).name(t),
                           count=len(recent))),
            scores=[round(p.mu, 1) for p in recent],
            band=[(p.ordinal, p.mu + ORDINAL_Z * p.sigma) for p in recent],
            first=len(points) - len(recent) + 1, axis=t.line(t("chart-rating-axis")),
            number=partial(decimal, t),
        ))
    return panels


def stats_chart(player: str, games: Sequence[RecentGame], t: Texts,
                played: Mapping[str, int] | None = None,
                skill: Sequence[Reviewed] = (),
                ratings: Sequence[RatingPoint] = ()) -> bytes | None:
    """The chart of `stats_panels`, titled with the player's name; None without a panel."""
    from bot.art.chart import Chart

    panels = stats_panels(games, t, played, skill, ratings)
    if not panels:
        return None
    return render_chart(Chart(t.line(t("chart-title", player=t.isolate(player))), panels,
                              legend_win=t.line(t("chart-win")), rtl=t.rtl))


def stats_panels(games: Sequence[RecentGame], t: Texts,
                 played: Mapping[str, int] | None = None,
                 skill: Sequence[Reviewed] = (),
                 ratings: Sequence[RatingPoint] = ()) -> list[Panel]:
    """One panel per game kind played: the last scores against the line to aim at (the
    optimal expected score of the latest rules played, or the game's target), each game
    numbered under the axis: `played` is how many games of each kind the player finished
    (the last one shown is that number), else the panel counts from 1. Then the skill
    trend of each game reviewed (`skill`: the player's reviews, oldest first), and the
    rating of each game rated with its band (`ratings`: after each rated game, oldest
    first). Apart from the drawing, so a web page knows the chart's size before it is
    drawn (bot.art.chart.chart_size)."""
    from bot.art.chart import Panel

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
    return panels + skill_panels(skill, t) + rating_panels(ratings, t)
