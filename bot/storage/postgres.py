"""PostgreSQL implementation of the repository (asyncpg, a connection pool).

Several bot processes (shards) may share one database, so nothing here relies on
being the only writer: every game write is `UPDATE ... WHERE version = expected`,
checked by the database under its row lock; results have a primary key per seat,
so a game's results exist at most once whoever records them.
"""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

import asyncpg

from bot.storage.base import ChannelBusy, VersionConflict
from bot.storage.group_commit import GroupCommit
from bot.storage.migrate import (
    HISTORY_TABLE,
    Applied,
    Migration,
    Schema,
    available,
    describe,
    history_rows,
    plan,
)
from bot.storage.models import (
    BoardRow,
    DiceUnlock,
    GameRecord,
    GuildSettings,
    MoveRow,
    ResultRow,
    Seat,
    StatRow,
)

if TYPE_CHECKING:
    from asyncpg.pool import PoolConnectionProxy

    Conn = asyncpg.Connection[asyncpg.Record] | PoolConnectionProxy[asyncpg.Record]

_RETRIES = 5  # a batch aborted by a deadlock (two processes, crossing rows) runs again
_MIGRATION_LOCK = 0x79616368  # pg_advisory_xact_lock key: one migrator at a time
_GAME_SELECT = (
    "SELECT g.id, g.guild_id, g.channel_id, g.message_id, g.host_id, g.kind, g.options,"
    " g.status, g.version, g.state, g.created_at, g.updated_at, g.hints_used, g.language,"
    " ARRAY(SELECT s.user_id FROM seats s WHERE s.game_id = g.id ORDER BY s.position),"
    " ARRAY(SELECT s.level FROM seats s WHERE s.game_id = g.id ORDER BY s.position),"
    " ARRAY(SELECT s.left_game FROM seats s WHERE s.game_id = g.id ORDER BY s.position)"
    " FROM games g"
)


def _record(row: asyncpg.Record) -> GameRecord:
    return GameRecord(
        id=row[0], guild_id=row[1], channel_id=row[2], message_id=row[3], host_id=row[4],
        kind=row[5], options=json.loads(row[6]), status=row[7], version=row[8], state=row[9],
        created_at=row[10], updated_at=row[11], hints_used=bool(row[12]), language=row[13],
        seats=[Seat(user_id=u, level=lv, left=bool(gone))
               for u, lv, gone in zip(row[14], row[15], row[16], strict=True)],
    )


async def migrate(conn: Conn, known: list[Migration] | None = None) -> int:
    """Check the history, record what an old database holds, apply the rest, in one
    transaction; processes starting together take turns (advisory lock)."""
    known = available("postgres") if known is None else known
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
        the_plan = plan(known, await _schema(conn))
        describe(the_plan, "PostgreSQL")
        await conn.execute(
            f"CREATE TABLE IF NOT EXISTS {HISTORY_TABLE} (number INTEGER PRIMARY KEY,"
            " name TEXT NOT NULL, checksum TEXT NOT NULL, older_code_fit BOOLEAN NOT NULL,"
            " applied_at DOUBLE PRECISION NOT NULL, how TEXT NOT NULL)")
        insert = f"INSERT INTO {HISTORY_TABLE} VALUES ($1, $2, $3, $4, $5, $6)"
        await conn.executemany(insert, [(*row, "found") for row in history_rows(the_plan.found)])
        for migration in the_plan.pending:
            await conn.execute(migration.sql)
            await conn.executemany(insert, [(*row, "applied")
                                            for row in history_rows([migration])])
        await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        await conn.execute("DELETE FROM schema_version")
        version = await conn.fetchval(
            f"INSERT INTO schema_version SELECT COALESCE(MAX(number), 0) FROM {HISTORY_TABLE}"
            " RETURNING version")
    return int(version)


async def _schema(conn: Conn) -> Schema:
    schema = Schema()
    for (table,) in await conn.fetch(
            "SELECT table_name FROM information_schema.tables"
            " WHERE table_schema = current_schema()"):
        schema.tables.add(str(table).lower())
    for table, column in await conn.fetch(
            "SELECT table_name, column_name FROM information_schema.columns"
            " WHERE table_schema = current_schema()"):
        schema.columns.setdefault(str(table).lower(), set()).add(str(column).lower())
    for (index,) in await conn.fetch(
            "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()"):
        schema.indexes.add(str(index).lower())
    if HISTORY_TABLE in schema.tables:
        schema.history = [
            Applied(int(n), str(name), str(checksum), bool(fit))
            for n, name, checksum, fit in await conn.fetch(
                f"SELECT number, name, checksum, older_code_fit FROM {HISTORY_TABLE}"
                " ORDER BY number")]
    return schema


