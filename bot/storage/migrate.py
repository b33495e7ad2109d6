"""Numbered SQL migrations: `migrations/NNNN_name.sql`, applied in order, once each."""

from __future__ import annotations

import re
from importlib import resources

import aiosqlite

_NAME = re.compile(r"^(\d{4})_[\w-]+\.sql$")


def available() -> list[tuple[int, str, str]]:
    """(number, file name, SQL) for every migration shipped with the package."""
    found = []
    for entry in resources.files("bot.storage.migrations").iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append((int(match.group(1)), entry.name, entry.read_text(encoding="utf-8")))
    found.sort()
    numbers = [n for n, _, _ in found]
    if numbers != list(range(1, len(numbers) + 1)):
        raise RuntimeError(f"migration numbers must run 1..n without gaps, got {numbers}")
    return found


async def current_version(conn: aiosqlite.Connection) -> int:
    await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    async with conn.execute("SELECT version FROM schema_version") as cursor:
        row = await cursor.fetchone()
    if row is None:
        await conn.execute("INSERT INTO schema_version (version) VALUES (0)")
        return 0
    return int(row[0])


async def migrate(conn: aiosqlite.Connection) -> int:
    """Apply every migration above the stored version; each in its own transaction."""
    version = await current_version(conn)
    for number, _name, sql in available():
        if number <= version:
            continue
        # executescript commits anything pending first; BEGIN..COMMIT keeps the
        # migration and its version bump atomic.
        try:
            await conn.executescript(
                f"BEGIN;\n{sql}\n;UPDATE schema_version SET version = {number};\nCOMMIT;"
            )
        except Exception:
            await conn.execute("ROLLBACK") if conn.in_transaction else None
            raise
        version = number
    return version
