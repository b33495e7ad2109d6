"""Servers the bot left: their data is deleted once a grace period has passed.

Discord's developer policy expects no data kept for servers a bot has left. A server
is recorded as left when Discord says so (the bot was removed, the server deleted) or,
for what happened while the bot was offline, when the gateway's list of servers at
startup lacks a server the database holds. Its lobbies and games are cancelled at
once; everything else waits LEFT_SERVER_GRACE_DAYS (a server that adds the bot back
by then finds its settings, leaderboards and history intact), then goes in one
transaction. The sweep runs every PURGE_EVERY seconds in every process, each for the
servers of its own shards.

Discord-free: the Discord side (events, the gateway's list) is cogs/servers.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Collection

from bot.service.games import GameService, Outcome

log = logging.getLogger(__name__)

DAY = 86400.0
PURGE_EVERY = 3600.0  # seconds between sweeps (the grace period is counted in days)


class Departures:
    """Records the servers the bot left and purges them when their time is up."""

    def __init__(self, service: GameService, *, grace_days: float,
                 owns: Callable[[int], bool] = lambda guild_id: True,
                 purged: Callable[[int], None] | None = None,
                 close: Callable[[int], Awaitable[list[Outcome]]] | None = None) -> None:
        self.service = service
        self.repo = service.repo
        #: ends a server's games (the table's path, so nothing is drawn there any more)
        self.close = service.close_guild if close is None else close
        self.grace = grace_days * DAY
        self.owns = owns  # whether this process runs the server's shard
        self.purged = purged  # told of each server purged (to drop what memory holds)
        #: set at each READY: the gateway has just listed every server of the session
        self.reported = asyncio.Event()

    async def left(self, guild_id: int, now: float | None = None) -> list[Outcome]:
        """Discord says the bot left: remember when, close the server's games."""
        await self.repo.mark_guilds_left([guild_id], time.time() if now is None else now)
        log.info("left server %s: its data goes in %.0f days unless it comes back",
                 guild_id, self.grace / DAY)
        return await self.close(guild_id)

    async def returned(self, guild_id: int) -> bool:
        """The bot is in the server (again): nothing of it is deleted. Whether it had
        been recorded as left."""
        back = bool(await self.repo.mark_guilds_present([guild_id]))
        if back:
            log.info("back in server %s: its data stays", guild_id)
        return back

    async def reconcile(self, present: Collection[int], now: float | None = None
                        ) -> tuple[list[int], list[int]]:
        """Compare the servers the gateway reports (`present`, all of this process's
        shards) with the servers the database holds: a held server of ours that is not
        reported was left while the bot was offline (its grace period starts now); a
        reported one recorded as left came back. Returns (left, back)."""
        now = time.time() if now is None else now
        reported = set(present)
        gone = sorted(g for g in await self.repo.stored_guilds()
                      if self.owns(g) and g not in reported)
        back = await self.repo.mark_guilds_present(sorted(reported))
        marked = await self.repo.guilds_left()
        new = [g for g in gone if g not in marked]
        await self.repo.mark_guilds_left(new, now)
        for guild_id in gone:
            await self.close(guild_id)
        if new or back:
            log.info("servers left while offline: %s; back: %s", new, back)
        return new, back

    async def sweep(self, now: float | None = None) -> list[int]:
        """Purge every server of ours left more than the grace period ago."""
        cutoff = (time.time() if now is None else now) - self.grace
        purged = []
        for guild_id, left_at in sorted((await self.repo.guilds_left()).items()):
            if left_at > cutoff or not self.owns(guild_id):
                continue
            if await self.repo.purge_guild(guild_id, cutoff):
                purged.append(guild_id)
                log.info("purged server %s (left %.1f days ago)", guild_id,
                         (cutoff + self.grace - left_at) / DAY)
                if self.purged is not None:
                    self.purged(guild_id)
        return purged

    async def run(self, present: Callable[[], Collection[int]]) -> None:
        """The background job: after every READY (`reported` set by the Discord side)
        compare the servers reported (`present()`) with those stored, and sweep then
        and every PURGE_EVERY seconds. A failure is logged and the next round tries
        again."""
        while True:
            try:
                if self.reported.is_set():
                    self.reported.clear()
                    await self.reconcile(present())
                await self.sweep()
            except Exception:
                log.exception("check of the servers the bot left failed")
            # asyncio.timeout, not wait_for: in 3.11 wait_for swallows a cancel that
            # meets the event being set (the bot closing just as READY arrives).
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(PURGE_EVERY):
                    await self.reported.wait()
