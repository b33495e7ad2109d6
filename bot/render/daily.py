"""The daily challenge and skill in words: the private game, its end, the Share line,
and the daily and skill boards (pure: plain values in, a Screen or an embed out)."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.controls import Button, Control, Link
from bot.domain import (
    DailyBoard,
    DailyRow,
    DailySummary,
    SkillBoardRow,
    SkillRow,
    TableView,
)
from bot.faces import DiceLook, showing
from bot.kinds import find_kind
from bot.render.coach import points
from bot.render.dice import set_name
from bot.render.game import event_lines
from bot.render.screen import Screen, mention, names_by_key, new_view
from bot.render.sheets import sheet_lines
from bot.rules import BaseGame
from bot.service.skill import marks_row
from bot.text import Texts

DAILY_COLOUR = discord.Colour.gold()
SKILL_COLOUR = discord.Colour.dark_teal()
#: a daily board's line once reviewed and before, by whether it names its day (the week)
BOARD_LINES = {False: ("daily-board-line", "daily-board-line-unreviewed"),
               True: ("daily-board-week-line", "daily-board-week-line-unreviewed")}


def _title(table: TableView, t: Texts) -> str:
    return t("daily-title", game=find_kind(table.kind).name(t), day=t.isolate(
        table.daily_day or ""))


def render_daily(table: TableView, game: BaseGame, t: Texts,
                 note: str | None = None, look: DiceLook | None = None) -> Screen:
    """The private message of a daily in play: the turn, the dice, the score, the
    controls (no hint: a daily ranks its player)."""
    with showing(look):
        kind = find_kind(table.kind)
        names = names_by_key(table, t)
        body = kind.turn_lines(game, names, t)
        if note:  # why this message (new, resumed, moved): a line of its own, not a move
            body.append(note)
        last = event_lines(kind, game, names, t)
        if last:
            body.append(t("last-event", text=" ".join(last)))
        body.append(t("daily-score", score=game.totals[game.players[0]]))
        body.append(t("daily-private"))
        embed = discord.Embed(title=_title(table, t), description="\n".join(body),
                              colour=DAILY_COLOUR)
        controls = kind.controls(game, t)
        return Screen(embed=embed,
                      view=new_view(controls, table.id, table.version, table.daily_day))


def daily_end_lines(summary: DailySummary, t: Texts) -> list[str]:
    lines = [t("daily-end-score", score=summary.score)]
    skill = summary.skill
    if skill is None:
        lines.append(t("daily-end-unreviewed"))
    else:
        if skill.accuracy is None:
            lines.append(t("daily-end-skill-no-decisions", lost=points(skill.lost)))
        else:
            lines.append(t("daily-end-skill", lost=points(skill.lost),
                           accuracy=t.percent(round(skill.accuracy) / 100)))
        if summary.day_luck is not None:
            lines.append(t("daily-end-luck", luck=points(skill.luck),
                           average=points(summary.day_luck), players=summary.day_players))
    if summary.optimal is not None:
        lines.append(t("daily-end-solver", score=summary.optimal))
    if skill is not None and skill.turns:
        lines.append(t("daily-end-turns", marks=marks_row(skill.turns)))
        lines.append(t("daily-end-legend"))
    return lines


def render_daily_end(summary: DailySummary, t: Texts, note: str | None = None,
                     unlocks: Sequence[tuple[int, str]] = (),
                     game: BaseGame | None = None, page: str | None = None) -> Screen:
    """The end of a daily, privately: score, skill, luck against the day's, the
    solver's score on the same dice, the dice sets it unlocked, the sheet (`game`: its
    final state), the Share button, and a link to the day's board on the web (`page`:
    the player's signed link, bot.service.daily.Dailies.page)."""
    table = summary.table
    lines = ([note] if note else []) + daily_end_lines(summary, t)
    lines += [t("unlock-line", player=t.isolate(mention(user)), set=set_name(set_id, t))
              for user, set_id in unlocks]
    if game is not None:
        names = names_by_key(table, t)
        lines.append(sheet_lines(find_kind(table.kind).sheet(game, t),
                                 [names[k] for k in game.players], t))
    embed = discord.Embed(title=_title(table, t), description="\n".join(lines),
                          colour=DAILY_COLOUR)
    share: list[Control] = [Button("share", label=t("btn-share"), emoji="📣",
                                   style="primary")]
    if page is not None:
        share.append(Link(page, label=t("btn-daily-page"), emoji="🌐"))
    return Screen(embed=embed, view=new_view(share, table.id, table.version, table.daily_day))


