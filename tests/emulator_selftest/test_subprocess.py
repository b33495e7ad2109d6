"""A bot in its own process (as in production), killed and restarted mid-test."""

from __future__ import annotations

from tests.emulator import Emulator


async def test_subprocess_bot_handshake_command_and_restart(
    emulator: Emulator, bot_process
) -> None:
    proc = await bot_process("tests.emulator_selftest.tiny_bot")
    await proc.wait_ready(commands=True)
    h = await emulator.slash("ping", user="alice", channel="general")
    msg = await h.reply(timeout=10)
    assert msg.content == "pong"

    proc.kill()
    await proc.wait()
    again = await bot_process("tests.emulator_selftest.tiny_bot")
    await again.wait_ready()
    # The DynamicItem button keeps working across the restart (state is in the custom_id).
    click = await emulator.click(msg, "Count 0", user="bob")
    assert (await click.reply(timeout=10)).content == "count=1"
    assert emulator.identifies == 2
