"""Gateway behaviour: RESUME after a dropped socket, buffering, sharding, late world changes."""

from __future__ import annotations

import discord
import pytest

from tests.emulator import Emulator
from tests.emulator.fixtures import run_bot
from tests.support.waiting import DEADLINE, eventually

from .helpers import raw
from .tiny_bot import Tiny


async def test_resume_after_dropped_connection(emulator: Emulator, tiny: Tiny) -> None:
    assert await emulator.drop_gateway() == 1
    session = next(iter(emulator.sessions.values()))
    await emulator.changed.wait_for(lambda: session.resumes == 1 and session.connected, DEADLINE,
                                    "resume")
    assert emulator.identifies == 1  # resumed, not re-identified
    h = await emulator.slash("ping", user="alice", channel="general")
    assert (await h.reply()).content == "pong"
    await eventually(lambda: "resumed" in tiny.events, "on_resumed")


async def test_interaction_sent_while_disconnected_is_replayed(
    emulator: Emulator, tiny: Tiny
) -> None:
    await emulator.drop_gateway()
    h = await emulator.slash("ping", user="bob", channel="dice")  # buffered, then replayed
    assert (await h.reply()).content == "pong"
    session = next(iter(emulator.sessions.values()))
    assert session.resumes == 1


async def test_heartbeat_is_acknowledged(emulator: Emulator, tiny: Tiny) -> None:
    await eventually(lambda: tiny.latency < 1.0, "a HEARTBEAT_ACK")  # inf until the first


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

    await eventually(seen, "the new channel and guild dispatched")
    h = await emulator.slash("ping", user=dave, channel="late")
    assert (await h.reply()).content == "pong"


async def test_a_guild_that_removes_the_bot_and_adds_it_back(emulator: Emulator,
                                                             tiny: Tiny) -> None:
    """GUILD_DELETE without `unavailable` is a removal (on_guild_remove); the join's
    GUILD_CREATE carries no `unavailable` (on_guild_join, not on_guild_available)."""
    guild = emulator.second_guild
    emulator.remove_guild(guild)
    await eventually(lambda: f"remove {guild.id}" in tiny.events, "on_guild_remove")
    assert tiny.get_guild(int(guild.id)) is None
    emulator.rejoin_guild(guild)
    await eventually(lambda: f"join {guild.id}" in tiny.events, "on_guild_join")
    late = emulator.add_guild("Late Guild")
    await eventually(lambda: f"join {late.id}" in tiny.events, "on_guild_join of a new one")


class _QuickShards(discord.AutoShardedClient):
    """Skips discord.py's 5 s pause between IDENTIFYs (real Discord's rate limit)."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(intents=discord.Intents.default(), **kwargs)  # type: ignore[arg-type]
        self.interaction_guilds: list[tuple[int, int | None]] = []

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        return None

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        guild = interaction.guild
        self.interaction_guilds.append((interaction.guild_id or 0, guild and guild.shard_id))
        await interaction.response.send_message("ok")


async def test_shards_get_their_own_guilds_and_interactions() -> None:
    emu = Emulator(default_world=False, shard_count=3)
    await emu.start()
    try:
        alice = emu.add_user("alice")
        guilds = [emu.add_guild(f"G{i}", shard=i % 3) for i in range(6)]
        for i, guild in enumerate(guilds):
            emu.add_member(guild, alice)
            emu.add_channel(guild, f"c{i}")
        status, _, data = await raw(emu, "GET", "/gateway/bot")
        assert status == 200 and data["shards"] == 3
        # One process running shards 0 and 2 of 3: it must not see shard 1's guilds.
        bot = _QuickShards(shard_count=3, shard_ids=[0, 2])
        async with run_bot(bot, emu):
            await emu.wait_shards([0, 2], 3)
            assert {g.name for g in bot.guilds} == {"G0", "G2", "G3", "G5"}
            assert {(int(g.id) >> 22) % 3 for g in guilds} == {0, 1, 2}
            for index in (0, 2, 5):
                channel = emu.channel(f"c{index}")
                message = emu.create_message(channel, {"content": "x", "components": [
                    {"type": 1, "components": [
                        {"type": 2, "style": 1, "label": "Go", "custom_id": "go"}]}]})
                handle = await emu.click(message.id, "go", user=alice)
                assert (await handle.reply()).content == "ok"
            shards = dict(bot.interaction_guilds)
            for index in (0, 2, 5):
                gid = int(guilds[index].id)
                assert shards[gid] == index % 3
            sessions = {s.shard_id: s for s in emu.sessions.values()}
            assert set(sessions) == {0, 2}
            for shard_id, session in sessions.items():
                created = [f for _, f in session.buffer if '"GUILD_CREATE"' in f]
                assert len(created) == 2, shard_id
            assert emu.target_session(None).shard_id == 0  # DMs go to shard 0 only
            # Shard 1's guild has no session: its click cannot be delivered.
            with pytest.raises(RuntimeError, match="no bot session"):
                emu.target_session(guilds[1].id)
    finally:
        await emu.stop()