def share_line(summary: DailySummary, t: Texts) -> str:
    """One public, spoiler-free line: the score, the points lost, a mark per turn."""
    table = summary.table
    player = t.isolate(mention(table.host_id))
    game = find_kind(table.kind).name(t)
    day = t.isolate(table.daily_day or "")
    if summary.skill is None:
        return t("daily-share-unreviewed", player=player, game=game, day=day,
                 score=summary.score)
    return t("daily-share", player=player, game=game, day=day, score=summary.score,
             lost=points(summary.skill.lost), marks=marks_row(summary.skill.turns))


def _daily_lines(rows: list[DailyRow], t: Texts, *, with_day: bool) -> str:
    if not rows:
        return t("board-empty")
    lines = []
    for rank, row in enumerate(rows, start=1):
        player = t.isolate(mention(row.user_id))
        day = t.isolate(row.day)
        reviewed, unreviewed = BOARD_LINES[with_day]
        if row.lost is None:
            lines.append(t(unreviewed, rank=rank, player=player, score=row.score, day=day))
        else:
            lines.append(t(reviewed, rank=rank, player=player, score=row.score,
                           lost=points(row.lost), day=day))
    return "\n".join(lines)[:1024]


def render_daily_board(board: DailyBoard, t: Texts) -> discord.Embed:
    embed = discord.Embed(
        title=t("daily-board-title", game=find_kind(board.kind).name(t),
                day=t.isolate(board.day)),
        colour=DAILY_COLOUR)
    today = t("daily-board-hidden") if board.today is None \
        else _daily_lines(board.today, t, with_day=False)
    embed.add_field(name=t("daily-board-today"), value=today, inline=False)
    embed.add_field(name=t("daily-board-week"), value=_daily_lines(board.week, t, with_day=True),
                    inline=False)
    return embed


def render_skill_board(kind_id: str, rows: list[SkillBoardRow], t: Texts, *,
                       window: int | None, minimum: int) -> discord.Embed:
    """The skill board: over each player's last `window` ranked games, or (None) over
    their ranked games of a season."""
    lines = [
        t("skill-board-line", rank=rank, player=t.isolate(mention(row.user_id)),
          lost=points(row.lost), games=row.games,
          accuracy=t.percent(round(row.accuracy or 0.0) / 100))
        for rank, row in enumerate(rows, start=1)
    ] or [t("skill-board-empty", minimum=minimum)]
    embed = discord.Embed(
        title=t("skill-board-title", game=find_kind(kind_id).name(t)),
        description="\n".join(lines)[:4000], colour=SKILL_COLOUR)
    embed.set_footer(text=t("skill-board-season-rules", minimum=minimum) if window is None
                     else t("skill-board-rules", window=window, minimum=minimum))
    return embed


def skill_fields(history: list[SkillRow], t: Texts, *, window: int) -> list[str]:
    """The stats embed's skill lines, per game: the mean points lost over the last
    `window` ranked games, and over the games against others (shown, never ranked)."""
    lines = []
    for kind_id in dict.fromkeys(row.kind for row in history):
        game = find_kind(kind_id).name(t)
        ranked = [r for r in history if r.kind == kind_id and r.ranked][-window:]
        others = [r for r in history if r.kind == kind_id and not r.ranked][-window:]
        if ranked:
            lines.append(t("stats-skill", game=game, games=len(ranked),
                           lost=points(sum(r.lost for r in ranked) / len(ranked))))
        if others:
            lines.append(t("stats-skill-unranked", game=game, games=len(others),
                           lost=points(sum(r.lost for r in others) / len(others))))
    return lines
