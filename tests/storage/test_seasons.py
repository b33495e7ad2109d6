"""Ratings and seasons in the repository, on SQLite and PostgreSQL (`database_url`), with
the Discord-free services that compute them (bot.service.ratings, bot.service.seasons).
"""

from __future__ import annotations

import asyncio
import datetime as dt

import pytest

from bot.domain import Refusal, SeasonPost
from bot.service.games import GameService
from bot.service.ratings import (
    MODEL,
    MODEL_NAME,
    apply_ratings,
    ranks_of,
    recompute,
    replay,
)
from bot.service.seasons import ALL_TIME, Seasons, board_for, season_number, season_span
from bot.storage import GameRecord, RatingsPending, ResultRow, Seat, open_repository

GUILD = 100
DEC_2026 = dt.datetime(2026, 12, 15, tzinfo=dt.UTC).timestamp()


@pytest.fixture
async def repo(database_url):
    repository = await open_repository(database_url)
    yield repository
    await repository.close()


async def finished(repo, scores: dict[int | str, int], *, guild: int = GUILD,
                   kind: str = "yacht", at: float | None = None, hinted: bool = False,
                   dropped: tuple[int, ...] = (), channel: int = 0) -> GameRecord:
    """A finished game with its results: user id -> score ("easy": a computer seat)."""
    global _channel
    _channel += 1
    seats = [Seat(user_id=p) if isinstance(p, int) else Seat(level=p) for p in scores]
    game = await repo.create_game(guild_id=guild, channel_id=channel or _channel,
                                  host_id=seats[0].user_id or 1, kind=kind, options={},
                                  seats=seats[:1])
    if hinted:
        await repo.mark_hints_used(game.id)
        game.hints_used = True
    game.seats = seats
    game.version, game.status = 1, "finished"
    best = max(scores.values())
    rows = [ResultRow(i, s.user_id, s.level, score, score == best,
                      dropped=s.user_id in dropped)
            for i, (s, score) in enumerate(zip(seats, scores.values(), strict=True))]
    await repo.save_game(game, 0, seats_changed=True, results=rows)
    if at is not None:
        async with repo._season_tx() as tx:
            await tx.execute("UPDATE results SET finished_at = ? WHERE game_id = ?",
                             at, game.id)
    return game


_channel = 0


# -- the rating, pure -----------------------------------------------------------------------

def test_ranks_share_ties_and_put_who_left_last():
    from bot.domain import RatedSeat

    seats = [RatedSeat("1", 200, True, False), RatedSeat("2", 150, False, False),
             RatedSeat("3", 200, True, False), RatedSeat("4", 250, False, True)]
    assert ranks_of(seats) == [1, 3, 1, 4]


# -- applied once -------------------------------------------------------------------------

async def test_a_game_moves_ratings_once_as_openskill_says(repo):
    game = await finished(repo, {1: 250, 2: 180, "easy": 300, 3: 180})
    assert await repo.ratings_pending() == 1
    assert await apply_ratings(repo) == [game.id]
    assert await apply_ratings(repo) == []  # a second look finds nothing to do
    # Applied again by hand (a replayed queue row): still once.
    async with repo._season_tx() as tx:
        await tx.execute("INSERT INTO rating_queue (game_id) VALUES (?)", game.id)
    assert await apply_ratings(repo) == []
    a, b, c = MODEL.rating(), MODEL.rating(), MODEL.rating()
    [[one], [two], [three]] = MODEL.rate([[a], [b], [c]], ranks=[1, 2, 2])
    stored = await repo.ratings_of(GUILD, "yacht", [1, 2, 3])
    assert {u: (round(r.mu, 9), round(r.sigma, 9), r.games) for u, r in stored.items()} == {
        1: (round(one.mu, 9), round(one.sigma, 9), 1),
        2: (round(two.mu, 9), round(two.sigma, 9), 1),
        3: (round(three.mu, 9), round(three.sigma, 9), 1)}
    board = await repo.rating_board(GUILD, "yacht", minimum=1)
    assert [r.user_id for r in board] == [1, 2, 3]  # 2 and 3 tied: by id
    assert await repo.rating_board(GUILD, "yacht", minimum=2) == []