class PostgresRepository(GroupCommit):
    """All SQL of the bot for PostgreSQL; safe to share between processes."""

    writer_name = "postgres-writer"

    backend = "postgres"
    shared = True  # other processes may write the same rows (see GameService.load)

    def __init__(self, dsn: str, *, min_size: int = 1, max_size: int = 10) -> None:
        super().__init__()
        self.dsn = dsn
        self.min_size = min_size
        self.max_size = max_size
        self._pool: asyncpg.Pool | None = None

    # -- lifecycle -------------------------------------------------------

    async def open(self) -> None:
        pool = await asyncpg.create_pool(
            self.dsn, min_size=self.min_size, max_size=self.max_size
        )
        try:
            async with pool.acquire() as conn:
                await migrate(conn)
        except BaseException:
            await pool.close()
            raise
        self._pool = pool

    async def close(self) -> None:
        await self._drain_writes()
        if self._pool is not None:
            await self._pool.close()
            self._pool = None

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("repository is not open")
        return self._pool

    async def schema_version(self) -> int:
        return int(await self.pool.fetchval(
            f"SELECT COALESCE(MAX(number), 0) FROM {HISTORY_TABLE}"))

    # -- guild settings --------------------------------------------------

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        row = await self.pool.fetchrow(
            "SELECT default_game, default_options, turn_timeout, hints, language, play_in"
            " FROM guild_settings WHERE guild_id = $1",
            guild_id,
        )
        if row is None:
            return GuildSettings(guild_id=guild_id)
        return GuildSettings(guild_id, row[0], json.loads(row[1]), int(row[2]), str(row[3]),
                             language=row[4], play_in=str(row[5]))

    async def save_guild_settings(self, settings: GuildSettings) -> None:
        await self.pool.execute(
            "INSERT INTO guild_settings (guild_id, default_game, default_options,"
            " turn_timeout, hints, language, play_in) VALUES ($1, $2, $3, $4, $5, $6, $7)"
            " ON CONFLICT (guild_id) DO UPDATE"
            " SET default_game = excluded.default_game,"
            " default_options = excluded.default_options,"
            " turn_timeout = excluded.turn_timeout, hints = excluded.hints,"
            " language = excluded.language, play_in = excluded.play_in",
            settings.guild_id, settings.default_game,
            json.dumps(settings.default_options, sort_keys=True), settings.turn_timeout,
            settings.hints, settings.language, settings.play_in,
        )

    # -- user languages ----------------------------------------------------

    async def get_user_language(self, user_id: int) -> str | None:
        value = await self.pool.fetchval(
            "SELECT language FROM user_languages WHERE user_id = $1", user_id)
        return None if value is None else str(value)

    async def set_user_language(self, user_id: int, language: str | None) -> None:
        if language is None:
            await self.pool.execute("DELETE FROM user_languages WHERE user_id = $1", user_id)
        else:
            await self.pool.execute(
                "INSERT INTO user_languages (user_id, language) VALUES ($1, $2)"
                " ON CONFLICT (user_id) DO UPDATE SET language = excluded.language",
                user_id, language,
            )

    # -- games -----------------------------------------------------------

    async def create_game(
        self, *, guild_id: int, channel_id: int, host_id: int, kind: str,
        options: dict[str, Any], seats: list[Seat], language: str = "en",
    ) -> GameRecord:
        now = time.time()
        try:
            async with self.pool.acquire() as conn, conn.transaction():
                game_id = await conn.fetchval(
                    "INSERT INTO games (guild_id, channel_id, host_id, kind, options, status,"
                    " version, created_at, updated_at, language)"
                    " VALUES ($1, $2, $3, $4, $5, 'lobby', 0, $6, $6, $7) RETURNING id",
                    guild_id, channel_id, host_id, kind, json.dumps(options), now, language,
                )
                await self._write_seats(conn, game_id, seats)
        except asyncpg.UniqueViolationError:
            existing = await self.active_game_in_channel(channel_id)
            if existing is None:
                raise
            raise ChannelBusy(existing) from None
        return GameRecord(
            id=int(game_id), guild_id=guild_id, channel_id=channel_id, host_id=host_id,
            kind=kind, options=dict(options), seats=list(seats), created_at=now,
            updated_at=now, language=language,
        )

    @staticmethod
    async def _write_seats(conn: Conn, game_id: int, seats: list[Seat]) -> None:
        await conn.execute("DELETE FROM seats WHERE game_id = $1", game_id)
        await conn.executemany(
            "INSERT INTO seats (game_id, position, user_id, level, left_game)"
            " VALUES ($1, $2, $3, $4, $5)",
            [(game_id, i, s.user_id, s.level, int(s.left)) for i, s in enumerate(seats)],
        )

    async def get_game(self, game_id: int) -> GameRecord | None:
        row = await self.pool.fetchrow(f"{_GAME_SELECT} WHERE g.id = $1", game_id)
        return _record(row) if row is not None else None

    async def active_game_in_channel(self, channel_id: int) -> GameRecord | None:
        row = await self.pool.fetchrow(
            f"{_GAME_SELECT} WHERE g.channel_id = $1 AND g.status IN ('lobby', 'playing')",
            channel_id,
        )
        return _record(row) if row is not None else None

    async def unfinished_games(self) -> list[GameRecord]:
        rows = await self.pool.fetch(
            f"{_GAME_SELECT} WHERE g.status IN ('lobby', 'playing') ORDER BY g.id"
        )
        return [_record(row) for row in rows]

    async def live_games(self) -> dict[str, int]:
        rows = await self.pool.fetch(
            "SELECT kind, COUNT(*) FROM games WHERE status IN ('lobby', 'playing') GROUP BY kind")
        return {str(kind): int(count) for kind, count in rows}

    async def ended_since(self, since: float) -> list[GameRecord]:
        rows = await self.pool.fetch(
            f"{_GAME_SELECT} WHERE g.status IN ('finished', 'cancelled')"
            " AND g.updated_at >= $1 AND g.message_id IS NOT NULL ORDER BY g.id", since
        )
        return [_record(row) for row in rows]

    async def overdue_games(
        self, now: float, *, lobby_ttl: float, orphan_after: float
    ) -> list[GameRecord]:
        """See SqliteRepository.overdue_games: one query over (status, updated_at)."""
        rows = await self.pool.fetch(
            f"{_GAME_SELECT} WHERE (g.status = 'playing' AND g.updated_at <= $1 - (SELECT"
            " s.turn_timeout FROM guild_settings s WHERE s.guild_id = g.guild_id"
            " AND s.turn_timeout > 0)) OR (g.status = 'lobby' AND (g.updated_at <= $2"
            " OR (g.message_id IS NULL AND g.updated_at <= $3))) ORDER BY g.id",
            now, now - lobby_ttl, now - orphan_after,
        )
        return [_record(row) for row in rows]

    async def set_message_id(self, game_id: int, message_id: int,
                             channel_id: int | None = None) -> None:
        if channel_id is None:
            await self.pool.execute(
                "UPDATE games SET message_id = $1 WHERE id = $2", message_id, game_id)
        else:
            await self.pool.execute(
                "UPDATE games SET message_id = $1, channel_id = $2 WHERE id = $3",
                message_id, channel_id, game_id)

    async def save_game(
        self, game: GameRecord, expected_version: int, *, seats_changed: bool = False,
        results: list[ResultRow] | None = None, moves: list[MoveRow] | None = None,
    ) -> None:
        now = time.time()
        if not seats_changed and not results:
            await self._queue_move(game, expected_version, now, moves or [])
            return
        async with self.pool.acquire() as conn, conn.transaction():
            status = await conn.execute(
                "UPDATE games SET message_id = $1, host_id = $2, options = $3, status = $4,"
                " version = $5, state = $6, updated_at = $7 WHERE id = $8 AND version = $9",
                game.message_id, game.host_id, json.dumps(game.options), game.status,
                game.version, game.state, now, game.id, expected_version,
            )
            if status != "UPDATE 1":
                raise VersionConflict(f"game {game.id}: expected version {expected_version}")
            if seats_changed:
                await self._write_seats(conn, game.id, game.seats)
            if results:
                with_computers = int(game.has_computers)
                # The primary key (game_id, position) makes results exist once per seat,
                # whichever process records them and however often.
                await conn.executemany(
                    "INSERT INTO results (game_id, position, guild_id, kind, user_id, level,"
                    " score, won, with_computers, finished_at)"
                    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"
                    " ON CONFLICT (game_id, position) DO NOTHING",
                    [
                        (game.id, r.position, game.guild_id, game.kind, r.user_id, r.level,
                         r.score, int(r.won), with_computers, now)
                        for r in results
                    ],
                )
            if moves:
                await self._insert_moves(conn, [(game.id, m) for m in moves])
        game.updated_at = now

    @staticmethod
    async def _insert_moves(conn: Conn, moves: list[tuple[int, MoveRow]]) -> None:
        await conn.executemany(
            "INSERT INTO game_moves (game_id, version, player, rules_version, entry)"
            " VALUES ($1, $2, $3, $4, $5)",
            [(game_id, m.version, m.player, m.rules_version, m.entry) for game_id, m in moves],
        )

    async def game_moves(self, game_id: int) -> list[MoveRow]:
        rows = await self.pool.fetch(
            "SELECT version, player, rules_version, entry FROM game_moves"
            " WHERE game_id = $1 ORDER BY version",
            game_id,
        )
        return [MoveRow(int(r[0]), str(r[1]), int(r[2]), str(r[3])) for r in rows]

    async def mark_hints_used(self, game_id: int) -> None:
        await self.pool.execute("UPDATE games SET hints_used = 1 WHERE id = $1", game_id)

    # -- group commit for moves -------------------------------------------------

    async def _update_batch(
        self, rows: list[tuple[Any, ...]], logged: list[tuple[int, MoveRow]]
    ) -> set[int]:
        """One UPDATE from the batch's columns (unnest), the move log of the games it
        wrote, in one transaction; a cross-process deadlock rolls it back whole, so it
        is run again. The version check runs in the database under each row's lock."""
        columns = list(zip(*rows, strict=True))
        for attempt in range(_RETRIES):
            try:
                async with self.pool.acquire() as conn, conn.transaction():
                    saved = await self._update_rows(conn, columns)
                    if logged:
                        await self._insert_moves(conn, [m for m in logged if m[0] in saved])
                return saved
            except asyncpg.DeadlockDetectedError:
                # The transaction was rolled back as a whole: running it again is safe.
                if attempt == _RETRIES - 1:
                    raise
        return set()

    @staticmethod
    async def _update_rows(conn: Conn, columns: list[tuple[Any, ...]]) -> set[int]:
        """One UPDATE for the whole batch; RETURNING names the games whose check passed."""
        rows = await conn.fetch(
            "UPDATE games SET version = b.version, status = b.status, state = b.state,"
            " message_id = b.message_id, host_id = b.host_id, options = b.options,"
            " updated_at = b.updated_at"
            " FROM unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::text[],"
            " $6::bigint[], $7::bigint[], $8::text[], $9::float8[])"
            " AS b (id, expected, version, status, state, message_id, host_id,"
            " options, updated_at)"
            " WHERE games.id = b.id AND games.version = b.expected"
            " RETURNING games.id",
            *[list(column) for column in columns],
        )
        return {int(row[0]) for row in rows}

    # -- dice sets -------------------------------------------------------

    async def dice_unlocks(self, user_id: int) -> list[DiceUnlock]:
        rows = await self.pool.fetch(
            "SELECT user_id, set_id, game_id, announced FROM dice_unlocks"
            " WHERE user_id = $1 ORDER BY unlocked_at, set_id",
            user_id,
        )
        return [DiceUnlock(r[0], r[1], r[2], bool(r[3])) for r in rows]

    async def unlock_dice(
        self, user_id: int, set_ids: list[str], game_id: int | None
    ) -> list[str]:
        if not set_ids:
            return []
        rows = await self.pool.fetch(
            "INSERT INTO dice_unlocks (user_id, set_id, game_id, unlocked_at)"
            " SELECT $1, s, $3, $4 FROM unnest($2::text[]) AS s"
            " ON CONFLICT (user_id, set_id) DO NOTHING RETURNING set_id",
            user_id, set_ids, game_id, time.time(),
        )
        return sorted(str(row[0]) for row in rows)

    async def game_unlocks(self, game_id: int) -> list[DiceUnlock]:
        rows = await self.pool.fetch(
            "SELECT user_id, set_id, game_id, announced FROM dice_unlocks"
            " WHERE game_id = $1 ORDER BY user_id, unlocked_at, set_id",
            game_id,
        )
        return [DiceUnlock(r[0], r[1], r[2], bool(r[3])) for r in rows]

    async def mark_unlocks_announced(self, user_id: int, set_ids: list[str]) -> None:
        if set_ids:
            await self.pool.execute(
                "UPDATE dice_unlocks SET announced = 1 WHERE user_id = $1"
                " AND set_id = ANY($2::text[])",
                user_id, set_ids,
            )

    async def dice_choices(self, user_ids: list[int]) -> dict[int, str]:
        if not user_ids:
            return {}
        rows = await self.pool.fetch(
            "SELECT user_id, set_id FROM dice_choices WHERE user_id = ANY($1::bigint[])",
            user_ids,
        )
        return {int(r[0]): str(r[1]) for r in rows}

    async def choose_dice(self, user_id: int, set_id: str) -> None:
        await self.pool.execute(
            "INSERT INTO dice_choices (user_id, set_id) VALUES ($1, $2)"
            " ON CONFLICT (user_id) DO UPDATE SET set_id = excluded.set_id",
            user_id, set_id,
        )

    async def finished_games(self, user_id: int) -> int:
        return int(await self.pool.fetchval(
            "SELECT COUNT(*) FROM results WHERE user_id = $1", user_id
        ))

    async def recent_results(
        self, guild_id: int, user_id: int, limit: int = 100
    ) -> list[tuple[str, dict[str, Any], int, bool]]:
        rows = await self.pool.fetch(
            "SELECT r.kind, g.options, r.score, r.won FROM results r"
            " JOIN games g ON g.id = r.game_id"
            " WHERE r.guild_id = $1 AND r.user_id = $2"
            " ORDER BY r.finished_at DESC, r.game_id DESC LIMIT $3",
            guild_id, user_id, limit,
        )
        return [(r[0], json.loads(r[1]), int(r[2]), bool(r[3])) for r in reversed(rows)]

    async def cosmetics_enabled(self, guild_id: int) -> bool:
        enabled = await self.pool.fetchval(
            "SELECT enabled FROM guild_cosmetics WHERE guild_id = $1", guild_id
        )
        return True if enabled is None else bool(enabled)

    async def set_cosmetics(self, guild_id: int, enabled: bool) -> None:
        await self.pool.execute(
            "INSERT INTO guild_cosmetics (guild_id, enabled) VALUES ($1, $2)"
            " ON CONFLICT (guild_id) DO UPDATE SET enabled = excluded.enabled",
            guild_id, int(enabled),
        )

    # -- leaderboards ----------------------------------------------------

    async def leaderboard(
        self, guild_id: int, kind: str, with_computers: bool, limit: int = 10,
        *, without_hinted: bool = False,
    ) -> list[BoardRow]:
        hinted = (" AND game_id NOT IN (SELECT id FROM games WHERE hints_used = 1)"
                  if without_hinted else "")
        rows = await self.pool.fetch(
            "SELECT user_id, COUNT(*), SUM(won), MAX(score), AVG(score) FROM results"
            " WHERE guild_id = $1 AND kind = $2 AND with_computers = $3"
            f" AND user_id IS NOT NULL{hinted} GROUP BY user_id"
            " ORDER BY SUM(won) DESC, SUM(won)::float8 / COUNT(*) DESC,"
            " MAX(score) DESC, user_id LIMIT $4",
            guild_id, kind, int(with_computers), limit,
        )
        return [BoardRow(r[0], int(r[1]), int(r[2]), int(r[3]), float(r[4])) for r in rows]

    async def player_stats(self, guild_id: int, user_id: int) -> list[StatRow]:
        rows = await self.pool.fetch(
            "SELECT kind, with_computers, COUNT(*), SUM(won), MAX(score), AVG(score)"
            " FROM results WHERE guild_id = $1 AND user_id = $2"
            " GROUP BY kind, with_computers ORDER BY kind, with_computers",
            guild_id, user_id,
        )
        return [
            StatRow(r[0], bool(r[1]), int(r[2]), int(r[3]), int(r[4]), float(r[5])) for r in rows
        ]
