"""The event loop's last-resort error handler: every error reaches the log as asyncio
reports it, but one: asyncpg's cancel request whose connection the server closes first.

Cancelling a task in the middle of a PostgreSQL query (a wait that timed out, a step the
scheduler cancels, the stop) makes asyncpg send PostgreSQL a cancel request on a
connection of its own. When the server closes that connection before asyncpg reads its
end, asyncpg fails the request's future with "unexpected connection_lost() call" and
nobody awaits it (MagicStack/asyncpg#1211): asyncio then logs "Future exception was never
retrieved" at ERROR. The query was cancelled on purpose and nothing is lost, so it is a
warning, in one line, not an ERROR that reads as a bug (the chaos and shard tests fail
the bot on an ERROR line).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

log = logging.getLogger(__name__)

#: asyncpg's words when the server closed the cancel request's connection first
CANCEL_REQUEST_LOST = "unexpected connection_lost() call"


def cancel_request_lost(context: dict[str, Any]) -> bool:
    """Whether `context` (asyncio's) is asyncpg's lost cancel request, never awaited."""
    error = context.get("exception")
    return (isinstance(error, ConnectionError) and str(error) == CANCEL_REQUEST_LOST
            and "never retrieved" in str(context.get("message", "")))


def handle(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    if cancel_request_lost(context):
        log.warning("a cancelled PostgreSQL query's cancel request lost its connection"
                    " (asyncpg); nothing was lost")
        return
    loop.default_exception_handler(context)
