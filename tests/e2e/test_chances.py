"""The board's line of win chances through the emulator: shown with the board's own
edits, and hidden for the whole table when the server turns it off."""

from __future__ import annotations

from bot.ai import finals
from bot.ai import tables as ai_tables
from tests.support.table_helpers import open_lobby, press
from tests.support.waiting import eventually


async def test_the_board_shows_each_seats_chance_until_the_server_hides_them(table):
    emu, bot = table.emu, table.bot
    ai_tables.clear_memory()
    for level in ("optimal", "easy"):
        finals.load_or_build_finals("classic", {}, level, bot.settings.data_dir)
    table.dice.push(5, 5, 2, 5, 3)
    msg = await open_lobby(emu, "classic", joiners=(), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    game_id = int(msg.buttons[0]["custom_id"].split(":")[1])
    msg = await press(emu, msg, "Roll", "alice")
    record, _ = await bot.games.load(game_id)
    # the roll's board may have been drawn before its chances were computed (it never
    # waits for them); once they are, the next edit of the same position shows them
    await eventually(lambda: bot.table.screens.chances.ready(record), "the roll's chances")
    msg = await press(emu, msg, f"y:{game_id}:{record.version}:hold:0", "alice")
    line = next(line.strip() for line in msg.text.splitlines() if "🎯" in line)
    assert line.startswith(f"🎯 Chances to win: <@{emu.alice.id}> ")
    assert line.endswith("%") and ", 🤖 Computer 2 (easy) " in line

    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"win_chances": False})
    shown = await handle.ephemeral()
    fields = {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}
    assert fields["Chances to win on the board"] == "hidden"
    record, _ = await bot.games.load(game_id)
    msg = await press(emu, msg, f"y:{game_id}:{record.version}:hold:1", "alice")
    assert "🎯" not in msg.text
    ai_tables.clear_memory()