async def test_solo_computer_and_hinted_games_do_not_rate(repo):
    await finished(repo, {1: 200, "easy": 100})
    await finished(repo, {1: 200})
    hinted = await finished(repo, {1: 200, 2: 100}, hinted=True)
    assert await apply_ratings(repo) == []
    assert await repo.all_ratings() == {}
    # The server allows hinted games: the next one rates.
    settings = await repo.get_guild_settings(GUILD)
    settings.rated_hints = True
    await repo.save_guild_settings(settings)
    again = await finished(repo, {1: 200, 2: 100}, hinted=True)
    assert await apply_ratings(repo) == [again.id]
    assert hinted.id != again.id


async def test_a_seat_that_left_ranks_last_whatever_its_points(repo):
    await finished(repo, {1: 100, 2: 300}, dropped=(2,))
    await apply_ratings(repo)
    stored = await repo.ratings_of(GUILD, "yacht", [1, 2])
    assert stored[1].mu > MODEL.mu > stored[2].mu


async def test_two_processes_apply_each_game_once(repo, database_url):
    games = [await finished(repo, {1: 100 + i, 2: 200 - i, 3: 150}) for i in range(12)]
    other = await open_repository(database_url)
    try:
        moved = await asyncio.gather(apply_ratings(repo), apply_ratings(other))
    finally:
        await other.close()
    assert sorted(moved[0] + moved[1]) == [g.id for g in games]
    assert (await recompute(repo)).differences == []
    assert all(r.games == 12 for r in (await repo.all_ratings()).values())


async def test_recompute_reproduces_the_stored_ratings_even_after_forget_me(repo):
    for i in range(6):
        await finished(repo, {1: 100 + 30 * i, 2: 200, 3: 150 + 10 * i})
    await finished(repo, {2: 100, 3: 120}, kind="5000")
    # forget-me while a game of the user waits for its rating: the storage refuses, the
    # service applies the rating first.
    with pytest.raises(RatingsPending):
        await repo.forget_user(1)
    await GameService(repo).forget_user(1)
    stored = await repo.all_ratings()
    assert {u for (_, _, u) in stored} == {2, 3}
    again = await recompute(repo)
    assert again.differences == [] and again.ratings == stored
    # A rating stored wrong is found, and --write puts the replay in its place.
    async with repo._season_tx() as tx:
        await tx.execute("UPDATE ratings SET mu = mu + 1 WHERE user_id = 2")
    assert (await recompute(repo)).differences == [(GUILD, "5000", 2), (GUILD, "yacht", 2)]
    await recompute(repo, write=True)
    assert (await recompute(repo)).differences == []
    assert MODEL_NAME in {r[0] for r in await _models(repo)}


async def _models(repo):
    async with repo._season_read() as tx:
        return await tx.fetch("SELECT DISTINCT model FROM ratings")


# -- seasons --------------------------------------------------------------------------------

def test_seasons_follow_utc_calendar_boundaries():
    assert season_number("monthly", DEC_2026) == 36
    assert season_span("monthly", 36) == (
        dt.datetime(2026, 12, 1, tzinfo=dt.UTC).timestamp(),
        dt.datetime(2027, 1, 1, tzinfo=dt.UTC).timestamp())
    assert season_number("quarterly", DEC_2026) == 12
    assert season_span("quarterly", 12)[0] == dt.datetime(2026, 10, 1, tzinfo=dt.UTC).timestamp()
    monday = dt.datetime(2026, 12, 14, tzinfo=dt.UTC).timestamp()
    number = season_number("weekly", DEC_2026)
    assert season_span("weekly", number) == (monday, monday + 7 * 86400)
    for length in ("weekly", "monthly", "quarterly"):
        start, end = season_span(length, season_number(length, DEC_2026))
        assert season_number(length, start) == season_number(length, end - 1)
        assert season_number(length, end) == season_number(length, start) + 1


