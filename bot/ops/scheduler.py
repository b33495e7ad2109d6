"""Background tasks with an owner: named, cancelled at close, forgotten when done.

A task nobody keeps can be garbage-collected mid-run, and its exception is only
reported (if at all) when it is collected, long after the fact and without saying
which job it was. Every task the bot starts in the background (a computer seat's
turns, the turn-timeout sweep, the dice emoji sync, an AI table build) is started
here instead: the scheduler holds it under a name that says what it does, logs
its exception the moment it ends, drops it then, and cancels what is left at close.
One name runs once at a time, which is how callers avoid starting a job twice.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

log = logging.getLogger(__name__)


class Scheduler:
    """Named background tasks (see the module doc); no discord, so the core may use it."""

    def __init__(self) -> None:
        self._tasks: dict[str, asyncio.Task[Any]] = {}

    def __len__(self) -> int:
        return len(self._tasks)

    def __contains__(self, name: object) -> bool:
        task = self._tasks.get(name) if isinstance(name, str) else None
        return task is not None and not task.done()

    def names(self) -> set[str]:
        """The names of the tasks held (a task is let go as soon as it ends)."""
        return set(self._tasks)

    def schedule(self, name: str, work: Coroutine[Any, Any, Any]) -> bool:
        """Run `work` in the background as `name`; False (and `work` is dropped, never
        started) when a task of that name is still running."""
        if name in self:
            work.close()
            return False
        task = asyncio.create_task(work, name=name)
        self._tasks[name] = task
        task.add_done_callback(lambda done: self._finished(name, done))
        return True

    def cancel(self, name: str) -> None:
        task = self._tasks.get(name)
        if task is not None:
            task.cancel()

    async def idle(self, prefix: str = "") -> None:
        """Until no task whose name starts with `prefix` runs (tests, shutdown). Waiting
        is cancellable without cancelling the tasks waited for."""
        while pending := [t for n, t in self._tasks.items()
                          if n.startswith(prefix) and not t.done()]:
            await asyncio.wait(pending)

    async def close(self) -> None:
        """Cancel every task and wait for them to end."""
        for task in self._tasks.values():
            task.cancel()
        await self.idle()

    def _finished(self, name: str, task: asyncio.Task[Any]) -> None:
        if self._tasks.get(name) is task:
            del self._tasks[name]
        if task.cancelled():
            return
        error = task.exception()
        if error is not None:
            log.error("background task %r failed", name, exc_info=error)
