"""The lobby message and the private computer-level picker."""

from __future__ import annotations

import discord

from bot.components import Click, button, select
from bot.domain import LEVELS, TableView
from bot.kinds import find_kind
from bot.render.rules_text import rule_lines
from bot.render.screen import Screen, mention, name_of, new_view
from bot.text import Texts

COLOUR = discord.Colour.blurple()


def render_lobby(table: TableView, t: Texts) -> Screen:
    kind = find_kind(table.kind)
    embed = discord.Embed(
        title=t("lobby-title", game=kind.name(t)), description=t("lobby-desc"), colour=COLOUR,
    )
    embed.add_field(name=t("field-host"), value=t.isolate(mention(table.host_id)), inline=True)
    seats = "\n".join(f"{i + 1}. {name_of(s, i, t)}" for i, s in enumerate(table.seats))
    max_seats = kind.variant.max_players
    embed.add_field(
        name=t("field-seats", count=len(table.seats), max=max_seats),
        value=seats or t("nobody"), inline=True,
    )
    embed.add_field(
        name=t("field-rules"),
        value="\n".join(f"• {line}" for line in rule_lines(table.kind, table.options, t))[:1024],
        inline=False,
    )
    embed.set_footer(text=f"#{table.id}")
    full = len(table.seats) >= max_seats
    view = new_view()
    g, v = table.id, table.version
    view.add_item(button(Click(g, v, "join"), label=t("btn-join"),
                         style=discord.ButtonStyle.primary, disabled=full))
    view.add_item(button(Click(g, v, "leave"), label=t("btn-leave")))
    view.add_item(button(Click(g, v, "addbot"), label=t("btn-add-bot"), disabled=full))
    view.add_item(button(Click(g, v, "start"), label=t("btn-start"),
                         style=discord.ButtonStyle.success, disabled=not table.seats))
    view.add_item(button(Click(g, v, "cancel"), label=t("btn-cancel"),
                         style=discord.ButtonStyle.danger))
    return Screen(embed=embed, view=view)


def render_level_picker(table: TableView, t: Texts) -> Screen:
    """Private prompt after "Add bot": pick the computer's level."""
    options = [discord.SelectOption(label=t(f"level-{level}"), value=level) for level in LEVELS]
    view = new_view()
    view.add_item(select(Click(table.id, table.version, "addbot"), options,
                         placeholder=t("level-placeholder")))
    return Screen(embed=discord.Embed(description=t("choose-level"), colour=COLOUR), view=view)
