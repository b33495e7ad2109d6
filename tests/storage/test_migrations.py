"""Migrations you can trust: pinned, recorded with checksums, every past schema upgrades.

The past schemas live in tests/storage/legacy/ (written from main's history by
tools/legacy_schemas.py): each is the migrations folder as it was at some commit,
including the ones where branches had renumbered the languages migration (0002, 0004,
0005). A database is built from each exactly as that commit's code did (each file in
order, `schema_version` set to its number), filled with games, results and settings,
then opened by today's code on both backends.
"""

from __future__ import annotations

import contextlib
import json
import re
import sqlite3
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import aiosqlite
import asyncpg
import pytest

from bot.domain import seat_keys
from bot.rules import create_game
from bot.service.games import Actor, GameService
from bot.storage import Seat, StorageUnavailable, migrate, open_repository
from bot.storage.migrate import Migration, MigrationRefused, Schema, marks_of, plan
from tests.support.postgres import next_name

LEGACY = Path(__file__).parent / "legacy"
STATES = json.loads((LEGACY / "states.json").read_text())

# -- the pins ------------------------------------------------------------------------------
# Every migration that has landed on main: number -> (name, sha256 per backend). A landed
# migration is never renumbered or edited (docs/migrations.md); a new one is added here
# in the commit that adds it, so two branches taking the same number collide right here.
LANDED: dict[int, tuple[str, dict[str, str]]] = {
    1: ("init", {
        "sqlite": "c46ef6304a9005837dd3ffec6a0ed1ad525c9a3ee3bd87a98404a4c083873bca",
        "postgres": "e03eb91b648cdc92e5dcc071b4496b46ebc69227ca67c28de146f897374c3923"}),
    2: ("move_log", {
        "sqlite": "a81c74a15c126df500c4c2c2d5030abe69456e4f8f18a4d4fab451021922aa99",
        "postgres": "56ed241c59183badc65ee8a0e5e5451b6b30598c45c048a632d736a2086f28e0"}),
    3: ("hints", {
        "sqlite": "e8f4087e6166223faa17caccfed094f20b8f1128ade45bae49ad745524b14f6c",
        "postgres": "e8f4087e6166223faa17caccfed094f20b8f1128ade45bae49ad745524b14f6c"}),
    4: ("dice_sets", {
        "sqlite": "fc050bd4a6a7972eb1159a225af034bea712eeae21d1ce9ca4f796f5875b3960",
        "postgres": "76a2f12237882f86e0271575d130c13a67b4e75b8e2853d4fd25a0d60f169336"}),
    5: ("seat_left", {
        "sqlite": "943da8f483c364ea006a6fdd7d182329792e64acf08f91dcbeeb9bafd33370b3",
        "postgres": "943da8f483c364ea006a6fdd7d182329792e64acf08f91dcbeeb9bafd33370b3"}),
    6: ("languages", {
        "sqlite": "a0081a83dfbdccd87983364adf650f8cc51ed196ee5a8107af617b387cca6391",
        "postgres": "a0081a83dfbdccd87983364adf650f8cc51ed196ee5a8107af617b387cca6391"}),
    7: ("turns", {
        "sqlite": "0211a5de8f78828b2bd345907b9cffa2e492aefebd6a063a67025895faeda2f1",
        "postgres": "0211a5de8f78828b2bd345907b9cffa2e492aefebd6a063a67025895faeda2f1"}),
    8: ("daily_and_skill", {
        "sqlite": "aa5ba9e37ebc5168168d476e15ef4ee295e81b62f039e1362dc21b9af7ebef2c",
        "postgres": "aa5ba9e37ebc5168168d476e15ef4ee295e81b62f039e1362dc21b9af7ebef2c"}),
    9: ("trust", {
        "sqlite": "aed8d9713e720cbcc96cbe5dbf4235a925dd4132f0af73d78ee16cd30bc2398e",
        "postgres": "aed8d9713e720cbcc96cbe5dbf4235a925dd4132f0af73d78ee16cd30bc2398e"}),
    10: ("play_in", {
        "sqlite": "90aa199c11c0ddf0231e9d34f2e0590734d3c773a28cd567a5c732f4bad3c35d",
        "postgres": "90aa199c11c0ddf0231e9d34f2e0590734d3c773a28cd567a5c732f4bad3c35d"}),
    11: ("lazy_restore", {
        "sqlite": "64c9e8e5f5467db615d217d07f29874c0d67c93de7b8adc2c96fb13d9c91f8ba",
        "postgres": "64c9e8e5f5467db615d217d07f29874c0d67c93de7b8adc2c96fb13d9c91f8ba"}),
    12: ("shard_leases", {
        "sqlite": "fe9d7e84bc704183ea6bdb2291af27f08500959cf3ea7beb3e1a0957cc0508f5",
        "postgres": "fe9d7e84bc704183ea6bdb2291af27f08500959cf3ea7beb3e1a0957cc0508f5"}),
    13: ("board_moves", {
        "sqlite": "c4e69a9f598c28e8b277409272f3712cd84a2ebfd7e59191466625ac0f84b893",
        "postgres": "c4e69a9f598c28e8b277409272f3712cd84a2ebfd7e59191466625ac0f84b893"}),
    14: ("contexts", {
        "sqlite": "06d6d378fcb485281e8c4a73279cec7af4220d929bf6e08d202643405aa9a398",
        "postgres": "06d6d378fcb485281e8c4a73279cec7af4220d929bf6e08d202643405aa9a398"}),
    15: ("seasons", {
        "sqlite": "1f7e640aa744e7ad779f39e824836eea35d7c77aad1c1fddeca675e5c977f971",
        "postgres": "ed0cc6eca7f02dfa75108dc7ee00b1834498f02636f4bc95a143aa711aac33a9"}),
    16: ("win_chances", {
        "sqlite": "b99a3476a672fd694627cc1cc9ae2e195dbc2db095999c501fe2fa793c3c37da",
        "postgres": "b99a3476a672fd694627cc1cc9ae2e195dbc2db095999c501fe2fa793c3c37da"}),
    17: ("web", {
        "sqlite": "5f89b9be953309903e1eb54c65fee19645dc764c24a0e0be1537d74bb7a8ea9b",
        "postgres": "c749fed4323d8dc2bd82dc48e2756079f3be094ae6656e1ee5e9a008c8325d39"}),
    18: ("auto_roll", {
        "sqlite": "e40b05cfdc287b6f8ba1261a4e0155a82b039fb807662d8ab618d25590562534",
        "postgres": "e40b05cfdc287b6f8ba1261a4e0155a82b039fb807662d8ab618d25590562534"}),
    19: ("seasons2", {
        "sqlite": "2c5e94d36ec510cf085424237eee9d8d9bc15475e938d9cb4a39255b6c8e84fd",
        "postgres": "2c5e94d36ec510cf085424237eee9d8d9bc15475e938d9cb4a39255b6c8e84fd"}),
    20: ("ping_restart", {
        "sqlite": "e13c404148426ce7604b479d6b98278a107b66cab2bb726e4a4bbe3a97be27db",
        "postgres": "e13c404148426ce7604b479d6b98278a107b66cab2bb726e4a4bbe3a97be27db"}),
    21: ("replay_steps", {
        "sqlite": "70d16baf56aaad18886b5d34e2961b141b47bec59f753f48302a77c34300ce33",
        "postgres": "70d16baf56aaad18886b5d34e2961b141b47bec59f753f48302a77c34300ce33"}),
}


