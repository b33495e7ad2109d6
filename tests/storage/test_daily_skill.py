"""Repository: daily games, shares, secrets, the review queue and skill, on both backends."""

from __future__ import annotations

import asyncio

import pytest

from bot.service.ratings import apply_ratings
from bot.storage import (
    DailyRow,
    DailyTaken,
    GameRecord,
    GuildSettings,
    ResultRow,
    Seat,
    SkillBoardRow,
    SkillRow,
    StillSeated,
    open_repository,
)

GUILD = 100
KIND = "yacht"


@pytest.fixture
async def repo(database_url):
    repository = await open_repository(database_url)
    yield repository
    await repository.close()


async def daily(repo, user, day="2024-05-01", guild=GUILD, channel=10, kind=KIND):
    return await repo.create_daily(guild_id=guild, channel_id=channel, user_id=user,
                                   kind=kind, options={}, day=day, state='{"s": 1}',
                                   language="en")


async def finish(repo, game: GameRecord, scores: list[int]) -> GameRecord:
    """End the game with these scores (one per seat)."""
    done = GameRecord(**{**game.__dict__})
    done.status, done.version = "finished", game.version + 1
    rows = [ResultRow(i, s.user_id, s.level, score, i == 0)
            for i, (s, score) in enumerate(zip(game.seats, scores, strict=True))]
    await repo.save_game(done, game.version, results=rows)
    return done


async def table_game(repo, seats, channel, hints=False) -> GameRecord:
    game = await repo.create_game(guild_id=GUILD, channel_id=channel, host_id=seats[0].user_id,
                                  kind=KIND, options={}, seats=seats)
    started = GameRecord(**{**game.__dict__})
    started.status, started.version = "playing", 1
    await repo.save_game(started, 0)
    if hints:
        await repo.mark_hints_used(game.id)
        started.hints_used = True
    return started


def skill(game_id, user, lost, *, at, ranked=True, position=0, luck=0.0, kind=KIND,
          accuracy=90.0, guild=GUILD) -> SkillRow:
    return SkillRow(game_id, position, guild, user, kind, 200, lost, accuracy, luck, ranked,
                    at)


# -- daily games ---------------------------------------------------------------------

async def test_a_daily_is_playing_private_and_once_per_user_day_and_game(repo):
    game = await daily(repo, 1)
    assert game.status == "playing" and game.daily_day == "2024-05-01" and game.is_daily
    stored = await repo.get_game(game.id)
    assert stored.daily_day == "2024-05-01" and stored.seats == [Seat(user_id=1)]
    assert stored.state == '{"s": 1}' and stored.version == 0
    with pytest.raises(DailyTaken) as taken:
        await daily(repo, 1, channel=99)
    assert taken.value.game.id == game.id
    assert (await repo.daily_of(1, "2024-05-01", KIND)).id == game.id
    assert await repo.daily_of(1, "2024-05-02", KIND) is None
    other_day = await daily(repo, 1, day="2024-05-02")
    other_game = await daily(repo, 1, kind="generala")
    assert len({game.id, other_day.id, other_game.id}) == 3


async def test_a_daily_neither_holds_its_channel_nor_is_restored_nor_times_out(repo):
    game = await daily(repo, 1, channel=10)
    assert await repo.active_game_in_channel(10) is None
    lobby = await repo.create_game(guild_id=GUILD, channel_id=10, host_id=2, kind=KIND,
                                   options={}, seats=[Seat(user_id=2)])
    assert (await repo.active_game_in_channel(10)).id == lobby.id
    assert [g.id for g in await repo.unfinished_games()] == [lobby.id]
    await repo.save_guild_settings(
        GuildSettings(GUILD, turn_timeout=1))
    overdue = await repo.overdue_games(game.updated_at + 10_000, lobby_ttl=10**9,
                                       orphan_after=10**9)
    assert game.id not in [g.id for g in overdue]


async def test_forget_me_names_a_table_game_before_a_daily(repo):
    """The service cancels a daily that keeps forget-me waiting, but never one before a
    table game's refusal: the storage names the table game first, whatever its id."""
    game = await daily(repo, 1)
    lobby = await repo.create_game(guild_id=GUILD, channel_id=10, host_id=1, kind=KIND,
                                   options={}, seats=[Seat(user_id=1)])
    assert lobby.id > game.id
    with pytest.raises(StillSeated) as seated:
        await repo.forget_user(1)
    assert seated.value.game.id == lobby.id
    cancelled = GameRecord(**{**lobby.__dict__})
    cancelled.status, cancelled.version = "cancelled", lobby.version + 1
    await repo.save_game(cancelled, lobby.version)
    with pytest.raises(StillSeated) as seated:
        await repo.forget_user(1)
    assert seated.value.game.id == game.id and seated.value.game.is_daily


