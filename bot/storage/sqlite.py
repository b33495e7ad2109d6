"""SQLite implementation of the repository (aiosqlite, WAL, one connection).

One connection plus an asyncio lock is the write queue: transactions never
interleave. WAL with synchronous=FULL makes every commit durable across a power
cut too, at about 0.2 ms per commit, shared by the moves a group commit batches
(docs/sqlite.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import sqlite3
import time
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.base import CapReached, ChannelBusy, StillSeated, VersionConflict
from bot.storage.group_commit import GroupCommit
from bot.storage.migrate import current_version, migrate
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
from bot.storage.sqlite_daily import SqliteDaily
from bot.storage.web import WebRows

BUSY_TIMEOUT_MS = 15000
_GAME_COLUMNS = (
    "id, guild_id, channel_id, message_id, host_id, kind, options, status, version, state,"
    " created_at, updated_at, hints_used, language, dice_seed, daily_day, context, turn_timeout"
)


class SqliteTx:
    """The connection as bot.storage.seasons_store's Tx (it writes `?` already)."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def fetch(self, sql: str, *params: Any) -> list[Sequence[Any]]:
        async with self.conn.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    async def execute(self, sql: str, *params: Any) -> None:
        await self.conn.execute(sql, params)

    async def executemany(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        if rows:
            await self.conn.executemany(sql, rows)


class SqliteRepository(SqliteDaily, SeasonStore, WebRows, GroupCommit):
    """All SQL of the bot lives here."""

    writer_name = "sqlite-writer"

    backend = "sqlite"
    _style = "?"
    shared = False  # one process owns the file (README: SQLite means one process)

    def __init__(self, path: str) -> None:
        super().__init__()
        self.path = path
        self._conn: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    # -- lifecycle -------------------------------------------------------

    async def open(self) -> None:
        # aiosqlite's DEBUG lines repeat every statement with its parameters (game
        # states, a game's secret dice seed): never, whatever LOG_LEVEL says.
        logging.getLogger("aiosqlite").setLevel(max(logging.INFO,
                                                    logging.getLogger("aiosqlite").level))
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(self.path, isolation_level=None)
        try:
            # Another process holding the database (a backup, an operator's shell) makes
            # a write wait this long before it fails; docs/sqlite.md explains the choice.
            await conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            async with conn.execute("PRAGMA journal_mode=WAL") as cursor:
                mode = await cursor.fetchone()
            if self.path != ":memory:" and (mode is None or str(mode[0]).lower() != "wal"):
                raise sqlite3.OperationalError(
                    f"cannot switch to WAL (journal mode {mode[0] if mode else '?'}): the"
                    " folder must be writable for the -wal and -shm files")
            await conn.execute("PRAGMA synchronous=FULL")
            await conn.execute("PRAGMA foreign_keys=ON")
            await migrate(conn)  # writes every time: a read-only database fails here
        except BaseException:
            # aiosqlite runs each connection in a thread: one left open keeps the process
            # alive after its error line.
            await conn.close()
            raise
        self._conn = conn

    async def close(self) -> None:
        await self._drain_writes()
        if self._conn is not None:
            async with self._lock:
                # Everything into the .db file (closing the last connection would too,
                # unless a reader elsewhere still holds the WAL): a plain copy of the
                # file is then a whole backup.
                with contextlib.suppress(sqlite3.Error):
                    await self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                await self._conn.close()
            self._conn = None

    @property
    def conn(self) -> aiosqlite.Connection:
        if self._conn is None:
            raise RuntimeError("repository is not open")
        return self._conn

    async def schema_version(self) -> int:
        async with self._lock:
            return await current_version(self.conn)

    @contextlib.asynccontextmanager
    async def _season_tx(self) -> AsyncIterator[SqliteTx]:
        async with self._lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield SqliteTx(self.conn)
                await self.conn.execute("COMMIT")
            except BaseException:
                await self._rollback()
                raise

    @contextlib.asynccontextmanager
    async def _season_read(self) -> AsyncIterator[SqliteTx]:
        async with self._lock:
            yield SqliteTx(self.conn)

    async def _fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        async with self.conn.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    async def _fetchone(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        async with self.conn.execute(sql, params) as cursor:
            return await cursor.fetchone()

    async def _web_rows(self, sql: str, *params: Any) -> list[Any]:
        async with self._lock:
            return await self._fetchall(sql, params)

    async def _web_run(self, sql: str, *params: Any) -> None:
        async with self._lock:
            await self.conn.execute(sql, params)

    async def _web_games(self, where: str, *params: Any) -> list[GameRecord]:
        async with self._lock:
            return await self._load(where, params)

    # -- guild settings --------------------------------------------------

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        async with self._lock:
            row = await self._fetchone(
                "SELECT default_game, default_options, turn_timeout, hints, language,"
                " pings, ping_grace, daily_game, play_in, season, season_channel,"
                " rated_hints, rating_minimum, win_chances, auto_roll FROM guild_settings"
                " WHERE guild_id = ?",
                (guild_id,),
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
        async with self._lock:
            await self.conn.execute(
                "INSERT INTO guild_settings (guild_id, default_game, default_options,"
                " turn_timeout, hints, language, pings, ping_grace, daily_game, play_in,"
                " season, season_channel, rated_hints, rating_minimum, win_chances, auto_roll)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE"
                " SET default_game = excluded.default_game,"
                " default_options = excluded.default_options,"
                " turn_timeout = excluded.turn_timeout, hints = excluded.hints,"
                " language = excluded.language, pings = excluded.pings,"
                " ping_grace = excluded.ping_grace, daily_game = excluded.daily_game,"
                " play_in = excluded.play_in, season = excluded.season,"
                " season_channel = excluded.season_channel,"
                " rated_hints = excluded.rated_hints, rating_minimum = excluded.rating_minimum,"
                " win_chances = excluded.win_chances, auto_roll = excluded.auto_roll",
                (
                    settings.guild_id,
                    settings.default_game,
                    json.dumps(settings.default_options, sort_keys=True),
                    settings.turn_timeout,
                    settings.hints,
                    settings.language,
                    int(settings.pings),
                    settings.ping_grace,
                    settings.daily_game,
                    settings.play_in,
                    settings.season,
                    settings.season_channel,
                    int(settings.rated_hints),
                    settings.rating_minimum,
                    int(settings.win_chances),
                    None if settings.auto_roll is None else int(settings.auto_roll),
                ),
            )

    # -- user languages ----------------------------------------------------

    async def get_user_language(self, user_id: int) -> str | None:
        async with self._lock:
            row = await self._fetchone(
                "SELECT language FROM user_languages WHERE user_id = ?", (user_id,))
        return None if row is None else str(row[0])

    async def set_user_language(self, user_id: int, language: str | None) -> None:
        async with self._lock:
            if language is None:
                await self.conn.execute(
                    "DELETE FROM user_languages WHERE user_id = ?", (user_id,))
            else:
                await self.conn.execute(
                    "INSERT INTO user_languages (user_id, language) VALUES (?, ?)"
                    " ON CONFLICT (user_id) DO UPDATE SET language = excluded.language",
                    (user_id, language),
                )

    # -- a user's switches (turn pings, auto-roll) ---------------------------------

    async def get_user_switch(self, switch: Switch, user_id: int) -> bool | None:
        async with self._lock:
            row = await self._fetchone(
                f"SELECT {switch} FROM {switch_table(switch)} WHERE user_id = ?", (user_id,))
        return None if row is None else bool(row[0])

    async def set_user_switch(self, switch: Switch, user_id: int, on: bool | None) -> None:
        table = switch_table(switch)
        async with self._lock:
            if on is None:
                await self.conn.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,))
            else:
                await self.conn.execute(
                    f"INSERT INTO {table} (user_id, {switch}) VALUES (?, ?)"
                    f" ON CONFLICT (user_id) DO UPDATE SET {switch} = excluded.{switch}",
                    (user_id, int(on)),
                )

    # -- games -----------------------------------------------------------

    async def create_game(
        self, *, guild_id: int, channel_id: int, host_id: int, kind: str,
        options: dict[str, Any], seats: list[Seat], language: str = "en",
        caps: ServerCaps | None = None, context: str = "guild",
        turn_timeout: int | None = None,
    ) -> GameRecord:
        now = time.time()
        async with self._lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                if caps is not None:
                    await self._check_caps(guild_id, host_id, caps)
                cursor = await self.conn.execute(
                    "INSERT INTO games (guild_id, channel_id, host_id, kind, options, status,"
                    " version, created_at, updated_at, language, context, turn_timeout)"
                    " VALUES (?, ?, ?, ?, ?, 'lobby', 0, ?, ?, ?, ?, ?)",
                    (guild_id, channel_id, host_id, kind, json.dumps(options), now, now,
                     language, context, turn_timeout),
                )
                game_id = int(cursor.lastrowid or 0)
                await self._write_seats(game_id, seats)
                await self.conn.execute("COMMIT")
            except sqlite3.IntegrityError:
                await self._rollback()
                existing = await self._active_in_channel(channel_id)
                if existing is None:
                    raise
                raise ChannelBusy(existing) from None
            except BaseException:
                await self._rollback()
                raise
        return GameRecord(
            id=game_id, guild_id=guild_id, channel_id=channel_id, host_id=host_id, kind=kind,
            options=dict(options), seats=list(seats), created_at=now, updated_at=now,
            language=language, context=context, turn_timeout=turn_timeout,
        )

    async def _check_caps(self, guild_id: int, host_id: int, caps: ServerCaps) -> None:
        """Inside the writing transaction (BEGIN IMMEDIATE: no other writer meanwhile)."""
        lobbies, games, hosted = await self._fetchone(
            "SELECT COALESCE(SUM(status = 'lobby'), 0), COALESCE(SUM(status = 'playing'), 0),"
            " COALESCE(SUM(status = 'lobby' AND host_id = ?), 0)"
            " FROM games WHERE guild_id = ? AND status IN ('lobby', 'playing')",
            (host_id, guild_id),
        )
        for cap, count, limit in (("games", games, caps.games),
                                  ("lobbies", lobbies, caps.lobbies),
                                  ("member_lobbies", hosted, caps.lobbies_per_member)):
            if count >= limit:
                raise CapReached(cap, limit)

    async def _write_seats(self, game_id: int, seats: list[Seat]) -> None:
        await self.conn.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
        await self.conn.executemany(
            "INSERT INTO seats (game_id, position, user_id, level, left_game, invited)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            [(game_id, i, s.user_id, s.level, int(s.left), int(s.invited))
             for i, s in enumerate(seats)],
        )

    async def _load(self, where: str, params: tuple[Any, ...]) -> list[GameRecord]:
        rows = await self._fetchall(f"SELECT {_GAME_COLUMNS} FROM games WHERE {where}", params)
        if not rows:
            return []
        ids = [row[0] for row in rows]
        marks = ",".join("?" * len(ids))
        seat_rows = await self._fetchall(
            f"SELECT game_id, user_id, level, left_game, invited FROM seats"
            f" WHERE game_id IN ({marks})"
            " ORDER BY game_id, position",
            tuple(ids),
        )
        seats: dict[int, list[Seat]] = {}
        for game_id, user_id, level, left, invited in seat_rows:
            seats.setdefault(game_id, []).append(
                Seat(user_id=user_id, level=level, left=bool(left), invited=bool(invited))
            )
        return [
            GameRecord(
                id=r[0], guild_id=r[1], channel_id=r[2], message_id=r[3], host_id=r[4],
                kind=r[5], options=json.loads(r[6]), status=r[7], version=r[8], state=r[9],
                created_at=r[10], updated_at=r[11], seats=seats.get(r[0], []),
                hints_used=bool(r[12]), language=r[13], dice_seed=r[14], daily_day=r[15],
                context=r[16], turn_timeout=r[17],
            )
            for r in rows
        ]

    async def get_game(self, game_id: int) -> GameRecord | None:
        async with self._lock:
            found = await self._load("id = ?", (game_id,))
        return found[0] if found else None

    async def _active_in_channel(self, channel_id: int) -> GameRecord | None:
        found = await self._load(
            "channel_id = ? AND status IN ('lobby', 'playing') AND daily_day IS NULL",
            (channel_id,)
        )
        return found[0] if found else None

    async def active_game_in_channel(self, channel_id: int) -> GameRecord | None:
        async with self._lock:
            return await self._active_in_channel(channel_id)

    async def unfinished_games(self) -> list[GameRecord]:
        async with self._lock:
            return await self._load(
                "status IN ('lobby', 'playing') AND daily_day IS NULL ORDER BY id", ())

    async def live_games(self) -> dict[str, int]:
        async with self._lock:
            rows = await self._fetchall(
                "SELECT kind, COUNT(*) FROM games WHERE status IN ('lobby', 'playing')"
                " GROUP BY kind")
        return {str(kind): int(count) for kind, count in rows}

    async def turns_to_check(self, scope: ShardScope | None = None) -> list[GameRecord]:
        async with self._lock:
            return await self._load(
                "status = 'playing' AND (human_turn IS NULL OR human_turn <> version)"
                f" AND daily_day IS NULL AND {in_scope(scope)} ORDER BY id", ())

    async def unshown_lobbies(self, scope: ShardScope | None = None) -> list[GameRecord]:
        async with self._lock:
            return await self._load(
                "status = 'lobby' AND message_id IS NULL AND daily_day IS NULL"
                f" AND {in_scope(scope)} ORDER BY id", ())

    async def changed_near_last_write(
        self, window: float, scope: ShardScope | None = None
    ) -> list[GameRecord]:
        """Served by the (status, updated_at) index: the last save of each status is read
        from the index's end, then the window's rows."""
        async with self._lock:
            last = None
            for status in (*ACTIVE, "finished", "cancelled"):
                row = await self._fetchone(
                    f"SELECT updated_at FROM games WHERE status = ? AND {in_scope(scope)}"
                    " ORDER BY updated_at DESC LIMIT 1", (status,))
                if row is not None:
                    last = row[0] if last is None else max(last, row[0])
            if last is None:
                return []
            return await self._load(
                "status IN ('lobby', 'playing', 'finished', 'cancelled') AND updated_at >= ?"
                " AND message_id IS NOT NULL AND (daily_day IS NULL OR status IN"
                f" ('finished', 'cancelled')) AND {in_scope(scope)} ORDER BY id",
                (last - window,))

    async def overdue_games(
        self, now: float, *, lobby_ttl: float, orphan_after: float,
        scope: ShardScope | None = None,
    ) -> list[GameRecord]:
        """Running games past their server's turn timeout, lobbies older than `lobby_ttl`
        and lobbies whose message was never saved for `orphan_after` seconds: one query,
        served by the (status, updated_at) index, instead of every unfinished game."""
        async with self._lock:
            return await self._load(
                "((status = 'playing' AND updated_at <= ? - (CASE"
                " WHEN turn_timeout IS NOT NULL THEN NULLIF(turn_timeout, 0)"
                " WHEN context = 'guild' THEN (SELECT s.turn_timeout FROM guild_settings s"
                " WHERE s.guild_id = games.guild_id AND s.turn_timeout > 0) END))"
                " OR (status = 'lobby' AND (updated_at <= ?"
                " OR (message_id IS NULL AND updated_at <= ?)))) AND daily_day IS NULL"
                f" AND {in_scope(scope)} ORDER BY id",
                (now, now - lobby_ttl, now - orphan_after),
            )

    async def set_message_id(self, game_id: int, message_id: int,
                             channel_id: int | None = None) -> None:
        async with self._lock:
            if channel_id is None:
                await self.conn.execute(
                    "UPDATE games SET message_id = ? WHERE id = ?", (message_id, game_id))
            else:
                await self.conn.execute(
                    "UPDATE games SET message_id = ?, channel_id = ? WHERE id = ?",
                    (message_id, channel_id, game_id))

    async def begin_board_move(self, move: BoardMove) -> None:
        async with self._lock:
            await self.conn.execute(
                "INSERT INTO board_moves (game_id, from_message, from_channel, to_channel)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (game_id, from_message) DO UPDATE"
                " SET from_channel = excluded.from_channel, to_channel = excluded.to_channel",
                (move.game_id, move.from_message, move.from_channel, move.to_channel))

    async def board_moves(self, scope: ShardScope | None = None, game_id: int | None = None
                          ) -> list[BoardMove]:
        async with self._lock:
            rows = await self._fetchall(
                "SELECT m.game_id, m.from_message, m.from_channel, m.to_channel"
                " FROM board_moves m JOIN games g ON g.id = m.game_id"
                f" WHERE {in_scope(scope, 'g.guild_id')} AND (? IS NULL OR m.game_id = ?)"
                " ORDER BY m.game_id, m.from_message", (game_id, game_id))
        return [BoardMove(*map(int, row)) for row in rows]

    async def end_board_move(self, move: BoardMove) -> None:
        async with self._lock:
            await self.conn.execute(
                "DELETE FROM board_moves WHERE game_id = ? AND from_message = ?",
                (move.game_id, move.from_message))

    async def add_turn_ping(self, game_id: int, message_id: int, user_id: int) -> None:
        async with self._lock:
            await self.conn.execute(
                "INSERT INTO turn_pings (game_id, message_id, user_id) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id, message_id) DO NOTHING", (game_id, message_id, user_id))

    async def turn_pings(self, game_id: int) -> list[tuple[int, int]]:
        async with self._lock:
            rows = await self._fetchall(
                "SELECT message_id, user_id FROM turn_pings WHERE game_id = ?"
                " ORDER BY message_id", (game_id,))
        return [(int(m), int(u)) for m, u in rows]

    async def drop_turn_pings(self, game_id: int, message_ids: list[int] | None = None
                              ) -> None:
        async with self._lock:
            if message_ids is None:
                await self.conn.execute("DELETE FROM turn_pings WHERE game_id = ?", (game_id,))
                return
            await self.conn.executemany(
                "DELETE FROM turn_pings WHERE game_id = ? AND message_id = ?",
                [(game_id, m) for m in message_ids])

    async def mark_human_turn(self, game_id: int, version: int) -> None:
        async with self._lock:
            await self.conn.execute("UPDATE games SET human_turn = ? WHERE id = ? AND"
                                    " version = ?", (version, game_id, version))

    # One process owns the file (bot.storage.sqlite_lock): it holds every shard, no row.
    async def claim_shards(self, owner: str, count: int, ids: list[int], *, now: float,
                           until: float, force: bool = False) -> set[int]:
        return set(ids)

    async def renew_shards(self, owner: str, count: int, ids: list[int],
                           until: float) -> set[int]:
        return set(ids)

    async def release_shards(self, owner: str, count: int, ids: list[int]) -> None:
        return None

    async def save_game(
        self, game: GameRecord, expected_version: int, *, seats_changed: bool = False,
        results: list[ResultRow] | None = None, moves: list[MoveRow] | None = None,
        running_cap: int | None = None,
    ) -> None:
        now = time.time()
        if not seats_changed and not results and running_cap is None:
            # The common case (a move) goes through the group-commit queue.
            await self._queue_move(game, expected_version, now, moves or [])
            return
        update = (
            "UPDATE games SET message_id = ?, host_id = ?, options = ?, status = ?,"
            " version = ?, state = ?, updated_at = ?, dice_seed = ?, human_turn = ?"
            " WHERE id = ? AND version = ?"
        )
        params = (
            game.message_id, game.host_id, json.dumps(game.options), game.status,
            game.version, game.state, now, game.dice_seed, game.human_turn, game.id,
            expected_version,
        )
        async with self._lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                if running_cap is not None:
                    row = await self._fetchone(
                        "SELECT COUNT(*) FROM games WHERE guild_id = ? AND status = 'playing'"
                        " AND id <> ?", (game.guild_id, game.id))
                    if int(row[0]) >= running_cap:
                        raise CapReached("games", running_cap)
                cursor = await self.conn.execute(update, params)
                if cursor.rowcount != 1:
                    raise VersionConflict(
                        f"game {game.id}: expected version {expected_version}"
                    )
                if seats_changed:
                    await self._write_seats(game.id, game.seats)
                if results:
                    with_computers = int(game.has_computers)
                    # ON CONFLICT on (game_id, position): recording twice is harmless.
                    await self.conn.executemany(
                        "INSERT INTO results (game_id, position, guild_id, kind,"
                        " user_id, level, score, won, with_computers, finished_at, context,"
                        " dropped) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                        " ON CONFLICT (game_id, position) DO NOTHING",
                        [
                            (
                                game.id, r.position, game.guild_id, game.kind, r.user_id,
                                r.level, r.score, int(r.won), with_computers, now,
                                game.context, int(r.dropped),
                            )
                            for r in results
                        ],
                    )
                    await queue_rating(SqliteTx(self.conn), game.id, results)
                if moves:
                    await self._insert_moves([(game.id, m) for m in moves])
                await self.conn.execute("COMMIT")
            except BaseException:
                await self._rollback()
                raise
        game.updated_at = now

    # -- group commit for moves -------------------------------------------------

    async def _insert_moves(self, moves: list[tuple[int, MoveRow]]) -> None:
        await self.conn.executemany(
            "INSERT INTO game_moves (game_id, version, player, rules_version, entry)"
            " VALUES (?, ?, ?, ?, ?)",
            [(game_id, m.version, m.player, m.rules_version, m.entry) for game_id, m in moves],
        )

    async def game_moves(self, game_id: int) -> list[MoveRow]:
        async with self._lock:
            rows = await self._fetchall(
                "SELECT version, player, rules_version, entry FROM game_moves"
                " WHERE game_id = ? ORDER BY version",
                (game_id,),
            )
        return [MoveRow(int(r[0]), str(r[1]), int(r[2]), str(r[3])) for r in rows]

    async def _update_batch(
        self, rows: list[tuple[Any, ...]], logged: list[tuple[int, MoveRow]]
    ) -> set[int]:
        """One autocommitted UPDATE for the whole batch (atomic as a whole; under load
        each trip to aiosqlite's thread waits for a busy loop, so one statement per
        move would cap throughput); with move-log entries, one transaction."""
        values = ", ".join(["(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"] * len(rows))
        params = [value for row in rows for value in row]
        async with self._lock:
            if logged:
                await self.conn.execute("BEGIN IMMEDIATE")
            try:
                saved = await self.conn.execute_fetchall(
                    f"WITH batch (id, expected, version, status, state, message_id,"
                    f" host_id, options, updated_at, human_turn) AS (VALUES {values})"
                    " UPDATE games SET version = batch.version, status = batch.status,"
                    " state = batch.state, message_id = batch.message_id,"
                    " host_id = batch.host_id, options = batch.options,"
                    " updated_at = batch.updated_at, human_turn = batch.human_turn FROM batch"
                    " WHERE games.id = batch.id AND games.version = batch.expected"
                    " RETURNING games.id",
                    params,
                )
                ok = {row[0] for row in saved}
                if logged:
                    await self._insert_moves([m for m in logged if m[0] in ok])
                    await self.conn.execute("COMMIT")
            except BaseException:
                if logged:
                    await self._rollback()
                raise
        return ok

    # -- leaderboards ----------------------------------------------------

    async def mark_hints_used(self, game_id: int) -> None:
        async with self._lock:
            await self.conn.execute("UPDATE games SET hints_used = 1 WHERE id = ?", (game_id,))

    async def player_stats(self, guild_id: int, user_id: int) -> list[StatRow]:
        async with self._lock:
            rows = await self._fetchall(
                "SELECT kind, with_computers, COUNT(*), SUM(won), MAX(score), AVG(score)"
                " FROM results WHERE guild_id = ? AND user_id = ?"
                " GROUP BY kind, with_computers ORDER BY kind, with_computers",
                (guild_id, user_id),
            )
        return [StatRow(r[0], bool(r[1]), r[2], r[3], r[4], float(r[5])) for r in rows]

    async def player_totals(self, user_id: int) -> list[PlaceTotal]:
        async with self._lock:
            rows = await self._fetchall(
                "SELECT context, COUNT(*), SUM(won) FROM results WHERE user_id = ?"
                " GROUP BY context ORDER BY context", (user_id,))
        return [PlaceTotal(r[0], int(r[1]), int(r[2])) for r in rows]

    # -- dice sets -------------------------------------------------------

    async def dice_unlocks(self, user_id: int) -> list[DiceUnlock]:
        async with self._lock:
            rows = await self._fetchall(
                "SELECT user_id, set_id, game_id, announced FROM dice_unlocks"
                " WHERE user_id = ? ORDER BY unlocked_at, set_id",
                (user_id,),
            )
        return [DiceUnlock(r[0], r[1], r[2], bool(r[3])) for r in rows]

    async def unlock_dice(
        self, user_id: int, set_ids: list[str], game_id: int | None
    ) -> list[str]:
        if not set_ids:
            return []
        now = time.time()
        async with self._lock:
            added = await self.conn.execute_fetchall(
                "INSERT INTO dice_unlocks (user_id, set_id, game_id, unlocked_at)"
                f" VALUES {', '.join(['(?, ?, ?, ?)'] * len(set_ids))}"
                " ON CONFLICT (user_id, set_id) DO NOTHING RETURNING set_id",
                [v for set_id in set_ids for v in (user_id, set_id, game_id, now)],
            )
        return sorted(row[0] for row in added)

    async def game_unlocks(self, game_id: int) -> list[DiceUnlock]:
        async with self._lock:
            rows = await self._fetchall(
                "SELECT user_id, set_id, game_id, announced FROM dice_unlocks"
                " WHERE game_id = ? ORDER BY user_id, unlocked_at, set_id",
                (game_id,),
            )
        return [DiceUnlock(r[0], r[1], r[2], bool(r[3])) for r in rows]

    async def mark_unlocks_announced(self, user_id: int, set_ids: list[str]) -> None:
        if not set_ids:
            return
        async with self._lock:
            await self.conn.execute(
                "UPDATE dice_unlocks SET announced = 1 WHERE user_id = ?"
                f" AND set_id IN ({', '.join('?' * len(set_ids))})",
                (user_id, *set_ids),
            )

    async def dice_choices(self, user_ids: list[int]) -> dict[int, str]:
        if not user_ids:
            return {}
        async with self._lock:
            rows = await self._fetchall(
                "SELECT user_id, set_id FROM dice_choices"
                f" WHERE user_id IN ({', '.join('?' * len(user_ids))})",
                tuple(user_ids),
            )
        return {r[0]: r[1] for r in rows}

    async def choose_dice(self, user_id: int, set_id: str) -> None:
        async with self._lock:
            await self.conn.execute(
                "INSERT INTO dice_choices (user_id, set_id) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET set_id = excluded.set_id",
                (user_id, set_id),
            )

    async def finished_games(self, user_id: int) -> int:
        async with self._lock:
            row = await self._fetchone(
                "SELECT COUNT(*) FROM results WHERE user_id = ?", (user_id,)
            )
        return int(row[0])

    async def recent_results(
        self, guild_id: int, user_id: int, limit: int = 100
    ) -> list[tuple[str, dict[str, Any], int, bool]]:
        async with self._lock:
            rows = await self._fetchall(
                "SELECT r.kind, g.options, r.score, r.won FROM results r"
                " JOIN games g ON g.id = r.game_id"
                " WHERE r.guild_id = ? AND r.user_id = ?"
                " ORDER BY r.finished_at DESC, r.game_id DESC LIMIT ?",
                (guild_id, user_id, limit),
            )
        return [(r[0], json.loads(r[1]), int(r[2]), bool(r[3])) for r in reversed(rows)]

    async def cosmetics_enabled(self, guild_id: int) -> bool:
        async with self._lock:
            row = await self._fetchone(
                "SELECT enabled FROM guild_cosmetics WHERE guild_id = ?", (guild_id,)
            )
        return True if row is None else bool(row[0])

    async def set_cosmetics(self, guild_id: int, enabled: bool) -> None:
        async with self._lock:
            await self.conn.execute(
                "INSERT INTO guild_cosmetics (guild_id, enabled) VALUES (?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET enabled = excluded.enabled",
                (guild_id, int(enabled)),
            )

    # -- privacy: forget-me, servers the bot left -------------------------------------

    async def forget_user(self, user_id: int) -> list[int]:
        async with self._lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                active = await self._load(
                    "status IN ('lobby', 'playing') AND id IN"
                    " (SELECT game_id FROM seats WHERE user_id = ?)"
                    " ORDER BY daily_day IS NOT NULL, id LIMIT 1",  # table games first
                    (user_id,))
                if active:
                    raise StillSeated(active[0])
                await forget_ratings(SqliteTx(self.conn), user_id)
                games = await self._anonymize_seats(user_id)
                await self.conn.execute(
                    "UPDATE results SET user_id = NULL, level = ? WHERE user_id = ?",
                    (FORGOTTEN, user_id))
                await self.conn.execute(
                    # a daily's host is its player (one daily a host a day): -id stays unique
                    "UPDATE games SET host_id = CASE WHEN daily_day IS NULL THEN 0 ELSE -id END"
                    " WHERE host_id = ? AND status IN ('finished', 'cancelled')", (user_id,))
                for table in ("user_languages", "dice_choices", "dice_unlocks",
                              *USER_SWITCH_TABLES, "game_skill", "web_players", "turn_pings"):
                    await self.conn.execute(f"DELETE FROM {table} WHERE user_id = ?",
                                            (user_id,))
                await self.conn.execute("COMMIT")
            except BaseException:
                await self._rollback()
                raise
        return games

    async def _anonymize_seats(self, user_id: int) -> list[int]:
        """Every seat of the user becomes a forgotten seat; its key is replaced in the
        game's rules state and move log, and in its result."""
        old = str(user_id)
        seats = await self._fetchall(
            "SELECT s.game_id, s.position, g.state FROM seats s JOIN games g"
            " ON g.id = s.game_id WHERE s.user_id = ? ORDER BY s.game_id", (user_id,))
        for game_id, position, state in seats:
            new = forgotten_key(position)
            await self.conn.execute(
                "UPDATE seats SET user_id = NULL, level = ? WHERE game_id = ? AND position = ?",
                (FORGOTTEN, game_id, position))
            await self.conn.execute(
                "UPDATE results SET user_id = NULL, level = ? WHERE game_id = ?"
                " AND position = ?", (FORGOTTEN, game_id, position))
            if state is not None:
                await self.conn.execute("UPDATE games SET state = ? WHERE id = ?",
                                        (rename_player(state, old, new), game_id))
            moves = await self._fetchall(
                "SELECT version, entry FROM game_moves WHERE game_id = ? AND player = ?",
                (game_id, old))
            await self.conn.executemany(
                "UPDATE game_moves SET player = ?, entry = ? WHERE game_id = ? AND version = ?",
                [(new, rename_player(entry, old, new), game_id, version)
                 for version, entry in moves])
        return [int(row[0]) for row in seats]

    async def active_games_in_guild(self, guild_id: int) -> list[GameRecord]:
        async with self._lock:
            return await self._load(
                "guild_id = ? AND context = 'guild' AND status IN ('lobby', 'playing')"
                " ORDER BY id", (guild_id,))

    async def stored_guilds(self) -> set[int]:
        async with self._lock:
            rows = await self._fetchall(STORED_GUILDS)
        return {int(row[0]) for row in rows}

    async def mark_guilds_left(self, guild_ids: list[int], at: float) -> None:
        if not guild_ids:
            return
        async with self._lock:
            await self.conn.executemany(
                "INSERT INTO guilds_left (guild_id, left_at) VALUES (?, ?)"
                " ON CONFLICT (guild_id) DO NOTHING", [(g, at) for g in guild_ids])

    async def mark_guilds_present(self, guild_ids: list[int]) -> list[int]:
        if not guild_ids:
            return []
        async with self._lock:
            rows = await self.conn.execute_fetchall(
                f"DELETE FROM guilds_left WHERE guild_id IN ({', '.join('?' * len(guild_ids))})"
                " RETURNING guild_id", tuple(guild_ids))
        return sorted(int(row[0]) for row in rows)

    async def guilds_left(self) -> dict[int, float]:
        async with self._lock:
            rows = await self._fetchall("SELECT guild_id, left_at FROM guilds_left")
        return {int(r[0]): float(r[1]) for r in rows}

    async def purge_guild(self, guild_id: int, left_before: float) -> bool:
        async with self._lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                row = await self._fetchone(
                    "SELECT 1 FROM guilds_left WHERE guild_id = ? AND left_at <= ?",
                    (guild_id, left_before))
                if row is None:
                    await self._rollback()
                    return False
                # Unlocks belong to their players (on every server): they stay, without
                # the game that earned them.
                await self.conn.execute(
                    "UPDATE dice_unlocks SET game_id = NULL WHERE game_id IN"
                    " (SELECT id FROM games WHERE guild_id = ?)", (guild_id,))
                for table in GUILD_TABLES:  # seats and moves go with their games
                    await self.conn.execute(f"DELETE FROM {table} WHERE guild_id = ?",
                                            (guild_id,))
                await self.conn.execute("DELETE FROM guilds_left WHERE guild_id = ?",
                                        (guild_id,))
                await self.conn.execute("COMMIT")
            except BaseException:
                await self._rollback()
                raise
        return True
