"""Servers the bot left: recorded, their games closed at once, their data purged by the
sweep once the grace period has passed (a server left 31 days ago goes, 29 days ago
stays), kept when the bot comes back; servers left while offline found at startup."""

from __future__ import annotations

import pytest

from bot.service.departures import DAY, Departures
from bot.service.games import Actor, GameService
from bot.storage import open_repository
from tests.support.schema_scan import all_rows, naming

GONE, STAYS = 424242424242424242, 434343434343434343
NOW = 1_800_000_000.0


@pytest.fixture
async def service(database_url):
    repository = await open_repository(database_url)
    yield GameService(repository)
    await repository.close()


async def games_in(service: GameService, guild: int) -> list[int]:
    """A finished-less server: a lobby and a running game, plus its settings."""
    lobby = await service.create_lobby(guild_id=guild, channel_id=guild % 1000,
                                       host_id=7, kind="yacht", options={})
    running = await service.create_lobby(guild_id=guild, channel_id=guild % 1000 + 1,
                                         host_id=8, kind="5000", options={})
    await service.set_message(running.id, 99)
    await service.act(running.id, None, Actor(8), "start")
    await service.update_settings(guild, turn_timeout=60)
    return [lobby.id, running.id]


async def test_a_server_left_31_days_ago_is_purged_at_the_next_sweep(service):
    departures = Departures(service, grace_days=30)
    gone = await games_in(service, GONE)
    kept = await games_in(service, STAYS)
    closed = await departures.left(GONE, now=NOW - 31 * DAY)
    assert sorted(o.game.id for o in closed) == gone
    assert {(await service.stored(g)).status for g in gone} == {"cancelled"}
    assert {(await service.stored(g)).status for g in kept} == {"lobby", "playing"}

    assert await departures.sweep(now=NOW) == [GONE]
    rows = await all_rows(service.repo)
    assert naming(rows, GONE) == []
    assert {(await service.stored(g)).status for g in kept} == {"lobby", "playing"}
    assert await departures.sweep(now=NOW + DAY) == []


async def test_within_the_grace_period_and_after_coming_back_nothing_goes(service):
    departures = Departures(service, grace_days=30)
    await games_in(service, GONE)
    await departures.left(GONE, now=NOW - 29 * DAY)
    assert await departures.sweep(now=NOW) == []
    assert await departures.returned(GONE)
    assert await departures.sweep(now=NOW + 60 * DAY) == []
    assert naming(await all_rows(service.repo), GONE)
    assert not await departures.returned(GONE)  # a join of a server never left


async def test_servers_left_while_offline_are_found_at_startup(service):
    purged: list[int] = []
    mine = Departures(service, grace_days=30, owns=lambda g: g != STAYS,
                      purged=purged.append)
    gone = await games_in(service, GONE)
    await games_in(service, STAYS)
    # The gateway reports neither: GONE is ours, STAYS another process's shard.
    left, back = await mine.reconcile([], now=NOW - 31 * DAY)
    assert (left, back) == ([GONE], [])
    assert {(await service.stored(g)).status for g in gone} == {"cancelled"}
    assert await service.repo.guilds_left() == {GONE: NOW - 31 * DAY}
    # A second start still does not report it: the date it was first missed stays.
    assert await mine.reconcile([], now=NOW) == ([], [])
    assert await mine.sweep(now=NOW) == [GONE] and purged == [GONE]


async def test_a_server_reported_again_at_startup_is_back(service):
    departures = Departures(service, grace_days=30)
    await games_in(service, GONE)
    await departures.left(GONE, now=NOW - 40 * DAY)
    assert await departures.reconcile([GONE, STAYS], now=NOW) == ([], [GONE])
    assert await departures.sweep(now=NOW) == []
