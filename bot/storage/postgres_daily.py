"""PostgreSQL: the daily challenge's rows, the background reviews' queue and skill per game.

A mixin of `PostgresRepository` (its pool and row reader); the SQLite twin is
`bot.storage.sqlite_daily`. Several processes (shards) share the database: a review
is claimed with `FOR UPDATE SKIP LOCKED` and stored only by the process holding the
claim, so each game is reviewed by exactly one of them.
"""

from __future__ import annotations

import json
import time
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any

import asyncpg

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


class PostgresDaily(ABC):
    """Daily games, shares, generated secrets, the review queue and skill rows."""

    @property
    @abstractmethod
    def pool(self) -> asyncpg.Pool: ...

    @abstractmethod
    async def _games(self, where: str, *params: Any) -> list[GameRecord]:
        """Games matching `where` (on `games g`), seats included."""

    # -- secrets -------------------------------------------------------------------

    async def keep_secret(self, name: str, value: str) -> str:
        await self.pool.execute(
            "INSERT INTO bot_secrets (name, value) VALUES ($1, $2)"
            " ON CONFLICT (name) DO NOTHING", name, value)
        return str(await self.pool.fetchval(
            "SELECT value FROM bot_secrets WHERE name = $1", name))

    # -- daily games -------------------------------------------------------------------

    async def create_daily(
        self, *, guild_id: int, channel_id: int, user_id: int, kind: str,
        options: dict[str, Any], day: str, state: str, language: str,
        context: str = "guild",
    ) -> GameRecord:
        now = time.time()
        try:
            async with self.pool.acquire() as conn, conn.transaction():
                game_id = await conn.fetchval(
                    "INSERT INTO games (guild_id, channel_id, host_id, kind, options, status,"
                    " version, state, created_at, updated_at, language, daily_day, context)"
                    " VALUES ($1, $2, $3, $4, $5, 'playing', 0, $6, $7, $7, $8, $9, $10)"
                    " RETURNING id",
                    guild_id, channel_id, user_id, kind, json.dumps(options), state, now,
                    language, day, context,
                )
                await conn.execute(
                    "INSERT INTO seats (game_id, position, user_id, level, left_game)"
                    " VALUES ($1, 0, $2, NULL, 0)", game_id, user_id)
        except asyncpg.UniqueViolationError:
            existing = await self.daily_of(user_id, day, kind)
            if existing is None:
                raise
            raise DailyTaken(existing) from None
        return GameRecord(
            id=int(game_id), guild_id=guild_id, channel_id=channel_id, host_id=user_id,
            kind=kind, options=dict(options), status="playing", state=state,
            seats=[Seat(user_id=user_id)], created_at=now, updated_at=now, language=language,
            daily_day=day, context=context,
        )

    async def daily_of(self, user_id: int, day: str, kind: str) -> GameRecord | None:
        found = await self._games(
            "g.host_id = $1 AND g.daily_day = $2 AND g.kind = $3", user_id, day, kind)
        return found[0] if found else None

    async def share_daily(self, game_id: int) -> bool:
        added = await self.pool.fetchval(
            "INSERT INTO daily_shares (game_id, shared_at) VALUES ($1, $2)"
            " ON CONFLICT (game_id) DO NOTHING RETURNING game_id", game_id, time.time())
        return added is not None

    async def daily_results(
        self, guild_id: int, kind: str, first_day: str, last_day: str, *,
        best_per_player: bool, limit: int = 10,
    ) -> list[DailyRow]:
        rows = await self.pool.fetch(daily_results_sql(best_per_player, "$"),
                                     guild_id, kind, first_day, last_day, limit)
        return [daily_row(r) for r in rows]

    async def day_luck(self, day: str, kind: str) -> tuple[float, int]:
        row = await self.pool.fetchrow(
            "SELECT AVG(k.luck), COUNT(*) FROM game_skill k JOIN games g"
            " ON g.id = k.game_id WHERE g.daily_day = $1 AND g.kind = $2", day, kind)
        assert row is not None
        return (0.0 if row[0] is None else float(row[0])), int(row[1])

    # -- background reviews ---------------------------------------------------------------

    async def claim_review(self, owner: str, now: float, lease: float,
                           game_id: int | None = None) -> GameRecord | None:
        """See SqliteDaily.claim_review. SKIP LOCKED: processes claiming at once take
        different games; the outer WHERE checks the claim again under the row lock."""
        if game_id is None:
            which = ("g.id = (SELECT id FROM games WHERE status = 'finished' AND reviewed = 0"
                     " AND (review_claim IS NULL OR review_claimed_at < $3) ORDER BY id"
                     " LIMIT 1 FOR UPDATE SKIP LOCKED)")
            params: tuple[Any, ...] = (owner, now, now - lease)
        else:
            which = "g.id = $4"
            params = (owner, now, now - lease, game_id)
        claimed = await self.pool.fetchval(
            "UPDATE games AS g SET review_claim = $1, review_claimed_at = $2"
            f" WHERE {which} AND g.status = 'finished' AND g.reviewed = 0"
            " AND (g.review_claim IS NULL OR g.review_claimed_at < $3 OR g.review_claim = $1)"
            " RETURNING g.id", *params)
        if claimed is None:
            return None
        found = await self._games("g.id = $1", claimed)
        return found[0] if found else None

    async def claim_reviews(self, owner: str, now: float, lease: float,
                            limit: int) -> list[GameRecord]:
        """See SqliteDaily.claim_reviews; SKIP LOCKED as in claim_review."""
        claimed = await self.pool.fetch(
            # MATERIALIZED: the locked ids are picked once (as a join, the planner may run
            # the LIMIT again per row, and claim more than `limit`)
            "WITH free AS MATERIALIZED (SELECT id FROM games WHERE status = 'finished'"
            " AND reviewed = 0 AND (review_claim IS NULL OR review_claimed_at < $3)"
            " ORDER BY id LIMIT $4 FOR UPDATE SKIP LOCKED)"
            " UPDATE games AS g SET review_claim = $1, review_claimed_at = $2 FROM free"
            " WHERE g.id = free.id AND g.status = 'finished' AND g.reviewed = 0"
            " AND (g.review_claim IS NULL OR g.review_claimed_at < $3 OR g.review_claim = $1)"
            " RETURNING g.id", owner, now, now - lease, limit)
        ids = sorted(int(r[0]) for r in claimed)
        if not ids:
            return []
        found = await self._games("g.id = ANY($1::bigint[])", ids)
        return sorted(found, key=lambda g: g.id)

    async def finish_review(self, game_id: int, owner: str, rows: list[SkillRow]) -> bool:
        return game_id in await self.finish_reviews(owner, {game_id: rows})

    async def finish_reviews(self, owner: str, reviews: dict[int, list[SkillRow]],
                             replays: Mapping[int, str] | None = None) -> list[int]:
        mine = []
        async with self.pool.acquire() as conn, conn.transaction():
            for game_id, rows in reviews.items():
                status = await conn.execute(
                    "UPDATE games SET reviewed = 1, review_claim = NULL,"
                    " review_claimed_at = NULL"
                    " WHERE id = $1 AND review_claim = $2 AND reviewed = 0", game_id, owner)
                if status == "UPDATE 1":
                    mine.append(game_id)
                    if rows:
                        await conn.executemany(
                            f"INSERT INTO game_skill ({SKILL_COLUMNS})"
                            " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)"
                            " ON CONFLICT (game_id, position) DO NOTHING",
                            [skill_values(r) for r in rows])
                        await conn.execute(UNSEATED_SKILL.format("$1"), game_id)
                    if replays and game_id in replays:
                        await conn.execute(STORE_REPLAY.format("$1", "$2"), game_id,
                                           replays[game_id])
        return mine

    async def reviews_pending(self) -> int:
        return int(await self.pool.fetchval(
            "SELECT COUNT(*) FROM games WHERE status = 'finished' AND reviewed = 0"))

    async def game_skill(self, game_id: int) -> list[SkillRow]:
        rows = await self.pool.fetch(
            f"SELECT {SKILL_COLUMNS} FROM game_skill WHERE game_id = $1 ORDER BY position",
            game_id)
        return [skill_row(r) for r in rows]

    async def skill_board(self, guild_id: int, kind: str, *, window: int, minimum: int,
                          limit: int = 10) -> list[SkillBoardRow]:
        rows = await self.pool.fetch(skill_board_sql("$"), guild_id, kind, window, minimum,
                                     limit)
        return [board_row(r) for r in rows]

    async def skill_history(self, guild_id: int, user_id: int,
                            limit: int = 100) -> list[SkillRow]:
        rows = await self.pool.fetch(
            f"SELECT {SKILL_COLUMNS} FROM game_skill WHERE guild_id = $1 AND user_id = $2"
            " ORDER BY finished_at DESC, game_id DESC LIMIT $3", guild_id, user_id, limit)
        return [skill_row(r) for r in reversed(rows)]
