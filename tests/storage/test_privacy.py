"""Forget-me, the purge of servers the bot left, and the server caps, in the repository.

Forget-me and the purge are checked against every table of the schema (read from the
database itself, tests/support/schema_scan.py), on SQLite and PostgreSQL: a table added
later that names a user or a server fails here until forget_user / purge_guild handle
it and the fixtures below fill it.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.ai.movelog import LoggedMove, final_state, same_play
from bot.domain import FORGOTTEN, Refusal, ServerCaps, SkillRow
from bot.rules import load_game
from bot.service.games import Actor, GameService
from bot.service.ratings import apply_ratings
from bot.storage import CapReached, Seat, StillSeated, open_repository
from bot.storage.privacy import GUILD_TABLES, rename_player
from tests.support.schema_scan import all_rows, columns, naming, tables_naming
from tests.support.service_play import play_out

# Ids with digits no timestamp, seed or other id of these fixtures contains.
USER, OTHER = 987654321098765432, 123123123123123123
GUILD, KEPT_GUILD = 555000111222333444, 666000111222333444
#: tables that never hold a user id (anything else must be filled by `played` and
#: emptied of the user by forget_user)
USERLESS = {"schema_version", "schema_migrations", "guild_settings", "guild_cosmetics",
            "guilds_left", "daily_shares", "bot_secrets", "shard_leases", "board_moves",
            "rating_queue", "rating_applied", "season_closes",
            "game_replays"}  # a replay's steps name seats by position


@pytest.fixture
async def repo(database_url):
    repository = await open_repository(database_url)
    yield repository
    await repository.close()


async def shown_lobby(service: GameService, guild: int, channel: int, host: int,
                      kind: str = "yacht"):
    """A lobby with its message (a lobby never shown cannot start)."""
    record = await service.create_lobby(guild_id=guild, channel_id=channel, host_id=host,
                                        kind=kind, options={})
    await service.set_message(record.id, channel + 1)
    return record


async def finished_game(service: GameService, guild: int, channel: int, host: int,
                        others: tuple[int, ...] = (), kind: str = "yacht") -> int:
    record = await shown_lobby(service, guild, channel, host, kind)
    for user in others:
        await service.act(record.id, None, Actor(user), "join")
    await service.act(record.id, None, Actor(host), "addbot", "easy")
    await service.act(record.id, None, Actor(host), "start")
    await play_out(service, record.id)
    return record.id


async def played(repo) -> tuple[GameService, list[int]]:
    """The user in every kind of row: games (hosted and not, box and 5000, cancelled),
    seats, results, move logs, a language, dice sets, pings (the switch, and a turn ping
    of each), a web page."""
    service = GameService(repo)
    games = [await finished_game(service, GUILD, 10, USER, (OTHER,)),
             await finished_game(service, GUILD, 20, OTHER, (USER,), kind="5000")]
    lobby = await service.create_lobby(guild_id=GUILD, channel_id=30, host_id=USER,
                                       kind="yacht", options={})
    await service.act(lobby.id, None, Actor(USER), "cancel")
    await service.set_user_language(USER, "es")
    await service.set_user_language(OTHER, "ar")
    await repo.unlock_dice(USER, ["wood", "red"], games[0])
    await repo.unlock_dice(OTHER, ["red"], games[0])
    await repo.choose_dice(USER, "wood")
    await repo.choose_dice(OTHER, "red")
    await repo.set_user_switch("pings", USER, False)
    await repo.set_user_switch("auto_roll", USER, False)
    await repo.set_user_switch("pings", OTHER, True)
    await repo.set_user_switch("auto_roll", OTHER, True)
    await repo.add_turn_ping(games[0], 900, USER)  # a ping its game's end left behind
    await repo.add_turn_ping(games[0], 901, OTHER)
    await repo.set_web_name(USER, "Ana")
    await repo.web_player(OTHER)
    await reviewed(repo, games)
    assert len(await apply_ratings(repo)) == 2  # both games had two humans
    assert await repo.close_season(GUILD, "monthly", 1, channel_id=None, marks=[
        ("yacht", USER, 1, 2), ("yacht", OTHER, 2, 2)])
    return service, games


async def reviewed(repo, games: list[int]) -> None:
    """The games' background reviews: a skill row per human seat."""
    for game_id in games:
        claimed = await repo.claim_review("test", 1.0, 60.0, game_id)
        assert claimed is not None
        rows = [SkillRow(game_id, position, claimed.guild_id, seat.user_id, claimed.kind,
                         100, 5.0, 90.0, 1.0, False, 2.0, "01")
                for position, seat in enumerate(claimed.seats) if seat.user_id is not None]
        assert await repo.finish_review(game_id, "test", rows)


def without(rows, value):
    """The rows that do not name `value` (what forget-me must leave exactly as it was)."""
    return {table: [r for r in table_rows if not naming({table: [r]}, value)]
            for table, table_rows in rows.items()}


