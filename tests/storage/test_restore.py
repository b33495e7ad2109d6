"""What a restart asks the database (bot.app.client's restore), on SQLite and PostgreSQL: only
the games it has work for, only in its own shards, without reading anyone's state.

Every test runs against both backends (see `database_url`).
"""

from __future__ import annotations

import asyncio
import sqlite3

import asyncpg
import pytest

from bot.rules import resolve_options
from bot.service.games import Actor, GameService
from bot.settings import shard_of
from bot.storage import BoardMove, GameRecord, Seat, backend_of, open_repository
from bot.storage.models import ShardScope

# Two servers on different shards of 2: Discord's rule, (guild_id >> 22) % count.
EVEN = 4 << 22
ODD = 5 << 22
assert (shard_of(EVEN, 2), shard_of(ODD, 2)) == (0, 1)


@pytest.fixture
async def repo(database_url):
    repository = await open_repository(database_url)
    yield repository
    await repository.close()


async def playing(service: GameService, guild: int, channel: int, seats: list[Seat]
                  ) -> GameRecord:
    """A started game of these seats, its message saved, the first seat to act."""
    record = await service.repo.create_game(
        guild_id=guild, channel_id=channel, host_id=1, kind="yacht",
        options=resolve_options("yacht", {}), seats=seats)
    await service.set_message(record.id, 10_000 + channel)
    outcome = await service.act(record.id, None, Actor(1), "start")
    return outcome.game


async def test_restart_finds_computer_turns_only_in_its_shards(repo):
    service = GameService(repo)
    human = await playing(service, EVEN, 1, [Seat(user_id=1), Seat(level="easy")])
    computer_even = await playing(service, EVEN, 2, [Seat(level="easy"), Seat(user_id=1)])
    computer_odd = await playing(service, ODD, 3, [Seat(level="easy"), Seat(user_id=1)])
    await repo.create_game(guild_id=EVEN, channel_id=4, host_id=1, kind="yacht",
                           options={}, seats=[Seat(user_id=1)])  # a lobby: no turn yet

    assert [g.id for g in await repo.turns_to_check()] == [computer_even.id, computer_odd.id]
    assert [g.id for g in await repo.turns_to_check(ShardScope(2, (0,)))] == [computer_even.id]
    assert [g.id for g in await repo.turns_to_check(ShardScope(2, (1,)))] == [computer_odd.id]
    # A process whose every shard lease was taken (bot.ops.shard_leases) reads nothing.
    assert await repo.turns_to_check(ShardScope(2, ())) == []

    # The human's turn is played out: the computer is to act, and the restart finds it.
    version = human.version
    while True:
        step = await service.play_for_absent(human.id, version)
        assert step is not None and step.rules is not None
        version = step.game.version
        if step.rules.current_player != "1":
            break
    assert [g.id for g in await repo.turns_to_check(ShardScope(2, (0,)))] == [
        human.id, computer_even.id]


async def test_a_game_saved_by_an_older_release_is_checked(repo, database_url):
    """Older code moves a game on without writing human_turn: its turn is unknown."""
    service = GameService(repo)
    human = await playing(service, EVEN, 1, [Seat(user_id=1), Seat(level="easy")])
    assert await repo.turns_to_check() == []
    sql = f"UPDATE games SET version = version + 1 WHERE id = {human.id}"
    if backend_of(database_url) == "sqlite":
        with sqlite3.connect(database_url.removeprefix("sqlite:///")) as conn:
            conn.execute(sql)
    else:
        conn = await asyncpg.connect(database_url)
        await conn.execute(sql)
        await conn.close()
    assert [g.id for g in await repo.turns_to_check()] == [human.id]


async def test_restart_finds_lobbies_never_shown_in_its_shards(repo):
    shown = await repo.create_game(guild_id=EVEN, channel_id=1, host_id=1, kind="yacht",
                                   options={}, seats=[Seat(user_id=1)])
    await repo.set_message_id(shown.id, 99)
    even = await repo.create_game(guild_id=EVEN, channel_id=2, host_id=1, kind="yacht",
                                  options={}, seats=[Seat(user_id=1)])
    odd = await repo.create_game(guild_id=ODD, channel_id=3, host_id=1, kind="yacht",
                                 options={}, seats=[Seat(user_id=1)])
    assert [g.id for g in await repo.unshown_lobbies()] == [even.id, odd.id]
    assert [g.id for g in await repo.unshown_lobbies(ShardScope(2, (1,)))] == [odd.id]
    assert [g.id for g in await repo.unshown_lobbies(ShardScope(2, (0, 1)))] == [
        even.id, odd.id]


