"""Settings of a bot under test: the emulator's token, a local database, no turn delay,
no auto-roll unless a test turns it on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.settings import Settings
from tests.emulator import TOKEN


def make_settings(db: Path, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "discord_token": TOKEN,
        "database_url": f"sqlite:///{db}",
        "bot_turn_delay": 0,
        "data_dir": db.parent / "ai",
        "log_level": "WARNING",
        "dice_emoji": False,  # Unicode faces; tests/e2e/test_dice_sets.py turns emoji on
        # Every first roll a tap, as the tests written before auto-roll script it;
        # tests/e2e/test_auto_roll.py plays with the bot's own default (on)
        "auto_roll": False,
    }
    values.update(overrides)
    return Settings(_env_file=None, **values)
