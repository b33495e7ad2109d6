"""Every row of every table of a repository's schema, read without knowing the tables:
forget-me and the purge of left servers are checked against the whole schema, so a
table added later that keeps a user's or a server's id fails those tests until it is
handled (and covered by their fixtures)."""

from __future__ import annotations

from typing import Any

from bot.storage.sqlite import SqliteRepository

Rows = dict[str, list[dict[str, Any]]]


async def all_rows(repo: Any) -> Rows:
    """Table name -> its rows as column -> value, for SQLite and PostgreSQL alike."""
    if isinstance(repo, SqliteRepository):
        async with repo.conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'"
                " AND name NOT LIKE 'sqlite_%' ORDER BY name") as cursor:
            tables = [row[0] for row in await cursor.fetchall()]
        found: Rows = {}
        for table in tables:
            async with repo.conn.execute(f"SELECT * FROM {table}") as cursor:
                names = [d[0] for d in cursor.description]
                found[table] = [dict(zip(names, row, strict=True))
                                for row in await cursor.fetchall()]
        return found
    tables = [r[0] for r in await repo.pool.fetch(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
        " AND table_type = 'BASE TABLE' ORDER BY table_name")]
    return {table: [dict(r) for r in await repo.pool.fetch(f"SELECT * FROM {table}")]
            for table in tables}


def naming(rows: Rows, value: int) -> list[tuple[str, str, Any]]:
    """(table, column, cell) of every cell that holds `value`: the number itself, or its
    digits inside a text (JSON, a seat key)."""
    needle = str(value)
    hits = []
    for table, table_rows in rows.items():
        for row in table_rows:
            for column, cell in row.items():
                if (cell == value and not isinstance(cell, bool)) or (
                        isinstance(cell, str) and needle in cell):
                    hits.append((table, column, cell))
    return hits


def tables_naming(rows: Rows, value: int) -> set[str]:
    return {table for table, _, _ in naming(rows, value)}


async def columns(repo: Any) -> dict[str, set[str]]:
    """Table name -> its column names (empty tables included)."""
    if isinstance(repo, SqliteRepository):
        rows = await all_rows(repo)
        found: dict[str, set[str]] = {}
        for table in rows:
            async with repo.conn.execute(f"PRAGMA table_info({table})") as cursor:
                found[table] = {row[1] for row in await cursor.fetchall()}
        return found
    found = {}
    for table, column in await repo.pool.fetch(
            "SELECT table_name, column_name FROM information_schema.columns"
            " WHERE table_schema = 'public'"):
        found.setdefault(table, set()).add(column)
    return found