async def test_share_works_once(repo):
    game = await daily(repo, 1)
    assert await repo.share_daily(game.id) is True
    assert await repo.share_daily(game.id) is False


async def test_secret_is_kept_once(repo):
    assert await repo.keep_secret("daily", "first") == "first"
    assert await repo.keep_secret("daily", "second") == "first"


async def test_daily_results_today_and_best_of_the_week(repo):
    a1 = await finish(repo, await daily(repo, 1, day="2024-05-01"), [180])
    await finish(repo, await daily(repo, 1, day="2024-05-03"), [240])
    await finish(repo, await daily(repo, 2, day="2024-05-03"), [200])
    await daily(repo, 3, day="2024-05-03")  # not finished: on no board
    await finish(repo, await daily(repo, 4, day="2024-05-03", guild=999), [300])  # elsewhere
    await finish(repo, await daily(repo, 5, day="2024-04-20"), [320])  # before the week
    claimed = await repo.claim_review("me", 1.0, 600.0, game_id=a1.id)
    assert claimed is not None
    await repo.finish_review(a1.id, "me", [skill(a1.id, 1, 12.5, at=1.0)])

    today = await repo.daily_results(GUILD, KIND, "2024-05-03", "2024-05-03",
                                     best_per_player=False)
    assert today == [DailyRow(1, "2024-05-03", 240, None, None),
                     DailyRow(2, "2024-05-03", 200, None, None)]
    week = await repo.daily_results(GUILD, KIND, "2024-04-27", "2024-05-03",
                                    best_per_player=True)
    assert [(r.user_id, r.score) for r in week] == [(1, 240), (2, 200)]
    first = await repo.daily_results(GUILD, KIND, "2024-05-01", "2024-05-01",
                                     best_per_player=False)
    assert first == [DailyRow(1, "2024-05-01", 180, 12.5, 90.0)]


# -- reviews ---------------------------------------------------------------------------

async def test_each_finished_game_is_claimed_by_one_owner(repo):
    games = [await finish(repo, await table_game(repo, [Seat(user_id=i)], 20 + i), [100])
             for i in range(1, 4)]
    await table_game(repo, [Seat(user_id=9)], 30)  # still playing: not to review
    assert await repo.reviews_pending() == 3
    claims = await asyncio.gather(*(repo.claim_review(f"p{i}", 10.0, 600.0)
                                    for i in range(5)))
    claimed = [c.id for c in claims if c is not None]
    assert sorted(claimed) == [g.id for g in games]  # each once, none twice
    assert await repo.claim_review("late", 11.0, 600.0) is None
    owner = next(f"p{i}" for i, c in enumerate(claims) if c is not None and c.id == games[0].id)
    assert await repo.finish_review(games[0].id, "intruder", [skill(games[0].id, 1, 3, at=1)]) \
        is False
    assert await repo.game_skill(games[0].id) == []
    assert await repo.finish_review(games[0].id, owner, [skill(games[0].id, 1, 3, at=1)])
    assert await repo.game_skill(games[0].id) == [skill(games[0].id, 1, 3, at=1)]
    assert await repo.finish_review(games[0].id, owner, []) is False  # once
    assert await repo.reviews_pending() == 2


async def test_games_are_claimed_and_stored_in_batches_each_by_its_owner(repo):
    """The background reviewer's round trips: one claim and one write per batch."""
    games = [await finish(repo, await table_game(repo, [Seat(user_id=i)], 20 + i), [100])
             for i in range(1, 6)]
    assert (await repo.claim_review("other", 10.0, 600.0, game_id=games[1].id)).id \
        == games[1].id
    batch = await repo.claim_reviews("me", 10.0, 600.0, 3)
    assert [g.id for g in batch] == [games[0].id, games[2].id, games[3].id]  # oldest first
    assert batch[0].seats == [Seat(user_id=1)] and batch[0].status == "finished"
    rest = await asyncio.gather(repo.claim_reviews("a", 10.0, 600.0, 3),
                                repo.claim_reviews("b", 10.0, 600.0, 3))
    assert sorted(g.id for r in rest for g in r) == [games[4].id]  # once, by one of them
    assert await repo.claim_reviews("late", 11.0, 600.0, 3) == []
    rows = {g.id: [skill(g.id, i + 1, 2.0, at=1)] for i, g in enumerate(games)}
    stored = await repo.finish_reviews("me", {g: rows[g] for g in
                                              (games[0].id, games[1].id, games[3].id)})
    assert stored == [games[0].id, games[3].id]  # games[1] is other's claim: untouched
    assert await repo.game_skill(games[1].id) == []
    assert await repo.game_skill(games[3].id) == rows[games[3].id]
    assert await repo.finish_reviews("me", {games[0].id: []}) == []  # once
    assert await repo.reviews_pending() == 3
    assert [g.id for g in await repo.claim_reviews("next", 700.0, 600.0, 8)] == [
        games[1].id, games[2].id, games[4].id]  # the claims of 10.0 are dead at 700


