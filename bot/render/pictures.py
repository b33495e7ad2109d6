"""Score sheets and the stats chart as pictures: the kind's sheet rows, worded by the
catalogue, drawn by bot.art. Pure: the caller passes the players' plain names (a
picture cannot show a mention).

bot.art draws with PIL, which the bot needs only once a picture is asked for: it is
imported then, not when the bot starts (tests/test_startup_imports.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import discord

from bot.art.stats import RECENT_GAMES as RECENT_GAMES
from bot.art.stats import RecentGame as RecentGame
from bot.art.stats import rating_panels as rating_panels
from bot.art.stats import skill_panels as skill_panels
from bot.art.stats import stats_chart as stats_chart
from bot.domain import Standing, TableView
from bot.kinds import RESET_MARK, find_kind
from bot.render.screen import winner_text
from bot.rules import BaseGame
from bot.text import Texts

if TYPE_CHECKING:
    from bot.art.sheet import Row, RowStyle



def _plain(cell: str) -> str:
    """A reset cell without its text mark: the picture draws an arrow instead."""
    return cell.replace(RESET_MARK, "").strip("\u2066\u2067\u2068\u2069 ")


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
