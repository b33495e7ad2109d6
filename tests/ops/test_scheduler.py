"""Background tasks are owned (bot/ops/scheduler.py): named, run once per name, forgotten
when done, cancelled at close, and logged when they fail (the bot's own included)."""

from __future__ import annotations

import asyncio
import gc
import logging

import pytest

from bot.domain import Seat, TableView
from bot.ops.scheduler import Scheduler
from tests.support.waiting import eventually


async def test_tasks_are_named_run_once_per_name_and_forgotten_when_done():
    tasks = Scheduler()
    gate = asyncio.Event()
    runs: list[str] = []

    async def job(tag: str) -> None:
        runs.append(tag)
        await gate.wait()

    assert tasks.schedule("cpu-1", job("a"))
    assert not tasks.schedule("cpu-1", job("b"))  # the same job still runs: not started
    assert tasks.schedule("cpu-2", job("c"))
    await asyncio.sleep(0)
    assert tasks.names() == {"cpu-1", "cpu-2"} and "cpu-1" in tasks
    gate.set()
    await tasks.idle("cpu-")
    assert runs == ["a", "c"] and tasks.names() == set() and "cpu-1" not in tasks


async def test_close_cancels_what_still_runs():
    tasks = Scheduler()
    cancelled = asyncio.Event()

    async def forever() -> None:
        try:
            await asyncio.sleep(3600)
        except asyncio.CancelledError:
            cancelled.set()
            raise

    tasks.schedule("turn-timeouts", forever())
    await asyncio.sleep(0)
    await tasks.close()
    assert cancelled.is_set() and len(tasks) == 0


async def test_a_failing_background_task_is_logged_with_its_name(caplog):
    tasks = Scheduler()

    async def broken() -> None:
        raise RuntimeError("disk full")

    with caplog.at_level(logging.ERROR, logger="bot.ops.scheduler"):
        tasks.schedule("ai-table yacht", broken())
        await tasks.idle()
        gc.collect()  # nothing is left for asyncio's "never retrieved" report
    (record,) = caplog.records
    assert "'ai-table yacht' failed" in record.getMessage()
    assert record.exc_info is not None and "disk full" in str(record.exc_info[1])
    assert len(tasks) == 0


@pytest.mark.allow_errors
async def test_a_failing_table_build_of_the_bot_is_logged(table, monkeypatch, caplog):
    async def no_space(kind, options, data_dir) -> None:
        raise OSError("no space left on device")

    monkeypatch.setattr("bot.service.coach.prepare", no_space)
    with caplog.at_level(logging.ERROR, logger="bot.ops.scheduler"):
        table.bot.coach.warm(TableView(1, 1, 1, 1, "yacht", {},
                                         seats=[Seat(user_id=1), Seat(level="optimal")]))
        await table.bot.tasks.idle("ai-table")
    assert any("ai-table yacht" in r.getMessage() and "no space" in str(r.exc_info[1])
               for r in caplog.records if r.exc_info)
    assert table.bot.tasks.names() == {"turn-timeouts", "left-servers", "skill reviews",
                                       "ratings", "season posts"}


async def test_the_background_reviews_know_when_a_click_is_in_flight(table):
    """What bot.service.skill waits for before claiming or storing a review: an interaction not
    yet answered, or a game's lock held (a move committing)."""
    from bot.ops import metrics

    busy = table.bot.reviews.busy
    await eventually(lambda: not busy(), "the bot at rest")
    async with table.bot.service.locks(-1):
        assert busy()
    assert not busy()
    metrics.ANSWERS.arrived(-2, 3)  # a component click, its answer not sent yet
    try:
        assert busy()
    finally:
        metrics.ANSWERS.answered(-2, 200)
    assert not busy()