def test_a_season_asked_for_is_current_past_all_or_refused():
    assert board_for("monthly", None, DEC_2026).number == 36
    assert board_for("monthly", "35", DEC_2026).number == 35
    assert board_for("monthly", "all", DEC_2026) == ALL_TIME
    assert board_for("off", None, DEC_2026) == ALL_TIME
    for asked, code in (("37", "season_unknown"), ("0x", "season_unknown"),
                        ("-1", "season_unknown")):
        with pytest.raises(Refusal) as refused:
            board_for("monthly", asked, DEC_2026)
        assert refused.value.code == code
    with pytest.raises(Refusal) as refused:
        board_for("off", "3", DEC_2026)
    assert refused.value.code == "season_off"


async def test_a_season_board_counts_its_own_games_and_past_ones_stay(repo):
    november = dt.datetime(2026, 11, 20, tzinfo=dt.UTC).timestamp()
    await finished(repo, {1: 300, 2: 100}, at=november)
    await finished(repo, {1: 300, 2: 100}, at=november)
    await finished(repo, {2: 300, 1: 100}, at=DEC_2026)
    seasons = Seasons(repo)
    now = board_for("monthly", None, DEC_2026)
    past = board_for("monthly", "35", DEC_2026)
    assert [(s.user_id, s.wins) for s in await seasons.standings(GUILD, "yacht", now)] == [
        (2, 1), (1, 0)]
    assert [(s.user_id, s.wins) for s in await seasons.standings(GUILD, "yacht", past)] == [
        (1, 2), (2, 0)]
    assert [(s.user_id, s.wins, s.games) for s in
            await seasons.standings(GUILD, "yacht", ALL_TIME)] == [(1, 2, 3), (2, 1, 3)]


async def test_a_season_closes_once_with_its_marks(repo, database_url):
    november = dt.datetime(2026, 11, 20, tzinfo=dt.UTC).timestamp()
    await finished(repo, {1: 300, 2: 100}, at=november)
    await finished(repo, {1: 300, 2: 100}, at=november)
    await finished(repo, {1: 50, 2: 10}, guild=200, at=november)
    await apply_ratings(repo)
    settings = await repo.get_guild_settings(GUILD)
    settings.season_channel = 77
    await repo.save_guild_settings(settings)
    other = await open_repository(database_url)
    try:
        closed = await asyncio.gather(Seasons(repo).close_due(DEC_2026),
                                      Seasons(other).close_due(DEC_2026))
    finally:
        await other.close()
    both = sorted(closed[0] + closed[1], key=lambda c: c.guild_id)
    assert [(c.guild_id, c.number) for c in both] == [(GUILD, 35), (200, 35)]
    first = both[0]
    assert [s.user_id for s in first.champions["yacht"]] == [1, 2]
    assert first.most_improved is not None and first.most_improved[0] == 1
    assert await Seasons(repo).close_due(DEC_2026) == []  # a restart: nothing again
    marks = await repo.season_marks(GUILD, 1, "monthly")
    assert [(m.number, m.kind, m.place, m.players) for m in marks] == [(35, "yacht", 1, 2)]
    # Its post (only the server with a channel) is claimed by one process at a time.
    claimed = await repo.claim_season_posts("a", DEC_2026, 60.0)
    assert claimed == [SeasonPost(GUILD, "monthly", 35, 77)]
    assert await repo.claim_season_posts("b", DEC_2026 + 1, 60.0) == []
    assert await repo.claim_season_posts("b", DEC_2026 + 1000, 60.0,
                                         which=lambda guild_id: guild_id != GUILD) == []
    # Its nonce and time are written before it is sent: whoever takes the claim over
    # after the lease (the process died) is handed them, to look for the post first.
    await repo.season_post_tried(GUILD, "monthly", 35, nonce="season-1", at=12.5)
    assert await repo.claim_season_posts("b", DEC_2026 + 61, 60.0) == [
        SeasonPost(GUILD, "monthly", 35, 77, "season-1", 12.5)]
    # A post made is done, and stays as it was made.
    await repo.season_posted(GUILD, "monthly", 35, 999)
    await repo.season_posted(GUILD, "monthly", 35, 0)
    assert await repo.claim_season_posts("c", DEC_2026 + 1000, 60.0) == []
    async with repo._season_read() as tx:
        assert await tx.fetch("SELECT message_id FROM season_closes WHERE guild_id = ?",
                              GUILD) == [(999,)]


