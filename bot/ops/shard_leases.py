"""Shard leases: one process at a time plays a shard's computer turns and timeouts.

On a shared database (PostgreSQL) a rolling deploy starts the new process before the
old one stops, both running the same shards. Each process holds a lease row per shard
(`shard_leases`) and renews it every HEARTBEAT seconds. A process starting finds the
shards held: it waits (before connecting to the gateway) until the old process releases
them as it stops, or its leases expire after a crash, or SHARD_LEASE_WAIT runs out, and
then takes them over. The old process finds at its next heartbeat that a lease was
taken and gives that shard up: no more computer turns or timeouts there. Whatever
slips between two heartbeats is still caught by the version check of every save.

On SQLite the file's lock already makes the process the only one (bot.storage.
sqlite_lock): it holds every shard without asking.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
import time

from bot.settings import Settings, shard_of
from bot.storage import Repository
from bot.storage.models import ShardScope

log = logging.getLogger(__name__)

HEARTBEAT = 2.0  # seconds between renewals
LEASE_SECONDS = 10.0  # a lease not renewed for this long is free (its process died)
POLL = 0.5  # seconds between looks while waiting for a held lease


class ShardLeases:
    """The shards this process runs its background work for."""

    def __init__(self, repo: Repository, settings: Settings) -> None:
        self.repo = repo
        self.count = settings.shard_count or 1
        self.ids = sorted(settings.shard_ids or range(self.count))
        self.wait = settings.shard_lease_wait
        self.shared = repo.shared
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
        self.held: set[int] = set() if self.shared else set(self.ids)

    def holds(self, guild_id: int) -> bool:
        """Whether this process runs the guild's shard's background work now."""
        return shard_of(guild_id, self.count) in self.held

    def scope(self) -> ShardScope | None:
        """The held shards for SQL (None: every game is this process's)."""
        if self.held == set(range(self.count)):
            return None
        return ShardScope(self.count, tuple(sorted(self.held)))

    async def acquire(self) -> None:
        """Take every shard's lease: at once when free, else when released or expired,
        else after waiting `wait` seconds, by taking it over."""
        if not self.shared:
            return
        deadline = time.monotonic() + self.wait
        waiting: set[int] = set()
        while True:
            now = time.time()
            force = time.monotonic() >= deadline
            self.held |= await self.repo.claim_shards(
                self.owner, self.count, self.ids, now=now, until=now + LEASE_SECONDS,
                force=force)
            missing = set(self.ids) - self.held
            if not missing:
                break
            if missing != waiting:
                waiting = missing
                log.info("shard(s) %s held by another process: waiting up to %.0f s for it"
                         " to stop", ",".join(map(str, sorted(missing))), self.wait)
            await asyncio.sleep(POLL)
        if force:
            log.warning("shard(s) %s taken over after %.0f s: the process holding them did"
                        " not let go", ",".join(map(str, sorted(waiting))), self.wait)

    async def run(self) -> None:
        """Renew the leases every HEARTBEAT seconds until cancelled; a shard whose lease
        another process took is given up (its work is left to that process)."""
        if not self.shared:
            return
        while True:
            await asyncio.sleep(HEARTBEAT)
            if not self.held:
                return
            try:
                kept = await self.repo.renew_shards(self.owner, self.count,
                                                    sorted(self.held), time.time() + LEASE_SECONDS)
            except Exception as error:  # the database is away: try again next beat
                log.warning("shard leases not renewed (%r)", error)
                continue
            lost = self.held - kept
            if lost:
                self.held = kept
                log.warning("shard(s) %s taken over by another process: their computer turns"
                            " and timeouts are left to it", ",".join(map(str, sorted(lost))))

    async def release(self) -> None:
        """Let the next process take the shards now (a stopping process)."""
        if not self.shared or not self.held:
            return
        held, self.held = sorted(self.held), set()
        await self.repo.release_shards(self.owner, self.count, held)
