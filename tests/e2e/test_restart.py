"""Kill `python -m bot` mid-game, start it again on the same database, keep clicking."""

from __future__ import annotations

from bot.text import texts_for
from tests.emulator import REFUSED_TOKEN, TOKEN
from tests.support.table_helpers import (
    button_id,
    open_lobby,
    press,
    raw_click,
    refused,
    score_select,
)

EN = texts_for("en")


def turn_of(msg) -> str:
    return msg.texts[1].splitlines()[0]


async def test_restart_in_the_middle_of_a_game(emulator, bot_process, tmp_path):
    emu = emulator
    env = {
        "DATABASE_URL": f"sqlite:///{tmp_path / 'restart.db'}",
        "DATA_DIR": str(tmp_path / "ai"),
        "BOT_TURN_DELAY": "30",  # the computer seat will not move before the kill
        "LOG_LEVEL": "INFO",
        "DEV_GUILD_ID": "",
    }
    first = await bot_process("bot", env=env)
    await first.wait_ready(commands=True)

    msg = await open_lobby(emu, "yacht", bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    game_id = button_id(msg, "Roll").split(":")[1]
    before = msg.buttons[0]["custom_id"]
    msg = await press(emu, msg, before, "alice")  # hold die 1
    first_version = msg

    # Bob's turn, then the computer's: the process dies before the computer moves.
    select = score_select(msg)
    handle = await emu.select(msg, select["custom_id"], [select["options"][-1]["value"]],
                              user="alice")
    assert (await handle.response()).type == 7
    msg = emu.message(msg.id)
    assert f"<@{emu.bob.id}>" in turn_of(msg)
    msg = await press(emu, msg, "Roll", "bob")
    select = score_select(msg)
    handle = await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                              user="bob")
    assert (await handle.response()).type == 7
    msg = emu.message(msg.id)
    assert "Computer 3" in turn_of(msg)

    first.kill()
    await first.wait()

    env["BOT_TURN_DELAY"] = "0"
    second = await bot_process("bot", env=env)
    await second.wait_ready()
    # The restored computer seat plays its turn by itself; then it is Alice's turn again.
    msg = await emu.wait_for_message(
        lambda m: m.id == msg.id and f"<@{emu.alice.id}>" in turn_of(m), timeout=15
    )
    assert "Computer 3" in msg.body

    # The old message's buttons still work after the restart.
    msg = await press(emu, msg, "Roll", "alice")
    assert f"y:{game_id}:" in button_id(msg, "Roll")
    msg = await press(emu, msg, msg.buttons[2]["custom_id"], "alice")
    assert any((b["label"] or "").endswith("Held") for b in msg.buttons)  # "⚅ Held" w/o emoji
    # And a prompt from before the restart is recognised as stale.
    handle = await raw_click(emu, msg, first_version.buttons[0]["custom_id"], "alice")
    assert await refused(emu, handle) == EN("refusal-stale")
    assert "Traceback" not in first.output() + second.output()


async def test_missing_token_exits_2_with_one_line(tmp_path):
    import asyncio
    import os
    import sys

    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    _out, err = await proc.communicate()
    assert proc.returncode == 2
    lines = err.decode().strip().splitlines()
    assert len(lines) == 1 and "DISCORD_TOKEN" in lines[0]


async def _start_fails(tmp_path, **env_overrides):
    import asyncio
    import os
    import sys

    env = {**os.environ, "DISCORD_TOKEN": TOKEN,
           "DATABASE_URL": f"sqlite:///{tmp_path}/y.db", **env_overrides}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    _out, err = await asyncio.wait_for(proc.communicate(), 60)
    text = err.decode()
    assert "Traceback" not in text
    # Log records (timestamped) may precede it; the operator's message is one line.
    lines = [line for line in text.strip().splitlines() if not line[:4].isdigit()]
    return proc.returncode, lines


async def test_unusable_database_url_exits_with_one_line(tmp_path, emulator):
    code, lines = await _start_fails(
        tmp_path, DATABASE_URL="mysql://db/yacht", DISCORD_API_BASE=emulator.api_base,
        DISCORD_GATEWAY_URL=emulator.gateway_url)
    assert code == 1
    assert len(lines) == 1, lines
    assert lines[0].startswith("error: cannot use DATABASE_URL mysql://db/yacht")


async def test_unreachable_discord_exits_with_one_line(tmp_path):
    code, lines = await _start_fails(
        tmp_path, DISCORD_API_BASE="http://127.0.0.1:9/api/v10",
        DISCORD_GATEWAY_URL="ws://127.0.0.1:9/gateway")
    assert code == 1
    assert len(lines) == 1, lines
    assert lines[0].startswith("error: cannot reach Discord at http://127.0.0.1:9/api/v10")


async def test_refused_token_exits_with_one_line(tmp_path, emulator):
    code, lines = await _start_fails(tmp_path, DISCORD_TOKEN=REFUSED_TOKEN,
                                     DISCORD_API_BASE=emulator.api_base,
                                     DISCORD_GATEWAY_URL=emulator.gateway_url)
    assert code == 1
    assert len(lines) == 1, lines
    assert lines[0].startswith("error: Discord refused the token")


async def test_a_short_daily_secret_exits_2_with_one_line(tmp_path):
    code, lines = await _start_fails(tmp_path, DAILY_SECRET="guessable")
    assert code == 2
    assert len(lines) == 1, lines
    assert lines[0].startswith("error: invalid setting DAILY_SECRET:")
    assert "at least 32 characters" in lines[0]