#: the number a migration newer than every shipped one takes (a newer release's)
NEXT = len(migrate.available("sqlite")) + 1


def pin_problems(found: dict[str, list[Migration]]) -> list[str]:
    """What differs between the migration files and the pins."""
    problems = []
    for backend, migrations in found.items():
        shipped = {m.number: (m.name, m.checksum) for m in migrations}
        for number, (name, sums) in LANDED.items():
            if shipped.get(number) != (name, sums[backend]):
                problems.append(f"{backend}: landed {number:04d}_{name} is now"
                                f" {shipped.get(number)}")
        for number in sorted(set(shipped) - set(LANDED)):
            problems.append(f"{backend}: {number:04d}_{shipped[number][0]} is not pinned")
    return problems


def test_landed_migrations_are_neither_renumbered_nor_edited():
    assert pin_problems({b: migrate.available(b) for b in migrate.BACKENDS}) == []


def test_the_pin_catches_a_renumbered_or_edited_migration():
    found = migrate.available("sqlite")
    languages = found[5]
    renumbered = [*found[:5], Migration(6, "daily", "0006_daily.sql", "-- x", True),
                  replace(languages, number=7)]
    assert any("landed 0006_languages" in p for p in pin_problems({"sqlite": renumbered}))
    edited = [*found[:5], replace(languages, sql=languages.sql + "\n-- tidied"), *found[6:]]
    assert pin_problems({"sqlite": edited}) == [
        f"sqlite: landed 0006_languages is now ('languages', '{edited[5].checksum}')"]


