"""Seasons and the rating between players, through the emulator: a season ends (the bot's
clock moved to the next month) and its post is made once; the past season stays
readable; `by:rating` orders players as OpenSkill does; a game whose rating never ran
before the bot stopped counts once after the restart; the recomputation reproduces the
stored ratings.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import os
import re
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from openskill.models import PlackettLuce

from bot.app.client import YachtBot
from bot.domain import SkillRow
from bot.service.ratings import recompute
from bot.service.seasons import season_number, season_span
from bot.storage import GuildSettings, ResultRow, Seat, open_repository
from bot.table.season_posts import LEASE
from bot.text import texts_for
from tests.conftest import Table
from tests.emulator import Emulator
from tests.emulator.fixtures import run_bot
from tests.emulator.server import NONCE_WINDOW
from tests.support.postgres import next_name
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings
from tests.support.table_helpers import open_lobby, play_to_the_end, press, refused
from tests.support.waiting import eventually

EN = texts_for("en")


class Clock:
    """The bot's time for its seasons, moved by the test."""

    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> float:
        return dt.datetime.now(dt.UTC).timestamp() + self.offset

    def next_month(self) -> None:
        now = dt.datetime.fromtimestamp(self(), dt.UTC)
        first = dt.datetime(now.year + now.month // 12, now.month % 12 + 1, 2, tzinfo=dt.UTC)
        self.offset += first.timestamp() - now.timestamp()


async def start_bot(emulator: Emulator, db: Path, clock: Clock, dice: ScriptedDice):
    bot = YachtBot(make_settings(db), roller_factory=lambda game_id: dice, clock=clock)
    return bot, run_bot(bot, emulator)


@pytest_asyncio.fixture
async def season_table(emulator: Emulator, tmp_path: Path) -> AsyncIterator[tuple[Table, Clock]]:
    clock, dice = Clock(), ScriptedDice(seed=11)
    bot, running = await start_bot(emulator, tmp_path / "yacht.db", clock, dice)
    async with running:
        await emulator.wait_commands()
        yield Table(emulator, bot, dice, tmp_path / "yacht.db"), clock


async def play(table: Table, host: str, joiners: tuple[str, ...]) -> int:
    msg = await open_lobby(table.emu, "yacht", host=host, joiners=joiners, bots=())
    msg = await press(table.emu, msg, "Start", host)
    record, _, _ = await play_to_the_end(table, msg)
    return record.id


async def settings(emu: Emulator, **options: object) -> None:
    handle = await emu.slash("yacht-settings", user="admin", channel="dice", options=options)
    assert (await handle.ephemeral()).content == EN("settings-saved")


def board_players(embed: dict) -> list[int]:
    return [int(m) for m in re.findall(r"<@(\d+)>", embed.get("description", ""))]


async def test_rating_board_orders_as_openskill_and_a_season_ends_once(season_table):
    table, clock = season_table
    emu, bot = table.emu, table.bot
    repo = bot.games.repo
    guild = int(emu.guild.id)
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"by": "rating"})
    assert await refused(emu, handle) == EN("refusal-rating_nobody", minimum=5)
    await settings(emu, rating_minimum=1, season_channel="general")
    games = [await play(table, "alice", ("bob", "carol")), await play(table, "bob", ("carol",))]
    await eventually(_applied(repo, len(games)), "both games rated")

    # The board, as OpenSkill orders the stored results (Plackett-Luce, ties shared).
    model, ratings = PlackettLuce(), {}
    for game_id in games:
        rows = [r for r in await _results(repo, game_id)]
        teams = [[ratings.get(user, model.rating())] for user, _ in rows]
        scores = [score for _, score in rows]
        ranks = [1 + sum(other > s for other in scores) for s in scores]
        for (user, _), [rated] in zip(rows, model.rate(teams, ranks=ranks), strict=True):
            ratings[user] = rated
    expected = sorted(ratings, key=lambda u: (-ratings[u].ordinal(), u))
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"by": "rating"})
    board = (await handle.reply()).embeds[0]
    assert board["title"] == EN("rating-board-title", game=EN("game-yacht"))
    assert board_players(board) == expected
    assert (await recompute(repo)).differences == []

    # This month's board counts both games; then the month ends.
    number = season_number("monthly", clock())
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice")
    now_board = (await handle.reply()).embeds[0]
    assert now_board["description"] == EN("board-season", number=number,
                                          length=EN("season-monthly"))
    assert "<@" in now_board["fields"][0]["value"]
    clock.next_month()
    bot.season_posts.wake()
    post = await eventually(lambda: [m for m in emu.messages("general") if m.embeds],
                            "the season's post")
    assert post[0].embeds[0]["title"] == EN("season-post-title", number=number,
                                            length=EN("season-monthly"))
    champions = post[0].embeds[0]["fields"][0]
    assert champions["name"] == EN("season-post-game", game=EN("game-yacht"))
    # With the game's standings picture, shown in the post.
    (picture,) = post[0].attachments
    assert picture["filename"] == "standings-yacht.png"
    assert post[0].embeds[0]["image"]["url"] == "attachment://standings-yacht.png"
    # Woken again, and by a second poster of the same database: no second post.
    bot.season_posts.wake()
    assert await bot.season_posts.step() == 0
    assert len([m for m in emu.messages("general") if m.embeds]) == 1

    # The new season's board is empty; the past one stays readable by its number.
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice")
    assert EN("board-empty") in (await handle.reply()).embeds[0]["fields"][0]["value"]
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"season": str(number)})
    past = (await handle.reply()).embeds[0]
    assert past["fields"][0]["value"] == now_board["fields"][0]["value"]
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"season": str(number + 5)})
    assert await refused(emu, handle) == EN("refusal-season_unknown", season=str(number + 5),
                                            current=number + 1)
    # The past season's rating board is the ratings at its end (here, today's); a board
    # without seasons says so.
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"by": "rating", "season": str(number)})
    then = (await handle.reply()).embeds[0]
    assert then["description"].startswith(EN("rating-board-at", season=EN(
        "board-season", number=number, length=EN("season-monthly"))))
    assert board_players(then) == expected
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"by": "daily", "season": str(number)})
    assert await refused(emu, handle) == EN("refusal-season_not_here",
                                            board=EN("board-by-daily"))
    # The champion's stats carry the season's mark.
    champion = board_players({"description": champions["value"]})[0]
    user = next(u for u in ("alice", "bob", "carol") if int(emu.user(u).id) == champion)
    handle = await emu.slash("yacht stats", user=user, channel="dice")
    stats = (await handle.reply()).embeds[0]["description"]
    assert EN("stats-mark-champion", number=number, game=EN("game-yacht")) in stats
    assert guild in {g for g, _, _ in await _closes(repo)}