async def test_redraw_reads_the_games_saved_near_the_last_save_of_its_shards(
        repo, database_url):
    service = GameService(repo)
    old = await playing(service, EVEN, 1, [Seat(user_id=1), Seat(user_id=2)])
    recent = await playing(service, EVEN, 2, [Seat(user_id=1), Seat(user_id=2)])
    odd = await playing(service, ODD, 3, [Seat(user_id=1), Seat(user_id=2)])
    ended = await playing(service, EVEN, 4, [Seat(user_id=1), Seat(user_id=2)])
    await service.act(ended.id, ended.version, Actor(1, manager=True), "cancel")

    # The last save of shard 0 was an hour ago (the process stopped then); shard 1's
    # process kept writing since: shard 0's window is its own last save's.
    times = {old.id: 1000.0, recent.id: 3500.0, ended.id: 3600.0, odd.id: 9000.0}
    if backend_of(database_url) == "sqlite":
        with sqlite3.connect(database_url.removeprefix("sqlite:///")) as conn:
            conn.executemany("UPDATE games SET updated_at = ? WHERE id = ?",
                             [(t, i) for i, t in times.items()])
    else:
        conn = await asyncpg.connect(database_url)
        await conn.executemany("UPDATE games SET updated_at = $1 WHERE id = $2",
                               [(t, i) for i, t in times.items()])
        await conn.close()

    even = ShardScope(2, (0,))
    assert [g.id for g in await repo.changed_near_last_write(300, even)] == [
        recent.id, ended.id]
    assert [g.id for g in await repo.changed_near_last_write(300)] == [odd.id]
    assert [g.id for g in await repo.changed_near_last_write(10_000, even)] == [
        old.id, recent.id, ended.id]


async def test_the_timeout_sweep_reads_only_its_shards(repo):
    service = GameService(repo)
    for guild in (EVEN, ODD):
        settings = await repo.get_guild_settings(guild)
        settings.turn_timeout = 60
        await repo.save_guild_settings(settings)
    even = await playing(service, EVEN, 1, [Seat(user_id=1), Seat(user_id=2)])
    odd = await playing(service, ODD, 2, [Seat(user_id=1), Seat(user_id=2)])
    later = max(even.updated_at, odd.updated_at) + 61  # both overdue, however slow the saves

    def overdue(scope: ShardScope | None) -> object:
        return repo.overdue_games(later, lobby_ttl=10**9, orphan_after=10**9, scope=scope)

    assert [g.id for g in await overdue(None)] == [even.id, odd.id]
    assert [g.id for g in await overdue(ShardScope(2, (1,)))] == [odd.id]


async def test_every_game_kind_records_whose_turn_it_is(repo):
    """All five games: a computer seat to act is found, a human's is not."""
    from bot.rules import GAMES

    service = GameService(repo)
    kinds = [variant.id for variant in GAMES]
    for channel, kind in enumerate(kinds, start=1):
        for guild, seats in ((EVEN, [Seat(level="easy"), Seat(user_id=1)]),
                             (ODD, [Seat(user_id=1), Seat(level="easy")])):
            record = await repo.create_game(
                guild_id=guild, channel_id=channel + guild, host_id=1, kind=kind,
                options=resolve_options(kind, {}), seats=seats)
            await service.set_message(record.id, channel)
            await service.act(record.id, None, Actor(1), "start")
    found = await repo.turns_to_check()
    assert sorted(g.kind for g in found) == sorted(kinds)
    assert {g.guild_id for g in found} == {EVEN}


async def test_the_resume_looks_at_a_game_under_its_lock(repo):
    """The sweeps' look for computer turns nobody plays waits for a click in progress:
    read while that click commits, it would cache the older version (and a board could
    be drawn from it, going back a version)."""
    service = GameService(repo)
    human = await playing(service, EVEN, 1, [Seat(user_id=1), Seat(level="easy")])
    computer = await playing(service, EVEN, 2, [Seat(level="easy"), Seat(user_id=1)])
    async with service.locks(computer.id):  # a click on it, mid-commit
        look = asyncio.create_task(service.computer_to_act(computer.id))
        await asyncio.sleep(0)
        assert not look.done()
    found = await look
    assert found is not None and found.id == computer.id
    assert await service.computer_to_act(human.id) is None


async def test_a_board_move_is_kept_until_done_and_read_in_its_shards(repo):
    """Issue 32: a board move is stored before its new board is posted and read back by the
    restart of the game's shard, until the board it left is taken down."""
    service = GameService(repo)
    even = await playing(service, EVEN, 1, [Seat(user_id=1)])
    odd = await playing(service, ODD, 2, [Seat(user_id=1)])

    async def post(record: GameRecord, rules: object) -> int:
        return 777 + record.id

    moved = await service.move_board(even.id, post)
    assert moved == BoardMove(even.id, 10_001, 1, 1) and not moved.into_thread
    assert (await service.load(even.id))[0].message_id == 777 + even.id
    into_thread = await service.move_board(odd.id, post, channel_id=55)
    assert into_thread == BoardMove(odd.id, 10_002, 2, 55) and into_thread.into_thread
    await repo.begin_board_move(into_thread)  # again (a retry): still one row

    assert await repo.board_moves() == [moved, into_thread]
    assert await repo.board_moves(ShardScope(2, (0,))) == [moved]
    assert await repo.board_moves(ShardScope(2, (1,))) == [into_thread]
    assert await repo.board_moves(game_id=odd.id) == [into_thread]
    await service.board_move_done(moved)
    assert await repo.board_moves() == [into_thread]


async def test_a_board_move_that_could_not_post_stays_for_the_restart(repo):
    """A post that failed may have landed: the move stays, pointing at the old board."""
    service = GameService(repo)
    game = await playing(service, EVEN, 1, [Seat(user_id=1)])

    async def refused(record: GameRecord, rules: object) -> int:
        raise RuntimeError("Discord said no")

    with pytest.raises(RuntimeError):
        await service.move_board(game.id, refused)
    assert (await service.load(game.id))[0].message_id == 10_001
    assert await repo.board_moves() == [BoardMove(game.id, 10_001, 1, 1)]
