"""The AI tables one test worker solves, handed to the run's other workers.

The suite runs in parallel workers (tests/conftest.py), each its own process with its own
memory: without this, every worker solved the exact tables and the chances' distributions
its files need (Yatzy's alone, some 50 CPU seconds), and the tests that empty the memory on
purpose solved them again. Here the two solving steps, `tables.compute_table` and
`finals.build`, keep what they return in a folder of the run: the first worker to need a
table solves it while the others wait for it, then read it. Only the solving is shared:
what the bot keeps in memory and writes to its own data folder, and so every path a test
checks (not built yet, on disk, in memory, being built), is the production code's own.

The folder is kept between runs, in pytest's cache (`.pytest_cache/`), named by a hash
of the code the tables are a function of: the solver's and the rules' sources and the
libraries' versions (`code_key`). A run whose solver or rules differ in any byte solves
them anew, in a folder of its own; the folders of other code are deleted. (With pytest's
cache off, `-p no:cacheprovider`, the run's own temporary folder.) So a table a test reads
from there was solved by the very code under test, as a run's second worker always read
what its first had solved; a change to the solver is tested by solving.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import shutil
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numba
import numpy as np
import pytest

from bot.ai import finals, tables

#: what the tables are a function of (besides their game and options, in their names)
SOLVER_SOURCES = ("bot/ai", "bot/rules", "bot/domain.py")
#: a folder of other code younger than this may be another run's, still at work
STALE_SECONDS = 3600


def code_key(root: Path) -> str:
    """A hash of the solver's and the rules' sources under `root` and of the versions of
    Python, numpy and numba."""
    digest = hashlib.sha256(f"{sys.version} {np.__version__} {numba.__version__}".encode())
    for name in SOLVER_SOURCES:
        where = root / name
        for path in sorted(where.rglob("*.py")) if where.is_dir() else [where]:
            digest.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def kept_folder(cache: Path, root: Path) -> Path:
    """The folder of this code's tables under `cache`; other code's, once stale, deleted."""
    folder = cache / code_key(root)
    for other in cache.iterdir():
        if other != folder and other.is_dir() and \
                time.time() - other.stat().st_mtime > STALE_SECONDS:
            shutil.rmtree(other, ignore_errors=True)
    return folder


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """One worker at a time solves a given table; the others wait, then read it."""
    with path.with_suffix(".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _fingerprint(exact: np.ndarray) -> str:
    """Which exact table a distribution was built from: its shape and a sample of its
    values (a test may hand `build` a table of its own)."""
    sample = np.ascontiguousarray(exact.reshape(-1)[::9973])
    return hashlib.sha256(repr(exact.shape).encode() + sample.tobytes()).hexdigest()[:16]


def _shared_compute(folder: Path, real: Callable[..., np.ndarray]) -> Callable[..., np.ndarray]:
    def compute_table(kind: str, options: dict[str, Any] | None,
                      progress: tables.Progress | None = None) -> np.ndarray:
        path = folder / f"{tables.table_key(kind, options)}.npy"
        with _locked(path):
            if path.exists():
                stored: np.ndarray = np.load(path)
                return stored
            table = real(kind, options, progress)
            tables.write_atomic(path, table)
            return table
    return compute_table


def _shared_build(folder: Path, real: Callable[..., finals.Finals]) -> Callable[..., finals.Finals]:
    def build(model: Any, exact: np.ndarray, level: str = "optimal",
              progress: finals.Progress | None = None,
              keep: dict[int, tuple[np.ndarray, np.ndarray]] | None = None) -> finals.Finals:
        if keep is not None:  # the layers asked for are handed back only by a real build
            return real(model, exact, level, progress, keep)
        key = (f"{tables.table_key(model.kind, model.options)}-{finals.table_level(level)}"
               f"-{_fingerprint(exact)}")
        base = folder / f"{key}-finals"
        rows, codes, size = (base.with_suffix(".rows.npy"), base.with_suffix(".codes.npy"),
                             base.with_suffix(".json"))
        with _locked(base):
            if size.exists():  # written last: the other two are whole
                return finals.Finals(np.load(rows), np.load(codes, mmap_mode="r"),
                                     json.loads(size.read_text())["size"])
            found = real(model, exact, level, progress)
            tables.write_atomic(rows, found.rows)
            tables.write_atomic(codes, found.codes)
            temporary = size.with_suffix(".tmp")
            temporary.write_text(json.dumps({"size": found.size}))
            temporary.replace(size)
            return found
    return build


def share_solving(folder: Path, patch: pytest.MonkeyPatch) -> None:
    """Route the run's solving through `folder` (shared by the run's workers)."""
    folder.mkdir(parents=True, exist_ok=True)
    patch.setattr(tables, "compute_table", _shared_compute(folder, tables.compute_table))
    patch.setattr(finals, "build", _shared_build(folder, finals.build))
