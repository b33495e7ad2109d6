"""What a start needs before the bot serves: the gateway intents, the database, and the
one line that says what runs."""

from __future__ import annotations

import asyncio
import importlib.metadata
import logging
import sqlite3
from collections.abc import Awaitable
from typing import Any

import discord

from bot.settings import Settings, StartupError
from bot.storage import Repository, StorageUnavailable, open_repository, redact
from bot.text import texts_for

log = logging.getLogger(__name__)

# The distribution that installs this package (pyproject.toml's name), for its version.
# Named, not looked up: finding a package's distribution reads every installed one's
# file list, a quarter of a second of the start on a busy machine.
DISTRIBUTION = "yacht-bot"


def intents() -> discord.Intents:
    """Guilds only: no members, presences or message content (no privileged intents)."""
    chosen = discord.Intents.none()
    chosen.guilds = True
    return chosen


async def open_database(settings: Settings) -> Repository:
    """The database of DATABASE_URL, migrated; one line when it cannot be used."""
    url = settings.database_url
    try:
        return await open_repository(url)
    except (ValueError, OSError, sqlite3.Error, StorageUnavailable) as error:
        problem = str(error) or type(error).__name__
        raise StartupError(
            texts_for("en")("startup-bad-database", url=redact(url), problem=problem)
        ) from None


async def log_start(repo: Repository, settings: Settings) -> None:
    """The one line that says what runs: release, schema, backend and shards."""
    name = DISTRIBUTION
    try:
        release = importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        release = "unknown"
    count, ids = settings.shard_count, settings.shard_ids
    shards = ("unsharded" if count is None else
              f"shards {','.join(map(str, ids or range(count)))} of {count}")
    log.info("%s %s starting: schema %d on %s, %s", name, release,
             await repo.schema_version(), getattr(repo, "backend", "?"), shards)


async def together(*steps: Awaitable[Any]) -> list[Any]:
    """Run `steps` at once, their results in order; the first failure cancels the rest
    (and is raised as it is, not in an exception group)."""
    tasks = [asyncio.ensure_future(step) for step in steps]
    try:
        return await asyncio.gather(*tasks)
    except BaseException:
        for task in tasks:
            task.cancel()
        raise
