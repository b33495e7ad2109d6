"""A database filled as the bot fills it: a finished game of two players and a computer,
reviewed in the background as the bot does, for the pages to show."""

from __future__ import annotations

import time
from collections.abc import Callable

from bot.ai import tables as ai_tables
from bot.service.daily import Dailies
from bot.service.games import Actor, GameService
from bot.service.ratings import apply_ratings
from bot.service.skill import SkillReviews
from bot.storage import GameRecord, Repository, ResultRow
from tests.support.scripted_dice import ScriptedDice
from tests.support.service_play import play_out

GUILD, DM = 1, 2
ALICE, BOB = Actor(987654321098765432), Actor(123123123123123123)  # ids no slug holds
KIND = "classic"  # its exact table builds in about a second


async def reviewed_game(repo: Repository, guild: int = GUILD, context: str = "guild") -> int:
    """A finished game of two players and a computer, reviewed as the bot does."""
    ai_tables.load_or_build(KIND, {}, None)
    dice = ScriptedDice(seed=5)
    service = GameService(repo, roller_factory=lambda game_id: dice)
    game = await service.create_lobby(guild_id=guild, channel_id=10 + guild,
                                      host_id=ALICE.user_id, kind=KIND, options={},
                                      context=context)
    await service.set_message(game.id, 1000 + game.id)
    await service.act(game.id, None, BOB, "join")
    await service.act(game.id, None, ALICE, "addbot", "easy")
    await service.act(game.id, None, ALICE, "start")
    await play_out(service, game.id)
    assert await SkillReviews(repo, None, owner="test").review_next()
    await apply_ratings(repo)  # as the bot's rating task does after each game
    return game.id


async def finished_daily(repo: Repository, user_id: int, day: str, score: int,
                         kind: str = "yacht") -> None:
    """A daily challenge of the server's daily game (`kind`: yacht unless the server chose
    another) finished on `day`."""
    game = await repo.create_daily(guild_id=GUILD, channel_id=11, user_id=user_id,
                                   kind=kind, options={}, day=day, state='{"s": 1}',
                                   language="en")
    done = GameRecord(**{**game.__dict__})
    done.status, done.version = "finished", game.version + 1
    await repo.save_game(done, game.version,
                         results=[ResultRow(0, user_id, None, score, True)])


async def urls(repo: Repository, game_id: int) -> tuple[str, str]:
    server = await repo.web_server(GUILD)
    assert server is not None
    return (f"/s/{server.slug}?game={KIND}&against=computers",
            f"/g/{await repo.game_slug(game_id)}")


#: the daily's secret in these tests (the web is handed the same one)
SECRET = b"d" * 32


async def played_daily(repo: Repository, user: int, clock: Callable[[], float] = time.time,
                       guild: int = GUILD, context: str = "guild"
                       ) -> tuple[Dailies, GameRecord]:
    """`user`'s daily of the day `clock` says, played to its end and reviewed, on a server
    whose daily is Classic Yacht."""
    ai_tables.load_or_build(KIND, {}, None)
    service = GameService(repo)
    await service.update_settings(guild, daily_game=KIND)
    dailies = Dailies(service, SkillReviews(repo, None, owner="test"), SECRET, None, clock)
    record, _, _ = await dailies.open(guild_id=guild, channel_id=10 + guild, user_id=user,
                                      language="en", context=context)
    await play_out(service, record.id)
    assert await SkillReviews(repo, None, owner="test").review_next()
    finished, _ = await service.load(record.id)
    return dailies, finished
