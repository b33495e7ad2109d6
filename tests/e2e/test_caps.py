"""The caps per server: past one, /yacht start (and Start) gets a clear private refusal
and opens (or starts) nothing; another server counts apart."""

from __future__ import annotations

from bot.app.client import YachtBot
from bot.text import texts_for
from tests.emulator.fixtures import run_bot
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings
from tests.support.table_helpers import press

EN = texts_for("en")


async def start(emu, user, channel):
    return await emu.slash("yacht start", user=user, channel=channel,
                           options={"game": "yacht"})


async def refusal(handle) -> str:
    """The private answer, and nothing public: no lobby was opened."""
    reply = await handle.ephemeral()
    assert reply.ephemeral
    assert not [m for m in handle.messages() if not m.ephemeral]
    return reply.content


async def test_the_next_start_past_a_cap_is_refused_privately(emulator, tmp_path):
    emu = emulator
    third = emu.add_channel(emu.guild, "third")
    dice = ScriptedDice(seed=5)
    settings = make_settings(tmp_path / "caps.db", max_open_lobbies=2, max_running_games=1,
                             max_lobbies_per_member=1)
    bot = YachtBot(settings, roller_factory=lambda game_id: dice)
    async with run_bot(bot, emu):
        await emu.wait_commands()
        first = await (await start(emu, "alice", "dice")).reply()
        # One open lobby per member.
        said = await refusal(await start(emu, "alice", "general"))
        assert said == EN("refusal-cap_member_lobbies", limit=1)
        assert await bot.games.active_in_channel(int(emu.general.id)) is None
        second = await (await start(emu, "bob", "general")).reply()
        # Two open lobbies per server.
        said = await refusal(await start(emu, "carol", third))
        assert said == EN("refusal-cap_lobbies", limit=2)
        # One game in play per server: the second Start is refused, its lobby stays.
        await press(emu, first, "Start", "alice")
        handle = await emu.click(second, "Start", user="bob")
        reply = await handle.ephemeral()
        assert reply.content == EN("refusal-cap_games", limit=1)
        assert (await bot.games.load(int(second.buttons[0]["custom_id"].split(":")[1])))[
            0].status == "lobby"
        said = await refusal(await start(emu, "carol", third))
        assert said == EN("refusal-cap_games", limit=1)
        # Another server has its own count.
        other = await (await start(emu, "alice", "lobby")).reply()
        assert other.texts[0] == f'### {EN("lobby-title", game=EN("game-yacht"))}'
