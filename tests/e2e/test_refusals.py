"""Every refusal answers privately and changes nothing."""

from __future__ import annotations

from bot.text import texts_for
from tests.support.table_helpers import button_id, open_lobby, press, raw_click, refused

EN = texts_for("en")


async def started_yacht(table, **kwargs):
    msg = await open_lobby(table.emu, "yacht", bots=(), **kwargs)
    return await press(table.emu, msg, "Start", "alice")


async def unchanged(table, msg):
    """The stored game message is still exactly `msg` (no edit happened)."""
    assert table.emu.message(msg.id).version == msg.version


async def test_wrong_player_is_refused(table):
    emu = table.emu
    msg = await started_yacht(table)
    handle = await emu.click(msg, button_id(msg, "Roll"), user="bob")
    assert "not your turn" in await refused(emu, handle)
    handle = await emu.click(msg, button_id(msg, "Roll"), user="carol")  # not seated
    assert await refused(emu, handle) == EN("refusal-not_seated")
    await unchanged(table, msg)


async def test_stale_prompt_is_refused(table):
    emu = table.emu
    msg = await started_yacht(table)
    old_roll = button_id(msg, "Roll")
    msg = await press(emu, msg, old_roll, "alice")
    handle = await raw_click(emu, msg, old_roll, "alice")  # the previous version's button
    assert await refused(emu, handle) == EN("refusal-stale")
    await unchanged(table, msg)


async def test_double_click_applies_once(table):
    emu = table.emu
    msg = await started_yacht(table)
    roll = button_id(msg, "Roll")
    first = await emu.click(msg, roll, user="alice")
    second = await emu.click(msg, roll, user="alice")  # before the first edit lands
    assert (await first.response()).type == 7
    assert await refused(emu, second) == EN("refusal-stale")
    _record, rules = await table.bot.games.load(int(roll.split(":")[1]))
    assert rules.roll_number == 1


async def test_forged_custom_ids(table):
    emu = table.emu
    msg = await started_yacht(table)
    handle = await raw_click(emu, msg, "y:987654:1:roll", "alice")
    assert await refused(emu, handle) == EN("refusal-unknown_game")
    for garbage in ["hello", "y:1:x:roll", "y:1:1:roll:" + "a" * 50]:
        handle = await raw_click(emu, msg, garbage, "alice")
        assert await refused(emu, handle) == EN("refusal-unknown_component")
    game_id = int(button_id(msg, "Roll").split(":")[1])
    record, _ = await table.bot.games.load(game_id)
    handle = await raw_click(emu, msg, f"y:{game_id}:{record.version}:fly", "alice")
    assert await refused(emu, handle) == EN("refusal-unknown_action")
    handle = await raw_click(emu, msg, f"y:{game_id}:{record.version}:hold:9", "alice")
    assert "die" in await refused(emu, handle)
    await unchanged(table, msg)


