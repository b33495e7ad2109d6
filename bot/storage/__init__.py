"""Persistence behind one repository interface (SQLite now, PostgreSQL later)."""

from bot.storage.base import ChannelBusy, Repository, StorageError, VersionConflict
from bot.storage.models import (
    BoardRow,
    DiceUnlock,
    GameRecord,
    GuildSettings,
    MoveRow,
    ResultRow,
    Seat,
    StatRow,
)


async def open_repository(database_url: str) -> Repository:
    """Open and migrate the repository named by DATABASE_URL."""
    from bot.settings import sqlite_path
    from bot.storage.sqlite import SqliteRepository

    repo = SqliteRepository(sqlite_path(database_url))
    await repo.open()
    return repo


__all__ = [
    "BoardRow",
    "ChannelBusy",
    "DiceUnlock",
    "GameRecord",
    "GuildSettings",
    "MoveRow",
    "Repository",
    "ResultRow",
    "Seat",
    "StatRow",
    "StorageError",
    "VersionConflict",
    "open_repository",
]
