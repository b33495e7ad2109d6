"""`python -m bot`: read settings, check what the bot needs, run until stopped.
`python -m bot sync-commands`: publish the slash commands, then stop (a deploy step).

Every way the bot cannot start — no token, a bad setting, a token Discord refuses,
no network, a database or DATA_DIR it cannot use — ends with one line on stderr and
a non-zero exit code, not a traceback, and before anything is migrated or contacted
that the bad setting concerns; whatever was opened is closed, so the process ends.
SIGTERM and SIGINT drain: the bot stops taking clicks, finishes and commits what is
in flight, closes the database (SQLite checkpoints its WAL) and exits 0, at once,
whatever it was doing (logging in, connecting, waiting to reconnect, building an AI
table in a worker thread).
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
import tempfile
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import aiohttp
from pydantic import ValidationError

from bot.app import loop_errors
from bot.ops.logins import LoginBackoff
from bot.settings import StartupError
from bot.text import texts_for

if TYPE_CHECKING:
    from bot.app.client import YachtBot
    from bot.settings import Settings

EN = texts_for("en")  # startup has no reader yet: messages for the operator
SYNC_COMMANDS = "sync-commands"  # `python -m bot sync-commands`: the deploy step


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


def check_data_dir(data_dir: Path) -> None:
    """DATA_DIR must take files: the computer players' tables are saved there."""
    try:
        folder = Path(data_dir) / "ai"
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".write-check-"):
            pass
    except OSError as error:
        raise StartupError(EN("startup-data-dir", path=str(Path(data_dir).resolve()),
                              problem=error.strerror or str(error))) from None


def one_process_on_sqlite(settings: Settings) -> None:
    """SQLite is for one process (README): a partial SHARD_IDS means others run the rest,
    and a second process on the same file is refused by the file's lock
    (bot.storage.sqlite_lock), both before the database is touched. Every shard in one
    process stays fine (past 2,500 servers Discord wants shards even for one process)."""
    from bot.storage import backend_of
    from bot.storage.sqlite_lock import SqliteLocked, hold, lock_path

    try:
        if backend_of(settings.database_url) != "sqlite":
            return
    except ValueError:
        return  # opening the database says what is wrong with the URL
    from bot.settings import sqlite_path

    count, ids = settings.shard_count, settings.shard_ids
    if count is not None and ids is not None and set(ids) != set(range(count)):
        raise StartupError(EN("startup-sqlite-shards", ids=",".join(map(str, ids)),
                              count=str(count)))
    path = sqlite_path(settings.database_url)
    try:
        hold(path)
    except SqliteLocked:
        raise StartupError(EN("startup-sqlite-locked", path=str(Path(path).resolve()),
                              lock=str(Path(lock_path(path)).resolve()))) from None
    except OSError:
        return  # the database's own check names the folder's problem


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args not in ([], [SYNC_COMMANDS]):
        print(EN("startup-usage", argument=" ".join(args)), file=sys.stderr)
        return 2
    try:
        settings = load_settings()
    except StartupError as error:
        print(error, file=sys.stderr)
        return 2
    from bot.ops.logs import configure

    configure(settings.log_level, settings.log_format, shard_count=settings.shard_count)
    if args == [SYNC_COMMANDS]:
        return publish_commands(settings)
    try:
        check_data_dir(settings.data_dir)
        one_process_on_sqlite(settings)
    except StartupError as error:
        print(error, file=sys.stderr)
        return 1
    backoff = LoginBackoff(settings.data_dir, longest=settings.login_backoff_max)
    return _with_discord(settings, _serve(settings, backoff))


async def _serve(settings: Settings, backoff: LoginBackoff) -> None:
    """Open (and migrate) the database once, before Discord is contacted, so a database
    the bot cannot use fails in one line; then run the bot on it."""
    from bot.app.shards import make_bot
    from bot.service.skill import review_worker
    from bot.storage import StorageUnavailable, open_repository, redact

    try:
        repo = await open_repository(settings.database_url)
    except StorageUnavailable as error:
        raise StartupError(EN("startup-bad-database", url=redact(settings.database_url),
                              problem=str(error))) from None
    # Background reviews run in a process of their own, on idle CPU (bot.service.skill).
    bot = make_bot(settings, repo=repo, review_worker=review_worker())
    await _run(bot, settings.discord_token.get_secret_value(), backoff)


def publish_commands(settings: Settings) -> int:
    """`python -m bot sync-commands`: the deploy step that publishes the slash commands
    (every bot process then runs with SYNC_COMMANDS=false and reads their ids)."""
    from bot.app.publish import CommandPublisher

    count = 0

    async def publish() -> None:
        nonlocal count
        count = await CommandPublisher(settings).publish(
            settings.discord_token.get_secret_value())

    code = _with_discord(settings, publish())
    if code == 0:
        guild = settings.dev_guild_id
        print(EN("commands-published", count=count, guild=str(guild) if guild else "none"))
    return code


def _with_discord(settings: Settings, work: Coroutine[Any, Any, None]) -> int:
    """Run `work` against Discord; the ways Discord can refuse it, in one line."""
    import discord

    from bot.app.endpoints import point_discord_at

    point_discord_at(settings.discord_api_base, settings.discord_gateway_url)
    try:
        asyncio.run(work)
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


class Workers(ThreadPoolExecutor):
    """The event loop's worker threads (asyncio.to_thread), which the end of asyncio.run
    does not wait for: a computer's move or a replay still running when the bot has
    stopped is done again when needed (`exit_now` ends the threads with the process)."""

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        super().shutdown(wait=False, cancel_futures=True)


def exit_now(code: int) -> NoReturn:
    """End the process with `code`, its threads with it. Python would first wait for
    every worker thread to finish its job (an AI table takes half a minute to build); the
    bot has stopped and closed its database, and what they were doing is done again
    after a restart (a table is written to a temporary file, then renamed)."""
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    os._exit(code)


async def _run(bot: YachtBot, token: str, backoff: LoginBackoff) -> None:
    loop = asyncio.get_running_loop()
    loop.set_default_executor(Workers())
    loop.set_exception_handler(loop_errors.handle)
    stop = asyncio.Event()

    def on_signal(name: str) -> None:
        stop.set()  # also ends a wait before logging in
        bot.stop_on_signal(name)

    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, on_signal, signal.Signals(signum).name)
    if await backoff.wait(stop):
        backoff.attempt()
        async with bot:
            connected = asyncio.create_task(_when_ready(bot, backoff))
            try:
                await bot.serve(token)
            finally:
                connected.cancel()
    await bot.stopped()


async def _when_ready(bot: YachtBot, backoff: LoginBackoff) -> None:
    """The gateway's READY (discord.py's `connect`, before the servers are loaded): the
    login went through, so a process killed from now on is not a failed start."""
    await bot.wait_for("connect")
    backoff.succeeded()


if __name__ == "__main__":
    exit_now(main())
