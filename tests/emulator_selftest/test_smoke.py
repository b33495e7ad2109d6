"""Handshake and the basic slash → reply path."""

from __future__ import annotations

from tests.emulator import Emulator

from .tiny_bot import Tiny


async def test_handshake(emulator: Emulator, tiny: Tiny) -> None:
    assert tiny.user is not None and str(tiny.user.id) == emulator.bot_user.id
    assert tiny.application_id is not None and str(tiny.application_id) == emulator.application_id
    names = {g.name for g in tiny.guilds}
    assert names == {"Test Guild", "Second Guild"}
    guild = tiny.get_guild(int(emulator.guild.id))
    assert guild is not None
    assert {c.name for c in guild.text_channels} == {"general", "dice"}
    assert guild.me is not None
    assert {c["name"] for c in emulator.global_commands} >= {"game", "ping", "secret"}
    assert [c["name"] for c in emulator.guild_commands[emulator.guild.id]] == ["local"]
    assert emulator.identifies == 1


async def test_slash_embed_and_buttons(emulator: Emulator, tiny: Tiny) -> None:
    h = await emulator.slash("ping", user="alice", channel="general")
    msg = await h.reply()
    assert msg.content == "pong"
    assert msg.embeds[0]["title"] == "Pong"
    assert [b["label"] for b in msg.buttons] == ["Count 0", "Disabled"]
    assert not msg.ephemeral