async def test_a_review_finished_after_its_player_said_forget_me_does_not_name_them(repo):
    game = await finish(repo, await table_game(repo, [Seat(user_id=1), Seat(user_id=2)], 20),
                        [100, 90])
    assert (await repo.claim_review("reviewer", 10.0, 600.0)).id == game.id
    await apply_ratings(repo)  # as GameService.forget_user does first (storage refuses else)
    await repo.forget_user(1)  # while the review runs
    rows = [skill(game.id, 1, 3, at=1), skill(game.id, 2, 5, at=1, position=1)]
    assert await repo.finish_review(game.id, "reviewer", rows)
    assert await repo.game_skill(game.id) == [rows[1]]  # the other player's review stays
    assert await repo.reviews_pending() == 0


async def test_a_dead_claim_is_taken_over_after_the_lease(repo):
    game = await finish(repo, await table_game(repo, [Seat(user_id=1)], 20), [100])
    assert (await repo.claim_review("died", 100.0, 600.0)).id == game.id
    assert await repo.claim_review("next", 500.0, 600.0) is None
    assert await repo.claim_review("next", 500.0, 600.0, game_id=game.id) is None
    assert (await repo.claim_review("next", 701.0, 600.0)).id == game.id
    assert await repo.finish_review(game.id, "died", []) is False
    assert await repo.finish_review(game.id, "next", []) is True
    assert await repo.reviews_pending() == 0


# -- the skill board, from hand-computed reviews -------------------------------------------

async def test_skill_board_means_the_last_20_ranked_games_with_at_least_5(repo):
    rows = []
    # ann: 25 ranked games; the 5 oldest lost 100 each (outside her last 20), the
    # last 20 lost 1..20 -> mean 10.5
    rows += [skill(1000 + i, 1, 100.0, at=i) for i in range(5)]
    rows += [skill(1100 + i, 1, float(i + 1), at=10 + i) for i in range(20)]
    # bob: 5 ranked games losing 4, 6, 8, 10, 12 -> 8.0; plus an unranked one losing 0
    rows += [skill(2000 + i, 2, 4.0 + 2 * i, at=50 + i, accuracy=80.0) for i in range(5)]
    rows.append(skill(2100, 2, 0.0, at=60, ranked=False))
    # cy: only 4 ranked games, all perfect: not ranked yet
    rows += [skill(3000 + i, 3, 0.0, at=70 + i) for i in range(4)]
    # dan: another game's and another server's games do not count
    rows += [skill(4000 + i, 4, 1.0, at=80 + i, kind="generala") for i in range(6)]
    rows += [skill(4100 + i, 4, 1.0, at=90 + i, guild=7) for i in range(6)]
    for row in rows:
        game = await finish(repo, await table_game(repo, [Seat(user_id=row.user_id)],
                                                   row.game_id), [row.score])
        await repo.claim_review("me", 1.0, 600.0, game_id=game.id)
        assert await repo.finish_review(game.id, "me", [
            SkillRow(game.id, *(getattr(row, f) for f in (
                "position", "guild_id", "user_id", "kind", "score", "lost", "accuracy",
                "luck", "ranked", "finished_at")))])
    board = await repo.skill_board(GUILD, KIND, window=20, minimum=5)
    assert board == [SkillBoardRow(2, 5, 8.0, 80.0), SkillBoardRow(1, 20, 10.5, 90.0)]
    history = await repo.skill_history(GUILD, 2)
    assert [r.lost for r in history] == [4.0, 6.0, 8.0, 10.0, 12.0, 0.0]
    assert [r.ranked for r in history] == [True] * 5 + [False]


async def test_day_luck_averages_every_server(repo):
    games = [await finish(repo, await daily(repo, u, guild=g), [100])
             for u, g in ((1, GUILD), (2, 7), (3, GUILD))]
    await daily(repo, 4)
    for game, luck in zip(games, (10.0, -4.0, 0.0), strict=True):
        await repo.claim_review("me", 1.0, 600.0, game_id=game.id)
        await repo.finish_review(game.id, "me", [skill(game.id, game.host_id, 1.0, at=1.0,
                                                       luck=luck, guild=game.guild_id)])
    assert await repo.day_luck("2024-05-01", KIND) == (2.0, 3)
    assert await repo.day_luck("2024-05-02", KIND) == (0.0, 0)