async def test_forget_me_leaves_no_row_naming_the_user(repo):
    _, games = await played(repo)
    before = await all_rows(repo)
    # The fixture must reach every table that can name a user: a new table fails here
    # until it is filled above (and forgotten by forget_user).
    assert set(before) - USERLESS <= tables_naming(before, USER), (
        "tables the fixture leaves without the user: "
        f"{sorted(set(before) - USERLESS - tables_naming(before, USER))}")
    boards = {g: await repo.leaderboard(GUILD, g, with_computers=True) for g in
              ("yacht", "5000")}

    forgotten = await repo.forget_user(USER)

    assert sorted(forgotten) == sorted([*games, games[-1] + 1])  # and the cancelled lobby
    after = await all_rows(repo)
    assert naming(after, USER) == []
    # Nothing else changed but the user's own rows: the other player's are identical.
    assert without(after, USER)["user_languages"] == without(before, USER)["user_languages"]
    assert [r for r in after["dice_unlocks"]] == [
        r for r in before["dice_unlocks"] if r["user_id"] == OTHER]
    for kind, board in boards.items():
        assert await repo.leaderboard(GUILD, kind, with_computers=True) == [
            row for row in board if row.user_id != USER]


async def test_every_board_still_adds_up_after_forget_me(repo):
    _, games = await played(repo)
    await repo.forget_user(USER)
    for game_id in games:
        record = await repo.get_game(game_id)
        forgotten = [i for i, s in enumerate(record.seats) if s.is_forgotten]
        assert len(forgotten) == 1 and record.seats[forgotten[0]].level == FORGOTTEN
        game = load_game(record.state)
        assert list(game.players) == record.keys  # the rules know the seat by its new key
        totals = game.totals
        results = await all_rows(repo)
        scores = {r["position"]: r["score"] for r in results["results"]
                  if r["game_id"] == game_id}
        assert scores == {i: totals[key] for i, key in enumerate(record.keys)}
        assert not record.has_computers or any(s.level == "easy" for s in record.seats)
        # The move log still replays to the stored game (reviews and dice proofs).
        log = [LoggedMove.from_json(m.entry) for m in await repo.game_moves(game_id)]
        assert same_play(final_state(record.kind, record.options, record.keys, log), game)


async def test_forget_me_is_refused_while_seated_and_changes_nothing(repo):
    service, _ = await played(repo)
    lobby = await shown_lobby(service, GUILD, 40, OTHER, "generala")
    await service.act(lobby.id, None, Actor(USER), "join")
    before = await all_rows(repo)
    with pytest.raises(StillSeated) as seated:
        await repo.forget_user(USER)
    assert seated.value.game.id == lobby.id
    assert await all_rows(repo) == before
    # Having left a running game is still a seat in it until it ends.
    await service.act(lobby.id, None, Actor(OTHER), "start")
    await service.leave(lobby.id, Actor(USER))
    with pytest.raises(StillSeated):
        await repo.forget_user(USER)


def test_rename_player_replaces_the_key_only():
    text = '{"players":["42","cpu2"],"cards":[{"ones":3}],"winners":["42"],"x":"420",' \
           '"by":{"42":1}}'
    assert rename_player(text, "42", "gone1") == (
        '{"players":["gone1","cpu2"],"cards":[{"ones":3}],"winners":["gone1"],"x":"420",'
        '"by":{"gone1":1}}')
    assert rename_player(text, "7", "gone1") is text


# -- servers the bot left --------------------------------------------------------------


async def server_rows(repo) -> list[int]:
    """Both servers in every table that has a server's rows; returns GUILD's games."""
    service = GameService(repo)
    games = [await finished_game(service, guild, channel, USER, (OTHER,))
             for guild, channel in ((GUILD, 10), (KEPT_GUILD, 50))]
    await finished_game(service, GUILD, 11, OTHER, kind="5000")
    await service.create_lobby(guild_id=GUILD, channel_id=12, host_id=OTHER, kind="yacht",
                               options={})
    for guild in (GUILD, KEPT_GUILD):
        await service.update_settings(guild, turn_timeout=300, language="sq")
        await repo.set_cosmetics(guild, False)
    await repo.unlock_dice(USER, ["wood"], games[0])
    await reviewed(repo, games)
    assert len(await apply_ratings(repo)) == 2  # each server's game had two humans
    for guild in (GUILD, KEPT_GUILD):
        assert await repo.close_season(guild, "monthly", 1, channel_id=None,
                                       marks=[("yacht", USER, 1, 2)])
    return games