async def test_the_skill_board_of_a_season_counts_its_ranked_games(season_table):
    """Reviews stored with hand-set figures (as the solver would write them), last month
    and this month: each season's skill board shows what was played in it, all time
    each player's last 20 ranked games."""
    table, clock = season_table
    emu, repo = table.emu, table.bot.games.repo
    users = {name: int(emu.user(name).id) for name in ("alice", "bob", "carol")}
    users["dave"] = 4242  # a player who has left the server since
    now = clock()
    number = season_number("monthly", now)
    last_month = season_span("monthly", number - 1)[0] + 86400.0
    # alice: five ranked games last month; bob: two then (too few), five this month;
    # carol: five this month against others (reviewed, never ranked); dave: five ranked
    # this month.
    played = {
        "alice": [(last_month, 10.0, True)] * 5,
        "bob": [(last_month, 1.0, True)] * 2 + [(now, 3.0, True)] * 5,
        "carol": [(now, 0.0, False)] * 5,
        "dave": [(now, 6.0, True)] * 4 + [(now, 8.0, True)],
    }
    for name, games in played.items():
        for at, lost, ranked in games:
            await reviewed_game(repo, int(emu.guild.id), users[name], at, lost, ranked)

    async def board(**options: str) -> dict:
        handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                                 options={"by": "skill", **options})
        return (await handle.reply()).embeds[0]

    def line(rank: int, name: str, lost: str, games: int) -> str:
        return (f"{rank}. <@{users[name]}> — {lost} points lost per game, over {games} games,"
                " accuracy 80%")

    current = EN("board-season", number=number, length=EN("season-monthly"))
    this = await board()  # the current season by default
    assert this["description"].splitlines() == [
        current, line(1, "bob", "3.0", 5), line(2, "dave", "6.4", 5)]
    assert this["footer"]["text"] == EN("skill-board-season-rules", minimum=5)
    assert await board(season=str(number)) == this
    past = await board(season=str(number - 1))
    assert past["description"].splitlines() == [
        EN("board-season", number=number - 1, length=EN("season-monthly")),
        line(1, "alice", "10.0", 5)]
    ever = await board(season="all")
    assert ever["description"].splitlines() == [
        EN("board-all-time"), line(1, "bob", "2.4", 7), line(2, "dave", "6.4", 5),
        line(3, "alice", "10.0", 5)]
    assert "last 20 ranked games, from 5 on" in ever["footer"]["text"]
    # The month ends: this month's board becomes a past season's, the new one is empty.
    clock.next_month()
    assert (await board(season=str(number)))["description"] == this["description"]
    empty = await board()
    assert empty["description"].splitlines() == [
        EN("board-season", number=number + 1, length=EN("season-monthly")),
        EN("skill-board-empty", minimum=5)]
    # Bad input keeps its private answer: a season that does not exist, seasons off.
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"by": "skill", "season": str(number + 3)})
    assert await refused(emu, handle) == EN("refusal-season_unknown",
                                            season=str(number + 3), current=number + 1)
    await settings(emu, season="off")
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"by": "skill", "season": "2"})
    assert await refused(emu, handle) == EN("refusal-season_off")
    assert (await board())["description"] == ever["description"]  # seasons off: all time


