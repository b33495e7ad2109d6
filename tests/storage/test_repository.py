"""Repository: migrations, atomic saves, the version check, results and boards.

Every test taking `repo` runs against SQLite and PostgreSQL (see `database_url`).
"""

from __future__ import annotations

import asyncio
import sqlite3

import asyncpg
import pytest

from bot.storage import (
    ChannelBusy,
    GameRecord,
    ResultRow,
    Seat,
    StorageUnavailable,
    VersionConflict,
    backend_of,
    migrate,
    open_repository,
    redact,
)
from bot.storage.sqlite import SqliteRepository
from tests.support.postgres import next_name

INTEGRITY_ERRORS = (sqlite3.IntegrityError, asyncpg.IntegrityConstraintViolationError)


@pytest.fixture
async def repo(database_url):
    repository = await open_repository(database_url)
    yield repository
    await repository.close()


@pytest.fixture
async def sqlite_repo(tmp_path):
    repository = SqliteRepository(str(tmp_path / "db" / "test.db"))
    await repository.open()
    yield repository
    await repository.close()


async def lobby(repo, channel=10, host=1, guild=100, kind="yacht"):
    return await repo.create_game(
        guild_id=guild, channel_id=channel, host_id=host, kind=kind,
        options={"full_house": "fixed"}, seats=[Seat(user_id=host)],
    )


async def test_migrations_applied_once_and_recorded(repo, database_url):
    backend = backend_of(database_url)
    assert await repo.schema_version() == len(migrate.available(backend))
    # Re-opening (a restart, or a second process) must not re-apply 0001:
    # it would fail on CREATE TABLE.
    again = await open_repository(database_url)
    assert await again.schema_version() == len(migrate.available(backend))
    await again.close()


async def test_processes_migrating_at_once(postgres_server):
    """Shards starting together on PostgreSQL: one migrates, the others wait for it and
    find the schema ready. (SQLite is one process: it has no such case.)"""
    url = await postgres_server.create_database(next_name("migrate"))
    repos = await asyncio.gather(*(open_repository(url) for _ in range(3)))
    for repo in repos:
        assert await repo.schema_version() == len(migrate.available("postgres"))
        await repo.close()


async def test_pragmas(sqlite_repo):
    async with sqlite_repo.conn.execute("PRAGMA journal_mode") as cur:
        assert (await cur.fetchone())[0] == "wal"
    async with sqlite_repo.conn.execute("PRAGMA foreign_keys") as cur:
        assert (await cur.fetchone())[0] == 1


def test_migration_files_are_numbered_alike_for_both_backends():
    lists = {backend: migrate.available(backend) for backend in migrate.BACKENDS}
    numbers = {backend: [m.label for m in found] for backend, found in lists.items()}
    assert numbers["sqlite"] == numbers["postgres"]
    assert numbers["sqlite"][0] == "0001_init" and numbers["sqlite"] == sorted(numbers["sqlite"])
    assert lists["sqlite"][0].file == "0001_init.sqlite.sql"
    assert lists["postgres"][0].file == "0001_init.postgres.sql"


async def test_unusable_database_url_is_one_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(StorageUnavailable, match="Not a directory"):
        await open_repository(f"sqlite:///{blocker}/sub/yacht.db")
    with pytest.raises(StorageUnavailable, match="Connect call failed"):
        await open_repository("postgresql://nobody@127.0.0.1:1/none")


def test_redact_hides_the_password_only():
    assert redact("postgresql://yacht:s3cr:et@db:5432/yacht") == "postgresql://yacht:***@db:5432/yacht"
    assert redact("postgresql://yacht@db/yacht") == "postgresql://yacht@db/yacht"
    assert redact("sqlite:///data/yacht.db") == "sqlite:///data/yacht.db"


async def test_snowflake_sized_ids_round_trip(repo):
    big = 1_300_000_000_000_000_000  # Discord ids do not fit 32 bits
    game = await lobby(repo, channel=big + 1, host=big + 2, guild=big)
    loaded = await repo.get_game(game.id)
    assert (loaded.guild_id, loaded.channel_id, loaded.host_id) == (big, big + 1, big + 2)
    assert loaded.seats == [Seat(user_id=big + 2)]
    assert await repo.unlock_dice(big + 2, ["wood"], game.id) == ["wood"]
    await repo.choose_dice(big + 2, "wood")
    assert await repo.dice_choices([big + 2]) == {big + 2: "wood"}
    await repo.set_cosmetics(big, False)
    assert await repo.cosmetics_enabled(big) is False


