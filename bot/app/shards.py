"""Which client class runs the bot: one connection, or discord.py's AutoShardedBot.

A bot past 2,500 servers must shard, and a big one runs its shards in several
processes sharing one PostgreSQL database: SHARD_COUNT is the total, SHARD_IDS
the shards this process runs.
"""

from __future__ import annotations

from typing import Any

from discord.ext import commands

from bot.app.client import YachtBot
from bot.settings import Settings


class ShardedYachtBot(YachtBot, commands.AutoShardedBot):
    """YachtBot on an AutoShardedBot: the same bot, running a chosen set of shards."""

    async def launch_shards(self) -> None:
        """Told first how many shards Discord lets identify at once (bot.app.identify)."""
        limits = await self.fetch_session_start_limits()
        self.identify.max_concurrency = max(1, limits.max_concurrency)
        await super().launch_shards()


def make_bot(settings: Settings, **options: Any) -> YachtBot:
    """The bot the settings ask for (YachtBot's keyword arguments pass through)."""
    if settings.shard_count is None:
        return YachtBot(settings, **options)
    return ShardedYachtBot(
        settings, shard_count=settings.shard_count, shard_ids=settings.shard_ids, **options
    )
