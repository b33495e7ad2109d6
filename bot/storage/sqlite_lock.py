"""SQLite means one process: a process running on an SQLite file holds an exclusive
lock on a file beside it (`yacht.db.lock`) for as long as it lives.

SQLite itself would let a second process in: both would then play the same computer
turns and timeouts and keep caches the other invalidates. The lock is an fcntl
`flock`, which the kernel drops when the process ends however it ends (kill -9 too),
so a crash never leaves a stale lock behind. The SQLite file itself is left alone:
backups and an operator's shell may still read it.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

_held: dict[str, int] = {}  # lock path -> open descriptor, for the process's life


class SqliteLocked(Exception):
    """Another process holds the database's lock (`.lock_path` names it)."""

    def __init__(self, lock_path: str) -> None:
        super().__init__(f"{lock_path} is held by another process")
        self.lock_path = lock_path


def lock_path(database_path: str) -> str:
    return f"{database_path}.lock"


def hold(database_path: str) -> str | None:
    """Take the lock of `database_path` for the rest of this process (None for an
    in-memory database); SqliteLocked when another process has it, OSError when the
    lock file cannot be made."""
    if database_path == ":memory:":
        return None
    path = lock_path(database_path)
    if path in _held:
        return path
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise SqliteLocked(path) from None
    except BaseException:
        os.close(fd)
        raise
    _held[path] = fd
    return path
