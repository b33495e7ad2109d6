"""`python -m bot.web`: serve the pages from DATABASE_URL on WEB_HOST:WEB_PORT until
stopped. It needs no Discord token: it only reads the database the bot writes.

A bad setting or an unreachable database ends it with one line on stderr, exit 2.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys

from aiohttp import web

from bot.service.daily import SECRET_NAME
from bot.storage import StorageUnavailable, open_repository
from bot.web.app import make_app, settle

#: how much lower the pages' CPU priority is than the bot's (on Linux, nice): where they
#: share a machine a click preempts a page, whose 50 ms target has room that a click's
#: 3 s answer on a busy table does not, and a storm of requests (each still read and
#: answered 429) cannot take a core from the clicks (bench.gameplay --web-load). Where
#: the pages have a machine of their own it changes nothing; WEB_NICENESS sets another
#: (0: the bot's own), e.g. where another busy job beside them would starve them.
NICENESS = 10


async def serve(database_url: str, host: str, port: int, public_url: str) -> None:
    repo = await open_repository(database_url)
    # The daily's secret signs the daily pages' links: DAILY_SECRET as the bot reads it,
    # else the one the bot generated and kept; neither yet, no daily page opens.
    configured = os.environ.get("DAILY_SECRET", "").strip()
    stored = None if configured else await repo.stored_secret(SECRET_NAME)
    secret = (configured or stored or "").encode("utf-8") or None
    runner = web.AppRunner(make_app(repo, public_url=public_url, secret=secret),
                           access_log=None)
    try:
        await runner.setup()
        await web.TCPSite(runner, host, port).start()
        settle()
        print(f"pages on http://{host}:{port}", file=sys.stderr, flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, stop.set)
        await stop.wait()
    finally:
        await runner.cleanup()
        await repo.close()


def main() -> int:
    database_url = os.environ.get("DATABASE_URL", "sqlite:///data/yacht.db")
    host = os.environ.get("WEB_HOST", "127.0.0.1")
    public_url = os.environ.get("PUBLIC_URL", "")
    try:
        port = int(os.environ.get("WEB_PORT", "8080"))
    except ValueError:
        print("error: invalid setting WEB_PORT: a port number", file=sys.stderr)
        return 2
    try:
        niceness = int(os.environ.get("WEB_NICENESS", str(NICENESS)))
    except ValueError:
        print("error: invalid setting WEB_NICENESS: a whole number (nice)", file=sys.stderr)
        return 2
    with contextlib.suppress(OSError):
        os.nice(niceness)
    try:
        asyncio.run(serve(database_url, host, port, public_url))
    except StorageUnavailable as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"error: cannot listen on {host}:{port}: {error.strerror}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
