"""A database filled as the bot fills it: a finished game of two players and a computer,
reviewed in the background as the bot does, for the pages to show."""

from __future__ import annotations

from bot.ai import tables as ai_tables
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


async def finished_daily(repo: Repository, user_id: int, day: str, score: int) -> None:
    """A daily challenge of the server's daily game (yacht) finished on `day`."""
    game = await repo.create_daily(guild_id=GUILD, channel_id=11, user_id=user_id,
                                   kind="yacht", options={}, day=day, state='{"s": 1}',
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
