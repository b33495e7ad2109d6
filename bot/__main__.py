"""`python -m bot`: read settings, point at Discord (or the emulator), run until stopped.

Every way the bot cannot start — no token, a bad setting, a token Discord
refuses, no network, a database it cannot use — ends with one line on stderr
and a non-zero exit code, not a traceback.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from typing import TYPE_CHECKING

import aiohttp
from pydantic import ValidationError

from bot.settings import StartupError
from bot.text import texts_for

if TYPE_CHECKING:
    import discord

    from bot.settings import Settings

EN = texts_for("en")  # startup has no reader yet: messages for the operator


def load_settings() -> Settings:
    """Settings from env/.env, or StartupError naming the first bad one."""
    from bot.settings import Settings

    try:
        settings = Settings()  # the token and the rest come from env/.env
    except ValidationError as error:
        first = error.errors()[0]
        name = ".".join(str(p) for p in first.get("loc", ())).upper() or "?"
        if name == "DISCORD_TOKEN" and first.get("type") == "missing":
            raise StartupError(EN("startup-missing-token")) from None
        raise StartupError(EN("startup-bad-setting", name=name, problem=first.get("msg"))) \
            from None
    if not settings.discord_token.get_secret_value().strip():
        raise StartupError(EN("startup-missing-token"))
    return settings


def main() -> int:
    try:
        settings = load_settings()
    except StartupError as error:
        print(error, file=sys.stderr)
        return 2
    from bot.storage import StorageUnavailable, check_database, redact

    try:  # before Discord is contacted: a database it cannot use fails in one line
        asyncio.run(check_database(settings.database_url))
    except StorageUnavailable as error:
        print(EN("startup-bad-database", url=redact(settings.database_url), problem=str(error)),
              file=sys.stderr)
        return 1
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    import discord

    from bot.endpoints import point_discord_at
    from bot.shards import make_bot
    from bot.skill import review_worker

    point_discord_at(settings.discord_api_base, settings.discord_gateway_url)
    # Background reviews run in a process of their own, on idle CPU (bot.skill).
    bot = make_bot(settings, review_worker=review_worker())
    try:
        asyncio.run(_run(bot, settings.discord_token.get_secret_value()))
    except KeyboardInterrupt:
        pass
    except discord.LoginFailure as error:
        print(EN("startup-bad-token", problem=str(error)), file=sys.stderr)
        return 1
    except (TimeoutError, aiohttp.ClientConnectionError, discord.GatewayNotFound, OSError) as error:
        url = settings.discord_api_base or "https://discord.com/api"
        print(EN("startup-no-connection", url=url, problem=str(error) or type(error).__name__),
              file=sys.stderr)
        return 1
    except StartupError as error:
        print(error, file=sys.stderr)
        return 1
    return 0


async def _run(bot: discord.Client, token: str) -> None:
    async with bot:
        await bot.start(token)


if __name__ == "__main__":
    sys.exit(main())
