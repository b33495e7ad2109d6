"""Fixtures for the Discord-layer tests: the emulator plus our bot in-process."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio

from bot.app import YachtBot
from bot.settings import Settings
from tests.bot.scripted_dice import ScriptedDice
from tests.emulator import Emulator
from tests.emulator.fixtures import bot_process, emulator, run_bot

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
