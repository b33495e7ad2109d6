"""Persistence behind one repository interface: SQLite (default) or PostgreSQL."""

from bot.storage.base import (
    CapReached,
    ChannelBusy,
    DailyTaken,
    Repository,
    StillSeated,
    StorageError,
    StorageUnavailable,
    VersionConflict,
)
from bot.storage.models import (
    BoardMove,
    BoardRow,
    DailyRow,
    DiceUnlock,
    GameRecord,
    GuildSettings,
    MoveRow,
    ResultRow,
    Seat,
    SkillBoardRow,
    SkillRow,
    StatRow,
)


def backend_of(database_url: str) -> str:
    """"sqlite" or "postgres" for a DATABASE_URL; ValueError for anything else."""
    if database_url.startswith(("postgresql://", "postgres://")):
        return "postgres"
    from bot.settings import sqlite_path

    sqlite_path(database_url)  # raises ValueError with the supported forms
    return "sqlite"


async def open_repository(database_url: str) -> Repository:
    """Open and migrate the repository named by DATABASE_URL.

    Any failure to reach or prepare the database is a StorageUnavailable whose
    message is one line fit for the operator (no driver traceback).
    """
    try:
        backend = backend_of(database_url)
    except ValueError as error:
        raise StorageUnavailable(str(error)) from None
    repo: Repository
    if backend == "postgres":
        from bot.storage.postgres import PostgresRepository

        repo = PostgresRepository(database_url)
    else:
        from bot.settings import sqlite_path
        from bot.storage.sqlite import SqliteRepository

        repo = SqliteRepository(sqlite_path(database_url))
    try:
        await repo.open()
    except Exception as error:
        reason = " ".join(str(error).split()) or type(error).__name__
        raise StorageUnavailable(reason) from error
    return repo


def redact(database_url: str) -> str:
    """The URL without its password, fit for logs and error lines."""
    scheme, sep, rest = database_url.partition("://")
    userinfo, at, host = rest.rpartition("@")
    if not sep or not at or ":" not in userinfo:
        return database_url
    return f"{scheme}://{userinfo.split(':', 1)[0]}:***@{host}"


__all__ = [
    "BoardMove",
    "BoardRow",
    "CapReached",
    "ChannelBusy",
    "DailyRow",
    "DailyTaken",
    "DiceUnlock",
    "GameRecord",
    "GuildSettings",
    "MoveRow",
    "Repository",
    "ResultRow",
    "Seat",
    "SkillBoardRow",
    "SkillRow",
    "StatRow",
    "StillSeated",
    "StorageError",
    "StorageUnavailable",
    "VersionConflict",
    "backend_of",
    "open_repository",
    "redact",
]
