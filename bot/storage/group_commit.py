"""Group commit of moves, shared by both backends.

Moves that arrive while a write is under way wait for the next one and go
together: one statement, one transaction, one commit for many games. Each
caller still resumes only after its move is committed, so "commit before
reply" holds. One row per game per batch: a second save of the same game
waits for the next batch, where its version check can see the first one.
"""

from __future__ import annotations

import asyncio
import json
from abc import ABC, abstractmethod
from typing import Any

from bot.storage.base import VersionConflict
from bot.storage.models import GameRecord, MoveRow

BATCH = 500  # moves per statement

Pending = tuple[tuple[Any, ...], list[MoveRow], "asyncio.Future[bool]"]


class GroupCommit(ABC):
    """The queue and the writer task; a backend supplies `_update_batch`."""

    writer_name = "writer"

    def __init__(self) -> None:
        self._pending: list[Pending] = []
        self._writer: asyncio.Task[None] | None = None

    async def _drain_writes(self) -> None:
        """Wait for the writer (closing)."""
        if self._writer is not None and not self._writer.done():
            await asyncio.gather(self._writer, return_exceptions=True)

    async def _queue_move(
        self, game: GameRecord, expected_version: int, now: float, moves: list[MoveRow]
    ) -> None:
        """Save a move with the others waiting; VersionConflict if the game moved on."""
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._pending.append((
            (game.id, expected_version, game.version, game.status, game.state,
             game.message_id, game.host_id, json.dumps(game.options), now, game.human_turn),
            moves,
            future,
        ))
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._write_pending(), name=self.writer_name)
        if not await future:
            raise VersionConflict(f"game {game.id}: expected version {expected_version}")
        game.updated_at = now

    async def _write_pending(self) -> None:
        while self._pending:
            batch: list[Pending] = []
            rest: list[Pending] = []
            seen: set[int] = set()
            for item in self._pending:
                game_id = item[0][0]
                if game_id in seen or len(batch) >= BATCH:
                    rest.append(item)
                else:
                    seen.add(game_id)
                    batch.append(item)
            self._pending = rest
            batch.sort(key=lambda item: item[0][0])  # same lock order in every process
            rows = [values for values, _, _ in batch]
            logged = [(values[0], m) for values, moves, _ in batch for m in moves]
            try:
                saved = await self._update_batch(rows, logged)
            except BaseException as error:
                for _, _, future in batch:
                    if not future.done():
                        future.set_exception(error)
                if not isinstance(error, Exception):
                    raise
                continue
            for values, _, future in batch:
                if not future.done():
                    future.set_result(values[0] in saved)

    @abstractmethod
    async def _update_batch(
        self, rows: list[tuple[Any, ...]], logged: list[tuple[int, MoveRow]]
    ) -> set[int]:
        """Write `rows` (id, expected, version, status, state, message_id, host_id,
        options, updated_at, human_turn) where the stored version is `expected`, and the move-log
        entries of those games, in one transaction; the ids that were written."""
