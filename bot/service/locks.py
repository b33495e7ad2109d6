"""One asyncio lock per resource, held only while someone holds or waits for it.

The locks live in a weak-value mapping (as python-discord's bot/utils/lock.py): a
caller inside `async with locks(key)` and every waiter in `acquire` keep the lock
alive, so all of them share one; once the last lets go, nothing refers to it and
the entry disappears by itself. A long-running bot therefore keeps no lock per game
it ever saw, and nobody has to decide when a lock may be dropped.
"""

from __future__ import annotations

import asyncio
from collections.abc import Hashable
from typing import Generic, TypeVar
from weakref import WeakValueDictionary

K = TypeVar("K", bound=Hashable)


class ResourceLocks(Generic[K]):
    """`locks(key)`: the lock of `key`, the same object for everyone using it now."""

    def __init__(self) -> None:
        self._locks: WeakValueDictionary[K, asyncio.Lock] = WeakValueDictionary()

    def __call__(self, key: K) -> asyncio.Lock:
        lock = self._locks.get(key)
        if lock is None:
            lock = self._locks[key] = asyncio.Lock()
        return lock

    def __len__(self) -> int:
        return len(self._locks)
