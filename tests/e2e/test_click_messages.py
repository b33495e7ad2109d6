"""A click's message reaches the bot without discord.py parsing its components
(bot.app.interactions): they come back on the message as Discord sent them."""

from __future__ import annotations

from typing import Any

import discord.message

from bot.render.components import drawn_version
from tests.support.table_helpers import open_lobby, press


async def test_a_clicks_message_keeps_its_components_as_discord_sent_them(table, monkeypatch):
    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", joiners=(), bots=())
    msg = await press(emu, msg, "Start", "alice")
    seen: list[Any] = []
    route = bot.clicks.route

    async def watched(interaction, click, values):
        seen.append(interaction.message.components)
        await route(interaction, click, values)

    parsed: list[Any] = []
    factory = discord.message._component_factory

    def counted(*args, **kwargs):
        parsed.append(args)
        return factory(*args, **kwargs)

    monkeypatch.setattr(bot.clicks, "route", watched)
    monkeypatch.setattr(discord.message, "_component_factory", counted)
    table.dice.push(6, 6, 6, 6, 6)
    await press(emu, msg, "Roll", "alice")
    (components,) = seen
    assert components == msg.components  # the board clicked, as the emulator sent it
    assert drawn_version(components) == drawn_version(msg.components) and parsed == []
