"""Stopping on SIGTERM or SIGINT: new interactions are refused, the actions in flight
commit and are shown, then everything closes, the database last (SQLite checkpoints its
WAL on close), and one line says so."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.app.client import YachtBot

log = logging.getLogger(__name__)

# How long actions in flight (and the edits showing them) may take to finish.
DRAIN_SECONDS = 5.0


async def drain(bot: YachtBot, why: str) -> None:
    """Stop taking interactions, let the actions in flight commit and be shown, then close
    everything."""
    started = time.perf_counter()
    bot.clicks.draining = True
    if not bot.is_ready():
        # Not serving yet (logging in, waiting for the shard leases, publishing the
        # commands, connecting): nothing of Discord's to finish, and the setup must not
        # go on with a database about to be closed. Cancelled first, then closed.
        bot.end_run()
    deadline = started + DRAIN_SECONDS
    quiet = 0
    while quiet < 3 and time.perf_counter() < deadline:  # nothing in flight for 3 looks
        held = ((bot.service is not None and len(bot.service.locks) > 0)
                or len(bot.clicks.in_flight) > 0)
        quiet = 0 if held else quiet + 1
        await asyncio.sleep(0.02)
    live: int | str = "?"
    try:
        if bot.table is not None:
            # A computer step in flight commits and is drawn; none begins after it. Cut
            # short by the cancel below, a step could commit a move no board shows.
            bot.table.runner.stopping = True
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(bot.table.runner.idle(),
                                       max(0.5, deadline - time.perf_counter()))
        await bot.tasks.close()  # computer seats between steps, sweeps, emoji
        if bot.table is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(bot.table.display.idle(),
                                       max(0.5, deadline - time.perf_counter()))
        if bot.repo is not None:
            live = sum((await asyncio.wait_for(bot.repo.live_games(), 2.0)).values())
    except Exception as error:  # stopping anyway: say why the drain was cut short
        log.warning("stopping: drain cut short (%r)", error)
    finally:
        await bot.close()
    log.info("stopped (%s) in %.1f s: %s unfinished game(s) saved, database closed", why,
             time.perf_counter() - started, live)
