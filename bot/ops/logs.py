"""How the process logs: plain lines or JSON (LOG_FORMAT), and a reconnect is one line.

discord.py logs every gateway reconnect with the whole traceback of the closed socket
(about 55 lines); a reconnect is routine, so it becomes one line saying which shard,
why and when it tries again. With LOG_FORMAT=json every record is one JSON object with
the guild, game and shard ids it concerns (a log line passes them as `extra`), for a
log system to filter on.
"""

from __future__ import annotations

import json
import logging
import sys
import time
from typing import Any, TextIO

from bot.ops import metrics

TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
IDS = ("guild_id", "game_id", "shard_id")

_RECONNECTS = {
    ("discord.client", "Attempting a reconnect in %.2fs"),
    ("discord.shard", "Attempting a reconnect for shard ID %s in %.2fs"),
    ("discord.shard", "Failed to connect for shard_id: %s. Retrying..."),
}


class OneLineReconnects(logging.Filter):
    """discord.py's reconnect records, without their traceback: the error's type and
    message are enough to tell a network blip from a refused session."""

    def filter(self, record: logging.LogRecord) -> bool:
        if (record.name, record.msg) not in _RECONNECTS:
            return True
        error = record.exc_info[1] if record.exc_info else None
        args = record.args if isinstance(record.args, tuple) else ()
        shard = args[0] if record.name == "discord.shard" and args else 0
        record.__dict__.setdefault("shard_id", shard)
        metrics.GATEWAY_RECONNECTS.labels(str(shard)).inc()
        if error is not None:
            record.msg = f"{record.getMessage()} ({type(error).__name__}: {error})".replace(
                "%", "%%")
            record.args = ()
        record.exc_info = None
        record.exc_text = None
        record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


class ShardOfGuild(logging.Filter):
    """Fills `shard_id` of a record that names a guild, when the bot is sharded."""

    def __init__(self, shard_count: int | None) -> None:
        super().__init__()
        self.shard_count = shard_count

    def filter(self, record: logging.LogRecord) -> bool:
        guild = getattr(record, "guild_id", None)
        if self.shard_count and isinstance(guild, int) and not hasattr(record, "shard_id"):
            record.shard_id = (guild >> 22) % self.shard_count
        return True


class JsonLines(logging.Formatter):
    """One JSON object per record; a traceback stays inside it as one string."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key in IDS:
            value = getattr(record, key, None)
            if value is not None:
                line[key] = value
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False, default=str)


def configure(level: str, fmt: str = "text", *, shard_count: int | None = None,
              stream: TextIO | None = None) -> None:
    """The root logger: one handler on stderr at `level`, in `fmt` ("text" or "json")."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonLines() if fmt == "json" else logging.Formatter(TEXT_FORMAT))
    handler.addFilter(ShardOfGuild(shard_count))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    install_filters()


def install_filters() -> None:
    """The one-line reconnects, on discord.py's loggers (idempotent)."""
    for name in ("discord.client", "discord.shard"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, OneLineReconnects) for f in logger.filters):
            logger.addFilter(OneLineReconnects())
