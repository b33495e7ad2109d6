"""Drawing a game's message only reads: the unlocks the final move announced are on its
outcome, a redraw announces nothing, and a restart's redraw tells what is still pending."""

from __future__ import annotations

from bot.app.client import YachtBot
from bot.service.games import Outcome
from tests.emulator.fixtures import run_bot
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings
from tests.support.table_helpers import open_lobby, play_to_the_end, press, settled


async def test_drawing_writes_nothing_and_a_redraw_announces_nothing(emulator, tmp_path):
    dice = ScriptedDice([5, 5, 5, 5, 5], seed=9)
    bot = YachtBot(make_settings(tmp_path / "d.db"), roller_factory=lambda game_id: dice)
    async with run_bot(bot, emulator):
        await emulator.wait_commands()
        msg = await open_lobby(emulator, "yacht", bots=("easy",), joiners=())
        msg = await press(emulator, msg, "Start", "alice")
        msg = await press(emulator, msg, "Roll", "alice")
        table = type("T", (), {"emu": emulator, "bot": bot})
        record, rules, final = await play_to_the_end(table, msg)
        await settled(bot, record.id)
        alice = int(emulator.alice.id)
        assert f"🎉 <@{alice}> unlocked the Wooden dice!" in final.body

        writes: list[str] = []
        repo = bot.games.repo
        for name in ("unlock_dice", "mark_unlocks_announced", "save_game", "choose_dice"):
            real = getattr(repo, name)

            async def spy(*args, _name=name, _real=real, **kwargs):
                writes.append(_name)
                return await _real(*args, **kwargs)

            setattr(repo, name, spy)
        screen = await bot.table.screens.screen_of(Outcome(record, rules, "redraw"))
        assert writes == []
        assert "unlocked" not in screen.text


async def test_a_restart_redraws_an_ended_game_with_the_unlocks_not_told_yet(emulator,
                                                                              tmp_path):
    """The redraw of recently ended games at startup (their final move may have been saved
    just before a crash) tells the players' pending unlocks, once."""
    dice = ScriptedDice(seed=4)
    settings = make_settings(tmp_path / "r.db")
    alice = int(emulator.alice.id)
    async with run_bot(YachtBot(settings, roller_factory=lambda game_id: dice),
                       emulator) as bot:
        await emulator.wait_commands()
        msg = await open_lobby(emulator, "yacht", bots=("easy",), joiners=())
        msg = await press(emulator, msg, "Start", "alice")
        table = type("T", (), {"emu": emulator, "bot": bot})
        await play_to_the_end(table, msg)
        await bot.table.display.idle()
        # earned, say, by a move whose final screen the crash kept from being drawn
        await bot.games.repo.unlock_dice(alice, ["gold"], None)
    told = f"🎉 <@{alice}> unlocked the Gold dice!"
    for restart in range(2):
        async with run_bot(YachtBot(settings, roller_factory=lambda game_id: dice),
                           emulator) as bot:
            await emulator.wait_commands()
            await bot.table.display.idle()
            shown = emulator.message(msg.id).body
            assert (told in shown) is (restart == 0)
