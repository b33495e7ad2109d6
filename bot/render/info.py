"""Informational embeds: rules, leaderboard, stats, server settings."""

from __future__ import annotations

import discord

from bot import strings
from bot.rules import GAMES, game_info
from bot.storage import BoardRow, GuildSettings, StatRow

INFO_COLOUR = discord.Colour.teal()


def _show(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def render_rules(kind: str, options: dict | None = None) -> discord.Embed:
    info = game_info(kind)
    embed = discord.Embed(
        title=strings.RULES_TITLE.format(name=info.name),
        description=info.summary + "\n\n" + "\n".join(
            f"• {line}" for line in info.rules_text(options)
        ),
        colour=INFO_COLOUR,
    )
    boxes = info.boxes(options)
    if boxes:
        embed.add_field(
            name=strings.FIELD_BOXES,
            value="\n".join(f"**{b.name}** — {b.description}" for b in boxes)[:1024],
            inline=False,
        )
    if info.options:
        resolved = dict(options or {})
        embed.add_field(
            name=strings.FIELD_OPTIONS,
            value="\n".join(
                strings.OPTION_LINE.format(
                    name=spec.name, value=_show(resolved.get(spec.name, spec.default)),
                    allowed="/".join(_show(a) for a in spec.allowed),
                    description=spec.description,
                )
                for spec in info.options
            )[:1024],
            inline=False,
        )
    return embed


def _board_lines(rows: list[BoardRow]) -> str:
    if not rows:
        return strings.BOARD_EMPTY
    return "\n".join(
        strings.BOARD_LINE.format(
            rank=i + 1, player=f"<@{r.user_id}>", wins=r.wins, games=r.games,
            rate=r.win_rate, best=r.best, mean=r.mean,
        )
        for i, r in enumerate(rows)
    )[:1024]


def render_leaderboard(kind: str, humans: list[BoardRow], mixed: list[BoardRow]) -> discord.Embed:
    embed = discord.Embed(
        title=strings.BOARD_TITLE.format(name=game_info(kind).name), colour=INFO_COLOUR
    )
    embed.add_field(name=strings.BOARD_HUMANS, value=_board_lines(humans), inline=False)
    embed.add_field(name=strings.BOARD_COMPUTERS, value=_board_lines(mixed), inline=False)
    return embed


def render_stats(user_id: int, rows: list[StatRow]) -> discord.Embed:
    embed = discord.Embed(
        title=strings.STATS_TITLE,
        description=f"<@{user_id}>" + ("" if rows else "\n" + strings.STATS_EMPTY),
        colour=INFO_COLOUR,
    )
    order = {kind: i for i, kind in enumerate(GAMES)}
    for row in sorted(rows, key=lambda r: (order.get(r.kind, 99), r.with_computers)):
        embed.add_field(
            name=strings.STATS_FIELD.format(
                name=game_info(row.kind).name,
                mode=strings.MODE_COMPUTERS if row.with_computers else strings.MODE_HUMANS,
            ),
            value=strings.STATS_LINE.format(
                wins=row.wins, games=row.games, rate=row.win_rate, best=row.best,
                mean=row.mean,
            ),
            inline=False,
        )
    return embed


def render_settings(settings: GuildSettings) -> discord.Embed:
    embed = discord.Embed(title=strings.SETTINGS_TITLE, colour=INFO_COLOUR)
    embed.add_field(
        name=strings.FIELD_DEFAULT_GAME, value=game_info(settings.default_game).name
    )
    options = ", ".join(
        f"`{k}` = {_show(v)}" for k, v in sorted(settings.default_options.items())
    )
    embed.add_field(name=strings.FIELD_DEFAULT_OPTIONS, value=options or strings.NO_OPTIONS)
    minutes = settings.turn_timeout // 60
    embed.add_field(
        name=strings.FIELD_TIMEOUT,
        value=strings.TIMEOUT_MINUTES.format(minutes=minutes) if minutes
        else strings.TIMEOUT_OFF,
    )
    return embed