async def test_create_and_load_game(repo):
    game = await lobby(repo)
    loaded = await repo.get_game(game.id)
    assert loaded.kind == "yacht" and loaded.status == "lobby" and loaded.version == 0
    assert loaded.seats == [Seat(user_id=1)]
    assert loaded.options == {"full_house": "fixed"}
    assert await repo.get_game(9999) is None


async def test_one_active_game_per_channel(repo):
    first = await lobby(repo)
    with pytest.raises(ChannelBusy) as busy:
        await lobby(repo, host=2)
    assert busy.value.game.id == first.id
    other = await lobby(repo, channel=11)
    assert other.id != first.id
    first.status = "cancelled"
    first.version = 1
    await repo.save_game(first, 0)
    assert (await lobby(repo, host=3)).channel_id == 10


async def test_save_checks_version_and_writes_nothing_on_conflict(repo):
    game = await lobby(repo)
    game.version = 1
    game.state = '{"x": 1}'
    game.seats = [Seat(user_id=1), Seat(level="easy")]
    await repo.save_game(game, 0, seats_changed=True)
    stale = await repo.get_game(game.id)
    stale.version = 2
    stale.state = '{"x": 2}'
    stale.seats = []
    with pytest.raises(VersionConflict):
        await repo.save_game(stale, 0, seats_changed=True)  # expected 0, stored 1
    stored = await repo.get_game(game.id)
    assert stored.version == 1 and stored.state == '{"x": 1}'
    assert stored.seats == [Seat(user_id=1), Seat(level="easy")]


async def test_concurrent_saves_same_version_only_one_wins(repo):
    game = await lobby(repo)

    async def bump(tag):
        copy = await repo.get_game(game.id)
        copy.version = 1
        copy.state = tag
        await repo.save_game(copy, 0)
        return tag

    results = await asyncio.gather(bump("a"), bump("b"), return_exceptions=True)
    assert sum(isinstance(r, VersionConflict) for r in results) == 1
    assert (await repo.get_game(game.id)).version == 1


async def test_atomic_save_rolls_back_everything(repo):
    game = await lobby(repo)
    game.version = 1
    game.status = "finished"
    # A result row violating NOT NULL (score None) makes the transaction fail mid-way.
    bad = [ResultRow(0, 1, None, None, True)]  # type: ignore[arg-type]
    with pytest.raises(INTEGRITY_ERRORS):
        await repo.save_game(game, 0, results=bad)
    stored = await repo.get_game(game.id)
    assert stored.version == 0 and stored.status == "lobby"


async def test_results_recorded_once(repo):
    game = await lobby(repo)
    game.seats = [Seat(user_id=1), Seat(user_id=2)]
    game.version, game.status = 1, "finished"
    rows = [ResultRow(0, 1, None, 200, True), ResultRow(1, 2, None, 150, False)]
    await repo.save_game(game, 0, seats_changed=True, results=rows)
    game.version = 2
    await repo.save_game(game, 1, results=rows)  # recording again changes nothing
    board = await repo.leaderboard(100, "yacht", with_computers=False)
    assert [(r.user_id, r.games, r.wins, r.best) for r in board] == [(1, 1, 1, 200), (2, 1, 0, 150)]


async def test_leaderboard_separates_computer_games(repo):
    for channel, with_cpu, winner in [(1, False, 1), (2, True, 1), (3, False, 2)]:
        game = await lobby(repo, channel=channel)
        game.seats = [Seat(user_id=1), Seat(user_id=2)] + ([Seat(level="easy")] if with_cpu else [])
        game.version, game.status = 1, "finished"
        rows = [
            ResultRow(i, s.user_id, s.level, 100 + i, s.user_id == winner)
            for i, s in enumerate(game.seats)
        ]
        await repo.save_game(game, 0, seats_changed=True, results=rows)
    humans = await repo.leaderboard(100, "yacht", with_computers=False)
    assert {(r.user_id, r.games, r.wins) for r in humans} == {(1, 2, 1), (2, 2, 1)}
    mixed = await repo.leaderboard(100, "yacht", with_computers=True)
    assert [(r.user_id, r.games, r.wins) for r in mixed] == [(1, 1, 1), (2, 1, 0)]
    stats = await repo.player_stats(100, 1)
    assert [(s.kind, s.with_computers, s.games, s.wins) for s in stats] == [
        ("yacht", False, 2, 1), ("yacht", True, 1, 1),
    ]
    assert await repo.leaderboard(999, "yacht", with_computers=False) == []


