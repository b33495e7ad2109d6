"""The lobby message and the ephemeral computer-level picker."""

from __future__ import annotations

import discord

from bot import strings
from bot.ai import LEVELS
from bot.components import Click, button, select
from bot.render.screen import Screen, game_name, name_of, new_view
from bot.rules import game_info
from bot.storage import GameRecord

COLOUR = discord.Colour.blurple()


def render_lobby(record: GameRecord) -> Screen:
    info = game_info(record.kind)
    embed = discord.Embed(
        title=strings.LOBBY_TITLE.format(name=game_name(record)),
        description=strings.LOBBY_DESC,
        colour=COLOUR,
    )
    embed.add_field(name=strings.FIELD_HOST, value=f"<@{record.host_id}>", inline=True)
    seats = "\n".join(f"{i + 1}. {name_of(s, i)}" for i, s in enumerate(record.seats))
    embed.add_field(
        name=strings.FIELD_SEATS.format(count=len(record.seats), max=info.max_players),
        value=seats or strings.NOBODY,
        inline=True,
    )
    embed.add_field(
        name=strings.FIELD_RULES,
        value="\n".join(f"• {line}" for line in info.rules_text(record.options))[:1024],
        inline=False,
    )
    embed.set_footer(text=f"#{record.id}")
    full = len(record.seats) >= info.max_players
    view = new_view()
    g, v = record.id, record.version
    view.add_item(button(Click(g, v, "join"), label=strings.BTN_JOIN,
                         style=discord.ButtonStyle.primary, disabled=full))
    view.add_item(button(Click(g, v, "leave"), label=strings.BTN_LEAVE))
    view.add_item(button(Click(g, v, "addbot"), label=strings.BTN_ADD_BOT, disabled=full))
    view.add_item(button(Click(g, v, "start"), label=strings.BTN_START,
                         style=discord.ButtonStyle.success, disabled=not record.seats))
    view.add_item(button(Click(g, v, "cancel"), label=strings.BTN_CANCEL,
                         style=discord.ButtonStyle.danger))
    return Screen(embed=embed, view=view)


def render_level_picker(record: GameRecord) -> Screen:
    """Private prompt after "Add bot": pick the computer's level."""
    options = [
        discord.SelectOption(label=strings.LEVEL_LABELS.get(level, level), value=level)
        for level in LEVELS
    ]
    view = new_view()
    view.add_item(
        select(Click(record.id, record.version, "addbot"), options,
               placeholder=strings.LEVEL_PLACEHOLDER)
    )
    embed = discord.Embed(description=strings.CHOOSE_LEVEL, colour=COLOUR)
    return Screen(embed=embed, view=view)
