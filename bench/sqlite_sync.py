"""Cost of `synchronous=FULL` against `NORMAL` in WAL mode, one small commit at a time.

The bot commits every move before it answers, so this is the price of making each
commit survive a power cut (docs/sqlite.md). Run: python -m bench.sqlite_sync [dir] [--quick]
"""

from __future__ import annotations

import argparse
import sqlite3
import tempfile
import time
from pathlib import Path

from bench import add_quick

COMMITS = 2000


def per_commit(path: Path, mode: str, commits: int = COMMITS) -> float:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute(f"PRAGMA synchronous={mode}")
    conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, version INTEGER, state TEXT)")
    conn.execute("INSERT INTO games VALUES (1, 0, '')")
    state = "x" * 600  # about one stored game state
    start = time.perf_counter()
    for version in range(commits):
        conn.execute("UPDATE games SET version = ?, state = ? WHERE id = 1", (version, state))
    elapsed = time.perf_counter() - start
    conn.close()
    return elapsed / commits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir", nargs="?", default=None, help="where the databases go")
    add_quick(parser)
    args = parser.parse_args()
    commits = 50 if args.quick else COMMITS
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        for mode in ("NORMAL", "FULL"):
            cost = per_commit(Path(tmp) / f"{mode}.db", mode, commits)
            print(f"synchronous={mode:<6} {cost * 1e6:8.0f} us per commit ({commits} commits)")


if __name__ == "__main__":
    main()