async def reviewed_game(repo, guild_id: int, user_id: int, at: float, lost: float,
                        ranked: bool) -> None:
    """A finished game of one player, reviewed with these figures, finished `at`."""
    game = await repo.create_game(guild_id=guild_id, channel_id=guild_id + 7, host_id=0,
                                  kind="yacht", options={}, seats=[Seat(user_id=user_id)])
    async with repo._season_tx() as tx:
        await tx.execute("UPDATE games SET status = 'finished' WHERE id = ?", game.id)
    assert await repo.claim_review("test", 0.0, 1.0, game_id=game.id) is not None
    assert await repo.finish_review(game.id, "test", [SkillRow(
        game.id, 0, guild_id, user_id, "yacht", 200, lost, 80.0, 0.0, ranked, at)])


async def test_seasons_off_refuse_a_season_in_words(season_table):
    table, _ = season_table
    emu = table.emu
    await settings(emu, season="off")
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"season": "3"})
    assert await refused(emu, handle) == EN("refusal-season_off")
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice")
    assert (await handle.reply()).embeds[0]["description"] == EN("board-all-time")
    # All time is asked for in the reader's own word, never an English identifier.
    for word in ("all", "Todas", "الكل", "அனைத்தும்", "të gjitha"):
        handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                                 options={"season": word})
        assert (await handle.reply()).embeds[0]["description"] == EN("board-all-time")


