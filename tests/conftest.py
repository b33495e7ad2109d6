"""Fixtures shared by several test folders: a database of each backend (storage, service,
app) and our bot running in-process against the emulator (cogs, chaos, app)."""

from __future__ import annotations

import os
import sys
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio

from bot.app.client import YachtBot
from tests.emulator import Emulator
from tests.emulator.fixtures import bot_process, emulator, run_bot
from tests.support.compiled import compile_kernels
from tests.support.postgres import ThrowawayPostgres, next_name
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings
from tests.support.shared_tables import kept_folder, share_solving

__all__ = ["bot_process", "emulator"]


# Keep the compiled test modules (pytest's rewritten asserts) and bot's, in the git-ignored
# __pycache__ folders, even where PYTHONDONTWRITEBYTECODE is set (as on the project's
# machines): compiling them all again took 6 of the 9 CPU seconds of every collection.
sys.dont_write_bytecode = False

TESTS = Path(__file__).resolve().parent
E2E_FOLDERS = ("e2e", "chaos", "emulator_selftest")
"""Folders whose every test runs a bot or the emulator's gateway (e2e); chaos is also chaos."""


WORKERS_PER_CORE = 1.5
"""The suite waits about half its time (bots starting, turn timers, the emulator's rate
limits, PostgreSQL, a browser): more workers than cores keep the cores busy through the
waits. Measured on the 2-core machine with a CPU burner beside it: one process 19.8 min
(CI), four workers 17.1 min with a chaos test's answer past Discord's 3 s, three workers
15.4 min with every test passing (quiet: four workers 10.5 min)."""
MAX_WORKERS = 8
"""Each worker starts its own PostgreSQL and solves the AI tables its files need once."""


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    """The AI's kernels compiled once, by the run's first process, before any worker
    starts (tests/support/compiled.py); a worker has nothing to do here."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        compile_kernels()


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """How many workers `-n auto` (pyproject's addopts) starts: none when the command names
    test files or tests (an inner loop's run is faster without starting workers), else
    one and a half per core."""
    if config.args and all(".py" in arg for arg in config.args):
        return 0
    return min(MAX_WORKERS, max(1, round(WORKERS_PER_CORE * (os.cpu_count() or 1))))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark each test by what it runs, from its folder, its fixtures and its parameters, so
    that no new test can be left out of its tier: `pytest -m fast` is the inner loop's.

    e2e: a bot against the emulator (in this process or as `python -m bot`), or a browser;
    chaos: tests/chaos; browser: a page in a browser (Playwright's `page` or `browser`);
    postgres: the PostgreSQL run of a test that runs on both backends (its SQLite run has
    the same assertions); fast: none of e2e and postgres.
    """
    for item in items:
        folder = item.path.relative_to(TESTS).parts[0]
        fixtures = set(getattr(item, "fixturenames", ()))
        if folder == "chaos":
            item.add_marker(pytest.mark.chaos)
        if fixtures & {"page", "browser"}:
            item.add_marker(pytest.mark.browser)
        e2e = folder in E2E_FOLDERS or bool(fixtures & {"emulator", "page", "browser"})
        if e2e:
            item.add_marker(pytest.mark.e2e)
        callspec = getattr(item, "callspec", None)
        postgres = callspec is not None and any(
            isinstance(value, str) and value == "postgres" for value in callspec.params.values())
        if postgres:
            item.add_marker(pytest.mark.postgres)
        if not (e2e or postgres):
            item.add_marker(pytest.mark.fast)


@pytest.fixture(scope="session")
def postgres_server(request: pytest.FixtureRequest) -> Iterator[ThrowawayPostgres]:
    """One throwaway PostgreSQL for the whole run; each test gets its own database.

    No PostgreSQL on the machine is installed here (tests/support/provision.py), with the
    output uncaptured so the terminal says why the test waits; never a skip.
    """
    with request.config.pluginmanager.getplugin("capturemanager").global_and_fixture_disabled():
        server = ThrowawayPostgres()
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session", autouse=True)
def solved_once(request: pytest.FixtureRequest,
                tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Each AI table solved once, whichever worker needs it first, and kept for the next
    runs of the same solver (tests/support/shared_tables.py). Without pytest's cache, the
    run's folder: workers' temp folders share a parent, pytest-N/."""
    cache = getattr(request.config, "cache", None)
    if cache is not None:
        folder = kept_folder(cache.mkdir("solved-tables"), TESTS.parent)
    else:
        base = tmp_path_factory.getbasetemp()
        folder = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "solved-tables"
    with pytest.MonkeyPatch.context() as patch:
        share_solving(folder, patch)
        yield


@pytest.fixture(params=["sqlite", "postgres"])
async def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """A fresh, empty database of each backend (the suites run against both)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'db' / 'test.db'}"
        return
    server: ThrowawayPostgres = request.getfixturevalue("postgres_server")
    name = next_name()
    yield await server.create_database(name)
    await server.drop_database(name)


@pytest.fixture
def tables_forgotten() -> Iterator[None]:
    """No AI table in memory while the test runs, and the run's tables back after it: the
    tests that solve one (tests/ai) solve it once for the run, not again after every test
    that needs the memory empty."""
    from bot.ai import tables

    kept = dict(tables._loaded)
    tables.clear_memory()
    try:
        yield
    finally:
        tables.clear_memory()
        tables._loaded.update(kept)


@dataclass
class Table:
    """The emulator, the running bot and the dice it throws."""

    emu: Emulator
    bot: YachtBot
    dice: ScriptedDice
    db: Path


@pytest.fixture
def dice() -> ScriptedDice:
    return ScriptedDice(seed=11)


@pytest_asyncio.fixture
async def table(emulator: Emulator, dice: ScriptedDice, tmp_path: Path) -> AsyncIterator[Table]:
    db = tmp_path / "yacht.db"
    bot = YachtBot(make_settings(db), roller_factory=lambda game_id: dice)
    async with run_bot(bot, emulator):
        await emulator.wait_commands()
        yield Table(emulator, bot, dice, db)
