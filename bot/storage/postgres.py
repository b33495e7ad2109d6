"""PostgreSQL implementation of the repository (asyncpg, a connection pool).

Several bot processes (shards) may share one database, so nothing here relies on
being the only writer: every game write is `UPDATE ... WHERE version = expected`,
checked by the database under its row lock; results have a primary key per seat,
so a game's results exist at most once whoever records them.
"""

from __future__ import annotations

import contextlib
import functools
import json
import re
import time
from collections.abc import AsyncIterator, Sequence
from typing import TYPE_CHECKING, Any

import asyncpg

from bot.storage.base import CapReached, ChannelBusy, StillSeated, VersionConflict
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
    ACTIVE,
    BoardMove,
    DiceUnlock,
    GameRecord,
    GuildSettings,
    MoveRow,
    PlaceTotal,
    ResultRow,
    Seat,
    ServerCaps,
    ShardScope,
    StatRow,
    in_scope,
)
from bot.storage.postgres_daily import PostgresDaily
from bot.storage.privacy import (
    FORGOTTEN,
    GUILD_TABLES,
    STORED_GUILDS,
    USER_SWITCH_TABLES,
    Switch,
    forgotten_key,
    rename_player,
    switch_table,
)
from bot.storage.seasons_store import SeasonStore, forget_ratings, queue_rating
from bot.storage.web import WebRows

if TYPE_CHECKING:
    from asyncpg.pool import PoolConnectionProxy

    Conn = asyncpg.Connection[asyncpg.Record] | PoolConnectionProxy[asyncpg.Record]

_RETRIES = 5  # a batch aborted by a deadlock (two processes, crossing rows) runs again
_MIGRATION_LOCK = 0x79616368  # pg_advisory_xact_lock key: one migrator at a time
#: pg_advisory_xact_lock key of the ratings and seasons: one writer at a time, so the
#: rating updates apply in one order whichever process applies them
_SEASON_LOCK = 0x79616369
_GAME_SELECT = (
    "SELECT g.id, g.guild_id, g.channel_id, g.message_id, g.host_id, g.kind, g.options,"
    " g.status, g.version, g.state, g.created_at, g.updated_at, g.hints_used, g.language,"
    " g.dice_seed, g.daily_day, g.context, g.turn_timeout,"
    " ARRAY(SELECT s.user_id FROM seats s WHERE s.game_id = g.id ORDER BY s.position),"
    " ARRAY(SELECT s.level FROM seats s WHERE s.game_id = g.id ORDER BY s.position),"
    " ARRAY(SELECT s.left_game FROM seats s WHERE s.game_id = g.id ORDER BY s.position),"
    " ARRAY(SELECT s.invited FROM seats s WHERE s.game_id = g.id ORDER BY s.position)"
    " FROM games g"
)