def test_every_migration_says_whether_older_code_may_run_on_it(tmp_path, monkeypatch):
    package = tmp_path / "some_migrations"
    package.mkdir()
    (package / "__init__.py").write_text("")
    shipped = migrate.available("sqlite")
    for m in shipped:
        (package / m.file).write_text(m.sql)
    monkeypatch.syspath_prepend(str(tmp_path))
    silent = package / f"{NEXT:04d}_silent.sql"  # the next number after those shipped
    silent.write_text("CREATE TABLE t (a INTEGER);\n")
    with pytest.raises(RuntimeError, match="older code: fit"):
        migrate.available("sqlite", "some_migrations")
    silent.write_text(f"-- {NEXT:04d}: t\n-- older code: unfit\nDROP TABLE x;")
    assert migrate.available("sqlite", "some_migrations")[-1].older_code_fit is False


def test_every_migration_leaves_marks_to_be_recognised_by():
    """A database from before the history is read by these marks."""
    for backend in migrate.BACKENDS:
        for m in migrate.available(backend):
            assert m.marks, m.file
    assert marks_of("ALTER TABLE games ADD COLUMN language TEXT; -- CREATE TABLE x").tables \
        == frozenset()


def test_a_mark_a_later_migration_removes_is_not_looked_for():
    """0001's channel index is dropped by 0008 (which makes one of its own): a database
    of today has 0001 all the same, and one from before 0008 has none of 0008."""
    first = marks_of("CREATE TABLE games (id INTEGER); CREATE INDEX by_channel ON games (id);")
    later = marks_of("DROP INDEX by_channel; CREATE INDEX by_table ON games (id);")
    assert first.then(later) == marks_of("CREATE TABLE games (id INTEGER);")
    assert later.then(marks_of("CREATE INDEX by_channel ON games (id);")).gone_indexes \
        == frozenset()
    today = migrate.Schema(tables={"games"}, indexes={"by_table"})
    assert today.holds(first.then(later)) == (1, 1) and today.holds(later) == (2, 2)
    before = migrate.Schema(tables={"games"}, indexes={"by_channel"})
    assert before.holds(later) == (0, 2)


# -- building a past database ----------------------------------------------------------------


