"""The web pages' rows on both backends: a server's switch (off by default), the opaque
slugs of servers, games and players, opted-in names, and what a player page may list."""

from __future__ import annotations

import re

import pytest

from bot.storage import GameRecord, ResultRow, Seat, open_repository

SLUG = re.compile(r"[0-9a-f]{32}")
ON, OFF = 100, 200
ANA, BEA = 11, 12


@pytest.fixture
async def repo(database_url):
    repository = await open_repository(database_url)
    yield repository
    await repository.close()


async def finished(repo, guild: int, channel: int, scores: tuple[int, int]) -> GameRecord:
    game = await repo.create_game(guild_id=guild, channel_id=channel, host_id=ANA,
                                  kind="yacht", options={}, seats=[Seat(ANA), Seat(BEA)])
    done = GameRecord(**{**game.__dict__})
    done.status, done.version = "finished", game.version + 1
    await repo.save_game(done, game.version, results=[
        ResultRow(0, ANA, None, scores[0], scores[0] > scores[1]),
        ResultRow(1, BEA, None, scores[1], scores[1] > scores[0])])
    return done


async def test_a_server_s_pages_are_off_until_an_admin_turns_them_on(repo):
    assert await repo.web_server(ON) is None
    await repo.set_web(ON, "on")
    server = await repo.web_server(ON)
    assert server is not None and server.public and SLUG.fullmatch(server.slug)
    assert await repo.server_by_slug(server.slug) == server
    await repo.set_web(ON, "off")
    off = await repo.server_by_slug(server.slug)
    assert off is not None and not off.public and off.slug == server.slug
    assert await repo.server_by_slug("0" * 32) is None


async def test_every_game_gets_its_own_random_slug(repo):
    one, two = await finished(repo, ON, 1, (200, 100)), await finished(repo, ON, 2, (50, 60))
    slugs = [await repo.game_slug(one.id), await repo.game_slug(two.id)]
    assert all(s is not None and SLUG.fullmatch(s) for s in slugs) and slugs[0] != slugs[1]
    found = await repo.game_by_slug(str(slugs[1]))
    assert found is not None and found.id == two.id
    assert await repo.game_by_slug("f" * 32) is None


async def test_a_player_page_is_made_once_and_names_only_who_opted_in(repo):
    page = await repo.web_player(ANA)
    assert SLUG.fullmatch(page.slug) and page.name is None
    assert await repo.web_player(ANA) == page
    named = await repo.set_web_name(ANA, "Ana")
    assert (named.slug, named.name) == (page.slug, "Ana")
    assert await repo.player_by_slug(page.slug) == named
    assert (await repo.set_web_name(ANA, None)).name is None
    assert await repo.web_players([ANA, BEA]) == {ANA: (await repo.web_player(ANA))}
    await repo.forget_user(ANA)
    assert await repo.player_by_slug(page.slug) is None


async def test_a_player_page_lists_only_games_of_servers_whose_pages_are_on(repo):
    await repo.set_web(ON, "on")
    await repo.set_web(OFF, "off")
    older = await finished(repo, ON, 3, (90, 120))
    await finished(repo, OFF, 2, (300, 100))
    shown = await finished(repo, ON, 1, (200, 100))
    games = await repo.public_games(ANA, 10)
    assert [g.slug for g in games] == [await repo.game_slug(shown.id),
                                       await repo.game_slug(older.id)]
    assert [(g.score, g.won, g.players) for g in games] == [(200, True, 2), (90, False, 2)]
    assert await repo.public_records(ANA) == [("yacht", 2, 1, 200, 145.0)]
    points = await repo.leaderboard(ON, "yacht", False, by="points")
    assert [(r.user_id, r.best) for r in points] == [(ANA, 200), (BEA, 120)]
    assert await repo.public_servers(ANA) == [ON]  # the server whose pages are off: not
    assert await repo.public_servers(BEA) == [ON]
