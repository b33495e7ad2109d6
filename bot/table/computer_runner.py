"""Plays the computer seats: one background task per game, one visible step per delay.

A computer's turn is several steps (roll, hold, score), each shown to the table, so it
runs outside any interaction: kicked by whoever hands the turn to a computer (a click,
a timeout, a restart), owned by the bot's scheduler under the name `cpu-<game>`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from bot.domain import Refusal
from bot.ops.scheduler import Scheduler
from bot.service.games import Outcome

log = logging.getLogger(__name__)

# A failed step is retried after 0.5, 1, 2 ... s, at most this often.
RUNNER_RETRIES = 8
PREFIX = "cpu-"


class ComputerRunner:
    """Plays computer seats: one task per game, one visible step per BOT_TURN_DELAY."""

    def __init__(self, step: Callable[[int], Awaitable[Outcome | None]], tasks: Scheduler, *,
                 delay: float, holds: Callable[[int], bool]) -> None:
        self.step = step  # one computer move, committed and shown (bot.table.pipeline)
        self.tasks = tasks
        self.delay = delay  # seconds between two visible steps (BOT_TURN_DELAY)
        self.holds = holds  # whether this process runs a server's shard
        self._again: set[int] = set()
        #: a drain began (bot.app.drain): no new step, no new task
        self.stopping = False

    def kick(self, game_id: int, guild_id: int) -> None:
        """Make sure a task is playing this game's computer turns (call after replying),
        unless another process runs its shard (bot.ops.shard_leases).

        A kick while the game's task lives is remembered: the task looks again before
        it ends, so a turn handed to a computer at that moment is never lost."""
        if self.stopping or not self.holds(guild_id):
            return
        name = f"{PREFIX}{game_id}"
        if self.tasks.schedule(name, self._drive(game_id, guild_id)):
            return
        current = asyncio.current_task()
        if current is None or current.get_name() != name:  # the task's own step: it goes on
            self._again.add(game_id)

    def playing(self, game_id: int) -> bool:
        """Whether a task is playing this game's computer turns now."""
        return f"{PREFIX}{game_id}" in self.tasks

    async def idle(self) -> None:
        """Wait until no computer turn is in progress (tests, shutdown)."""
        await self.tasks.idle(PREFIX)

    async def _drive(self, game_id: int, guild_id: int) -> None:
        """One step per delay until no computer is to act. A failed step (a locked
        database, a full disk) is retried with a growing pause instead of stopping
        the seat for good; after RUNNER_RETRIES failures in a row the next kick or
        restart takes over."""
        delay = self.delay
        failures = stale = 0
        try:
            while True:
                await asyncio.sleep(delay if not failures else min(30.0, 0.5 * 2 ** (failures - 1)))
                if self.stopping:
                    return  # a drain: no step begins now (bot.app.drain)
                if not self.holds(guild_id):
                    return  # the shard was taken over: its process plays on
                try:
                    outcome = await self.step(game_id)
                except Refusal as refusal:
                    if refusal.code == "stale" and stale < RUNNER_RETRIES:
                        stale += 1  # another process moved the game on meanwhile: look again
                        continue  # (a bounded number of times: never a spin for ever)
                    log.warning("game %s: computer step refused (%s)", game_id, refusal.code)
                    return
                except Exception:
                    failures += 1
                    if failures > RUNNER_RETRIES:
                        log.error("game %s: computer step failed %d times; giving up until "
                                  "the next move or restart", game_id, failures - 1)
                        return
                    log.warning("game %s: computer step failed (%d), retrying", game_id,
                                failures, exc_info=True)
                    continue
                failures = stale = 0
                if outcome is None:
                    if game_id in self._again:
                        self._again.discard(game_id)
                        continue
                    return
        finally:
            self._again.discard(game_id)