async def test_purge_deletes_every_row_of_the_server_and_nothing_else(repo):
    games = await server_rows(repo)
    await repo.mark_guilds_left([GUILD], at=1000.0)
    before = await all_rows(repo)
    # Every table with a guild_id column is purged by name (GUILD_TABLES), and the
    # fixture fills each of them: a new one fails here until it is both.
    with_guild = {t for t, cols in (await columns(repo)).items() if "guild_id" in cols}
    assert with_guild == set(GUILD_TABLES) | {"guilds_left"}
    assert with_guild <= tables_naming(before, GUILD)

    assert not await repo.purge_guild(GUILD, left_before=999.0)  # left later than that
    assert await repo.purge_guild(GUILD, left_before=1000.0)

    after = await all_rows(repo)
    assert naming(after, GUILD) == []
    assert not any(r["game_id"] in games[:1] for table in ("seats", "game_moves", "results")
                   for r in after[table])
    assert all(after[t] == [r for r in before[t] if not naming({t: [r]}, GUILD)]
               for t in ("guild_settings", "guild_cosmetics"))
    # The other server is whole; the unlock stays its player's, without the game.
    assert await repo.get_game(games[1]) is not None
    assert [(u.set_id, u.game_id) for u in await repo.dice_unlocks(USER)] == [("wood", None)]
    assert not await repo.purge_guild(GUILD, left_before=2000.0)  # once


async def test_leaving_and_coming_back(repo):
    await repo.mark_guilds_left([GUILD, KEPT_GUILD], at=50.0)
    await repo.mark_guilds_left([GUILD], at=80.0)  # already recorded: keeps its date
    assert await repo.guilds_left() == {GUILD: 50.0, KEPT_GUILD: 50.0}
    assert await repo.mark_guilds_present([KEPT_GUILD, 42]) == [KEPT_GUILD]
    assert await repo.guilds_left() == {GUILD: 50.0}
    assert not await repo.purge_guild(KEPT_GUILD, left_before=100.0)


# -- caps ------------------------------------------------------------------------------


async def lobby(repo, channel, host=USER, guild=GUILD, caps=None):
    return await repo.create_game(guild_id=guild, channel_id=channel, host_id=host,
                                  kind="yacht", options={}, seats=[Seat(user_id=host)],
                                  caps=caps)


async def test_caps_refuse_and_insert_nothing(repo):
    caps = ServerCaps(lobbies=3, games=5, lobbies_per_member=2)
    await lobby(repo, 1, caps=caps)
    await lobby(repo, 2, caps=caps)
    with pytest.raises(CapReached) as full:
        await lobby(repo, 3, caps=caps)
    assert (full.value.cap, full.value.limit) == ("member_lobbies", 2)
    await lobby(repo, 3, host=OTHER, caps=caps)
    with pytest.raises(CapReached) as full:
        await lobby(repo, 4, host=OTHER, caps=caps)
    assert (full.value.cap, full.value.limit) == ("lobbies", 3)
    assert await repo.active_game_in_channel(4) is None
    await lobby(repo, 4, guild=KEPT_GUILD, caps=caps)  # another server counts apart
    assert len(await repo.active_games_in_guild(GUILD)) == 3


async def test_lobbies_opened_at_once_stop_at_the_cap(repo):
    caps = ServerCaps(lobbies=3, games=10, lobbies_per_member=10)
    outcomes = await asyncio.gather(*(lobby(repo, 100 + i, host=1000 + i, caps=caps)
                                      for i in range(8)), return_exceptions=True)
    assert sum(not isinstance(o, BaseException) for o in outcomes) == 3
    assert all(isinstance(o, CapReached) for o in outcomes if isinstance(o, BaseException))


async def test_a_game_starts_only_below_the_running_cap(repo):
    service = GameService(repo, caps=ServerCaps(lobbies=5, games=1, lobbies_per_member=5))
    first = await shown_lobby(service, GUILD, 1, USER)
    second = await shown_lobby(service, GUILD, 2, USER)
    await service.act(first.id, None, Actor(USER), "start")
    with pytest.raises(Refusal) as refused:
        await service.act(second.id, None, Actor(USER), "start")
    assert (refused.value.code, refused.value.params) == ("cap_games", {"limit": 1})
    assert (await repo.get_game(second.id)).status == "lobby"
    with pytest.raises(Refusal) as refused:
        await service.create_lobby(guild_id=GUILD, channel_id=3, host_id=OTHER,
                                   kind="yacht", options={})
    assert refused.value.code == "cap_games"


async def test_the_dice_seed_is_stored_with_the_start(repo):
    service = GameService(repo)
    record = await shown_lobby(service, GUILD, 1, USER)
    assert (await repo.get_game(record.id)).dice_seed is None
    outcome = await service.act(record.id, None, Actor(USER), "start")
    stored = await repo.get_game(record.id)
    assert stored.dice_seed == outcome.game.dice_seed and len(stored.dice_seed) == 64
    assert stored.dice_seed not in repr(stored)  # never in a log line
