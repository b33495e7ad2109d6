"""Numbered SQL migrations, one ordered list for every backend.

`migrations/NNNN_name.sql` is the same for all backends; where dialects differ a
migration ships one file per backend instead (`NNNN_name.sqlite.sql`,
`NNNN_name.postgres.sql`). Either way each number exists exactly once per
backend, so a database's schema version means the same schema everywhere.
"""

from __future__ import annotations

import re
from importlib import resources

import aiosqlite

BACKENDS = ("sqlite", "postgres")
_NAME = re.compile(r"^(\d{4})_[\w-]+?(?:\.(sqlite|postgres))?\.sql$")


def available(backend: str = "sqlite") -> list[tuple[int, str, str]]:
    """(number, file name, SQL) of every migration `backend` applies, in order."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}")
    by_number: dict[int, list[tuple[str | None, str, str]]] = {}
    for entry in resources.files("bot.storage.migrations").iterdir():
        match = _NAME.match(entry.name)
        if match:
            by_number.setdefault(int(match.group(1)), []).append(
                (match.group(2), entry.name, entry.read_text(encoding="utf-8"))
            )
    numbers = sorted(by_number)
    if numbers != list(range(1, len(numbers) + 1)):
        raise RuntimeError(f"migration numbers must run 1..n without gaps, got {numbers}")
    found = []
    for number in numbers:
        files = by_number[number]
        common = [f for f in files if f[0] is None]
        own = [f for f in files if f[0] == backend]
        if len(common) + len(own) != 1 or (common and len(files) > 1):
            names = sorted(f[1] for f in files)
            raise RuntimeError(
                f"migration {number:04d} needs one shared file or one per backend, got {names}"
            )
        _, name, sql = (common or own)[0]
        found.append((number, name, sql))
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
    for number, _name, sql in available("sqlite"):
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
