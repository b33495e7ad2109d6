"""The servers the bot is in: Discord's joins and removals, and the gateway's list at
startup, handed to bot.service.departures (which keeps or purges their data)."""

from __future__ import annotations

import discord
from discord.ext import commands

from bot.table.parts import Parts, parts_of


class Servers(commands.Cog):
    def __init__(self, parts: Parts) -> None:
        self.parts = parts

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """The gateway has listed every server of the session (bot.service.departures compares
        them with those stored, in the bot's `left-servers` task)."""
        self.parts.departures.reported.set()

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed, banned, or the server deleted (an outage is `on_guild_unavailable`)."""
        await self.parts.departures.left(guild.id)

    @commands.Cog.listener()
    async def on_guild_available(self, guild: discord.Guild) -> None:
        """Back from an outage (or served at a start): a season's post that waited for
        the server goes now."""
        self.parts.season_posts.wake()

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        """Added (back): a server recorded as left keeps its data."""
        await self.parts.departures.returned(guild.id)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Servers(parts_of(bot)))
