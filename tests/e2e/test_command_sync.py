"""Publishing the slash commands is a deploy step (`python -m bot sync-commands`); every
bot process then runs with SYNC_COMMANDS=false and only reads the commands' ids, which
its public messages need for clickable mentions (</yacht start:ID>)."""

from __future__ import annotations

import logging

import pytest

from bot.app.client import YachtBot
from bot.text import texts_for
from tests.emulator import TOKEN, Emulator
from tests.emulator.fixtures import run_bot
from tests.support.settings import make_settings


async def publish(bot_process, tmp_path, **env: str) -> str:
    proc = await bot_process("bot", args=("sync-commands",), env={
        "DATABASE_URL": f"sqlite:///{tmp_path / 'never.db'}", "DATA_DIR": str(tmp_path / "d"),
        "DEV_GUILD_ID": "", **env})
    assert await proc.wait() == 0, proc.output()
    return proc.output()


async def test_sync_commands_publishes_them_and_stops(emulator: Emulator, bot_process,
                                                      tmp_path):
    emu = emulator
    output = await publish(bot_process, tmp_path)
    names = sorted(c["name"] for c in emu.global_commands)
    assert names and emu.command_syncs == 1
    assert f"published {len(names)} slash commands globally." in output.splitlines()
    # A deploy step: no gateway session, no database, no emoji, no game touched.
    assert emu.identifies == 0 and emu.gateway_connections == 0
    assert not (tmp_path / "never.db").exists() and emu.requests_to("GET", "/emojis") == []
    # Localised like a normal start publishes them.
    assert all(c.get("description_localizations") for c in emu.global_commands)


async def test_with_sync_commands_false_a_process_reads_the_ids(
    emulator: Emulator, bot_process, tmp_path, caplog
):
    emu = emulator
    settings = make_settings(tmp_path / "a.db", sync_commands=False)
    # Nothing published yet: the process says how to publish, and serves anyway.
    with caplog.at_level(logging.WARNING, logger="bot.app.commands"):
        async with run_bot(YachtBot(settings), emu) as bot:
            assert bot.command_ids == {}
    assert "run `python -m bot sync-commands`" in caplog.text
    assert emu.command_syncs == 0

    await publish(bot_process, tmp_path)
    published = {c["name"]: int(c["id"]) for c in emu.global_commands}
    async with run_bot(YachtBot(settings), emu) as bot:
        assert bot.command_ids == published
        public = texts_for("en").for_public(bot.command_ids)
        assert public.command("start") == f"</yacht start:{published['yacht']}>"
    assert emu.command_syncs == 1  # read, never synced again
    assert len(emu.requests_to("GET", "/commands")) == 2


async def test_an_unknown_argument_is_one_line(bot_process, tmp_path):
    proc = await bot_process("bot", args=("frobnicate",))
    assert await proc.wait() == 2
    lines = proc.output().strip().splitlines()
    assert lines == ["error: unknown argument frobnicate. Run `python -m bot` to start the bot,"
                     " or `python -m bot sync-commands` to publish its slash commands."]


@pytest.mark.parametrize("value", ["false", "0", "no"])
def test_sync_commands_false_is_read_from_the_environment(monkeypatch, value):
    from bot.settings import Settings

    monkeypatch.setenv("SYNC_COMMANDS", value)
    assert Settings(_env_file=None, discord_token=TOKEN).sync_commands is False


async def test_a_dev_guild_gets_the_commands_without_where_they_may_be_used(
        emulator: Emulator, tmp_path):
    """Where a command may be installed and used is said of global commands only: a
    server's own (DEV_GUILD_ID) cannot carry it, and Discord refuses the whole sync if
    they do. The global sync carries it (tests/e2e/test_anywhere.py)."""
    emu = emulator
    settings = make_settings(tmp_path / "dev.db", dev_guild_id=int(emu.guild.id))
    async with run_bot(YachtBot(settings), emu):
        pass
    stored = {c["name"]: c for c in emu.guild_commands[emu.guild.id]}
    assert {"yacht", "yacht-settings"} <= set(stored)
    assert all(c["contexts"] is None and c["integration_types"] == [0]
               for c in stored.values())
