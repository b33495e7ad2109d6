"""Two shard processes starting together upload the dice emoji at the same moment: both
list none, and the second upload of each face meets Discord's "name already taken".
Each must take the other's faces and show the dice sets, not fall back to Unicode."""

from __future__ import annotations

from bot.art.dice import SET_IDS, emoji_name
from tests.emulator import Emulator
from tests.support.postgres import next_name
from tests.support.table_helpers import open_lobby, press
from tests.support.waiting import eventually

FACES = len(SET_IDS) * 12
SHARDS = 2


def die_buttons(msg) -> list[dict]:
    return [b for b in msg.buttons if ":hold:" in (b["custom_id"] or "")]


async def test_two_processes_starting_together_both_show_the_dice_sets(
    emulator: Emulator, bot_process, postgres_server, tmp_path
):
    emu = emulator
    emu.shard_count = SHARDS
    channels = []
    for shard in range(SHARDS):
        guild = emu.add_guild(f"Shard {shard}", shard=shard)
        emu.add_member(guild, emu.alice)
        channels.append(emu.add_channel(guild, "dice").id)
    emu.race_emoji_lists(processes=SHARDS)
    url = await postgres_server.create_database(next_name("emoji"))
    env = {"DATABASE_URL": url, "SHARD_COUNT": str(SHARDS), "DATA_DIR": str(tmp_path / "ai"),
           "BOT_TURN_DELAY": "0", "LOG_LEVEL": "INFO", "DEV_GUILD_ID": ""}
    procs = [await bot_process("bot", env={**env, "SHARD_IDS": str(shard)})
             for shard in range(SHARDS)]
    await emu.wait_shards(range(SHARDS), SHARDS, timeout=60)
    for proc in procs:
        await eventually(lambda p=proc: "dice emoji" in p.output(), "the emoji sync ended")
    logs = [proc.output() for proc in procs]
    assert not any("dice emoji unavailable" in log for log in logs), logs
    # The race happened: the same faces were offered twice, each name kept once.
    assert len(emu.requests_to("GET", "/emojis")) >= SHARDS
    uploads = len(emu.requests_to("POST", "/emojis"))
    assert FACES < uploads <= FACES + 4  # the second takes them from the other end
    assert sorted(e["name"] for e in emu.emojis.values()) == sorted(
        emoji_name(s, v, h) for s in SET_IDS for v in range(1, 7) for h in (False, True))
    assert any("being uploaded by another process" in log and "(0 more" not in log
               for log in logs), logs

    ids = {e["name"]: e["id"] for e in emu.emojis.values()}
    classic = {emoji_name("classic", v) for v in range(1, 7)}
    for channel in channels:  # one game on each process's shard
        msg = await open_lobby(emu, "yacht", channel=channel, joiners=(), bots=())
        msg = await press(emu, msg, "Start", "alice")
        msg = await press(emu, msg, "Roll", "alice")
        buttons = die_buttons(msg)
        assert len(buttons) == 5
        for button in buttons:
            name = (button["emoji"] or {}).get("name", "")
            assert name in classic, buttons
            assert str(button["emoji"]["id"]) == ids[name]
