"""Where the settings come from (bot.settings reads them itself, without pydantic-settings):
a value given in code, then the environment in any case, then `.env`; blanks mean unset
where the validators say so, and names that are not settings are ignored."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.settings import Settings


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch):
    for name in Settings.model_fields:
        monkeypatch.delenv(name.upper(), raising=False)
        monkeypatch.delenv(name, raising=False)


def test_the_environment_wins_over_the_env_file_and_code_over_both(tmp_path, monkeypatch):
    env = tmp_path / ".env"
    env.write_text('DISCORD_TOKEN="from-file"\nLOG_LEVEL=debug\nSHARD_COUNT=4\n'
                   "SHARD_IDS=2,3\nDEV_GUILD_ID=\n# a comment\nNOT_A_SETTING=1\n")
    monkeypatch.setenv("log_level", "warning")  # any case
    settings = Settings(_env_file=env)
    assert settings.discord_token.get_secret_value() == "from-file"
    assert settings.log_level == "WARNING"
    assert (settings.shard_count, settings.shard_ids, settings.dev_guild_id) == (4, [2, 3], None)
    assert Settings(_env_file=env, log_level="error").log_level == "ERROR"


def test_without_an_env_file_the_environment_alone(tmp_path, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "from-env")
    monkeypatch.setenv("SYNC_COMMANDS", "false")
    monkeypatch.setenv("DATA_DIR", str(tmp_path))
    settings = Settings(_env_file=tmp_path / "missing.env")
    assert settings.discord_token.get_secret_value() == "from-env"
    assert settings.sync_commands is False and settings.data_dir == tmp_path
    assert settings.database_url == "sqlite:///data/yacht.db"  # the default


def test_a_missing_token_and_a_bad_value_name_their_setting(tmp_path, monkeypatch):
    with pytest.raises(ValidationError) as missing:
        Settings(_env_file=None)
    assert [(e["loc"], e["type"]) for e in missing.value.errors()] == [
        (("discord_token",), "missing")]
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("SHARD_COUNT", "many")
    with pytest.raises(ValidationError) as bad:
        Settings(_env_file=None)
    assert [e["loc"] for e in bad.value.errors()] == [("shard_count",)]
