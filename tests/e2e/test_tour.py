"""A tour of every command and button, as a server admin, a player and a spectator, on a
fresh server and mid-game. The emulator fixture fails the test if the bot logs an error;
each step asserts what that person reads."""

from __future__ import annotations

from bot.rules import variant_ids
from bot.text import texts_for
from tests.support.table_helpers import (
    button_id,
    open_lobby,
    press,
    raw_click,
    refused,
    score_select,
)


async def test_tour_fresh_server_then_mid_game(table):
    emu = table.emu
    # -- a fresh server: nothing played, nothing set --------------------------------
    reply = await (await emu.slash("yacht leaderboard", user="carol", channel="dice")).reply()
    assert reply.embeds[0]["title"] == "Yacht — leaderboard"
    assert [f["value"] for f in reply.embeds[0]["fields"]] == ["no finished games yet"] * 2
    reply = await (await emu.slash("yacht stats", user="carol", channel="dice")).reply()
    assert reply.embeds[0]["description"].endswith("No finished games yet.")
    for game in variant_ids():
        title = texts_for("en")(f"game-{game}")
        handle = await emu.slash("yacht rules", user="carol", channel="dice",
                                 options={"game": game})
        assert (await handle.ephemeral()).embeds[0]["title"] == f"{title} — rules"
    handle = await emu.slash("yacht scorecard", user="carol", channel="dice")
    assert await refused(emu, handle) == (
        "There is no game in this channel. Start one with `/yacht start`.")
    handle = await emu.slash("yacht cancel", user="carol", channel="dice")
    assert await refused(emu, handle) == (
        "There is no game in this channel. Start one with `/yacht start`.")
    handle = await emu.slash("yacht-settings", user="admin", channel="dice")
    shown = await handle.ephemeral()
    assert shown.content in (None, "") and shown.embeds[0]["title"] == "Server settings"
    handle = await emu.slash("yacht-settings", user="carol", channel="dice",
                             options={"turn_timeout": 5})
    assert await refused(emu, handle) == "You need the Manage Server permission for this."

    # -- the lobby: host, a player who joins and leaves, a spectator ----------------
    msg = await open_lobby(emu, "generala", joiners=("bob",), bots=())
    assert [b["label"] for b in msg.buttons] == ["Join", "Leave", "Add bot", "Start", "Cancel"]
    handle = await emu.click(msg, button_id(msg, "Join"), user="bob")
    assert await refused(emu, handle) == "You are already seated."
    handle = await emu.click(msg, button_id(msg, "Leave"), user="carol")
    assert await refused(emu, handle) == "You are not seated in this game."
    handle = await emu.click(msg, button_id(msg, "Leave"), user="alice")
    assert await refused(emu, handle) == "You are the host: use Cancel to close the lobby."
    alice = f"<@{emu.alice.id}>"
    for label, verb in [("Start", "start the game"), ("Cancel", "cancel the game"),
                        ("Add bot", "add computer seats")]:
        handle = await emu.click(msg, button_id(msg, label), user="carol")
        assert await refused(emu, handle) == (
            f"Only the host ({alice}) or a server manager can {verb}.")
    handle = await emu.slash("yacht start", user="carol", channel="dice")
    busy = await refused(emu, handle)
    assert busy.startswith("This channel already has a game: https://discord.com/channels/")
    handle = await emu.click(msg, button_id(msg, "Add bot"), user="alice")
    picker = await handle.ephemeral()
    assert picker.embeds[0]["description"] == "Which level for the computer seat?"
    (select,) = picker.selects
    assert [o["label"] for o in select["options"]] == [
        "Easy — plays by feel", "Normal — plays sensibly", "Optimal — plays the best odds",
        "To win — plays to win, not for points"]
    pick = await emu.select(picker, select["custom_id"], ["optimal"], user="alice")
    await pick.response()
    assert emu.message(picker.id).content == "Added an optimal computer seat."
    msg = await emu.wait_for_edit(msg)
    assert "🤖 Computer 3 (optimal)" in msg.body
    msg = await press(emu, msg, "Start", "alice")

    # -- mid-game: the player to act, a seated player out of turn, a spectator -------
    assert msg.texts[1].startswith(f"**Turn:** {alice} — ready to roll")
    handle = await emu.click(msg, button_id(msg, "Roll"), user="bob")
    assert await refused(emu, handle) == f"It is not your turn: wait for {alice}."
    handle = await emu.click(msg, button_id(msg, "Roll"), user="carol")
    assert await refused(emu, handle) == "You are not seated in this game."
    table.dice.push(2, 3, 4, 5, 6)
    msg = await press(emu, msg, "Roll", "alice")
    assert "roll 1 of 3" in msg.body
    labels = [o["label"] for o in score_select(msg)["options"]]
    assert "Straight — 25" in labels  # served straight: 20 + 5
    handle = await emu.slash("yacht scorecard", user="carol", channel="dice")
    sheet = await handle.ephemeral()
    assert sheet.embeds[0]["title"].startswith("Generala — game #")
    assert "Double Generala" in sheet.embeds[0]["description"]
    handle = await emu.slash("yacht cancel", user="bob", channel="dice")
    assert await refused(emu, handle) == (
        f"Only the host ({alice}) or a server manager can cancel the game.")
    handle = await emu.slash("yacht cancel", user="admin", channel="dice")
    assert (await handle.ephemeral()).content == f"Game cancelled by <@{emu.admin.id}>."
    final = await emu.wait_for_edit(msg)
    assert final.texts[0].endswith("— cancelled") and final.buttons == []
    handle = await raw_click(emu, msg, button_id(msg, "Roll"), "alice")  # an old client view
    assert await refused(emu, handle) == "This game was cancelled."
