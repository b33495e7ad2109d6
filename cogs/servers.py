"""The servers the bot is in: Discord's joins and removals, and the gateway's list at
startup, handed to bot.departures (which keeps or purges their data)."""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot.app import YachtBot

log = logging.getLogger(__name__)


class Servers(commands.Cog):
    def __init__(self, bot: YachtBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Every server the gateway reported (unavailable ones too: a server in an outage
        is still one the bot is in) against the servers the database holds."""
        try:
            await self.bot.departures.reconcile([guild.id for guild in self.bot.guilds])
        except Exception:
            log.exception("could not compare the servers reported with those stored")

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed, banned, or the server deleted (an outage is `on_guild_unavailable`)."""
        await self.bot.departures.left(guild.id)

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        await self.bot.departures.returned(guild.id)

    @commands.Cog.listener()
    async def on_guild_available(self, guild: discord.Guild) -> None:
        """Back from an outage: still a server the bot is in."""
        await self.bot.departures.returned(guild.id)


async def setup(bot: YachtBot) -> None:
    await bot.add_cog(Servers(bot))
