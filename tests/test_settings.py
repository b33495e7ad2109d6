"""Where the settings come from (bot.settings reads them itself, without pydantic-settings):
a value given in code, then the environment in any case, then `.env`; blanks mean unset
where the validators say so, and names that are not settings are ignored."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.settings import Settings, token_user_id
from tests.emulator import TOKEN

FILE_TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.from.file"
ENV_TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.from.env"


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch):
    for name in Settings.model_fields:
        monkeypatch.delenv(name.upper(), raising=False)
        monkeypatch.delenv(name, raising=False)


def test_the_environment_wins_over_the_env_file_and_code_over_both(tmp_path, monkeypatch):
    env = tmp_path / ".env"
    env.write_text(f'DISCORD_TOKEN="{FILE_TOKEN}"\nLOG_LEVEL=debug\nSHARD_COUNT=4\n'
                   "SHARD_IDS=2,3\nDEV_GUILD_ID=\n# a comment\nNOT_A_SETTING=1\n")
    monkeypatch.setenv("log_level", "warning")  # any case
    settings = Settings(_env_file=env)
    assert settings.discord_token.get_secret_value() == FILE_TOKEN
    assert settings.log_level == "WARNING"
    assert (settings.shard_count, settings.shard_ids, settings.dev_guild_id) == (4, [2, 3], None)
    assert Settings(_env_file=env, log_level="error").log_level == "ERROR"


def test_without_an_env_file_the_environment_alone(tmp_path, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", ENV_TOKEN)
    monkeypatch.setenv("SYNC_COMMANDS", "false")
    monkeypatch.setenv("DATA_DIR", str(tmp_path))
    settings = Settings(_env_file=tmp_path / "missing.env")
    assert settings.discord_token.get_secret_value() == ENV_TOKEN
    assert settings.sync_commands is False and settings.data_dir == tmp_path
    assert settings.database_url == "sqlite:///data/yacht.db"  # the default


def test_a_missing_token_and_a_bad_value_name_their_setting(tmp_path, monkeypatch):
    with pytest.raises(ValidationError) as missing:
        Settings(_env_file=None)
    assert [(e["loc"], e["type"]) for e in missing.value.errors()] == [
        (("discord_token",), "missing")]
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("SHARD_COUNT", "many")
    with pytest.raises(ValidationError) as bad:
        Settings(_env_file=None)
    assert [e["loc"] for e in bad.value.errors()] == [("shard_count",)]


@pytest.mark.parametrize(("token", "user_id"), [
    ("MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.try.it", 1234567890123456789),  # padding left off, as Discord
    ("MTIzNDU2Nzg5MDEyMzQ1Njc4OQ==.try.it", 1234567890123456789),  # or kept
    ("MTg0NDY3NDQwNzM3MDk1NTE2MTU.a.b", 2**64 - 1),  # the largest snowflake
    ("abc", None),  # no dots
    ("MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.try", None),  # two parts
    ("MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.try.it.too", None),  # four
    ("MTIzNDU2Nzg5MDEyMzQ1Njc4OQ..it", None),  # an empty part
    ("YWJj.try.it", None),  # base64 of "abc": no id
    ("MDEyMw.try.it", None),  # "0123": a leading zero is no id Discord writes
    ("MTg0NDY3NDQwNzM3MDk1NTE2MTY.a.b", None),  # 2**64: past 64 bits
    ("MTIz*DU2.try.it", None),  # not base64
    ("M.try.it", None),  # one base64 character cannot be decoded
])
def test_a_bot_token_is_three_parts_the_first_the_bots_id_in_base64(token, user_id):
    assert token_user_id(token) == user_id


def test_a_malformed_token_is_refused_as_a_setting_and_a_blank_one_is_left_missing():
    with pytest.raises(ValidationError) as bad:
        Settings(_env_file=None, discord_token="abc")
    assert [e["loc"] for e in bad.value.errors()] == [("discord_token",)]
    assert "is not a bot token" in bad.value.errors()[0]["msg"]
    # Blank is "not set" (python -m bot says so), not a malformed token.
    assert Settings(_env_file=None, discord_token=" ").discord_token.get_secret_value() == ""
