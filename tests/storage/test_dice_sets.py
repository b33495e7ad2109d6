"""Repository: dice sets unlocked once, announced once, chosen per user; cosmetics switch."""

from __future__ import annotations

import pytest

from bot.storage import ResultRow, Seat, open_repository


@pytest.fixture
async def repo(database_url):
    """SQLite and PostgreSQL in turn (`database_url` is parametrised in conftest)."""
    repository = await open_repository(database_url)
    yield repository
    await repository.close()


async def test_a_set_is_unlocked_once(repo):
    assert await repo.unlock_dice(1, ["wood", "neon"], 7) == ["neon", "wood"]
    assert await repo.unlock_dice(1, ["wood", "gold"], 8) == ["gold"]
    unlocks = await repo.dice_unlocks(1)
    assert {u.set_id: u.game_id for u in unlocks} == {"wood": 7, "neon": 7, "gold": 8}
    assert await repo.dice_unlocks(2) == []


async def test_unlocks_are_announced_once(repo):
    await repo.unlock_dice(1, ["wood"], 7)
    await repo.unlock_dice(2, ["neon"], 7)
    assert [(u.user_id, u.set_id, u.announced) for u in await repo.game_unlocks(7)] == [
        (1, "wood", False), (2, "neon", False)]
    await repo.mark_unlocks_announced(1, ["wood"])
    assert [(u.user_id, u.announced) for u in await repo.game_unlocks(7)] == [
        (1, True), (2, False)]


async def test_choice_is_remembered_per_user(repo):
    assert await repo.dice_choices([1, 2]) == {}
    await repo.choose_dice(1, "wood")
    await repo.choose_dice(1, "neon")
    await repo.choose_dice(2, "classic")
    assert await repo.dice_choices([1, 2, 3]) == {1: "neon", 2: "classic"}
    assert await repo.dice_choices([]) == {}


async def test_finished_games_count_every_server(repo):
    for guild, channel in ((100, 10), (200, 20)):
        game = await repo.create_game(guild_id=guild, channel_id=channel, host_id=1,
                                      kind="yacht", options={}, seats=[Seat(user_id=1)])
        game.status, game.version = "finished", 1
        await repo.save_game(game, 0, results=[ResultRow(0, 1, None, 200, True)])
    assert await repo.finished_games(1) == 2
    assert await repo.finished_games(2) == 0


async def test_cosmetics_are_on_until_a_server_turns_them_off(repo):
    assert await repo.cosmetics_enabled(100)
    await repo.set_cosmetics(100, False)
    assert not await repo.cosmetics_enabled(100)
    assert await repo.cosmetics_enabled(200)
    await repo.set_cosmetics(100, True)
    assert await repo.cosmetics_enabled(100)


async def test_recent_results_oldest_first_with_their_options(repo):
    for n, (kind, options, score) in enumerate(
            [("yacht", {"yacht_bonus": True}, 240), ("5000", {}, 5000)]):
        game = await repo.create_game(guild_id=100, channel_id=10 + n, host_id=1, kind=kind,
                                      options=options, seats=[Seat(user_id=1)])
        game.status, game.version = "finished", 1
        await repo.save_game(game, 0, results=[ResultRow(0, 1, None, score, n == 1)])
    assert await repo.recent_results(100, 1) == [
        ("yacht", {"yacht_bonus": True}, 240, False), ("5000", {}, 5000, True)]
    assert await repo.recent_results(200, 1) == []