async def test_a_game_whose_rating_never_ran_counts_once_after_a_restart(emulator, tmp_path):
    """The process ends right after the game's result (its rating not applied: the
    rater is never woken); the next process applies it at startup, once."""
    db, clock, dice = tmp_path / "yacht.db", Clock(), ScriptedDice(seed=5)
    bot, running = await start_bot(emulator, db, clock, dice)
    async with running:
        await emulator.wait_commands()
        bot.ratings.wake = lambda: None  # the kill lands between result and rating
        game_id = await play(Table(emulator, bot, dice, db), "alice", ("bob",))
        repo = bot.games.repo
        assert await repo.ratings_pending() == 1
        assert await repo.all_ratings() == {}
    bot, running = await start_bot(emulator, db, clock, dice)
    async with running:
        repo = bot.games.repo
        await eventually(_applied(repo, 1), "the rating applied after the restart")
        stored = await repo.all_ratings()
        assert sorted(r.games for r in stored.values()) == [1, 1]
        assert (await recompute(repo)).differences == []
        # Applied again (another process, a replayed queue row): still once.
        assert await bot.ratings.apply() == []
        assert await repo.all_ratings() == stored
        assert game_id in {g.game_id for g in await repo.rated_games()}
        async with repo._season_tx() as tx:  # a rating stored wrong, for the operator
            await tx.execute("UPDATE ratings SET mu = mu + 2 WHERE user_id = ?",
                             int(emulator.bob.id))
    # The operator's recomputation finds it, puts the replay in its place, then agrees.
    url = f"sqlite:///{db}"
    code, out, err = await operator(url)
    assert code == 1 and "1 differ from the stored ones" in err, err
    code, out, _ = await operator(url, "--write")
    assert (code, out.strip()) == (0, "2 ratings recomputed: 1 differed and were replaced")
    code, out, _ = await operator(url)
    assert (code, out.strip()) == (0, "2 ratings recomputed: all equal to the stored ones")


