"""Cost of `synchronous=FULL` against `NORMAL` in WAL mode, one small commit at a time.

The bot commits every move before it answers, so this is the price of making each
commit survive a power cut (docs/sqlite.md). Run: python -m bench.sqlite_sync [dir]
"""

from __future__ import annotations

import sqlite3
import sys
import tempfile
import time
from pathlib import Path

COMMITS = 2000


def per_commit(path: Path, mode: str) -> float:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute(f"PRAGMA synchronous={mode}")
    conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, version INTEGER, state TEXT)")
    conn.execute("INSERT INTO games VALUES (1, 0, '')")
    state = "x" * 600  # about one stored game state
    start = time.perf_counter()
    for version in range(COMMITS):
        conn.execute("UPDATE games SET version = ?, state = ? WHERE id = 1", (version, state))
    elapsed = time.perf_counter() - start
    conn.close()
    return elapsed / COMMITS


def main() -> None:
    where = sys.argv[1] if len(sys.argv) > 1 else None
    with tempfile.TemporaryDirectory(dir=where) as tmp:
        for mode in ("NORMAL", "FULL"):
            cost = per_commit(Path(tmp) / f"{mode}.db", mode)
            print(f"synchronous={mode:<6} {cost * 1e6:8.0f} us per commit ({COMMITS} commits)")


if __name__ == "__main__":
    main()
