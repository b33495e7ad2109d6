"""Waiting for readiness, never for a fixed time.

A test polls the condition it needs (the table built, the message drawn, the row saved)
until it holds, under one generous overall deadline: a loaded 2-core machine can be many
times slower than a quiet one, and a test that works returns as soon as the condition
holds, so the deadline costs nothing until something is really broken.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable
from typing import TypeVar

T = TypeVar("T")

DEADLINE = 60.0
"""Seconds before a readiness wait gives up: far beyond any slow machine, short of a hang."""


async def eventually(condition: Callable[[], T | Awaitable[T]], what: str, *,
                     timeout: float = DEADLINE, interval: float = 0.02) -> T:
    """The first truthy value of `condition()` (a plain or an async callable)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        result = condition()
        if inspect.isawaitable(result):
            result = await result
        if result:
            return result  # type: ignore[return-value]
        if loop.time() > deadline:
            raise AssertionError(f"not ready after {timeout:.0f} s: {what}")
        await asyncio.sleep(interval)
