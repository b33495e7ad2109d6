"""Shard leases (bot.ops.shard_leases): one process at a time runs a shard's background work;
a starting process waits for the old one, or takes over after SHARD_LEASE_WAIT, and the
old one gives the shard up."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.ops import shard_leases
from bot.ops.shard_leases import ShardLeases
from bot.settings import shard_of
from bot.storage import open_repository
from bot.storage.models import ShardScope
from tests.support.settings import make_settings


@pytest.fixture
async def pg_repos(postgres_server):
    """Two processes' repositories on one PostgreSQL database."""
    url = await postgres_server.create_database("leases_" + str(time.monotonic_ns()))
    repos = [await open_repository(url), await open_repository(url)]
    yield repos
    for r in repos:
        await r.close()


async def test_a_lease_is_taken_when_free_expired_released_or_forced(pg_repos):
    repo = pg_repos[0]
    now = time.time()
    assert await repo.claim_shards("old", 2, [0, 1], now=now, until=now + 10) == {0, 1}
    assert await repo.claim_shards("old", 2, [0, 1], now=now, until=now + 10) == {0, 1}
    assert await repo.claim_shards("new", 2, [0, 1], now=now + 1, until=now + 11) == set()
    assert await repo.claim_shards("new", 4, [0], now=now, until=now + 10) == {0}  # 4 shards
    # Forced: "new" takes shard 1 over; the old one finds it when renewing.
    assert await repo.claim_shards("new", 2, [1], now=now + 1, until=now + 11,
                                   force=True) == {1}
    assert await repo.renew_shards("old", 2, [0, 1], now + 20) == {0}
    # Held until renewed no more: then expired, so free (the old process died).
    assert await repo.claim_shards("new", 2, [0], now=now + 19, until=now + 29) == set()
    assert await repo.claim_shards("new", 2, [0], now=now + 21, until=now + 30) == {0}
    await repo.release_shards("new", 2, [0, 1])
    assert await repo.claim_shards("old", 2, [0, 1], now=now + 23, until=now + 30) == {0, 1}


def leases(repo, tmp_path, **settings) -> ShardLeases:
    return ShardLeases(repo, make_settings(tmp_path / "unused.db", shard_count=2, **settings))


async def test_a_new_process_waits_for_the_old_to_let_go(pg_repos, tmp_path):
    old = leases(pg_repos[0], tmp_path)
    await old.acquire()
    assert old.held == {0, 1}
    new = leases(pg_repos[1], tmp_path, shard_lease_wait=60)
    waiting = asyncio.create_task(new.acquire())
    await asyncio.sleep(3 * shard_leases.POLL)
    assert not waiting.done() and new.held == set()
    started = time.monotonic()
    await old.release()  # the old process stops
    await asyncio.wait_for(waiting, 10)
    assert time.monotonic() - started < 2 * shard_leases.POLL + 1
    assert new.held == {0, 1} and old.held == set()
    assert new.scope() is None  # every shard: no filter


async def test_after_the_wait_a_shard_is_taken_over_and_the_old_process_gives_it_up(
        pg_repos, tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(shard_leases, "HEARTBEAT", 0.1)
    old = leases(pg_repos[0], tmp_path)
    await old.acquire()
    beating = asyncio.create_task(old.run())
    guild_0, guild_1 = 4 << 22, 5 << 22
    assert (shard_of(guild_0, 2), shard_of(guild_1, 2)) == (0, 1)
    assert old.holds(guild_0) and old.holds(guild_1)

    # The new process runs shard 1 only; the old one keeps renewing, so it is forced.
    new = ShardLeases(pg_repos[1], make_settings(tmp_path / "unused.db", shard_count=2,
                                                 shard_ids="1", shard_lease_wait=1))
    started = time.monotonic()
    await asyncio.wait_for(new.acquire(), 10)
    assert time.monotonic() - started >= 1
    assert new.held == {1}
    assert "taken over after 1 s" in caplog.text

    deadline = time.monotonic() + 5
    while old.holds(guild_1) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    assert old.held == {0} and not old.holds(guild_1) and old.holds(guild_0)
    assert old.scope() == ShardScope(2, (0,))
    assert "shard(s) 1 taken over by another process" in caplog.text
    beating.cancel()


async def test_on_sqlite_the_only_process_holds_every_shard_without_a_row(tmp_path):
    repo = await open_repository(f"sqlite:///{tmp_path / 'only.db'}")
    try:
        mine = leases(repo, tmp_path)
        await mine.acquire()
        assert mine.held == {0, 1}
        assert mine.scope() is None  # every shard: no filter
        assert await repo.claim_shards("other", 2, [0, 1], now=time.time(),
                                       until=time.time() + 10) == {0, 1}  # nothing kept
        unsharded = ShardLeases(repo, make_settings(tmp_path / "unused.db"))
        assert unsharded.scope() is None and unsharded.holds(12345 << 22)
    finally:
        await repo.close()
