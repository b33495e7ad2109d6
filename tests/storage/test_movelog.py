"""The move log: stored with each move in the same transaction, in order, and a finished
game replays from it to exactly the stored state; games from before the log have none."""

from __future__ import annotations

import sqlite3

import aiosqlite
import asyncpg
import pytest

from bot.ai.movelog import RULES_VERSION, LoggedMove, final_state, same_play
from bot.rules import load_game, variant_ids
from bot.service.games import Actor, GameService
from bot.storage import (
    GameRecord,
    MoveRow,
    Repository,
    ResultRow,
    Seat,
    VersionConflict,
    migrate,
    open_repository,
)
from bot.storage.models import seat_keys
from bot.storage.sqlite import SqliteRepository
from tests.support.scripted_dice import ScriptedDice
from tests.support.service_play import play_out

ALICE, BOB = Actor(1), Actor(2)


@pytest.fixture
async def repo(database_url):
    """SQLite and PostgreSQL in turn (`database_url` is parametrised in conftest)."""
    repository = await open_repository(database_url)
    yield repository
    await repository.close()


@pytest.fixture
def dice():
    return ScriptedDice(seed=5)


@pytest.fixture
def service(repo, dice):
    return GameService(repo, roller_factory=lambda game_id: dice)


async def started(service, kind, bots=("easy",)):
    game = await service.create_lobby(guild_id=1, channel_id=10, host_id=1, kind=kind,
                                      options={})
    await service.set_message(game.id, 1000 + game.id)  # shown (unshown lobbies never start)
    await service.act(game.id, None, BOB, "join")
    for level in bots:
        await service.act(game.id, None, ALICE, "addbot", level)
    return await service.act(game.id, None, ALICE, "start")


def entries(rows: list[MoveRow]) -> list[LoggedMove]:
    return [LoggedMove.from_json(r.entry) for r in rows]


@pytest.mark.parametrize("kind", variant_ids())
async def test_a_finished_game_replays_exactly_from_its_log(service, repo, kind):
    out = await started(service, kind, bots=("easy", "optimal"))
    final = await play_out(service, out.game.id)
    rows = await repo.game_moves(out.game.id)
    log = entries(rows)
    assert [r.version for r in rows] == sorted(r.version for r in rows)
    assert all(r.rules_version == RULES_VERSION for r in rows)
    assert {e.by for e in log} == {"player", "computer"}
    replayed = final_state(kind, final.options, seat_keys(final.seats), log)
    assert replayed.to_json() == final.state


async def test_holds_are_logged_with_the_roll_and_toggles_are_not(service, repo, dice):
    out = await started(service, "yacht", bots=())
    game_id = out.game.id
    dice.push(6, 2, 6, 3, 6)
    out = await service.act(game_id, out.game.version, ALICE, "roll")
    out = await service.act(game_id, out.game.version, ALICE, "hold", "0")
    out = await service.act(game_id, out.game.version, ALICE, "hold", "2")
    out = await service.act(game_id, out.game.version, ALICE, "hold", "4")
    dice.push(6, 1)
    out = await service.act(game_id, out.game.version, ALICE, "roll")
    out = await service.act(game_id, out.game.version, ALICE, "score", "sixes")
    log = entries(await repo.game_moves(game_id))
    stored = load_game((await repo.get_game(game_id)).state)
    replayed = final_state("yacht", stored.options, ["1", "2"], log)
    assert same_play(replayed, stored) and replayed.moves == stored.moves - 3  # 3 toggles
    assert [(e.action, e.dice, e.held, e.rolled, e.box) for e in log] == [
        ("roll", (), (), (6, 2, 6, 3, 6), None),
        ("roll", (6, 2, 6, 3, 6), (0, 2, 4), (6, 1), None),
        ("score", (6, 6, 6, 1, 6), (), (), "sixes"),
    ]
    assert [e.player for e in log] == ["1"] * 3


async def test_refused_action_logs_nothing(service, repo):
    out = await started(service, "yacht", bots=())
    with pytest.raises(Exception, match="turn"):
        await service.act(out.game.id, out.game.version, BOB, "roll")
    assert await repo.game_moves(out.game.id) == []


def row(version: int) -> MoveRow:
    return MoveRow(version, "1", RULES_VERSION, f'{{"v": {version}}}')


async def lobby(repo: Repository) -> GameRecord:
    return await repo.create_game(guild_id=1, channel_id=3, host_id=1, kind="yacht",
                                  options={}, seats=[Seat(user_id=1)])


async def test_moves_share_the_fate_of_their_save(repo):
    game = await lobby(repo)
    game.version = 1
    await repo.save_game(game, 0, moves=[row(1)])  # the queued (group-commit) path
    with pytest.raises(VersionConflict):
        await repo.save_game(game, 0, moves=[row(99)])  # stale: neither state nor move
    game.version, game.status = 2, "finished"
    bad = [ResultRow(0, 1, None, None, True)]  # type: ignore[arg-type]
    with pytest.raises((sqlite3.IntegrityError, asyncpg.IntegrityConstraintViolationError)):
        await repo.save_game(game, 1, results=bad, moves=[row(2)])  # rolled back together
    await repo.save_game(game, 1, results=[ResultRow(0, 1, None, 5, True)], moves=[row(2)])
    assert [r.version for r in await repo.game_moves(game.id)] == [1, 2]


async def test_migration_keeps_existing_games_without_a_log(tmp_path):
    path = str(tmp_path / "old.db")
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        first, *_ = migrate.available()
        await conn.executescript(f"BEGIN;\n{first.sql}\n;CREATE TABLE schema_version"
                                 " (version INTEGER NOT NULL);"
                                 "INSERT INTO schema_version VALUES (1);\nCOMMIT;")
        await conn.execute(
            "INSERT INTO games (guild_id, channel_id, host_id, kind, options, status, version,"
            " state, created_at, updated_at) VALUES (1, 2, 1, 'yacht', '{}', 'finished', 9,"
            " NULL, 0, 0)")
    repo = SqliteRepository(path)
    await repo.open()
    try:
        assert await repo.schema_version() == len(migrate.available())
        (old,) = await repo._load("1 = 1", ())
        assert await repo.game_moves(old.id) == []
    finally:
        await repo.close()


async def test_moves_played_for_an_absent_player_are_logged_as_such(service, repo):
    out = await started(service, "classic", bots=("easy",))
    out = await service.play_for_absent(out.game.id, out.game.version)
    assert out is not None
    while out.current_is_computer:
        out = await service.computer_step(out.game.id)
    (first, *rest) = entries(await repo.game_moves(out.game.id))
    assert first.by == "timeout" and first.player == "1"
    assert {e.by for e in rest} <= {"timeout", "computer"}
