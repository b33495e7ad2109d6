"""prepare(): builds once per configuration, off the event loop, atomically cached."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.ai import prepare, tables_ready
from bot.ai import tables as ai_tables

pytestmark = pytest.mark.usefixtures("tables_forgotten")


async def test_prepare_does_not_block_loop_and_builds_once(tmp_path, monkeypatch):
    calls, building = [], []
    real = ai_tables.compute_table

    def counting(kind, options, progress=None):
        calls.append(kind)
        start = time.perf_counter()
        time.sleep(0.3)  # a slow build: the loop must keep ticking meanwhile
        try:
            return real(kind, options, progress)
        finally:
            building.append((start, time.perf_counter()))

    monkeypatch.setattr(ai_tables, "compute_table", counting)
    ticks = []

    async def ticker(stop):
        while not stop.is_set():
            await asyncio.sleep(0.01)
            ticks.append(time.perf_counter())

    stop = asyncio.Event()
    tick = asyncio.create_task(ticker(stop))
    assert not tables_ready("classic", {})
    await asyncio.gather(*(prepare("classic", {}, tmp_path) for _ in range(5)))
    stop.set()
    await tick
    assert calls == ["classic"]
    assert tables_ready("classic", {})
    # The loop ticked while the build ran (a build on the loop's own thread would leave
    # no tick inside it, however fast or loaded the machine).
    ((start, end),) = building
    assert sum(start < tick < end for tick in ticks) >= 3
    files = list((tmp_path / "ai").glob("*.npy"))
    assert len(files) == 1 and "classic-v" in files[0].name
    assert not list((tmp_path / "ai").glob("*.tmp"))

    # a restart loads the cached file instead of solving again
    ai_tables.clear_memory()
    await prepare("classic", {}, tmp_path)
    assert calls == ["classic"] and tables_ready("classic", {})


def test_table_key_depends_on_options_and_version():
    a = ai_tables.table_key("yacht", {})
    assert a == ai_tables.table_key("yacht", {"yacht_bonus": "off"})
    assert a != ai_tables.table_key("yacht", {"yacht_bonus": True})
    assert f"v{ai_tables.SOLVER_VERSION}" in a



def test_prepare_with_an_already_finished_build_does_not_deadlock(tmp_path, monkeypatch):
    """A build that is done before its callback is added (a cached table) must not freeze.

    The call runs in its own thread so that a deadlock fails the test instead of hanging it.
    """
    import threading
    from concurrent.futures import Future

    def finished(fn, *args):
        future: Future = Future()
        future.set_result(fn(*args))
        return future

    monkeypatch.setattr(ai_tables._executor, "submit", finished)
    worker = threading.Thread(target=asyncio.run, args=(prepare("classic", {}, tmp_path),),
                              daemon=True)
    worker.start()
    worker.join(timeout=30)
    assert not worker.is_alive(), "prepare() deadlocked on an already finished build"
    assert tables_ready("classic", {})
    assert not ai_tables._building
