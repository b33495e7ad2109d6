"""Optimal-play tables: one per rule configuration, built once, cached on disk.

A table is identified by a hash of the game, its resolved options and
SOLVER_VERSION, so a rule change or a solver fix can never reuse a stale file.
Files are written atomically (temporary file + os.replace), so a crash mid-write
leaves no half table. Builds run in one worker thread: numpy does the heavy
lifting with the GIL released, so the bot's event loop keeps running, and
concurrent `prepare` calls for the same configuration share one build.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import tempfile
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

log = logging.getLogger(__name__)

SOLVER_VERSION = 1
Progress = Callable[[int, int], None]

_loaded: dict[str, np.ndarray] = {}
_unsaved: list[str] = []  # why tables could not be saved (said once, then kept quiet)
_building: dict[str, Future[Any]] = {}
_lock = threading.Lock()
_executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai-tables")


def table_key(kind: str, options: dict[str, Any] | None) -> str:
    """Versioned name of the table for this rule configuration (every board's chances
    ask: memoised by the options as given)."""
    try:
        return _table_key(kind, tuple(sorted((options or {}).items())))
    except TypeError:  # an unhashable option value: the rules refuse it below
        return _key_of(kind, options)


@lru_cache(maxsize=256)
def _table_key(kind: str, options: tuple[tuple[str, Any], ...]) -> str:
    return _key_of(kind, dict(options))


def _key_of(kind: str, options: dict[str, Any] | None) -> str:
    from bot.rules import resolve_options

    resolved = resolve_options(kind, options)
    blob = json.dumps({"kind": kind, "options": resolved, "solver": SOLVER_VERSION},
                      sort_keys=True)
    digest = hashlib.sha256(blob.encode()).hexdigest()[:16]
    return f"{kind}-v{SOLVER_VERSION}-{digest}"


def table_path(data_dir: Path, key: str) -> Path:
    return Path(data_dir) / "ai" / f"{key}.npy"


def uses_table(kind: str, players: int) -> bool:
    """Whether `optimal` plays from a table here (every box game, 5000 head to head)."""
    from bot.ai.policies import policy_of

    return policy_of(kind).uses_table(players)


def tables_ready(kind: str, options: dict[str, Any] | None) -> bool:
    """Whether `optimal` can play this configuration now (else it plays `normal`)."""
    return table_key(kind, options) in _loaded


def loaded_table(kind: str, options: dict[str, Any] | None) -> np.ndarray | None:
    return _loaded.get(table_key(kind, options))


def compute_table(kind: str, options: dict[str, Any] | None,
                  progress: Progress | None = None) -> np.ndarray:
    """Solve a configuration from scratch (seconds of CPU)."""
    from bot.ai.policies import policy_of

    return policy_of(kind).compute_table(kind, dict(options or {}), progress)


def write_atomic(path: Path, table: np.ndarray) -> None:
    import numpy as np  # numpy (and numba) load with the first table, not at startup

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            np.save(handle, table)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_or_build(kind: str, options: dict[str, Any] | None, data_dir: Path | None,
                  progress: Progress | None = None) -> np.ndarray:
    """The table from memory, else from disk, else computed (and saved when data_dir)."""
    key = table_key(kind, options)
    if key in _loaded:
        return _loaded[key]
    table = None
    if data_dir is not None:
        path = table_path(data_dir, key)
        if path.exists():
            import numpy as np

            try:
                table = np.load(path)
            except (OSError, ValueError):
                log.warning("discarding unreadable AI table %s", path)
    if table is None:
        # Seconds to a minute of a worker thread: said, so that a slow first game of
        # these rules (its optimal seats play `normal` meanwhile) has its reason.
        log.info("building the AI table %s", key)
        table = compute_table(kind, options, progress)
        if data_dir is not None:
            save(table_path(data_dir, key), table)
    _loaded[key] = table
    return table


def save_loaded(kind: str, options: dict[str, Any] | None, data_dir: Path) -> None:
    """Write the table in memory to `data_dir` unless a file holds it already, so another
    process (the background reviewer's) loads it instead of solving it again."""
    key = table_key(kind, options)
    table = _loaded.get(key)
    path = table_path(data_dir, key)
    if table is not None and not path.exists():
        save(path, table)


def save(path: Path, table: np.ndarray) -> None:
    """Save a built table; if the disk refuses (full, read-only), it is still used from
    memory, and the operator is told once: it is built again after a restart."""
    try:
        write_atomic(path, table)
    except OSError as error:
        if not _unsaved:
            log.warning("AI tables kept in memory only: cannot save under %s (%s); they are"
                        " built again after each restart", path.parent,
                        error.strerror or error)
        _unsaved.append(str(error))


async def prepare(kind: str, options: dict[str, Any] | None, data_dir: Path) -> None:
    """Make `optimal` ready for this configuration without blocking the event loop.

    Safe to call many times, concurrently: one build per configuration.
    """
    key = table_key(kind, options)
    if key in _loaded:
        return
    await once(key, load_or_build, kind, options, Path(data_dir))


async def once(key: str, job: Callable[..., Any], *args: Any) -> Any:
    """Run `job(*args)` in the tables' worker thread unless a run for `key` is under way
    (then wait for that one): one build per table however many callers ask."""
    with _lock:
        future = _building.get(key)
        started = future is None
        if future is None:
            future = _executor.submit(job, *args)
            _building[key] = future
    if started:
        # Outside the lock: a future that is already done runs its callback here, at
        # once, and _forget takes the (non-reentrant) lock itself.
        future.add_done_callback(lambda done: _forget(key, done))
    return await asyncio.wrap_future(future)


def _forget(key: str, done: Future[Any]) -> None:
    with _lock:
        if _building.get(key) is done:
            del _building[key]


def clear_memory() -> None:
    """Forget loaded tables (tests)."""
    from bot.ai import finals

    _loaded.clear()
    finals._loaded.clear()
