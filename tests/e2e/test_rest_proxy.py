"""Several processes of a large bot share one REST proxy (nirn-proxy, twilight-http-proxy)
that keeps Discord's rate limits for all of them, reached through DISCORD_API_BASE; a
proxy behind an ingress often serves Discord's API under a path of its own."""

from __future__ import annotations

import contextlib
import os

from tests.emulator import Emulator, Msg
from tests.emulator.fixtures import PROCESS_ERRORS, BotProcess
from tests.support.table_helpers import button_id, open_lobby
from tests.support.waiting import eventually


async def press(emu: Emulator, msg: Msg, label: str, user: str) -> Msg:
    """A click's board: its in-place answer, or the edit after a deferred one (a bot
    process just started, on a loaded machine, may take over DEFER_AFTER for a first
    commit: it defers then, as it should; the proxy path is the point here)."""
    return await (await emu.click(msg, button_id(msg, label), user=user)).reply()


async def test_the_bot_runs_through_a_rest_proxy_path(tmp_path):
    emu = Emulator(proxy_path="/discord-proxy")
    await emu.start()
    proc = BotProcess(emu, "bot", env={
        "DATABASE_URL": f"sqlite:///{tmp_path / 'yacht.db'}", "DATA_DIR": str(tmp_path / "ai"),
        "BOT_TURN_DELAY": "0", "LOG_LEVEL": "WARNING", "DEV_GUILD_ID": "",
    })
    try:
        assert proc.env()["DISCORD_API_BASE"].endswith("/discord-proxy/api/v10")
        await proc.start()
        await proc.wait_ready(commands=True)
        msg = await open_lobby(emu, "yacht", bots=("easy",))
        msg = await press(emu, msg, "Start", "alice")
        msg = await press(emu, msg, "Roll", "alice")
        assert any(b["custom_id"].endswith(":roll") for b in msg.buttons)
        # The dice emoji were uploaded through the proxy path too (at startup, in the
        # background: the game may be played before they are all there).
        await eventually(lambda: emu.emojis, "the dice emoji uploaded")
        rest = [r for r in emu.requests if not r.path.startswith("/attachments/")]
        assert rest and all(r.path.startswith("/discord-proxy/api/v10/") for r in rest)
        assert not [r for r in rest if r.status == 404], "a request missed the proxy path"
    finally:
        proc.kill()
        if proc.proc is not None:
            await proc.wait()
        output = proc.output()
        with contextlib.suppress(OSError):
            os.unlink(proc._log.name)
        await emu.stop()
    assert not PROCESS_ERRORS.search(output), output