class Db:
    """Plain SQL on either backend (`?` placeholders)."""

    def __init__(self, backend: str, conn: Any) -> None:
        self.backend, self.conn = backend, conn

    async def run(self, sql: str, *params: Any) -> None:
        if self.backend == "sqlite":
            await self.conn.execute(sql, params)
        else:
            await self.conn.execute(_dollars(sql), *params)

    async def rows(self, sql: str, *params: Any) -> list[tuple[Any, ...]]:
        if self.backend == "sqlite":
            async with self.conn.execute(sql, params) as cursor:
                return [tuple(r) for r in await cursor.fetchall()]
        return [tuple(r) for r in await self.conn.fetch(_dollars(sql), *params)]

    async def columns(self, table: str) -> set[str]:
        if self.backend == "sqlite":
            return {r[1] for r in await self.rows(f"PRAGMA table_info({table})")}
        return {r[0] for r in await self.rows(
            "SELECT column_name FROM information_schema.columns WHERE table_name = ?", table)}

    async def shape(self) -> dict[str, Any]:
        """Tables with their columns (name, type, null, default), and the indexes."""
        if self.backend == "sqlite":
            tables = [r[0] for r in await self.rows(
                "SELECT name FROM sqlite_master WHERE type = 'table'"
                " AND name NOT LIKE 'sqlite_%'")]
            shape: dict[str, Any] = {t: sorted(
                (r[1], r[2], r[3], r[4]) for r in await self.rows(f"PRAGMA table_info({t})"))
                for t in tables}
            shape["(indexes)"] = sorted((r[0], r[1]) for r in await self.rows(
                "SELECT name, sql FROM sqlite_master WHERE type = 'index'"))
            return shape
        shape = {}
        for table, column, kind, null, default in await self.rows(
                "SELECT table_name, column_name, data_type, is_nullable, column_default"
                " FROM information_schema.columns WHERE table_schema = current_schema()"):
            shape.setdefault(table, []).append((column, kind, null, default))
        shape = {t: sorted(cs) for t, cs in shape.items()}
        shape["(indexes)"] = sorted(tuple(r) for r in await self.rows(
            "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()"))
        return shape


def _dollars(sql: str) -> str:
    count = iter(range(1, 1000))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


def state_files(state: dict[str, Any], backend: str) -> list[tuple[int, str]]:
    """(number, SQL) of the state's files that `backend` applied then, in order."""
    chosen = []
    for name in state["files"]:
        parts = name.split(".")
        if len(parts) == 3 and parts[1] != backend:
            continue
        chosen.append((int(name[:4]), (LEGACY / "states" / state["state"] / name).read_text()))
    return sorted(chosen)


