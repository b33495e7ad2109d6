"""Informational embeds: rules, leaderboard, stats, server settings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.domain import BoardRow, GuildSettings, PlaceTotal, StatRow
from bot.kinds import all_kinds, find_kind
from bot.render.rules_text import option_change, option_changes, rule_lines, value_word
from bot.render.screen import mention
from bot.render.seasons import SEASON_WORDS
from bot.rules import presets
from bot.text import Texts, texts_for

INFO_COLOUR = discord.Colour.teal()


def render_rules(kind_id: str, options: Mapping[str, Any] | None, t: Texts) -> discord.Embed:
    kind = find_kind(kind_id)
    resolved = kind.variant.resolve(options)
    embed = discord.Embed(
        title=t("rules-title", game=kind.name(t)),
        description=kind.summary(t) + "\n\n" + "\n".join(
            f"• {line}" for line in rule_lines(kind.id, resolved, t)),
        colour=INFO_COLOUR,
    )
    boxes = kind.box_lines(resolved, t)
    if boxes:
        embed.add_field(name=t("field-boxes"), value="\n".join(boxes)[:1024], inline=False)
    if kind.variant.options:
        # The first suggestion that changes something, named as the suggestions name it:
        # a player picks options by their names, never types an identifier.
        example = t.own(option_changes(presets(kind.variant)[1], t))
        lines = [t("options-how", example=example)] + [
            t("option-line", name=t.phrase(f"option-name-{spec.name}"),
              value=value_word(resolved[spec.name], t),
              # the current value once, then what else it may be
              others="/".join(value_word(a, t) for a in spec.allowed
                              if a != resolved[spec.name]),
              description=t(f"option-{spec.name}"))
            for spec in kind.variant.options
        ]
        embed.add_field(name=t("field-options"), value="\n".join(lines)[:1024], inline=False)
    return embed


def _percent(wins: int, games: int, t: Texts) -> str:
    """The share of games won as the reader's language writes a percentage."""
    return t.percent(wins / games if games else 0)


def _board_lines(rows: list[BoardRow], t: Texts) -> str:
    if not rows:
        return t("board-empty")
    return "\n".join(
        t("board-line", rank=i + 1, player=t.isolate(mention(r.user_id)), wins=r.wins,
          games=r.games, rate=_percent(r.wins, r.games, t), best=r.best, mean=round(r.mean, 1))
        for i, r in enumerate(rows)
    )[:1024]


def render_leaderboard(kind_id: str, humans: list[BoardRow], mixed: list[BoardRow],
                       t: Texts, *, chat: bool = False) -> discord.Embed:
    """A server's board, or `chat`: a group DM's or a DM's own ("this chat")."""
    title = "board-title-chat" if chat else "board-title"
    embed = discord.Embed(title=t(title, game=find_kind(kind_id).name(t)), colour=INFO_COLOUR)
    embed.add_field(name=t("board-humans"), value=_board_lines(humans, t), inline=False)
    embed.add_field(name=t("board-computers"), value=_board_lines(mixed, t), inline=False)
    return embed


#: how a player's record everywhere is summed up: contexts (bot.domain.CONTEXTS) by group,
#: each group's words
PLACE_GROUPS = {"place-servers": ("guild", "guild_app"), "place-chats": ("group_dm",),
                "place-dms": ("dm", "bot_dm")}


def everywhere_lines(totals: Sequence[PlaceTotal], t: Texts) -> list[str]:
    """The sum of a player's record everywhere, then its parts (only those they played)."""
    lines = [t("stats-place", place=t("place-all"), games=sum(p.games for p in totals),
               wins=sum(p.wins for p in totals))]
    for group, contexts in PLACE_GROUPS.items():
        part = [p for p in totals if p.context in contexts]
        if part:
            lines.append(t("stats-place", place=t(group),
                           games=sum(p.games for p in part), wins=sum(p.wins for p in part)))
    return lines


def render_stats(user_id: int, rows: list[StatRow], t: Texts,
                 everywhere: Sequence[PlaceTotal] = ()) -> discord.Embed:
    """The player's record here, by game; `everywhere`: their record in every place they
    played, summed and in parts."""
    embed = discord.Embed(
        title=t("stats-title"),
        description=t.isolate(mention(user_id)) + ("" if rows else "\n" + t("stats-empty")),
        colour=INFO_COLOUR,
    )
    order = {kind.id: i for i, kind in enumerate(all_kinds())}
    for row in sorted(rows, key=lambda r: (order.get(r.kind, 99), r.with_computers)):
        embed.add_field(
            name=t("stats-field", game=find_kind(row.kind).name(t),
                   mode="computers" if row.with_computers else "humans"),
            value=t("stats-line", wins=row.wins, games=row.games,
                    rate=_percent(row.wins, row.games, t), best=row.best, mean=round(row.mean, 1)),
            inline=False,
        )
    if everywhere:
        embed.add_field(name=t("stats-everywhere"), value="\n".join(everywhere_lines(
            everywhere, t)), inline=False)
    return embed


def render_settings(settings: GuildSettings, t: Texts, *, auto_roll: bool = True
                    ) -> discord.Embed:
    """A server's settings; `auto_roll`: the bot's default, shown where the server did not
    choose."""
    embed = discord.Embed(title=t("settings-title"), colour=INFO_COLOUR)
    embed.add_field(name=t("field-default-game"),
                    value=find_kind(settings.default_game).name(t))
    embed.add_field(name=t("field-daily-game"), value=find_kind(settings.daily_game).name(t))
    options = t("list-separator").join(
        option_change(k, v, t) for k, v in sorted(settings.default_options.items()))
    embed.add_field(name=t("field-default-options"), value=options or t("no-options"))
    minutes = settings.turn_timeout // 60
    embed.add_field(
        name=t("field-timeout"),
        value=t("timeout-minutes", minutes=minutes) if minutes else t("timeout-off"),
    )
    hints = {"on": t("hints-setting-on"), "unranked": t("hints-setting-unranked"),
             "off": t("hints-setting-off")}
    embed.add_field(name=t("field-hints"), value=hints.get(settings.hints, settings.hints))
    where = {"channel": t("play-in-channel"), "thread": t("play-in-thread")}
    embed.add_field(name=t("field-play-in"), value=where.get(settings.play_in, settings.play_in))
    embed.add_field(name=t("field-win-chances"),
                    value=t("win-chances-setting-on") if settings.win_chances
                    else t("win-chances-setting-off"))
    embed.add_field(name=t("field-pings"),
                    value=t("pings-setting-on", seconds=settings.ping_grace) if settings.pings
                    else t("pings-setting-off"))
    rolls = auto_roll if settings.auto_roll is None else settings.auto_roll
    embed.add_field(name=t("field-auto-roll"),
                    value=t("auto-roll-setting-on") if rolls else t("auto-roll-setting-off"))
    embed.add_field(
        name=t("field-language"),
        value=texts_for(settings.language)("language-name") if settings.language
        else t("language-unset"),
    )
    season = t(SEASON_WORDS[settings.season])
    if settings.season != "off" and settings.season_channel is not None:
        season = t("season-setting-posted", length=season,
                   channel=t.isolate(f"<#{settings.season_channel}>"))
    embed.add_field(name=t("field-season"), value=season)
    embed.add_field(name=t("field-rating"), value=t(
        "rating-setting", minimum=settings.rating_minimum,
        hints=t("rating-hints-on") if settings.rated_hints else t("rating-hints-off")))
    return embed
