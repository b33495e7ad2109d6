"""Fixtures for the Discord-layer tests: the emulator plus our bot in-process."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio

from bot.app import YachtBot
from bot.settings import Settings
from tests.bot.scripted_dice import ScriptedDice
from tests.emulator import Emulator
from tests.emulator.fixtures import bot_process, emulator, run_bot
from tests.postgres import ThrowawayPostgres, next_name

__all__ = ["bot_process", "emulator"]


def make_settings(db: Path, **overrides) -> Settings:
    values = {
        "discord_token": "emulator-token",
        "database_url": f"sqlite:///{db}",
        "bot_turn_delay": 0,
        "data_dir": db.parent / "ai",
        "log_level": "WARNING",
        "dice_emoji": False,  # Unicode faces; tests/bot/test_dice_sets.py turns emoji on
    }
    values.update(overrides)
    return Settings(_env_file=None, **values)


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
