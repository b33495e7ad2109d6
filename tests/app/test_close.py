"""Closing the bot in the seconds between the gateway's READY and discord.py's `ready`
(its wait for the servers' GUILD_CREATE): nothing of discord.py's is left to run on the
closed client."""

from __future__ import annotations

import asyncio

from bot.app.client import YachtBot
from tests.emulator import Emulator
from tests.emulator.fixtures import TOKEN, point_discord_at
from tests.support.settings import make_settings
from tests.support.waiting import DEADLINE, eventually


async def test_a_close_before_ready_leaves_no_ready_to_dispatch(emulator: Emulator, tmp_path):
    bot = YachtBot(make_settings(tmp_path / "yacht.db"))
    point_discord_at(emulator.api_base, emulator.gateway_url)
    bot._connection.guild_ready_timeout = 2.0  # discord.py's own (tests shorten it)
    run = asyncio.create_task(bot.start(TOKEN))
    try:
        def waiting() -> bool:
            if run.done():
                run.result()  # a start that failed says why
            return bot._connection._ready_task is not None  # (a task would be awaited)

        await eventually(waiting, "the gateway's READY")
        ready = bot._connection._ready_task
        assert ready is not None
        assert not bot.is_ready()
        await bot.close()
        await asyncio.wait_for(run, DEADLINE)
        # Without the cancel, the task ends after its 2 s wait by dispatching `ready` on
        # the closed client: AttributeError ('_MissingSentinel' has no 'create_task').
        await asyncio.wait({ready}, timeout=DEADLINE)
        assert ready.done() and (ready.cancelled() or ready.exception() is None)
        assert not bot.is_ready()
    finally:
        if not run.done():
            await bot.close()
            await run