async def operator(url: str, *args: str) -> tuple[int, str, str]:
    """`python -m bot.app.recompute`, as the operator runs it."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot.app.recompute", *args,
        env={**os.environ, "DATABASE_URL": url}, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    out, err = await process.communicate()
    assert process.returncode is not None
    return process.returncode, out.decode(), err.decode()


def _applied(repo, count: int):
    async def done() -> bool:
        return (not await repo.ratings_pending()
                and len(await repo.rated_games()) == count)
    return done


async def _results(repo, game_id: int) -> list[tuple[int, int]]:
    async with repo._season_read() as tx:
        rows = await tx.fetch("SELECT user_id, score FROM results WHERE game_id = ?"
                              " ORDER BY position", game_id)
    return [(int(u), int(s)) for u, s in rows]


async def _closes(repo) -> list[tuple[int, str, int]]:
    async with repo._season_read() as tx:
        rows = await tx.fetch("SELECT guild_id, length, number FROM season_closes")
    return [(int(g), str(length), int(n)) for g, length, n in rows]


# -- two shard processes on one PostgreSQL, one restarted ------------------------------------

SHARDS = 4
HALVES = ("0,1", "2,3")


async def test_a_season_is_posted_once_by_two_shard_processes_and_a_restart(
        emulator, bot_process, postgres_server, tmp_path):
    """Last month's games on a server of every shard: each server's post is made once,
    by the process that serves it, and not again when that process is killed and
    started again."""
    emu = emulator
    emu.shard_count = SHARDS
    url = await postgres_server.create_database(next_name("seasons"))
    repo = await open_repository(url)
    last_month = dt.datetime.now(dt.UTC).replace(day=1) - dt.timedelta(days=3)
    news = {}
    try:
        for shard in range(SHARDS):
            guild = emu.add_guild(f"Shard {shard}", shard=shard)
            for user in (emu.alice, emu.bob):
                emu.add_member(guild, user)
            news[shard] = emu.add_channel(guild, "news")
            await backdated_game(repo, int(guild.id), last_month.timestamp())
            await repo.save_guild_settings(GuildSettings(
                int(guild.id), season_channel=int(news[shard].id)))
    finally:
        await repo.close()
    env = {"DATABASE_URL": url, "SHARD_COUNT": str(SHARDS), "DATA_DIR": str(tmp_path / "ai"),
           "LOG_LEVEL": "INFO", "DEV_GUILD_ID": ""}
    procs = [await bot_process("bot", env={**env, "SHARD_IDS": half}) for half in HALVES]
    number = season_number("monthly", last_month.timestamp())
    title = EN("season-post-title", number=number, length=EN("season-monthly"))

    def posts() -> dict[int, int]:
        return {shard: len([m for m in emu.messages(channel) if m.embeds
                            and m.embeds[0]["title"] == title])
                for shard, channel in news.items()}

    await eventually(lambda: all(posts().values()), "every server's post", timeout=90)
    first_looks = "seasons looked at since the start"
    await eventually(lambda: all(first_looks in p.output() for p in procs), "both looked")
    procs[1].kill()
    await procs[1].wait()
    again = await bot_process("bot", env={**env, "SHARD_IDS": HALVES[1]})
    await eventually(lambda: first_looks in again.output(), "the restart looked",
                     timeout=90)
    assert "seasons looked at since the start: 0 posts made" in again.output()
    assert posts() == {shard: 1 for shard in range(SHARDS)}


async def backdated_game(repo, guild_id: int, at: float) -> None:
    """A finished game of two humans, its result written `at`."""
    game = await repo.create_game(guild_id=guild_id, channel_id=guild_id + 1, host_id=1,
                                  kind="yacht", options={}, seats=[Seat(user_id=1)])
    game.seats = [Seat(user_id=1), Seat(user_id=2)]
    game.version, game.status = 1, "finished"
    await repo.save_game(game, 0, seats_changed=True, results=[
        ResultRow(0, 1, None, 250, True), ResultRow(1, 2, None, 200, False)])
    async with repo._season_tx() as tx:
        await tx.execute("UPDATE results SET finished_at = ? WHERE game_id = ?", at, game.id)


# -- a season's post exactly once; servers in an outage and servers left ----------------------

def season_posts(emu: Emulator, channel: str, number: int) -> list:
    title = EN("season-post-title", number=number, length=EN("season-monthly"))
    return [m for m in emu.messages(channel) if m.embeds and m.embeds[0]["title"] == title]


async def _post_row(repo, guild_id: int) -> tuple[int | None, str | None]:
    async with repo._season_read() as tx:
        [(message_id, nonce)] = await tx.fetch(
            "SELECT message_id, post_nonce FROM season_closes WHERE guild_id = ?", guild_id)
    return (None if message_id is None else int(message_id)), nonce


async def test_a_post_sent_by_a_process_killed_before_marking_it_is_not_sent_again(
        emulator, bot_process, tmp_path):
    """The post reaches the channel, but the process is killed before Discord's answer
    reaches it (so before it marks the post made). Long after (Discord's nonce window
    and the claim's lease both over), the next process finds the post and makes none."""
    emu, url = emulator, f"sqlite:///{tmp_path / 'yacht.db'}"
    guild, news = emu.guild, emu.add_channel(emu.guild, "news")
    last_month = dt.datetime.now(dt.UTC).replace(day=1) - dt.timedelta(days=3)
    number = season_number("monthly", last_month.timestamp())
    repo = await open_repository(url)
    try:
        await backdated_game(repo, int(guild.id), last_month.timestamp())
        await repo.save_guild_settings(GuildSettings(int(guild.id),
                                                     season_channel=int(news.id)))
    finally:
        await repo.close()
    env = {"DATABASE_URL": url, "DATA_DIR": str(tmp_path / "ai"), "LOG_LEVEL": "INFO",
           "DEV_GUILD_ID": ""}
    held = emu.inject_fault(rf"/channels/{news.id}/messages$", method="POST", status=200,
                            hold=3600)
    first = await bot_process("bot", env=env)
    await eventually(lambda: held.hits == 1 and season_posts(emu, "news", number),
                     "the post in the channel, its answer held", timeout=90)
    first.kill()
    await first.wait()
    emu.clock.advance(NONCE_WINDOW + 1)  # a repeat of its nonce would be a new message
    repo = await open_repository(url)
    try:
        assert (await _post_row(repo, int(guild.id)))[0] is None  # not marked made
        async with repo._season_tx() as tx:  # the claim's lease runs out meanwhile
            await tx.execute("UPDATE season_closes SET post_claimed_at = post_claimed_at - ?",
                             LEASE + 1)
        second = await bot_process("bot", env=env)
        await eventually(lambda: "seasons looked at since the start" in second.output(),
                         "the restart looked", timeout=90)
        [post] = season_posts(emu, "news", number)
        assert f"the post an earlier try sent is message {post.id}" in second.output()
        assert (await _post_row(repo, int(guild.id)))[0] == int(post.id)
    finally:
        await repo.close()
    assert len(season_posts(emu, "news", number)) == 1


async def test_a_retry_that_cannot_read_the_channel_sends_with_the_same_nonce(season_table):
    """A process dies after sending and before marking; the claim is taken over within
    Discord's few minutes, by a process the channel's history is refused to: it sends
    again with the post's nonce, and Discord answers with the first message."""
    table, _ = season_table
    emu, bot = table.emu, table.bot
    repo, guild = bot.games.repo, int(emu.guild.id)
    last_month = dt.datetime.now(dt.UTC).replace(day=1) - dt.timedelta(days=3)
    number = season_number("monthly", last_month.timestamp())
    await settings(emu, season_channel="general")
    marked = repo.season_posted

    async def dies(*args: object) -> None:  # the process ends here, the post sent
        raise ConnectionError("killed")

    repo.season_posted = dies
    await backdated_game(repo, guild, last_month.timestamp())
    with pytest.raises(ConnectionError):
        await bot.season_posts.step()
    [first] = season_posts(emu, "general", number)
    repo.season_posted = marked
    _, nonce = await _post_row(repo, guild)
    assert nonce is not None
    refused_read = emu.inject_fault(rf"/channels/{emu.general.id}/messages$", method="GET",
                                    status=403)
    bot.season_posts.lease = 0.0  # its lease is over
    assert await bot.season_posts.step() == 1
    assert refused_read.hits == 1
    assert [m.id for m in season_posts(emu, "general", number)] == [first.id]
    assert await _post_row(repo, guild) == (int(first.id), nonce)
    assert await bot.season_posts.step() == 0


async def test_a_server_in_an_outage_gets_its_post_when_back_and_one_left_gets_none(
        season_table):
    table, _ = season_table
    emu, bot = table.emu, table.bot
    repo, guild = bot.games.repo, int(emu.guild.id)
    second = emu.second_guild
    last_month = dt.datetime.now(dt.UTC).replace(day=1) - dt.timedelta(days=3)
    number = season_number("monthly", last_month.timestamp())
    await settings(emu, season_channel="general")
    await repo.save_guild_settings(GuildSettings(int(second.id),
                                                 season_channel=int(emu.lobby.id)))
    # Discord loses this server for a while; the bot is removed from the other.
    emu.outage(emu.guild)
    emu.remove_guild(second)
    await eventually(lambda: bot.get_guild(guild).unavailable, "the outage seen")

    async def departed() -> bool:
        return int(second.id) in await repo.guilds_left()

    await eventually(departed, "the departure recorded")
    for server in (guild, int(second.id)):
        await backdated_game(repo, server, last_month.timestamp())
    # The season ends on both: closed, but nothing is posted while the server is away.
    assert await bot.season_posts.step() == 0
    assert {g for g, _, n in await _closes(repo) if n == number} == {guild, int(second.id)}
    assert season_posts(emu, "general", number) == []
    # Back: its post is made, once; the server left gets none.
    emu.outage_over(emu.guild)
    await eventually(lambda: season_posts(emu, "general", number), "the post once back")
    assert await bot.season_posts.step() == 0
    assert len(season_posts(emu, "general", number)) == 1
    assert season_posts(emu, "lobby", number) == []
    async with repo._season_read() as tx:
        assert await tx.fetch("SELECT channel_id, message_id FROM season_closes"
                              " WHERE guild_id = ?", int(second.id)) == [(None, None)]
