"""Runtime configuration, read once from the environment and `.env`.

Kept in one pydantic-settings model so every knob is typed, documented in
`.env.example`, and validated before the bot touches the network.
"""

from __future__ import annotations

import base64
import binascii
import re
from pathlib import Path
from typing import Annotated
from urllib.parse import urlsplit

from pydantic import Field, SecretStr, ValidationInfo, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bot.domain import ServerCaps

LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
FORMATS = ("text", "json")
#: the shortest DAILY_SECRET accepted (characters)
MIN_SECRET = 32
#: the first part of a bot token: base64url, its padding often left off
_BASE64URL = re.compile(r"[A-Za-z0-9_-]+={0,2}")
#: a Discord id (snowflake) as text: a positive 64-bit number in decimal
_SNOWFLAKE = re.compile(r"[1-9][0-9]{0,19}")


class StartupError(Exception):
    """Why the bot cannot start, in one line for the operator (no traceback)."""


class Settings(BaseSettings):
    """Every setting the bot reads; env names are the upper-case field names."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr = Field(description="Bot token from the Developer Portal.")
    database_url: str = Field(
        "sqlite:///data/yacht.db",
        description="sqlite:///relative/path, sqlite:////abs/path (one process) or"
        " postgresql://user:password@host:port/database (any number of processes).",
    )
    shard_count: int | None = Field(
        None, ge=1, description="Total shards of the bot; unset = one unsharded connection."
    )
    shard_ids: Annotated[list[int] | None, NoDecode] = Field(
        None, description="Comma-separated shards this process runs (default: all of them)."
    )
    dev_guild_id: int | None = Field(
        None, description="Sync slash commands to this guild only (instant) while developing."
    )
    sync_commands: bool = Field(
        True, description="Publish the slash commands at startup. false: only read their ids"
        " (for every process but one, or all of them when `python -m bot sync-commands`"
        " runs as a deploy step).",
    )
    log_level: str = Field("INFO", description="DEBUG, INFO, WARNING, ERROR or CRITICAL.")
    log_format: str = Field(
        "text", description="text: one plain line per record; json: one JSON object per"
        " record, with its guild, game and shard ids.",
    )
    bot_turn_delay: float = Field(
        1.0, ge=0, description="Seconds between the visible steps of a computer seat."
    )
    auto_roll: bool = Field(
        True, description="Make a player's first roll of a turn for them where neither"
        " they nor their server chose (/yacht auto-roll, /yacht-settings auto_roll).",
    )
    discord_api_base: str | None = Field(
        None, description="REST base URL, e.g. a proxy or the local emulator."
    )
    discord_gateway_url: str | None = Field(None, description="Gateway URL override.")
    data_dir: Path = Field(Path("data"), description="Where AI tables are cached.")
    dice_emoji: bool = Field(
        True, description="Upload the dice sets as application emoji and show them (off: "
        "Unicode dice faces only)."
    )
    login_backoff_max: float = Field(
        900.0, ge=0, description="Longest wait (seconds) before logging in after starts that"
        " never reached Discord's gateway (5 s after the third in a row, doubling); 0: never"
        " wait.",
    )
    shard_lease_wait: float = Field(
        60.0, ge=0,
        description="PostgreSQL: seconds a starting process waits for another process to"
        " let go of its shards (a rolling deploy) before taking them over.",
    )
    sweep_interval: float = Field(
        30.0, gt=0, description="Seconds between checks for turns past the server's timeout."
    )

    daily_secret: SecretStr | None = Field(
        None, description="Key of the daily challenge's dice (at least 32 characters, e.g."
        " `python -c 'import secrets; print(secrets.token_hex(32))'`); unset = one is"
        " generated once and kept in the database.",
    )

    metrics_port: int | None = Field(
        None, ge=0, le=65535,
        description="Serve /health, /ready and /metrics on this port (unset: off; 0: any"
        " free port, logged).",
    )
    metrics_host: str = Field(
        "127.0.0.1", description="Address the metrics port binds to (0.0.0.0: every interface,"
        " as in a container).",
    )

    public_url: str | None = Field(
        None, pattern=r"^https?://[^\s]+$",
        description="Where the web pages (python -m bot.web) are reached, e.g."
        " https://dice.example.org: end screens link to a game's replay there, on servers"
        " that turned their pages on (unset: no links).",
    )

    lobby_timeout: float = Field(
        1800.0, gt=0,
        description="Seconds after its last change that an unstarted lobby is closed.",
    )
    left_server_grace_days: float = Field(
        30.0, ge=0, description="Days the data of a server the bot left is kept (a server "
        "that adds the bot back by then keeps it); then it is deleted.",
    )
    max_open_lobbies: int = Field(
        10, ge=1, description="Open lobbies one server may have at once.")
    max_running_games: int = Field(
        25, ge=1, description="Games one server may have in play at once.")
    max_lobbies_per_member: int = Field(
        2, ge=1, description="Open lobbies one member may host on a server at once.")

    @property
    def caps(self) -> ServerCaps:
        return ServerCaps(lobbies=self.max_open_lobbies, games=self.max_running_games,
                          lobbies_per_member=self.max_lobbies_per_member)

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _comma_list(cls, value: object) -> object:
        """`SHARD_IDS=0,1` in the environment; blank means every shard."""
        if isinstance(value, str):
            parts = [p.strip() for p in value.split(",") if p.strip()]
            return [int(p) for p in parts] if parts else None
        return value

    @field_validator("shard_ids")
    @classmethod
    def _shards_fit(cls, value: list[int] | None, info: ValidationInfo) -> list[int] | None:
        if value is None:
            return None
        count = info.data.get("shard_count")
        if count is None:
            raise ValueError("needs SHARD_COUNT too")
        if any(not 0 <= i < count for i in value) or len(set(value)) != len(value):
            raise ValueError(f"must be distinct numbers from 0 to {count - 1}")
        return value

    @field_validator(
        "dev_guild_id", "discord_api_base", "discord_gateway_url", "shard_count", "metrics_port",
        mode="before",
    )
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        """`.env` files often carry `DEV_GUILD_ID=`; treat blank as unset."""
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @field_validator("daily_secret", mode="before")
    @classmethod
    def _blank_secret_is_unset(cls, value: object) -> object:
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @field_validator("daily_secret")
    @classmethod
    def _secret_long_enough(cls, value: SecretStr | None) -> SecretStr | None:
        """A short secret could be guessed, and with it every future day's dice."""
        if value is not None and len(value.get_secret_value().strip()) < MIN_SECRET:
            raise ValueError(f"must be at least {MIN_SECRET} characters (it keys the daily"
                             " challenge's dice); leave it unset to have one generated")
        return value

    @field_validator("log_level")
    @classmethod
    def _level(cls, value: str) -> str:
        level = value.strip().upper()
        if level not in LEVELS:
            raise ValueError(f"must be one of {', '.join(LEVELS)}")
        return level

    @field_validator("log_format")
    @classmethod
    def _format(cls, value: str) -> str:
        fmt = value.strip().lower()
        if fmt not in FORMATS:
            raise ValueError(f"must be one of {', '.join(FORMATS)}")
        return fmt

    @field_validator("discord_token")
    @classmethod
    def _token(cls, value: SecretStr) -> SecretStr:
        """Surrounding blanks (a file's last newline) go; a blank or control character
        inside cannot be sent in an HTTP header, so it is refused here, in one line."""
        token = value.get_secret_value().strip()
        if any(c.isspace() or not c.isprintable() for c in token):
            raise ValueError("contains a space, a line break or a control character")
        if token and token_user_id(token) is None:
            raise ValueError("is not a bot token (three parts joined by dots, the first the"
                             " bot's id in base64): copy it again from the Developer Portal,"
                             " Bot → Reset Token")
        return SecretStr(token)

    @field_validator("discord_api_base")
    @classmethod
    def _http_url(cls, value: str | None) -> str | None:
        return _url(value, ("http", "https"))

    @field_validator("discord_gateway_url")
    @classmethod
    def _ws_url(cls, value: str | None) -> str | None:
        return _url(value, ("ws", "wss"))


