"""Fixtures shared by several test folders: a database of each backend (storage, service,
app) and our bot running in-process against the emulator (cogs, chaos, app)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio

from bot.app.client import YachtBot
from tests.emulator import Emulator
from tests.emulator.fixtures import bot_process, emulator, run_bot
from tests.support.postgres import ThrowawayPostgres, next_name
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings

__all__ = ["bot_process", "emulator"]


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[ThrowawayPostgres]:
    """One throwaway PostgreSQL for the whole run; each test gets its own database.

    No PostgreSQL on the machine is an error here, not a skip: CI must run these.
    """
    server = ThrowawayPostgres().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(params=["sqlite", "postgres"])
async def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh, empty database of each backend (the suites run against both)."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'db' / 'test.db'}"
    server: ThrowawayPostgres = request.getfixturevalue("postgres_server")
    return await server.create_database(next_name())


@dataclass
class Table:
    """The emulator, the running bot and the dice it throws."""

    emu: Emulator
    bot: YachtBot
    dice: ScriptedDice
    db: Path


@pytest.fixture
def dice() -> ScriptedDice:
    return ScriptedDice(seed=11)


@pytest_asyncio.fixture
async def table(emulator: Emulator, dice: ScriptedDice, tmp_path: Path) -> AsyncIterator[Table]:
    db = tmp_path / "yacht.db"
    bot = YachtBot(make_settings(db), roller_factory=lambda game_id: dice)
    async with run_bot(bot, emulator):
        await emulator.wait_commands()
        yield Table(emulator, bot, dice, db)
