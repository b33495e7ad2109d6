"""The turn-timeout sweep: plays for humans who let their server's timeout pass, and
closes lobbies nobody started.

Runs every SWEEP_INTERVAL seconds as the bot's `turn-timeouts` task; one query finds
the overdue games, so the sweep costs nothing per idle game.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

from bot.table.pipeline import Table

log = logging.getLogger(__name__)

# A lobby whose message id is still unknown after this long was never shown.
ORPHAN_AFTER = 60.0


class TurnTimeouts:
    """Plays the overdue turns of the games this process runs."""

    def __init__(self, table: Table, *, interval: float, lobby_ttl: float,
                 ready: Callable[[], Awaitable[object]]) -> None:
        self.table = table
        self.interval = interval  # seconds between two sweeps (SWEEP_INTERVAL)
        self.lobby_ttl = lobby_ttl  # seconds a lobby waits for its Start (LOBBY_TIMEOUT)
        self.ready = ready  # until the gateway is connected

    async def run(self) -> None:
        """Sweep every `interval` seconds until cancelled (the bot closing); a failed
        sweep is logged and the next one tries again."""
        await self.ready()
        while True:
            await asyncio.sleep(self.interval)
            try:
                await self.sweep()
            except Exception:
                log.exception("turn-timeout sweep failed")

    async def sweep(self, now: float | None = None) -> int:
        """Play the turn of every human who let the server's timeout pass and close
        abandoned lobbies; returns how many turns were played."""
        table = self.table
        now = time.time() if now is None else now
        played = 0
        overdue = await table.service.overdue_games(
            now, lobby_ttl=self.lobby_ttl, orphan_after=ORPHAN_AFTER,
            scope=table.scope(),  # other shards' games are their process's
        )
        for record in overdue:
            if record.status == "lobby":
                await table.abandon(record.id)
            elif await table.play_for_absent(record) is not None:
                played += 1
        # A computer turn nobody plays (its runner gave up, or its shard came from a
        # process that stopped): picked up here.
        await table.resume_computer_turns()
        return played
