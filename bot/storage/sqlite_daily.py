"""SQLite: the daily challenge's rows, the background reviews' queue and skill per game.

A mixin of `SqliteRepository` (it shares its connection, lock and game loader); the
PostgreSQL twin is `bot.storage.postgres_daily`. Migration 0008 holds the tables.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any

import aiosqlite

from bot.storage.base import DailyTaken
from bot.storage.daily_sql import (
    SKILL_COLUMNS,
    STORE_REPLAY,
    UNSEATED_SKILL,
    board_row,
    daily_results_sql,
    daily_row,
    skill_board_sql,
    skill_row,
    skill_values,
)
from bot.storage.models import DailyRow, GameRecord, Seat, SkillBoardRow, SkillRow


class SqliteDaily(ABC):
    """Daily games, shares, generated secrets, the review queue and skill rows."""

    _lock: asyncio.Lock

    @property
    @abstractmethod
    def conn(self) -> aiosqlite.Connection: ...

    @abstractmethod
    async def _load(self, where: str, params: tuple[Any, ...]) -> list[GameRecord]: ...

    @abstractmethod
    async def _fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]: ...

    @abstractmethod
    async def _fetchone(self, sql: str, params: tuple[Any, ...] = ()) -> Any: ...

    async def _rollback(self) -> None:
        """Undo the transaction open on the connection. A cancel (a stopping bot's) that
        lands while aiosqlite's thread runs the COMMIT leaves none to undo: the COMMIT
        went through, and SQLite answers "cannot rollback - no transaction is active"."""
        try:
            await self.conn.execute("ROLLBACK")
        except sqlite3.OperationalError:
            if self.conn.in_transaction:  # read once the thread is past the COMMIT
                raise

    # -- secrets -------------------------------------------------------------------

    async def keep_secret(self, name: str, value: str) -> str:
        async with self._lock:
            await self.conn.execute(
                "INSERT INTO bot_secrets (name, value) VALUES (?, ?)"
                " ON CONFLICT (name) DO NOTHING", (name, value))
            row = await self._fetchone("SELECT value FROM bot_secrets WHERE name = ?", (name,))
        return str(row[0])

    # -- daily games -------------------------------------------------------------------

    async def create_daily(
        self, *, guild_id: int, channel_id: int, user_id: int, kind: str,
        options: dict[str, Any], day: str, state: str, language: str,
        context: str = "guild",
    ) -> GameRecord:
        now = time.time()
        async with self._lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                cursor = await self.conn.execute(
                    "INSERT INTO games (guild_id, channel_id, host_id, kind, options, status,"
                    " version, state, created_at, updated_at, language, daily_day, context)"
                    " VALUES (?, ?, ?, ?, ?, 'playing', 0, ?, ?, ?, ?, ?, ?)",
                    (guild_id, channel_id, user_id, kind, json.dumps(options), state, now,
                     now, language, day, context),
                )
                game_id = int(cursor.lastrowid or 0)
                await self.conn.execute(
                    "INSERT INTO seats (game_id, position, user_id, level, left_game)"
                    " VALUES (?, 0, ?, NULL, 0)", (game_id, user_id))
                await self.conn.execute("COMMIT")
            except sqlite3.IntegrityError:
                await self._rollback()
                found = await self._load(
                    "host_id = ? AND daily_day = ? AND kind = ?", (user_id, day, kind))
                if not found:
                    raise
                raise DailyTaken(found[0]) from None
            except BaseException:
                await self._rollback()
                raise
        return GameRecord(
            id=game_id, guild_id=guild_id, channel_id=channel_id, host_id=user_id, kind=kind,
            options=dict(options), status="playing", state=state,
            seats=[Seat(user_id=user_id)], created_at=now, updated_at=now, language=language,
            daily_day=day, context=context,
        )

    async def daily_of(self, user_id: int, day: str, kind: str) -> GameRecord | None:
        async with self._lock:
            found = await self._load(
                "host_id = ? AND daily_day = ? AND kind = ?", (user_id, day, kind))
        return found[0] if found else None

    async def share_daily(self, game_id: int) -> bool:
        async with self._lock:
            added = await self.conn.execute_fetchall(
                "INSERT INTO daily_shares (game_id, shared_at) VALUES (?, ?)"
                " ON CONFLICT (game_id) DO NOTHING RETURNING game_id", (game_id, time.time()))
        return bool(list(added))

    async def daily_results(
        self, guild_id: int, kind: str, first_day: str, last_day: str, *,
        best_per_player: bool, limit: int = 10,
    ) -> list[DailyRow]:
        async with self._lock:
            rows = await self._fetchall(
                daily_results_sql(best_per_player, "?"),
                (guild_id, kind, first_day, last_day, limit))
        return [daily_row(r) for r in rows]

    async def day_luck(self, day: str, kind: str) -> tuple[float, int]:
        async with self._lock:
            row = await self._fetchone(
                "SELECT AVG(k.luck), COUNT(*) FROM game_skill k JOIN games g"
                " ON g.id = k.game_id WHERE g.daily_day = ? AND g.kind = ?", (day, kind))
        return (0.0 if row[0] is None else float(row[0])), int(row[1])

    # -- background reviews ---------------------------------------------------------------

    async def claim_review(self, owner: str, now: float, lease: float,
                           game_id: int | None = None) -> GameRecord | None:
        """Claim the oldest finished game awaiting its review (or `game_id`), unless a
        live claim holds it; None when there is none."""
        which = "id = ?" if game_id is not None else \
            "id = (SELECT id FROM games WHERE status = 'finished' AND reviewed = 0" \
            " AND (review_claim IS NULL OR review_claimed_at < ?) ORDER BY id LIMIT 1)"
        params: tuple[Any, ...] = (game_id,) if game_id is not None else (now - lease,)
        async with self._lock:
            claimed = await self.conn.execute_fetchall(
                "UPDATE games SET review_claim = ?, review_claimed_at = ?"
                f" WHERE {which} AND status = 'finished' AND reviewed = 0"
                " AND (review_claim IS NULL OR review_claimed_at < ? OR review_claim = ?)"
                " RETURNING id",
                (owner, now, *params, now - lease, owner),
            )
            ids = [int(r[0]) for r in claimed]
            found = await self._load("id = ?", (ids[0],)) if ids else []
        return found[0] if found else None

    async def claim_reviews(self, owner: str, now: float, lease: float,
                            limit: int) -> list[GameRecord]:
        """Claim the `limit` oldest finished games awaiting their review that no live
        claim holds, in one statement."""
        async with self._lock:
            # The ids first: SQLite runs an IN (SELECT … LIMIT) of the updated table again
            # as rows change, so the limit would not hold. The UPDATE checks each again.
            free = await self._fetchall(
                "SELECT id FROM games WHERE status = 'finished' AND reviewed = 0"
                " AND (review_claim IS NULL OR review_claimed_at < ?) ORDER BY id LIMIT ?",
                (now - lease, limit))
            if not free:
                return []
            marks = ", ".join("?" * len(free))
            claimed = await self.conn.execute_fetchall(
                f"UPDATE games SET review_claim = ?, review_claimed_at = ? WHERE id IN ({marks})"
                " AND status = 'finished' AND reviewed = 0"
                " AND (review_claim IS NULL OR review_claimed_at < ?) RETURNING id",
                (owner, now, *(int(r[0]) for r in free), now - lease))
            ids = sorted(int(r[0]) for r in claimed)
            if not ids:
                return []
            return await self._load(f"id IN ({', '.join('?' * len(ids))}) ORDER BY id",
                                    tuple(ids))

    async def finish_review(self, game_id: int, owner: str, rows: list[SkillRow]) -> bool:
        return game_id in await self.finish_reviews(owner, {game_id: rows})

    async def finish_reviews(self, owner: str, reviews: dict[int, list[SkillRow]],
                             replays: Mapping[int, str] | None = None) -> list[int]:
        """Store each game's skill rows and mark it reviewed, in one transaction, for the
        games `owner` still holds the claim of; those games' ids."""
        mine = []
        async with self._lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                for game_id, rows in reviews.items():
                    cursor = await self.conn.execute(
                        "UPDATE games SET reviewed = 1, review_claim = NULL,"
                        " review_claimed_at = NULL WHERE id = ? AND review_claim = ?"
                        " AND reviewed = 0", (game_id, owner))
                    if cursor.rowcount == 1:
                        mine.append(game_id)
                        if rows:
                            await self.conn.executemany(
                                f"INSERT INTO game_skill ({SKILL_COLUMNS})"
                                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                                " ON CONFLICT (game_id, position) DO NOTHING",
                                [skill_values(r) for r in rows])
                            await self.conn.execute(UNSEATED_SKILL.format("?"), (game_id,))
                        if replays and game_id in replays:
                            await self.conn.execute(STORE_REPLAY.format("?", "?"),
                                                    (game_id, replays[game_id]))
                await self.conn.execute("COMMIT")
            except BaseException:
                await self._rollback()
                raise
        return mine

    async def reviews_pending(self) -> int:
        async with self._lock:
            row = await self._fetchone(
                "SELECT COUNT(*) FROM games WHERE status = 'finished' AND reviewed = 0")
        return int(row[0])

    async def game_skill(self, game_id: int) -> list[SkillRow]:
        async with self._lock:
            rows = await self._fetchall(
                f"SELECT {SKILL_COLUMNS} FROM game_skill WHERE game_id = ? ORDER BY position",
                (game_id,))
        return [skill_row(r) for r in rows]

    async def skill_board(self, guild_id: int, kind: str, *, window: int, minimum: int,
                          limit: int = 10) -> list[SkillBoardRow]:
        async with self._lock:
            rows = await self._fetchall(skill_board_sql("?"),
                                        (guild_id, kind, window, minimum, limit))
        return [board_row(r) for r in rows]

    async def skill_history(self, guild_id: int, user_id: int,
                            limit: int = 100) -> list[SkillRow]:
        async with self._lock:
            rows = await self._fetchall(
                f"SELECT {SKILL_COLUMNS} FROM game_skill WHERE guild_id = ? AND user_id = ?"
                " ORDER BY finished_at DESC, game_id DESC LIMIT ?", (guild_id, user_id, limit))
        return [skill_row(r) for r in reversed(rows)]
