"""Runtime configuration, read once from the environment and `.env`.

Kept in one pydantic-settings model so every knob is typed, documented in
`.env.example`, and validated before the bot touches the network.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import Field, SecretStr, ValidationInfo, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

#: the shortest DAILY_SECRET accepted (characters)
MIN_SECRET = 32


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
    log_level: str = "INFO"
    bot_turn_delay: float = Field(
        1.0, ge=0, description="Seconds between the visible steps of a computer seat."
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
    sweep_interval: float = Field(
        30.0, gt=0, description="Seconds between checks for turns past the server's timeout."
    )

    daily_secret: SecretStr | None = Field(
        None, description="Key of the daily challenge's dice (at least 32 characters, e.g."
        " `python -c 'import secrets; print(secrets.token_hex(32))'`); unset = one is"
        " generated once and kept in the database.",
    )
    lobby_timeout: float = Field(
        1800.0, gt=0,
        description="Seconds after its last change that an unstarted lobby is closed.",
    )

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
        "dev_guild_id", "discord_api_base", "discord_gateway_url", "shard_count", mode="before"
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
    def _upper(cls, value: str) -> str:
        return value.upper()


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
