"""Gateway behaviour: RESUME after a dropped socket, buffering, sharding, late world changes."""

from __future__ import annotations

import asyncio

import discord

from tests.emulator import Emulator
from tests.emulator.fixtures import run_bot

from .helpers import raw
from .tiny_bot import Tiny


async def test_resume_after_dropped_connection(emulator: Emulator, tiny: Tiny) -> None:
    assert await emulator.drop_gateway() == 1
    session = next(iter(emulator.sessions.values()))
    await emulator.changed.wait_for(lambda: session.resumes == 1 and session.connected, 5, "resume")
    assert emulator.identifies == 1  # resumed, not re-identified
    h = await emulator.slash("ping", user="alice", channel="general")
    assert (await h.reply()).content == "pong"
    await asyncio.sleep(0.05)
    assert "resumed" in tiny.events


async def test_interaction_sent_while_disconnected_is_replayed(
    emulator: Emulator, tiny: Tiny
) -> None:
    await emulator.drop_gateway()
    h = await emulator.slash("ping", user="bob", channel="dice")  # buffered, then replayed
    assert (await h.reply()).content == "pong"
    session = next(iter(emulator.sessions.values()))
    assert session.resumes == 1


async def test_heartbeat_is_acknowledged(emulator: Emulator, tiny: Tiny) -> None:
    await asyncio.sleep(0.05)
    assert tiny.latency < 1.0  # inf until the first HEARTBEAT_ACK


async def test_gateway_routes(emulator: Emulator) -> None:
    status, _, data = await raw(emulator, "GET", "/gateway")
    assert status == 200 and data["url"].startswith("ws://127.0.0.1")
    status, _, data = await raw(emulator, "GET", "/gateway/bot")
    assert status == 200 and data["shards"] == 1 and "session_start_limit" in data


async def test_autosharded_bot_connects(emulator: Emulator) -> None:
    bot = discord.AutoShardedClient(intents=discord.Intents.default())
    async with run_bot(bot, emulator):
        assert {g.name for g in bot.guilds} == {"Test Guild", "Second Guild"}
    assert emulator.requests_to("GET", "/gateway/bot")


async def test_world_changes_after_connect_are_dispatched(emulator: Emulator, tiny: Tiny) -> None:
    new_channel = emulator.add_channel(emulator.guild, "late")
    dave = emulator.add_user("dave")
    emulator.add_member(emulator.guild, dave)
    guild = emulator.add_guild("Late Guild")

    def seen() -> bool:
        return (
            tiny.get_channel(int(new_channel.id)) is not None
            and tiny.get_guild(int(guild.id)) is not None
        )

    for _ in range(100):
        if seen():
            break
        await asyncio.sleep(0.01)
    assert seen()
    h = await emulator.slash("ping", user=dave, channel="late")
    assert (await h.reply()).content == "pong"