async def test_guild_settings_round_trip(repo):
    default = await repo.get_guild_settings(5)
    assert default.default_game == "yacht" and default.turn_timeout == 0
    default.default_game = "generala"
    default.default_options = {"served_bonus": 10}
    default.turn_timeout = 300
    await repo.save_guild_settings(default)
    again = await repo.get_guild_settings(5)
    assert (again.default_game, again.default_options, again.turn_timeout) == (
        "generala", {"served_bonus": 10}, 300,
    )


async def test_unfinished_games_lists_lobby_and_playing(repo):
    a = await lobby(repo, channel=1)
    b = await lobby(repo, channel=2)
    b.status, b.version = "cancelled", 1
    await repo.save_game(b, 0)
    assert [g.id for g in await repo.unfinished_games()] == [a.id]


async def test_group_commit_same_game_twice_in_one_batch(repo):
    game = await lobby(repo)
    other = await lobby(repo, channel=99)

    def bumped(record, tag):
        copy = GameRecord(**{**record.__dict__})
        copy.version, copy.state = record.version + 1, tag
        return copy

    results = await asyncio.gather(
        repo.save_game(bumped(game, "a"), 0),
        repo.save_game(bumped(game, "b"), 0),
        repo.save_game(bumped(other, "c"), 0),
        return_exceptions=True,
    )
    assert [type(r).__name__ for r in results] == ["NoneType", "VersionConflict", "NoneType"]
    assert (await repo.get_game(game.id)).state == "a"
    assert (await repo.get_game(other.id)).state == "c"


async def test_two_processes_race_on_one_game(repo, database_url):
    """A second repository (another process) saving the same version: one wins, and
    results written by both exist once."""
    other = await open_repository(database_url)
    try:
        game = await lobby(repo)
        game.seats = [Seat(user_id=1), Seat(user_id=2)]
        game.version = 1
        await repo.save_game(game, 0, seats_changed=True)

        def finished(tag):
            copy = GameRecord(**{**game.__dict__})
            copy.version, copy.status, copy.state = 2, "finished", tag
            return copy

        rows = [ResultRow(0, 1, None, 200, True), ResultRow(1, 2, None, 150, False)]
        outcomes = await asyncio.gather(
            repo.save_game(finished("a"), 1, results=rows),
            other.save_game(finished("b"), 1, results=rows),
            return_exceptions=True,
        )
        assert sorted(type(r).__name__ for r in outcomes) == ["NoneType", "VersionConflict"]
        moves = await asyncio.gather(
            *(r.save_game(finished(t), 1) for r, t in ((repo, "c"), (other, "d"))),
            return_exceptions=True,
        )
        assert all(isinstance(m, VersionConflict) for m in moves)  # stale: both refused
        board = await other.leaderboard(100, "yacht", with_computers=False)
        assert [(r.user_id, r.games) for r in board] == [(1, 1), (2, 1)]
        stored = await other.get_game(game.id)
        assert stored.version == 2 and stored.state in ("a", "b")
    finally:
        await other.close()


async def test_turn_pings_and_invited_seats_are_stored(repo):
    """A user's ping choice (none: the server decides), a server's pings and grace, and a
    rematch's invited seats survive a round trip on both backends."""
    assert await repo.get_user_switch("pings", 5) is None
    await repo.set_user_switch("pings", 5, False)
    assert await repo.get_user_switch("pings", 5) is False
    await repo.set_user_switch("pings", 5, True)
    assert await repo.get_user_switch("pings", 5) is True
    await repo.set_user_switch("pings", 5, None)
    assert await repo.get_user_switch("pings", 5) is None
    settings = await repo.get_guild_settings(100)
    assert (settings.pings, settings.ping_grace) == (True, 20)
    settings.pings, settings.ping_grace = False, 45
    await repo.save_guild_settings(settings)
    stored = await repo.get_guild_settings(100)
    assert (stored.pings, stored.ping_grace) == (False, 45)
    seats = [Seat(user_id=1), Seat(user_id=2, invited=True), Seat(level="easy")]
    record = await repo.create_game(guild_id=100, channel_id=10, host_id=1, kind="yacht",
                                    options={}, seats=seats)
    assert (await repo.get_game(record.id)).seats == seats
