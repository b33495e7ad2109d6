"""The event loop's error handler (bot.app.loop_errors): asyncpg's lost cancel request
is one warning line; every other error goes on to asyncio's own handler."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.app import loop_errors


def test_asyncpg_s_lost_cancel_request_is_a_warning_and_anything_else_asyncio_s(caplog):
    loop = asyncio.new_event_loop()
    try:
        with caplog.at_level(logging.WARNING):
            loop_errors.handle(loop, {
                "message": "Future exception was never retrieved",
                "exception": ConnectionError("unexpected connection_lost() call")})
            assert [(r.levelname, r.exc_info) for r in caplog.records] == [("WARNING", None)]
            caplog.clear()
            for context in (
                    {"message": "Future exception was never retrieved",
                     "exception": ConnectionError("connection reset")},
                    {"message": "Task exception was never retrieved",
                     "exception": ValueError("a bug")}):
                loop_errors.handle(loop, context)
            assert [r.levelname for r in caplog.records] == ["ERROR", "ERROR"]
    finally:
        loop.close()


@pytest.mark.parametrize(("context", "lost"), [
    ({"message": "Future exception was never retrieved",
      "exception": ConnectionError(loop_errors.CANCEL_REQUEST_LOST)}, True),
    ({"message": "Future exception was never retrieved",
      "exception": OSError(loop_errors.CANCEL_REQUEST_LOST)}, False),
    ({"message": "something else", "exception": ConnectionError(
        loop_errors.CANCEL_REQUEST_LOST)}, False),
    ({"message": "Future exception was never retrieved"}, False),
])
def test_only_that_error_is_recognised(context, lost):
    assert loop_errors.cancel_request_lost(context) is lost