async def test_a_server_the_bot_left_closes_its_season_without_a_post(repo):
    """Left (as Discord said, or missing at a start): monthly seasons, no post; a server
    in an outage is not recorded as left, and keeps its post."""
    november = dt.datetime(2026, 11, 20, tzinfo=dt.UTC).timestamp()
    await finished(repo, {1: 300, 2: 100}, at=november)
    await finished(repo, {1: 50, 2: 10}, guild=200, at=november)
    for guild_id in (GUILD, 200):
        settings = await repo.get_guild_settings(guild_id)
        settings.season_channel = guild_id + 1
        await repo.save_guild_settings(settings)
    await repo.mark_guilds_left([200], november)
    closed = await Seasons(repo).close_due(DEC_2026)
    assert sorted(c.guild_id for c in closed) == [GUILD, 200]
    assert await repo.claim_season_posts("a", DEC_2026, 60.0) == [
        SeasonPost(GUILD, "monthly", 35, GUILD + 1)]


async def test_a_server_with_seasons_off_or_another_length_closes_none_now(repo):
    november = dt.datetime(2026, 11, 20, tzinfo=dt.UTC).timestamp()
    await finished(repo, {1: 300, 2: 100}, at=november)
    settings = await repo.get_guild_settings(GUILD)
    settings.season = "off"
    await repo.save_guild_settings(settings)
    assert await Seasons(repo).close_due(DEC_2026) == []
    settings.season = "quarterly"  # Q4 2026 has not ended in December
    await repo.save_guild_settings(settings)
    assert await Seasons(repo).close_due(DEC_2026) == []
    assert [c.number for c in await Seasons(repo).close_due(
        dt.datetime(2027, 1, 2, tzinfo=dt.UTC).timestamp())] == [12]


async def test_a_past_seasons_rating_board_is_the_ratings_at_its_end(repo):
    november = dt.datetime(2026, 11, 20, tzinfo=dt.UTC).timestamp()
    for _ in range(2):
        await finished(repo, {1: 300, 2: 100}, at=november)
    for _ in range(3):
        await finished(repo, {2: 300, 1: 100, 3: 50}, at=DEC_2026)
    await apply_ratings(repo)
    settings = await repo.get_guild_settings(GUILD)
    settings.rating_minimum = 1
    await repo.save_guild_settings(settings)
    seasons = Seasons(repo, clock=lambda: DEC_2026)
    # November's board: the ratings November's games alone leave, as replayed.
    played = await repo.rated_games()
    replayed = replay([g for g in played if g.finished_at < DEC_2026 - 86400])
    _, then = await seasons.rating_board(GUILD, "yacht", board_for("monthly", "35", DEC_2026))
    assert [(r.user_id, r.games) for r in then] == [(1, 2), (2, 2)]
    assert [v for r in then for v in (r.mu, r.sigma)] == pytest.approx(
        [v for u in (1, 2) for v in (replayed[GUILD, "yacht", u].mu,
                                     replayed[GUILD, "yacht", u].sigma)])
    # The current season's rating board is today's, as all time's.
    today = await repo.rating_board(GUILD, "yacht", minimum=1)
    for asked in (None, "all"):
        assert (await seasons.rating_board(
            GUILD, "yacht", board_for("monthly", asked, DEC_2026)))[1] == today
    assert {r.games for r in today} == {5, 3}
