"""The coverage of `bot/rules` by the rules' own tests (`tests/rules`), and nothing else.

pytest-cov traced from each worker's start to its end and only paused during the call of
the tests it was told to leave out: the collection's imports, every fixture, every bot,
database thread and AI table built in a setup ran under the tracer. The fast tier beside a
CPU burner spent 196 CPU s with it and 94 without. Here the tracer runs only while the
rules' modules are imported (their module-level lines, all of them imported here first),
while a test module under `tests/rules` is collected, and during the call of each of its
tests; each process keeps its data
in a file of its own (`.coverage.*`), and the process that prints the summary combines
them and prints the report. `-p no:tests.support.rules_coverage` turns it off.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Generator
from pathlib import Path

import coverage
import pytest

SOURCE = "bot.rules"
#: the folder under tests/ whose tests the coverage is taken from
COVERED = "rules"


def _data_file(config: pytest.Config) -> Path:
    return config.rootpath / ".coverage"


def _worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


@pytest.hookimpl(hookwrapper=True)
def pytest_load_initial_conftests(early_config: pytest.Config) -> Generator[None, None, None]:
    """Import the rules' modules under the tracer, before anything else does."""
    config = early_config
    if not _worker(config):  # the controller (or the only process): no stale data
        for old in config.rootpath.glob(".coverage.*"):
            old.unlink(missing_ok=True)
    cov = coverage.Coverage(source=[SOURCE], data_file=str(_data_file(config)),
                            data_suffix=True)
    config.stash[_KEY] = cov
    cov.start()
    try:
        for module in pkgutil.walk_packages([str(config.rootpath / "bot" / "rules")],
                                            prefix=f"{SOURCE}."):
            importlib.import_module(module.name)  # their module-level lines, once
        yield
    finally:
        cov.stop()


def _traced(config: pytest.Config, path: Path) -> Generator[None, None, None]:
    """Trace while the caller's hook runs, if it concerns a file under tests/COVERED."""
    cov = config.stash.get(_KEY, None)
    if cov is None or not path.is_relative_to(config.rootpath / "tests" / COVERED):
        yield
        return
    cov.start()
    try:
        yield
    finally:
        cov.stop()


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> Generator[None, None, None]:
    """A test module's import (the rules' modules it is the first to import, its
    parameters built from the rules)."""
    yield from _traced(collector.config, collector.path)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    yield from _traced(item.config, item.path)


def pytest_sessionfinish(session: pytest.Session) -> None:
    cov = session.config.stash.get(_KEY, None)
    if cov is not None:
        cov.save()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Whether any test under tests/COVERED ran (the controller sees its workers' reports)."""
    if report.when == "call" and report.nodeid.startswith(f"tests/{COVERED}/"):
        _ran.add(report.nodeid)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter,
                            config: pytest.Config) -> None:
    """The report, from every process's data (the workers have saved theirs by now)."""
    if _worker(config) or config.stash.get(_KEY, None) is None:
        return
    cov = coverage.Coverage(source=[SOURCE], data_file=str(_data_file(config)))
    cov.combine(data_paths=[str(config.rootpath)], keep=False, strict=False)
    if not _ran:  # the imports alone: a figure that would mean nothing
        return
    terminalreporter.write_sep("-", f"coverage of {SOURCE} by tests/{COVERED}")
    cov.report(file=terminalreporter, show_missing=False)


_KEY = pytest.StashKey[coverage.Coverage]()
_ran: set[str] = set()  # the tests under tests/COVERED that ran, by node id
