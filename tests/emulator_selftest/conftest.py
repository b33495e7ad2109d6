"""Fixtures for the emulator self-tests: the shared emulator fixtures plus a running tiny bot."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest_asyncio

from tests.emulator import Emulator
from tests.emulator.fixtures import bot_process, emulator, run_bot  # noqa: F401

from .anywhere_bot import Anywhere
from .tiny_bot import Tiny


@pytest_asyncio.fixture
async def tiny(emulator: Emulator) -> AsyncIterator[Tiny]:  # noqa: F811
    """The tiny bot running in-process against the emulator, commands synced."""
    bot = Tiny(guild_ids=[int(emulator.guild.id)])
    async with run_bot(bot, emulator):
        yield bot


@pytest_asyncio.fixture
async def anywhere(emulator: Emulator) -> AsyncIterator[Anywhere]:  # noqa: F811
    """A bot whose global commands reach DMs, group DMs and guilds without it."""
    bot = Anywhere()
    async with run_bot(bot, emulator):
        yield bot