def _record(row: asyncpg.Record) -> GameRecord:
    return GameRecord(
        id=row[0], guild_id=row[1], channel_id=row[2], message_id=row[3], host_id=row[4],
        kind=row[5], options=json.loads(row[6]), status=row[7], version=row[8], state=row[9],
        created_at=row[10], updated_at=row[11], hints_used=bool(row[12]), language=row[13],
        dice_seed=row[14], daily_day=row[15], context=row[16], turn_timeout=row[17],
        seats=[Seat(user_id=u, level=lv, left=bool(gone), invited=bool(asked))
               for u, lv, gone, asked in zip(row[18], row[19], row[20], row[21], strict=True)],
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


@functools.lru_cache(maxsize=256)
def _numbered(sql: str) -> str:
    """`?` placeholders as PostgreSQL's $1, $2, …"""
    count = iter(range(1, sql.count("?") + 1))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


class PgTx:
    """A connection as bot.storage.seasons_store's Tx."""

    def __init__(self, conn: Conn) -> None:
        self.conn = conn

    async def fetch(self, sql: str, *params: Any) -> list[Sequence[Any]]:
        return [tuple(row) for row in await self.conn.fetch(_numbered(sql), *params)]

    async def execute(self, sql: str, *params: Any) -> None:
        await self.conn.execute(_numbered(sql), *params)

    async def executemany(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        if rows:
            await self.conn.executemany(_numbered(sql), rows)


class PostgresRepository(PostgresDaily, SeasonStore, WebRows, GroupCommit):
    """All SQL of the bot for PostgreSQL; safe to share between processes."""

    writer_name = "postgres-writer"

    backend = "postgres"
    _style = "$"
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

    @contextlib.asynccontextmanager
    async def _season_tx(self) -> AsyncIterator[PgTx]:
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", _SEASON_LOCK)
            yield PgTx(conn)

    @contextlib.asynccontextmanager
    async def _season_read(self) -> AsyncIterator[PgTx]:
        async with self.pool.acquire() as conn:
            yield PgTx(conn)

    # -- guild settings --------------------------------------------------

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        row = await self.pool.fetchrow(
            "SELECT default_game, default_options, turn_timeout, hints, language,"
            " pings, ping_grace, daily_game, play_in, season, season_channel, rated_hints,"
            " rating_minimum, win_chances, auto_roll FROM guild_settings WHERE guild_id = $1",
            guild_id,
        )
        if row is None:
            return GuildSettings(guild_id=guild_id)
        return GuildSettings(guild_id, row[0], json.loads(row[1]), int(row[2]), str(row[3]),
                             language=row[4], pings=bool(row[5]), ping_grace=int(row[6]),
                             daily_game=str(row[7]), play_in=str(row[8]),
                             season=str(row[9]), season_channel=row[10],
                             rated_hints=bool(row[11]), rating_minimum=int(row[12]),
                             win_chances=bool(row[13]),
                             auto_roll=None if row[14] is None else bool(row[14]))

    async def save_guild_settings(self, settings: GuildSettings) -> None:
        await self.pool.execute(
            "INSERT INTO guild_settings (guild_id, default_game, default_options,"
            " turn_timeout, hints, language, pings, ping_grace, daily_game, play_in,"
            " season, season_channel, rated_hints, rating_minimum, win_chances, auto_roll)"
            " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)"
            " ON CONFLICT (guild_id) DO UPDATE"
            " SET default_game = excluded.default_game,"
            " default_options = excluded.default_options,"
            " turn_timeout = excluded.turn_timeout, hints = excluded.hints,"
            " language = excluded.language, pings = excluded.pings,"
            " ping_grace = excluded.ping_grace, daily_game = excluded.daily_game,"
            " play_in = excluded.play_in, season = excluded.season,"
            " season_channel = excluded.season_channel, rated_hints = excluded.rated_hints,"
            " rating_minimum = excluded.rating_minimum, win_chances = excluded.win_chances,"
            " auto_roll = excluded.auto_roll",
            settings.guild_id, settings.default_game,
            json.dumps(settings.default_options, sort_keys=True), settings.turn_timeout,
            settings.hints, settings.language, int(settings.pings), settings.ping_grace,
            settings.daily_game, settings.play_in, settings.season, settings.season_channel,
            int(settings.rated_hints), settings.rating_minimum, int(settings.win_chances),
            None if settings.auto_roll is None else int(settings.auto_roll),
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

    # -- a user's switches (turn pings, auto-roll) ---------------------------------

    async def get_user_switch(self, switch: Switch, user_id: int) -> bool | None:
        value = await self.pool.fetchval(
            f"SELECT {switch} FROM {switch_table(switch)} WHERE user_id = $1", user_id)
        return None if value is None else bool(value)

    async def set_user_switch(self, switch: Switch, user_id: int, on: bool | None) -> None:
        table = switch_table(switch)
        if on is None:
            await self.pool.execute(f"DELETE FROM {table} WHERE user_id = $1", user_id)
        else:
            await self.pool.execute(
                f"INSERT INTO {table} (user_id, {switch}) VALUES ($1, $2)"
                f" ON CONFLICT (user_id) DO UPDATE SET {switch} = excluded.{switch}",
                user_id, int(on),
            )

    # -- games -----------------------------------------------------------

    async def create_game(
        self, *, guild_id: int, channel_id: int, host_id: int, kind: str,
        options: dict[str, Any], seats: list[Seat], language: str = "en",
        caps: ServerCaps | None = None, context: str = "guild",
        turn_timeout: int | None = None,
    ) -> GameRecord:
        now = time.time()
        try:
            async with self.pool.acquire() as conn, conn.transaction():
                if caps is not None:
                    await self._check_caps(conn, guild_id, host_id, caps)
                game_id = await conn.fetchval(
                    "INSERT INTO games (guild_id, channel_id, host_id, kind, options, status,"
                    " version, created_at, updated_at, language, context, turn_timeout)"
                    " VALUES ($1, $2, $3, $4, $5, 'lobby', 0, $6, $6, $7, $8, $9) RETURNING id",
                    guild_id, channel_id, host_id, kind, json.dumps(options), now, language,
                    context, turn_timeout,
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
            updated_at=now, language=language, context=context, turn_timeout=turn_timeout,
        )

    @staticmethod
    async def _check_caps(conn: Conn, guild_id: int, host_id: int, caps: ServerCaps) -> None:
        """Counted under the server's advisory lock (held to the end of the transaction),
        so two processes opening lobbies at once cannot both pass a cap."""
        await conn.execute("SELECT pg_advisory_xact_lock($1)", guild_id)
        row = await conn.fetchrow(
            "SELECT COUNT(*) FILTER (WHERE status = 'lobby'),"
            " COUNT(*) FILTER (WHERE status = 'playing'),"
            " COUNT(*) FILTER (WHERE status = 'lobby' AND host_id = $2)"
            " FROM games WHERE guild_id = $1 AND status IN ('lobby', 'playing')",
            guild_id, host_id,
        )
        assert row is not None
        lobbies, games, hosted = int(row[0]), int(row[1]), int(row[2])
        for cap, count, limit in (("games", games, caps.games),
                                  ("lobbies", lobbies, caps.lobbies),
                                  ("member_lobbies", hosted, caps.lobbies_per_member)):
            if count >= limit:
                raise CapReached(cap, limit)

    @staticmethod
    async def _write_seats(conn: Conn, game_id: int, seats: list[Seat]) -> None:
        await conn.execute("DELETE FROM seats WHERE game_id = $1", game_id)
        await conn.executemany(
            "INSERT INTO seats (game_id, position, user_id, level, left_game, invited)"
            " VALUES ($1, $2, $3, $4, $5, $6)",
            [(game_id, i, s.user_id, s.level, int(s.left), int(s.invited))
             for i, s in enumerate(seats)],
        )

    async def get_game(self, game_id: int) -> GameRecord | None:
        row = await self.pool.fetchrow(f"{_GAME_SELECT} WHERE g.id = $1", game_id)
        return _record(row) if row is not None else None

    async def _games(self, where: str, *params: Any) -> list[GameRecord]:
        return [_record(row) for row in
                await self.pool.fetch(f"{_GAME_SELECT} WHERE {where}", *params)]

    async def _web_rows(self, sql: str, *params: Any) -> list[Any]:
        return list(await self.pool.fetch(sql, *params))

    async def _web_run(self, sql: str, *params: Any) -> None:
        await self.pool.execute(sql, *params)

    async def _web_games(self, where: str, *params: Any) -> list[GameRecord]:
        return await self._games(where, *params)

    async def active_game_in_channel(self, channel_id: int) -> GameRecord | None:
        row = await self.pool.fetchrow(
            f"{_GAME_SELECT} WHERE g.channel_id = $1 AND g.status IN ('lobby', 'playing')"
            " AND g.daily_day IS NULL",
            channel_id,
        )
        return _record(row) if row is not None else None

    async def unfinished_games(self) -> list[GameRecord]:
        rows = await self.pool.fetch(
            f"{_GAME_SELECT} WHERE g.status IN ('lobby', 'playing') AND g.daily_day IS NULL"
            " ORDER BY g.id"
        )
        return [_record(row) for row in rows]

    async def live_games(self) -> dict[str, int]:
        rows = await self.pool.fetch(
            "SELECT kind, COUNT(*) FROM games WHERE status IN ('lobby', 'playing') GROUP BY kind")
        return {str(kind): int(count) for kind, count in rows}

    async def turns_to_check(self, scope: ShardScope | None = None) -> list[GameRecord]:
        return await self._games(
            "g.status = 'playing' AND (g.human_turn IS NULL OR g.human_turn <> g.version)"
            f" AND g.daily_day IS NULL AND {in_scope(scope, 'g.guild_id')} ORDER BY g.id")

    async def unshown_lobbies(self, scope: ShardScope | None = None) -> list[GameRecord]:
        return await self._games(
            "g.status = 'lobby' AND g.message_id IS NULL AND g.daily_day IS NULL"
            f" AND {in_scope(scope, 'g.guild_id')} ORDER BY g.id")

    async def changed_near_last_write(
        self, window: float, scope: ShardScope | None = None
    ) -> list[GameRecord]:
        """See SqliteRepository.changed_near_last_write."""
        last = None
        for status in (*ACTIVE, "finished", "cancelled"):
            value = await self.pool.fetchval(
                f"SELECT updated_at FROM games WHERE status = $1 AND {in_scope(scope)}"
                " ORDER BY updated_at DESC LIMIT 1", status)
            if value is not None:
                last = value if last is None else max(last, value)
        if last is None:
            return []
        return await self._games(
            "g.status IN ('lobby', 'playing', 'finished', 'cancelled') AND g.updated_at >= $1"
            " AND g.message_id IS NOT NULL AND (g.daily_day IS NULL OR g.status IN"
            f" ('finished', 'cancelled')) AND {in_scope(scope, 'g.guild_id')} ORDER BY g.id",
            last - window)

    async def overdue_games(
        self, now: float, *, lobby_ttl: float, orphan_after: float,
        scope: ShardScope | None = None,
    ) -> list[GameRecord]:
        """See SqliteRepository.overdue_games: one query over (status, updated_at)."""
        rows = await self.pool.fetch(
            f"{_GAME_SELECT} WHERE ((g.status = 'playing' AND g.updated_at <= $1 - (CASE"
            " WHEN g.turn_timeout IS NOT NULL THEN NULLIF(g.turn_timeout, 0)"
            " WHEN g.context = 'guild' THEN (SELECT s.turn_timeout FROM guild_settings s"
            " WHERE s.guild_id = g.guild_id AND s.turn_timeout > 0) END))"
            " OR (g.status = 'lobby' AND (g.updated_at <= $2"
            " OR (g.message_id IS NULL AND g.updated_at <= $3)))) AND g.daily_day IS NULL"
            f" AND {in_scope(scope, 'g.guild_id')} ORDER BY g.id",
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

    async def begin_board_move(self, move: BoardMove) -> None:
        await self.pool.execute(
            "INSERT INTO board_moves (game_id, from_message, from_channel, to_channel)"
            " VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, from_message) DO UPDATE"
            " SET from_channel = excluded.from_channel, to_channel = excluded.to_channel",
            move.game_id, move.from_message, move.from_channel, move.to_channel)

    async def board_moves(self, scope: ShardScope | None = None, game_id: int | None = None
                          ) -> list[BoardMove]:
        rows = await self.pool.fetch(
            "SELECT m.game_id, m.from_message, m.from_channel, m.to_channel"
            " FROM board_moves m JOIN games g ON g.id = m.game_id"
            f" WHERE {in_scope(scope, 'g.guild_id')} AND ($1::bigint IS NULL OR m.game_id = $1)"
            " ORDER BY m.game_id, m.from_message", game_id)
        return [BoardMove(*map(int, row)) for row in rows]

    async def end_board_move(self, move: BoardMove) -> None:
        await self.pool.execute(
            "DELETE FROM board_moves WHERE game_id = $1 AND from_message = $2",
            move.game_id, move.from_message)

    async def add_turn_ping(self, game_id: int, message_id: int, user_id: int) -> None:
        await self.pool.execute(
            "INSERT INTO turn_pings (game_id, message_id, user_id) VALUES ($1, $2, $3)"
            " ON CONFLICT (game_id, message_id) DO NOTHING", game_id, message_id, user_id)

    async def turn_pings(self, game_id: int) -> list[tuple[int, int]]:
        rows = await self.pool.fetch(
            "SELECT message_id, user_id FROM turn_pings WHERE game_id = $1"
            " ORDER BY message_id", game_id)
        return [(int(r[0]), int(r[1])) for r in rows]

    async def drop_turn_pings(self, game_id: int, message_ids: list[int] | None = None
                              ) -> None:
        if message_ids is None:
            await self.pool.execute("DELETE FROM turn_pings WHERE game_id = $1", game_id)
            return
        await self.pool.execute(
            "DELETE FROM turn_pings WHERE game_id = $1 AND message_id = ANY($2::bigint[])",
            game_id, message_ids)

    async def mark_human_turn(self, game_id: int, version: int) -> None:
        await self.pool.execute("UPDATE games SET human_turn = $1 WHERE id = $2 AND"
                                " version = $1", version, game_id)

    async def claim_shards(self, owner: str, count: int, ids: list[int], *, now: float,
                           until: float, force: bool = False) -> set[int]:
        """One statement for every shard: each row is taken, or left, on its own."""
        rows = await self.pool.fetch(
            "INSERT INTO shard_leases (shard_count, shard_id, owner, expires_at)"
            " SELECT $1, shard, $3, $4 FROM unnest($2::int[]) AS shard"
            " ON CONFLICT (shard_count, shard_id) DO UPDATE"
            " SET owner = excluded.owner, expires_at = excluded.expires_at"
            " WHERE shard_leases.owner = excluded.owner OR shard_leases.expires_at < $5"
            " OR $6 RETURNING shard_id", count, ids, owner, until, now, force)
        return {int(row[0]) for row in rows}

    async def renew_shards(self, owner: str, count: int, ids: list[int],
                           until: float) -> set[int]:
        rows = await self.pool.fetch(
            "UPDATE shard_leases SET expires_at = $1 WHERE shard_count = $2 AND owner = $3"
            " AND shard_id = ANY($4::int[]) RETURNING shard_id", until, count, owner, ids)
        return {int(row[0]) for row in rows}

    async def release_shards(self, owner: str, count: int, ids: list[int]) -> None:
        await self.pool.execute(
            "DELETE FROM shard_leases WHERE shard_count = $1 AND owner = $2"
            " AND shard_id = ANY($3::int[])", count, owner, ids)

    async def save_game(
        self, game: GameRecord, expected_version: int, *, seats_changed: bool = False,
        results: list[ResultRow] | None = None, moves: list[MoveRow] | None = None,
        running_cap: int | None = None,
    ) -> None:
        now = time.time()
        if not seats_changed and not results and running_cap is None:
            await self._queue_move(game, expected_version, now, moves or [])
            return
        async with self.pool.acquire() as conn, conn.transaction():
            if running_cap is not None:
                await conn.execute("SELECT pg_advisory_xact_lock($1)", game.guild_id)
                running = await conn.fetchval(
                    "SELECT COUNT(*) FROM games WHERE guild_id = $1 AND status = 'playing'"
                    " AND id <> $2", game.guild_id, game.id)
                if int(running) >= running_cap:
                    raise CapReached("games", running_cap)
            status = await conn.execute(
                "UPDATE games SET message_id = $1, host_id = $2, options = $3, status = $4,"
                " version = $5, state = $6, updated_at = $7, dice_seed = $8, human_turn = $11"
                " WHERE id = $9 AND version = $10",
                game.message_id, game.host_id, json.dumps(game.options), game.status,
                game.version, game.state, now, game.dice_seed, game.id, expected_version,
                game.human_turn,
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
                    " score, won, with_computers, finished_at, context, dropped)"
                    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)"
                    " ON CONFLICT (game_id, position) DO NOTHING",
                    [
                        (game.id, r.position, game.guild_id, game.kind, r.user_id, r.level,
                         r.score, int(r.won), with_computers, now, game.context,
                         int(r.dropped))
                        for r in results
                    ],
                )
                await queue_rating(PgTx(conn), game.id, results)
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
            " updated_at = b.updated_at, human_turn = b.human_turn"
            " FROM unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::text[],"
            " $6::bigint[], $7::bigint[], $8::text[], $9::float8[], $10::int[])"
            " AS b (id, expected, version, status, state, message_id, host_id,"
            " options, updated_at, human_turn)"
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

    async def player_totals(self, user_id: int) -> list[PlaceTotal]:
        rows = await self.pool.fetch(
            "SELECT context, COUNT(*), SUM(won) FROM results WHERE user_id = $1"
            " GROUP BY context ORDER BY context", user_id)
        return [PlaceTotal(r[0], int(r[1]), int(r[2])) for r in rows]

    # -- privacy: forget-me, servers the bot left -------------------------------------

    async def forget_user(self, user_id: int) -> list[int]:
        async with self.pool.acquire() as conn, conn.transaction():
            active = await conn.fetchval(
                "SELECT g.id FROM seats s JOIN games g ON g.id = s.game_id WHERE s.user_id = $1"
                " AND g.status IN ('lobby', 'playing')"
                " ORDER BY g.daily_day IS NOT NULL, g.id LIMIT 1", user_id)  # tables first
            if active is not None:
                row = await conn.fetchrow(f"{_GAME_SELECT} WHERE g.id = $1", active)
                assert row is not None
                raise StillSeated(_record(row))
            await forget_ratings(PgTx(conn), user_id)
            # The ended games locked (no move writes them any more): another forget-me
            # of the same game waits, then reads the state this one wrote.
            seats = await conn.fetch(
                "SELECT s.game_id, s.position, g.state FROM seats s JOIN games g"
                " ON g.id = s.game_id WHERE s.user_id = $1"
                " AND g.status IN ('finished', 'cancelled') ORDER BY s.game_id"
                " FOR UPDATE OF g", user_id)
            old = str(user_id)
            for game_id, position, state in seats:
                new = forgotten_key(position)
                await conn.execute(
                    "UPDATE seats SET user_id = NULL, level = $1 WHERE game_id = $2"
                    " AND position = $3", FORGOTTEN, game_id, position)
                await conn.execute(
                    "UPDATE results SET user_id = NULL, level = $1 WHERE game_id = $2"
                    " AND position = $3", FORGOTTEN, game_id, position)
                if state is not None:
                    await conn.execute("UPDATE games SET state = $1 WHERE id = $2",
                                       rename_player(state, old, new), game_id)
                moves = await conn.fetch(
                    "SELECT version, entry FROM game_moves WHERE game_id = $1 AND player = $2",
                    game_id, old)
                await conn.executemany(
                    "UPDATE game_moves SET player = $1, entry = $2 WHERE game_id = $3"
                    " AND version = $4",
                    [(new, rename_player(entry, old, new), game_id, version)
                     for version, entry in moves])
            await conn.execute(
                "UPDATE results SET user_id = NULL, level = $1 WHERE user_id = $2",
                FORGOTTEN, user_id)
            # a daily's host is its player (one daily a host a day): -id stays unique
            await conn.execute(
                "UPDATE games SET host_id = CASE WHEN daily_day IS NULL THEN 0 ELSE -id END"
                " WHERE host_id = $1 AND status IN ('finished', 'cancelled')", user_id)
            for table in ("user_languages", "dice_choices", "dice_unlocks", *USER_SWITCH_TABLES,
                          "game_skill", "web_players", "turn_pings"):
                await conn.execute(f"DELETE FROM {table} WHERE user_id = $1", user_id)
        return [int(row[0]) for row in seats]

    async def active_games_in_guild(self, guild_id: int) -> list[GameRecord]:
        rows = await self.pool.fetch(
            f"{_GAME_SELECT} WHERE g.guild_id = $1 AND g.context = 'guild'"
            " AND g.status IN ('lobby', 'playing') ORDER BY g.id", guild_id)
        return [_record(row) for row in rows]

    async def stored_guilds(self) -> set[int]:
        return {int(row[0]) for row in await self.pool.fetch(STORED_GUILDS)}

    async def mark_guilds_left(self, guild_ids: list[int], at: float) -> None:
        if guild_ids:
            await self.pool.execute(
                "INSERT INTO guilds_left (guild_id, left_at)"
                " SELECT g, $2 FROM unnest($1::bigint[]) AS g"
                " ON CONFLICT (guild_id) DO NOTHING", guild_ids, at)

    async def mark_guilds_present(self, guild_ids: list[int]) -> list[int]:
        if not guild_ids:
            return []
        rows = await self.pool.fetch(
            "DELETE FROM guilds_left WHERE guild_id = ANY($1::bigint[]) RETURNING guild_id",
            guild_ids)
        return sorted(int(row[0]) for row in rows)

    async def guilds_left(self) -> dict[int, float]:
        rows = await self.pool.fetch("SELECT guild_id, left_at FROM guilds_left")
        return {int(r[0]): float(r[1]) for r in rows}

    async def purge_guild(self, guild_id: int, left_before: float) -> bool:
        async with self.pool.acquire() as conn, conn.transaction():
            # The row locked: a rejoin recorded meanwhile waits, then finds nothing to
            # delete (and the data is gone: it came back after its grace period).
            found = await conn.fetchval(
                "SELECT 1 FROM guilds_left WHERE guild_id = $1 AND left_at <= $2"
                " FOR UPDATE", guild_id, left_before)
            if found is None:
                return False
            await conn.execute(
                "UPDATE dice_unlocks SET game_id = NULL WHERE game_id IN"
                " (SELECT id FROM games WHERE guild_id = $1)", guild_id)
            for table in GUILD_TABLES:  # seats and moves go with their games
                await conn.execute(f"DELETE FROM {table} WHERE guild_id = $1", guild_id)
            await conn.execute("DELETE FROM guilds_left WHERE guild_id = $1", guild_id)
        return True