async def test_illegal_moves(table):
    emu = table.emu
    msg = await started_yacht(table)
    game_id = int(button_id(msg, "Roll").split(":")[1])
    record, _ = await table.bot.games.load(game_id)
    # Holding before the first roll (the die buttons are disabled; forge the click).
    handle = await raw_click(emu, msg, f"y:{game_id}:{record.version}:hold:0", "alice")
    assert "roll" in (await refused(emu, handle)).lower()
    # Scoring an unknown box.
    msg = await press(emu, msg, "Roll", "alice")
    record, _ = await table.bot.games.load(game_id)
    handle = await raw_click(emu, msg, f"y:{game_id}:{record.version}:score", "alice",
                             values=["nonsense"])
    assert "no box" in await refused(emu, handle)
    # A fourth roll.
    msg = await press(emu, msg, "Roll", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    record, _ = await table.bot.games.load(game_id)
    handle = await raw_click(emu, msg, f"y:{game_id}:{record.version}:roll", "alice")
    assert await refused(emu, handle)
    await unchanged(table, msg)


async def test_bank_refused_in_5000_says_why(table):
    emu = table.emu
    table.dice.push(1, 1, 5, 6, 4)  # 250: ends in 50 and under 500
    msg = await open_lobby(emu, "5000", bots=())
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    why = ("your turn total (250) ends in 50: roll again to round it to a multiple of 100; "
           "and you need at least 500 points in one turn to enter the game")
    assert f"**Cannot bank:** {why}" in msg.body
    handle = await emu.click(msg, button_id(msg, "Bank"), user="alice")
    assert await refused(emu, handle) == f"You cannot bank yet: {why}."
    await unchanged(table, msg)


async def test_second_start_in_channel_links_to_game(table):
    emu = table.emu
    msg = await open_lobby(emu, "yacht", joiners=(), bots=())
    handle = await emu.slash("yacht start", user="bob", channel="dice", options={"game": "5000"})
    reply = await handle.ephemeral()
    assert msg.id in reply.content and "already has a game" in reply.content
    # Another channel is fine.
    handle = await emu.slash("yacht start", user="bob", channel="general",
                             options={"game": "5000"})
    assert not (await handle.reply()).ephemeral


async def test_only_host_starts_or_cancels(table):
    emu = table.emu
    msg = await open_lobby(emu, "yacht", bots=())
    for label in ("Start", "Cancel"):
        handle = await emu.click(msg, label, user="bob")
        assert "Only the host" in await refused(emu, handle)
    handle = await emu.click(msg, "Add bot", user="bob")
    assert "Only the host" in await refused(emu, handle)
    handle = await emu.slash("yacht cancel", user="bob", channel="dice")
    assert "Only the host" in await refused(emu, handle)
    await unchanged(table, msg)
    handle = await emu.click(msg, "Leave", user="alice")
    assert await refused(emu, handle) == EN("refusal-host_leave")
    # A server manager may cancel someone else's game.
    handle = await emu.slash("yacht cancel", user="admin", channel="dice")
    assert (await handle.ephemeral()).content.startswith("Game cancelled")
    cancelled = await emu.wait_for_edit(msg)
    assert "cancelled" in cancelled.texts[0] and cancelled.buttons == []


async def test_option_not_for_game(table):
    emu = table.emu
    handle = await emu.slash("yacht start", user="alice", channel="dice",
                             options={"game": "generala", "rules": "full_house=sum"})
    text = await refused(emu, handle)
    assert "full_house" in text and "Generala" in text
    handle = await emu.slash("yacht start", user="alice", channel="dice",
                             options={"game": "5000", "rules": "straight=one_gap"})
    assert "not used by 5000" in await refused(emu, handle)
    assert table.emu.last_message("dice") is None  # nothing was posted


async def test_options_apply(table):
    emu = table.emu
    handle = await emu.slash("yacht start", user="alice", channel="dice",
                             options={"game": "generala", "rules":
                                      "served_bonus=10 double_generala=false straight=one_gap"})
    text = (await handle.reply()).body
    assert "10 rounds" in text and "+10" in text


async def test_lobby_leave_and_join_again(table):
    emu = table.emu
    msg = await open_lobby(emu, "classic", bots=())
    msg = await press(emu, msg, "Leave", "bob")
    assert "1/8" in msg.body
    handle = await emu.click(msg, "Leave", user="bob")
    assert await refused(emu, handle) == EN("refusal-not_seated")
    msg = await press(emu, msg, "Join", "bob")
    handle = await emu.click(msg, "Join", user="bob")
    assert await refused(emu, handle) == EN("refusal-seated")


async def test_clicks_after_game_over_or_cancel(table):
    emu = table.emu
    msg = await started_yacht(table)
    roll = button_id(msg, "Roll")
    handle = await emu.slash("yacht cancel", user="alice", channel="dice")
    await handle.ephemeral()
    msg = await emu.wait_for_edit(msg)
    handle = await raw_click(emu, msg, roll, "alice")
    assert await refused(emu, handle) == EN("refusal-cancelled")
