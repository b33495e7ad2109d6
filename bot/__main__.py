"""`python -m bot`: read settings, point at Discord (or the emulator), run until stopped."""

from __future__ import annotations

import asyncio
import logging
import sys

from pydantic import ValidationError

from bot import strings


def load_settings():  # -> Settings, imported lazily so a bad env fails fast and cleanly
    from bot.settings import Settings

    try:
        return Settings()
    except ValidationError as error:
        first = error.errors()[0]
        name = ".".join(str(p) for p in first.get("loc", ())).upper() or "?"
        if name == "DISCORD_TOKEN" and first.get("type") == "missing":
            print(strings.MISSING_TOKEN, file=sys.stderr)
        else:
            print(strings.BAD_SETTINGS.format(name=name, problem=first.get("msg")),
                  file=sys.stderr)
        raise SystemExit(2) from None


def main() -> int:
    settings = load_settings()
    if not settings.discord_token.get_secret_value().strip():
        print(strings.MISSING_TOKEN, file=sys.stderr)
        return 2
    from bot.storage import StorageUnavailable, check_database

    try:
        asyncio.run(check_database(settings.database_url))
    except StorageUnavailable as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    from bot.endpoints import point_discord_at
    from bot.shards import make_bot

    point_discord_at(settings.discord_api_base, settings.discord_gateway_url)
    bot = make_bot(settings)
    try:
        bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    except KeyboardInterrupt:
        pass
    except StorageUnavailable as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    except discord_login_failure() as error:
        print(f"error: Discord refused the token: {error}", file=sys.stderr)
        return 1
    return 0


def discord_login_failure() -> type[Exception]:
    import discord

    return discord.LoginFailure


if __name__ == "__main__":
    sys.exit(main())
