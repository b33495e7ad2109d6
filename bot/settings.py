"""Runtime configuration, read once from the environment and `.env`.

Kept in one pydantic-settings model so every knob is typed, documented in
`.env.example`, and validated before the bot touches the network.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class StartupError(Exception):
    """Why the bot cannot start, in one line for the operator (no traceback)."""


class Settings(BaseSettings):
    """Every setting the bot reads; env names are the upper-case field names."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr = Field(description="Bot token from the Developer Portal.")
    database_url: str = Field(
        "sqlite:///data/yacht.db", description="sqlite:///relative/path or sqlite:////abs/path."
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

    lobby_timeout: float = Field(
        1800.0, gt=0,
        description="Seconds after its last change that an unstarted lobby is closed.",
    )

    @field_validator("dev_guild_id", "discord_api_base", "discord_gateway_url", mode="before")
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        """`.env` files often carry `DEV_GUILD_ID=`; treat blank as unset."""
        if isinstance(value, str) and not value.strip():
            return None
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
    raise ValueError(f"unsupported DATABASE_URL {database_url!r} (only sqlite:/// for now)")