def token_user_id(token: str) -> int | None:
    """The bot's user id a Discord bot token starts with, or None for a token not shaped
    like one. A bot token is base64(the bot's id) . a time part . a signature: a pasted
    client secret, public key or half a token is refused at startup in one line, instead
    of by Discord after the database has been opened and migrated."""
    parts = token.split(".")
    if len(parts) != 3 or not all(parts) or not _BASE64URL.fullmatch(parts[0]):
        return None
    first = parts[0].rstrip("=")
    try:
        text = base64.urlsafe_b64decode(first + "=" * (-len(first) % 4)).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        return None
    if not _SNOWFLAKE.fullmatch(text) or int(text) >= 1 << 64:
        return None
    return int(text)


def _url(value: str | None, schemes: tuple[str, ...]) -> str | None:
    if value is None:
        return None
    parsed = urlsplit(value.strip())
    try:
        parsed.port  # noqa: B018 - raises ValueError for a port that is no number
    except ValueError:
        raise ValueError("has a port that is not a number") from None
    if parsed.scheme not in schemes or not parsed.hostname:
        raise ValueError(f"must be a {' or '.join(s + '://' for s in schemes)}host... URL")
    return value.strip()


def sqlite_path(database_url: str) -> str:
    """Turn `sqlite:///rel.db`, `sqlite:////abs.db` or `sqlite://:memory:` into a path."""
    prefixes = ("sqlite+aiosqlite:///", "sqlite:///")
    for prefix in prefixes:
        if database_url.startswith(prefix):
            return database_url[len(prefix):] or ":memory:"
    if database_url in ("sqlite://", "sqlite://:memory:", ":memory:"):
        return ":memory:"
    raise ValueError(f"unsupported DATABASE_URL {database_url!r}"
                     " (use sqlite:///path.db or postgresql://user@host/database)")


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord sends a guild's events to."""
    return (guild_id >> 22) % shard_count


def owns_guild(settings: Settings, guild_id: int) -> bool:
    """Whether this process runs the guild's shard (always, when not sharded).

    Background work (computer turns after a restart, turn timeouts) is left to the
    owning process so two processes do not race over every game.
    """
    if settings.shard_count is None:
        return True
    ids = settings.shard_ids
    shard = shard_of(guild_id, settings.shard_count)
    return ids is None or shard in ids