async def build_past(db: Db, state: dict[str, Any]) -> None:
    """The schema as that commit's code migrated it, then games, results and settings."""
    await db.run("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    await db.run("INSERT INTO schema_version (version) VALUES (0)")
    for number, sql in state_files(state, db.backend):
        if db.backend == "sqlite":
            await db.conn.executescript(
                f"BEGIN;\n{sql}\n;UPDATE schema_version SET version = {number};\nCOMMIT;")
        else:
            await db.conn.execute(sql)
            await db.run("UPDATE schema_version SET version = ?", number)
    await fill(db)


ALICE, BOB = 1_100_000_000_000_000_001, 1_100_000_000_000_000_002
GUILD = 1_100_000_000_000_000_100


async def fill(db: Db) -> None:
    await db.run("INSERT INTO guild_settings (guild_id, default_game, default_options,"
                 " turn_timeout) VALUES (?, 'generala', '{}', 300)", GUILD)
    seats = [Seat(user_id=ALICE), Seat(level="easy")]
    playing = create_game("yacht", seat_keys(seats))
    games = [  # id, channel, status, version, state
        (1, 11, "finished", 30, None), (2, 12, "playing", 0, playing.to_json()),
        (3, 13, "lobby", 0, None),
    ]
    for gid, channel, status, version, state in games:
        await db.run(
            "INSERT INTO games (id, guild_id, channel_id, message_id, host_id, kind, options,"
            " status, version, state, created_at, updated_at) VALUES"
            " (?, ?, ?, ?, ?, 'yacht', '{\"full_house\": \"fixed\", \"yacht_bonus\": false}',"
            " ?, ?, ?, 1000.0, 2000.0)", gid, GUILD, channel, 500 + gid, ALICE, status,
            version, state)
        for position, seat in enumerate(seats):
            await db.run("INSERT INTO seats (game_id, position, user_id, level)"
                         " VALUES (?, ?, ?, ?)", gid, position, seat.user_id, seat.level)
    if db.backend == "postgres":
        await db.run("SELECT setval(pg_get_serial_sequence('games', 'id'), 3)")
    await db.run("INSERT INTO results VALUES (1, 0, ?, 'yacht', ?, NULL, 212, 1, 1, 2000.0)",
                 GUILD, ALICE)
    await db.run("INSERT INTO results VALUES (1, 1, ?, 'yacht', NULL, 'easy', 150, 0, 1,"
                 " 2000.0)", GUILD)
    tables = {t for t in ("game_moves", "dice_unlocks", "user_languages")
              if await db.columns(t)}
    if "game_moves" in tables:
        await db.run("INSERT INTO game_moves VALUES (1, 30, ?, 1, '{}')", str(ALICE))
    if "dice_unlocks" in tables:
        await db.run("INSERT INTO dice_unlocks VALUES (?, 'red', 1, 2000.0, 1)", ALICE)
        await db.run("INSERT INTO dice_choices VALUES (?, 'red')", ALICE)
    if "user_languages" in tables:
        await db.run("INSERT INTO user_languages VALUES (?, 'es')", ALICE)
        await db.run("UPDATE games SET language = 'es' WHERE id = 3")
    if "hints_used" in await db.columns("games"):
        await db.run("UPDATE games SET hints_used = 1 WHERE id = 1")


async def past_database(backend: str, state: dict[str, Any], tmp_path: Path,
                        request: pytest.FixtureRequest) -> str:
    if backend == "sqlite":
        path = tmp_path / f"{state['state']}.db"
        async with aiosqlite.connect(path, isolation_level=None) as conn:
            await conn.execute("PRAGMA journal_mode=WAL")
            await build_past(Db("sqlite", conn), state)
        return f"sqlite:///{path}"
    server = request.getfixturevalue("postgres_server")
    url = await server.create_database(next_name("past"))
    conn = await asyncpg.connect(url)
    try:
        async with conn.transaction():
            await build_past(Db("postgres", conn), state)
    finally:
        await conn.close()
    return url


async def fresh_shape(backend: str, tmp_path: Path, request: pytest.FixtureRequest
                      ) -> dict[str, Any]:
    if backend == "sqlite":
        url = f"sqlite:///{tmp_path / 'fresh.db'}"
    else:
        url = await request.getfixturevalue("postgres_server").create_database(next_name())
    repo = await open_repository(url)
    await repo.close()
    async with connect(url) as db:
        return await db.shape()


@contextlib.asynccontextmanager
async def connect(url: str) -> AsyncIterator[Db]:
    """A plain connection to a database the repository made (sqlite:/// or postgresql://)."""
    if url.startswith("sqlite"):
        async with aiosqlite.connect(url.removeprefix("sqlite:///")) as conn:
            yield Db("sqlite", conn)
        return
    conn = await asyncpg.connect(url)
    try:
        yield Db("postgres", conn)
    finally:
        await conn.close()


CASES = [pytest.param(backend, state, id=f"{backend}-{state['state']}")
         for state in STATES for backend in state["backends"]]


def test_the_past_states_include_round_one_and_every_renumbered_languages():
    files = [tuple(s["files"]) for s in STATES]
    assert ("0001_init.sql",) in files  # round 1
    for number in ("0002", "0004", "0005", "0006"):
        assert any(f"{number}_languages.sql" in f for f in files), number
    assert sum("postgres" in s["backends"] for s in STATES) >= 5


@pytest.mark.parametrize(("backend", "state"), CASES)
async def test_every_past_database_upgrades_with_nothing_lost(backend, state, tmp_path,
                                                              request):
    url = await past_database(backend, state, tmp_path, request)
    async with connect(url) as db:
        before = {t: await db.rows(f"SELECT * FROM {t}") for t in (
            "guild_settings", "games", "seats", "results")}
        extras = {t: len(await db.rows(f"SELECT * FROM {t}")) for t in (
            "game_moves", "dice_unlocks", "dice_choices", "user_languages")
            if await db.columns(t)}

    repo = await open_repository(url)
    try:
        assert await repo.schema_version() == len(migrate.available(backend))
        settings = await repo.get_guild_settings(GUILD)
        assert (settings.default_game, settings.turn_timeout) == ("generala", 300)
        assert {g.id for g in await repo.unfinished_games()} == {2, 3}
        (board,) = await repo.leaderboard(GUILD, "yacht", with_computers=True)
        assert (board.user_id, board.wins, board.best) == (ALICE, 1, 212)
        if "dice_unlocks" in extras:
            assert [u.set_id for u in await repo.dice_unlocks(ALICE)] == ["red"]
        if "user_languages" in extras:
            assert await repo.get_user_language(ALICE) == "es"
        # The game in progress plays on.
        service = GameService(repo)
        out = await service.act(2, 0, Actor(ALICE), "roll")
        assert out.game.version == 1 and len(out.rules.dice) == 5
    finally:
        await repo.close()

    async with connect(url) as db:
        for table, rows in before.items():
            now = await db.rows(f"SELECT * FROM {table}")
            if table == "games":  # the move just played; new columns at their defaults
                now = [r for r in now if r[0] != 2]
                rows = [r for r in rows if r[0] != 2]
            assert [r[:len(rows[0])] for r in now] == rows, table
            assert len(now) == len(rows)
        for table, count in extras.items():
            where = " WHERE game_id = 1" if table == "game_moves" else ""
            assert len(await db.rows(f"SELECT * FROM {table}{where}")) == count, table
        history = await db.rows("SELECT number, name, checksum FROM schema_migrations"
                                " ORDER BY number")
        assert history == [(m.number, m.name, m.checksum) for m in migrate.available(backend)]
        upgraded = await db.shape()
    for table in ("schema_migrations", "schema_version"):
        upgraded.pop(table, None)
    fresh = await fresh_shape(backend, tmp_path, request)
    for table in ("schema_migrations", "schema_version"):
        fresh.pop(table, None)
    assert upgraded == fresh

    again = await open_repository(url)  # a restart applies nothing more
    await again.close()


async def test_a_database_of_today_without_history_is_recognised_and_recorded(tmp_path):
    """Main's databases before this release: every migration found, none applied again."""
    url = f"sqlite:///{tmp_path / 'today.db'}"
    repo = await open_repository(url)
    await repo.close()
    async with aiosqlite.connect(tmp_path / "today.db") as conn:
        await conn.execute("DROP TABLE schema_migrations")
        await conn.commit()
    repo = await open_repository(url)
    await repo.close()
    async with connect(url) as db:
        assert {r[0] for r in await db.rows("SELECT how FROM schema_migrations")} == {"found"}


# -- refusals: one line, the database left as it was -------------------------------------


async def opened_then(tmp_path: Path, sql: str) -> str:
    url = f"sqlite:///{tmp_path / 'h.db'}"
    repo = await open_repository(url)
    await repo.close()
    async with aiosqlite.connect(tmp_path / "h.db", isolation_level=None) as conn:
        await conn.executescript(sql)
    return url


async def test_a_renumbered_migration_in_the_history_is_refused(tmp_path):
    url = await opened_then(tmp_path, "UPDATE schema_migrations SET name = 'daily'"
                                      " WHERE number = 6")
    with pytest.raises(StorageUnavailable) as refused:
        await open_repository(url)
    assert "0006_daily" in str(refused.value) and "renumbered or edited" in str(refused.value)
    assert "\n" not in str(refused.value)


async def test_an_edited_migration_in_the_history_is_refused(tmp_path):
    url = await opened_then(tmp_path, "UPDATE schema_migrations SET checksum = 'abc'"
                                      " WHERE number = 3")
    with pytest.raises(StorageUnavailable, match="an edited migration than this release's"
                                                 " 0003_hints"):
        await open_repository(url)


async def test_older_code_runs_on_a_newer_schema_marked_fit_and_says_so(tmp_path, caplog):
    url = await opened_then(
        tmp_path, f"INSERT INTO schema_migrations VALUES ({NEXT}, 'daily', 'x', 1, 0, 'applied');"
                  "CREATE TABLE daily (a INTEGER);")
    repo = await open_repository(url)
    await repo.close()
    assert f"newer migration(s) {NEXT:04d}_daily, marked fit for older code" in caplog.text


async def test_older_code_refuses_a_newer_schema_marked_unfit(tmp_path):
    url = await opened_then(
        tmp_path,
        f"INSERT INTO schema_migrations VALUES ({NEXT}, 'contract', 'x', 0, 0, 'applied')")
    with pytest.raises(StorageUnavailable, match=f"{NEXT:04d}_contract, made by a newer release"
                                                 " and marked unfit for older code"):
        await open_repository(url)


async def test_a_newer_release_records_fitness_and_the_older_one_reads_it(tmp_path):
    """Expand then contract, across two releases: the newer release's migration says
    whether this one may run on it."""
    known = migrate.available("sqlite")
    path = tmp_path / "two.db"
    for fit in (True, False):
        newer = Migration(len(known) + 1, "newer", "x.sql",
                          f"-- older code: {'fit' if fit else 'unfit'}\n"
                          f"CREATE TABLE newer_{int(fit)} (a INTEGER);", fit)
        async with aiosqlite.connect(path, isolation_level=None) as conn:
            await migrate.migrate(conn, [*known, newer])
            if fit:
                assert await migrate.migrate(conn, known) == len(known) + 1
                await conn.execute("DELETE FROM schema_migrations WHERE number > ?",
                                   (len(known),))
            else:
                with pytest.raises(MigrationRefused, match="unfit for older code"):
                    await migrate.migrate(conn, known)


async def test_a_half_applied_migration_is_refused_not_guessed(tmp_path):
    path = tmp_path / "half.db"
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        await build_past(Db("sqlite", conn), STATES[0])  # round 1
        await conn.execute("ALTER TABLE games ADD COLUMN language TEXT")  # by hand
    with pytest.raises(StorageUnavailable, match="holds part of migration 0006_languages"):
        await open_repository(f"sqlite:///{path}")
    async with connect(f"sqlite:///{path}") as db:  # nothing was written
        assert await db.rows("SELECT version FROM schema_version") == [(1,)]


def test_the_plan_of_an_empty_database_applies_everything():
    known = migrate.available("sqlite")
    assert plan(known, Schema()).pending == known
    assert plan(known, Schema(tables={"schema_version"})).pending == known


async def test_a_failing_migration_leaves_no_half(tmp_path):
    known = migrate.available("sqlite")
    broken = Migration(len(known) + 1, "broken", "x.sql",
                       "CREATE TABLE fine (a INTEGER); CREATE TABLE games (a INTEGER);", True)
    async with aiosqlite.connect(tmp_path / "b.db", isolation_level=None) as conn:
        with pytest.raises(sqlite3.OperationalError):
            await migrate.migrate(conn, [*known, broken])
        async with conn.execute("SELECT name FROM sqlite_master WHERE name = 'fine'") as c:
            assert await c.fetchone() is None
        assert await migrate.current_version(conn) == len(known)


async def test_a_start_beside_a_running_bot_is_not_failed_by_its_writes(tmp_path):
    """`python -m bot.web` opens (and so migrates) the file the running bot writes to: a
    write landing between the migration's first read and its first write made the start
    fail at once ("database is locked", no wait); the migration holds the write lock
    from its start, so the bot's write waits for it instead (here, where it cannot wait,
    it is the one refused)."""
    url = f"sqlite:///{tmp_path / 'shared.db'}"
    repo = await open_repository(url)
    await repo.close()
    bot = sqlite3.connect(tmp_path / "shared.db", isolation_level=None,
                          check_same_thread=False, timeout=0)
    tried: list[str] = []

    def the_bot_writes(statement: str) -> None:
        if "DELETE FROM schema_version" in statement and not tried:
            try:
                bot.execute("INSERT INTO schema_version VALUES (0)")
                tried.append("written")
            except sqlite3.OperationalError as error:
                tried.append(str(error))

    try:
        async with aiosqlite.connect(tmp_path / "shared.db", isolation_level=None) as conn:
            await conn.execute("PRAGMA busy_timeout=15000")
            await conn.set_trace_callback(the_bot_writes)
            assert await migrate.migrate(conn) == len(migrate.available("sqlite"))
    finally:
        bot.close()
    assert tried == ["database is locked"]
