"""When a shard may IDENTIFY on the gateway.

Discord takes one IDENTIFY per 5 seconds per rate-limit bucket (a shard's bucket is
its id modulo the `max_concurrency` of GET /gateway/bot). discord.py's default hook
sleeps 5 s before every IDENTIFY but a process's first: also before one made minutes
after the last (a session Discord would not resume after a dropped connection), and
between shards that Discord lets identify together. The bot was offline those seconds
for nothing; here a shard waits only what is left of its bucket's 5 s.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

IDENTIFY_INTERVAL = 5.0


class IdentifyPacer:
    """The last IDENTIFY of each bucket, and the wait before the next."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.max_concurrency = 1  # Discord's figure for most bots, until told otherwise
        self._last: dict[int, float] = {}
        self._lock = asyncio.Lock()  # shards reconnecting at once identify in turn

    def delay(self, shard_id: int | None) -> float:
        last = self._last.get((shard_id or 0) % self.max_concurrency)
        return 0.0 if last is None else max(0.0, last + IDENTIFY_INTERVAL - self.clock())

    async def wait(self, shard_id: int | None) -> None:
        async with self._lock:
            while (delay := self.delay(shard_id)) > 0:
                await asyncio.sleep(delay)
            self._last[(shard_id or 0) % self.max_concurrency] = self.clock()
